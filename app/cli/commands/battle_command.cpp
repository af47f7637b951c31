// `seneschal-cli battle --scenario FILE [--seed N] [--log FILE] [--outcome FILE]`: fights a God's
// Acre battle move by move (battle/sim/resolver.hpp) and prints who won, in how many moves,
// what each side lost and how each unit ended; `--log` writes every roll with its rule,
// `--outcome` the outcome XML (docs/formats.md).
#include <memory>

#include "app/cli/command_context.hpp"
#include "app/cli/commands/battle_source.hpp"
#include "app/cli/commands/campaign_battle_command.hpp"
#include "application/campaign_battle.hpp"
#include "battle/errors.hpp"
#include "battle/odds.hpp"
#include "battle/outcome_xml.hpp"
#include "battle/resolvers.hpp"
#include "battle/rulebook_loader.hpp"
#include "battle/sim/resolver.hpp"
#include "reports/table.hpp"

namespace seneschal::cli {

void addBattleSourceOptions(CLI::App* command, BattleSource& source) {
    command->add_option("--scenario", source.scenario, "A battle file (docs/formats.md, Battle)");
}

battle::BattleSetup loadBattleSource(const BattleSource& source, const battle::Rulebook& rules) {
    if (source.scenario.empty()) {
        throw UserError("give the battle to fight: --scenario FILE, or --db FILE --place NAME");
    }
    return battle::loadBattleFile(source.scenario, rules);
}

namespace {

void printSummary(std::ostream& out, const battle::BattleSetup& setup,
                  const battle::BattleOutcome& o, int menPerFigure) {
    std::string winner = "nobody (a draw)";
    for (const auto& s : setup.sides) {
        if (s.id == o.winner) winner = s.name;
    }
    out << setup.name << ": " << winner << " won" << (o.winner.empty() ? "" : "") << " after "
        << o.moves << " moves (seed " << o.seed.value_or(0) << ")\n";
    for (const auto& s : setup.sides) {
        out << "  " << s.name << " lost " << battle::menLost(o, s.id, menPerFigure)
            << " men and took " << battle::figuresCapturedBy(o, s.id) << " figures prisoner\n";
    }
    using reports::Table;
    Table units({{"side"},
                 {"unit"},
                 {"men", Table::Align::Right},
                 {"removed", Table::Align::Right},
                 {"routed", Table::Align::Right},
                 {"captured", Table::Align::Right},
                 {"pursued off", Table::Align::Right},
                 {"standing", Table::Align::Right},
                 {"end"}});
    for (const auto& u : o.units) {
        units.addRow({u.side, u.unit, std::to_string(u.menAtStart),
                      std::to_string(u.figuresRemoved), std::to_string(u.figuresRouted),
                      std::to_string(u.figuresCaptured), std::to_string(u.figuresPursuedOff),
                      std::to_string(battle::figuresStanding(u, menPerFigure)),
                      battle::toString(u.endState)});
    }
    units.writeText(out);
    for (const auto& l : o.leaders) {
        if (l.fate == battle::LeaderFate::Unharmed) continue;
        out << "  " << l.leader << " (" << l.side << "): " << battle::toString(l.fate)
            << (l.takenBy.empty() ? "" : " by " + l.takenBy) << '\n';
    }
}

}  // namespace

void registerBattleCommand(CLI::App& app, CommandContext& context) {
    auto source = std::make_shared<BattleSource>();
    auto* cmd = app.add_subcommand(
        "battle",
        "Fight a battle: from a battle file (--scenario), or between the hostile armies at a place "
        "of a campaign (--db, --place), whose aftermath is then previewed (--dry-run) or applied");
    addBattleSourceOptions(cmd, *source);
    auto options = addCampaignBattleOptions(cmd);
    cmd->add_option("--log", options->logPath,
                    "Write the move-by-move log, every roll with its rule, to FILE");
    cmd->add_option("--outcome", options->outcomePath, "Write the outcome XML to FILE");
    setAction(cmd, context, [source, options, &context] {
        if (!options->db.empty() || !options->place.empty()) {
            if (!source->scenario.empty()) {
                throw UserError("give either --scenario FILE or --db FILE --place NAME, not both");
            }
            return runCampaignBattle(*options, context);
        }
        const application::BattleOutputs outputs = battleOutputs(*options, source->scenario);
        const battle::Rulebook& book = battle::defaultRulebook();
        const battle::BattleSetup setup = loadBattleSource(*source, book);
        battle::BattleOutcome o;
        const std::uint64_t seed = options->seed.value_or(application::freshSeed());
        if (options->rules == "godsacre") {
            battle::sim::BattleLog log;
            o = battle::resolveGodsAcre(setup, book, seed,
                                        options->logPath.empty() ? nullptr : &log);
            writeBattleOutput(outputs, "--log", log.text());
        } else {
            battle::ResolvedBattle resolved = battle::resolveBattle(options->rules, setup, seed);
            o = std::move(resolved.outcome);
            writeBattleOutput(outputs, "--log", joinLines(resolved.log));
        }
        writeBattleOutput(outputs, "--outcome", battle::writeOutcome(o));
        printSummary(context.out, setup, o, book.menPerFigure());
        return 0;
    });
}

}  // namespace seneschal::cli
