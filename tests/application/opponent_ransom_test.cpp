// The programmed opponent's ransom decisions (issue 36, data/rules/opponent.xml <ransom>,
// docs/rules/opponent.md "Ransoms"), taken each day of the advance through the ransom orders a
// person gives: a captive it holds has the rules' ransom demanded; its own men held are ransomed
// when its treasury allows, and a ransom beyond paying is refused; each decision a chronicle
// line with its reason, taken back with the day by undo; the same seed makes the same decisions.
#include <gtest/gtest.h>

#include <fstream>
#include <string>
#include <vector>

#include "application/files/campaign_files.hpp"
#include "application/orders/calendar_orders.hpp"
#include "application/orders/history.hpp"
#include "application/orders/opponent_orders.hpp"
#include "campaign/stores/captives.hpp"
#include "campaign/stores/chronicle.hpp"
#include "campaign/stores/repository.hpp"
#include "tests/application/opponent_chronicle.hpp"
#include "tests/campaign/temp_dir.hpp"

namespace seneschal::application {
namespace {

namespace fs = std::filesystem;

// Arden (programmed, its treasury `treasury` pounds) and Morvan, with no road between them, each
// holding 20 knights of the other: Arden's taken by Morvan with a ransom of 800 demanded two
// days ago, Morvan's taken by Arden and not yet demanded.
fs::path ransomsScenario(const fs::path& dir, int treasury) {
    const fs::path path = dir / ("ransoms-" + std::to_string(treasury) + ".xml");
    std::ofstream(path, std::ios::binary) << R"(<?xml version="1.0" encoding="UTF-8"?>
<scenario format="2" id="ransoms" name="Ransoms" rules="godsacre" start="1350-05-03" currency="pounds">
  <sides>
    <side id="arden" name="Kingdom of Arden" treasury=")"
                                          << treasury << R"(" programmed="yes"/>
    <side id="morvan" name="Duchy of Morvan" treasury="5000"/>
  </sides>
  <map width="100" height="100">
    <place id="a" name="Ardenford" kind="town" x="10" y="10" owner="arden" terrain="open"/>
    <place id="b" name="Morvanbridge" kind="town" x="90" y="90" owner="morvan" terrain="open"/>
  </map>
  <army id="arden-host" name="Host of Arden" side="arden" place="a">
    <battal id="arden-van" name="Arden vanguard" orders="hold">
      <unit id="arden-knights" name="Arden knights" type="knights" class="B" men="100"/>
    </battal>
  </army>
  <army id="morvan-host" name="Host of Morvan" side="morvan" place="b">
    <battal id="morvan-van" name="Morvan vanguard" orders="hold">
      <unit id="morvan-knights" name="Morvan knights" type="knights" class="B" men="100"/>
    </battal>
  </army>
  <captives>
    <captive unit="arden-knights" men="20" captor="morvan" rule="GA-RES-LOSE" taken="1350-05-01" demandBy="1350-05-08" demanded="1350-05-01" deadline="1350-10-28" ransom="800" status="demanded"/>
    <captive unit="morvan-knights" men="20" captor="arden" rule="GA-RES-LOSE" taken="1350-05-01" demandBy="1350-05-08" deadline="1350-10-28" ransom="800" status="held"/>
  </captives>
</scenario>
)";
    return path;
}

std::vector<std::string> ransomDecisionLines(const fs::path& campaign) {
    std::vector<std::string> lines;
    for (const campaign::ChronicleLine& line : opponentChronicle(campaign))
        lines.push_back(line.date + " " + line.text);
    return lines;
}

bool anyRansomLineHas(const std::vector<std::string>& lines, const std::string& words) {
    for (const std::string& line : lines)
        if (line.find(words) != std::string::npos) return true;
    return false;
}

campaign::CaptiveLine captiveHeldBy(const fs::path& campaign, const std::string& captor) {
    auto file = openCampaign(campaign, CampaignAccess::Read);
    for (const campaign::CaptiveLine& line : campaign::readCaptives(file.db()))
        if (line.captor == captor) return line;
    ADD_FAILURE() << "no captive held by " << captor;
    return {};
}

std::int64_t poundsOf(const fs::path& campaign, const std::string& side) {
    auto file = openCampaign(campaign, CampaignAccess::Read);
    for (const campaign::Side& each : campaign::readSnapshot(file.db()).sides)
        if (each.id == side) return each.treasury;
    return -1;
}

void advanceOneDay(const fs::path& campaign) {
    auto file = openCampaign(campaign, CampaignAccess::Write);
    ASSERT_NO_THROW(advanceCalendar(file, {1, {}}));
}

class OpponentRansoms : public ::testing::Test {
  protected:
    testing::TempDir dir;
    fs::path made(int treasury, const std::string& name, std::uint64_t seed = 7) {
        const fs::path path = dir / name;
        newCampaign({ransomsScenario(dir.path(), treasury), path, false, seed});
        return path;
    }
};

TEST_F(OpponentRansoms, ACaptiveItHoldsHasTheRulesRansomDemanded) {
    const fs::path path = made(2000, "demand.seneschal");
    advanceOneDay(path);
    const campaign::CaptiveLine held = captiveHeldBy(path, "arden");
    EXPECT_EQ(held.status, campaign::CaptiveStatus::Demanded);
    EXPECT_EQ(held.ransom, 800);
    const std::vector<std::string> lines = ransomDecisionLines(path);
    EXPECT_TRUE(anyRansomLineHas(lines,
                                 "Kingdom of Arden demands £800 of Duchy of Morvan for 20 men "
                                 "of Morvan knights: the ransom the rules set"))
        << ::testing::PrintToString(lines);
}

TEST_F(OpponentRansoms, ItsOwnMenAreRansomedWhenItsTreasuryAllowsAndUndoTakesItBack) {
    const fs::path path = made(2000, "pay.seneschal");
    advanceOneDay(path);
    const campaign::CaptiveLine own = captiveHeldBy(path, "morvan");
    EXPECT_EQ(own.status, campaign::CaptiveStatus::Paid);
    EXPECT_EQ(own.paid, 800);
    EXPECT_EQ(poundsOf(path, "arden"), 1200);
    EXPECT_EQ(poundsOf(path, "morvan"), 5800);
    const std::vector<std::string> lines = ransomDecisionLines(path);
    EXPECT_TRUE(anyRansomLineHas(lines,
                                 "Kingdom of Arden pays the £800 owed to Duchy of Morvan for 20 "
                                 "men of Arden knights: the treasury holds £2,000, and 50% of "
                                 "it may go to one ransom"))
        << ::testing::PrintToString(lines);
    {
        auto file = openCampaign(path, CampaignAccess::Write);
        ASSERT_TRUE(undoLastAction(file).has_value());
    }
    EXPECT_EQ(captiveHeldBy(path, "morvan").status, campaign::CaptiveStatus::Demanded);
    EXPECT_EQ(captiveHeldBy(path, "arden").status, campaign::CaptiveStatus::Held);
    EXPECT_EQ(poundsOf(path, "arden"), 2000);
    EXPECT_TRUE(ransomDecisionLines(path).empty());
}

TEST_F(OpponentRansoms, ARansomItCanNeverPayIsRefused) {
    const fs::path path = made(100, "refuse.seneschal");
    advanceOneDay(path);
    EXPECT_EQ(captiveHeldBy(path, "morvan").status, campaign::CaptiveStatus::Refused);
    EXPECT_EQ(poundsOf(path, "arden"), 100);
    EXPECT_TRUE(anyRansomLineHas(ransomDecisionLines(path),
                                 "Kingdom of Arden refuses the £800 Duchy of "
                                 "Morvan demands for 20 men of Arden knights"))
        << ::testing::PrintToString(ransomDecisionLines(path));
}

TEST_F(OpponentRansoms, ARansomBeyondItsMeansForNowIsLeftOwing) {
    // £800 is more than half of £1,000 and no more than four times it: no instalment is due
    // until 30 days after the demand, so it pays nothing and refuses nothing.
    const fs::path path = made(1000, "owing.seneschal");
    for (int day = 0; day < 3; ++day) advanceOneDay(path);
    EXPECT_EQ(captiveHeldBy(path, "morvan").status, campaign::CaptiveStatus::Demanded);
    EXPECT_EQ(poundsOf(path, "arden"), 1000);
}

TEST_F(OpponentRansoms, TheSameSeedMakesTheSameDecisions) {
    const fs::path first = made(1000, "first.seneschal", 11);
    const fs::path second = made(1000, "second.seneschal", 11);
    for (int day = 0; day < 35; ++day) {
        advanceOneDay(first);
        advanceOneDay(second);
    }
    const std::vector<std::string> lines = ransomDecisionLines(first);
    EXPECT_EQ(lines, ransomDecisionLines(second));
    // 30 days after the demand (31 May): an instalment of a quarter, within half the treasury.
    EXPECT_TRUE(anyRansomLineHas(lines, "pays an instalment of £200 to Duchy of Morvan"))
        << ::testing::PrintToString(lines);
    EXPECT_EQ(captiveHeldBy(first, "morvan").status, campaign::CaptiveStatus::PartPaid);
}

}  // namespace
}  // namespace seneschal::application
