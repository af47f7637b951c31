// `seneschal-cli battle --scenario FILE [--seed N] [--log FILE] [--outcome FILE]`: fights a God's
// Acre battle move by move (battle/sim/resolver.hpp) and prints who won, in how many moves,
// what each side lost and how each unit ended, and a competition battle's score on points
// (GA-RES-COMP); `--log` writes every roll with its rule,
// `--outcome` the outcome XML (docs/formats.md).
#include <cmath>
#include <filesystem>
#include <memory>

#include "app/cli/command_context.hpp"
#include "app/cli/commands/battle_source.hpp"
#include "app/cli/commands/campaign_battle_command.hpp"
#include "application/battles/campaign_battle.hpp"
#include "base/data_dir.hpp"
#include "base/errors.hpp"
#include "base/grouped_number.hpp"
#include "battle/aftermath_competition.hpp"
#include "battle/odds.hpp"
#include "battle/outcome_xml.hpp"
#include "battle/resolvers.hpp"
#include "battle/rule_set.hpp"
#include "battle/rulebook_loader.hpp"
#include "reports/table.hpp"

namespace seneschal::cli {

void addBattleSourceOptions(CLI::App* command, BattleSource& source) {
    command->add_option("--scenario", source.scenario,
                        "A battle file (docs/formats.md, Battle), or a bundled battle's id "
                        "(reference-1500)");
}

std::filesystem::path battleFileOf(const std::string& typed) {
    namespace fs = std::filesystem;
    std::error_code ec;
    const fs::path asTyped(typed);
    // As `new --scenario` takes a bundled campaign's id: a name with no folder and no .xml is
    // looked for among the bundled battles, so the command works from any folder.
    if (fs::exists(asTyped, ec) || asTyped.has_parent_path() || asTyped.extension() == ".xml")
        return asTyped;
    const fs::path bundled = scenariosDir() / (typed + ".xml");
    if (fs::exists(bundled, ec)) return bundled;
    throw UserError("no battle file or bundled battle '" + typed +
                    "' (the bundled battles are in " + scenariosDir().string() + ")");
}

battle::BattleSetup loadBattleSource(const BattleSource& source, const battle::Rulebook& rules) {
    if (source.scenario.empty()) {
        throw UserError("give the battle to fight: --scenario FILE, or --db FILE --place NAME");
    }
    return battle::loadBattleFile(battleFileOf(source.scenario), rules);
}

namespace {

// The battle file's name for a side (its id only when the file gives none).
std::string sideNamed(const battle::BattleSetup& setup, const std::string& id) {
    for (const auto& s : setup.sides) {
        if (s.id == id && !s.name.empty()) return s.name;
    }
    return id;
}

void printSummary(std::ostream& out, const battle::BattleSetup& setup,
                  const battle::BattleOutcome& o, int menPerFigure, std::size_t width) {
    const std::string winner = o.winner.empty() ? "nobody (a draw)" : sideNamed(setup, o.winner);
    out << setup.name << ": " << winner << " won after " << countOf(o.moves, "move", "moves")
        << " (seed " << o.seed.value_or(0) << ")\n";
    for (const auto& s : setup.sides) {
        out << "  " << s.name << " lost "
            << countOf(battle::menLost(o, s.id, menPerFigure), "man", "men") << " and took "
            << countOf(battle::figuresCapturedBy(o, s.id), "figure", "figures") << " prisoner\n";
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
        units.addRow({sideNamed(setup, u.side), u.unit, groupedNumber(u.menAtStart),
                      std::to_string(u.figuresRemoved), std::to_string(u.figuresRouted),
                      std::to_string(u.figuresCaptured), std::to_string(u.figuresPursuedOff),
                      std::to_string(battle::figuresStanding(u, menPerFigure)),
                      battle::toString(u.endState)});
    }
    units.writeText(out, width);
    for (const auto& l : o.leaders) {
        if (l.fate == battle::LeaderFate::Unharmed) continue;
        out << "  " << l.leader << " (" << sideNamed(setup, l.side)
            << "): " << battle::toString(l.fate)
            << (l.takenBy.empty() ? "" : " by " + sideNamed(setup, l.takenBy)) << '\n';
    }
}

// GA-RES-COMP: a competition battle is scored, each unit priced as it fought (its own
// protection and weapons, GA-POINTS). The points are God's Acre's, for God's Acre's figures: a
// battle a quick resolver fought, at its own scale, is not scored.
void printCompetitionScore(std::ostream& out, const battle::BattleSetup& setup,
                           const battle::BattleOutcome& o, const battle::Rulebook& book,
                           const battle::RuleSet& ruleSet, std::size_t width) {
    if (ruleSet.quick()) {
        out << "Not scored as a competition game: God's Acre's points (GA-RES-COMP, GA-POINTS) "
               "price God's Acre's figures, and this battle was fought with "
            << ruleSet.name() << "\n";
        return;
    }
    const int menPerFigure = ruleSet.menPerFigure();
    const std::vector<battle::CompetitionScore> scores = battle::scoreCompetition(
        o, battle::aftermathRosterOf(setup, book), battle::defaultResultsRules(), menPerFigure);
    out << battle::describeCompetitionTotals(scores);
    // Every line that earned points, each a row (a table fits the width; --wide prints it whole).
    using reports::Table;
    Table lines({{"side"},
                 {"unit"},
                 {"figures", Table::Align::Right},
                 {"counted as"},
                 {"share", Table::Align::Right},
                 {"a figure", Table::Align::Right},
                 {"points", Table::Align::Right}});
    for (const battle::CompetitionScore& score : scores) {
        for (const battle::ScoreLine& line : score.lines) {
            lines.addRow({score.name, line.unit, std::to_string(line.figures), line.what,
                          line.value, battle::competitionPointsText(line.pointsPerFigure),
                          battle::competitionPointsText(line.points)});
        }
    }
    if (lines.rowCount() > 0) lines.writeText(out, width);
}

// `--check`: the battle file loaded and checked (every error the loader finds, placement
// included), then what it holds, side by side, without throwing a die: a file written from
// its sources can be checked before its first fought run (docs/rules/history.md).
void printFileCheck(std::ostream& out, const battle::BattleSetup& setup, int menPerFigure) {
    out << setup.name << ": the battle file is sound (" << setup.fieldWidth << " x "
        << setup.fieldDepth << " mm, " << countOf(setup.moveLimit, "move", "moves") << ", "
        << countOf(static_cast<long long>(setup.terrain.size()), "terrain piece", "terrain pieces")
        << "); nothing was fought\n";
    for (const auto& side : setup.sides) {
        long long men = 0, figures = 0, units = 0, battals = 0;
        for (const auto& army : setup.armies) {
            if (army.side != side.id) continue;
            for (const auto& battal : army.battals) {
                ++battals;
                for (const auto& unit : battal.units) {
                    ++units;
                    men += unit.men;
                    figures += unit.men / menPerFigure;
                }
            }
        }
        out << "  " << side.name << ": " << countOf(men, "man", "men") << ", "
            << countOf(figures, "figure", "figures") << " in " << countOf(units, "unit", "units")
            << " and " << countOf(battals, "battal", "battals") << '\n';
        // The battals that come onto the field later (battal@arrives), each when and where.
        for (const auto& army : setup.armies) {
            if (army.side != side.id) continue;
            for (const auto& battal : army.battals) {
                if (battal.arrivesMove == 0 || !battal.place) continue;
                out << "    " << battal.name << " comes onto the field at move "
                    << battal.arrivesMove << " (x " << groupedNumber(std::llround(battal.place->x))
                    << ", front " << groupedNumber(std::llround(battal.place->front)) << " mm)\n";
            }
        }
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
    addWideFlag(cmd, options->wide);
    auto checkOnly = std::make_shared<bool>(false);
    cmd->add_flag("--check", *checkOnly,
                  "Load and check the battle file (--scenario) and say what it holds; fight "
                  "nothing");
    setAction(cmd, context, [source, options, checkOnly, &context] {
        if (*checkOnly) {
            if (options->db.given() || !options->place.empty()) {
                throw UserError("--check checks a battle file: give --scenario FILE, not --db");
            }
            if (source->scenario.empty()) {
                throw UserError("--check checks a battle file: give --scenario FILE");
            }
            // The file is read with the rule book --rules names (an unknown one is refused).
            const battle::Rulebook& book = application::rulebookFor(options->rules);
            const battle::BattleSetup setup = loadBattleSource(*source, book);
            printFileCheck(context.out, setup, battle::menPerFigureOf(options->rules, book));
            return 0;
        }
        if (options->db.given() || !options->place.empty()) {
            if (!source->scenario.empty()) {
                throw UserError("give either --scenario FILE or --db FILE --place NAME, not both");
            }
            return runCampaignBattle(*options, context);
        }
        const application::BattleOutputs outputs = battleOutputs(
            *options,
            source->scenario.empty() ? std::string() : battleFileOf(source->scenario).string());
        // Read and fought with the rule set --rules names, as a campaign's battle is: an unknown
        // one is refused before anything is fought or written.
        const battle::Rulebook& book = application::rulebookFor(options->rules);
        const battle::BattleSetup setup = loadBattleSource(*source, book);
        // The rule set --rules names, as one object: it fights, and says its scale and name.
        const std::unique_ptr<battle::RuleSet> ruleSet = battle::makeRuleSet(options->rules, book);
        const std::uint64_t seed = options->seed.value_or(application::freshSeed());
        const battle::ResolvedBattle fought =
            ruleSet->fight(setup, seed, /*wantLog=*/!options->logPath.empty());
        const battle::BattleOutcome& o = fought.outcome;
        writeBattleOutput(outputs, "--log", joinLines(fought.log));
        writeBattleOutput(outputs, "--outcome", battle::writeOutcome(o));
        // Men counted at the scale of the rule set that fought (each its own file's).
        const int menPerFigure = ruleSet->menPerFigure();
        printSummary(context.out, setup, o, menPerFigure, tableWidth(options->wide));
        if (o.type == battle::BattleType::Competition) {
            printCompetitionScore(context.out, setup, o, book, *ruleSet, tableWidth(options->wide));
        }
        return 0;
    });
}

}  // namespace seneschal::cli
