// The programmed opponent concentrating (issue 36, data/rules/opponent.xml <concentrate>,
// docs/rules/opponent.md "Concentrating"), in a day's advance, through the merge order a person
// gives: two of its armies at one place become one host, its men kept, the chronicle saying why,
// and undo taking the day back.
#include <gtest/gtest.h>

#include <algorithm>
#include <fstream>
#include <optional>
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

// Arden (programmed) has its host and a smaller guard at Ardenford; Morvan stands far off.
fs::path concentratingScenario(const fs::path& dir) {
    const fs::path path = dir / "concentrating.xml";
    std::ofstream(path, std::ios::binary) << R"(<?xml version="1.0" encoding="UTF-8"?>
<scenario format="2" id="concentrating" name="Concentrating" rules="godsacre" start="1350-05-03" currency="pounds">
  <sides>
    <side id="arden" name="Kingdom of Arden" treasury="100" programmed="yes"/>
    <side id="morvan" name="Duchy of Morvan" treasury="100"/>
  </sides>
  <map width="100" height="100">
    <place id="a" name="Ardenford" kind="town" x="10" y="10" owner="arden" terrain="open"/>
    <place id="b" name="Morvanbridge" kind="town" x="90" y="90" owner="morvan" terrain="open"/>
  </map>
  <army id="arden-host" name="Host of Arden" side="arden" place="a">
    <battal id="arden-van" name="Arden vanguard" orders="hold">
      <unit id="arden-spears" name="Arden spearmen" type="militia-spearmen" class="C" men="900"/>
    </battal>
  </army>
  <army id="arden-guard" name="Ford guard" side="arden" place="a">
    <battal id="ford-watch" name="Ford watch" orders="hold">
      <unit id="ford-spears" name="Ford spearmen" type="militia-spearmen" class="C" men="300"/>
    </battal>
  </army>
  <army id="morvan-host" name="Host of Morvan" side="morvan" place="b">
    <battal id="morvan-van" name="Morvan vanguard" orders="hold">
      <unit id="morvan-spears" name="Morvan spearmen" type="militia-spearmen" class="C" men="1000"/>
    </battal>
  </army>
</scenario>
)";
    return path;
}

TEST(OpponentConcentrates, ItsArmiesAtOnePlaceBecomeOneHostAndUndoTakesItBack) {
    testing::TempDir dir;
    const fs::path path = dir / "concentrating.seneschal";
    newCampaign({concentratingScenario(dir.path()), path, false, 5});
    {
        auto file = openCampaign(path, CampaignAccess::Write);
        ASSERT_NO_THROW(advanceCalendar(file, {1, {}}));
    }
    {
        auto file = openCampaign(path, CampaignAccess::Read);
        const campaign::CampaignSnapshot snapshot = campaign::readSnapshot(file.db());
        const campaign::Army* guard = snapshot.findArmy("arden-guard");
        const campaign::Army* host = snapshot.findArmy("arden-host");
        ASSERT_TRUE(guard && host);
        EXPECT_EQ(guard->mergedInto, std::optional<std::string>("arden-host"));
        std::int64_t men = 0;
        for (const campaign::Battal& battal : host->battals)
            for (const campaign::Unit& unit : battal.units) men += unit.present;
        EXPECT_EQ(men, 1200) << "every man of both";
    }
    const std::vector<std::string> lines = opponentChronicleTexts(path);
    EXPECT_TRUE(std::any_of(lines.begin(), lines.end(), [](const std::string& line) {
        return line.rfind("Ford guard joins Host of Arden at Ardenford, 1,200 men in one host",
                          0) == 0;
    })) << ::testing::PrintToString(lines);
    {
        auto file = openCampaign(path, CampaignAccess::Write);
        ASSERT_TRUE(undoLastAction(file).has_value());
    }
    auto file = openCampaign(path, CampaignAccess::Read);
    const campaign::CampaignSnapshot undone = campaign::readSnapshot(file.db());
    const campaign::Army* guard = undone.findArmy("arden-guard");
    ASSERT_NE(guard, nullptr);
    EXPECT_FALSE(guard->mergedInto.has_value());
}

}  // namespace
}  // namespace seneschal::application
