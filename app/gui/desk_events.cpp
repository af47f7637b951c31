#include "app/gui/desk_events.hpp"

namespace seneschal::gui {

wxDEFINE_EVENT(EVT_DESK_SELECTION, SelectionEvent);
wxDEFINE_EVENT(EVT_MARCH_REQUESTED, MarchRequestEvent);
wxDEFINE_EVENT(EVT_BATTLE_REQUESTED, BattleRequestEvent);
wxDEFINE_EVENT(EVT_EDIT_REQUESTED, EditRequestEvent);
wxDEFINE_EVENT(EVT_RANSOM_ACTION, RansomActionEvent);

SelectionEvent::SelectionEvent(application::DetailSubject subject, std::string id)
    : wxCommandEvent(EVT_DESK_SELECTION), subject_(subject), id_(std::move(id)) {}

MarchRequestEvent::MarchRequestEvent(std::string armyId, std::string placeId)
    : wxCommandEvent(EVT_MARCH_REQUESTED),
      armyId_(std::move(armyId)),
      placeId_(std::move(placeId)) {}

BattleRequestEvent::BattleRequestEvent(Want want, std::string placeId)
    : wxCommandEvent(EVT_BATTLE_REQUESTED), want_(want), placeId_(std::move(placeId)) {}

EditRequestEvent::EditRequestEvent(application::DetailSubject subject, std::string id,
                                   std::string field, std::string value)
    : wxNotifyEvent(EVT_EDIT_REQUESTED),
      subject_(subject),
      id_(std::move(id)),
      field_(std::move(field)),
      value_(std::move(value)) {}

RansomActionEvent::RansomActionEvent(std::string action, std::vector<std::string> captiveIds)
    : wxCommandEvent(EVT_RANSOM_ACTION),
      action_(std::move(action)),
      captiveIds_(std::move(captiveIds)) {}

}  // namespace seneschal::gui
