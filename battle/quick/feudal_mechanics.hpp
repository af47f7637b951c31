#pragma once
// The exact mechanics of the Feudal rules, each a small function over the loaded numbers, so
// that a test can check each one with chosen dice.
#include "battle/dice.hpp"
#include "battle/force.hpp"
#include "battle/quick/feudal_rules.hpp"

namespace seneschal::battle::quick {

enum class FwFacing { Front, Flank, Rear };  // FW-FACING: which facing of a unit is attacked
const char* toString(FwFacing facing);

// FW-UNITS: the FW unit type a Seneschal unit becomes (mapping table).
const FwUnitKind& classifyForFeudal(const UnitSpec& unit, const FeudalRules& rules);

// FW-MOVE: foot 1d5 + 2", knights 3d5 + 2"; a d5 is the average die.
int moveRoll(const FwUnitKind& kind, DiceSource& dice, const FeudalRules& rules);
// FW-MOVE: turns a unit may make in a move (foot once, knights twice).
int turnsAllowed(const FwUnitKind& kind, const FeudalRules& rules);

// FW-SHOOT, FW-MELEE: halve (rounding up) once per defensive benefit, at most maxHalvings
// times (1/4), and double once per doubling.
int modifyHits(int hits, int halvings, int doublings, const FeudalRules& rules);

// FW-SHOOT: the hits a shooting unit scores before modifiers: 1d5, +1 crossbows.
int shootingHits(const FwUnitKind& shooter, int roll, const FeudalRules& rules);
// FW-SHOOT: Men at Arms halve hits shot at their front or flank; woods, villages and walls
// halve; shooting into the rear doubles.
int shotHits(int hits, const FwUnitKind& target, FwFacing facing, bool targetInCover,
             const FeudalRules& rules);

// FW-MELEE: 1d5 +2 knights, -2 bow archers, -1 crossbow archers (never below 0).
int meleeHits(const FwUnitKind& attacker, int roll);
// FW-MELEE: Men at Arms halve; uphill/defending cover halve; rear or flank attacks double.
int meleeHitsOn(int hits, const FwUnitKind& target, FwFacing facing, bool targetInCover,
                const FeudalRules& rules);

// FW-ROUT: adds hits; a unit that passes permanentPast total hits has permanentHits made
// permanent (once).
void addHits(int& hits, int& permanent, int added, const FeudalRules& rules);
// FW-ROUT (optional rally): rallies off hits, never below the permanent ones.
void rallyOff(int& hits, int permanent, const FeudalRules& rules);

}  // namespace seneschal::battle::quick
