// The map's transform and what the hand meets: no display needed.
#include "map/map_transform.hpp"

#include <gtest/gtest.h>

#include "drawing/text_measure.hpp"
#include "map/map_layout.hpp"

namespace seneschal::map {
namespace {

using drawing::Point;
using map::MapPoint;
using map::MapView;

MapView twoPlacesAndTwoArmies() {
    MapView view;
    view.width = 1000;
    view.height = 500;
    view.places = {{"a", "Alpha", map::PlaceKind::Town, {100, 100}, "", {}},
                   {"b", "Beta", map::PlaceKind::Castle, {500, 300}, "", {}}};
    view.routes = {{"ab", "a", "b", 4}};
    view.armies = {{"x", "X", "Red", {}, 1000, 50, {"a", {}, {}, 0, {}}},
                   {"y", "Y", "Blue", {}, 2000, 100, {"a", {}, {}, 0, {}}}};
    return view;
}

MapLayout layoutAt(const MapView& view, const MapTransform& transform, std::string open = {}) {
    LayoutRequest request;
    request.width = 800;
    request.height = 600;
    request.transform = transform;
    request.openStack = std::move(open);
    request.legend = false;
    return layoutMap(view, request, drawing::textMeasurer());
}

TEST(MapTransform, ScreenAndWorldAreInverse) {
    const MapTransform t(2.0, 30, -40);
    const Point s = t.toScreen({10, 20});
    EXPECT_DOUBLE_EQ(s.x, 50);
    EXPECT_DOUBLE_EQ(s.y, 0);
    const MapPoint back = t.toWorld(s);
    EXPECT_DOUBLE_EQ(back.x, 10);
    EXPECT_DOUBLE_EQ(back.y, 20);
}

TEST(MapTransform, ZoomKeepsThePointUnderTheCursorStill) {
    MapTransform t(1.0, 0, 0);
    const Point cursor{300, 200};
    const MapPoint before = t.toWorld(cursor);
    t.zoomAbout(cursor, 1.5);
    EXPECT_DOUBLE_EQ(t.scale(), 1.5);
    const Point after = t.toScreen(before);
    EXPECT_NEAR(after.x, cursor.x, 1e-9);
    EXPECT_NEAR(after.y, cursor.y, 1e-9);
}

TEST(MapTransform, ZoomStopsAtItsLimits) {
    MapTransform t;
    for (int i = 0; i < 100; ++i) t.zoomAbout({0, 0}, 2.0);
    EXPECT_DOUBLE_EQ(t.scale(), MapTransform::kMaxScale);
    for (int i = 0; i < 100; ++i) t.zoomAbout({0, 0}, 0.5);
    EXPECT_DOUBLE_EQ(t.scale(), MapTransform::kMinScale);
}

TEST(MapTransform, FittingABoxCentresThatBoxInTheScreenRectangle) {
    // Places between (100, 200) and (300, 300) fill a 600 x 440 rectangle at (20, 20).
    const MapTransform t = MapTransform::fittingBox(100, 200, 300, 300, {20, 20, 600, 440});
    EXPECT_DOUBLE_EQ(t.scale(), 3.0);  // 600 / 200, the tighter side
    EXPECT_DOUBLE_EQ(t.toScreen({100, 200}).x, 20);
    EXPECT_DOUBLE_EQ(t.toScreen({300, 300}).x, 620);
    EXPECT_DOUBLE_EQ(t.toScreen({100, 200}).y + t.toScreen({300, 300}).y, 480) << "centred";
}

TEST(MapTransform, PanMovesEverythingByTheDrag) {
    MapTransform t(2.0, 0, 0);
    t.panBy(15, -5);
    const Point s = t.toScreen({1, 1});
    EXPECT_DOUBLE_EQ(s.x, 17);
    EXPECT_DOUBLE_EQ(s.y, -3);
}

TEST(ArmyStacks, ArmiesAtOnePlaceShareOneStackWithTheirCount) {
    const MapView view = twoPlacesAndTwoArmies();
    const MapLayout layout = layoutAt(view, MapTransform(1.0, 0, 50));
    ASSERT_EQ(layout.stacks.size(), 1u);
    const ArmyStack& stack = layout.stacks[0];
    EXPECT_EQ(stack.armyIds, (std::vector<std::string>{"x", "y"}));
    EXPECT_EQ(stackHeading(stack), "2 armies");
    EXPECT_LT(stack.rect.bottom(), layout.findPlace("a")->centre.y) << "the stack stands above";
    const std::vector<StackRow> rows = stackRows(stack);
    ASSERT_EQ(rows.size(), 3u);
    EXPECT_EQ(rows[0].kind, StackRow::Kind::Heading);
    EXPECT_EQ(rows[1].armyId, "x");
    EXPECT_EQ(rows[2].armyId, "y");
}

TEST(ArmyStacks, AClosedStackOfManyArmiesCountsTheRestAndOpensToShowThemAll) {
    MapView view = twoPlacesAndTwoArmies();
    for (int i = 0; i < 5; ++i)
        view.armies.push_back(
            {"z" + std::to_string(i), "Z", "Red", {}, 100, 5, {"a", {}, {}, 0, {}}});
    const MapLayout closed = layoutAt(view, MapTransform(1.0, 0, 200));
    ASSERT_EQ(closed.stacks.size(), 1u);
    const std::vector<StackRow> shut = stackRows(closed.stacks[0]);
    EXPECT_EQ(shut.back().kind, StackRow::Kind::More);
    EXPECT_EQ(static_cast<int>(shut.size()), 1 + MapMetrics::kStackRowsShown);
    const MapLayout open = layoutAt(view, MapTransform(1.0, 0, 200), closed.stacks[0].key);
    EXPECT_EQ(stackRows(open.stacks[0]).size(), 1 + view.armies.size()) << "a row per army";
}

TEST(ArmyStacks, AMarchingArmyStandsAlongItsRouteWithItsArrival) {
    MapView view = twoPlacesAndTwoArmies();
    view.armies[0].where = {{}, "ab", "a", 0.25, "25 August 1346", {"a"}, "25 August 1346"};
    const MapLayout layout = layoutAt(view, MapTransform(1.0, 0, 0));
    const ArmyStack* stack = layout.stackOf("x");
    ASSERT_NE(stack, nullptr);
    EXPECT_DOUBLE_EQ(stack->anchor.x, 400);  // a quarter of the way from b toward a
    EXPECT_DOUBLE_EQ(stack->anchor.y, 250);
    EXPECT_EQ(stackRowText(view.armies[0], false), "1,000 \u2192 25 Aug");
    ASSERT_EQ(layout.marches.size(), 1u);
    EXPECT_EQ(layout.marches[0].points.size(), 2u) << "from where it is to its stop";
}

TEST(HitTest, StackRowsComeBeforePlacesAndPlacesHaveSomeSlack) {
    const MapView view = twoPlacesAndTwoArmies();
    const MapLayout layout = layoutAt(view, MapTransform(1.0, 0, 50));
    const std::vector<StackRow> rows = stackRows(layout.stacks[0]);
    EXPECT_EQ(hitTest(layout, {rows[2].rect.x + 3, rows[2].rect.y + 3}),
              (MapHit{MapHit::Kind::Army, "y"}));
    EXPECT_EQ(hitTest(layout, {rows[0].rect.x + 3, rows[0].rect.y + 3}),
              (MapHit{MapHit::Kind::Stack, layout.stacks[0].key}));
    EXPECT_EQ(hitTest(layout, {506, 356}), (MapHit{MapHit::Kind::Place, "b"}));
    EXPECT_EQ(hitTest(layout, {790, 590}), MapHit{});
    EXPECT_EQ(placeAt(layout, {100, 162}), "a");
    EXPECT_EQ(placeAt(layout, {700, 500}), "");
}

}  // namespace
}  // namespace seneschal::map
