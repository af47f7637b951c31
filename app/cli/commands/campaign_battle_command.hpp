#pragma once
// The campaign half of `battle` (--db/--place): kept callable on an existing subcommand so that
// it can be folded together with `battle --scenario`.
#include <cstdint>
#include <memory>
#include <string>

#include "app/cli/command_context.hpp"

namespace seneschal::cli {

struct CampaignBattleOptions {
    std::string db;
    std::string place;
    std::uint64_t seed = 0;
    std::string type = "campaign";
    std::string rules = "godsacre";  // until the simulator joins resolvers.cpp, use postcard
    bool dryRun = false;
};

// Adds --db, --place, --seed, --type, --rules and --dry-run to `command`.
std::shared_ptr<CampaignBattleOptions> addCampaignBattleOptions(CLI::App* command);
// Fights the battle at the place and previews or applies its aftermath.
int runCampaignBattle(const CampaignBattleOptions& options, CommandContext& context);

}  // namespace seneschal::cli
