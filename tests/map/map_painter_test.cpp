// What the painter draws, read back from the recording surface: every place named, every army's
// strength, the title, the legend's sides, the scale; nothing drawn for a place the furniture
// covers.
#include "map/map_painter.hpp"

#include <gtest/gtest.h>

#include <algorithm>

#include "drawing/recording_surface.hpp"
#include "drawing/text_measure.hpp"
#include "map/map_layout.hpp"
#include "tests/map/generated_map.hpp"

namespace seneschal::map {
namespace {

using drawing::RecordingSurface;

std::vector<std::string> textsOf(const RecordingSurface& surface) {
    std::vector<std::string> texts;
    for (const auto& drawn : surface.texts()) texts.push_back(drawn.text);
    return texts;
}

bool drew(const std::vector<std::string>& texts, const std::string& text) {
    return std::find(texts.begin(), texts.end(), text) != texts.end();
}

struct Painted {
    map::MapView view;
    MapLayout layout;
    RecordingSurface surface{1600, 1000};
};

Painted paint(map::MapView view, std::string open = {}) {
    Painted out{std::move(view), {}, RecordingSurface(1600, 1000)};
    LayoutRequest request;
    request.width = 1600;
    request.height = 1000;
    request.transform = fitToSurface(out.view, 1600, 1000, true);
    request.openStack = std::move(open);
    out.layout = layoutMap(out.view, request, drawing::textMeasurer());
    paintMap(out.surface, out.view, out.layout, {});
    return out;
}

TEST(MapPainter, EveryPlaceIsNamedAndEveryArmysStrengthIsWritten) {
    const Painted map = paint(testing::generatedMap({300, 500, 60}));
    const std::vector<std::string> texts = textsOf(map.surface);
    for (const map::MapPlace& place : map.view.places)
        EXPECT_TRUE(drew(texts, place.name)) << place.name;
    for (const map::MapArmy& army : map.view.armies)
        EXPECT_TRUE(drew(texts, stackRowText(army, false, map.layout.crowded))) << army.name;
}

TEST(MapPainter, TheTitleNamesTheCampaignItsDateAndWhoseMapItIs) {
    map::MapView view = testing::generatedMap({30, 40, 5});
    EXPECT_TRUE(drew(textsOf(paint(view).surface),
                     "A made-up war \u00b7 1 May 1400 \u00b7 the umpire's map"));
    view.seenBy = "The Blue Duchy";
    EXPECT_TRUE(drew(textsOf(paint(view).surface),
                     "A made-up war \u00b7 1 May 1400 \u00b7 as seen by The Blue Duchy"));
}

TEST(MapPainter, TheLegendNamesEverySideAndOnlyThePlaceKindsTheMapHas) {
    map::MapView view = testing::generatedMap({30, 40, 5});
    for (map::MapPlace& place : view.places) place.kind = map::PlaceKind::Town;
    const std::vector<std::string> texts = textsOf(paint(view).surface);
    for (const map::MapSide& side : view.sides) EXPECT_TRUE(drew(texts, side.name));
    EXPECT_TRUE(drew(texts, "Town"));
    EXPECT_FALSE(drew(texts, "Castle")) << "no castle on this map";
    EXPECT_TRUE(drew(texts, "Road"));
}

TEST(MapPainter, TheScaleBarIsARoundNumberOfMilesAndNorthIsMarked) {
    const Painted map = paint(testing::generatedMap({30, 40, 5}));
    const std::vector<std::string> texts = textsOf(map.surface);
    ASSERT_GT(map.layout.scaleMiles, 0);
    EXPECT_TRUE(drew(texts, std::to_string(map.layout.scaleMiles) + " miles"));
    EXPECT_TRUE(drew(texts, "N"));
    // The bar is as long as its miles at this zoom.
    const double pixelsPerMile = map.layout.transform.scale() / *map.view.milesPerUnit;
    EXPECT_NEAR(map.layout.scaleBarLength, map.layout.scaleMiles * pixelsPerMile, 1e-9);
}

TEST(MapPainter, AnOpenedStackNamesEachOfItsArmies) {
    map::MapView view = testing::generatedMap({30, 40, 0});
    for (int i = 0; i < 6; ++i)
        view.armies.push_back({"host" + std::to_string(i),
                               "Host " + std::to_string(i + 1),
                               view.sides[0].name,
                               view.sides[0].colour,
                               1000 * (i + 1),
                               50 * (i + 1),
                               {view.places[0].id, {}, {}, 0, {}}});
    const Painted closed = paint(view);
    ASSERT_EQ(closed.layout.stacks.size(), 1u);
    const std::vector<std::string> shut = textsOf(closed.surface);
    EXPECT_TRUE(drew(shut, "6 armies"));
    EXPECT_TRUE(drew(shut, "+3 more")) << "a closed stack shows three rows and counts the rest";
    const Painted open = paint(view, closed.layout.stacks[0].key);
    const std::vector<std::string> all = textsOf(open.surface);
    for (const map::MapArmy& army : view.armies)
        EXPECT_TRUE(drew(all, stackRowText(army, true))) << army.name;
    EXPECT_EQ(open.layout.stacks[0].rect.x, closed.layout.stacks[0].rect.x)
        << "it opens where it stood";
    EXPECT_EQ(open.layout.stacks[0].rect.y, closed.layout.stacks[0].rect.y);
}

}  // namespace
}  // namespace seneschal::map
