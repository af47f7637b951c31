// GA-SHOOT-ARC, file by file: "Troops may shoot in an arc of 45 degrees to either side of a
// line perpendicular to the front of their base." Each file of a block shoots at what its own
// arc reaches, not the whole block at one target whatever its width; and the files that cannot
// reach the chosen target shoot at another, "missile troops may be assumed to fire and bring as
// many men as possible to bear on their own initiative" (the seed, Orders). Before issue 32 a
// 1,200-man block of archers put both its full ranks on a narrow target straight ahead, and a
// second target before its other end was never shot at in the same move. The target chosen
// follows GA-TARGET's priorities (an enemy advancing upon the shooters first).
#include <gtest/gtest.h>

#include <cmath>
#include <string>

#include "battle/sim/field.hpp"
#include "battle/sim/phases.hpp"
#include "battle/sim/sim_core.hpp"
#include "tests/battle/sim_test_support.hpp"

namespace seneschal::battle::sim {
namespace {

using simtest::Table;

// The figures each volley of `unit` put on `target` ("N figures at D mm" in the log).
std::vector<int> volleys(const Table& t, int unit, int target) {
    std::vector<int> out;
    for (const LogEntry& e : t.log.entries()) {
        if (e.rule != "GA-WF-MISSILE" || e.actor != unitName(t.b, unit) ||
            e.target != unitName(t.b, target))
            continue;
        out.push_back(std::stoi(e.result));
    }
    return out;
}

void readyToShoot(Table& t) {
    for (SimUnit& u : t.b.units) u.phaseFigures = u.st.figures;
    listStanding(t.b);
    listFireBoxes(t.b);
}

// North: a wide block of longbowmen (unit 0); south: small bodies of spearmen, holding.
BattleSetup wideArchers(int targets) {
    std::vector<std::string> south(static_cast<std::size_t>(targets), "spearmen:C:100");
    return simtest::duel({"longbowmen:B:1200"}, "hold", south, "hold");
}

TEST(GA_SHOOT_ARC, OnlyTheFilesWhoseArcReachesANarrowTargetShootAtIt) {
    const BattleSetup s = wideArchers(1);
    SeededDice dice(1);
    Table t(s, dice);
    const SimUnit& archers = unitAt(t.b, 0);
    const SimUnit& spears = unitAt(t.b, 1);
    const double gap = 60;  // mm between the fronts: short range
    t.place(0, 900, 300);
    t.place(1, 900, 300 + gap);  // facing the archers across the gap
    readyToShoot(t);
    ASSERT_GT(archers.width, spears.width + 4 * gap) << "the block is far wider than its arc";
    shoot(t.b);
    const std::vector<int> shots = volleys(t, 0, 1);
    ASSERT_EQ(shots.size(), 1u);
    // The files within the target's width and 45° either side of it, two ranks deep: never
    // the block's whole two ranks.
    const double reach = spears.width + 2 * gap * std::tan(45 * 3.14159265358979 / 180);
    const int filesInReach = static_cast<int>(std::floor(reach / archers.figureWidth)) + 1;
    EXPECT_LE(shots[0], 2 * filesInReach);
    EXPECT_GE(shots[0], 2 * (filesInReach - 2));
    EXPECT_LT(shots[0], 2 * archers.files);
}

TEST(GA_SHOOT_ARC, FilesOutOfReachOfTheFirstTargetShootAtAnother) {
    const BattleSetup s = wideArchers(2);
    SeededDice dice(1);
    Table t(s, dice);
    const SimUnit& archers = unitAt(t.b, 0);
    t.place(0, 900, 300);
    const double half = archers.width / 2;
    // One body of spearmen before each end of the block, 80 mm off.
    t.place(1, 900 - half + 40, 380);
    t.place(2, 900 + half - 40, 380);
    readyToShoot(t);
    shoot(t.b);
    const std::vector<int> left = volleys(t, 0, 1), right = volleys(t, 0, 2);
    ASSERT_EQ(left.size(), 1u);
    ASSERT_EQ(right.size(), 1u);
    // Every file shoots once, at one target or the other.
    EXPECT_LE(left[0] + right[0], 2 * archers.files);
    EXPECT_GT(left[0], 0);
    EXPECT_GT(right[0], 0);
}

TEST(GA_SHOOT_ARC, ATargetAsWideAsTheBlockStraightAheadTakesEveryFile) {
    const BattleSetup s = simtest::duel({"longbowmen:B:400"}, "hold", {"spearmen:C:1200"}, "hold");
    SeededDice dice(1);
    Table t(s, dice);
    const SimUnit& archers = unitAt(t.b, 0);
    t.place(0, 900, 300);
    t.place(1, 900, 450);
    readyToShoot(t);
    ASSERT_GE(unitAt(t.b, 1).width, archers.width);
    shoot(t.b);
    const std::vector<int> shots = volleys(t, 0, 1);
    ASSERT_EQ(shots.size(), 1u);
    EXPECT_EQ(shots[0], std::min(archers.st.figures, 2 * archers.files));
}

// GA-TARGET: "Troops must engage the target which has the highest priority in the list below:
// 1. An enemy advancing upon them and within charge reach. ... 4. The nearest enemy." Shooting
// is worked out after the move's movement (GA-SEQ step 4), so an enemy that moved forward this
// move, with the shooters before its front and within its charge reach of them, is advancing
// upon them, whether or not it declared a charge. Before issue 32's GA-TARGET fix only an
// enemy charging the shooters came first, and archers shot the nearest body of foot standing
// still while horse came on at them from further off.
struct AdvancingHorse {
    BattleSetup setup =
        simtest::duel({"longbowmen:B:200"}, "hold", {"spearmen:C:100", "knights:B:300"}, "attack");
    SeededDice dice{1};
    Table t{setup, dice};
    AdvancingHorse(double horseGap, double horseMoved) {
        t.place(0, 900, 300);               // the archers, facing south
        t.place(1, 830, 400);               // spearmen standing 100 mm off, left of centre
        t.place(2, 990, 300 + horseGap);    // horse before the archers' front, further off
        unitAt(t.b, 2).moved = horseMoved;  // what it advanced this move
        readyToShoot(t);
    }
};

TEST(GA_TARGET, AnEnemyAdvancingUponTheShootersWithinChargeReachComesBeforeTheNearest) {
    AdvancingHorse a(200, 60);
    const SimUnit& horse = unitAt(a.t.b, 2);
    ASSERT_LE(200, horse.chargeMove) << "the horse is within its charge reach of the archers";
    ASSERT_LT(frontGap(unitAt(a.t.b, 0), unitAt(a.t.b, 1)), frontGap(unitAt(a.t.b, 0), horse))
        << "the spearmen are the nearer";
    shoot(a.t.b);
    EXPECT_EQ(volleys(a.t, 0, 2).size(), 1u) << "the advancing horse is shot at";
    EXPECT_TRUE(volleys(a.t, 0, 1).empty()) << "not the nearer spearmen standing still";
}

TEST(GA_TARGET, HorseStandingOrBeyondItsChargeReachLeavesTheNearestFirst) {
    {
        AdvancingHorse standing(200, 0);  // it did not move this move
        shoot(standing.t.b);
        EXPECT_EQ(volleys(standing.t, 0, 1).size(), 1u);
        EXPECT_TRUE(volleys(standing.t, 0, 2).empty());
    }
    {
        AdvancingHorse far(200, 60);
        SimUnit& horse = unitAt(far.t.b, 2);
        far.t.place(2, 990, 300 + horse.chargeMove + 20);  // advancing, but out of its reach
        ASSERT_LT(horse.chargeMove + 20, unitAt(far.t.b, 0).longRange) << "still in range";
        listFireBoxes(far.t.b);
        shoot(far.t.b);
        EXPECT_EQ(volleys(far.t, 0, 1).size(), 1u);
        EXPECT_TRUE(volleys(far.t, 0, 2).empty());
    }
}

}  // namespace
}  // namespace seneschal::battle::sim
