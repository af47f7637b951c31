#pragma once
// Where everything on the campaign map goes, before anything is drawn (pure geometry over a
// text measurer: no wx, no cairo). The painter draws a MapLayout on any surface; hit testing,
// the geometry tests and the benchmarks read it.
//
// The promise (issue 15): every place visible on the map has its marker and its label, every
// army is in a stack, and no two labels, route-day plates, markers, stacks, battle marks or the
// map's furniture (title, legend, scale bar) overlap. When room is short the map gives way in
// this order: markers shrink toward their smallest size, labels move away from their place on
// a leader line, stacks move off their place on a leader line, and route-day plates that find
// no room are left out (the hovered or selected place's routes and the selected army's path
// are placed first, so that what the game master looks at keeps its days).
#include <string>
#include <vector>

#include "drawing/surface.hpp"
#include "map/map_transform.hpp"
#include "map/map_view.hpp"

namespace seneschal::map {

using drawing::Point;
using drawing::Rect;

// Sizes in pixels, the same on every surface.
struct MapMetrics {
    static constexpr double kPlaceRadius = 9.0;         // a place's marker with room around it
    static constexpr double kMinPlaceRadius = 4.0;      // crowded places shrink to this, no less
    static constexpr double kCrowdedPlaceRadius = 6.0;  // the full size on a crowded map
    static constexpr double kLabelGap = 3.0;            // between a marker and its label
    static constexpr double kLeaderReach = 160.0;       // how far a label may move from its place
    static constexpr double kStackRowHeight = 16.0;
    static constexpr double kStackWidth = 78.0;
    static constexpr int kStackRowsShown = 4;  // more armies than this: the last row counts them
    static constexpr double kTitleHeight = 30.0;
    static constexpr double kLegendWidth = 170.0;
    static constexpr double kMargin = 8.0;
};

struct MapFonts {
    static constexpr drawing::Font kLabel{12, false, false};
    static constexpr drawing::Font kCrowdedLabel{11, false, false};
    static constexpr drawing::Font kRouteDays{11, true, false};
    static constexpr drawing::Font kStack{11, true, false};
    static constexpr drawing::Font kTitle{16, true, false};
    static constexpr drawing::Font kLegend{11, false, false};
    static constexpr drawing::Font kLegendHeading{11, true, false};
};

struct LayoutRequest {
    double width = 800;  // the surface, pixels
    double height = 600;
    MapTransform transform;
    std::string selectedId;  // a place or an army
    std::string hoveredId;
    std::string openStack;      // the key of the stack opened by a click or hover (ArmyStack::key)
    bool legend = true;         // the legend, in the corner of the map where it covers least
    bool legendFolded = false;  // folded to a small plate (a narrow window)
    bool legendOpen = false;    // a folded legend unfolded while the hand is on it
};

struct PlaceMark {
    std::string placeId;
    Point centre;  // where the marker is drawn: a crowded place may stand a few pixels aside
    double radius = MapMetrics::kPlaceRadius;
    Point at;  // where the place is
    Rect box() const { return {centre.x - radius, centre.y - radius, 2 * radius, 2 * radius}; }
};

struct PlaceLabel {
    std::string placeId;
    std::string text;
    Rect plate;                  // the pale plate the text sits on
    Point textAt;                // the text's top left
    bool leader = false;         // set when the label stands away from its place
    Point leaderFrom, leaderTo;  // from the marker's edge to the plate's edge
};

struct RoutePlate {
    std::string routeId;
    std::string text;  // "2 days"
    Rect plate;
    Point textAt;
};

// The armies at one place, or at one point of a route, drawn as one stack: a row per army in
// its side's colour with its strength (a marching army's row adds its arrival), the count on top.
struct ArmyStack {
    std::string key;  // "place:<id>" or "route:<route id>@<fraction>"
    std::vector<std::string> armyIds;
    Point anchor;  // where the armies are
    Rect rect;
    bool open = false;           // opened: a row per army, however many
    bool leader = false;         // the stack stands away from its anchor
    Point leaderFrom, leaderTo;  // drawn as a line when `leader`
};

// A marching army's ordered path: from where it is through its stops.
struct MarchPath {
    std::string armyId;
    std::vector<Point> points;
};

struct BattleMark {
    std::string placeId;
    Rect box;  // the crossed swords
};

struct MapLayout {
    MapTransform transform;
    Rect surface;  // the whole surface
    Rect mapArea;  // where the map itself is drawn (clipped): the surface less the title strip
    Rect title;
    Rect legend;                // in a corner of the map area; empty when the request has no legend
    bool legendFolded = false;  // `legend` is the folded plate
    Rect scaleBar;              // the scale bar and north arrow, in a corner of the map area; empty
                                // when the map has no scale
    int scaleMiles = 0;         // the bar's length in miles
    double scaleBarLength = 0;  // and in pixels
    std::string titleText;      // "Crécy 1346 · 20 July 1346 · the umpire's map"
    std::vector<PlaceMark> places;        // the places whose marker is inside the map area
    std::vector<PlaceLabel> labels;       // one per entry of `places`, same order
    std::vector<RoutePlate> routePlates;  // only those shown
    std::vector<ArmyStack> stacks;
    std::vector<MarchPath> marches;
    std::vector<BattleMark> battles;
    // Places the furniture covers at this zoom: not drawn, like places beyond the window's edge.
    std::vector<std::string> coveredPlaces;
    // A map too full for its window at full size (hundreds of places at once) is drawn smaller:
    // smaller markers, labels a pixel smaller, stacks without arrival dates (the tooltip and
    // the opened stack keep them).
    bool crowded = false;
    drawing::Font labelFont = MapFonts::kLabel;

