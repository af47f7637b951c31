#pragma once
// GA-CAS-DICE and GA-CAS-MEN: from a final factor and the figures shooting or fighting to
// figures removed, in either of the seed's two readings of the casualty table.
#include "battle/ga/roll_log.hpp"
#include "battle/rulebook.hpp"

namespace seneschal::battle {

enum class CasualtyReading { Dice, Men };

// The cell to read. A factor below the table's first row causes nothing (nullptr); above its
// last row it reads the last row. More figures than the table's columns are read as full
// columns plus the rest (see `casualtyMen` and `rollCasualtyFigures`).
const CasualtyCell* casualtyCell(const CasualtyTable& table, int factor, int figures);

// GA-CAS-MEN: casualties in men.
int casualtyMen(const CasualtyTable& table, int factor, int figures);

// GA-CAS-DICE: throws the decimal dice the table asks for; returns figures removed.
int rollCasualtyFigures(const CasualtyTable& table, int factor, int figures, DiceSource& dice,
                        RollLog* log = nullptr);

// A unit's casualty account: men killed carry forward until they make a whole figure.
struct CasualtyAccount {
    int figuresRemoved = 0;  // this time
    int menCarried = 0;      // the unit's remainder after this time, 0..menPerFigure-1
};

// GA-CAS-MEN: "Divide the number given by 20 and remove that number of figures, carrying
// the remainder forward": the carried men join the next casualties.
CasualtyAccount carryMen(int men, int menCarriedBefore, int menPerFigure);

struct CasualtyResult {
    int figuresRemoved = 0;
    int men = 0;         // casualties in men (dice reading: figures x men per figure)
    int menCarried = 0;  // the unit's remainder afterwards
};

// Either reading, for a unit that already carries `menCarriedBefore` men.
CasualtyResult resolveCasualties(const Rulebook& book, CasualtyReading reading, int factor,
                                 int figures, int menCarriedBefore, DiceSource& dice,
                                 RollLog* log = nullptr);

}  // namespace seneschal::battle
