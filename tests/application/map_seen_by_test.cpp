// The map's data (issue 15): route kinds, the armies' ordered paths and arrival at their last
// stop, the title, the sides, and the map as seen by one side (the scouting rule,
// strategy.xml <scouting>), on the bundled Crécy campaign through the desk's session and the
// CLI's read of a file.
#include "application/views/map_seen_by.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "application/files/campaign_files.hpp"
#include "application/views/campaign_session.hpp"
#include "base/errors.hpp"
#include "tests/campaign/temp_dir.hpp"
#include "tests/test_files.hpp"

namespace seneschal::application {
namespace {

using testing::kCrecyScenario;

std::vector<std::string> armyIds(const map::MapView& map) {
    std::vector<std::string> ids;
    for (const map::MapArmy& army : map.armies) ids.push_back(army.id);
    return ids;
}

using Ids = std::vector<std::string>;

class CrecyMap : public ::testing::Test {
  protected:
    testing::TempDir dir;
    CampaignSession session =
        CampaignSession::importScenario(kCrecyScenario, dir / "crecy.seneschal");

    void advance(std::int64_t days) {
        AdvanceRequest request;
        request.days = days;
        session.advance(request);
    }
};

TEST_F(CrecyMap, TheTitleDateAndSidesAreTheCampaigns) {
    const map::MapView& map = session.views().map;
    EXPECT_EQ(map.campaignName, "The Crécy campaign, 1346");
    EXPECT_EQ(map.dateText, "12 July 1346");
    ASSERT_EQ(map.sides.size(), 2u);
    EXPECT_EQ(map.sides[0].id, "england");
    EXPECT_EQ(map.sides[0].name, "Kingdom of England");
    EXPECT_EQ(map.sides[0].colour, (drawing::ViewColour{0xb2, 0x22, 0x34}));
    EXPECT_EQ(map.sides[1].name, "Kingdom of France");
    EXPECT_EQ(map.sides[1].colour, (drawing::ViewColour{0x1f, 0x3a, 0x93}));
    advance(1);
    EXPECT_EQ(session.views().map.dateText, "13 July 1346");
}

TEST_F(CrecyMap, EveryRouteHasItsKind) {
    const map::MapView& map = session.views().map;
    ASSERT_NE(map.findRoute("saint-vaast:valognes"), nullptr);
    EXPECT_EQ(map.findRoute("saint-vaast:valognes")->kind, map::RouteKind::Road);
    ASSERT_NE(map.findRoute("oisemont:blanchetaque"), nullptr);
    EXPECT_EQ(map.findRoute("oisemont:blanchetaque")->kind, map::RouteKind::Track);
    ASSERT_NE(map.findRoute("elbeuf:rouen"), nullptr);
    EXPECT_EQ(map.findRoute("elbeuf:rouen")->kind, map::RouteKind::RiverCrossing);
    const auto crossings = std::count_if(map.routes.begin(), map.routes.end(), [](const auto& r) {
        return r.kind == map::RouteKind::RiverCrossing;
    });
    EXPECT_GT(crossings, 5);
}

TEST_F(CrecyMap, AnArmyOrderedToMarchShowsItsStopsAndTheDayItReachesTheLast) {
    const map::MapArmy* halted = session.views().map.findArmy("caen-garrison");
    ASSERT_NE(halted, nullptr);
    EXPECT_TRUE(halted->where.stops.empty());
    EXPECT_EQ(halted->where.destinationDate, "");

    const MarchResult march = session.orderMarch({"caen-garrison", "saint-vaast", false});
    const map::MapArmy* garrison = session.views().map.findArmy("caen-garrison");
    ASSERT_NE(garrison, nullptr);
    EXPECT_EQ(garrison->where.stops, (Ids{"carentan", "valognes", "saint-vaast"}));
    EXPECT_EQ(march.arrival, "20 July 1346");  // 5 + 2 + 1 days on foot
    EXPECT_EQ(garrison->where.destinationDate, march.arrival);

    // Six days on: a day short of Valognes, the last stop still on 20 July.
    advance(6);
    garrison = session.views().map.findArmy("caen-garrison");
    ASSERT_NE(garrison, nullptr);
    EXPECT_TRUE(garrison->where.onTheMarch());
    EXPECT_EQ(garrison->where.towardPlace, "valognes");
    EXPECT_EQ(garrison->where.stops, (Ids{"valognes", "saint-vaast"}));
    EXPECT_EQ(garrison->where.destinationDate, "20 July 1346");
    EXPECT_EQ(garrison->where.arrivalDate, "1346-07-19");
}

TEST_F(CrecyMap, AForcedMarchArrivesOnTheDayTheOrderSaid) {
    const MarchResult march = session.orderMarch({"english-host", "carentan", true});
    const map::MapArmy* host = session.views().map.findArmy("english-host");
    ASSERT_NE(host, nullptr);
    EXPECT_EQ(host->where.stops, (Ids{"valognes", "carentan"}));
    EXPECT_EQ(march.days, 2);  // three days' road, two route-days a day
    EXPECT_EQ(host->where.destinationDate, march.arrival);
    EXPECT_EQ(host->where.destinationDate, "14 July 1346");
}

TEST_F(CrecyMap, TheUmpireSeesEveryArmy) {
    const map::MapView& map = session.views().map;
    EXPECT_EQ(map.seenBy, "");
    EXPECT_EQ(armyIds(map),
              (Ids{"english-host", "french-royal-army", "caen-garrison", "somme-guard"}));
    EXPECT_EQ(session.mapShownAs(), std::nullopt);
}

TEST_F(CrecyMap, EnglandSeesItsOwnArmiesAndOnlyTheFrenchInReach) {
    session.showMapAs("england");
    EXPECT_EQ(session.mapShownAs(), std::optional<std::string>("england"));
    EXPECT_EQ(session.views().map.seenBy, "Kingdom of England");
    // At Saint-Vaast, the nearest French army is at Caen, eight days' march away.
    EXPECT_EQ(armyIds(session.views().map), Ids{"english-host"});
    EXPECT_EQ(session.views().map.places.size(), 31u);  // places and owners are public
    ASSERT_NE(session.views().map.findPlace("caen"), nullptr);
    EXPECT_EQ(session.views().map.findPlace("caen")->owner, "Kingdom of France");

    // The garrison marches on Saint-Vaast; the choice of map holds through every refresh.
    session.orderMarch({"caen-garrison", "saint-vaast", false});
    EXPECT_EQ(session.views().map.seenBy, "Kingdom of England");
    advance(5);  // at Carentan: three days off
    EXPECT_EQ(armyIds(session.views().map), Ids{"english-host"});
    advance(1);  // a day short of Valognes: two days off, within the scouts' two
    EXPECT_EQ(armyIds(session.views().map), (Ids{"english-host", "caen-garrison"}));

    session.showMapAs(std::nullopt);
    EXPECT_EQ(session.views().map.seenBy, "");
    EXPECT_EQ(session.views().map.armies.size(), 4u);
}

TEST_F(CrecyMap, FranceHoldingSaintVaastSeesTheEnglishLanding) {
    session.showMapAs("Kingdom of FRANCE");
    EXPECT_EQ(session.mapShownAs(), std::optional<std::string>("france"));
    EXPECT_EQ(session.views().map.seenBy, "Kingdom of France");
    ASSERT_NE(session.views().map.findPlace("saint-vaast"), nullptr);
    ASSERT_EQ(session.views().map.findPlace("saint-vaast")->owner, "Kingdom of France");
    EXPECT_EQ(armyIds(session.views().map),
              (Ids{"english-host", "french-royal-army", "caen-garrison", "somme-guard"}));
}

TEST_F(CrecyMap, AnUnknownSideIsRefusedNamingItAndTheSides) {
    session.showMapAs("england");
    try {
        session.showMapAs("Navarre");
        ADD_FAILURE() << "accepted Navarre";
    } catch (const UserError& e) {
        const std::string text = e.what();
        EXPECT_NE(text.find("'Navarre'"), std::string::npos) << text;
        EXPECT_NE(text.find("crecy.seneschal"), std::string::npos) << text;
        EXPECT_NE(text.find("Kingdom of England and Kingdom of France"), std::string::npos) << text;
    }
    EXPECT_EQ(session.views().map.seenBy, "Kingdom of England");  // as it was
}

TEST_F(CrecyMap, TheCliReadsTheFileAsSeenByASideOrTheUmpire) {
    const std::filesystem::path path = session.path();
    session.orderMarch({"caen-garrison", "saint-vaast", false});
    // Opened as the CLI opens it: read only.
    campaign::CampaignFile file = openCampaign(path, CampaignAccess::Read);
    const map::MapView umpire = campaignMap(file, std::nullopt);
    EXPECT_EQ(umpire.armies.size(), 4u);
    EXPECT_EQ(umpire.dateText, "12 July 1346");
    ASSERT_NE(umpire.findArmy("caen-garrison"), nullptr);
    EXPECT_EQ(umpire.findArmy("caen-garrison")->where.destinationDate, "20 July 1346");
    const map::MapView english = campaignMap(file, std::string("ENGLAND"));
    EXPECT_EQ(english.seenBy, "Kingdom of England");
    EXPECT_EQ(armyIds(english), Ids{"english-host"});
    try {
        campaignMap(file, std::string("Burgundy"));
        ADD_FAILURE() << "accepted Burgundy";
    } catch (const UserError& e) {
        EXPECT_NE(std::string(e.what()).find("'Burgundy' in crecy.seneschal"), std::string::npos)
            << e.what();
    }
    EXPECT_THROW(openCampaign(dir / "missing.seneschal", CampaignAccess::Read), UserError);
}

// Three sides on a road A -1- B -1- C -1- D: England at A sees two days, so to C.
map::MapView threeSideMap() {
    map::MapView map;
    map.sides = {{"england", "England", {}}, {"france", "France", {}}, {"navarre", "Navarre", {}}};
    for (const char* id : {"a", "b", "c", "d"})
        map.places.push_back({id, id, map::PlaceKind::Town, {}, {}, {}});
    map.routes = {{"a:b", "a", "b", 1, map::RouteKind::Road},
                  {"b:c", "b", "c", 1, map::RouteKind::Road},
                  {"c:d", "c", "d", 1, map::RouteKind::Track}};
    const auto army = [](const std::string& id, const std::string& side, const std::string& at) {
        map::MapArmy out;
        out.id = id;
        out.name = id;
        out.side = side;
        out.where.placeId = at;
        return out;
    };
    map.armies = {army("eng", "England", "a"), army("fr-b", "France", "b"),
                  army("nav-b", "Navarre", "b"), army("fr-d", "France", "d"),
                  army("nav-d", "Navarre", "d")};
    map.pendingBattles = {{"b", {"fr-b", "nav-b"}}, {"d", {"fr-d", "nav-d"}}};
    return map;
}

TEST(MapSeenBy, KeepsThePendingBattlesTheSideSeesOrFights) {
    campaign::strategy::ScoutingRules rules;
    rules.withinDays = 2;
    rules.fromHeldPlaces = 0;
    const map::MapView english = mapSeenBy(threeSideMap(), "england", rules, "test");
    EXPECT_EQ(armyIds(english), (Ids{"eng", "fr-b", "nav-b"}));
    ASSERT_EQ(english.pendingBattles.size(), 1u);
    EXPECT_EQ(english.pendingBattles[0].placeId, "b");
    // France fights at D: that battle and its enemy are known however far its watchers see.
    rules.withinDays = 0;
    const map::MapView french = mapSeenBy(threeSideMap(), "France", rules, "test");
    EXPECT_EQ(armyIds(french), (Ids{"fr-b", "nav-b", "fr-d", "nav-d"}));
    ASSERT_EQ(french.pendingBattles.size(), 2u);
    EXPECT_EQ(french.pendingBattles[1].armyIds, (Ids{"fr-d", "nav-d"}));
}

}  // namespace
}  // namespace seneschal::application