    const PlaceMark* findPlace(const std::string& placeId) const;
    const ArmyStack* stackOf(const std::string& armyId) const;
};

MapLayout layoutMap(const MapView& view, const LayoutRequest& request,
                    const drawing::TextMeasurer& measure);

// The whole map fitted to the map area of a surface of this size: the places' extent with room
// for their labels and stacks, and narrowed where the legend or the scale bar would cover one.
MapTransform fitToSurface(const MapView& view, double width, double height, bool legend,
                          bool legendFolded = false);

// The text of a route's days plate and of an army's row in a stack: the painter and the
// tooltip use the same words.
std::string routeDaysText(const MapRoute& route);
// "11,800", "1,200 → 25 Aug" on the march; an open stack names the army: "Edward's host 9,600".
// An enemy army as a side's scouts report it reads "c. 12,000", with no arrival.
std::string stackRowText(const MapArmy& army, bool open, bool crowded = false);
std::string stackHeading(const ArmyStack& stack);  // "3 armies", or empty for one army

// A stack's rows: a heading with the count when it holds more than one army, then a row per
// army shown; a closed stack of more than kStackRowsShown armies ends with "+N more".
struct StackRow {
    enum class Kind { Heading, Army, More };
    Kind kind = Kind::Army;
    std::string armyId;  // for an army's row
    Rect rect;
};
std::vector<StackRow> stackRows(const ArmyStack& stack);

struct MapHit {
    enum class Kind { Nothing, Place, Army, Stack, Battle };
    Kind kind = Kind::Nothing;
    std::string id;  // the place, the army, the stack's key, or the battle's place
    friend bool operator==(const MapHit&, const MapHit&) = default;
};

// What lies under `at`: an open stack's row (an army) first, then a stack, a pending battle's
// crossed swords, a place's marker or label, nothing.
MapHit hitTest(const MapLayout& layout, Point at);
// The place under `at`, markers and labels only: where a dragged army would be sent.
std::string placeAt(const MapLayout& layout, Point at);

}  // namespace seneschal::map
