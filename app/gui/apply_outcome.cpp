#include "app/gui/apply_outcome.hpp"

#include "application/campaign_session.hpp"
#include "battle/errors.hpp"

namespace seneschal::gui {

// One undoable action through the session, so the Edit menu offers "Undo Battle at Caen".
// A competition battle is scored, not applied (GA-RES-COMP): the library refuses it and the
// game master reads why.
ApplyResult applyOutcome(application::CampaignSession& session,
                         const battle::BattleOutcome& outcome) {
    try {
        // The desk fought this battle itself, with the rule set the outcome names.
        const campaign::ActionRecord done = session.applyOutcome(outcome, outcome.rules);
        return {true, done.description};
    } catch (const UserError& e) {
        return {false, e.what()};
    }
}

}  // namespace seneschal::gui
