#include "battle/aftermath_competition.hpp"

#include <algorithm>
#include <cmath>
#include <sstream>

#include "base/errors.hpp"
#include "base/grouped_number.hpp"
#include "battle/ga/army.hpp"
#include "battle/outcome_check.hpp"

namespace seneschal::battle {

namespace {

// "1 point", "1.5 points", "1,200 points".
std::string competitionPointsCount(double value) {
    return competitionPointsText(value) + (value == 1 ? " point" : " points");
}

CompetitionScore& competitionScoreOf(std::vector<CompetitionScore>& scores,
                                     const AftermathRoster& roster, const std::string& side) {
    const auto it = std::find_if(scores.begin(), scores.end(),
                                 [&](const CompetitionScore& s) { return s.side == side; });
    if (it != scores.end()) return *it;
    const auto named = roster.sideNames.find(side);
    scores.push_back(
        CompetitionScore{side, named == roster.sideNames.end() ? side : named->second, 0, {}});
    return scores.back();
}

void addCompetitionLine(CompetitionScore& score, const std::string& unit, int figures,
                        double pointsPerFigure, const Fraction& fraction, const std::string& what) {
    if (figures <= 0) return;
    ScoreLine line;
    line.unit = unit;
    line.figures = figures;
    line.what = what;
    line.value = fraction.numerator == fraction.denominator ? "full" : fraction.text();
    line.pointsPerFigure = pointsPerFigure;
    line.points = figures * pointsPerFigure * fraction.value();
    const std::string price = competitionPointsCount(pointsPerFigure) + " a figure";
    line.text =
        competitionPointsCount(line.points) + " for " + countOf(figures, "figure", "figures") +
        " of " + unit + " " + what + " (" +
        (fraction.numerator == fraction.denominator ? price : fraction.text() + " of " + price) +
        ")";
    score.points += line.points;
    score.lines.push_back(std::move(line));
}

}  // namespace

std::string competitionPointsText(double points) {
    const long long hundredths = std::llround(std::abs(points) * 100);
    std::string text = (points < 0 && hundredths > 0 ? "-" : "") + groupedNumber(hundredths / 100);
    const long long fraction = hundredths % 100;
    if (fraction != 0) {
        text += '.';
        text += static_cast<char>('0' + fraction / 10);
        if (fraction % 10 != 0) text += static_cast<char>('0' + fraction % 10);
    }
    return text;
}

std::vector<CompetitionScore> scoreCompetition(const BattleOutcome& outcome,
                                               const AftermathRoster& roster,
                                               const ResultsRules& rules, int menPerFigure) {
    requireConsistentOutcome(outcome, menPerFigure);
    std::vector<CompetitionScore> scores;
    for (const UnitOutcome& unit : outcome.units) competitionScoreOf(scores, roster, unit.side);
    for (const UnitOutcome& unit : outcome.units) {
        const auto profile =
            std::find_if(roster.units.begin(), roster.units.end(),
                         [&](const UnitProfile& p) { return p.unit == unit.unit; });
        if (profile == roster.units.end()) {
            throw UserError("unit '" + unit.unit + "' of the outcome is not in the roster");
        }
        const double ppf = profile->pointsPerFigure;
        CompetitionScore& own = competitionScoreOf(scores, roster, unit.side);
        // Only a unit that ended formed has "remaining formed figures".
        if (unit.endState == UnitEndState::Formed) {
            addCompetitionLine(own, unit.unit, figuresStanding(unit, menPerFigure), ppf,
                               rules.competitionFormed, "standing formed");
        }
        addCompetitionLine(own, unit.unit, unit.figuresPursuedOff, ppf,
                           rules.competitionPursuedOrWithdrawn,
                           "pursued off the field or withdrawn");
        if (unit.figuresCaptured > 0) {
            const bool knights = profile->background == Background::Knightly;
            // May add the captor side to `scores`: `own` is not used after this.
            CompetitionScore& captor = competitionScoreOf(scores, roster, unit.capturedBy);
            addCompetitionLine(
                captor, unit.unit, unit.figuresCaptured, ppf,
                knights ? rules.competitionKnightPrisoners : rules.competitionPrisoners,
                knights ? "taken prisoner, Knights" : "taken prisoner");
        }
    }
    return scores;
}

AftermathRoster aftermathRosterOf(const BattleSetup& setup, const Rulebook& book) {
    AftermathRoster roster;
    for (const ArmySpec& army : setup.armies) {
        for (const BattalSpec& battal : army.battals) {
            for (const UnitSpec& unit : battal.units) {
                roster.units.push_back({unit.name, unit.background, unit.troopClass,
                                        unit.arm == Arm::Cavalry,
                                        static_cast<double>(figurePoints(book, unit))});
            }
        }
    }
    for (const LeaderSpec& leader : setup.leaders) {
        roster.leaders.push_back({leader.name, leader.rank});
    }
    for (const SideSpec& side : setup.sides) {
        roster.sideNames[side.id] = side.shownName();
    }
    return roster;
}

std::string describeCompetition(const std::vector<CompetitionScore>& scores) {
    std::ostringstream out;
    out << describeCompetitionTotals(scores);
    for (const CompetitionScore& score : scores) {
        if (score.lines.empty()) continue;
        out << "  " << score.name << ", line by line:\n";
        for (const ScoreLine& line : score.lines) {
            out << "    [" << line.rule << "] " << line.text << "\n";
        }
    }
    return out.str();
}

std::string describeCompetitionTotals(const std::vector<CompetitionScore>& scores) {
    std::ostringstream out;
    out << "Scored as a competition game (GA-RES-COMP): ";
    std::vector<const CompetitionScore*> ranked;
    for (const CompetitionScore& score : scores) ranked.push_back(&score);
    std::stable_sort(
        ranked.begin(), ranked.end(),
        [](const CompetitionScore* a, const CompetitionScore* b) { return a->points > b->points; });
    if (ranked.empty()) {
        out << "no side fought\n";
    } else if (ranked.size() == 1) {
        out << ranked[0]->name << " alone scores\n";
    } else if (ranked[0]->points == ranked[1]->points) {
        out << "a draw on points, " << competitionPointsText(ranked[0]->points) << " each\n";
    } else {
        out << ranked[0]->name << " wins on points, " << competitionPointsText(ranked[0]->points)
            << " to " << competitionPointsText(ranked[1]->points) << "\n";
    }
    for (const CompetitionScore& score : scores) {
        out << "  " << score.name << ": " << competitionPointsCount(score.points);
        if (score.lines.empty()) {
            out << " (no figure standing formed, pursued off, withdrawn or taken prisoner)";
        }
        out << "\n";
    }
    return out.str();
}

}  // namespace seneschal::battle
