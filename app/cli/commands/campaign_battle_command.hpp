#pragma once
// The campaign half of `battle` (--db/--place): kept callable on an existing subcommand so that
// it can be folded together with `battle --scenario`.
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "app/cli/command_context.hpp"
#include "application/battles/battle_outputs.hpp"

namespace seneschal::cli {

struct CampaignBattleOptions {
    CampaignOption db;
    std::string place;
    std::optional<std::uint64_t> seed;  // none: a new one for this battle, printed
    std::string type = "campaign";
    std::string rules = "godsacre";
    bool dryRun = false;
    std::string logPath;      // --log: the battle's log, every line citing its rule
    std::string outcomePath;  // --outcome: the outcome XML
    bool force = false;       // --force: replace an existing --log or --outcome file
    bool wide = false;        // --wide: a battle file's table of units unclipped
};

std::string joinLines(const std::vector<std::string>& lines);

// The battle's output files (--log, --outcome) checked (application/battles/battle_outputs.hpp):
// never onto the campaign or an input, replaced only with --force.
application::BattleOutputs battleOutputs(const CampaignBattleOptions& options,
                                         const std::string& input);
// Writes the log or outcome file if the option was given.
using application::writeBattleOutput;

// Adds --db, --place, --seed, --type, --rules, --dry-run and --force to `command`.
std::shared_ptr<CampaignBattleOptions> addCampaignBattleOptions(CLI::App* command);
// Fights the battle at the place and previews or applies its aftermath.
int runCampaignBattle(const CampaignBattleOptions& options, CommandContext& context);

}  // namespace seneschal::cli
