// Issue 32 items 6, 7 and 8 in the battle simulator. GA-VIS: how far one sees into a wood or
// village depends on its kind (open woods 250 mm, a thick wood or village 150 mm, a hedge or
// wall not at all: data/rules/godsacre.xml <visibility>), for a charge and for shooting alike,
// and troops shooting from a wood give their position away. GA-OPT-CONFUSION: a Halt stands
// until the leader's new order arrives, and the log names the die thrown. GA-OPT-REACT:
// troops still reacting may not evade (they may not "begin to move if stationary").
#include <gtest/gtest.h>

#include <string>

#include "battle/sim/phases.hpp"
#include "battle/sim/sim_core.hpp"
#include "tests/battle/sim_test_support.hpp"

namespace seneschal::battle::sim {
namespace {

using simtest::Table;

// The ground pieces start at y 650 (simtest::groundBand): from 650 it lies under a
// southern unit whose front is at y 700 and under no northern unit in front of it.

// Whether the knights (north, unit 0) declare a charge at foot whose front is at y 700,
// standing on `ground`, from `gap` mm.
bool knightsChargeFootIn(Ground ground, double gap) {
    BattleSetup s = simtest::duel({"knights:A:300"}, "attack", {"spearmen:C:300"}, "hold");
    s.terrain.push_back(simtest::groundBand(ground, 650));
    SeededDice dice(7);
    Table t(s, dice);
    t.place(1, 900, 700);
    t.place(0, 900, 700 - gap);
    declareCharges(t.b);
    return unitAt(t.b, 0).act == Activity::Charging && unitAt(t.b, 0).target == 1;
}

TEST(GA_VIS, ThickWoodHidesAChargeTargetBeyond150mm) {
    const int thick = defaultRulebook().tables().visibility.thickWoods;
    ASSERT_EQ(thick, 150);
    for (const Ground g : {Ground::ThickWoods, Ground::Village}) {
        EXPECT_FALSE(knightsChargeFootIn(g, 240)) << kGrounds.name(g);
        EXPECT_TRUE(knightsChargeFootIn(g, thick - 10)) << kGrounds.name(g);
    }
    // Open woods are seen into further: 250 mm.
    EXPECT_TRUE(knightsChargeFootIn(Ground::OpenWoods, 240));
    EXPECT_FALSE(knightsChargeFootIn(Ground::OpenWoods, 280));
}

// A hedge or wall is cover from missiles (<terrain> cover="true") but no screen of trees: the
// knights see and charge foot behind it from the edge of their 300 mm reach.
TEST(GA_VIS, AHedgeHidesNobodyFromACharge) {
    EXPECT_TRUE(knightsChargeFootIn(Ground::Open, 280));
    EXPECT_TRUE(knightsChargeFootIn(Ground::LinearObstacle, 280));
}

// The longbowmen's (north, unit 0) volleys at foot whose front is at y 700 on `ground`,
// from `gap` mm.
std::size_t volleysAtFootIn(Ground ground, double gap) {
    BattleSetup s = simtest::duel({"longbowmen:B:300"}, "hold", {"spearmen:C:300"}, "hold");
    s.terrain.push_back(simtest::groundBand(ground, 650));
    SeededDice dice(11);
    Table t(s, dice);
    t.place(1, 900, 700);
    t.place(0, 900, 700 - gap);
    shoot(t.b);
    std::size_t volleys = 0;
    for (const LogEntry& e : t.log.entries()) volleys += e.rule == "GA-WF-MISSILE" ? 1 : 0;
    return volleys;
}

TEST(GA_VIS, ArchersCannotShootAtFootHiddenInAThickWood) {
    EXPECT_EQ(volleysAtFootIn(Ground::Open, 200), 1u);
    EXPECT_EQ(volleysAtFootIn(Ground::ThickWoods, 200), 0u) << "hidden beyond 150 mm";
    EXPECT_EQ(volleysAtFootIn(Ground::ThickWoods, 140), 1u);
    EXPECT_EQ(volleysAtFootIn(Ground::OpenWoods, 200), 1u) << "seen within 250 mm";
}

// "Troops shooting from a wood automatically give away their position": longbowmen hidden in
// a thick wood 240 mm from the knights are not charged; once they have shot, the next move,
// they are.
TEST(GA_VIS, TroopsShootingFromAWoodGiveAwayTheirPosition) {
    BattleSetup s = simtest::duel({"knights:A:600"}, "attack", {"longbowmen:C:100"}, "hold");
    s.terrain.push_back(simtest::groundBand(Ground::ThickWoods, 650));
    SeededDice dice(3);
    Table t(s, dice);
    t.place(1, 900, 700);
    t.place(0, 900, 460);
    declareCharges(t.b);
    ASSERT_EQ(unitAt(t.b, 0).act, Activity::Ready) << "the longbowmen are hidden";
    shoot(t.b);
    ASSERT_TRUE(t.logged("GA-WF-MISSILE", "figure")) << "they shot from the wood";
    // The next move: the knights, whatever their morale made of the volley, look again.
    t.b.move = 2;
    SimUnit& knights = unitAt(t.b, 0);
    ASSERT_TRUE(onField(knights));
    knights.act = Activity::Ready;
    knights.target = kNone;
    knights.y = 460;
    declareCharges(t.b);
    EXPECT_EQ(knights.act, Activity::Charging);
    EXPECT_EQ(knights.target, 1);
    // Two moves on, with no shot since, the wood hides them again.
    t.b.move = 3;
    knights.act = Activity::Ready;
    knights.target = kNone;
    declareCharges(t.b);
    EXPECT_EQ(knights.act, Activity::Ready);
}

// A duel whose northern battal is led by the army's lord (the southern one has no leader and
// throws no confusion), the northern foot at y 200 under orders to attack, the enemy far off.
BattleSetup confusedDuel(const std::string& northType) {
    BattleSetup s = simtest::duel({northType + ":C:300"}, "attack", {"spearmen:C:300"}, "hold");
    s.options.push_back("confusion");
    s.armies[0].battals[0].leader = s.armies[0].leader;
    s.armies[0].leader.clear();
    return s;
}

// GA-OPT-CONFUSION "Halt: The unit halts, and may not move forward or rearward. It assumes a
// new order, of Halt until given a new order by a Leader figure": the battal stands until its
// leader's new order has been written and reacted to (GA-ORD-CHANGE), not for one move only.
TEST(GA_OPT_CONFUSION, AHaltLastsUntilTheLeadersNewOrderArrives) {
    ScriptedDice dice{1};  // f1: halt
    Table t(confusedDuel("spearmen"), dice);
    t.place(0, 900, 200);
    t.place(1, 900, 1000);
    confusion(t.b);  // the end of move 1
    const int arrives = t.b.battals[0].ordersArrive;
    ASSERT_GE(arrives, 4) << "one move to write, one to react, after the move of the halt";
    int stood = 0;
    for (int move = 2; move <= arrives; ++move) {
        for (int k = 0; k < 20; ++k) dice.push(4);  // f4: no effect; any other die, a 4
        const double y = unitAt(t.b, 0).y;
        startMove(t.b);
        moveTroops(t.b);
        if (unitAt(t.b, 0).y != y) break;
        ++stood;
        confusion(t.b);
    }
    EXPECT_EQ(stood, arrives - 2) << "it stands every move until its new order is acted on";
    EXPECT_TRUE(t.logged("GA-OPT-CONFUSION", "halt ended"));
    EXPECT_GT(unitAt(t.b, 0).y, 200) << "and then advances under its orders again";
}

// GA-DICE: Regulars and Mercenaries throw the average die (2, 3, 3, 4, 4, 5); the confusion
// log says so, and on it no face gives Halt (f1) or Full Move (f6).
TEST(GA_OPT_CONFUSION, TheLogNamesTheAverageDieARegularLeaderThrows) {
    for (const int face : {2, 3, 4, 5}) {
        ScriptedDice dice{face};
        Table t(confusedDuel("militia-spearmen"), dice);
        confusion(t.b);
        EXPECT_TRUE(t.logged("GA-OPT-CONFUSION", "average d6 " + std::to_string(face)));
        EXPECT_FALSE(t.b.battals[0].halted);
        EXPECT_FALSE(t.b.battals[0].fullMoveNext);
    }
    ScriptedDice dice{3};
    Table feudal(confusedDuel("spearmen"), dice);
    confusion(feudal.b);
    EXPECT_TRUE(feudal.logged("GA-OPT-CONFUSION", "d6 3"));
    EXPECT_FALSE(feudal.logged("GA-OPT-CONFUSION", "average"));
}

// Javelinmen (Feudal, class C: three quarter moves to react) charged by knights 300 mm a
// charge: from `gap` mm the knights are on them in ceil(4 x gap / 300) quarters.
Activity javelinmenCharged(double gap, bool reactionRule) {
    BattleSetup s = simtest::duel({"knights:B:200"}, "attack", {"javelinmen:C:200"}, "hold");
    if (reactionRule) s.options.push_back("reaction");
    ScriptedDice dice;
    Table t(s, dice);
    t.place(1, 900, 700);
    t.place(0, 900, 700 - gap);
    declareCharges(t.b);
    EXPECT_EQ(unitAt(t.b, 0).act, Activity::Charging);
    return unitAt(t.b, 1).act;
}

// GA-OPT-REACT: "While they are reacting, troops may not ... change the direction or pace of
// their movement if moving or begin to move if stationary": charged from 100 mm (contact in
// the second quarter) they are still reacting and stand; from 290 mm (the fourth) they evade.
TEST(GA_OPT_REACT, TroopsStillReactingWhenChargedMayNotEvade) {
    EXPECT_EQ(javelinmenCharged(100, false), Activity::Evading) << "no reaction rule";
    EXPECT_EQ(javelinmenCharged(100, true), Activity::Ready);
    EXPECT_EQ(javelinmenCharged(290, true), Activity::Evading);
}

}  // namespace
}  // namespace seneschal::battle::sim
