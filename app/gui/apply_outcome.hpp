#pragma once
// The one place where the desk writes a battle's outcome to the campaign: the library's
// aftermath action (dead, wounded, deserters, prisoners and ransoms, leaders' fates, the
// beaten withdrawing) in one undoable transaction.
#include <wx/event.h>

#include <optional>
#include <string>

#include "application/views/campaign_session.hpp"
#include "battle/outcome.hpp"
#include "battle/resolvers.hpp"

namespace seneschal::gui {

struct ApplyResult {
    bool applied = false;
    std::string message;  // what the game master is told either way
};

// Refused (writing nothing) when the outcome is of another rule set than `foughtWith`, the one
// the battle was fought or played with; with `previewedOn`, when the campaign changed since the
// preview.
ApplyResult applyOutcome(application::CampaignSession& session,
                         const battle::BattleOutcome& outcome, const std::string& foughtWith,
                         std::optional<campaign::CampaignStamp> previewedOn = std::nullopt,
                         const battle::ResolvedBattle* fought = nullptr);

// Sent to the desk (the frame the dialogs stand on) once a battle is applied, saying what was
// applied (application::appliedBattleMessage): its string the headline ("Applied the battle at
// Caen (20 July 1346): Kingdom of England wins after 12 moves."), the client data's the whole.
// The desk says so and redraws every pane at once, while the battle dialog is still open.
wxDECLARE_EVENT(EVT_BATTLE_APPLIED, wxCommandEvent);
void tellDeskBattleApplied(wxWindow* from, const std::string& headline, const std::string& whole);
// The whole message of an EVT_BATTLE_APPLIED event.
wxString appliedMessage(const wxCommandEvent& event);

}  // namespace seneschal::gui
