#pragma once
// The decisions God's Acre leaves to the players (whom to charge, stand / evade / counter-
// charge, whether to halt a pursuit, whom to rally, when to commit a reserve) behind one
// interface. The auto-resolver plugs in DefaultPolicy; the tabletop console plugs in the game
// master. Every choice a policy returns is still checked by the rules (a charge out of reach is
// never made, a counter-charge inside the reaction time is refused).
#include <span>

#include "battle/ga/charges.hpp"
#include "battle/sim/sim_state.hpp"

namespace seneschal::battle::sim {

class BattlePolicy {
  public:
    virtual ~BattlePolicy() = default;
    // GA-CHARGE: which of the enemy units it may charge (all within reach and visible) `unit`
    // charges, or kNone to declare no charge.
    virtual int chooseChargeTarget(const Battle& b, int unit, std::span<const int> candidates) = 0;
    // Whether `unit` might charge anyone this move: a policy that will not lets the simulator
    // skip looking for targets. True unless the policy knows better.
    virtual bool mayWantToCharge(const Battle& b, int unit) {
        (void)b;
        (void)unit;
        return true;
    }
    // GA-CHARGE-REACT: how a unit charged by `charger` answers (a counter-charge is offered
    // only when `mayCounter`).
    virtual ChargeReaction react(const Battle& b, int unit, int charger, bool mayCounter) = 0;
    // GA-PURSUIT: whether a leader tries to halt the pursuit of `unit` (a morale test follows).
    virtual bool tryHaltPursuit(const Battle& b, int unit) = 0;
    // GA-RALLY-FEUDAL: which routed unit (from those he may rally) `leader` rides to, or kNone.
    virtual int chooseRally(const Battle& b, int leader, std::span<const int> routed) = 0;
    // GA-ORD-CHANGE: whether the army leader of `side` sends a reserve or holding battal in.
    virtual bool commitBattal(const Battle& b, int battal) = 0;
};

// Rule-true play for auto-resolve, shaped by each battal's orders and its leaders' character
// (docs/rules/battle-simulation.md, "Decisions").
class DefaultPolicy final : public BattlePolicy {
  public:
    int chooseChargeTarget(const Battle& b, int unit, std::span<const int> candidates) override;
    bool mayWantToCharge(const Battle& b, int unit) override;
    ChargeReaction react(const Battle& b, int unit, int charger, bool mayCounter) override;
    bool tryHaltPursuit(const Battle& b, int unit) override;
    int chooseRally(const Battle& b, int leader, std::span<const int> routed) override;
    bool commitBattal(const Battle& b, int battal) override;
};

}  // namespace seneschal::battle::sim
