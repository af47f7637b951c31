#pragma once
// The campaign half of `battle` (--db/--place): kept callable on an existing subcommand so that
// it can be folded together with `battle --scenario`.
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "app/cli/command_context.hpp"

namespace seneschal::cli {

struct CampaignBattleOptions {
    std::string db;
    std::string place;
    std::uint64_t seed = 1;
    std::string type = "campaign";
    std::string rules = "godsacre";
    bool dryRun = false;
    std::string logPath;      // --log: the battle's log, every line citing its rule
    std::string outcomePath;  // --outcome: the outcome XML
};

std::string joinLines(const std::vector<std::string>& lines);
void writeTextFile(const std::string& path, const std::string& text);

// Adds --db, --place, --seed, --type, --rules and --dry-run to `command`.
std::shared_ptr<CampaignBattleOptions> addCampaignBattleOptions(CLI::App* command);
// Fights the battle at the place and previews or applies its aftermath.
int runCampaignBattle(const CampaignBattleOptions& options, CommandContext& context);

}  // namespace seneschal::cli
