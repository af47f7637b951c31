#pragma once
// The one place where a battle's outcome is written to the campaign: the aftermath action of
// issue 6 (prisoners, ransoms, wounded, dead, in one undoable transaction) is being written
// now; the integrator connects it here, and nothing else in the desk needs to change.
#include <string>

#include "battle/outcome.hpp"

namespace seneschal::reports {
class CampaignSession;
}

namespace seneschal::gui {

struct ApplyResult {
    bool applied = false;
    std::string message;  // what the game master is told either way
};

ApplyResult applyOutcome(reports::CampaignSession& session, const battle::BattleOutcome& outcome);

}  // namespace seneschal::gui
