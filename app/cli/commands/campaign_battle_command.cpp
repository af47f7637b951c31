// `battle --db FILE --place NAME --seed N`: the hostile armies at a place of the campaign fight
// with the chosen resolver, and the aftermath is previewed (--dry-run) or applied. The options
// and action live in addCampaignBattleOptions so that they can join the `battle --scenario`
// subcommand of battle_command.cpp.
#include "app/cli/commands/campaign_battle_command.hpp"

#include <memory>
#include <string>

#include "application/campaign_battle.hpp"
#include "battle/errors.hpp"
#include "battle/outcome_xml.hpp"
#include "battle/resolvers.hpp"
#include "campaign/battles/apply_outcome.hpp"
#include "campaign/battles/battle_setup.hpp"
#include "campaign/file/campaign_file.hpp"
#include "campaign/stores/repository.hpp"

namespace seneschal::cli {

std::string joinLines(const std::vector<std::string>& lines) {
    std::string text;
    for (const auto& line : lines) text += line + "\n";
    return text;
}

BattleOutputs battleOutputs(const CampaignBattleOptions& options, const std::string& input) {
    BattleOutputs outputs;
    if (!options.logPath.empty()) outputs.targets.push_back({options.logPath, "--log"});
    if (!options.outcomePath.empty()) outputs.targets.push_back({options.outcomePath, "--outcome"});
    outputs.policy.replaceExisting = options.force;
    if (!options.db.empty()) outputs.policy.protectedFiles.emplace_back(options.db);
    if (!input.empty()) outputs.policy.protectedFiles.emplace_back(input);
    campaign::checkOutputs(outputs.targets, outputs.policy);
    return outputs;
}

void writeBattleOutput(const BattleOutputs& outputs, const std::string& option,
                       const std::string& text) {
    for (const campaign::OutputTarget& target : outputs.targets) {
        if (target.option == option) campaign::writeOutputFile(target, text, outputs.policy);
    }
}

std::shared_ptr<CampaignBattleOptions> addCampaignBattleOptions(CLI::App* command) {
    auto options = std::make_shared<CampaignBattleOptions>();
    command->add_option("--db", options->db, "Campaign file");
    command->add_option("--place", options->place, "Where the hostile armies meet (id or name)");
    command->add_option("--seed", options->seed,
                        "Seed of the dice (the same seed gives the same battle)");
    command->add_option("--type", options->type, "campaign, historical or competition")
        ->check(CLI::IsMember({"campaign", "historical", "competition"}));
    command->add_option("--rules", options->rules, "Resolver: godsacre, postcard or feudal")
        ->capture_default_str();
    command->add_flag("--dry-run", options->dryRun,
                      "Show the aftermath; write nothing to the campaign");
    command->add_flag("--force", options->force,
                      "Replace an existing --log or --outcome file (never a campaign file)");
    return options;
}

int runCampaignBattle(const CampaignBattleOptions& options, CommandContext& context) {
    if (options.db.empty() || options.place.empty()) {
        throw UserError("battle needs --db FILE and --place NAME");
    }
    // The outputs are checked before the battle is fought, so a refused --log costs nothing.
    const BattleOutputs outputs = battleOutputs(options, {});
    auto file = campaign::CampaignFile::open(options.db);
    application::CampaignBattleRequest request;
    request.place = options.place;
    request.rules = options.rules;
    request.seed = options.seed;
    request.type = *battle::battleTypeFromString(options.type);
    request.dryRun = options.dryRun;
    const application::CampaignBattle fought = application::fightCampaignBattle(file.db(), request);
    const auto& log = fought.resolved.log;
    context.out << fought.setup.name << " (" << options.rules << ", seed " << options.seed
                << "): " << log.size() << " log lines\n";
    constexpr std::size_t kSummaryLines = 12;
    const std::size_t from = log.size() > kSummaryLines ? log.size() - kSummaryLines : 0;
    if (from > 0) context.out << "  ...\n";
    for (std::size_t i = from; i < log.size(); ++i) context.out << "  " << log[i] << "\n";
    writeBattleOutput(outputs, "--log", joinLines(log));
    writeBattleOutput(outputs, "--outcome", battle::writeOutcome(fought.resolved.outcome));
    context.out << fought.report.preview;
    if (fought.report.action) {
        context.out << "Applied: " << fought.report.action->description << "\n";
    } else if (request.type != battle::BattleType::Competition) {
        context.out << "Dry run: nothing was written\n";
    }
    return 0;
}

}  // namespace seneschal::cli
