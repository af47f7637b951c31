#include "app/gui/apply_outcome.hpp"

#include "reports/campaign_session.hpp"

namespace seneschal::gui {

// Not connected yet: the campaign library has no action applying an aftermath until issue 6
// lands. Saying so plainly is better than a preview that seems to do something.
ApplyResult applyOutcome(reports::CampaignSession&, const battle::BattleOutcome& outcome) {
    return {false, "Applying is not available yet: the campaign library cannot write a battle's "
                   "aftermath (" + std::to_string(outcome.units.size()) +
                   " units) to the campaign file until the aftermath action is added."};
}

}  // namespace seneschal::gui
