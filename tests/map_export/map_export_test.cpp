// The map written to files (issue 15, map/map_export.hpp): one painter on two surfaces. The SVG
// is well-formed with every place of the bundled Crécy campaign named in a <text>; the PNG has
// the size asked for; a side's map has fewer army stacks than the umpire's; and every refusal
// happens before anything is written, leaving the target as it was.
#include "map/map_export.hpp"

#include <cairo.h>
#include <gtest/gtest.h>

#include <fstream>
#include <pugixml.hpp>
#include <set>
#include <string>

#include "application/files/campaign_files.hpp"
#include "application/files/map_files.hpp"
#include "application/views/map_seen_by.hpp"
#include "base/errors.hpp"
#include "tests/campaign/temp_dir.hpp"
#include "tests/test_files.hpp"

namespace seneschal::map {
namespace {

namespace fs = std::filesystem;
using testing::readBytes;

class CrecyExport : public ::testing::Test {
  protected:
    testing::TempDir dir;
    fs::path campaign = dir / "crecy.seneschal";

    void SetUp() override { application::newCampaign({testing::kCrecyScenario, campaign, false}); }

    // The campaign opened as `map` opens it, read only, and its map written or read.
    application::MapExportSummary exportMap(const std::optional<std::string>& side,
                                            const fs::path& out, int width, int height,
                                            bool replace) {
        auto file = application::openCampaign(campaign, application::CampaignAccess::Read);
        return application::exportCampaignMap(file, side, out, width, height, replace);
    }
    map::MapView mapOf(const std::optional<std::string>& side) {
        auto file = application::openCampaign(campaign, application::CampaignAccess::Read);
        return application::campaignMap(file, side);
    }

