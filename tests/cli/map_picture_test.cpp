// Issue 34: the map's picture kept in the campaign file, and the map's scale set from two points.
// A picture (PNG or JPEG) is taken into the file, so the map is drawn by it with the picture file
// gone; an export writes it beside the scenario and a new campaign takes it back in; undo takes
// it away. What is not a picture is refused naming --file, and nothing is written.
#include <cairo.h>
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <functional>
#include <map>
#include <string>
#include <vector>

#include "tests/campaign/temp_dir.hpp"
#include "tests/cli/cli_run.hpp"

namespace seneschal::cli {
namespace {

namespace fs = std::filesystem;
using seneschal::testing::readBytes;
using seneschal::testing::TempDir;

struct Rgb {
    int r = 0, g = 0, b = 0;
};

// A picture of one colour, written as a PNG by cairo.
void writeOneColourPng(const fs::path& path, int width, int height, Rgb colour) {
    cairo_surface_t* surface = cairo_image_surface_create(CAIRO_FORMAT_RGB24, width, height);
    cairo_t* cr = cairo_create(surface);
    cairo_set_source_rgb(cr, colour.r / 255.0, colour.g / 255.0, colour.b / 255.0);
    cairo_paint(cr);
    cairo_destroy(cr);
    ASSERT_EQ(cairo_surface_write_to_png(surface, path.c_str()), CAIRO_STATUS_SUCCESS);
    cairo_surface_destroy(surface);
}

// The share of a PNG's pixels within a few steps of `colour` (a JPEG's are not exact).
double shareOfColour(const fs::path& png, Rgb colour) {
    cairo_surface_t* surface = cairo_image_surface_create_from_png(png.c_str());
    EXPECT_EQ(cairo_surface_status(surface), CAIRO_STATUS_SUCCESS) << png;
    cairo_surface_flush(surface);
    const int width = cairo_image_surface_get_width(surface);
    const int height = cairo_image_surface_get_height(surface);
    const int stride = cairo_image_surface_get_stride(surface);
    const unsigned char* data = cairo_image_surface_get_data(surface);
    long near = 0;
    for (int y = 0; y < height; ++y) {
        for (int x = 0; x < width; ++x) {
            std::uint32_t pixel = 0;
            std::copy_n(data + y * stride + x * 4, 4, reinterpret_cast<unsigned char*>(&pixel));
            const int r = static_cast<int>((pixel >> 16) & 0xff);
            const int g = static_cast<int>((pixel >> 8) & 0xff);
            const int b = static_cast<int>(pixel & 0xff);
            if (std::abs(r - colour.r) <= 12 && std::abs(g - colour.g) <= 12 &&
                std::abs(b - colour.b) <= 12)
                ++near;
        }
    }
    cairo_surface_destroy(surface);
    return width * height == 0 ? 0.0 : static_cast<double>(near) / (width * height);
}

// Every file under a folder with a digest of its bytes: the campaign, its -wal and -shm, backups.
std::map<std::string, std::size_t> pictureFolderBytes(const fs::path& folder) {
    std::map<std::string, std::size_t> files;
    for (const auto& entry : fs::recursive_directory_iterator(folder)) {
        if (entry.is_regular_file())
            files[entry.path().string()] = std::hash<std::string>{}(readBytes(entry.path()));
    }
    return files;
}

constexpr Rgb kSea{32, 96, 192};
constexpr Rgb kRedField{192, 48, 32};  // tests/data/pictures/red-field.jpg, #c03020

class MapPicture : public ::testing::Test {
  protected:
    void SetUp() override {
        const CliResult made = run({"new", "--blank", "--db", db, "--name", "The Border War",
                                    "--start", "1350-05-01", "--width", "600", "--height", "400"});
        ASSERT_EQ(made.code, 0) << made.err;
    }
    CliResult edit(std::vector<std::string> args) {
        args.insert(args.begin(), {"edit", "--db", db});
        return run(args);
    }
    // The campaign's map as a PNG, outside the campaign's folder.
    fs::path mapPng(const std::string& campaign) {
        const fs::path out = elsewhere / ("map" + std::to_string(++maps) + ".png");
        const CliResult r = run(
            {"map", "--db", campaign, "--out", out.string(), "--width", "600", "--height", "400"});
        EXPECT_EQ(r.code, 0) << r.err;
        return out;
    }
    // Refused: one error line naming `option`, exit 1, not a byte of the folder changed.
    void refused(const std::vector<std::string>& args, const std::string& option) {
        const auto before = pictureFolderBytes(dir.path());
        const CliResult r = edit(args);
        EXPECT_EQ(r.code, 1) << r.out << r.err;
        EXPECT_EQ(r.err.rfind("error: ", 0), 0u) << r.err;
        EXPECT_TRUE(has(r.err, option)) << r.err;
        EXPECT_EQ(std::count(r.err.begin(), r.err.end(), '\n'), 1) << r.err;
        EXPECT_EQ(pictureFolderBytes(dir.path()), before) << r.err;
    }

