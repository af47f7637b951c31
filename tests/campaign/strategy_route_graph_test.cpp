#include <gtest/gtest.h>

#include "base/errors.hpp"
#include "campaign/strategy/route_graph.hpp"
#include "strategy_test_maps.hpp"

namespace seneschal::campaign::strategy {
namespace {

using testmaps::crecyMarch;

DayNumber julian(const char* iso) {
    return parseDate(Reckoning::Julian, iso);
}

TEST(StrategyRouteGraph, FootArmyFromSaintVaastToCrecyTakesTwentyEightDaysByElbeufAndBlanchetaque) {
    const RouteGraph map = crecyMarch();
    const Path path = map.quickestPath("saint-vaast", "crecy", MarchRate::Foot);
    EXPECT_EQ(path.totalDays, 28);  // 1+2+1+3+3+4+5+6+2+1
    const std::vector<std::string> expected = {"valognes",     "carentan", "saint-lo", "caen",
                                               "lisieux",      "elbeuf",   "poissy",   "airaines",
                                               "blanchetaque", "crecy"};
    EXPECT_EQ(path.places(), expected);
    ASSERT_EQ(path.legs.size(), 10u);
    EXPECT_EQ(path.legs[3].from, "saint-lo");
    EXPECT_EQ(path.legs[3].days, 3);
    // Landed 12 July 1346: 28 days on, across the end of July, is 9 August.
    EXPECT_EQ(formatDate(Reckoning::Julian, path.arrival(julian("1346-07-12"))), "1346-08-09");
}

TEST(StrategyRouteGraph, MountedArmyRidesTheSameMarchInSeventeenDaysAndOnToCalais) {
    const RouteGraph map = crecyMarch();
    const Path toCrecy = map.quickestPath("Saint-Vaast-la-Hougue", "Crécy", MarchRate::Mounted);
    EXPECT_EQ(toCrecy.totalDays, 17);
    EXPECT_EQ(formatDate(Reckoning::Julian, toCrecy.arrival(julian("1346-07-12"))), "1346-07-29");
    const Path toCalais = map.quickestPath("saint-vaast", "calais", MarchRate::Foot);
    EXPECT_EQ(toCalais.totalDays, 33);
    // 33 days from 30 July runs through all of August into September.
    EXPECT_EQ(formatDate(Reckoning::Julian, toCalais.arrival(julian("1346-07-30"))), "1346-09-01");
}

TEST(StrategyRouteGraph, EqualDaysGoByThePlaceWithTheSmallerIdWhateverTheInputOrder) {
    // Mounted, Lisieux to Poissy is 5 days by Elbeuf and 5 by Rouen: Elbeuf sorts first.
    const RouteGraph map = crecyMarch();
    EXPECT_EQ(map.quickestPath("lisieux", "poissy", MarchRate::Mounted).places(),
              (std::vector<std::string>{"elbeuf", "poissy"}));
    std::vector<MapRoute> reversed = map.routes();
    std::reverse(reversed.begin(), reversed.end());
    std::vector<MapPlace> places = map.places();
    std::reverse(places.begin(), places.end());
    const RouteGraph shuffled(places, reversed);
    EXPECT_EQ(shuffled.quickestPath("lisieux", "poissy", MarchRate::Mounted).places(),
              (std::vector<std::string>{"elbeuf", "poissy"}));
    // On foot Elbeuf is quicker outright (9 days against 10).
    EXPECT_EQ(map.quickestPath("lisieux", "poissy", MarchRate::Foot).totalDays, 9);
}

TEST(StrategyRouteGraph, AnArmyMovesAtItsSlowestPart) {
    EXPECT_EQ(marchRateOf({true, true, true}), MarchRate::Mounted);
    EXPECT_EQ(marchRateOf({true, false, true}), MarchRate::Foot);
    EXPECT_EQ(marchRateOf({}), MarchRate::Foot);
}

TEST(StrategyRouteGraph, UnknownAndUnreachablePlacesAreNamed) {
    const RouteGraph map = crecyMarch();
    try {
        map.quickestPath("saint-vaast", "Agincourt", MarchRate::Foot);
        FAIL();
    } catch (const UserError& e) {
        EXPECT_NE(std::string(e.what()).find("unknown place 'Agincourt'"), std::string::npos);
    }
    try {
        map.quickestPath("caen", "jersey", MarchRate::Foot);
        FAIL();
    } catch (const UserError& e) {
        EXPECT_NE(std::string(e.what()).find("Jersey"), std::string::npos);
    }
}

TEST(StrategyRouteGraph, BadMapsAreRefused) {
    std::vector<MapPlace> places = {{"a", "A", "town"}, {"b", "B", "town"}};
    EXPECT_THROW(RouteGraph(places, {{"a", "z", "road", 1, 1}}), UserError);
    EXPECT_THROW(RouteGraph(places, {{"a", "b", "road", 0, 1}}), UserError);
    EXPECT_THROW(RouteGraph(places, {{"a", "b", "road", 1, 1}, {"b", "a", "track", 2, 2}}),
                 UserError);
    EXPECT_THROW(RouteGraph({{"a", "A", "town"}, {"a", "A2", "town"}}, {}), UserError);
}

TEST(StrategyRouteGraph, AnArmyPartwayAlongARouteMayTurnBackWhenThatIsQuicker) {
    const RouteGraph map = crecyMarch();
    // Two days out of Caen on the 3-day Lisieux road, Saint-Lô is 2 back + 3 = 5 days away.
    const Path back = map.quickestPathFromRoute("caen", "lisieux", 1, "saint-lo", MarchRate::Foot);
    EXPECT_EQ(back.totalDays, 5);
    EXPECT_EQ(back.places(), (std::vector<std::string>{"caen", "saint-lo"}));
    const Path on = map.quickestPathFromRoute("caen", "lisieux", 1, "elbeuf", MarchRate::Foot);
    EXPECT_EQ(on.totalDays, 5);
    EXPECT_EQ(on.places(), (std::vector<std::string>{"lisieux", "elbeuf"}));
}

}  // namespace
}  // namespace seneschal::campaign::strategy
