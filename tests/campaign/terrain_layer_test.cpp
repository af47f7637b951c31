// Issue 15: the map's terrain layer (docs/formats.md, <terrain>): coast, rivers, woods, marsh
// and the land against the sea, in map units, carried from the scenario into the campaign file
// and back out by export, unchanged; a malformed layer is refused naming file, line and field.
#include <SQLiteCpp/Statement.h>
#include <gtest/gtest.h>

#include <string>

#include "battle/errors.hpp"
#include "campaign/file/campaign_file.hpp"
#include "campaign/scenarios/scenario_import.hpp"
#include "campaign/scenarios/scenario_reader.hpp"
#include "campaign/stores/map_store.hpp"
#include "campaign/stores/repository.hpp"
#include "tests/campaign/temp_dir.hpp"
#include "tests/test_files.hpp"

namespace seneschal::campaign {
namespace {

namespace fs = std::filesystem;
using seneschal::testing::readBytes;
using seneschal::testing::TempDir;
using seneschal::testing::writeBytes;

const char* const kLayer = R"xml(<terrain milesPerUnit="0.2301" projection="equirectangular, 49.9 N"
             source="GSHHG 2.3.7 (LGPL-3)">
      <land points="0,0 300,0 300.5,120.25 0,130"/>
      <coast points="300.5,120.25 0,130"/>
      <river name="Somme" points="10,20 30.5,40 50,60.125"/>
      <wood name="Forest of Crécy" points="100,100 120,100 110,125"/>
    </terrain>
    )xml";

// test-small.xml with `layer` as the first child of its map.
fs::path scenarioWithLayer(const fs::path& dir, const std::string& layer) {
    std::string text = readBytes(seneschal::testing::kSmallScenario);
    const std::string map = "<map width=\"600\" height=\"400\">";
    const std::size_t at = text.find(map);
    EXPECT_NE(at, std::string::npos);
    text.insert(at + map.size(), "\n    " + layer);
    const fs::path path = dir / "with-layer.xml";
    writeBytes(path, text);
    return path;
}

TEST(TerrainLayer, AScenarioLayerReachesTheCampaignFileAsWrittenAndExportsBackTheSame) {
    TempDir dir;
    importScenario(scenarioWithLayer(dir.path(), kLayer), dir / "c.seneschal", false);
    auto file = CampaignFile::open(dir / "c.seneschal");
    const CampaignSnapshot stored = readSnapshot(file.db());
    ASSERT_EQ(stored.terrain.size(), 4u);
    EXPECT_EQ(stored.terrain[0].kind, "land");
    EXPECT_EQ(stored.terrain[0].points[2], (MapPoint{300.5, 120.25}));
    EXPECT_EQ(stored.terrain[2].name, "Somme");
    EXPECT_EQ(stored.terrain[2].points.back(), (MapPoint{50, 60.125}));
    EXPECT_EQ(stored.terrain[3].name, "Forest of Crécy");
    EXPECT_EQ(stored.info.mapMilesPerUnit, 0.2301);
    EXPECT_EQ(stored.info.mapProjection, "equirectangular, 49.9 N");
    EXPECT_EQ(stored.info.mapSource, "GSHHG 2.3.7 (LGPL-3)");

    exportScenario(dir / "c.seneschal", dir / "out.xml");
    const CampaignSnapshot exported = readScenarioFile(dir / "out.xml");
    EXPECT_EQ(exported.terrain, stored.terrain);
    EXPECT_EQ(exported.info.mapMilesPerUnit, stored.info.mapMilesPerUnit);
    EXPECT_EQ(exported.info.mapSource, stored.info.mapSource);
}

TEST(TerrainLayer, AMapWithoutALayerStillWorksAndHasNone) {
    TempDir dir;
    importScenario(seneschal::testing::kSmallScenario, dir / "c.seneschal", false);
    auto file = CampaignFile::open(dir / "c.seneschal");
    const CampaignSnapshot stored = readSnapshot(file.db());
    EXPECT_TRUE(stored.terrain.empty());
    EXPECT_FALSE(stored.info.mapMilesPerUnit);
}

struct BadLayer {
    const char* name;
    std::string layer;
    const char* element;
    const char* says;
};

void PrintTo(const BadLayer& c, std::ostream* os) {
    *os << c.name;
}

class TerrainLayerRefused : public ::testing::TestWithParam<BadLayer> {};

TEST_P(TerrainLayerRefused, NamingTheFileLineAndFieldAndLeavingNoCampaign) {
    const BadLayer& c = GetParam();
    TempDir dir;
    const fs::path scenario = scenarioWithLayer(dir.path(), c.layer);
    try {
        importScenario(scenario, dir / "c.seneschal", false);
        FAIL() << c.name << " was accepted";
    } catch (const DataError& e) {
        EXPECT_EQ(e.where().file, scenario.string());
        EXPECT_EQ(e.where().line, 15) << e.what();
        EXPECT_EQ(e.where().element, c.element) << e.what();
        EXPECT_NE(std::string(e.what()).find(c.says), std::string::npos) << e.what();
    }
    EXPECT_FALSE(fs::exists(dir / "c.seneschal"));
}

INSTANTIATE_TEST_SUITE_P(
    Cases, TerrainLayerRefused,
    ::testing::Values(
        BadLayer{"semicolon", R"(<terrain><coast points="1,2 3;4"/></terrain>)", "coast@points",
                 "'3;4' is not a point x,y"},
        BadLayer{"outside", R"(<terrain><river points="1,2 650,4"/></terrain>)", "river@points",
                 "the point 650,4 lies outside the map (600 by 400)"},
        BadLayer{"negative", R"(<terrain><river points="1,2 -1,4"/></terrain>)", "river@points",
                 "lies outside the map"},
        BadLayer{"too_few", R"(<terrain><land points="1,2 3,4"/></terrain>)", "land@points",
                 "<land> needs at least 3 points, not 2"},
        BadLayer{"not_a_number", R"(<terrain><coast points="1,2 x,4"/></terrain>)", "coast@points",
                 "'x,4' is not a point x,y"},
        BadLayer{"unknown_feature", R"(<terrain><volcano points="1,2 3,4"/></terrain>)", "volcano",
                 "unknown element <volcano> inside <terrain>"},
        BadLayer{"zero_scale", R"(<terrain milesPerUnit="0"/>)", "terrain@milesPerUnit", "0"}),
    [](const auto& param) { return std::string(param.param.name); });

TEST(TerrainLayer, PointsReadBackToTheSameNumbersFromTheirShortestText) {
    const std::vector<MapPoint> points = {{0.1, 2}, {1e-3, 999.875}, {123.456, 0}};
    EXPECT_EQ(pointsText(points), "0.1,2 0.001,999.875 123.456,0");
    EXPECT_EQ(parsePoints(pointsText(points)), points);
    EXPECT_EQ(parsePoints("  1,2\n\t3,4 "), (std::vector<MapPoint>{{1, 2}, {3, 4}}));
    EXPECT_THROW(parsePoints("1,2,3"), UserError);
    EXPECT_THROW(parsePoints("1,nan"), UserError);
}

}  // namespace
}  // namespace seneschal::campaign
