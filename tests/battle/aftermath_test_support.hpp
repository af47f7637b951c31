#pragma once
// Builders for aftermath tests: outcomes and rosters written the way the numbers are worked.
#include <string>

#include "battle/aftermath.hpp"

namespace seneschal::battle::testing_support {

inline UnitOutcome unit(const std::string& name, const std::string& side, int men,
                        UnitEndState end = UnitEndState::Formed) {
    UnitOutcome u;
    u.unit = name;
    u.side = side;
    u.menAtStart = men;
    u.endState = end;
    return u;
}

inline UnitProfile profile(const std::string& name, Background background, TroopClass cls,
                           bool cavalry = false, double pointsPerFigure = 0) {
    return UnitProfile{name, background, cls, cavalry, pointsPerFigure};
}

// Sum of the men a line list gives a unit, summaries excluded.
inline int accountedMen(const Aftermath& a, const std::string& unitName) {
    int total = 0;
    for (const AftermathLine& line : a.lines) {
        if (line.unit == unitName && line.fate != Fate::Summary) total += line.men;
    }
    return total;
}

}  // namespace seneschal::battle::testing_support
