#pragma once
// Sees the events a window receives, first and without taking them (each goes on to the window
// as before): what the GUI tests wait for instead of sleeping. Pushed onto the window's handler
// chain for its lifetime, so it sees an event before any handler the window bound itself.
#include <wx/event.h>
#include <wx/window.h>

#include <map>

namespace seneschal::gui::testing {

class EventWatch final : public wxEvtHandler {
  public:
    EventWatch(wxWindow& window, std::initializer_list<wxEventType> types) : window_(window) {
        for (const wxEventType type : types) Bind(type, &EventWatch::seen, this);
        window_.PushEventHandler(this);
    }
    ~EventWatch() override { window_.RemoveEventHandler(this); }
    EventWatch(const EventWatch&) = delete;
    EventWatch& operator=(const EventWatch&) = delete;

    int count(wxEventType type) const {
        const auto found = counts_.find(type);
        return found == counts_.end() ? 0 : found->second;
    }
    // Where the last mouse event of `type` happened, in the window's client coordinates.
    wxPoint lastAt(wxEventType type) const {
        const auto found = places_.find(type);
        return found == places_.end() ? wxDefaultPosition : found->second;
    }

  private:
    void seen(wxEvent& event) {
        ++counts_[event.GetEventType()];
        if (auto* mouse = dynamic_cast<wxMouseEvent*>(&event))
            places_[event.GetEventType()] = mouse->GetPosition();
        event.Skip();
    }

    wxWindow& window_;
    std::map<wxEventType, int> counts_;
    std::map<wxEventType, wxPoint> places_;
};

}  // namespace seneschal::gui::testing
