// Place labels on a crowded map: no two overlap, the less important give way, and a label
// keeps clear of the other markers and of what the map keeps clear (banners, battle marks).
#include "app/gui/geometry/label_placement.hpp"

#include <gtest/gtest.h>

namespace seneschal::gui {
namespace {

constexpr double kClearance = 13;  // marker radius 9 + gap 4, as the map draws them

LabelRequest label(double x, double y, int importance, double width = 60) {
    return {{x, y}, width, 16, importance};
}

void expectNoOverlap(const std::vector<LabelPlacement>& placed) {
    for (std::size_t a = 0; a < placed.size(); ++a) {
        for (std::size_t b = a + 1; b < placed.size(); ++b) {
            if (!placed[a].shown || !placed[b].shown) continue;
            EXPECT_FALSE(overlaps(placed[a].rect, placed[b].rect)) << a << " and " << b;
        }
    }
}

TEST(LabelPlacement, ALoneLabelSitsCentredBelowItsMarker) {
    const auto placed = placeLabels({label(100, 100, 0)}, kClearance);
    ASSERT_EQ(placed.size(), 1u);
    EXPECT_TRUE(placed[0].shown);
    EXPECT_EQ(placed[0].spot, LabelSpot::Below);
    EXPECT_DOUBLE_EQ(placed[0].rect.x, 70);
    EXPECT_DOUBLE_EQ(placed[0].rect.y, 113);
}

TEST(LabelPlacement, TwoPlacesSideBySideTakeDifferentSpots) {
    // Twenty pixels apart on one row: both labels below would overlap.
    const auto placed = placeLabels({label(100, 100, 1), label(120, 100, 1)}, kClearance);
    ASSERT_TRUE(placed[0].shown);
    EXPECT_EQ(placed[0].spot, LabelSpot::Below) << "the first placed keeps the usual spot";
    // The second cannot go below (the first's label), right is free.
    ASSERT_TRUE(placed[1].shown);
    EXPECT_EQ(placed[1].spot, LabelSpot::Right);
    expectNoOverlap(placed);
}

TEST(LabelPlacement, TheMoreImportantPlaceChoosesFirstWhateverTheOrder) {
    // The village comes first in the list, but the city's label keeps its usual spot.
    const auto placed =
        placeLabels({label(120, 100, labelImportance(application::PlaceKind::Village)),
                     label(100, 100, labelImportance(application::PlaceKind::City))},
                    kClearance);
    EXPECT_EQ(placed[1].spot, LabelSpot::Below);
    EXPECT_TRUE(placed[0].shown);
    EXPECT_NE(placed[0].spot, LabelSpot::Below);
    expectNoOverlap(placed);
}

TEST(LabelPlacement, WhenNoSpotIsFreeTheLeastImportantLabelIsHidden) {
    // Five places crowded within a few pixels: not all five labels can be shown.
    const std::vector<LabelRequest> crowd = {
        label(100, 100, labelImportance(application::PlaceKind::Village)),
        label(104, 102, labelImportance(application::PlaceKind::Town)),
        label(98, 104, labelImportance(application::PlaceKind::City)),
        label(102, 98, labelImportance(application::PlaceKind::Castle)),
        label(101, 101, labelImportance(application::PlaceKind::Village))};
    const auto placed = placeLabels(crowd, kClearance);
    EXPECT_TRUE(placed[2].shown) << "the city";
    EXPECT_TRUE(placed[1].shown) << "the town";
    EXPECT_FALSE(placed[0].shown) << "a village gives way";
    EXPECT_FALSE(placed[4].shown) << "so does the other";
    expectNoOverlap(placed);
}

TEST(LabelPlacement, ALabelKeepsOffOtherMarkersAndWhatTheMapKeepsClear) {
    // A marker just below the first place: its label cannot go below, over that marker.
    const auto placed = placeLabels({label(100, 100, 2), label(100, 125, 0, 10)}, kClearance);
    ASSERT_TRUE(placed[0].shown);
    EXPECT_NE(placed[0].spot, LabelSpot::Below);
    // A banner to the right and one to the left: the label goes above.
    const std::vector<ScreenRect> banners = {{60, 60, 12, 80}, {128, 60, 12, 80}};
    const auto boxed = placeLabels({label(100, 100, 0, 40)}, kClearance,
                                   {{60, 113, 80, 20}, banners[0], banners[1]});
    ASSERT_TRUE(boxed[0].shown);
    EXPECT_EQ(boxed[0].spot, LabelSpot::Above);
    EXPECT_DOUBLE_EQ(boxed[0].rect.y, 100 - kClearance - 16);
}

TEST(LabelPlacement, ARoutesDaysAreAvoidedWhenAnotherSpotIsFreeAndCoveredOnlyWhenNoneIs) {
    const ScreenRect daysBelow{80, 115, 40, 14};
    const auto placed = placeLabels({label(100, 100, 0, 40)}, kClearance, {}, {daysBelow});
    ASSERT_TRUE(placed[0].shown);
    EXPECT_EQ(placed[0].spot, LabelSpot::Right) << "below would hide the route's days";
    // Days on every side: the label still shows, in its usual spot.
    const std::vector<ScreenRect> daysAround = {
        daysBelow, {115, 90, 40, 20}, {45, 90, 40, 20}, {80, 70, 40, 16}};
    const auto crowded = placeLabels({label(100, 100, 0, 40)}, kClearance, {}, daysAround);
    ASSERT_TRUE(crowded[0].shown);
    EXPECT_EQ(crowded[0].spot, LabelSpot::Below);
}

TEST(LabelPlacement, CitiesOutrankTownsOutrankCastlesOutrankVillages) {
    using application::PlaceKind;
    EXPECT_GT(labelImportance(PlaceKind::City), labelImportance(PlaceKind::Town));
    EXPECT_EQ(labelImportance(PlaceKind::Town), labelImportance(PlaceKind::Port));
    EXPECT_GT(labelImportance(PlaceKind::Town), labelImportance(PlaceKind::Castle));
    EXPECT_GT(labelImportance(PlaceKind::Castle), labelImportance(PlaceKind::Ford));
    EXPECT_GT(labelImportance(PlaceKind::Ford), labelImportance(PlaceKind::Village));
}

TEST(LabelPlacement, TouchingEdgesDoNotCountAsOverlap) {
    EXPECT_FALSE(overlaps({0, 0, 10, 10}, {10, 0, 10, 10}));
    EXPECT_TRUE(overlaps({0, 0, 10, 10}, {9, 9, 10, 10}));
}

}  // namespace
}  // namespace seneschal::gui
