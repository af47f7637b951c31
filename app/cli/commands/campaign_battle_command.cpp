// `battle --db FILE --place NAME --seed N`: the hostile armies at a place of the campaign fight
// with the chosen resolver, and the aftermath is previewed (--dry-run) or applied. The options
// and action live in addCampaignBattleOptions so that they can join the `battle --scenario`
// subcommand of battle_command.cpp.
#include <fstream>
#include <memory>
#include <string>

#include "app/cli/commands/campaign_battle_command.hpp"
#include "campaign/campaign_battle.hpp"
#include "battle/outcome_xml.hpp"
#include "battle/errors.hpp"
#include "battle/resolvers.hpp"
#include "campaign/apply_outcome.hpp"
#include "campaign/battle_setup.hpp"
#include "campaign/campaign_file.hpp"
#include "campaign/repository.hpp"

namespace seneschal::cli {

std::string joinLines(const std::vector<std::string>& lines) {
    std::string text;
    for (const auto& line : lines) text += line + "\n";
    return text;
}

void writeTextFile(const std::string& path, const std::string& text) {
    std::ofstream out(path, std::ios::binary);
    if (!out) throw UserError("cannot write '" + path + "'");
    out << text;
    if (!out) throw UserError("cannot write '" + path + "'");
}

std::shared_ptr<CampaignBattleOptions> addCampaignBattleOptions(CLI::App* command) {
    auto options = std::make_shared<CampaignBattleOptions>();
    command->add_option("--db", options->db, "Campaign file");
    command->add_option("--place", options->place, "Where the hostile armies meet (id or name)");
    command->add_option("--seed", options->seed, "Seed of the dice (the same seed gives the same battle)");
    command->add_option("--type", options->type, "campaign, historical or competition")
        ->check(CLI::IsMember({"campaign", "historical", "competition"}));
    command->add_option("--rules", options->rules, "Resolver: godsacre, postcard or feudal")
        ->capture_default_str();
    command->add_flag("--dry-run", options->dryRun, "Show the aftermath; write nothing");
    return options;
}

int runCampaignBattle(const CampaignBattleOptions& options, CommandContext& context) {
    if (options.db.empty() || options.place.empty()) {
        throw UserError("battle needs --db FILE and --place NAME");
    }
    auto file = campaign::CampaignFile::open(options.db);
    campaign::CampaignBattleRequest request;
    request.place = options.place;
    request.rules = options.rules;
    request.seed = options.seed;
    request.type = *battle::battleTypeFromString(options.type);
    request.dryRun = options.dryRun;
    const campaign::CampaignBattle fought = campaign::fightCampaignBattle(file.db(), request);
    const auto& log = fought.resolved.log;
    context.out << fought.setup.name << " (" << options.rules << ", seed " << options.seed
                << "): " << log.size() << " log lines\n";
    constexpr std::size_t kSummaryLines = 12;
    const std::size_t from = log.size() > kSummaryLines ? log.size() - kSummaryLines : 0;
    if (from > 0) context.out << "  ...\n";
    for (std::size_t i = from; i < log.size(); ++i) context.out << "  " << log[i] << "\n";
    if (!options.logPath.empty()) writeTextFile(options.logPath, joinLines(log));
    if (!options.outcomePath.empty()) {
        battle::writeOutcomeFile(fought.resolved.outcome, options.outcomePath);
    }
    context.out << fought.report.preview;
    if (fought.report.action) {
        context.out << "Applied: " << fought.report.action->description << "\n";
    } else if (request.type != battle::BattleType::Competition) {
        context.out << "Dry run: nothing was written\n";
    }
    return 0;
}

}  // namespace seneschal::cli
