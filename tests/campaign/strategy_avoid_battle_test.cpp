#include <gtest/gtest.h>

#include "base/errors.hpp"
#include "campaign/strategy/avoid_battle.hpp"
#include "campaign/strategy/orders.hpp"
#include "strategy_test_maps.hpp"

namespace seneschal::campaign::strategy {
namespace {

const DayNumber kDay = parseDate(Reckoning::Julian, "1346-08-24");

MarchingArmy army(const std::string& id, const std::string& side, const std::string& place,
                  Men men) {
    return testmaps::oneUnitArmy(id, side, place, men);
}

// The English (englishMen) wait at Boves; the French (3000) come in from Corbie; a French
// detachment stands at Moreuil. Only the Ailly road and the long Amiens road are open.
struct BovesStandoff {
    RouteGraph map = testmaps::meetingMap();
    StrategyRules rules = loadStrategyRules(SENESCHAL_SOURCE_DIR "/data/rules/strategy.xml");
    MarchState state;

    explicit BovesStandoff(Men englishMen) {
        state.armies.push_back(army("english", "england", "boves", englishMen));
        state.armies.push_back(army("french", "france", "corbie", 3000));
        state.armies.push_back(army("picards", "france", "moreuil", 200));
        orderMarch(state, map, "french", "boves", false);
        advanceDay(state, map, rules, kDay.plusDays(-1));
        advanceDay(state, map, rules, kDay);
    }
};

TEST(StrategyAvoidBattle, TheWeakerSideMayFallBackByARoadTheEnemyDoesNotHold) {
    BovesStandoff s(1000);
    ASSERT_NE(s.state.pendingAt("boves"), nullptr);
    const WithdrawalOptions options =
        withdrawalOptions(s.state, s.map, s.rules, "boves", "england");
    ASSERT_TRUE(options.allowed) << options.reason;
    EXPECT_EQ(options.men, 1000);
    EXPECT_EQ(options.enemyMen, 3000);
    // Corbie is the way the French came, Moreuil has French in it.
    EXPECT_EQ(options.openWays, (std::vector<std::string>{"ailly", "amiens"}));

    const std::vector<MarchEvent> events =
        avoidBattle(s.state, s.map, s.rules, "Boves", "england", "Amiens", kDay);
    const MarchingArmy& english = s.state.army("english");
    // A night march of one route-day, paid for as a forced march.
    EXPECT_EQ(english.where(), "on the route boves -> amiens, 5 days to go");
    EXPECT_EQ(english.lastForcedMarch, kDay);
    EXPECT_EQ(english.men(), 980);
    ASSERT_EQ(events.size(), 2u);
    EXPECT_EQ(events[0].kind, MarchEventKind::Withdrew);
    EXPECT_EQ(events[1].kind, MarchEventKind::Stragglers);
    EXPECT_TRUE(s.state.pending.empty());
    EXPECT_NO_THROW(advanceDay(s.state, s.map, s.rules, kDay.plusDays(1)));
}

TEST(StrategyAvoidBattle, ARoadOfOneDayTakesTheWithdrawingArmyAllTheWay) {
    BovesStandoff s(1000);
    avoidBattle(s.state, s.map, s.rules, "boves", "england", "ailly", kDay);
    EXPECT_EQ(s.state.army("english").where(), "at ailly");
    EXPECT_EQ(s.state.army("english").cameFrom, "boves");
}

TEST(StrategyAvoidBattle, TheStrongerOrNearlyEqualSideMustFight) {
    BovesStandoff s(2500);  // 2500 is 83% of 3000, not under 67%
    const WithdrawalOptions options =
        withdrawalOptions(s.state, s.map, s.rules, "boves", "england");
    EXPECT_FALSE(options.allowed);
    EXPECT_EQ(options.reason,
              "england's 2,500 men are not fewer than 67% of the enemy's 3,000: only the weaker "
              "side may avoid battle")
        << "numbers grouped; the side by its name when the state knows one (this one does not)";
    EXPECT_THROW(avoidBattle(s.state, s.map, s.rules, "boves", "england", "ailly", kDay),
                 UserError);
    EXPECT_NE(s.state.pendingAt("boves"), nullptr);
}

TEST(StrategyAvoidBattle, NoWayOutWhenTheEnemyHoldsOrCameByEveryRoad) {
    BovesStandoff s(1000);
    s.state.armies.push_back(army("normans", "france", "ailly", 100));
    MarchingArmy onRoad = army("bretons", "france", "", 100);
    onRoad.routeFrom = "amiens";
    onRoad.routeTo = "boves";
    onRoad.daysLeft = 3;
    onRoad.orders = {"boves"};
    s.state.armies.push_back(onRoad);
    const WithdrawalOptions options =
        withdrawalOptions(s.state, s.map, s.rules, "boves", "england");
    EXPECT_FALSE(options.allowed);
    EXPECT_EQ(options.reason, "every way out of Boves is blocked by the enemy");
}

TEST(StrategyAvoidBattle, TheWayTheEnemyCameIsNotAWayOut) {
    BovesStandoff s(1000);
    try {
        avoidBattle(s.state, s.map, s.rules, "boves", "england", "corbie", kDay);
        FAIL();
    } catch (const UserError& e) {
        EXPECT_NE(std::string(e.what()).find("no open way from Boves to Corbie"),
                  std::string::npos);
    }
    EXPECT_THROW(withdrawalOptions(s.state, s.map, s.rules, "amiens", "england"), UserError);
}

}  // namespace
}  // namespace seneschal::campaign::strategy
