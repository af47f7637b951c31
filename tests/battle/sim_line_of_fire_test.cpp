// GA-SHOOT-RANKS: "Two ranks of infantry or cavalry may fire direct. No indirect fire is
// allowed." In the battle simulator a unit shoots only at a target it sees past every other
// unit on the table (battle/sim/field.cpp, clearLineOfFire): archers behind their own
// spearmen hold their arrows, archers beside them loose. Before issue 19's fix they shot
// through the spearmen as if nobody stood between.
#include <gtest/gtest.h>

#include <string>

#include "battle/sim/field.hpp"
#include "battle/sim/phases.hpp"
#include "battle/sim/sim_core.hpp"
#include "tests/battle/sim_test_support.hpp"

namespace seneschal::battle::sim {
namespace {

using simtest::Table;

// North: spearmen (unit 0) and longbowmen (unit 1); south: knights (unit 2), holding.
BattleSetup archersAndSpearmen() {
    return simtest::duel({"spearmen:C:600", "longbowmen:B:200"}, "hold", {"knights:A:300"}, "hold");
}

bool shotBy(const Table& t, int unit) {
    for (const LogEntry& e : t.log.entries()) {
        if (e.rule == "GA-WF-MISSILE" && e.actor == unitName(t.b, unit)) return true;
    }
    return false;
}

// The archers' front 100 mm behind the spearmen's, the knights 300 mm ahead of the archers:
// in range (long range 500 mm), with the spearmen squarely between.
void placeArchersBehind(Table& t, double archersX) {
    t.place(0, 900, 500);
    t.place(1, archersX, 400);
    t.place(2, 900, 700);
    for (SimUnit& u : t.b.units) u.phaseFigures = u.st.figures;
    listStanding(t.b);
    listFireBoxes(t.b);  // as the shooting step does
}

TEST(GA_SHOOT_RANKS, ArchersBehindTheirOwnSpearmenMayNotShootThroughThem) {
    const BattleSetup s = archersAndSpearmen();
    SeededDice dice(7);
    Table t(s, dice);
    placeArchersBehind(t, 900);
    ASSERT_GT(unitWidth(unitAt(t.b, 0)), unitWidth(unitAt(t.b, 1)));  // wholly hidden
    EXPECT_FALSE(clearLineOfFire(t.b, 1, 2));
    shoot(t.b);
    EXPECT_FALSE(shotBy(t, 1));
}

TEST(GA_SHOOT_RANKS, ArchersBesideTheirSpearmenShoot) {
    const BattleSetup s = archersAndSpearmen();
    SeededDice dice(7);
    Table t(s, dice);
    // Beside the spearmen's right end, still in the knights' arc: the way is clear.
    const double beside = 900 + unitWidth(unitAt(t.b, 0)) / 2 + unitWidth(unitAt(t.b, 1)) / 2 + 20;
    placeArchersBehind(t, beside);
    EXPECT_TRUE(clearLineOfFire(t.b, 1, 2));
    shoot(t.b);
    EXPECT_TRUE(shotBy(t, 1));
}

// The units in the way are those standing as this shooting step begins, not as an earlier
// listing found them: spearmen who stepped between the archers and the knights since hide
// the knights (the boxes are listed at the step's first line of fire, issue 33).
TEST(GA_SHOOT_RANKS, FriendsWhoSteppedInBetweenSinceTheLastStepHideTheTarget) {
    const BattleSetup s = archersAndSpearmen();
    SeededDice dice(7);
    Table t(s, dice);
    const double aside = 900 + unitWidth(unitAt(t.b, 0)) + unitWidth(unitAt(t.b, 1)) + 200;
    t.place(0, aside, 500);  // well aside: the way is clear
    t.place(1, 900, 400);
    t.place(2, 900, 700);
    for (SimUnit& u : t.b.units) u.phaseFigures = u.st.figures;
    listStanding(t.b);
    listFireBoxes(t.b);
    ASSERT_TRUE(clearLineOfFire(t.b, 1, 2));
    t.place(0, 900, 500);  // now squarely between
    listStanding(t.b);
    shoot(t.b);
    EXPECT_FALSE(shotBy(t, 1));
}

// Units that only touch (side by side in one line) never hide each other's targets.
TEST(GA_SHOOT_RANKS, AFriendSideBySideInTheLineHidesNothing) {
    const BattleSetup s = archersAndSpearmen();
    SeededDice dice(7);
    Table t(s, dice);
    const SimUnit& spears = unitAt(t.b, 0);
    const double touching = 900 + unitWidth(spears) / 2 + unitWidth(unitAt(t.b, 1)) / 2;
    t.place(0, 900, 500);
    t.place(1, touching, 500);
    t.place(2, 900, 750);
    listFireBoxes(t.b);
    EXPECT_TRUE(clearLineOfFire(t.b, 1, 2));
}

}  // namespace
}  // namespace seneschal::battle::sim
