// A game master's own campaign (issue 34): the days of a new route proposed from the map
// (application/orders/campaign_edits.hpp proposeRouteDays, strategy.xml <routeDays>), as the
// desk's map editor and `edit route add` without days use them.
#include "application/orders/campaign_edits.hpp"

#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>
#include <string>

#include "application/files/campaign_files.hpp"
#include "base/errors.hpp"
#include "campaign/file/digest.hpp"
#include "campaign/stores/repository.hpp"
#include "tests/campaign/temp_dir.hpp"
#include "tests/test_files.hpp"

namespace seneschal::application {
namespace {

namespace fs = std::filesystem;

// The rates were fitted to the Crécy campaign, whose days were set from the 1346 itinerary: the
// proposal for each of its routes is its own days, or a day off on a few.
TEST(RouteDaysProposal, AgreesWithTheCrecyCampaignsOwnRoutes) {
    testing::TempDir dir;
    const fs::path path = dir / "crecy.seneschal";
    newCampaign({testing::kCrecyScenario, path, false});
    auto file = openCampaign(path, CampaignAccess::Write);
    const campaign::CampaignSnapshot snapshot = campaign::readSnapshot(file.db());
    ASSERT_GE(snapshot.routes.size(), 40U);
    std::size_t footAgree = 0, mountedAgree = 0;
    for (const campaign::Route& route : snapshot.routes) {
        const RouteDaysProposal proposed = proposeRouteDays(file, route.from, route.to, route.kind);
        EXPECT_LE(std::abs(proposed.footDays - route.footDays), 1) << route.from << "-" << route.to;
        EXPECT_LE(std::abs(proposed.mountedDays - route.mountedDays), 1)
            << route.from << "-" << route.to;
        EXPECT_GE(proposed.footDays, proposed.mountedDays) << "a horse is never slower";
        footAgree += proposed.footDays == route.footDays;
        mountedAgree += proposed.mountedDays == route.mountedDays;
    }
    EXPECT_GE(footAgree * 10, snapshot.routes.size() * 9) << footAgree;
    EXPECT_GE(mountedAgree * 10, snapshot.routes.size() * 9) << mountedAgree;
}

class BlankMap : public ::testing::Test {
  protected:
    void make(std::optional<double> milesPerUnit) {
        BlankCampaignRequest blank;
        blank.campaign = path;
        blank.name = "Marches of Ardenford";
        blank.start = "1340-05-01";
        blank.milesPerUnit = milesPerUnit;
        newBlankCampaign(blank);
        auto file = openCampaign(path, CampaignAccess::Write);
        addPlace(file, {"Ardenford", 100, 100, "town", "open", std::nullopt});
        addPlace(file, {"Redfield", 400, 500, "field", "open", std::nullopt});
    }
    campaign::CampaignSnapshot onFile() {
        auto file = openCampaign(path, CampaignAccess::Write);
        return campaign::readSnapshot(file.db());
    }
    testing::TempDir dir;
    fs::path path = dir / "own.seneschal";
};

TEST_F(BlankMap, ARouteWithoutDaysGetsTheDaysItsLengthTakes) {
    make(0.1);  // 500 map units apart: 50 miles
    {
        auto file = openCampaign(path, CampaignAccess::Write);
        const RouteDaysProposal road = proposeRouteDays(file, "Ardenford", "Redfield", "road");
        EXPECT_NEAR(road.miles, 50.0, 1e-9);
        EXPECT_EQ(road.footDays, 6);  // 50 / 9, to the nearest day
        EXPECT_EQ(road.mountedDays, 3);
        EXPECT_EQ(road.reasoning,
                  "50 miles as the crow flies: 6 days on foot, 3 mounted (road: 9 and 18 miles a "
                  "day)");
        const RouteDaysProposal track = proposeRouteDays(file, "Ardenford", "Redfield", "track");
        EXPECT_GT(track.footDays, road.footDays) << "a track is slower than a road";
        AddRouteRequest route{"Ardenford", "Redfield", "track", std::nullopt, 5};
        addRoute(file, route);
    }
    const campaign::CampaignSnapshot snapshot = onFile();
    ASSERT_EQ(snapshot.routes.size(), 1U);
    EXPECT_EQ(snapshot.routes[0].footDays, 7);  // 50 / 7, proposed
    EXPECT_EQ(snapshot.routes[0].mountedDays, 5) << "the days given are kept";
}

TEST_F(BlankMap, WithNoScaleNothingIsProposedAndNothingWritten) {
    make(std::nullopt);
    const auto digest = [&] {
        auto file = openCampaign(path, CampaignAccess::Write);
        return campaign::digestTables(file.db());
    };
    const campaign::TableDigests before = digest();
    {
        auto file = openCampaign(path, CampaignAccess::Write);
        try {
            addRoute(file, {"Ardenford", "Redfield", "road", std::nullopt, std::nullopt});
            ADD_FAILURE() << "a route with no days on a map with no scale was added";
        } catch (const UserError& refused) {
            EXPECT_EQ(std::string(refused.what()).rfind("--foot-days: the map has no scale", 0), 0U)
                << refused.what();
        }
    }
    EXPECT_EQ(digest(), before);
    {
        auto file = openCampaign(path, CampaignAccess::Write);
        addRoute(file, {"Ardenford", "Redfield", "road", 4, 2});
    }
    const campaign::CampaignSnapshot snapshot = onFile();
    ASSERT_EQ(snapshot.routes.size(), 1U) << "the days given need no scale";
    EXPECT_EQ(snapshot.routes[0].footDays, 4);
}

}  // namespace
}  // namespace seneschal::application
