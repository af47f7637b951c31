// The programmed opponent raising men (issue 36, data/rules/opponent.xml <recruit>,
// docs/rules/opponent.md "Recruiting"), in a day's advance, through the recruit order a person
// gives: an army in a place its side holds, with a stronger enemy in sight, refills its unit
// short of its muster from what the treasury holds beyond a month's wages; the men are booked as
// recruited (the conservation check holds), the chronicle says why, and undo takes the day back.
#include <gtest/gtest.h>

#include <fstream>
#include <string>
#include <vector>

#include "application/files/campaign_files.hpp"
#include "application/orders/calendar_orders.hpp"
#include "application/orders/history.hpp"
#include "campaign/stores/repository.hpp"
#include "tests/application/opponent_chronicle.hpp"
#include "tests/campaign/temp_dir.hpp"

namespace seneschal::application {
namespace {

namespace fs = std::filesystem;

// Arden (programmed, `treasury` pounds) holds Ardenford with 800 spearmen of the 1,000 it
// mustered (200 dead); Morvan's 3,000 stand at Morvanbridge, two days off.
fs::path recruitingScenario(const fs::path& dir, int treasury) {
    const fs::path path = dir / ("recruiting-" + std::to_string(treasury) + ".xml");
    std::ofstream(path, std::ios::binary) << R"(<?xml version="1.0" encoding="UTF-8"?>
<scenario format="2" id="recruiting" name="Recruiting" rules="godsacre" start="1350-05-03" currency="pounds">
  <sides>
    <side id="arden" name="Kingdom of Arden" treasury=")"
                                          << treasury << R"(" programmed="yes"/>
    <side id="morvan" name="Duchy of Morvan" treasury="5000"/>
  </sides>
  <map width="100" height="100">
    <place id="a" name="Ardenford" kind="town" x="10" y="10" owner="arden" terrain="open"/>
    <place id="b" name="Morvanbridge" kind="town" x="90" y="90" owner="morvan" terrain="open"/>
    <route from="a" to="b" kind="road" footDays="2" mountedDays="1"/>
  </map>
  <army id="arden-host" name="Host of Arden" side="arden" place="a">
    <battal id="arden-van" name="Arden vanguard" orders="hold">
      <unit id="arden-spears" name="Arden spearmen" type="militia-spearmen" class="C" men="800" dead="200"/>
    </battal>
  </army>
  <army id="morvan-host" name="Host of Morvan" side="morvan" place="b">
    <battal id="morvan-van" name="Morvan vanguard" orders="hold">
      <unit id="morvan-spears" name="Morvan spearmen" type="militia-spearmen" class="C" men="3000"/>
    </battal>
  </army>
</scenario>
)";
    return path;
}

campaign::Unit ardenSpearmenOf(const fs::path& campaign) {
    auto file = openCampaign(campaign, CampaignAccess::Read);
    for (const campaign::Army& army : campaign::readSnapshot(file.db()).armies)
        for (const campaign::Battal& battal : army.battals)
            for (const campaign::Unit& unit : battal.units)
                if (unit.id == "arden-spears") return unit;
    ADD_FAILURE() << "no Arden spearmen";
    return {};
}

class OpponentRecruits : public ::testing::Test {
  protected:
    testing::TempDir dir;
    fs::path madeWith(int treasury) {
        const fs::path path = dir / ("recruiting-" + std::to_string(treasury) + ".seneschal");
        newCampaign({recruitingScenario(dir.path(), treasury), path, false, 11});
        return path;
    }
    static void oneDay(const fs::path& campaign) {
        auto file = openCampaign(campaign, CampaignAccess::Write);
        ASSERT_NO_THROW(advanceCalendar(file, {1, {}}));
    }
};

TEST_F(OpponentRecruits, AnArmyFacingAStrongerEnemyRefillsItsRollsAndUndoTakesItBack) {
    const fs::path path = madeWith(5000);
    oneDay(path);
    const campaign::Unit after = ardenSpearmenOf(path);
    EXPECT_EQ(after.recruited, 80) << "a tenth of the host's 800 men in a day";
    EXPECT_TRUE(after.balances()) << "every man raised is booked";
    const std::vector<std::string> lines = opponentChronicleTexts(path);
    const bool said = std::any_of(lines.begin(), lines.end(), [](const std::string& line) {
        return line.rfind("Host of Arden raises 80 men at Ardenford for Arden spearmen (", 0) ==
                   0 &&
               line.find("Host of Morvan (c. ") != std::string::npos &&
               line.find("Arden spearmen is 200 short of its muster") != std::string::npos;
    });
    EXPECT_TRUE(said) << ::testing::PrintToString(lines);
    {
        auto file = openCampaign(path, CampaignAccess::Write);
        ASSERT_TRUE(undoLastAction(file).has_value());
    }
    EXPECT_EQ(ardenSpearmenOf(path).recruited, 0);
    EXPECT_TRUE(opponentChronicleTexts(path).empty());
}

TEST_F(OpponentRecruits, ATreasuryWithoutAMonthsWagesToSpareRaisesNobody) {
    const fs::path path = madeWith(10);
    oneDay(path);
    EXPECT_EQ(ardenSpearmenOf(path).recruited, 0);
    for (const std::string& line : opponentChronicleTexts(path))
        EXPECT_EQ(line.find(" raises "), std::string::npos) << line;
}

}  // namespace
}  // namespace seneschal::application
