#pragma once
// The map's furniture: the title strip with the campaign and its date, the legend, and the
// scale bar with its north arrow. The legend and the scale bar stand in corners of the map,
// each in the corner where it covers fewest places; fitting the map to a window narrows the
// map where they would still cover one.
#include <string>
#include <vector>

#include "drawing/surface.hpp"
#include "map/map_transform.hpp"
#include "map/map_view.hpp"

namespace seneschal::map {

inline constexpr drawing::Font kScaleFont{11, false, false};

drawing::Rect titleStrip(double width);
drawing::Rect mapAreaOf(double width, double height);
// "Crécy 1346 · 20 July 1346 · the umpire's map" or "… · as seen by Kingdom of England".
std::string titleText(const MapView& view);

struct ScaleChoice {
    int miles = 0;  // none: the map has no scale
    double length = 0;
};
// A round number of miles between about 60 and 160 pixels long at this zoom.
ScaleChoice chooseScale(const MapView& view, const MapTransform& transform);
std::string scaleText(const ScaleChoice& scale);  // "50 miles"
// The scale bar's plate for a label this wide (its position is the corner's).
drawing::Rect scaleBarSize(const ScaleChoice& scale, double textWidth);

struct LegendRow {
    enum class Kind { Heading, Place, Route, Side, Unheld, Army, March, Battle };
    Kind kind = Kind::Heading;
    std::string text;
    PlaceKind placeKind = PlaceKind::Town;
    RouteKind routeKind = RouteKind::Road;
    drawing::ViewColour colour;
};
inline constexpr double kLegendRowHeight = 16;
inline constexpr double kLegendPad = 6;
// What this map's legend explains: only the kinds of place and route it has, every side.
std::vector<LegendRow> legendRows(const MapView& view);
double legendHeight(const std::vector<LegendRow>& rows);

// The legend in full, folded to a small "Legend" plate (a narrow window: it unfolds over the
// map while the hand is on it), or not at all.
enum class LegendLook { Hidden, Folded, Full };
inline constexpr double kFoldedLegendWidth = 70;
inline constexpr double kFoldedLegendHeight = 22;

struct Furniture {
    drawing::Rect legend;    // empty when there is none
    drawing::Rect scaleBar;  // empty when there is none
    bool legendOnRight = true;
    bool legendOnTop = true;
};
Furniture chooseFurniture(const MapView& view, const MapTransform& transform,
                          const drawing::Rect& mapArea, LegendLook legend,
                          const drawing::Rect& scaleSize);
// The full legend unfolded from the corner the folded one stands in, within the map area.
drawing::Rect unfoldedLegend(const MapView& view, const drawing::Rect& mapArea,
                             const Furniture& furniture);

MapTransform fitTransform(const MapView& view, double width, double height, LegendLook legend);

}  // namespace seneschal::map
