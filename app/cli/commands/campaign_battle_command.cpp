// `battle --db FILE --place NAME --seed N`: the hostile armies at a place of the campaign fight
// with the chosen resolver, and the aftermath is previewed (--dry-run) or applied. The options
// and action live in addCampaignBattleOptions so that they can join the `battle --scenario`
// subcommand of battle_command.cpp.
#include "app/cli/commands/campaign_battle_command.hpp"

#include <memory>
#include <string>

#include "app/cli/commands/seed_option.hpp"
#include "application/battles/campaign_battle.hpp"
#include "application/files/campaign_files.hpp"
#include "base/errors.hpp"
#include "battle/outcome_xml.hpp"
#include "battle/resolvers.hpp"

namespace seneschal::cli {

std::string joinLines(const std::vector<std::string>& lines) {
    std::string text;
    for (const auto& line : lines) text += line + "\n";
    return text;
}

application::BattleOutputs battleOutputs(const CampaignBattleOptions& options,
                                         const std::string& input) {
    application::BattleOutputRequest request;
    request.logPath = options.logPath;
    request.outcomePath = options.outcomePath;
    request.replaceExisting = options.force;
    if (options.db.given()) request.protectedFiles.emplace_back(options.db.path);
    if (!input.empty()) request.protectedFiles.emplace_back(input);
    return application::checkBattleOutputs(request);
}

std::shared_ptr<CampaignBattleOptions> addCampaignBattleOptions(CLI::App* command) {
    auto options = std::make_shared<CampaignBattleOptions>();
    // Write; a --dry-run only reads it (runCampaignBattle).
    addCampaignOption(command, options->db, CampaignAccess::Write);
    command->add_option("--place", options->place, "Where the hostile armies meet (id or name)");
    command
        ->add_option("--seed", options->seed,
                     "Seed of the dice (default: a new one, printed; the same seed gives the "
                     "same battle)")
        ->check(seedDigits());
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
    if (!options.db.given() || options.place.empty()) {
        throw UserError("battle needs --db FILE and --place NAME");
    }
    // The outputs are checked before the battle is fought, so a refused --log costs nothing.
    const application::BattleOutputs outputs = battleOutputs(options, {});
    // A dry run previews the aftermath and writes nothing: it opens the campaign to read.
    auto file = application::openCampaign(
        options.db.path, options.dryRun ? CampaignAccess::Read : options.db.access);
    application::CampaignBattleRequest request;
    request.place = options.place;
    request.rules = options.rules;
    request.seed = options.seed.value_or(application::freshSeed());
    request.type = *battle::battleTypeFromString(options.type);
    request.dryRun = options.dryRun;
    const application::CampaignBattle fought = application::fightCampaignBattle(file, request);
    const auto& log = fought.resolved.log;
    // Issue 16: what a game master tells the table comes first (the winner, the losses, the
    // leaders), then the detail, then the battle's last moves from its log.
    context.out << "Dice seed " << request.seed << " (--seed " << request.seed
                << " fights this battle again)\n";
    context.out << fought.report.preview;
    constexpr std::size_t kSummaryLines = 12;
    const std::size_t from = log.size() > kSummaryLines ? log.size() - kSummaryLines : 0;
    context.out << "The battle's last moves (" << log.size() << " log lines"
                << (options.logPath.empty() ? ", all of them with --log FILE" : "") << "):\n";
    if (from > 0) context.out << "  ...\n";
    for (std::size_t i = from; i < log.size(); ++i) context.out << "  " << log[i] << "\n";
    writeBattleOutput(outputs, "--log", joinLines(log));
    writeBattleOutput(outputs, "--outcome", battle::writeOutcome(fought.resolved.outcome));
    if (fought.report.action) {
        context.out << "Applied: " << fought.report.action->description << "\n";
        for (const std::string& line : fought.marchOrders) context.out << line << "\n";
    } else if (request.type != battle::BattleType::Competition) {
        context.out << "Dry run: nothing was written\n";
    }
    return 0;
}

}  // namespace seneschal::cli
