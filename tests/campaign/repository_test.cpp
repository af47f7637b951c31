#include "campaign/stores/repository.hpp"

#include <gtest/gtest.h>

#include "base/errors.hpp"
#include "tests/campaign/sample_campaign.hpp"
#include "tests/campaign/temp_dir.hpp"

namespace seneschal::campaign {
namespace {

using seneschal::testing::sampleCampaign;
using seneschal::testing::TempDir;

TEST(Repository, ACampaignReadsBackAsItWasWritten) {
    TempDir dir;
    auto file = CampaignFile::create(dir / "c.seneschal");
    writeSnapshot(file.db(), sampleCampaign());
    const CampaignSnapshot back = readSnapshot(file.db());
    const CampaignSnapshot sample = sampleCampaign();

    EXPECT_EQ(back.info.name, "Sample campaign");
    EXPECT_EQ(back.info.start, sample.info.start);
    EXPECT_EQ(back.info.options, sample.info.options);
    ASSERT_EQ(back.sides.size(), 2u);
    EXPECT_EQ(back.sides[1].treasury, 9000);
    ASSERT_EQ(back.routes.size(), 2u);
    EXPECT_EQ(back.routes[1].from, "valognes");
    EXPECT_EQ(back.routes[1].footDays, 2);
    ASSERT_EQ(back.leaders.size(), 3u);
    EXPECT_EQ(back.leaders[1].status, LeaderStatus::Wounded);
    EXPECT_EQ(back.leaders[1].woundedUntil, sample.info.start.plusDays(10));
    EXPECT_EQ(back.leaders[2].captor, "england");
    ASSERT_EQ(back.armies.size(), 1u);
    const Army& host = back.armies[0];
    EXPECT_EQ(host.place, "hougue");
    EXPECT_EQ(host.leader, "edward");
    ASSERT_EQ(host.battals.size(), 1u);
    ASSERT_EQ(host.battals[0].units.size(), 2u);
    const Unit& knights = host.battals[0].units[0];
    EXPECT_EQ(knights.present, 400);
    ASSERT_EQ(knights.wounded.size(), 1u);
    EXPECT_EQ(knights.wounded[0].men, 20);
    EXPECT_FALSE(knights.weapons.has_value());
    const Unit& archers = host.battals[0].units[1];
    EXPECT_EQ(archers.leader, "thomas");
    EXPECT_EQ(archers.weapons, (std::vector<std::string>{"longbow", "sword"}));
    ASSERT_EQ(archers.captives.size(), 1u);
    EXPECT_EQ(archers.captives[0].captor, "france");
    EXPECT_TRUE(archers.balances());
}

TEST(Repository, AnArmyOnARouteKeepsItsHeading) {
    TempDir dir;
    auto file = CampaignFile::create(dir / "c.seneschal");
    CampaignSnapshot sample = sampleCampaign();
    sample.armies[0].place.reset();
    sample.armies[0].routeFrom = "carentan";
    sample.armies[0].routeTo = "valognes";  // against the route's own direction
    sample.armies[0].daysLeft = 1;
    writeSnapshot(file.db(), sample);
    const Army back = readSnapshot(file.db()).armies[0];
    EXPECT_FALSE(back.place.has_value());
    EXPECT_EQ(back.routeFrom, "carentan");
    EXPECT_EQ(back.routeTo, "valognes");
    EXPECT_EQ(back.daysLeft, 1);
}

TEST(Repository, TheFileRefusesAUnitWithNegativeMen) {
    TempDir dir;
    auto file = CampaignFile::create(dir / "c.seneschal");
    CampaignSnapshot sample = sampleCampaign();
    sample.armies[0].battals[0].units[0].present = -1;
    EXPECT_THROW(writeSnapshot(file.db(), sample), UserError);
}

}  // namespace
}  // namespace seneschal::campaign
