// What a side knows (issue 35): its own armies in full; an enemy army its scouts see by where it
// is, its name and its men rounded by strategy.xml <scouting strengthRoundedTo>, never its
// orders, route or arrival; any other enemy army not at all. The map as seen by a side is cut
// down by the same definition.
#include "application/views/side_knowledge.hpp"

#include <gtest/gtest.h>

#include <cstdlib>
#include <string>

#include "application/files/campaign_files.hpp"
#include "application/views/campaign_session.hpp"
#include "application/views/map_seen_by.hpp"
#include "tests/campaign/temp_dir.hpp"
#include "tests/test_files.hpp"

namespace seneschal::application {
namespace {

using testing::kCrecyScenario;

class CrecyKnowledge : public ::testing::Test {
  protected:
    testing::TempDir dir;
    CampaignSession session =
        CampaignSession::importScenario(kCrecyScenario, dir / "crecy.seneschal");
};

TEST_F(CrecyKnowledge, EachSideKnowsItsOwnAndOnlyTheEnemiesItsScoutsSee) {
    session.orderMarch({"english-host", "valognes", false});
    campaign::CampaignFile file = openCampaign(session.path(), CampaignAccess::Read);
    const SideKnowledge england = knowledgeOf(file, "england");
    EXPECT_EQ(england.sideName, "Kingdom of England");
    EXPECT_TRUE(england.knowsDetailsOf("english-host"));
    // Eight days from Caen, the French are out of sight.
    EXPECT_FALSE(england.knowsOf("caen-garrison"));
    EXPECT_FALSE(england.knowsOf("french-royal-army"));
    EXPECT_EQ(england.reportedMen("french-royal-army", 12345), 0);

    // France holds Saint-Vaast: its watch sees the English land, but knows nothing more.
    const SideKnowledge france = knowledgeOf(file, "Kingdom of France");
    EXPECT_TRUE(france.knowsOf("english-host"));
    EXPECT_FALSE(france.knowsDetailsOf("english-host"));
    EXPECT_TRUE(france.knowsDetailsOf("caen-garrison"));
    EXPECT_EQ(france.reportedMen("english-host", 11800), 12000);
    EXPECT_EQ(france.reportedMen("caen-garrison", 11800), 11800);
    EXPECT_TRUE(france.placesInReach.count("saint-vaast"));
}

TEST_F(CrecyKnowledge, TheEnemyOnASidesMapHasNoExactStrengthRouteOrArrival) {
    session.orderMarch({"english-host", "valognes", false});
    const map::MapArmy umpires = *session.views().map.findArmy("english-host");
    const int garrison = session.views().map.findArmy("caen-garrison")->men;
    ASSERT_FALSE(umpires.where.stops.empty());
    ASSERT_FALSE(umpires.where.destinationDate.empty());

    session.showMapAs("france");
    const map::MapArmy* seen = session.views().map.findArmy("english-host");
    ASSERT_NE(seen, nullptr);
    EXPECT_EQ(seen->name, umpires.name);
    EXPECT_TRUE(seen->strengthEstimated);
    EXPECT_EQ(seen->men % 500, 0) << seen->men;
    EXPECT_LE(std::abs(seen->men - umpires.men), 250) << seen->men << " for " << umpires.men;
    EXPECT_EQ(seen->figures, 0);
    EXPECT_TRUE(seen->where.stops.empty());
    EXPECT_EQ(seen->where.destinationDate, "");
    EXPECT_EQ(seen->where.arrivalDate, "");
    EXPECT_EQ(seen->where.fromPlace, "");
    // Its own armies France sees as the umpire does.
    const map::MapArmy* own = session.views().map.findArmy("caen-garrison");
    ASSERT_NE(own, nullptr);
    EXPECT_FALSE(own->strengthEstimated);
    EXPECT_EQ(own->men, garrison);

    // England's own host keeps its orders on England's map.
    session.showMapAs("england");
    const map::MapArmy* ours = session.views().map.findArmy("english-host");
    ASSERT_NE(ours, nullptr);
    EXPECT_EQ(ours->where.stops, umpires.where.stops);
    EXPECT_EQ(ours->men, umpires.men);
}

// View > As seen by cuts the desk's roster and prisoners too: a side sees its own units only;
// back to the umpire, every side again.
TEST_F(CrecyKnowledge, AsSeenByShowsOnlyTheSidesOwnRoster) {
    ASSERT_EQ(session.views().roster.sides.size(), 2u);
    session.showMapAs("france");
    ASSERT_EQ(session.views().roster.sides.size(), 1u);
    EXPECT_EQ(session.views().roster.sides[0].id, "france");
    session.showMapAs(std::nullopt);
    EXPECT_EQ(session.views().roster.sides.size(), 2u);
}

}  // namespace
}  // namespace seneschal::application
