// Scenario files may not reach outside their folder, nor names carry control characters in or
// out of a campaign (issue 13, item 8).
#include <gtest/gtest.h>

#include <filesystem>
#include <string>

#include "base/errors.hpp"
#include "campaign/actions/action_log.hpp"
#include "campaign/actions/actions.hpp"
#include "campaign/actions/army_orders.hpp"
#include "campaign/scenarios/scenario_reader.hpp"
#include "campaign/scenarios/scenario_writer.hpp"
#include "campaign/stores/repository.hpp"
#include "tests/campaign/sample_campaign.hpp"
#include "tests/campaign/temp_dir.hpp"
#include "tests/test_files.hpp"

namespace seneschal::campaign {
namespace {
using testing::kSmallScenario;

namespace fs = std::filesystem;
using seneschal::testing::readBytes;
using seneschal::testing::TempDir;
using seneschal::testing::writeBytes;

class MapBackground : public ::testing::Test {
  protected:
    // test-small.xml in a scratch folder, its map given this background.
    fs::path scenarioWith(const std::string& background) {
        std::string text = readBytes(kSmallScenario);
        const std::string map = "<map width=\"600\" height=\"400\"";
        text.replace(text.find(map), map.size(), map + " background=\"" + background + "\"");
        const fs::path path = dir / "scenarios" / "arden.xml";
        fs::create_directories(path.parent_path());
        writeBytes(path, text);
        return path;
    }

    std::string refusal(const std::string& background) {
        try {
            readScenarioFile(scenarioWith(background));
        } catch (const DataError& e) {
            EXPECT_EQ(e.where().element, "map@background") << e.what();
            EXPECT_EQ(e.where().line, 14) << e.what();
            return e.what();
        }
        ADD_FAILURE() << "background '" << background << "' was accepted";
        return {};
    }

    TempDir dir;
};

TEST_F(MapBackground, AnAbsolutePathIsRefused) {
    EXPECT_NE(refusal("/etc/shadow").find("absolute"), std::string::npos);
}

TEST_F(MapBackground, APathClimbingOutOfTheFolderIsRefused) {
    for (const char* path : {"../../../../etc/shadow", "..", "maps/../../x.png", "."}) {
        EXPECT_NE(refusal(path).find("outside the scenario's folder"), std::string::npos) << path;
    }
}

TEST_F(MapBackground, ASymbolicLinkLeadingOutOfTheFolderIsRefused) {
    fs::create_directories(dir / "scenarios");
    fs::create_directory_symlink("/etc", dir / "scenarios" / "maps");
    EXPECT_NE(refusal("maps/shadow").find("symbolic link"), std::string::npos);
}

TEST_F(MapBackground, APictureInTheFolderOrBelowIsAccepted) {
    EXPECT_EQ(readScenarioFile(scenarioWith("arden.png")).info.mapBackground, "arden.png");
    EXPECT_EQ(readScenarioFile(scenarioWith("maps/arden.png")).info.mapBackground,
              "maps/arden.png");
}

class ControlCharacters : public ::testing::Test {
  protected:
    TempDir dir;
    CampaignFile file = seneschal::testing::createSampleFile(dir / "sample.seneschal");
};

TEST_F(ControlCharacters, RenamingAUnitToANameWithAControlCharacterIsRefused) {
    RenameUnit rename("knights", "Knights\x01of the Garter");
    try {
        perform(file.db(), rename);
        FAIL() << "the rename was accepted";
    } catch (const UserError& e) {
        EXPECT_NE(std::string(e.what()).find("U+0001"), std::string::npos) << e.what();
        EXPECT_EQ(std::string(e.what()).find('\x01'), std::string::npos) << e.what();
    }
    EXPECT_EQ(readSnapshot(file.db()).armies[0].battals[0].units[0].name, "Knights");
}

TEST_F(ControlCharacters, SplittingOffAnArmyNamedWithALineBreakIsRefused) {
    SplitArmy split("host", {"archers"}, "Rear\nguard");
    EXPECT_THROW(perform(file.db(), split), UserError);
    EXPECT_EQ(readSnapshot(file.db()).armies.size(), 1u);
}

TEST_F(ControlCharacters, TheScenarioWriterRefusesANameItCouldNotReadBack) {
    CampaignSnapshot snapshot = seneschal::testing::sampleCampaign();
    snapshot.armies[0].battals[0].units[0].name = "Knights\x01";
    try {
        writeScenario(snapshot);
        FAIL() << "a name with U+0001 was written";
    } catch (const UserError& e) {
        EXPECT_NE(std::string(e.what()).find("the name of the unit 'knights'"), std::string::npos)
            << e.what();
    }
}

}  // namespace
}  // namespace seneschal::campaign
