// The recording surface: every call kept in order, the texts apart for the painter's tests.
#include "drawing/recording_surface.hpp"

#include <gtest/gtest.h>

#include "drawing/text_measure.hpp"

namespace seneschal::drawing {
namespace {

using Kind = RecordingSurface::Kind;

TEST(RecordingSurface, KeepsEveryOperationInOrder) {
    RecordingSurface surface(800, 600);
    surface.pushClip({0, 0, 400, 300});
    surface.beginGroup("place", "Crécy");
    surface.fill(Path().circle(10, 10, 4), {1, 2, 3, 255});
    surface.stroke(Path().polyline({{0, 0}, {5, 5}, {9, 0}}), {{4, 5, 6, 255}, 2, Dash::Dotted});
    surface.text("Crécy", {14, 3}, Font{12, false, false}, {7, 8, 9, 255});
    surface.endGroup();
    surface.image("background.png", {0, 0, 800, 600});
    surface.popClip();

    EXPECT_EQ(surface.width(), 800);
    ASSERT_EQ(surface.operationCount(), 8u);
    const auto& ops = surface.operations();
    EXPECT_EQ(ops[0].kind, Kind::PushClip);
    EXPECT_EQ(ops[0].rect.width, 400);
    EXPECT_EQ(ops[1].kind, Kind::BeginGroup);
    EXPECT_EQ(ops[1].groupKind, "place");
    EXPECT_EQ(ops[1].text, "Crécy");
    EXPECT_EQ(ops[2].kind, Kind::Fill);
    EXPECT_EQ(ops[2].segments, 3u);
    EXPECT_EQ(ops[3].kind, Kind::Stroke);
    EXPECT_EQ(ops[3].segments, 3u);
    EXPECT_EQ(ops[3].stroke.dash, Dash::Dotted);
    EXPECT_EQ(ops[4].kind, Kind::Text);
    EXPECT_EQ(ops[5].kind, Kind::EndGroup);
    EXPECT_EQ(ops[6].kind, Kind::Image);
    EXPECT_EQ(ops[6].text, "background.png");
    EXPECT_EQ(ops[7].kind, Kind::PopClip);
}

TEST(RecordingSurface, KeepsTheTextsWithWhereAndHowTheyWereDrawn) {
    RecordingSurface surface(100, 100);
    surface.text("Abbeville", {1, 2}, Font{11, true, false}, {10, 20, 30, 255});
    surface.fill(Path().rectangle({0, 0, 5, 5}), {});
    surface.text("Calais", {3, 4}, Font{}, {});
    ASSERT_EQ(surface.texts().size(), 2u);
    EXPECT_EQ(surface.texts()[0].text, "Abbeville");
    EXPECT_EQ(surface.texts()[0].topLeft, (Point{1, 2}));
    EXPECT_EQ(surface.texts()[0].font, (Font{11, true, false}));
    EXPECT_EQ(surface.texts()[0].colour, (Colour{10, 20, 30, 255}));
    EXPECT_EQ(surface.texts()[1].text, "Calais");

    surface.clear();
    EXPECT_EQ(surface.operationCount(), 0u);
    EXPECT_TRUE(surface.texts().empty());
}

TEST(RecordingSurface, MeasuresWithTheProcessMeasurer) {
    const RecordingSurface surface(100, 100);
    const TextSize measured = surface.measure("Noyelles", Font{});
    EXPECT_EQ(measured.width, textMeasurer().measure("Noyelles", Font{}).width);
}

}  // namespace
}  // namespace seneschal::drawing