    TempDir dir;
    TempDir elsewhere;
    std::string db = (dir / "c.seneschal").string();
    int maps = 0;
};

TEST_F(MapPicture, APictureIsKeptInTheFileDrawnWithItsFileGoneAndUndone) {
    EXPECT_LT(shareOfColour(mapPng(db), kSea), 0.01) << "a blank map is not the picture's colour";
    const fs::path picture = elsewhere / "sea.png";
    writeOneColourPng(picture, 300, 200, kSea);
    const CliResult set = edit({"map", "picture", "--file", picture.string()});
    ASSERT_EQ(set.code, 0) << set.err;
    EXPECT_EQ(set.out, "The map's picture is now sea.png (300 by 200 pixels)\n");
    fs::remove(picture);  // the campaign file holds it now

    EXPECT_GT(shareOfColour(mapPng(db), kSea), 0.4) << "the map is drawn over the picture";
    const fs::path svg = elsewhere / "map.svg";
    ASSERT_EQ(run({"map", "--db", db, "--out", svg.string()}).code, 0);
    EXPECT_TRUE(has(readBytes(svg), "xlink:href=\"data:image/png;base64,iVBORw0KGgo"))
        << "the SVG holds the picture itself, not a path to it";
    const CliResult ledger = run({"ledger", "--db", db, "--wide"});
    EXPECT_TRUE(has(ledger.out, "The map's picture is now sea.png")) << ledger.out;

    ASSERT_EQ(run({"undo", "--db", db}).code, 0);
    EXPECT_LT(shareOfColour(mapPng(db), kSea), 0.01) << "undo takes the picture away";
    ASSERT_EQ(run({"redo", "--db", db}).code, 0);
    EXPECT_GT(shareOfColour(mapPng(db), kSea), 0.4);
    const CliResult removed = edit({"map", "picture", "--remove"});
    ASSERT_EQ(removed.code, 0) << removed.err;
    EXPECT_LT(shareOfColour(mapPng(db), kSea), 0.01);
    EXPECT_EQ(run({"check", "--db", db}).code, 0);
}

TEST_F(MapPicture, AJpegTravelsBesideTheExportedScenarioAndIntoANewCampaign) {
    const fs::path jpeg = fs::path(SENESCHAL_SOURCE_DIR) / "tests/data/pictures/red-field.jpg";
    const CliResult set = edit({"map", "picture", "--file", jpeg.string()});
    ASSERT_EQ(set.code, 0) << set.err;
    EXPECT_EQ(set.out, "The map's picture is now red-field.jpg (90 by 60 pixels)\n");
    EXPECT_GT(shareOfColour(mapPng(db), kRedField), 0.4);

    const fs::path scenario = elsewhere / "border-war.xml";
    const CliResult exported = run({"export", "--db", db, "--out", scenario.string()});
    ASSERT_EQ(exported.code, 0) << exported.err;
    EXPECT_TRUE(has(readBytes(scenario), "background=\"border-war-map.jpg\"")) << exported.out;
    EXPECT_EQ(readBytes(elsewhere / "border-war-map.jpg"), readBytes(jpeg))
        << "the picture is written beside the scenario, byte for byte";

    const std::string again = (elsewhere / "again.seneschal").string();
    const CliResult made = run({"new", "--scenario", scenario.string(), "--db", again});
    ASSERT_EQ(made.code, 0) << made.err;
    fs::remove(elsewhere / "border-war-map.jpg");
    EXPECT_GT(shareOfColour(mapPng(again), kRedField), 0.4) << "the new campaign holds the picture";

    // A scenario whose picture is damaged makes no campaign, and says which file and why.
    { std::ofstream(elsewhere / "border-war-map.jpg") << "not a picture"; }
    const std::string third = (elsewhere / "third.seneschal").string();
    const CliResult refused = run({"new", "--scenario", scenario.string(), "--db", third});
    EXPECT_EQ(refused.code, 1);
    EXPECT_TRUE(has(refused.err, "background=\"border-war-map.jpg\"")) << refused.err;
    EXPECT_TRUE(has(refused.err, "neither a PNG nor a JPEG")) << refused.err;
    EXPECT_FALSE(fs::exists(third));
}

TEST_F(MapPicture, WhatIsNotAPictureIsRefusedNamingTheOptionAndNothingIsWritten) {
    const fs::path text = elsewhere / "notes.png";
    { std::ofstream(text) << "the map is in the other drawer\n"; }
    refused({"map", "picture", "--file", text.string()}, "--file");
    refused({"map", "picture", "--file", (elsewhere / "missing.png").string()}, "--file");
    refused({"map", "picture", "--file", elsewhere.path().string()}, "--file");

    // A PNG cut short, and one whose header claims more pixels than a map picture may have.
    const fs::path whole = elsewhere / "whole.png";
    writeOneColourPng(whole, 200, 100, kSea);
    const std::string bytes = readBytes(whole);
    const fs::path cut = elsewhere / "cut.png";
    { std::ofstream(cut, std::ios::binary) << bytes.substr(0, bytes.size() / 2); }
    refused({"map", "picture", "--file", cut.string()}, "--file");
    std::string huge = bytes;
    huge[16] = 0, huge[17] = 0, huge[18] = '\x4e', huge[19] = '\x20';  // 20,000 pixels wide
    const fs::path enormous = elsewhere / "enormous.png";
    { std::ofstream(enormous, std::ios::binary) << huge; }
    const auto before = pictureFolderBytes(dir.path());
    const CliResult r = edit({"map", "picture", "--file", enormous.string()});
    EXPECT_EQ(r.code, 1);
    EXPECT_TRUE(has(r.err, "20,000 by 100 pixels; the most a side may have is 16,384")) << r.err;
    EXPECT_EQ(pictureFolderBytes(dir.path()), before);

    refused({"map", "picture", "--remove"}, "--remove");
    refused({"map", "picture"}, "--file");
    refused({"map", "scale", "--from", "10;10", "--to", "100,10", "--miles", "5"}, "--from");
    refused({"map", "scale", "--from", "10,10", "--to", "10,10", "--miles", "5"}, "--to");
    refused({"map", "scale", "--from", "10,10", "--to", "100,10", "--miles", "0"}, "--miles");
    refused({"map", "scale", "--from", "10,10", "--to", "100,10", "--miles", "five"}, "--miles");
    refused({"map", "scale", "--from", "10,10", "--to", "100001,10", "--miles", "5"}, "--to");
}

TEST_F(MapPicture, TheScaleSetByTwoPointsGivesTheScaleBarAndARoutesDays) {
    ASSERT_EQ(edit({"place", "add", "--name", "Ardenford", "--x", "100", "--y", "100"}).code, 0);
    ASSERT_EQ(edit({"place", "add", "--name", "Redfield", "--x", "500", "--y", "400"}).code, 0);
    // A scale bar's two ends on the picture, 300 map units apart, are 30 miles.
    const CliResult scale =
        edit({"map", "scale", "--from", "100,50", "--to", "400,50", "--miles", "30"});
    ASSERT_EQ(scale.code, 0) << scale.err;
    EXPECT_EQ(scale.out,
              "The map's scale set: from 100,50 to 400,50 is 30 miles (300 map units): 0.1 miles "
              "a map unit\n");
    // 500 map units at 0.1 miles: 50 miles, 6 days on foot at the road's 9 a day.
    const CliResult route =
        edit({"route", "add", "--from", "ardenford", "--to", "redfield", "--mounted-days", "2"});
    ASSERT_EQ(route.code, 0) << route.err;
    const fs::path out = elsewhere / "scaled.xml";
    ASSERT_EQ(run({"export", "--db", db, "--out", out.string()}).code, 0);
    const std::string text = readBytes(out);
    EXPECT_TRUE(has(text, R"(footDays="6" mountedDays="2")")) << text;
    EXPECT_TRUE(has(text, R"(milesPerUnit="0.1")")) << text;

    // Undone, the map has no scale again: a route needs its days given.
    ASSERT_EQ(run({"undo", "--db", db}).code, 0);
    ASSERT_EQ(run({"undo", "--db", db}).code, 0);
    refused({"route", "add", "--from", "ardenford", "--to", "redfield"}, "--foot-days");
}

}  // namespace
}  // namespace seneschal::cli
