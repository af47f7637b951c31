// Issue 15: the map's terrain layer (docs/formats.md, <terrain>): coast, rivers, woods, marsh
// and the land against the sea, in map units, carried from the scenario into the campaign file
// and back out by export, unchanged; a malformed layer is refused naming file, line and field.
#include <SQLiteCpp/Statement.h>
#include <gtest/gtest.h>

#include <cmath>
#include <string>

#include "base/errors.hpp"
#include "campaign/file/campaign_file.hpp"
#include "campaign/limits.hpp"
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

// `count` points on a ring inside test-small's 600 by 400 map, as "x,y x,y ...".
std::string ringPoints(int count) {
    std::string text;
    text.reserve(static_cast<std::size_t>(count) * 12);
    for (int i = 0; i < count; ++i) {
        const double angle = 6.283185307179586 * i / count;
        if (i > 0) text += ' ';
        text += pointsText({{300 + 150 * std::cos(angle), 200 + 150 * std::sin(angle)}});
    }
    return text;
}

// Issue 30 item 5: a feature of 100,000 points is a fine coastline; one point more is refused,
// at once (a million-point feature is not read whole before the refusal), naming file, line and
// the feature's points.
TEST(TerrainLayer, AFeatureOfTheMostPointsIsTakenAndOneMoreIsRefused) {
    TempDir dir;
    const std::string most = ringPoints(static_cast<int>(kTerrainFeaturePoints.max));
    importScenario(
        scenarioWithLayer(dir.path(), "<terrain><land points=\"" + most + "\"/></terrain>"),
        dir / "c.seneschal", false);
    {
        auto file = CampaignFile::open(dir / "c.seneschal");
        EXPECT_EQ(readSnapshot(file.db()).terrain.at(0).points.size(),
                  static_cast<std::size_t>(kTerrainFeaturePoints.max));
    }
    for (const int count : {static_cast<int>(kTerrainFeaturePoints.max) + 1, 1'000'000}) {
        const fs::path scenario = scenarioWithLayer(
            dir.path(), "<terrain><wood points=\"" + ringPoints(count) + "\"/></terrain>");
        try {
            importScenario(scenario, dir / "d.seneschal", false);
            ADD_FAILURE() << count << " points were taken";
        } catch (const DataError& e) {
            EXPECT_EQ(e.where().file, scenario.string());
            EXPECT_EQ(e.where().line, 15);
            EXPECT_EQ(e.where().element, "wood@points");
            EXPECT_NE(std::string(e.what()).find("more than 100,000 points"), std::string::npos)
                << e.what();
        }
        EXPECT_FALSE(fs::exists(dir / "d.seneschal"));
    }
}

TEST(TerrainLayer, ALayerOfMoreThanAMillionPointsIsRefusedAtTheFeatureThatPassesTheBound) {
    TempDir dir;
    const std::string feature = "<wood points=\"" + ringPoints(100'000) + "\"/>\n";
    std::string layer = "<terrain>\n";
    for (int i = 0; i < 10; ++i) layer += feature;  // exactly a million: taken
    layer += "<river points=\"1,1 2,2\"/>\n</terrain>";
    const fs::path scenario = scenarioWithLayer(dir.path(), layer);
    try {
        importScenario(scenario, dir / "c.seneschal", false);
        FAIL() << "a layer of 1,000,002 points was taken";
    } catch (const DataError& e) {
        EXPECT_EQ(e.where().line, 26) << e.what();  // the river, the eleventh feature
        EXPECT_EQ(e.where().element, "river@points");
        EXPECT_NE(std::string(e.what()).find("more than 1,000,000 points"), std::string::npos)
            << e.what();
    }
    EXPECT_FALSE(fs::exists(dir / "c.seneschal"));
}

// A campaign file whose layer was written past the bounds by another program is refused when
// opened, naming the file and the feature, and left as it was.
TEST(TerrainLayer, AStoredFeaturePastTheBoundIsRefusedOnOpening) {
    TempDir dir;
    importScenario(scenarioWithLayer(dir.path(), kLayer), dir / "c.seneschal", false);
    {
        SQLite::Database db((dir / "c.seneschal").string(), SQLite::OPEN_READWRITE);
        SQLite::Statement grow(db, "UPDATE map_feature SET points = ? WHERE kind = 'wood'");
        grow.bind(1, ringPoints(static_cast<int>(kTerrainFeaturePoints.max) + 1));
        grow.exec();
        db.exec("PRAGMA journal_mode = DELETE");
    }
    const std::string before = readBytes(dir / "c.seneschal");
    try {
        CampaignFile::open(dir / "c.seneschal", Access::Read);
        FAIL() << "opened";
    } catch (const UserError& e) {
        const std::string what = e.what();
        EXPECT_NE(what.find((dir / "c.seneschal").string()), std::string::npos) << what;
        EXPECT_NE(what.find("Forest of Crécy"), std::string::npos) << what;
        EXPECT_NE(what.find("100,001 points"), std::string::npos) << what;
    }
    EXPECT_EQ(readBytes(dir / "c.seneschal"), before);
}

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
