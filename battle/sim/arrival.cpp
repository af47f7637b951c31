// A battal that comes onto the field later (a battle file's battal@arrives): held off the
// table from the start, brought on at the start of its move, before charges are declared,
// at its place or just behind whatever stands there (docs/rules/battle-simulation.md, "A
// battal arriving later"; Seneschal's own: the God's Acre seed has no arrival rule).
#include "battle/sim/arrival.hpp"

#include <algorithm>
#include <cmath>
#include <string>

#include "battle/sim/field.hpp"
#include "battle/sim/sim_core.hpp"

namespace seneschal::battle::sim {

namespace {

void stopWaiting(BattleState& b, SimBattal& bt) {
    bt.arrivesAt = 0;
    --b.sides[static_cast<std::size_t>(bt.side)].battalsToArrive;
    --b.battalsToArrive;
}

// How far the battal must step back toward its own base line so that none of its units stands
// on a unit on the table (0: its place is free): the most any of its units must step back to
// stand behind a unit it would stand on. Stepping back by that, it may come onto another: the
// caller asks again until the place is free.
double arrivalStepBack(const BattleState& b, const SimBattal& bt) {
    double back = 0;
    const int first = bt.firstUnit, last = bt.firstUnit + bt.unitCount;
    for (int k = first; k < last; ++k) {
        const SimUnit& u = b.units[static_cast<std::size_t>(k)];
        if (u.st.figures == 0) continue;
        const UnitBox mine = boxOf(u, k);
        for (std::size_t j = 0; j < b.units.size(); ++j) {
            const SimUnit& other = b.units[j];
            if (!onField(other)) continue;
            const UnitBox theirs = boxOf(other, static_cast<int>(j));
            const bool across = mine.x - mine.width / 2 < theirs.x + theirs.width / 2 &&
                                theirs.x - theirs.width / 2 < mine.x + mine.width / 2;
            const bool along = mine.yLo < theirs.yHi && theirs.yLo < mine.yHi;
            if (!across || !along) continue;
            // Its front to the other's edge nearer its own base line.
            const double step = u.dir > 0 ? u.y - theirs.yLo : theirs.yHi - u.y;
            back = std::max(back, step);
        }
    }
    return back;
}

bool onItsSideOfTheTable(const BattleState& b, const SimBattal& bt) {
    for (int k = bt.firstUnit; k < bt.firstUnit + bt.unitCount; ++k) {
        const SimUnit& u = b.units[static_cast<std::size_t>(k)];
        const double rear = u.y - u.dir * u.depth;
        if (rear < 0 || rear > b.depth) return false;
    }
    return true;
}

void moveBattalBack(BattleState& b, const SimBattal& bt, double back) {
    for (int k = bt.firstUnit; k < bt.firstUnit + bt.unitCount; ++k) {
        SimUnit& u = b.units[static_cast<std::size_t>(k)];
        u.y -= u.dir * back;
    }
}

// Comes on at its place, or as near behind it as is free; false when no spot between its place
// and its base line is free (it stays where it was set up, off the table).
bool comeOn(Battle& b, SimBattal& bt, double& steppedBack) {
    steppedBack = 0;
    for (double back = arrivalStepBack(b, bt); back > 0; back = arrivalStepBack(b, bt)) {
        moveBattalBack(b, bt, back);
        steppedBack += back;
        if (!onItsSideOfTheTable(b, bt)) {
            moveBattalBack(b, bt, -steppedBack);
            return false;
        }
    }
    for (int k = bt.firstUnit; k < bt.firstUnit + bt.unitCount; ++k) {
        SimUnit& u = unitAt(b, k);
        if (u.st.figures == 0) continue;  // too few men to field a figure: never on the table
        u.act = Activity::Ready;
        u.st.formed = true;
        u.moveFromX = u.x;
        u.moveFromY = u.y;
    }
    return true;
}

}  // namespace

void holdBackArrivals(BattleState& b) {
    for (SimBattal& bt : b.battals) {
        const int move = b.battalSpecs[static_cast<std::size_t>(bt.spec)]->arrivesMove;
        if (move <= 0) continue;
        bt.arrivesAt = move;
        ++b.sides[static_cast<std::size_t>(bt.side)].battalsToArrive;
        ++b.battalsToArrive;
        for (int k = bt.firstUnit; k < bt.firstUnit + bt.unitCount; ++k) {
            SimUnit& u = b.units[static_cast<std::size_t>(k)];
            u.act = Activity::Gone;  // off the table: no step lists it
            u.goneAs = UnitEndState::Formed;
        }
    }
}

void bringOnArrivals(Battle& b) {
    for (SimBattal& bt : b.battals) {
        if (bt.arrivesAt == 0 || bt.arrivesAt > b.move) continue;
        const std::string& name = b.battalSpecs[static_cast<std::size_t>(bt.spec)]->name;
        double steppedBack = 0;
        if (!comeOn(b, bt, steppedBack)) {
            if (b.log) {
                b.step = MoveStep::DeclareCharges;
                note(b, "battal@arrives", name, "",
                     "cannot come onto the field: its place and the ground behind it to its "
                     "base line are taken; it tries again next move");
            }
            continue;
        }
        const int written = bt.arrivesAt;
        stopWaiting(b, bt);
        if (b.log) {
            b.step = MoveStep::DeclareCharges;
            std::string text = "comes onto the field (battle file: arrives at move " +
                               std::to_string(written) + ")";
            if (steppedBack > 0) {
                text += ", " + std::to_string(static_cast<int>(std::lround(steppedBack))) +
                        " mm behind its place, which others hold";
            }
            note(b, "battal@arrives", name, "", std::move(text));
        }
    }
}

void armyLeftBeforeArriving(Battle& b, int army) {
    for (SimBattal& bt : b.battals) {
        if (bt.arrivesAt == 0 || bt.army != army) continue;
        const int move = bt.arrivesAt;
        stopWaiting(b, bt);
        // Gone with its army: never on the field, it counts among the battals off it.
        bt.drivenOff = true;
        ++b.sides[static_cast<std::size_t>(bt.side)].drivenOff;
        if (b.log) {
            note(b, "battal@arrives", b.battalSpecs[static_cast<std::size_t>(bt.spec)]->name, "",
                 "never came onto the field: its army left it before move " + std::to_string(move));
        }
    }
}

void noteNeverCame(Battle& b) {
    if (!b.log) return;
    for (const SimBattal& bt : b.battals) {
        if (bt.arrivesAt == 0) continue;
        const std::string why = bt.arrivesAt > b.move
                                    ? "the battle ended before move " + std::to_string(bt.arrivesAt)
                                    : "its place was held by others until the battle ended";
        note(b, "battal@arrives", b.battalSpecs[static_cast<std::size_t>(bt.spec)]->name, "",
             "never came onto the field: " + why);
    }
}

}  // namespace seneschal::battle::sim
