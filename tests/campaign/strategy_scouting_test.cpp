// The scouting rule (campaign rule, reconstructed; strategy.xml <scouting>): which enemy armies a
// side knows of, by route-days on foot from its armies and the places it holds.
#include <gtest/gtest.h>

#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "campaign/strategy/orders.hpp"
#include "campaign/strategy/scouting.hpp"
#include "shipped_strategy_rules.hpp"
#include "strategy_test_maps.hpp"

namespace seneschal::campaign::strategy {
namespace {

// A road of four stages: A -1- B -1- C -1- D -2- E (days on foot; mounted the same).
RouteGraph scoutingRoad() {
    std::vector<MapPlace> places = {{"a", "Ay", "town"},
                                    {"b", "Bee", "town"},
                                    {"c", "Cee", "town"},
                                    {"d", "Dee", "town"},
                                    {"e", "Ee", "castle"}};
    std::vector<MapRoute> routes = {{"a", "b", "road", 1, 1},
                                    {"b", "c", "road", 1, 1},
                                    {"c", "d", "track", 1, 1},
                                    {"d", "e", "road", 2, 2}};
    return RouteGraph(std::move(places), std::move(routes));
}

ScoutingRules reach(Days withinDays, Days fromHeldPlaces) {
    ScoutingRules rules;
    rules.withinDays = withinDays;
    rules.fromHeldPlaces = fromHeldPlaces;
    return rules;
}

ScoutedArmy enemyAt(const std::string& id, const std::string& place) {
    return {id, ScoutPosition::at(place), false};
}

// The enemies (ids) the side sees with its armies at `own` and holding `held`.
std::vector<std::string> seen(const std::vector<ScoutPosition>& own,
                              const std::vector<std::string>& held,
                              const std::vector<ScoutedArmy>& enemies, const ScoutingRules& rules) {
    return scout(scoutingRoad(), own, held, enemies, rules).armies;
}

using Ids = std::vector<std::string>;

TEST(Scouting, AnEnemyOneDayAwayIsSeenWithinTwoDaysButNotWithinNone) {
    const std::vector<ScoutedArmy> enemies = {enemyAt("foe", "b")};
    EXPECT_EQ(seen({ScoutPosition::at("a")}, {}, enemies, reach(2, 0)), Ids{"foe"});
    EXPECT_EQ(seen({ScoutPosition::at("a")}, {}, enemies, reach(1, 0)), Ids{"foe"});
    EXPECT_EQ(seen({ScoutPosition::at("a")}, {}, enemies, reach(0, 0)), Ids{});
    // Where it stands, the army sees even with no reach at all.
    EXPECT_EQ(seen({ScoutPosition::at("b")}, {}, enemies, reach(0, 0)), Ids{"foe"});
}

TEST(Scouting, DistanceThroughTwoRoutesAddsUp) {
    const std::vector<ScoutedArmy> enemies = {enemyAt("at-c", "c"), enemyAt("at-d", "d")};
    // A to C is 1 + 1 days; A to D 3.
    EXPECT_EQ(seen({ScoutPosition::at("a")}, {}, enemies, reach(2, 0)), Ids{"at-c"});
    EXPECT_EQ(seen({ScoutPosition::at("a")}, {}, enemies, reach(1, 0)), Ids{});
    EXPECT_EQ(seen({ScoutPosition::at("a")}, {}, enemies, reach(3, 0)), (Ids{"at-c", "at-d"}));
    // The nearest of several armies counts: one at E is two days from D.
    EXPECT_EQ(seen({ScoutPosition::at("a"), ScoutPosition::at("e")}, {}, enemies, reach(2, 0)),
              (Ids{"at-c", "at-d"}));
}

TEST(Scouting, AHeldPlaceSeesOneDayOutButNotTwo) {
    const std::vector<ScoutedArmy> enemies = {enemyAt("at-a", "a"), enemyAt("at-b", "b"),
                                              enemyAt("at-c", "c")};
    // No army: only the watch of A, one day out.
    EXPECT_EQ(seen({}, {"a"}, enemies, reach(5, 1)), (Ids{"at-a", "at-b"}));
    EXPECT_EQ(seen({}, {"a"}, enemies, reach(5, 0)), Ids{"at-a"});
    EXPECT_EQ(seen({}, {}, enemies, reach(5, 1)), Ids{});
    const ScoutingReport report = scout(scoutingRoad(), {}, {"a"}, enemies, reach(5, 1));
    EXPECT_EQ(report.places, (Ids{"a", "b"}));
}

TEST(Scouting, AnArmyHalfWayAlongARouteSeesFromBothEnds) {
    // Half way along the two days from D to E: a day from each end.
    const ScoutPosition halfWay = ScoutPosition::onRoute("d", "e", 0.5);
    const std::vector<ScoutedArmy> enemies = {enemyAt("at-b", "b"), enemyAt("at-c", "c"),
                                              enemyAt("at-d", "d"), enemyAt("at-e", "e")};
    EXPECT_EQ(seen({halfWay}, {}, enemies, reach(1, 0)), (Ids{"at-d", "at-e"}));
    EXPECT_EQ(seen({halfWay}, {}, enemies, reach(2, 0)), (Ids{"at-c", "at-d", "at-e"}));
    EXPECT_EQ(seen({halfWay}, {}, enemies, reach(3, 0)), (Ids{"at-b", "at-c", "at-d", "at-e"}));
    // Three quarters of the way from E back to D is half a day from D: C is 1.5 days off.
    const ScoutPosition nearD = ScoutPosition::onRoute("e", "d", 0.75);
    EXPECT_EQ(seen({nearD}, {}, enemies, reach(1, 0)), (Ids{"at-d"}));
    EXPECT_EQ(seen({nearD}, {}, enemies, reach(2, 0)), (Ids{"at-c", "at-d", "at-e"}));
}

TEST(Scouting, AnEnemyOnTheSameRouteIsMeasuredAlongIt) {
    const ScoutPosition halfWay = ScoutPosition::onRoute("d", "e", 0.5);
    // Half a day nearer E, given from the other end: 0.5 days apart along the road, 1.5 by
    // either end.
    const std::vector<ScoutedArmy> enemies = {
        {"close", ScoutPosition::onRoute("e", "d", 0.25), false}};
    EXPECT_EQ(seen({halfWay}, {}, enemies, reach(1, 0)), Ids{"close"});
    EXPECT_EQ(seen({halfWay}, {}, enemies, reach(0, 0)), Ids{});
    // An enemy on a route is seen from a place by the nearer end: a quarter of the way from C
    // to D is a quarter day from C.
    const std::vector<ScoutedArmy> onTrack = {
        {"track", ScoutPosition::onRoute("c", "d", 0.25), false}};
    EXPECT_EQ(seen({}, {"b"}, onTrack, reach(0, 1)), Ids{});  // 1.25 days from B
    EXPECT_EQ(seen({ScoutPosition::at("b")}, {}, onTrack, reach(2, 0)), Ids{"track"});
}

TEST(Scouting, AnEnemyInABattlePendingWithTheSideIsAlwaysSeen) {
    std::vector<ScoutedArmy> enemies = {enemyAt("far", "e")};
    EXPECT_EQ(seen({ScoutPosition::at("a")}, {}, enemies, reach(0, 0)), Ids{});
    enemies[0].inBattleWithSide = true;
    EXPECT_EQ(seen({ScoutPosition::at("a")}, {}, enemies, reach(0, 0)), Ids{"far"});
    EXPECT_EQ(seen({}, {}, enemies, reach(0, 0)), Ids{"far"});
}

TEST(Scouting, AnArmyOnTheMarchStandsWhereItsDaysLeftPutIt) {
    const RouteGraph map = scoutingRoad();
    MarchingArmy army = testmaps::oneUnitArmy("host", "england", "d", 1000);
    army.place.clear();
    army.routeFrom = "d";
    army.routeTo = "e";
    army.daysLeft = 1;
    army.orders = {"e"};
    const ScoutPosition where = scoutPosition(army, map);
    EXPECT_EQ(where.routeFrom, "d");
    EXPECT_EQ(where.routeTo, "e");
    EXPECT_DOUBLE_EQ(where.fractionDone, 0.5);
    EXPECT_EQ(scoutPosition(testmaps::oneUnitArmy("x", "england", "b", 100), map).place, "b");
}

// The number comes from the file: the shipped two days see an army two days off at Abbeville
// from Airaines; the same file with withinDays="0" does not.
TEST(Scouting, WithinDaysIsReadFromTheRulesFile) {
    std::ifstream in(SENESCHAL_SOURCE_DIR "/data/rules/strategy.xml");
    std::ostringstream text;
    text << in.rdbuf();
    std::string copy = text.str();
    const std::string from = "withinDays=\"2\" fromHeldPlaces";
    const std::size_t at = copy.find(from);
    ASSERT_NE(at, std::string::npos);
    copy.replace(at, from.size(), "withinDays=\"0\" fromHeldPlaces");
    const StrategyRules edited = loadStrategyRulesFromString(copy, "copy.xml");
    EXPECT_EQ(edited.scouting.withinDays, 0);
    EXPECT_EQ(shippedStrategyRules().scouting.withinDays, 2);
    EXPECT_EQ(shippedStrategyRules().scouting.fromHeldPlaces, 1);

    const RouteGraph map = testmaps::crecyMarch();
    const std::vector<ScoutedArmy> french = {{"french", ScoutPosition::at("abbeville"), false}};
    const std::vector<ScoutPosition> english = {ScoutPosition::at("airaines")};
    EXPECT_EQ(scout(map, english, {}, french, shippedStrategyRules().scouting).armies,
              Ids{"french"});
    EXPECT_EQ(scout(map, english, {}, french, edited.scouting).armies, Ids{});
}

// What the scouts say of an enemy's strength (issue 35): its men to the nearest
// strengthRoundedTo, halves up, never below one step; the step is the file's.
TEST(Scouting, ScoutsReportAnEnemysMenRoundedToTheFilesStep) {
    const ScoutingRules shipped = shippedStrategyRules().scouting;
    EXPECT_EQ(shipped.strengthRoundedTo, 500);
    EXPECT_EQ(scoutedStrength(11800, shipped), 12000);
    EXPECT_EQ(scoutedStrength(11749, shipped), 11500);
    EXPECT_EQ(scoutedStrength(11750, shipped), 12000);
    EXPECT_EQ(scoutedStrength(120, shipped), 500);  // a small force is not "nobody"
    EXPECT_EQ(scoutedStrength(0, shipped), 0);

    std::ifstream in(SENESCHAL_SOURCE_DIR "/data/rules/strategy.xml");
    std::ostringstream text;
    text << in.rdbuf();
    std::string copy = text.str();
    const std::string from = "strengthRoundedTo=\"500\"";
    const std::size_t at = copy.find(from);
    ASSERT_NE(at, std::string::npos);
    copy.replace(at, from.size(), "strengthRoundedTo=\"1000\"");
    const StrategyRules edited = loadStrategyRulesFromString(copy, "copy.xml");
    EXPECT_EQ(scoutedStrength(11400, edited.scouting), 11000);
    EXPECT_EQ(scoutedStrength(11400, shipped), 11500);
}

TEST(MarchDays, AForcedMarchCoversForcedStepsRouteDaysADay) {
    MarchRules rules;
    rules.forcedSteps = 2;
    EXPECT_EQ(marchDays(5, false, rules), 5);
    EXPECT_EQ(marchDays(5, true, rules), 3);
    EXPECT_EQ(marchDays(4, true, rules), 2);
    EXPECT_EQ(marchDays(0, true, rules), 0);
}

TEST(MarchDays, RouteDaysToGoAreWhatIsLeftOfTheRouteThenEveryLeg) {
    const RouteGraph map = testmaps::crecyMarch();
    MarchState state;
    state.armies.push_back(testmaps::oneUnitArmy("english", "england", "saint-vaast", 1000));
    const Path path = orderMarch(state, map, "english", "saint-lo", false);
    EXPECT_EQ(routeDaysToGo(state.army("english"), map), path.totalDays);
    EXPECT_EQ(path.totalDays, 4);  // 1 + 2 + 1
    MarchingArmy& army = state.army("english");
    army.place.clear();
    army.routeFrom = "saint-vaast";
    army.routeTo = "valognes";
    army.daysLeft = 1;
    EXPECT_EQ(routeDaysToGo(army, map), 4);
    army.orders.clear();
    army.place = "carentan";
    army.routeFrom.clear();
    army.routeTo.clear();
    EXPECT_EQ(routeDaysToGo(army, map), 0);
}

}  // namespace
}  // namespace seneschal::campaign::strategy
