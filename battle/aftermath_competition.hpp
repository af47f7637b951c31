#pragma once
// GA-RES-COMP: a competition battle is scored, not applied to any roster. "Both sides count
// full points values for all remaining formed figures and half points value for all
// prisoners except Knights, for whom they count full value, and half points value for all
// their figures who have pursued enemy troops from the field and not yet returned or have
// withdrawn voluntarily from the field."
#include <string>
#include <vector>

#include "battle/aftermath.hpp"
#include "battle/battle_file.hpp"
#include "battle/rulebook.hpp"

namespace seneschal::battle {

struct ScoreLine {
    std::string rule = "GA-RES-COMP";
    std::string unit;  // the unit whose figures earn the points
    int figures = 0;
    std::string what;   // "standing formed", "pursued off the field or withdrawn", "taken prisoner"
    std::string value;  // the share of the figure's points counted: "full", "1/2"
    double pointsPerFigure = 0;
    double points = 0;
    // "75 points for 15 figures of Southern billmen standing formed (5 points a figure)"
    std::string text;
};

struct CompetitionScore {
    std::string side;  // the side's id
    std::string name;  // its name (the roster's sideNames; the id when it has none)
    double points = 0;
    std::vector<ScoreLine> lines;
};

// One score per side, in the order the sides first appear in the outcome. Points per figure
// come from each unit's profile (UnitProfile::pointsPerFigure). Throws UserError when the
// outcome is inconsistent or a unit is missing from the roster.
std::vector<CompetitionScore> scoreCompetition(const BattleOutcome& outcome,
                                               const AftermathRoster& roster,
                                               const ResultsRules& rules, int menPerFigure);

// The roster a battle file gives the aftermath and the score: every unit with its background,
// class and arm, priced as it fights (figurePoints of its UnitSpec: its own protection and
// weapons, GA-POINTS), every leader with his rank, every side's name.
AftermathRoster aftermathRosterOf(const BattleSetup& setup, const Rulebook& book);

// What a person reads: the winner on points, then each side's points and the lines that earned
// them, each with its rule:
//   Scored as a competition game (GA-RES-COMP): South wins on points, 75 to 50
//     North: 50 points
//       [GA-RES-COMP] 50 points for 10 figures of Northern spearmen standing formed (...)
std::string describeCompetition(const std::vector<CompetitionScore>& scores);
// Its first lines only: the winner on points and each side's points.
std::string describeCompetitionTotals(const std::vector<CompetitionScore>& scores);

// Points as a person reads them: grouped by thousands, a fraction to two places ("1,234.5").
std::string competitionPointsText(double points);

}  // namespace seneschal::battle
