#include "battle/sim/policy.hpp"

#include "battle/sim/field.hpp"

namespace seneschal::battle::sim {

namespace {

const SimUnit& at(const Battle& b, int i) {
    return b.units[static_cast<std::size_t>(i)];
}

BattalOrders ordersOf(const Battle& b, const SimUnit& u) {
    return b.battals[static_cast<std::size_t>(u.battal)].orders;
}

Character characterOf(const Battle& b, const SimUnit& u) {
    return b.options.leaderCharacter ? u.st.leader.character : Character::Steady;
}

}  // namespace

bool DefaultPolicy::mayWantToCharge(const Battle& b, int unit) {
    const SimUnit& u = at(b, unit);
    const BattalOrders orders = ordersOf(b, u);
    const Character ch = characterOf(b, u);
    const bool headstrong = ch == Character::Rash || ch == Character::Impetuous;
    // Seeking revenge: the nearest enemy at all times (GA-LEADER-KILLED-FEUDAL).
    if (u.st.seekingRevenge) return true;
    bool willing = orders == BattalOrders::Attack || orders == BattalOrders::Flank;
    // Missile troops and skirmishers shoot rather than charge unless the leader is
    // headstrong; holding and defending troops wait to be charged.
    if (u.missile != kNone && !u.st.shock) willing = willing && headstrong;
    if (orders == BattalOrders::Skirmish) willing = headstrong;
    if (orders == BattalOrders::Reserve) willing = false;
    if ((orders == BattalOrders::Hold || orders == BattalOrders::Defend) && headstrong)
        willing = true;
    return willing;
}

int DefaultPolicy::chooseChargeTarget(const Battle& b, int unit, std::span<const int> candidates) {
    if (!mayWantToCharge(b, unit)) return kNone;
    const SimUnit& u = at(b, unit);
    const BattalOrders orders = ordersOf(b, u);
    const Character ch = characterOf(b, u);
    int best = kNone;
    double bestGap = 1e18;
    for (const int c : candidates) {
        const SimUnit& t = at(b, c);
        // A cautious leader charges only an enemy no stronger than his own unit.
        if (ch == Character::Cautious && t.st.figures > u.st.figures) continue;
        double gap = frontGap(u, t);
        if (orders == BattalOrders::Flank && t.act == Activity::Fighting)
            gap -= 1000;  // into a flank
        if (gap < bestGap) {
            bestGap = gap;
            best = c;
        }
    }
    return best;
}

ChargeReaction DefaultPolicy::react(const Battle& b, int unit, int charger, bool mayCounter) {
    const SimUnit& u = at(b, unit);
    const SimUnit& c = at(b, charger);
    // Skirmishers and open-order troops evade formed chargers they can outrun or that would
    // ride them down (GA-EVADE); so do skirmish-ordered missile troops.
    const bool skirmisher = u.st.order == Order::Open || ordersOf(b, u) == BattalOrders::Skirmish;
    if (skirmisher && c.st.order != Order::Open && u.st.shock == false)
        return ChargeReaction::Evade;
    // "Cavalry can be assumed to counter-charge, morale etc. permitting" (Orders).
    if (mayCounter && u.st.arm == Arm::Cavalry && u.missile == kNone &&
        ordersOf(b, u) != BattalOrders::Reserve) {
        return ChargeReaction::CounterCharge;
    }
    return ChargeReaction::Stand;
}

bool DefaultPolicy::tryHaltPursuit(const Battle& b, int unit) {
    const SimUnit& u = at(b, unit);
    // Professionals under orders to hold or defend are called back; Knightly and Feudal shock
    // troops ride on after their beaten enemy, as the seed's pursuit rules expect.
    const BattalOrders orders = ordersOf(b, u);
    if (u.st.background == Background::Regular || u.st.background == Background::Mercenary)
        return true;
    return orders == BattalOrders::Hold || orders == BattalOrders::Defend;
}

int DefaultPolicy::chooseRally(const Battle& b, int leader, std::span<const int> routed) {
    (void)leader;
    // The nearest routed unit still on the table, largest first among equals: the one most
    // worth saving.
    int best = kNone;
    for (const int r : routed) {
        if (best == kNone || at(b, r).st.figures > at(b, best).st.figures) best = r;
    }
    return best;
}

bool DefaultPolicy::commitBattal(const Battle& b, int battal) {
    const SimBattal& bt = b.battals[static_cast<std::size_t>(battal)];
    if (bt.orders != BattalOrders::Reserve && bt.orders != BattalOrders::Hold) return false;
    // The army leader sends in a reserve once a friendly battal is engaged or broken, and a
    // holding battal once the enemy has stood off for a quarter of the time allowed.
    const auto side = static_cast<std::size_t>(bt.side);
    // A battle file may write down when (GA-ORD-WRITE; commit): its orders rule.
    switch (b.battalSpecs[static_cast<std::size_t>(bt.spec)]->commit) {
        case BattalCommit::Engaged:
            return b.sideEngaged[side];
        case BattalCommit::Broken:
            return b.sideBroken[side];
        case BattalCommit::Never:
        case BattalCommit::AtMove:  // acted on by issueOrders itself, without the army leader
            return false;
        case BattalCommit::Default:
            break;
    }
    if (bt.orders == BattalOrders::Reserve) return b.sideEngaged[side];
    return !b.sidePressed[side] && b.move >= b.moveLimit / 4;
}

}  // namespace seneschal::battle::sim
