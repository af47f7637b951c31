// The map's geometry needs no display: these run in the ordinary test pass.
#include "app/gui/geometry/map_geometry.hpp"

#include <gtest/gtest.h>

namespace seneschal::gui {
namespace {

using application::MapPoint;
using application::MapView;

MapView twoPlacesAndTwoArmies() {
    MapView view;
    view.width = 1000;
    view.height = 500;
    view.places = {{"a", "Alpha", application::PlaceKind::Town, {100, 100}, "", {}},
                   {"b", "Beta", application::PlaceKind::Castle, {500, 300}, "", {}}};
    view.routes = {{"ab", "a", "b", 4}};
    view.armies = {{"x", "X", "Red", {}, 1000, 50, {"a", {}, {}, 0, {}}},
                   {"y", "Y", "Blue", {}, 2000, 100, {"a", {}, {}, 0, {}}}};
    return view;
}

TEST(MapTransform, ScreenAndWorldAreInverse) {
    const MapTransform t(2.0, 30, -40);
    const ScreenPoint s = t.toScreen({10, 20});
    EXPECT_DOUBLE_EQ(s.x, 50);
    EXPECT_DOUBLE_EQ(s.y, 0);
    const MapPoint back = t.toWorld(s);
    EXPECT_DOUBLE_EQ(back.x, 10);
    EXPECT_DOUBLE_EQ(back.y, 20);
}

TEST(MapTransform, ZoomKeepsThePointUnderTheCursorStill) {
    MapTransform t(1.0, 0, 0);
    const ScreenPoint cursor{300, 200};
    const MapPoint before = t.toWorld(cursor);
    t.zoomAbout(cursor, 1.5);
    EXPECT_DOUBLE_EQ(t.scale(), 1.5);
    const ScreenPoint after = t.toScreen(before);
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

TEST(MapTransform, FittingCentresTheWholeMapWithinTheMargin) {
    const MapTransform t = MapTransform::fitting(1000, 500, 640, 480, 20);
    EXPECT_DOUBLE_EQ(t.scale(), 0.6);  // width is the tighter side: (640 - 40) / 1000
    const ScreenPoint topLeft = t.toScreen({0, 0});
    const ScreenPoint bottomRight = t.toScreen({1000, 500});
    EXPECT_DOUBLE_EQ(topLeft.x, 20);
    EXPECT_DOUBLE_EQ(bottomRight.x, 620);
    EXPECT_DOUBLE_EQ(topLeft.y + bottomRight.y, 480) << "centred vertically";
}

TEST(MapTransform, PanMovesEverythingByTheDrag) {
    MapTransform t(2.0, 0, 0);
    t.panBy(15, -5);
    const ScreenPoint s = t.toScreen({1, 1});
    EXPECT_DOUBLE_EQ(s.x, 17);
    EXPECT_DOUBLE_EQ(s.y, -3);
}

TEST(ArmyMarkers, ArmiesAtOnePlaceStandSideBySideNotOnTopOfEachOther) {
    const MapView view = twoPlacesAndTwoArmies();
    const std::vector<ArmyMarker> markers = armyMarkers(view);
    ASSERT_EQ(markers.size(), 2u);
    EXPECT_EQ(markers[0].slotsHere, 2);
    EXPECT_NE(markers[0].slot, markers[1].slot);
    for (double scale : {0.5, 2.0}) {  // compact and full banners
        const MapTransform t(scale, 0, 0);
        const ScreenRect first = bannerRect(markers[0], t);
        const ScreenRect second = bannerRect(markers[1], t);
        EXPECT_LE(first.x + first.width, second.x) << "overlap at scale " << scale;
        EXPECT_LT(first.y + first.height, t.toScreen({100, 100}).y)
            << "banners fly above the place";
    }
}

TEST(ArmyMarkers, BannersAreCompactWhenZoomedOut) {
    const MapView view = twoPlacesAndTwoArmies();
    const ArmyMarker marker = armyMarkers(view)[0];
    EXPECT_LT(bannerRect(marker, MapTransform(0.5, 0, 0)).width,
              bannerRect(marker, MapTransform(2.0, 0, 0)).width);
}

TEST(ArmyMarkers, AMarchingArmyIsDrawnAlongItsRoute) {
    MapView view = twoPlacesAndTwoArmies();
    view.armies[0].where = {{}, "ab", "a", 0.25, "1346-08-25"};  // from b toward a
    const std::vector<ArmyMarker> markers = armyMarkers(view);
    EXPECT_DOUBLE_EQ(markers[0].anchor.x, 400);
    EXPECT_DOUBLE_EQ(markers[0].anchor.y, 250);
    EXPECT_EQ(markers[0].slotsHere, 1);
}

TEST(HitTest, BannersComeBeforePlacesAndPlacesHaveSomeSlack) {
    const MapView view = twoPlacesAndTwoArmies();
    const MapTransform t(1.0, 0, 0);
    const std::vector<ArmyMarker> markers = armyMarkers(view);
    const ScreenRect banner = bannerRect(markers[1], t);
    EXPECT_EQ(hitTest(view, t, {banner.x + 3, banner.y + 3}),
              (MapHit{MapHit::Kind::Army, markers[1].armyId}));
    EXPECT_EQ(hitTest(view, t, {506, 306}), (MapHit{MapHit::Kind::Place, "b"}));
    EXPECT_EQ(hitTest(view, t, {800, 450}), MapHit{});
    EXPECT_EQ(placeAt(view, t, {100, 112}), std::optional<std::string>("a"));
    EXPECT_EQ(placeAt(view, t, {100, 140}), std::nullopt);
}

}  // namespace
}  // namespace seneschal::gui

namespace seneschal::gui {
namespace {

TEST(MapTransform, FittingABoxCentresThatBoxNotTheWholeMap) {
    // Places between (100, 200) and (300, 300) of a large map fill a 640 x 480 window.
    const MapTransform t = MapTransform::fittingBox(100, 200, 300, 300, 640, 480, 20);
    EXPECT_DOUBLE_EQ(t.scale(), 3.0);  // (640 - 40) / 200, the tighter side
    EXPECT_DOUBLE_EQ(t.toScreen({100, 200}).x, 20);
    EXPECT_DOUBLE_EQ(t.toScreen({300, 300}).x, 620);
    EXPECT_DOUBLE_EQ(t.toScreen({100, 200}).y + t.toScreen({300, 300}).y, 480) << "centred";
}

}  // namespace
}  // namespace seneschal::gui
