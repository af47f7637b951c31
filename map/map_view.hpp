#pragma once
// What the campaign map shows, as plain data: the campaign side fills it from the campaign
// file, the desktop program only draws it. Coordinates are in map units (the background
// picture's pixels when there is one), x to the right, y downwards.
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "drawing/view_colour.hpp"

namespace seneschal::map {

struct MapPoint {
    double x = 0;
    double y = 0;
    friend bool operator==(const MapPoint&, const MapPoint&) = default;
};

// Each kind is drawn with its own shape, so a place reads without its label.
enum class PlaceKind { Town, City, Castle, Village, Abbey, Port, Ford, Bridge, Field };
const char* toString(PlaceKind kind);

struct MapPlace {
    std::string id;
    std::string name;
    PlaceKind kind = PlaceKind::Town;
    MapPoint at;
    std::string owner;                // the side holding it; empty when nobody does
    drawing::ViewColour ownerColour;  // grey when unheld
};

// Each kind is drawn with its own line, and named in the legend.
enum class RouteKind { Road, Track, RiverCrossing };
const char* toString(RouteKind kind);  // "road", "track", "river crossing"

struct MapRoute {
    std::string id;
    std::string fromPlace;
    std::string toPlace;
    int days = 1;  // days of march for an army on foot, as the campaign reckons them
    RouteKind kind = RouteKind::Road;
};

// Where an army stands: at a place, or on the march a fraction of the way along a route.
struct ArmyWhereabouts {
    std::string placeId;      // set when the army is at a place
    std::string routeId;      // set when the army is on the march
    std::string towardPlace;  // the end of the route it marches to
    double fractionDone = 0;  // 0 = just left, 1 = arriving
    std::string arrivalDate;  // at the end of this route, formatted by the campaign
    // The places still to reach, in order (the first is `towardPlace` when on the march), and
    // the day the army reaches the last of them. Empty: halted.
    std::vector<std::string> stops = {};
    std::string destinationDate = {};  // e.g. "24 August 1346"
    // On the march: the place it left and the days to the route's end (`arrivalDate`).
    std::string fromPlace = {};
    int daysToRouteEnd = 0;
    bool onTheMarch() const { return !routeId.empty(); }
};

struct MapArmy {
    std::string id;
    std::string name;
    std::string side;
    drawing::ViewColour sideColour;
    int men = 0;
    int figures = 0;
    ArmyWhereabouts where;
    // True on a side's map for an enemy army its scouts see: `men` is their report (rounded by
    // strategy.xml <scouting strengthRoundedTo>), written "c. 12,000".
    bool strengthEstimated = false;
};

// Armies in contact at a place, waiting for the game master to fight or resolve the battle.
struct PendingBattleMark {
    std::string placeId;
    std::vector<std::string> armyIds;
};

// The terrain layer, drawn under places and routes: areas (land against the sea, woods, marsh)
// and lines (coast, rivers).
enum class TerrainKind { Land, Wood, Marsh, Coast, River };

struct MapFeature {
    TerrainKind kind = TerrainKind::Land;
    std::string name;  // "Somme"; empty when the layer names none
    std::vector<MapPoint> points;
};

// A side as the legend names it.
struct MapSide {
    std::string id;
    std::string name;
    drawing::ViewColour colour;
};

struct MapView {
    std::string campaignName;  // the title: "Crécy 1346"
    std::string dateText;      // "20 July 1346"
    // Whose map this is: empty for the umpire's (everything); else the side's name, and the map
    // holds only its own armies and the enemy armies its scouts find (strategy.xml <scouting>).
    std::string seenBy;
    std::vector<MapSide> sides;

    double width = 1000;  // map units
    double height = 700;
    std::optional<std::string> backgroundImage;  // a picture file, drawn under everything
    // The picture kept in the campaign file (issue 34), drawn under everything instead of
    // `backgroundImage`: its bytes, shared (megabytes, not copied with each view), and their
    // digest, which names them to a surface's cache.
    struct Picture {
        std::string digest;
        std::shared_ptr<const std::string> bytes;
        std::int64_t width = 0;  // pixels
        std::int64_t height = 0;
    };
    std::optional<Picture> picture;
    std::vector<MapFeature> terrain;     // in the order the scenario gives them
    std::optional<double> milesPerUnit;  // the scale bar's; none: no scale bar

    // Whether the layer gives the land: then the rest of the map is sea.
    bool hasLand() const;
    std::vector<MapPlace> places;
    std::vector<MapRoute> routes;
    std::vector<MapArmy> armies;
    std::vector<PendingBattleMark> pendingBattles;

    const MapPlace* findPlace(const std::string& id) const;
    const MapRoute* findRoute(const std::string& id) const;
    const MapArmy* findArmy(const std::string& id) const;
    bool battlePendingAt(const std::string& placeId) const;
};

// Where on the map an army is drawn: at its place, or interpolated along its route from the
// end it left toward the end it marches to. Empty when its place or route is unknown.
std::optional<MapPoint> armyPosition(const MapView& view, const MapArmy& army);

}  // namespace seneschal::map
