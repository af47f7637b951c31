#include "campaign/file/check.hpp"

#include <gtest/gtest.h>

#include "tests/campaign/sample_campaign.hpp"
#include "tests/campaign/temp_dir.hpp"

namespace seneschal::campaign {
namespace {

using seneschal::testing::createSampleFile;
using seneschal::testing::TempDir;

std::string joined(const std::vector<std::string>& problems) {
    std::string text;
    for (const auto& p : problems) text += p + "\n";
    return text;
}

TEST(Check, TheSampleCampaignHolds) {
    TempDir dir;
    auto file = createSampleFile(dir / "c.seneschal");
    EXPECT_EQ(joined(checkCampaign(file.db())), "");
}

TEST(Check, AManWhoVanishedWithoutACauseIsFound) {
    TempDir dir;
    auto file = createSampleFile(dir / "c.seneschal");
    file.db().exec("UPDATE unit SET present = present - 1 WHERE slug = 'knights'");
    const std::string problems = joined(checkCampaign(file.db()));
    EXPECT_NE(problems.find("the men of the unit Knights do not add up"), std::string::npos)
        << problems;
    EXPECT_NE(problems.find("present 399"), std::string::npos) << problems;
}

TEST(Check, AWoundedBatchCountsTowardsTheBalance) {
    TempDir dir;
    auto file = createSampleFile(dir / "c.seneschal");
    file.db().exec("DELETE FROM wounded_batch");
    EXPECT_NE(joined(checkCampaign(file.db())).find("wounded 0"), std::string::npos);
}

TEST(Check, ALeaderWithAnInconsistentStatusIsFound) {
    TempDir dir;
    auto file = createSampleFile(dir / "c.seneschal");
    file.db().exec("UPDATE leader SET status = 'active' WHERE slug = 'raoul'");  // captor kept
    file.db().exec("UPDATE leader SET wounded_until = NULL WHERE slug = 'thomas'");
    const std::string problems = joined(checkCampaign(file.db()));
    EXPECT_NE(problems.find("leader Raoul: active and held by a captor"), std::string::npos)
        << problems;
    EXPECT_NE(problems.find("leader Thomas: wounded with no date of return"), std::string::npos)
        << problems;
}

TEST(Check, ALeaderLeadingTwoThingsIsFound) {
    TempDir dir;
    auto file = createSampleFile(dir / "c.seneschal");
    file.db().exec("UPDATE battal SET leader_id = (SELECT id FROM leader WHERE slug = 'edward')");
    const std::string problems = joined(checkCampaign(file.db()));
    EXPECT_NE(problems.find(
                  "leader Edward: leads more than one thing (the army English host, the battal"),
              std::string::npos)
        << problems;
}

TEST(Check, AForeignKeyBrokenWithKeysOffIsFound) {
    TempDir dir;
    auto file = createSampleFile(dir / "c.seneschal");
    file.db().exec("PRAGMA foreign_keys = OFF");
    file.db().exec("UPDATE place SET owner_side_id = 99");
    const std::string problems = joined(checkCampaign(file.db()));
    EXPECT_NE(problems.find("foreign key"), std::string::npos) << problems;
}

TEST(Check, ATroopTypeTheRulesDoNotKnowIsFound) {
    TempDir dir;
    auto file = createSampleFile(dir / "c.seneschal");
    file.db().exec("UPDATE unit SET troop_type = 'dragoons' WHERE slug = 'archers'");
    EXPECT_NE(joined(checkCampaign(file.db())).find("'dragoons'"), std::string::npos);
}

}  // namespace
}  // namespace seneschal::campaign
