// PNG pictures through the cairo surface: the size asked for, the pixels drawn, text as wide as
// measured. (Writing the file is the output writer's, tested in campaign/.)
#include "drawing/png_file.hpp"

#include <cairo.h>
#include <gmock/gmock.h>
#include <gtest/gtest.h>
#include <sys/stat.h>

#include <algorithm>
#include <cstring>
#include <fstream>
#include <functional>
#include <memory>

#include "drawing/cairo_surface.hpp"
#include "drawing/text_measure.hpp"
#include "scratch_dir.hpp"

namespace seneschal::drawing {
namespace {

struct CairoSurfaceDestroyer {
    void operator()(cairo_surface_t* surface) const { cairo_surface_destroy(surface); }
};
using Picture = std::unique_ptr<cairo_surface_t, CairoSurfaceDestroyer>;

Picture readPng(const std::filesystem::path& file) {
    return Picture(cairo_image_surface_create_from_png(file.c_str()));
}

// The pixel's colour, opaque pictures only (ARGB32 is premultiplied, native-endian words).
Colour pixelAt(cairo_surface_t* picture, int x, int y) {
    cairo_surface_flush(picture);
    const unsigned char* row =
        cairo_image_surface_get_data(picture) + y * cairo_image_surface_get_stride(picture);
    std::uint32_t word = 0;
    std::memcpy(&word, row + 4 * x, sizeof word);
    return {static_cast<std::uint8_t>(word >> 16), static_cast<std::uint8_t>(word >> 8),
            static_cast<std::uint8_t>(word), static_cast<std::uint8_t>(word >> 24)};
}

// The picture's bytes in a file, for cairo to read back.
void writePng(const std::filesystem::path& file, int width, int height, Colour background,
              const std::function<void(Surface&)>& draw) {
    std::ofstream(file, std::ios::binary) << encodePng(width, height, background, draw);
}

constexpr Colour kRed{255, 0, 0, 255};
constexpr Colour kParchment{240, 230, 200, 255};

TEST(PngFile, WritesAPictureOfTheRequestedSizeWithWhatWasDrawn) {
    const testing::ScratchDir dir;
    const auto file = dir / "map.png";
    writePng(file, 160, 90, kParchment, [](Surface& surface) {
        EXPECT_EQ(surface.width(), 160);
        EXPECT_EQ(surface.height(), 90);
        surface.fill(Path().rectangle({20, 10, 40, 30}), kRed);
    });
    const Picture picture = readPng(file);
    ASSERT_EQ(cairo_surface_status(picture.get()), CAIRO_STATUS_SUCCESS);
    EXPECT_EQ(cairo_image_surface_get_width(picture.get()), 160);
    EXPECT_EQ(cairo_image_surface_get_height(picture.get()), 90);
    EXPECT_EQ(pixelAt(picture.get(), 40, 25), kRed);
    EXPECT_EQ(pixelAt(picture.get(), 100, 60), kParchment);
    EXPECT_EQ(pixelAt(picture.get(), 19, 25), kParchment);
}

TEST(PngFile, AClipKeepsDrawingInsideItUntilPopped) {
    const testing::ScratchDir dir;
    const auto file = dir / "clipped.png";
    writePng(file, 100, 100, kParchment, [](Surface& surface) {
        surface.pushClip({0, 0, 50, 100});
        surface.fill(Path().rectangle({0, 0, 100, 40}), kRed);
        surface.popClip();
        surface.fill(Path().rectangle({0, 60, 100, 40}), kRed);
    });
    const Picture picture = readPng(file);
    EXPECT_EQ(pixelAt(picture.get(), 25, 20), kRed);
    EXPECT_EQ(pixelAt(picture.get(), 75, 20), kParchment);  // clipped away
    EXPECT_EQ(pixelAt(picture.get(), 75, 80), kRed);        // drawn after the clip
}

TEST(PngFile, AnImageIsStretchedOverItsRectAndAMissingOneDrawsNothing) {
    const testing::ScratchDir dir;
    const auto red = dir / "red.png";
    writePng(red, 2, 2, kRed, [](Surface&) {});
    const auto file = dir / "with-image.png";
    writePng(file, 100, 100, kParchment, [&](Surface& surface) {
        surface.image(red.string(), {10, 10, 50, 30});
        surface.image((dir / "missing.png").string(), {60, 60, 30, 30});
    });
    const Picture picture = readPng(file);
    EXPECT_EQ(pixelAt(picture.get(), 55, 35), kRed);
    EXPECT_EQ(pixelAt(picture.get(), 65, 35), kParchment);
    EXPECT_EQ(pixelAt(picture.get(), 75, 75), kParchment);
}

TEST(PngFile, DrawnTextIsAsWideAsItsMeasure) {
    const testing::ScratchDir dir;
    const auto file = dir / "text.png";
    const Font font{16, true, false};
    const std::string label = "Crécy-en-Ponthieu";
    const TextSize size = textMeasurer().measure(label, font);
    writePng(file, 300, 40, {255, 255, 255, 255}, [&](Surface& surface) {
        surface.text(label, {10, 5}, font, {0, 0, 0, 255});
    });
    const Picture picture = readPng(file);
    int left = 300, right = -1, top = 40, bottom = -1;
    for (int y = 0; y < 40; ++y) {
        for (int x = 0; x < 300; ++x) {
            if (pixelAt(picture.get(), x, y).red < 128) {
                left = std::min(left, x);
                right = std::max(right, x);
                top = std::min(top, y);
                bottom = std::max(bottom, y);
            }
        }
    }
    ASSERT_GE(right, 0) << "no text drawn";
    // The ink sits inside the measured box, and fills most of its width: a layout that leaves
    // room for the measure leaves room for the drawing.
    EXPECT_GE(left, 10);
    EXPECT_LE(right, 10 + size.width + 1);
    EXPECT_GT(right - left, 0.9 * size.width);
    EXPECT_GE(top, 5);
    EXPECT_LE(bottom, 5 + size.height);
}

TEST(PngFile, APainterThatFailsMakesNoPicture) {
    EXPECT_THROW(
        encodePng(10, 10, kParchment, [](Surface&) { throw std::runtime_error("painter failed"); }),
        std::runtime_error);
}

TEST(PngFile, AnImpossibleSizeThrowsSayingWhy) {
    try {
        encodePng(-1, 10, kParchment, [](Surface&) {});
        FAIL() << "no exception";
    } catch (const std::runtime_error& error) {
        EXPECT_THAT(error.what(), ::testing::HasSubstr("-1 x 10"));
    }
}

}  // namespace
}  // namespace seneschal::drawing
