#pragma once
// GA-DISTRACT, GA-MV, GA-MT-WHEN, GA-MT-ARMY, GA-MT-ROLL, GA-RALLY, GA-RALLY-FEUDAL,
// GA-RALLY-MERC, GA-ORD-LOSS: when leaders test morale, the test itself, and rallying.
#include <array>
#include <cstdint>

#include "battle/ga/roll_log.hpp"
#include "battle/ga/unit_state.hpp"

namespace seneschal::battle {

// What distracts a unit now: how many times each factor applies (0 = not at all). For the
// star factor (figures removed) the count is the figures removed this move.
using DistractionCounts = std::array<std::uint8_t, kDistractions.size>;
// Other morale factors that apply, with a count (lost-melee-per-point counts the points).
using MoraleFactorCounts = std::array<std::uint8_t, kMoraleFactors.size>;

// GA-DISTRACT: the distraction total, with the seed's * rule: the star factor counts double
// for a unit of 10 or fewer current figures, and for a unit of 50 or more figures it counts
// once per two figures removed. The total is negative or zero with the shipped table.
int distractionTotal(const DistractionRules& rules, const DistractionCounts& counts,
                     int currentFigures);

struct MoraleOptions {
    bool leaderCharacter = false;  // GA-OPT-CHAR
    bool campaignFactors = false;  // GA-OPT-CAMPAIGN
};

struct MoraleTestInput {
    DistractionCounts distractions{};
    MoraleFactorCounts factors{};
    bool chargeTest = false;  // testing to declare a charge (GA-SEQ step 2)
    // GA-OPT-CAMPAIGN: the unit's total, already capped by the campaign that worked it out
    // (strategy.xml's <campaignFactors>, the one home of the factors and their cap).
    int campaignFactor = 0;
};

struct MoraleTestResult {
    bool exempt = false;  // seeking revenge or withdrawing: no test is taken
    std::array<int, 2> dice{};
    int mv = 0;
    int distraction = 0;
    int factors = 0;
    int cv = 0;
    int other = 0;  // character and campaign factors
    int score = 0;
    MoraleResult result = MoraleResult::Steady;
    bool passed = false;     // at least the table's pass result
    bool mayCharge = false;  // at least the table's charge result
};

// GA-MT-ROLL: two dice (average dice for Regulars and Mercenaries, GA-DICE) + MV (GA-MV)
// + distraction + other factors + the leader's CV, read on the morale results table.
MoraleTestResult testMorale(const Rulebook& book, const UnitState& unit,
                            const MoraleTestInput& input, const MoraleOptions& options,
                            DiceSource& dice, RollLog* log = nullptr);

// GA-MT-WHEN (and GA-ORD-LOSS, GA-SEQ step 2): why a unit leader must test now. Each flag is
// one of the seed's occasions. Every unit declaring a charge tests (GA-SEQ: "all troops
// wishing to charge"); being charged is an occasion for Mercenaries and Regulars only.
struct UnitMoraleSituation {
    bool declaringCharge = false;
    bool beingCharged = false;
    bool battalUnitBrokeOrPassedInRout = false;
    int figuresAtStartOfMove = 0;
    int figuresRemovedThisMove = 0;
    bool lostCloseCombatRound = false;
    bool attemptingRally = false;
    bool battalFirstWithinMoveAndChargeOfEnemy = false;  // Feudal/Knightly battal, first time
    bool advancedOverHalfSpeed = true;                   // this move
    bool battalAlreadyCameNear = false;                  // an earlier move saw the first time
    bool lostOrders = false;                             // GA-ORD-LOSS: immediate test
};

enum class MoraleTrigger : std::uint16_t {
    Charge = 1 << 0,
    BattalRout = 1 << 1,
    Casualties = 1 << 2,
    LostCombat = 1 << 3,
    Rally = 1 << 4,
    FirstContact = 1 << 5,
    SlowShockTroops = 1 << 6,
    LostOrders = 1 << 7,
};

// A bit set of MoraleTrigger; 0 means no test.
std::uint16_t unitMoraleTriggers(const Rulebook& book, const UnitState& unit,
                                 const UnitMoraleSituation& situation);
inline bool has(std::uint16_t set, MoraleTrigger t) {
    return set & static_cast<std::uint16_t>(t);
}

// GA-MT-ARMY: Army Leaders test when one or more of their Battals is driven from the field
// (the test affects the whole army); Battal Leaders when their major unit breaks or an
// adjacent Battal breaks or is broken (it affects the whole Battal).
enum class CommandTestScope { None, Battal, Army };
struct CommandSituation {
    bool isArmyLeader = false;
    bool isBattalLeader = false;
    int battalsDrivenFromField = 0;
    bool majorUnitBroke = false;
    bool adjacentBattalBroke = false;
};
CommandTestScope commandTestScope(const CommandSituation& s);

// GA-RALLY: moves needed to rally and reform after an action.
int rallyMoves(const Rulebook& book, RallyAfter after, TroopClass troopClass);

// GA-RALLY-FEUDAL: a routed Knightly or Feudal unit may only be rallied by a leader of higher
// social status than its current or ex leader, in contact with it.
bool mayRallyFeudal(int exLeaderStatus, int rallyingLeaderStatus, bool inContact);
// GA-RALLY-MERC: a routed Mercenary or Regular unit may try to rally once it passes friends
// within 250 mm who face the enemy and are at least Confident.
bool mayRallyMercenary(const Rulebook& book, int friendsDistance, bool friendsFaceEnemy,
                       MoraleResult friendsMorale);

}  // namespace seneschal::battle
