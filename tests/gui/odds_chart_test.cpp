// The odds chart (app/gui/odds_chart.hpp) painted on a recording: a bar per side in its colour,
// the draws as their own bar, every label and caption drawn whole inside the chart.
#include "app/gui/odds_chart.hpp"

#include <gtest/gtest.h>

#include <algorithm>

#include "drawing/recording_surface.hpp"

namespace seneschal::gui {
namespace {

application::OddsView twoSides() {
    application::OddsView view;
    view.title = "1,000 battles fought with Post(card), seed 1346";
    view.sides = {{"Kingdom of England",
                   {178, 34, 52},
                   0.62,
                   0.59,
                   0.65,
                   "wins 62% (95%: 59% to 65%); expected losses 1,184 men; takes 3.2 figures "
                   "prisoner"},
                  {"Kingdom of France",
                   {0, 85, 164},
                   0.30,
                   0.27,
                   0.33,
                   "wins 30% (95%: 27% to 33%); expected losses 2,050 men; takes 0.4 figures "
                   "prisoner"}};
    view.draws = {"Draws", {150, 150, 150}, 0.08, 0.06, 0.10, "8% (80 of 1,000 battles drawn)"};
    return view;
}

TEST(OddsChart, ABarPerSideInItsColourAndTheDrawsEveryWordInside) {
    drawing::RecordingSurface surface(760, 200);
    const application::OddsView view = twoSides();
    paintOddsChart(surface, view, {20, 20, 20, 255});
    auto drawn = [&](const std::string& text) {
        for (const auto& each : surface.texts())
            if (each.text == text) return true;
        return false;
    };
    EXPECT_TRUE(drawn(view.title));
    for (const application::OddsBar& bar : {view.sides[0], view.sides[1], view.draws}) {
        EXPECT_TRUE(drawn(bar.label)) << bar.label;
        EXPECT_TRUE(drawn(bar.caption)) << bar.caption;
        const drawing::Colour colour{bar.colour.red, bar.colour.green, bar.colour.blue, 255};
        const auto& ops = surface.operations();
        EXPECT_TRUE(std::any_of(ops.begin(), ops.end(),
                                [&colour](const drawing::RecordingSurface::Operation& op) {
                                    return op.kind == drawing::RecordingSurface::Kind::Fill &&
                                           op.colour == colour;
                                }))
            << "a bar in the colour of " << bar.label;
    }
    // Nothing runs off the chart's right edge or bottom.
    for (const auto& each : surface.texts()) {
        const drawing::TextSize size = surface.measure(each.text, each.font);
        EXPECT_LE(each.topLeft.x + size.width, surface.width()) << each.text;
        EXPECT_LE(each.topLeft.y + size.height, surface.height()) << each.text;
    }
}

}  // namespace
}  // namespace seneschal::gui
