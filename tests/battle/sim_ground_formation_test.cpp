// GA-UNFORMED and GA-TERRAIN in the simulator: ground crossed on the way slows a move or a
// charge (traceGround), and close-order foot moving into a marsh are unformed for the move,
// reforming the next (issue 32 items 2 and 3). Before, only the ground under a unit's front
// as it started counted, and no ground ever unformed anybody.
#include <gtest/gtest.h>

#include "battle/sim/field.hpp"
#include "battle/sim/phases.hpp"
#include "battle/sim/sim_core.hpp"
#include "tests/battle/sim_test_support.hpp"

namespace seneschal::battle::sim {
namespace {

using simtest::Table;

BattleSetup spearmenAdvance() {
    return simtest::duel({"spearmen:C:300"}, "attack", {"spearmen:C:300"}, "hold");
}

TEST(GA_UNFORMED, CloseOrderFootMovingIntoAMarshAreUnformedAndReformNextMove) {
    BattleSetup setup = spearmenAdvance();
    setup.terrain.push_back(
        simtest::groundBand(Ground::Marsh, 210, 400));  // just ahead of the advancing front at 200
    ScriptedDice dice{1};                               // GA-SEQ: who acts first next move
    Table t(setup, dice);
    t.place(0, 900, 200);
    t.place(1, 900, 1100);
    moveTroops(t.b);
    const SimUnit& u = unitAt(t.b, 0);
    ASSERT_GT(u.moved, 0);
    EXPECT_FALSE(u.st.formed);
    EXPECT_TRUE(t.logged("GA-UNFORMED", "marsh"));
    startMove(t.b);
    EXPECT_TRUE(unitAt(t.b, 0).st.formed) << "the loss of formation lasts the move";
}

TEST(GA_TERRAIN, AMarshOnTheWaySlowsTheMove) {
    BattleSetup setup = spearmenAdvance();
    setup.terrain.push_back(simtest::groundBand(Ground::Marsh, 210, 400));
    ScriptedDice dice;
    Table t(setup, dice);
    t.place(0, 900, 200);
    t.place(1, 900, 1100);
    moveTroops(t.b);
    const SimUnit& u = unitAt(t.b, 0);
    EXPECT_LT(u.moved, u.normalMove);
}

TEST(GA_TERRAIN, ABogBetweenTheArmiesStopsAChargeThatWouldReachOverOpenGround) {
    for (const bool bog : {false, true}) {
        BattleSetup setup = simtest::duel({"knights:B:200"}, "attack", {"spearmen:C:300"}, "hold");
        if (bog) setup.terrain.push_back(simtest::groundBand(Ground::Marsh, 310, 150));
        ScriptedDice dice;
        Table t(setup, dice);
        SimUnit& knights = unitAt(t.b, 0);
        const double reach = knights.chargeMove;
        t.place(0, 900, 300);
        t.place(1, 900, 300 + reach * 0.9);  // within a charge over open ground
        knights.act = Activity::Charging;
        knights.target = 1;
        unitAt(t.b, 1).charged = true;
        listStanding(t.b);
        moveTroops(t.b);
        EXPECT_EQ(knights.contact, !bog) << (bog ? "through the bog" : "over open ground");
    }
}

// "Infantry charged by cavalry while moving" (GA-UNFORMED): foot whose orders send it forward
// is under way when the horse reach it, though charges go in before the other troops move
// (markUnderWay); the same foot holding its ground is not. Before, every charged foot counted
// as stationary: it had not moved yet when the horse arrived. Returns whether the knights
// reached the foot this move, and whether the foot was unformed as moving.
struct CaughtMoving {
    bool contact = false, unformed = false;
};

CaughtMoving chargeFoot(const std::string& footOrders, std::uint64_t seed) {
    const BattleSetup s =
        simtest::duel({"spearmen:C:600"}, footOrders, {"knights:C:200"}, "attack");
    SeededDice dice(seed);
    Table t(s, dice);
    t.place(0, 900, 500);
    t.place(1, 900, 650);  // within the knights' charge, beyond their normal move
    declareCharges(t.b);
    chargeMorale(t.b);
    moveTroops(t.b);
    closeCombat(t.b);
    CaughtMoving r;
    for (const LogEntry& e : t.log.entries()) {  // the knights reached the foot
        if (e.rule == "GA-CHARGE" && e.actor == unitName(t.b, 1) &&
            e.result.find("contact after") != std::string::npos)
            r.contact = true;
    }
    r.unformed = t.logged("GA-UNFORMED", "charged by cavalry while moving");
    return r;
}

TEST(GA_UNFORMED, AdvancingFootChargedByHorseIsUnformedHoldingFootIsNot) {
    int caught = 0;
    for (std::uint64_t seed = 1; seed <= 30; ++seed) {
        const CaughtMoving advancing = chargeFoot("attack", seed);
        if (advancing.contact) {
            ++caught;
            EXPECT_TRUE(advancing.unformed) << "seed " << seed;
        }
        EXPECT_FALSE(chargeFoot("hold", seed).unformed) << "seed " << seed;
    }
    EXPECT_GT(caught, 0) << "no seed in 30 where the knights charged home";
}

// The seed's Orders: "a unit threatened by an attack may adopt and hold a defensive posture".
// Foot advancing under its orders, charged by horse from beyond its own charge reach, halts to
// receive the charge when it is free to change its pace: it is not "charged by cavalry while
// moving" (GA-UNFORMED) and its front is where it stood. Under GA-OPT-REACT, foot still
// reacting when the horse arrive may not "change the direction or pace of [its] movement": it
// is caught moving and unformed. Before, every advancing foot was caught moving.
struct Received {
    bool contact = false, unformed = false, halted = false;
    double frontYAfterMoving = 0;
};

Received chargeAdvancingFoot(const std::string& foot, bool reaction, std::uint64_t seed) {
    const BattleSetup s = simtest::duel({foot}, "attack", {"knights:C:200"}, "attack");
    SeededDice dice(seed);
    Table t(s, dice);
    t.b.options.reaction = reaction;
    t.place(0, 900, 500);
    t.place(1, 900, 750);  // beyond the foot's charge reach (150), within the knights' (300)
    declareCharges(t.b);
    chargeMorale(t.b);
    moveTroops(t.b);
    Received r;
    r.frontYAfterMoving = unitAt(t.b, 0).y;
    closeCombat(t.b);
    for (const LogEntry& e : t.log.entries()) {
        if (e.rule == "GA-CHARGE" && e.actor == unitName(t.b, 1) &&
            e.result.find("contact after") != std::string::npos)
            r.contact = true;
    }
    r.unformed = t.logged("GA-UNFORMED", "charged by cavalry while moving");
    r.halted = t.logged("GA-CHARGE-REACT", "halts to receive the charge");
    return r;
}

TEST(GA_UNFORMED, AdvancingFootChargedByHorseHaltsToReceiveItUnlessStillReacting) {
    int free = 0, reacting = 0;
    for (std::uint64_t seed = 1; seed <= 30; ++seed) {
        const Received halts = chargeAdvancingFoot("spearmen:C:600", false, seed);
        EXPECT_TRUE(halts.halted) << "seed " << seed;
        EXPECT_EQ(halts.frontYAfterMoving, 500) << "seed " << seed;
        EXPECT_FALSE(halts.unformed) << "seed " << seed;
        free += halts.contact ? 1 : 0;
        // Feudal class D foot reacts in four quarters of a move (GA-OPT-REACT's table): the
        // knights, 250 mm off with a 300 mm charge, are on it in the fourth.
        const Received caught = chargeAdvancingFoot("spearmen:D:600", true, seed);
        EXPECT_FALSE(caught.halted) << "seed " << seed;
        if (caught.contact) {
            ++reacting;
            EXPECT_TRUE(caught.unformed) << "seed " << seed;
        }
    }
    EXPECT_GT(free, 0) << "no seed in 30 where the knights charged home on the halted foot";
    EXPECT_GT(reacting, 0) << "no seed in 30 where the knights charged home on reacting foot";
}

}  // namespace
}  // namespace seneschal::battle::sim
