#pragma once
// What the panes tell the frame. The panes draw and forward; the frame (and later the
// campaign behind it) decides. All are command events, so they travel up to the frame.
#include <wx/event.h>

#include <string>
#include <vector>

#include "application/views/details_view.hpp"

namespace seneschal::gui {

// Something was selected on the map or in the roster.
class SelectionEvent final : public wxCommandEvent {
  public:
    SelectionEvent(application::DetailSubject subject = application::DetailSubject::None,
                   std::string id = {});
    wxEvent* Clone() const override { return new SelectionEvent(*this); }
    application::DetailSubject subject() const { return subject_; }
    const std::string& id() const { return id_; }

  private:
    application::DetailSubject subject_;
    std::string id_;
};

// An army was dragged onto a place and the game master confirmed the march.
class MarchRequestEvent final : public wxCommandEvent {
  public:
    MarchRequestEvent(std::string armyId = {}, std::string placeId = {});
    wxEvent* Clone() const override { return new MarchRequestEvent(*this); }
    const std::string& armyId() const { return armyId_; }
    const std::string& placeId() const { return placeId_; }

  private:
    std::string armyId_;
    std::string placeId_;
};

// The game master chose to fight or to avoid the battle pending at a place, from its mark on
// the map.
class BattleRequestEvent final : public wxCommandEvent {
  public:
    enum class Want { Resolve, Avoid };
    BattleRequestEvent(Want want = Want::Resolve, std::string placeId = {});
    wxEvent* Clone() const override { return new BattleRequestEvent(*this); }
    Want want() const { return want_; }
    const std::string& placeId() const { return placeId_; }

  private:
    Want want_;
    std::string placeId_;
};

// A field was edited in the details pane. A handler that refuses the edit calls Veto(),
// and the pane puts the old value back.
class EditRequestEvent final : public wxNotifyEvent {
  public:
    EditRequestEvent(application::DetailSubject subject = application::DetailSubject::None,
                     std::string id = {}, std::string field = {}, std::string value = {});
    wxEvent* Clone() const override { return new EditRequestEvent(*this); }
    application::DetailSubject subject() const { return subject_; }
    const std::string& id() const { return id_; }
    const std::string& field() const { return field_; }
    const std::string& value() const { return value_; }

  private:
    application::DetailSubject subject_;
    std::string id_;
    std::string field_;
    std::string value_;
};

// A ransom action button was pressed for the selected captives.
class RansomActionEvent final : public wxCommandEvent {
  public:
    RansomActionEvent(std::string action = {}, std::vector<std::string> captiveIds = {});
    wxEvent* Clone() const override { return new RansomActionEvent(*this); }
    const std::string& action() const { return action_; }
    const std::vector<std::string>& captiveIds() const { return captiveIds_; }

  private:
    std::string action_;
    std::vector<std::string> captiveIds_;
};

wxDECLARE_EVENT(EVT_DESK_SELECTION, SelectionEvent);
wxDECLARE_EVENT(EVT_MARCH_REQUESTED, MarchRequestEvent);
wxDECLARE_EVENT(EVT_BATTLE_REQUESTED, BattleRequestEvent);
wxDECLARE_EVENT(EVT_EDIT_REQUESTED, EditRequestEvent);
wxDECLARE_EVENT(EVT_RANSOM_ACTION, RansomActionEvent);

}  // namespace seneschal::gui
