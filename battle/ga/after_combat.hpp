#pragma once
// GA-AFTER-IMPACT and GA-AFTER-MIXED: what the winner and loser of a round do, for infantry
// against infantry, cavalry against infantry and cavalry against cavalry. (If the loser broke
// on its morale test the fight goes to GA-BROKEN instead.)
#include "battle/ga/melee.hpp"

namespace seneschal::battle {

enum class WinnerPace { Stationary, Trot, MovingForward, Gallop };

struct AfterCombatInput {
    MeleeKind kind = MeleeKind::Impact;
    Arm winnerArm = Arm::Infantry;
    Arm loserArm = Arm::Infantry;
    int margin = 0;           // melee points won by
    bool loserBroke = false;  // failed its morale test
    WinnerPace winnerPace = WinnerPace::Stationary;
    bool winnerElectsToStand = true;      // honoured only where the seed allows the choice
    bool winnerElectsToFallBack = false;  // mixed melee: winners may retire a rally move
    int infantryRanks = 0;                // the infantry's depth, for penetration
};

struct AfterCombat {
    bool toBrokenTroops = false;  // go on to GA-BROKEN
    int loserPushBack = 0;        // mm (25 mm per point)
    bool loserFallsBackRallyMove = false;
    bool winnerFollowsUp = false;
    bool winnerFallsBackRallyMove = false;
    bool mixedMeleeFollows = false;  // a round of mixed melee next
    int ranksPenetrated = 0;         // cavalry into infantry (impact)
    bool burstThrough = false;       // cavalry through infantry
    bool infantryUnformed = false;   // for the next round
    bool cavalryUnformed = false;
    bool cavalryMayRallyBackThroughAnyone = false;  // mixed: next move, irrespective of troops
};

AfterCombat afterCombat(const Rulebook& book, const AfterCombatInput& in);

}  // namespace seneschal::battle
