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

// A marsh across the whole table from y to y + depth.
TerrainPiece marshBand(double y, double depth) {
    TerrainPiece p;
    p.kind = "marsh";
    p.ground = Ground::Marsh;
    p.x = 0;
    p.y = y;
    p.width = 10000;
    p.depth = depth;
    return p;
}

BattleSetup spearmenAdvance() {
    return simtest::duel({"spearmen:C:300"}, "attack", {"spearmen:C:300"}, "hold");
}

TEST(GA_UNFORMED, CloseOrderFootMovingIntoAMarshAreUnformedAndReformNextMove) {
    BattleSetup setup = spearmenAdvance();
    setup.terrain.push_back(marshBand(210, 400));  // just ahead of the advancing front at 200
    ScriptedDice dice{1};                          // GA-SEQ: who acts first next move
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
    setup.terrain.push_back(marshBand(210, 400));
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
        if (bog) setup.terrain.push_back(marshBand(310, 150));
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

}  // namespace
}  // namespace seneschal::battle::sim
