#pragma once
// Where the map's place labels go so that they do not cover one another (pure geometry, no
// wx, tested without a display). Each label tries below its marker, then right, left and
// above; it takes the first spot that overlaps no label already placed and nothing the map
// keeps clear (other markers, banners, battle marks). Labels are placed most important first,
// so when the map is crowded the least important are the ones hidden: villages before
// castles before towns before cities. Hidden labels come back on zooming in; the tooltip
// names the place meanwhile.
#include <vector>

#include "app/gui/geometry/map_geometry.hpp"
#include "application/map_view.hpp"

namespace seneschal::gui {

enum class LabelSpot { Below, Right, Left, Above };

struct LabelRequest {
    ScreenPoint anchor;  // the marker's centre
    double width = 0;    // the label's plate
    double height = 0;
    int importance = 0;  // higher is placed first and hidden last
};

struct LabelPlacement {
    bool shown = false;
    LabelSpot spot = LabelSpot::Below;
    ScreenRect rect;  // where the plate goes, when shown
};

// One placement per request, in the requests' order. `clearance` is the marker's radius plus
// the gap between marker and label; `keepClear` are rectangles no label may cover;
// `ratherClear` are rectangles a label covers only when no spot avoids them (a route's days).
std::vector<LabelPlacement> placeLabels(const std::vector<LabelRequest>& labels, double clearance,
                                        const std::vector<ScreenRect>& keepClear = {},
                                        const std::vector<ScreenRect>& ratherClear = {});

// The plate at one spot around the anchor.
ScreenRect labelRect(const LabelRequest& label, LabelSpot spot, double clearance);

bool overlaps(const ScreenRect& a, const ScreenRect& b);

// How much a place's label matters on a crowded map: cities most, villages least.
int labelImportance(application::PlaceKind kind);

}  // namespace seneschal::gui
