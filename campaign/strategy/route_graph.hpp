#pragma once
// The campaign map as a graph of places joined by routes, each route taking whole days on foot
// and mounted. Quickest paths by days (Dijkstra); an army moves at the rate of its slowest part.
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "campaign/calendar/calendar.hpp"
#include "campaign/strategy/strategy_rules.hpp"

namespace seneschal::campaign::strategy {

struct MapPlace {
    std::string id;
    std::string name;
    std::string kind;  // town, castle, ford, bridge, abbey, field
};

struct MapRoute {
    std::string from;  // place ids; routes run both ways
    std::string to;
    std::string kind;  // road, track, river-crossing
    Days footDays = 1;
    Days mountedDays = 1;
};

enum class MarchRate { Foot, Mounted };

const char* toString(MarchRate rate);

// An army moves at its slowest part: any unit on foot makes it a foot army; only an army whose
// every unit is mounted (Arm::Cavalry of its troop type) marches at the mounted rate.
MarchRate marchRateOf(const std::vector<bool>& unitIsMounted);

struct Leg {
    std::string from;
    std::string to;
    Days days = 0;
};

struct Path {
    std::vector<Leg> legs;
    Days totalDays = 0;

    DayNumber arrival(DayNumber start) const { return start.plusDays(totalDays); }
    std::vector<std::string> places() const;  // the places reached, in order (not the start)
};

class RouteGraph {
  public:
    // Throws UserError for a route naming an unknown place, a route from a place to itself,
    // a second route between the same two places, days < 1, or a duplicate place id.
    RouteGraph(std::vector<MapPlace> places, std::vector<MapRoute> routes);

    const std::vector<MapPlace>& places() const { return places_; }
    const std::vector<MapRoute>& routes() const { return routes_; }

    const MapPlace* findPlace(std::string_view idOrName) const;  // by id, else by exact name
    const MapPlace& place(std::string_view idOrName) const;      // throws UserError naming it
    const MapRoute* findRoute(std::string_view a, std::string_view b) const;
    const MapRoute& route(std::string_view a, std::string_view b) const;  // throws UserError
    std::vector<const MapRoute*> routesFrom(std::string_view placeId) const;

    // The route's days at the given rate.
    static Days days(const MapRoute& route, MarchRate rate);
    static const std::string& otherEnd(const MapRoute& route, std::string_view placeId);

    // The quickest path by days. Ties go to the path with fewer legs, then to the one whose
    // place before each stop has the smaller id, so the answer never depends on input order.
    // Throws UserError naming an unknown or unreachable place.
    Path quickestPath(std::string_view from, std::string_view to, MarchRate rate) const;

    // From partway along a route: on to `ahead` (daysLeft to go) or back to `behind`.
    Path quickestPathFromRoute(std::string_view behind, std::string_view ahead, Days daysLeft,
                               std::string_view to, MarchRate rate) const;

  private:
    std::size_t indexOf(std::string_view id) const;
    std::vector<MapPlace> places_;
    std::vector<MapRoute> routes_;
};

}  // namespace seneschal::campaign::strategy
