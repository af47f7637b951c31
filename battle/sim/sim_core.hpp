#pragma once
// What every phase of the move needs: names for the log, a unit's morale test with the
// distractions it suffers now, breaking, retiring and withdrawing, and casualties with the
// risk to the leaders present (GA-LEADER-RISK) and the effect of losing them
// (GA-LEADER-KILLED-*).
#include <string>

#include "battle/ga/morale.hpp"
#include "battle/sim/sim_state.hpp"

namespace seneschal::battle::sim {

inline SimUnit& unitAt(Battle& b, int i) {
    return b.units[static_cast<std::size_t>(i)];
}
inline const SimUnit& unitAt(const Battle& b, int i) {
    return b.units[static_cast<std::size_t>(i)];
}
inline SimBattal& battalOf(Battle& b, const SimUnit& u) {
    return b.battals[static_cast<std::size_t>(u.battal)];
}

const std::string& unitName(const Battle& b, int unit);
const std::string& leaderName(const Battle& b, int leader);
const std::string& sideName(const Battle& b, int side);

// Adds a log entry with the dice the last procedure recorded. Call only when b.log is set.
void note(Battle& b, const char* rule, const std::string& actor, const std::string& target,
          std::string result);

// GA-MT-ROLL for a unit, with its distractions now (GA-DISTRACT) and its campaign factor;
// logs the test under `why` (the GA-MT-WHEN occasion).
MoraleTestResult unitMorale(Battle& b, int unit, MoraleTestInput input, const char* why);

// GA-BROKEN: the unit breaks in rout: it turns about, loses its orders (GA-ORD-LOSS) and its
// battal's other units will test (GA-MT-WHEN).
void breakUnit(Battle& b, int unit, const char* why);
// A Retire result: fall back a rally move facing the enemy and rally (GA-RALLY).
void retireUnit(Battle& b, int unit);
// GA-RALLY: the unit begins to rally and reform, unformed, for `moves` whole moves after this
// one (the rest of the move it began in is no rallying move).
void beginRally(Battle& b, SimUnit& u, int moves);
// GA-PURSUIT: the pursuit is over (its quarry gone, rallied or refused quarter, or enemy troops
// barring the way): the pursuers rally and reform (GA-RALLY "after a pursuit"), logged with
// `why` when one is given.
void endPursuit(Battle& b, int unit, const char* why = nullptr);
// GA-LEADER-KILLED-MERC / -REG: leave the field facing any attacks.
void withdrawUnit(Battle& b, int unit);

// GA-MT-ARMY, GA-LEADER-KILLED-*: army `army` routs (or withdraws). Its side is beaten, and
// the battle over, once every army of the side is; until then the army's standing troops
// break (or withdraw) and the side's other armies fight on.
void armyBeaten(Battle& b, int army, bool routed);
// Applies a failed test's result (Rout, Retire; Halt stops a charge).
void applyMorale(Battle& b, int unit, const MoraleTestResult& r, const char* why);

// Why a unit tests for its casualties, as the log says it: the rule book's percentage
// (GA-MT-WHEN `casualtyPercent`) and `where`, such as "from shooting"; empty when the battle
// keeps no log, so the unlogged move loop allocates nothing.
std::string casualtyTestReason(const Battle& b, const char* where);

// Removes casualties (GA-CAS-*) from the unit and puts its leaders at risk.
void takeCasualties(Battle& b, int unit, const CasualtyResult& c, bool inMelee, int enemySide);

// Whether a unit lost figures this move and has not yet taken its 10% casualties test
// (GA-MT-WHEN): the steps skip looking for one when none is owed.
inline bool anyUntestedLosses(const Battle& b) {
    for (const int i : b.lostThisMove) {
        if (!unitAt(b, i).casualtyTested) return true;
    }
    return false;
}

// Distraction counts the unit suffers now (GA-DISTRACT).
// Written into `counts` where the test reads them: returned by value, the twelve counts
// written a byte at a time were read back as two words, a load the processor stalls on.
void distractionsOf(const Battle& b, int unit, DistractionCounts& counts);
inline DistractionCounts distractionsOf(const Battle& b, int unit) {
    DistractionCounts counts{};
    distractionsOf(b, unit, counts);
    return counts;
}
int distractionOf(const Battle& b, int unit);

// GA-UNFORMED for a cause other than the ground (charged, rallying, broken, after a melee):
// the unit no longer reforms as soon as it leaves bad ground.
inline void unform(SimUnit& u) {
    u.st.formed = false;
    u.unformedByGround = false;
}

// Turns a unit about in place: its rear rank becomes its front.
void turnAbout(SimUnit& u);

}  // namespace seneschal::battle::sim
