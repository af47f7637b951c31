#include "map/map_view.hpp"

#include <algorithm>

namespace seneschal::map {

const char* toString(PlaceKind kind) {
    switch (kind) {
        case PlaceKind::Town:
            return "town";
        case PlaceKind::City:
            return "city";
        case PlaceKind::Castle:
            return "castle";
        case PlaceKind::Village:
            return "village";
        case PlaceKind::Abbey:
            return "abbey";
        case PlaceKind::Port:
            return "port";
        case PlaceKind::Ford:
            return "ford";
        case PlaceKind::Bridge:
            return "bridge";
        case PlaceKind::Field:
            return "field";
    }
    return "place";
}

const char* toString(RouteKind kind) {
    switch (kind) {
        case RouteKind::Road:
            return "road";
        case RouteKind::Track:
            return "track";
        case RouteKind::RiverCrossing:
            return "river crossing";
    }
    return "route";
}

namespace {
template <class Item>
const Item* findById(const std::vector<Item>& items, const std::string& id) {
    const auto found =
        std::find_if(items.begin(), items.end(), [&](const Item& item) { return item.id == id; });
    return found == items.end() ? nullptr : &*found;
}
}  // namespace

bool MapView::hasLand() const {
    for (const MapFeature& feature : terrain) {
        if (feature.kind == TerrainKind::Land) return true;
    }
    return false;
}

const MapPlace* MapView::findPlace(const std::string& id) const {
    return findById(places, id);
}
const MapRoute* MapView::findRoute(const std::string& id) const {
    return findById(routes, id);
}
const MapArmy* MapView::findArmy(const std::string& id) const {
    return findById(armies, id);
}

bool MapView::battlePendingAt(const std::string& placeId) const {
    return std::any_of(pendingBattles.begin(), pendingBattles.end(),
                       [&](const PendingBattleMark& mark) { return mark.placeId == placeId; });
}

std::optional<MapPoint> armyPosition(const MapView& view, const MapArmy& army) {
    if (!army.where.onTheMarch()) {
        const MapPlace* place = view.findPlace(army.where.placeId);
        if (!place) return std::nullopt;
        return place->at;
    }
    const MapRoute* route = view.findRoute(army.where.routeId);
    if (!route) return std::nullopt;
    // A route is walked either way: the army left the end it is not marching toward.
    const bool forward = route->toPlace == army.where.towardPlace;
    const MapPlace* from = view.findPlace(forward ? route->fromPlace : route->toPlace);
    const MapPlace* to = view.findPlace(forward ? route->toPlace : route->fromPlace);
    if (!from || !to) return std::nullopt;
    const double t = std::clamp(army.where.fractionDone, 0.0, 1.0);
    return MapPoint{from->at.x + (to->at.x - from->at.x) * t,
                    from->at.y + (to->at.y - from->at.y) * t};
}

}  // namespace seneschal::map
