// `seneschal-cli calc casualties|shooting|melee|morale|leader-risk|leader-loss|quarter ...`:
// the God's Acre calculators of the tabletop console (issue 18,
// application/tabletop/calculators.hpp) for a game master with a laptop and for scripts. The dice
// are those rolled on the table
// (--dice 4,7,9 or --die D) or rolled here (--seed N, else a fresh seed that is printed). The
// working is printed with the rule ID of every step; --format csv prints one header row and
// one row of results.
#include <array>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "app/cli/command_context.hpp"
#include "app/cli/commands/number_option.hpp"
#include "app/cli/commands/seed_option.hpp"
#include "application/battles/campaign_battle.hpp"
#include "application/rules/number_ranges.hpp"
#include "application/tabletop/calculators.hpp"
#include "base/errors.hpp"
#include "battle/rulebook_loader.hpp"

namespace seneschal::cli {

namespace {

using application::CalcInputError;
using application::CalcReport;

// What every calculator takes besides its own numbers.
struct CalcCommon {
    std::string dice;
    std::optional<int> die;
    std::optional<std::uint64_t> seed;
    std::string format = "text";
    std::string method = "dice";
};

// A calculator's range, read from the rules only when the option is given or its help shown.
std::function<CountRange()> calcRange(CountRange application::CalcRanges::*which) {
    return [which] { return application::calcRanges(battle::defaultRulebook()).*which; };
}

void calcAddDiceOptions(CLI::App* cmd, CalcCommon& common, const char* diceHelp) {
    cmd->add_option("--dice", common.dice, diceHelp);
    addCountOption(cmd, "--die", common.die, calcRange(&application::CalcRanges::die),
                   "The one die rolled on the table (same as --dice D)");
    cmd->add_option("--seed", common.seed, "Roll the dice with this seed (without --dice)")
        ->check(seedDigits());
    cmd->add_option("--format", common.format, "text or csv");
}

void calcAddMethodOption(CLI::App* cmd, CalcCommon& common) {
    cmd->add_option("--method", common.method,
                    "dice: the casualty table read with decimal dice (GA-CAS-DICE); men: read as "
                    "men, carrying the remainder (GA-CAS-MEN)");
}

battle::CasualtyReading calcReading(const CalcCommon& common) {
    if (common.method == "dice") return battle::CasualtyReading::Dice;
    if (common.method == "men") return battle::CasualtyReading::Men;
    throw UserError("--method: \"" + common.method + "\" is not a reading: dice or men");
}

application::CalcDice calcDiceOf(const CalcCommon& common) {
    if (common.format != "text" && common.format != "csv") {
        throw UserError("--format: \"" + common.format + "\" is not a format: text or csv");
    }
    application::CalcDice dice;
    if (!common.dice.empty() && common.die)
        throw UserError("--die: give --die or --dice, not both");
    if (common.seed && (!common.dice.empty() || common.die)) {
        throw UserError("--seed: the dice are given, there is nothing to roll");
    }
    if (common.die) {
        dice.given = std::vector<int>{*common.die};
    } else if (!common.dice.empty()) {
        try {
            dice.given = application::diceListed(common.dice, "dice");
        } catch (const CalcInputError& e) {
            throw UserError(std::string("--dice: ") + e.what());
        }
    } else {
        dice.seed = common.seed.value_or(application::freshSeed());
    }
    return dice;
}

std::string calcDiceLine(const CalcReport& report) {
    if (report.dice.empty()) return "No dice thrown.";
    std::string faces;
    for (const auto& d : report.dice) {
        if (!faces.empty()) faces += ", ";
        faces += std::to_string(d.face);
    }
    if (report.diceGiven) return "Dice given: " + faces + ".";
    return "Dice rolled with seed " + std::to_string(report.seed) + " (--seed " +
           std::to_string(report.seed) + " rolls them again): " + faces + ".";
}

void calcPrint(std::ostream& out, const std::string& title, const CalcReport& report,
               const std::string& format) {
    if (format == "csv") {
        report.row.writeCsv(out);
        return;
    }
    out << title << '\n';
    for (const auto& line : report.working) out << "  " << line.text << " (" << line.rule << ")\n";
    out << calcDiceLine(report) << '\n';
    if (report.moraleTests.empty()) {
        out << "Morale tests called for by these numbers: none.\n";
    } else {
        out << "Morale tests called for:\n";
        for (const auto& t : report.moraleTests) out << "  " << t.text << " (" << t.rule << ")\n";
    }
    out << "Result: " << report.summary << ".\n";
}

// Runs one calculator; a value it refuses is reported against the option the user typed.
template <typename F>
int calcRun(const CalcCommon& common, F&& calculate) {
    try {
        return calculate();
    } catch (const CalcInputError& e) {
        const std::string option = e.field() == "dice" && common.die ? "--die" : "--" + e.field();
        throw UserError(option + ": " + e.what());
    }
}

std::vector<std::string> calcSplit(const std::string& text) {
    std::vector<std::string> parts;
    std::string part;
    for (char c : text) {
        if (c == ',') {
            if (!part.empty()) parts.push_back(part);
            part.clear();
        } else if (c != ' ') {
            part += c;
        }
    }
    if (!part.empty()) parts.push_back(part);
    return parts;
}

std::string calcJoin(const std::vector<std::string>& names) {
    std::string s;
    for (const auto& n : names) s += (s.empty() ? "" : ", ") + n;
    return s;
}

struct CalcMeleeSideOptions {
    std::string type;
    std::string troopClass = "C";
    int figures = 0;
    std::optional<int> unitFigures;
    std::string tactical;
    int ranks = 0;
    std::string leader;
    int distraction = 0;
    int campaign = 0;
    int carried = 0;
};

void calcAddMeleeSide(CLI::App* cmd, const std::string& p, CalcMeleeSideOptions& s) {
    const std::string side = p == "a" ? "side A" : "side B";
    cmd->add_option("--" + p + "-type", s.type, side + "'s troop type (id)")->required();
    cmd->add_option("--" + p + "-class", s.troopClass, side + "'s class: A, B, C or D");
    addCountOption(cmd, "--" + p + "-figures", s.figures,
                   calcRange(&application::CalcRanges::figures), side + "'s figures fighting")
        ->required();
    addCountOption(cmd, "--" + p + "-unit-figures", s.unitFigures,
                   calcRange(&application::CalcRanges::figures),
                   side + "'s unit's figures at the start of the move (for the 10% test)");
    cmd->add_option(
        "--" + p + "-tactical", s.tactical,
        side + "'s tactical factors, comma-separated: " + calcJoin(application::meleeChecklist()));
    addCountOption(cmd, "--" + p + "-ranks", s.ranks, calcRange(&application::CalcRanges::ranks),
                   side + "'s formed ranks behind the first");
    cmd->add_option("--" + p + "-leader", s.leader,
                    side + "'s best leader's rank (knight, baron...)");
    addCountOption(cmd, "--" + p + "-distraction", s.distraction,
                   calcRange(&application::CalcRanges::distraction), side + "'s distraction total");
    addCountOption(cmd, "--" + p + "-campaign", s.campaign,
                   calcRange(&application::CalcRanges::campaignFactor),
                   side + "'s campaign factor");
    addCountOption(cmd, "--" + p + "-carried", s.carried,
                   calcRange(&application::CalcRanges::carried), side + "'s men carried before");
}

application::MeleeSideRequest calcMeleeSideRequest(const CalcMeleeSideOptions& s,
                                                   const std::string& p) {
    application::MeleeSideRequest r;
    r.name = p == "a" ? "A" : "B";
    r.type = s.type;
    r.troopClass = application::troopClassNamed(s.troopClass, p + "-class");
    r.figures = s.figures;
    r.unitFigures = s.unitFigures;
    r.tactical = calcSplit(s.tactical);
    r.extraRanks = s.ranks;
    r.leaderRank = s.leader;
    r.distraction = s.distraction;
    r.campaignFactor = s.campaign;
    r.menCarriedBefore = s.carried;
    return r;
}

}  // namespace

void registerCalcCommand(CLI::App& app, CommandContext& context) {
    auto* calc = app.add_subcommand(
        "calc",
        "God's Acre calculators for the table: casualties, shooting, melee, morale, "
        "leader risk and loss, quarter");
    calc->require_subcommand(1);

    // casualties
    {
        auto common = std::make_shared<CalcCommon>();
        auto request = std::make_shared<application::CasualtiesRequest>();
        auto target = std::make_shared<std::optional<int>>();
        auto* cmd = calc->add_subcommand(
            "casualties",
            "Figures removed and men carried from a final factor (GA-CAS-DICE, "
            "GA-CAS-MEN)");
        addCountOption(cmd, "--figures", request->figures,
                       calcRange(&application::CalcRanges::figures), "Figures shooting or fighting")
            ->required();
        addCountOption(cmd, "--factor", request->factor,
                       calcRange(&application::CalcRanges::factor), "The final factor")
            ->required();
        addCountOption(cmd, "--carried", request->menCarriedBefore,
                       calcRange(&application::CalcRanges::carried),
                       "Men the target carried before (GA-CAS-MEN)");
        addCountOption(cmd, "--target-figures", *target,
                       calcRange(&application::CalcRanges::figures),
                       "The target's figures at the start of the move (for the 10% test)");
        calcAddMethodOption(cmd, *common);
        calcAddDiceOptions(cmd, *common, "The decimal dice rolled, in order: 4,7,9");
        setAction(cmd, context, [common, request, target, &context] {
            return calcRun(*common, [&] {
                request->reading = calcReading(*common);
                request->dice = calcDiceOf(*common);
                if (request->reading == battle::CasualtyReading::Men && request->dice.given) {
                    throw UserError("--dice: the men reading (--method men) throws no dice");
                }
                request->targetFigures = *target;
                const auto r =
                    application::calculateCasualties(battle::defaultRulebook(), *request);
                calcPrint(context.out, "Casualties", r.report, common->format);
                return 0;
            });
        });
    }

    // shooting
    {
        auto common = std::make_shared<CalcCommon>();
        auto request = std::make_shared<application::ShootingRequest>();
        auto options = std::make_shared<std::pair<std::string, std::string>>("C", "");
        auto target = std::make_shared<std::optional<int>>();
        auto* cmd =
            calc->add_subcommand("shooting",
                                 "A unit's shooting: weapon, tactical and random factors, then the "
                                 "casualty table (GA-WF-MISSILE, GA-TF-SHOOT, GA-RF-SHOOT)");
        cmd->add_option("--shooter", request->shooterType, "The shooters' troop type (id)")
            ->required();
        cmd->add_option("--shooter-class", options->first, "The shooters' class: A, B, C or D");
        addCountOption(cmd, "--figures", request->figures,
                       calcRange(&application::CalcRanges::figures), "Figures shooting")
            ->required();
        cmd->add_option("--target", request->targetType, "The target's troop type (id)")
            ->required();
        cmd->add_option("--tactical", options->second,
                        "Tactical factors that apply, comma-separated: " +
                            calcJoin(application::shootingChecklist()));
        addCountOption(cmd, "--distraction", request->distraction,
                       calcRange(&application::CalcRanges::distraction),
                       "The shooters' distraction total");
        addCountOption(cmd, "--campaign", request->campaignFactor,
                       calcRange(&application::CalcRanges::campaignFactor),
                       "The shooters' campaign factor");
        addCountOption(cmd, "--carried", request->menCarriedBefore,
                       calcRange(&application::CalcRanges::carried),
                       "Men the target carried before");
        addCountOption(cmd, "--target-figures", *target,
                       calcRange(&application::CalcRanges::figures),
                       "The target's figures at the start of the move (for the 10% test)");
        calcAddMethodOption(cmd, *common);
        calcAddDiceOptions(cmd, *common,
                           "The dice rolled, in order: the random factor's die, then the "
                           "casualty table's decimal dice");
        setAction(cmd, context, [common, request, options, target, &context] {
            return calcRun(*common, [&] {
                request->reading = calcReading(*common);
                request->dice = calcDiceOf(*common);
                request->shooterClass =
                    application::troopClassNamed(options->first, "shooter-class");
                request->tactical = calcSplit(options->second);
                request->targetFigures = *target;
                const auto r = application::calculateShooting(battle::defaultRulebook(), *request);
                calcPrint(context.out, "Shooting", r.report, common->format);
                return 0;
            });
        });
    }

    // melee
    {
        auto common = std::make_shared<CalcCommon>();
        auto a = std::make_shared<CalcMeleeSideOptions>();
        auto b = std::make_shared<CalcMeleeSideOptions>();
        auto kind = std::make_shared<std::string>("impact");
        auto* cmd = calc->add_subcommand(
            "melee",
            "A round of impact or mixed melee: each side's blow, the melee points and "
            "the round's result (GA-WF-IMPACT, GA-WF-MIXED, GA-TF-MELEE, GA-RF-MELEE, "
            "GA-CC-RESULT)");
        cmd->add_option("--kind", *kind, "impact or mixed (GA-CC-TYPES)");
        calcAddMeleeSide(cmd, "a", *a);
        calcAddMeleeSide(cmd, "b", *b);
        calcAddMethodOption(cmd, *common);
        calcAddDiceOptions(cmd, *common,
                           "The dice rolled, in order: side A's random factor die and casualty "
                           "dice, then side B's");
        setAction(cmd, context, [common, a, b, kind, &context] {
            return calcRun(*common, [&] {
                application::MeleeRequest request;
                if (*kind == "impact") {
                    request.kind = battle::MeleeKind::Impact;
                } else if (*kind == "mixed") {
                    request.kind = battle::MeleeKind::Mixed;
                } else {
                    throw UserError("--kind: \"" + *kind + "\" is not a melee: impact or mixed");
                }
                request.reading = calcReading(*common);
                request.dice = calcDiceOf(*common);
                request.sides[0].push_back(calcMeleeSideRequest(*a, "a"));
                request.sides[1].push_back(calcMeleeSideRequest(*b, "b"));
                const auto r = application::calculateMelee(battle::defaultRulebook(), request);
                calcPrint(context.out, "Melee", r.report, common->format);
                return 0;
            });
        });
    }

    // morale
    {
        auto common = std::make_shared<CalcCommon>();
        auto request = std::make_shared<application::MoraleRequest>();
        auto names = std::make_shared<std::array<std::string, 3>>();
        (*names)[1] = "C";
        auto* cmd = calc->add_subcommand(
            "morale", "A morale test: 2 dice + MV + factors + the leader's CV (GA-MT-ROLL)");
        cmd->add_option("--class", (*names)[0], "knightly, feudal, mercenary or regular")
            ->required();
        cmd->add_option("--troop-class", (*names)[1], "A, B, C or D (its MV, GA-MV)");
        addCountOption(cmd, "--figures", request->figures,
                       calcRange(&application::CalcRanges::figures), "The unit's figures now")
            ->required();
        addCountOption(cmd, "--cv", request->cv, calcRange(&application::CalcRanges::cv),
                       "The leader's CV")
            ->required();
        cmd->add_option("--factors", (*names)[2],
                        "Factors that apply, comma-separated, NAME or NAME:COUNT: " +
                            calcJoin(application::moraleFactorNames()));
        cmd->add_flag("--charge-test", request->chargeTest, "Testing to declare a charge");
        addCountOption(cmd, "--campaign", request->campaignFactor,
                       calcRange(&application::CalcRanges::campaignFactor),
                       "The unit's campaign factor");
        calcAddDiceOptions(cmd, *common, "The two dice rolled: 3,4");
        setAction(cmd, context, [common, request, names, &context] {
            return calcRun(*common, [&] {
                request->dice = calcDiceOf(*common);
                request->background = application::backgroundNamed((*names)[0], "class");
                request->troopClass = application::troopClassNamed((*names)[1], "troop-class");
                request->factors = calcSplit((*names)[2]);
                const auto r = application::calculateMorale(battle::defaultRulebook(), *request);
                calcPrint(context.out, "Morale test", r.report, common->format);
                return 0;
            });
        });
    }

    // leader-risk
    {
        auto common = std::make_shared<CalcCommon>();
        auto request = std::make_shared<application::LeaderRiskRequest>();
        auto shooting = std::make_shared<bool>(false);
        auto* cmd = calc->add_subcommand("leader-risk",
                                         "Whether a leader falls with his men (GA-LEADER-RISK)");
        addCountOption(cmd, "--figures", request->figuresRemoved,
                       calcRange(&application::CalcRanges::figuresOrNone),
                       "Figures removed from his unit")
            ->required();
        addCountOption(cmd, "--cv", request->cv, calcRange(&application::CalcRanges::cv),
                       "The leader's CV")
            ->required();
        cmd->add_flag("--shooting", *shooting, "The figures fell to shooting (else close combat)");
        calcAddDiceOptions(cmd, *common,
                           "The decimal dice rolled: one per figure removed, then one more "
                           "if any equals his CV");
        setAction(cmd, context, [common, request, shooting, &context] {
            return calcRun(*common, [&] {
                request->dice = calcDiceOf(*common);
                request->inMelee = !*shooting;
                const auto r =
                    application::calculateLeaderRisk(battle::defaultRulebook(), *request);
                calcPrint(context.out, "Leader risk", r.report, common->format);
                return 0;
            });
        });
    }

    // leader-loss
    {
        auto common = std::make_shared<CalcCommon>();
        auto request = std::make_shared<application::LeaderLossRequest>();
        auto names = std::make_shared<std::pair<std::string, std::string>>("", "unit");
        auto* cmd = calc->add_subcommand("leader-loss",
                                         "What a unit does when its leader is killed or taken "
                                         "(GA-LEADER-KILLED-FEUDAL, -MERC, -REG)");
        cmd->add_option("--class", names->first, "knightly, feudal, mercenary or regular")
            ->required();
        cmd->add_option("--level", names->second, "The lost leader led a unit, battal or army");
        addCountOption(cmd, "--cv", request->cv, calcRange(&application::CalcRanges::cv),
                       "The lost leader's CV")
            ->required();
        addCountOption(cmd, "--mv", request->mv, calcRange(&application::CalcRanges::mv),
                       "The unit's MV")
            ->required();
        calcAddDiceOptions(cmd, *common, "The die rolled (same as --die D)");
        setAction(cmd, context, [common, request, names, &context] {
            return calcRun(*common, [&] {
                request->dice = calcDiceOf(*common);
                request->background = application::backgroundNamed(names->first, "class");
                if (names->second == "unit") {
                    request->level = battle::LeaderLevel::Unit;
                } else if (names->second == "battal") {
                    request->level = battle::LeaderLevel::Battal;
                } else if (names->second == "army") {
                    request->level = battle::LeaderLevel::Army;
                } else {
                    throw UserError("--level: \"" + names->second +
                                    "\" is not a leader's level: unit, battal or army");
                }
                const auto r =
                    application::calculateLeaderLoss(battle::defaultRulebook(), *request);
                calcPrint(context.out, "Leader killed or taken", r.report, common->format);
                return 0;
            });
        });
    }

    // quarter
    {
        auto common = std::make_shared<CalcCommon>();
        auto request = std::make_shared<application::QuarterRequest>();
        auto pursuers = std::make_shared<std::string>("feudal");
        auto* cmd = calc->add_subcommand(
            "quarter", "Whether pursuers grant quarter, and the escorts (GA-QUARTER)");
        addCountOption(cmd, "--casualties-per-figure", request->casualtiesPerFigure,
                       calcRange(&application::CalcRanges::casualtiesPerFigure),
                       "Men the pursuers lost per figure standing")
            ->required();
        addCountOption(cmd, "--prisoner-figures", request->prisonerFigures,
                       calcRange(&application::CalcRanges::figuresOrNone), "Figures taken prisoner")
            ->required();
        cmd->add_option("--pursuers", *pursuers,
                        "The pursuers' class, for their die: knightly, feudal, mercenary or "
                        "regular");
        calcAddDiceOptions(cmd, *common, "The pursuers' die (same as --die D)");
        setAction(cmd, context, [common, request, pursuers, &context] {
            return calcRun(*common, [&] {
                request->dice = calcDiceOf(*common);
                request->pursuers = application::backgroundNamed(*pursuers, "pursuers");
                const auto r = application::calculateQuarter(battle::defaultRulebook(), *request);
                calcPrint(context.out, "Quarter", r.report, common->format);
                return 0;
            });
        });
    }
}

}  // namespace seneschal::cli
