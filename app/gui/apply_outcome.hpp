#pragma once
// The one place where the desk writes a battle's outcome to the campaign: the library's
// aftermath action (dead, wounded, deserters, prisoners and ransoms, leaders' fates, the
// beaten withdrawing) in one undoable transaction.
#include <string>

#include "battle/outcome.hpp"

namespace seneschal::application {
class CampaignSession;
}

namespace seneschal::gui {

struct ApplyResult {
    bool applied = false;
    std::string message;  // what the game master is told either way
};

ApplyResult applyOutcome(application::CampaignSession& session,
                         const battle::BattleOutcome& outcome);

}  // namespace seneschal::gui
