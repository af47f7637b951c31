#include "app/gui/apply_outcome.hpp"

#include <wx/clntdata.h>
#include <wx/window.h>

#include "application/views/campaign_session.hpp"
#include "base/errors.hpp"

namespace seneschal::gui {

wxDEFINE_EVENT(EVT_BATTLE_APPLIED, wxCommandEvent);

// Dialogs block command events from rising to their parents, so the desk is told directly:
// the window at the top of the chain of owners.
void tellDeskBattleApplied(wxWindow* from, const std::string& headline, const std::string& whole) {
    wxWindow* desk = from;
    while (desk && desk->GetParent()) desk = desk->GetParent();
    if (!desk) return;
    wxCommandEvent applied(EVT_BATTLE_APPLIED);
    applied.SetString(wxString::FromUTF8(headline));
    wxStringClientData wholeMessage(wxString::FromUTF8(whole));
    applied.SetClientObject(&wholeMessage);  // lives as long as the event is processed
    desk->GetEventHandler()->ProcessEvent(applied);
    applied.SetClientObject(nullptr);
}

wxString appliedMessage(const wxCommandEvent& event) {
    const auto* whole = dynamic_cast<const wxStringClientData*>(event.GetClientObject());
    return whole ? whole->GetData() : event.GetString();
}

// One undoable action through the session, so the Edit menu offers "Undo Battle at Caen".
// A competition battle is scored, not applied (GA-RES-COMP): the library refuses it and the
// game master reads why.
ApplyResult applyOutcome(application::CampaignSession& session,
                         const battle::BattleOutcome& outcome, const std::string& foughtWith,
                         std::optional<campaign::CampaignStamp> previewedOn,
                         const battle::ResolvedBattle* fought) {
    try {
        const campaign::ActionRecord done =
            session.applyOutcome(outcome, foughtWith, previewedOn, fought);
        return {true, done.description};
    } catch (const UserError& e) {
        return {false, e.what()};
    }
}

}  // namespace seneschal::gui
