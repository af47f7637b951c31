#include "campaign/strategy/route_graph.hpp"

#include <algorithm>
#include <limits>
#include <queue>
#include <tuple>

#include "base/errors.hpp"

namespace seneschal::campaign::strategy {

const char* toString(MarchRate rate) {
    return rate == MarchRate::Foot ? "foot" : "mounted";
}

MarchRate marchRateOf(const std::vector<bool>& unitIsMounted) {
    if (unitIsMounted.empty()) return MarchRate::Foot;
    const bool allMounted =
        std::all_of(unitIsMounted.begin(), unitIsMounted.end(), [](bool m) { return m; });
    return allMounted ? MarchRate::Mounted : MarchRate::Foot;
}

std::vector<std::string> Path::places() const {
    std::vector<std::string> stops;
    for (const Leg& leg : legs) stops.push_back(leg.to);
    return stops;
}

RouteGraph::RouteGraph(std::vector<MapPlace> places, std::vector<MapRoute> routes)
    : places_(std::move(places)), routes_(std::move(routes)) {
    for (std::size_t i = 0; i < places_.size(); ++i) {
        for (std::size_t j = 0; j < i; ++j) {
            if (places_[i].id == places_[j].id) {
                throw UserError("the map has two places with id '" + places_[i].id + "'");
            }
        }
    }
    for (std::size_t i = 0; i < routes_.size(); ++i) {
        const MapRoute& r = routes_[i];
        const std::string name = "the route " + r.from + " - " + r.to;
        if (!findPlace(r.from) || findPlace(r.from)->id != r.from) {
            throw UserError(name + " starts at an unknown place '" + r.from + "'");
        }
        if (!findPlace(r.to) || findPlace(r.to)->id != r.to) {
            throw UserError(name + " ends at an unknown place '" + r.to + "'");
        }
        if (r.from == r.to) throw UserError(name + " leads nowhere");
        if (r.footDays < 1 || r.mountedDays < 1) {
            throw UserError(name + " must take at least one day on foot and mounted");
        }
        for (std::size_t j = 0; j < i; ++j) {
            const MapRoute& other = routes_[j];
            if ((other.from == r.from && other.to == r.to) ||
                (other.from == r.to && other.to == r.from)) {
                throw UserError("the map has two routes between " + r.from + " and " + r.to);
            }
        }
    }
}

const MapPlace* RouteGraph::findPlace(std::string_view idOrName) const {
    for (const MapPlace& p : places_) {
        if (p.id == idOrName) return &p;
    }
    for (const MapPlace& p : places_) {
        if (p.name == idOrName) return &p;
    }
    return nullptr;
}

const MapPlace& RouteGraph::place(std::string_view idOrName) const {
    const MapPlace* found = findPlace(idOrName);
    if (!found) throw UserError("unknown place '" + std::string(idOrName) + "'");
    return *found;
}

const MapRoute* RouteGraph::findRoute(std::string_view a, std::string_view b) const {
    for (const MapRoute& r : routes_) {
        if ((r.from == a && r.to == b) || (r.from == b && r.to == a)) return &r;
    }
    return nullptr;
}

const MapRoute& RouteGraph::route(std::string_view a, std::string_view b) const {
    const MapRoute* found = findRoute(a, b);
    if (!found) {
        throw UserError("no route between " + std::string(a) + " and " + std::string(b));
    }
    return *found;
}

std::vector<const MapRoute*> RouteGraph::routesFrom(std::string_view placeId) const {
    std::vector<const MapRoute*> out;
    for (const MapRoute& r : routes_) {
        if (r.from == placeId || r.to == placeId) out.push_back(&r);
    }
    std::sort(out.begin(), out.end(), [&](const MapRoute* x, const MapRoute* y) {
        return otherEnd(*x, placeId) < otherEnd(*y, placeId);
    });
    return out;
}

Days RouteGraph::days(const MapRoute& route, MarchRate rate) {
    return rate == MarchRate::Foot ? route.footDays : route.mountedDays;
}

const std::string& RouteGraph::otherEnd(const MapRoute& route, std::string_view placeId) {
    return route.from == placeId ? route.to : route.from;
}

std::size_t RouteGraph::indexOf(std::string_view id) const {
    for (std::size_t i = 0; i < places_.size(); ++i) {
        if (places_[i].id == id) return i;
    }
    throw UserError("unknown place '" + std::string(id) + "'");
}

Path RouteGraph::quickestPath(std::string_view from, std::string_view to, MarchRate rate) const {
    const std::size_t start = indexOf(place(from).id);
    const std::size_t goal = indexOf(place(to).id);
    constexpr Days kUnreached = std::numeric_limits<Days>::max();
    const std::size_t n = places_.size();
    std::vector<Days> best(n, kUnreached);
    std::vector<std::size_t> legs(n, 0);
    std::vector<std::size_t> before(n, n);
    std::vector<bool> done(n, false);
    // (days, legs, place id, index): the smallest is settled first, by id on equal days.
    using Entry = std::tuple<Days, std::size_t, std::string, std::size_t>;
    std::priority_queue<Entry, std::vector<Entry>, std::greater<>> queue;
    best[start] = 0;
    queue.emplace(0, 0, places_[start].id, start);
    while (!queue.empty()) {
        const auto [d, l, id, at] = queue.top();
        queue.pop();
        if (done[at]) continue;
        done[at] = true;
        for (const MapRoute* r : routesFrom(id)) {
            const std::size_t next = indexOf(otherEnd(*r, id));
            if (done[next]) continue;
            const Days candidate = d + days(*r, rate);
            const bool better =
                candidate < best[next] ||
                (candidate == best[next] &&
                 (l + 1 < legs[next] ||
                  (l + 1 == legs[next] && places_[at].id < places_[before[next]].id)));
            if (better) {
                best[next] = candidate;
                legs[next] = l + 1;
                before[next] = at;
                queue.emplace(candidate, l + 1, places_[next].id, next);
            }
        }
    }
    if (best[goal] == kUnreached) {
        throw UserError("no way by road from " + places_[start].name + " to " + places_[goal].name);
    }
    Path path;
    path.totalDays = best[goal];
    for (std::size_t at = goal; at != start; at = before[at]) {
        const std::size_t prev = before[at];
        path.legs.push_back({places_[prev].id, places_[at].id,
                             days(route(places_[prev].id, places_[at].id), rate)});
    }
    std::reverse(path.legs.begin(), path.legs.end());
    return path;
}

Path RouteGraph::quickestPathFromRoute(std::string_view behind, std::string_view ahead,
                                       Days daysLeft, std::string_view to, MarchRate rate) const {
    const MapRoute& current = route(behind, ahead);
    const Days total = days(current, rate);
    const Days back = std::clamp<Days>(total - daysLeft, 0, total);
    const std::string target = place(to).id;
    Path onward = quickestPath(ahead, target, rate);
    onward.legs.insert(onward.legs.begin(), Leg{std::string(behind), std::string(ahead), daysLeft});
    onward.totalDays += daysLeft;
    Path turnBack = quickestPath(behind, target, rate);
    turnBack.legs.insert(turnBack.legs.begin(), Leg{std::string(ahead), std::string(behind), back});
    turnBack.totalDays += back;
    // Pressing on wins a tie: an army does not turn about for nothing.
    return turnBack.totalDays < onward.totalDays ? turnBack : onward;
}

}  // namespace seneschal::campaign::strategy
