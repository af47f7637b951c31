// GA-SEQ steps 1 and 2: declare charges (GA-CHARGE) with the charged troops' reaction
// (GA-CHARGE-REACT, GA-COUNTER, GA-EVADE), then the morale tests of every unit charging or
// counter-charging (GA-SEQ step 2: "all troops wishing to charge") and of Mercenaries and
// Regulars charged (GA-MT-WHEN).
#include <algorithm>
#include <cmath>

#include "battle/ga/orders.hpp"
#include "battle/sim/field.hpp"
#include "battle/sim/phases.hpp"
#include "battle/sim/policy.hpp"
#include "battle/sim/sim_core.hpp"

namespace seneschal::battle::sim {

namespace {

bool mayAct(const Battle& b, const SimUnit& u) {
    return standing(u) && u.act == Activity::Ready &&
           !b.battals[static_cast<std::size_t>(u.battal)].noMoveNext;
}

void react(Battle& b, int chargerIndex) {
    SimUnit& c = unitAt(b, chargerIndex);
    SimUnit& t = unitAt(b, c.target);
    t.charged = true;
    if ((t.act == Activity::Charging || t.act == Activity::CounterCharging) &&
        t.target == chargerIndex)
        return;
    // GA-PURSUIT: "If pursuers are charged during first move of pursuit, they will
    // automatically counter charge unless the charge was delivered from behind the original
    // line of their flank": a charger any part of which stands beyond the pursuers' front.
    if (t.act == Activity::Pursuing && t.movesInState == 0) {
        const double rear = c.y - c.dir * c.depth;
        const double beyond = t.dir > 0 ? std::max(c.y, rear) - t.y : t.y - std::min(c.y, rear);
        if (beyond > 0) {
            t.act = Activity::CounterCharging;
            t.target = chargerIndex;
            if (b.log) {
                note(b, "GA-PURSUIT", unitName(b, c.target), unitName(b, chargerIndex),
                     "charged in its first move of pursuit: counter-charges");
            }
            return;
        }
    }
    if (t.act != Activity::Ready) return;  // engaged, rallying or already reacting: it stands
    // GA-COUNTER: launched once the reaction time is over, if the chargers are not on them first.
    const int quarters =
        static_cast<int>(std::ceil(4.0 * frontGap(c, t) / std::max(1, c.chargeMove)));
    const bool mayCounter = mayCounterCharge(b.book, b.options, t.st, quarters);
    const ChargeReaction r = b.policy->react(b, c.target, chargerIndex, mayCounter);
    const char* word = "stands";
    if (r == ChargeReaction::Evade && !mayEvade(b.book, b.options, t.st, quarters)) {
        // GA-OPT-REACT: still reacting when the chargers arrive, it may not begin to move.
        word = "stands: still reacting, it may not evade (GA-OPT-REACT)";
    } else if (r == ChargeReaction::Evade) {
        t.act = Activity::Evading;
        t.target = chargerIndex;
        word = "evades";
    } else if (r == ChargeReaction::CounterCharge && mayCounter) {
        t.act = Activity::CounterCharging;
        t.target = chargerIndex;
        word = "counter-charges";
    }
    // The seed's Orders: "a unit threatened by an attack may adopt and hold a defensive
    // posture" on its own initiative. Foot charged by horse that stands, and is not still
    // reacting (GA-OPT-REACT: it may not "change the direction or pace of [its] movement"
    // then), halts to receive the charge rather than advance into it: it is then not "charged
    // by cavalry while moving" (GA-UNFORMED) and stands to receive (GA-TF-MELEE). Horse do not:
    // charged at a standstill they would be unformed (and "can be assumed to counter-charge").
    if (t.act == Activity::Ready && t.st.arm == Arm::Infantry && c.st.arm == Arm::Cavalry &&
        mayEvade(b.book, b.options, t.st, quarters))
        t.holdsPosture = true;
    if (b.log) note(b, "GA-CHARGE-REACT", unitName(b, c.target), unitName(b, chargerIndex), word);
}

}  // namespace

void declareCharges(Battle& b) {
    b.step = MoveStep::DeclareCharges;
    b.chargesDeclared = 0;
    listStanding(b);
    for (const int i : b.turnOrder) {
        SimUnit& u = unitAt(b, i);
        if (!mayAct(b, u) || enemyAtLeast(b, u) > u.chargeMove || !b.policy->mayWantToCharge(b, i))
            continue;
        b.scratch.clear();
        for (const int j : enemiesOf(b, u.side)) {
            const SimUnit& t = unitAt(b, j);
            if (std::abs(t.y - u.y) > u.chargeMove + t.depth) continue;  // far out of reach
            if (frontGapAtLeast(u, t) > u.chargeMove) continue;
            const double gap = frontGap(u, t);
            if (gap > u.chargeMove) continue;
            // GA-VIS: the target must be visible at the start of the move, as the ground it
            // stands in allows.
            const bool visible = sees(b, t, static_cast<int>(gap));
            if (mayDeclareCharge(b.book, u.st, static_cast<int>(gap), visible) ==
                ChargeDeclaration::Allowed) {
                b.scratch.push_back(j);
            }
        }
        if (b.scratch.empty()) continue;
        const int target = b.policy->chooseChargeTarget(b, i, b.scratch);
        if (target == kNone) continue;
        u.act = Activity::Charging;
        u.target = target;
        ++b.chargesDeclared;
        if (b.log) {
            note(b, "GA-CHARGE", unitName(b, i), unitName(b, target),
                 "charge declared at " +
                     std::to_string(static_cast<int>(frontGap(u, unitAt(b, target)))) + " mm");
        }
    }
    if (b.chargesDeclared == 0) return;
    for (const int i : b.turnOrder) {
        if (unitAt(b, i).act == Activity::Charging) react(b, i);
    }
}

void chargeMorale(Battle& b) {
    b.step = MoveStep::ChargeMoraleTests;
    if (b.chargesDeclared == 0) return;  // nobody charging, nobody charged
    listInTurn(b);
    for (const int i : b.turnOrder) {
        SimUnit& u = unitAt(b, i);
        if (!standing(u)) continue;
        const bool charging = u.act == Activity::Charging || u.act == Activity::CounterCharging;
        if (!charging && !u.charged) continue;
        UnitMoraleSituation s;
        s.declaringCharge = charging;
        s.beingCharged = u.charged;
        if (!has(unitMoraleTriggers(b.book, u.st, s), MoraleTrigger::Charge)) continue;
        MoraleTestInput in;
        in.chargeTest = charging;
        if (charging && u.st.shock) in.factors[idx(MoraleFactor::ShockTroopsCharging)] = 1;
        // Infantry charged by cavalry (any charger of this unit that is mounted).
        if (u.charged && u.st.arm == Arm::Infantry) {
            for (const SimUnit& c : b.units) {
                if (c.act == Activity::Charging && c.target == i && c.st.arm == Arm::Cavalry) {
                    in.factors[idx(MoraleFactor::InfantryChargedByCavalry)] = 1;
                    break;
                }
            }
        }
        const MoraleTestResult r =
            unitMorale(b, i, in, charging ? "declaring a charge" : "being charged");
        if (charging && !r.mayCharge && r.result >= MoraleResult::Halt) {
            // Not enough heart to charge: it stays where it is.
            u.act = Activity::Ready;
            u.target = kNone;
            if (b.log) note(b, "GA-MT-ROLL", unitName(b, i), "", "does not charge");
            continue;
        }
        if (!r.passed) applyMorale(b, i, r, "failed its charge test");
    }
    // A charge at troops who broke or retired still goes in as a pursuit or an empty charge.
    for (const int i : b.turnOrder) {
        SimUnit& u = unitAt(b, i);
        if (u.act != Activity::Charging) continue;
        const SimUnit& t = unitAt(b, u.target);
        if (t.act == Activity::Routed) {
            u.act = Activity::Pursuing;
            u.movesInState = 0;
        }
    }
}

}  // namespace seneschal::battle::sim
