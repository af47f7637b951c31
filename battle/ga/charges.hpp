#pragma once
// GA-SEQ, GA-CHARGE, GA-CHARGE-REACT, GA-COUNTER, GA-EVADE, GA-OPT-REACT: the order of a move,
// declaring charges, and the charged troops' answer.
#include <array>

#include "battle/ga/options.hpp"
#include "battle/ga/unit_state.hpp"

namespace seneschal::battle {

// GA-SEQ: the six steps of every move, in order.
enum class MoveStep {
    DeclareCharges,
    ChargeMoraleTests,
    MoveTroops,
    Shooting,
    CloseCombat,
    OtherMorale,
};
inline constexpr std::array<MoveStep, 6> kMoveSequence{
    MoveStep::DeclareCharges, MoveStep::ChargeMoraleTests, MoveStep::MoveTroops,
    MoveStep::Shooting,       MoveStep::CloseCombat,       MoveStep::OtherMorale};
const char* toString(MoveStep step);

// GA-CHARGE: a charge may only be declared against a specific enemy within charge reach and
// visible at the start of the move.
enum class ChargeDeclaration { Allowed, OutOfReach, NotVisible, Broken };
ChargeDeclaration mayDeclareCharge(const Rulebook& book, const UnitState& unit, int distance,
                                   bool targetVisible);

// A charge that fails to make contact still moves its full allowance. The charged troops may
// not shoot if the chargers reach them within their normal move.
struct ChargeMove {
    int distance = 0;  // moved
    bool contact = false;
    bool reachedInNormalMove = false;
};
ChargeMove resolveChargeMove(const Rulebook& book, const UnitState& unit, int distance);

// GA-CHARGE-REACT: the charged unit stands, evades or counter-charges.
enum class ChargeReaction { Stand, Evade, CounterCharge };

// GA-OPT-REACT: reaction time in quarter moves (0 when the option is off).
int reactionQuarters(const Rulebook& book, const RuleOptions& options, const UnitState& unit);

// GA-COUNTER: counter-charges are launched as soon as the reaction time is over; troops
// contacted before that may not counter-charge. `contactQuarter` is when, in quarter moves,
// the chargers arrive.
bool mayCounterCharge(const Rulebook& book, const RuleOptions& options, const UnitState& unit,
                      int contactQuarter);
// GA-OPT-REACT: "While they are reacting, troops may not ... change the direction or pace of
// their movement if moving or begin to move if stationary": an evade, like a counter-charge,
// is made only once the reaction time is over before the chargers are on them. With the
// option off there is no reaction time and troops charged may always evade (GA-EVADE).
bool mayEvade(const Rulebook& book, const RuleOptions& options, const UnitState& unit,
              int contactQuarter);

// GA-EVADE: evaders move up to a normal move directly away, ignoring turning deductions, and
// end facing away; if the pursuers' charge still reaches them they are caught with their
// backs turned (see MeleeAttack::enemyBacksTurned).
struct Evade {
    int distance = 0;
    bool caught = false;
    bool facingAway = true;
};
Evade evade(const Rulebook& book, const UnitState& evader, const UnitState& chargers, int gap);

}  // namespace seneschal::battle
