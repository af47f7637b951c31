#pragma once
// The chronicle pane: the campaign's dated events, newest first, filtered by kind, side, army
// and place (an event is about a side, army or place when it names it).
#include <wx/panel.h>

#include <vector>

#include "application/views/chronicle_view.hpp"

class wxChoice;
class wxListCtrl;

namespace seneschal::gui {

class ChronicleList;

class ChroniclePanel final : public wxPanel {
  public:
    explicit ChroniclePanel(wxWindow* parent);

    void setChronicle(application::ChronicleView chronicle);
    void showKind(const wxString& kind);  // empty: every kind, as "All events" in the choice
    // Empty: all. A name the chronicle does not offer shows all.
    void showAbout(const wxString& side, const wxString& army, const wxString& place);

    long shownCount() const;
    wxString shownText(long row, int column) const;  // what a row's cell says
    wxChoice& kindChoice() { return *kinds_; }

  private:
    void refill();

    application::ChronicleView chronicle_;
    std::vector<const application::ChronicleEntry*> shown_;
    wxChoice* kinds_ = nullptr;
    std::vector<std::string> kindIds_;  // the kinds behind the choice's words, after "All"
    wxChoice* sides_ = nullptr;
    wxChoice* armies_ = nullptr;
    wxChoice* places_ = nullptr;
    ChronicleList* list_ = nullptr;
};

}  // namespace seneschal::gui
