#pragma once
// A battle file's battal that comes onto the field later (battal@arrives; Seneschal's own, the
// God's Acre seed has no arrival rule: docs/rules/battle-simulation.md, "A battal arriving
// later"). Off the table until its move, it comes on at its place, or just behind it toward its
// own base line where another unit stands there. Nothing here runs in a battle without one.
#include "battle/sim/sim_state.hpp"

namespace seneschal::battle::sim {

// At set-up, once deployed: every battal written to arrive later is taken off the table until
// its move (its units gone as formed, their place kept for their coming).
void holdBackArrivals(BattleState& b);

// At the start of a move, before charges are declared: the battals whose move has come come on.
void bringOnArrivals(Battle& b);

// An army routed or withdrawn: its battals still to come never come.
void armyLeftBeforeArriving(Battle& b, int army);

// The battle is over: the log says which battals never came.
void noteNeverCame(Battle& b);

// A leader riding with a battal still to come: off the table with it, he sends no messenger,
// rallies nobody and takes no test.
inline bool leaderStillToCome(const BattleState& b, const SimLeader& l) {
    return b.battalsToArrive > 0 && l.unit != kNone &&
           b.battals[static_cast<std::size_t>(b.units[static_cast<std::size_t>(l.unit)].battal)]
                   .arrivesAt != 0;
}

}  // namespace seneschal::battle::sim
