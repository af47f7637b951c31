#include "battle/aftermath_competition.hpp"

#include <algorithm>
#include <sstream>

#include "battle/errors.hpp"
#include "battle/outcome_check.hpp"

namespace seneschal::battle {

namespace {

std::string points(double value) {
    std::ostringstream out;
    out << value;
    return out.str();
}

CompetitionScore& scoreOf(std::vector<CompetitionScore>& scores, const std::string& side) {
    const auto it = std::find_if(scores.begin(), scores.end(),
                                 [&](const CompetitionScore& s) { return s.side == side; });
    if (it != scores.end()) return *it;
    scores.push_back(CompetitionScore{side, 0, {}});
    return scores.back();
}

void add(CompetitionScore& score, const std::string& unit, int figures, double pointsPerFigure,
         const Fraction& fraction, const std::string& what) {
    if (figures <= 0) return;
    ScoreLine line;
    line.unit = unit;
    line.figures = figures;
    line.points = figures * pointsPerFigure * fraction.value();
    line.text = score.side + " scores " + points(line.points) + " for " + std::to_string(figures) +
                " figures of " + unit + " " + what + " (" + fraction.text() + " of " +
                points(pointsPerFigure) + " points a figure)";
    score.points += line.points;
    score.lines.push_back(std::move(line));
}

}  // namespace

std::vector<CompetitionScore> scoreCompetition(const BattleOutcome& outcome,
                                               const AftermathRoster& roster,
                                               const ResultsRules& rules, int menPerFigure) {
    requireConsistentOutcome(outcome, menPerFigure);
    std::vector<CompetitionScore> scores;
    for (const UnitOutcome& unit : outcome.units) scoreOf(scores, unit.side);
    for (const UnitOutcome& unit : outcome.units) {
        const auto profile =
            std::find_if(roster.units.begin(), roster.units.end(),
                         [&](const UnitProfile& p) { return p.unit == unit.unit; });
        if (profile == roster.units.end()) {
            throw UserError("unit '" + unit.unit + "' of the outcome is not in the roster");
        }
        const double ppf = profile->pointsPerFigure;
        CompetitionScore& own = scoreOf(scores, unit.side);
        // Only a unit that ended formed has "remaining formed figures".
        if (unit.endState == UnitEndState::Formed) {
            add(own, unit.unit, figuresStanding(unit, menPerFigure), ppf, rules.competitionFormed,
                "standing formed");
        }
        add(own, unit.unit, unit.figuresPursuedOff, ppf, rules.competitionPursuedOrWithdrawn,
            "pursued off the field or withdrawn");
        if (unit.figuresCaptured > 0) {
            const bool knights = profile->background == Background::Knightly;
            add(scoreOf(scores, unit.capturedBy), unit.unit, unit.figuresCaptured, ppf,
                knights ? rules.competitionKnightPrisoners : rules.competitionPrisoners,
                knights ? "taken prisoner (Knights)" : "taken prisoner");
        }
    }
    return scores;
}

}  // namespace seneschal::battle