    // The message of the UserError `export` throws; fails the test when it throws none.
    template <typename Export>
    std::string refusal(Export&& run) {
        try {
            run();
        } catch (const UserError& error) {
            return error.what();
        }
        ADD_FAILURE() << "the export was not refused";
        return {};
    }
};

std::set<std::string> textsOf(const pugi::xml_document& svg) {
    std::set<std::string> texts;
    for (const pugi::xpath_node& node : svg.select_nodes("//text"))
        texts.insert(node.node().child_value());
    return texts;
}

int armyStacksIn(const pugi::xml_document& svg) {
    return static_cast<int>(svg.select_nodes("//g[@class='army-stack']").size());
}

pugi::xml_document parsedSvg(const fs::path& file) {
    pugi::xml_document svg;
    const pugi::xml_parse_result parsed = svg.load_file(file.c_str());
    EXPECT_TRUE(parsed) << file << ": " << parsed.description() << " at " << parsed.offset;
    return svg;
}

TEST(MapImageFormat, ComesFromTheExtensionInAnyCase) {
    EXPECT_EQ(mapImageFormat("map.svg"), MapImageFormat::Svg);
    EXPECT_EQ(mapImageFormat("dir/Map.SVG"), MapImageFormat::Svg);
    EXPECT_EQ(mapImageFormat("map.png"), MapImageFormat::Png);
    EXPECT_EQ(mapImageFormat("MAP.Png"), MapImageFormat::Png);
}

TEST(MapImageFormat, AnyOtherNameIsRefusedNamingTheOption) {
    try {
        mapImageFormat("x.jpg");
        FAIL() << "x.jpg was accepted";
    } catch (const UserError& error) {
        EXPECT_STREQ(error.what(), "--out: 'x.jpg' is neither .svg nor .png");
    }
    EXPECT_THROW(mapImageFormat("map"), UserError);
    EXPECT_THROW(mapImageFormat("map.svg.txt"), UserError);
}

TEST_F(CrecyExport, TheSvgIsWellFormedWithEveryPlaceNamedAsText) {
    const fs::path out = dir / "crecy.svg";
    const application::MapExportSummary written = exportMap(std::nullopt, out, 1600, 1000, false);
    EXPECT_EQ(written.describe(),
              "Wrote the map of The Crécy campaign, 1346 as the umpire sees "
              "it to " +
                  out.string() + " (1600 x 1000)");
    const pugi::xml_document svg = parsedSvg(out);
    const pugi::xml_node root = svg.child("svg");
    ASSERT_TRUE(root);
    EXPECT_STREQ(root.attribute("width").value(), "1600");
    EXPECT_STREQ(root.attribute("height").value(), "1000");

    const std::set<std::string> texts = textsOf(svg);
    const map::MapView view = mapOf(std::nullopt);
    ASSERT_EQ(view.places.size(), 31u);
    for (const map::MapPlace& place : view.places)
        EXPECT_TRUE(texts.count(place.name)) << place.name << " has no <text>";
    EXPECT_GT(armyStacksIn(svg), 0);
}

TEST_F(CrecyExport, ThePngHasTheSizeAskedFor) {
    const fs::path out = dir / "crecy.png";
    exportMap(std::nullopt, out, 1280, 800, false);
    cairo_surface_t* picture = cairo_image_surface_create_from_png(out.c_str());
    ASSERT_EQ(cairo_surface_status(picture), CAIRO_STATUS_SUCCESS);
    EXPECT_EQ(cairo_image_surface_get_width(picture), 1280);
    EXPECT_EQ(cairo_image_surface_get_height(picture), 800);
    cairo_surface_destroy(picture);
}

TEST_F(CrecyExport, ASidesMapHasFewerArmyStacksThanTheUmpires) {
    exportMap(std::nullopt, dir / "umpire.svg", 1600, 1000, false);
    const application::MapExportSummary written =
        exportMap("kingdom of england", dir / "england.svg", 1600, 1000, false);
    EXPECT_EQ(written.seenBy, "Kingdom of England");
    EXPECT_NE(written.describe().find("as seen by Kingdom of England"), std::string::npos);
    const pugi::xml_document umpire = parsedSvg(dir / "umpire.svg");
    const pugi::xml_document england = parsedSvg(dir / "england.svg");
    // At Saint-Vaast the English see none of the French armies (map_seen_by_test.cpp).
    EXPECT_EQ(armyStacksIn(umpire), 4);
    EXPECT_EQ(armyStacksIn(england), 1);
    EXPECT_LT(armyStacksIn(england), armyStacksIn(umpire));
}

TEST_F(CrecyExport, TheWindowsRequestDrawsTheSameSvgWhateverIsSelected) {
    const map::MapView view = mapOf(std::nullopt);
    LayoutRequest request;
    request.width = 1000;
    request.height = 700;
    request.transform = fitToSurface(view, request.width, request.height, true);
    writeMapImage(view, request, MapImageFormat::Svg, dir / "plain.svg");
    request.selectedId = "caen";
    request.hoveredId = "english-host";
    writeMapImage(view, request, MapImageFormat::Svg, dir / "selected.svg");
    EXPECT_EQ(readBytes(dir / "plain.svg"), readBytes(dir / "selected.svg"));
    request.legend = false;
    writeMapImage(view, request, MapImageFormat::Svg, dir / "no-legend.svg");
    EXPECT_EQ(parsedSvg(dir / "plain.svg").select_nodes("//g[@class='legend']").size(), 1u);
    EXPECT_EQ(parsedSvg(dir / "no-legend.svg").select_nodes("//g[@class='legend']").size(), 0u);
}

TEST_F(CrecyExport, AnExistingFileIsReplacedOnlyWhenAskedTo) {
    const fs::path out = dir / "old.svg";
    { std::ofstream(out) << "an older picture"; }
    const std::string message = refusal([&] { exportMap(std::nullopt, out, 1600, 1000, false); });
    EXPECT_NE(message.find("--out"), std::string::npos) << message;
    EXPECT_NE(message.find(out.string()), std::string::npos) << message;
    EXPECT_NE(message.find("--force"), std::string::npos) << message;
    EXPECT_EQ(readBytes(out), "an older picture");

    exportMap(std::nullopt, out, 1600, 1000, true);
    EXPECT_TRUE(parsedSvg(out).child("svg"));
}

TEST_F(CrecyExport, NeverOntoTheCampaignOrAnyCampaignEvenWithForce) {
    const std::string before = readBytes(campaign);
    for (const fs::path& out : {campaign, fs::path(campaign.string() + "-wal")}) {
        const std::string message =
            refusal([&] { exportMap(std::nullopt, out, 1600, 1000, true); });
        EXPECT_NE(message.find("--out"), std::string::npos) << message;
    }
    EXPECT_EQ(readBytes(campaign), before);
    EXPECT_FALSE(fs::exists(campaign.string() + "-wal"));

    // Another campaign, named .svg, is no picture to overwrite either.
    const fs::path other = dir / "other.svg";
    fs::copy_file(campaign, other);
    const std::string otherBefore = readBytes(other);
    refusal([&] { exportMap(std::nullopt, other, 1600, 1000, true); });
    EXPECT_EQ(readBytes(other), otherBefore);
}

TEST_F(CrecyExport, ABadNameSizeOrSideWritesNothing) {
    const fs::path jpg = dir / "map.jpg";
    EXPECT_EQ(refusal([&] { exportMap(std::nullopt, jpg, 1600, 1000, false); }),
              "--out: '" + jpg.string() + "' is neither .svg nor .png");
    EXPECT_FALSE(fs::exists(jpg));

    const fs::path png = dir / "map.png";
    const std::string narrow = refusal([&] { exportMap(std::nullopt, png, 10, 1000, false); });
    EXPECT_NE(narrow.find("--width"), std::string::npos) << narrow;
    const std::string tall = refusal([&] { exportMap(std::nullopt, png, 1600, 90000, false); });
    EXPECT_NE(tall.find("--height"), std::string::npos) << tall;
    const std::string side = refusal([&] { exportMap("Navarre", png, 1600, 1000, false); });
    EXPECT_NE(side.find("Navarre"), std::string::npos) << side;
    EXPECT_NE(side.find("Kingdom of France"), std::string::npos) << side;
    EXPECT_FALSE(fs::exists(png));
    // Nor is anything left beside it.
    for (const auto& entry : fs::directory_iterator(dir.path()))
        EXPECT_EQ(entry.path().filename().string().find("map"), std::string::npos) << entry.path();
}

TEST_F(CrecyExport, AMissingCampaignIsRefusedAndNothingWritten) {
    const fs::path out = dir / "map.svg";
    refusal([&] {
        auto file =
            application::openCampaign(dir / "missing.seneschal", application::CampaignAccess::Read);
        application::exportCampaignMap(file, std::nullopt, out, 1600, 1000, false);
    });
    EXPECT_FALSE(fs::exists(out));
}

}  // namespace
}  // namespace seneschal::map
