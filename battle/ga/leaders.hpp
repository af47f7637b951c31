#pragma once
// GA-LEADER-RISK and GA-LEADER-KILLED-FEUDAL / -MERC / -REG: whether a leader falls with his
// men, and what his troops do when he is killed or taken.
#include "battle/ga/roll_log.hpp"
#include "battle/ga/unit_state.hpp"

namespace seneschal::battle {

struct LeaderRiskResult {
    int potential = 0;  // 1 when any first die equals the leader's CV, else 0
    LeaderFate fate = LeaderFate::Unharmed;
};

// One decimal die per figure removed; any one equal to the leader's CV makes him a potential
// casualty (once, however many are equal), and one second die is then read on the leader-risk
// table.
LeaderRiskResult leaderRisk(const Rulebook& book, int figuresRemoved, int leaderCv, bool inMelee,
                            DiceSource& dice, RollLog* log = nullptr);

enum class LeaderLossEffect {
    Rout,      // the unit breaks in rout (Feudal/Knightly <= 11); for a Battal/Army leader,
               // his troops join the rout
    Revenge,   // seeks revenge: attacks the nearest enemy, never tests again (>= 12)
    FightOn,   // an Army/Battal leader's troops fight on
    Withdraw,  // Mercenaries withdraw facing attacks, taking no more tests; Regular
               // Battal/Army below 10 withdraws from the field
    Replaced,  // a Regular unit leader is replaced by a subordinate
};

enum class LeaderLevel { Unit, Battal, Army };

struct LeaderLossResult {
    LeaderLossEffect effect = LeaderLossEffect::Replaced;
    int die = 0;  // 0 when no die was thrown
    int score = 0;
};

// `unit` is the unit the leader led (or, for a Battal or Army leader, the unit testing for
// his troops); `lostLeaderCv` the CV of the leader killed or taken.
LeaderLossResult leaderKilledOrTaken(const Rulebook& book, const UnitState& unit, LeaderLevel level,
                                     int lostLeaderCv, DiceSource& dice, RollLog* log = nullptr);

// Whether the loss is tested with a die (GA-LEADER-KILLED-FEUDAL, and GA-LEADER-KILLED-REG for a
// Battal or Army leader); the rule the die is thrown under, or nullptr when none is thrown.
const char* leaderLossTestRule(Background background, LeaderLevel level);

// The same test with the die already thrown (`die` is ignored when no die is thrown) and the
// unit's MV given: what leaderKilledOrTaken reads once it has its die, for a die rolled on the
// table (the calculators).
LeaderLossResult leaderLossFromDie(const Rulebook& book, Background background, LeaderLevel level,
                                   int die, int lostLeaderCv, int mv);

// Applies the effect to the unit's state: rout, revenge or withdrawal.
void applyLeaderLoss(UnitState& unit, const LeaderLossResult& result);

}  // namespace seneschal::battle
