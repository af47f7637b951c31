// GA-MT-ROLL's ground factors in the battle simulator: a unit that tests its morale in cover
// adds "in cover", and one standing above the enemy its test is about adds "uphill of enemy"
// (data/rules/godsacre.xml <moraleFactors>). Before issue 19 the simulator set neither, so a
// hill or a wood never steadied anybody.
#include <gtest/gtest.h>

#include <array>

#include "battle/sim/phases.hpp"
#include "battle/sim/sim_core.hpp"
#include "tests/battle/sim_test_support.hpp"

namespace seneschal::battle::sim {
namespace {

using simtest::Table;

// A piece of ground from y to the far edge: from 650 or 705 it lies under the peasant levy
// (front at y 700, facing the knights whose front is at 500) and not the knights; from 5000,
// under nobody.
TerrainPiece groundPiece(Ground ground, const char* kind, double y) {
    TerrainPiece p;
    p.kind = kind;
    p.ground = ground;
    p.x = 0;
    p.y = y;
    p.width = 10000;
    p.depth = 10000;
    return p;
}

// The levy's morale test's factors, knights 200 mm in front of it.
int levyMoraleFactors(const BattleSetup& setup) {
    SeededDice dice(5);
    Table t(setup, dice);
    t.place(0, 900, 500);
    t.place(1, 900, 700);
    listStanding(t.b);  // as every phase does before its tests
    return unitMorale(t.b, 1, MoraleTestInput{}, "test").factors;
}

int moraleFactor(MoraleFactor f) {
    return defaultRulebook().tables().moraleFactors[f];
}

TEST(GA_MT_ROLL, AUnitOnAHillAboveTheEnemyCountsUphillOfEnemy) {
    const BattleSetup flat =
        simtest::duel({"knights:A:300"}, "attack", {"peasant-levy:D:400"}, "hold");
    BattleSetup hill = flat;
    hill.terrain.push_back(groundPiece(Ground::GentleHill, "hill", 705));
    BattleSetup elsewhere = flat;  // a hill nobody stands on
    elsewhere.terrain.push_back(groundPiece(Ground::GentleHill, "hill", 5000));
    const int uphill = moraleFactor(MoraleFactor::UphillOfEnemy);
    ASSERT_NE(uphill, 0);
    const int onFlat = levyMoraleFactors(flat);
    EXPECT_EQ(levyMoraleFactors(hill), onFlat + uphill);
    EXPECT_EQ(levyMoraleFactors(elsewhere), onFlat);
}

TEST(GA_MT_ROLL, AUnitInAWoodCountsInCover) {
    const BattleSetup open =
        simtest::duel({"knights:A:300"}, "attack", {"peasant-levy:D:400"}, "hold");
    BattleSetup wood = open;
    wood.terrain.push_back(groundPiece(Ground::ThickWoods, "thick-woods", 650));
    const int cover = moraleFactor(MoraleFactor::InCover);
    ASSERT_NE(cover, 0);
    EXPECT_EQ(levyMoraleFactors(wood), levyMoraleFactors(open) + cover);
}

// The knights below the levy's hill are not uphill of anybody.
TEST(GA_MT_ROLL, AUnitBelowTheEnemyDoesNotCountUphill) {
    const BattleSetup flat =
        simtest::duel({"knights:A:300"}, "attack", {"peasant-levy:D:400"}, "hold");
    BattleSetup hill = flat;
    hill.terrain.push_back(groundPiece(Ground::GentleHill, "hill", 705));
    for (const BattleSetup* s : std::array<const BattleSetup*, 2>{&flat, &hill}) {
        SeededDice dice(5);
        Table t(*s, dice);
        t.place(0, 900, 500);
        t.place(1, 900, 700);
        listStanding(t.b);
        EXPECT_EQ(unitMorale(t.b, 0, MoraleTestInput{}, "test").factors, 0);
    }
}

}  // namespace
}  // namespace seneschal::battle::sim
