#pragma once
// GA-RES-COMP: a competition battle is scored, not applied to any roster. "Both sides count
// full points values for all remaining formed figures and half points value for all
// prisoners except Knights, for whom they count full value, and half points value for all
// their figures who have pursued enemy troops from the field and not yet returned or have
// withdrawn voluntarily from the field."
#include <string>
#include <vector>

#include "battle/aftermath.hpp"

namespace seneschal::battle {

struct ScoreLine {
    std::string rule = "GA-RES-COMP";
    std::string unit;  // the unit whose figures earn the points
    int figures = 0;
    double points = 0;
    std::string text;
};

struct CompetitionScore {
    std::string side;
    double points = 0;
    std::vector<ScoreLine> lines;
};

// One score per side, in the order the sides first appear in the outcome. Points per figure
// come from each unit's profile (UnitProfile::pointsPerFigure). Throws UserError when the
// outcome is inconsistent or a unit is missing from the roster.
std::vector<CompetitionScore> scoreCompetition(const BattleOutcome& outcome,
                                               const AftermathRoster& roster,
                                               const ResultsRules& rules, int menPerFigure);

}  // namespace seneschal::battle
