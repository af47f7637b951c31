#include "campaign/strategy/scouting.hpp"

#include <algorithm>
#include <cmath>
#include <limits>
#include <map>
#include <queue>
#include <utility>

namespace seneschal::campaign::strategy {

namespace {

constexpr double kScoutFar = std::numeric_limits<double>::infinity();
// Fractions of a route-day come from whole days divided: a hair's tolerance keeps "exactly two
// days" within two days.
constexpr double kScoutSlack = 1e-9;

class ScoutDistances {
  public:
    explicit ScoutDistances(const RouteGraph& graph) : graph_(graph) {
        for (std::size_t i = 0; i < graph.places().size(); ++i) index_[graph.places()[i].id] = i;
        toPlace_.assign(graph.places().size(), kScoutFar);
    }

    // A watcher at the position: the route-days on foot to every place, by the shortest path.
    void addSource(const ScoutPosition& from) {
        if (!from.onTheRoute()) {
            seed(from.place, 0.0);
            return;
        }
        const MapRoute* route = graph_.findRoute(from.routeFrom, from.routeTo);
        if (!route) return;
        const double days = static_cast<double>(route->footDays);
        const double done = std::clamp(from.fractionDone, 0.0, 1.0);
        seed(from.routeFrom, done * days);
        seed(from.routeTo, (1.0 - done) * days);
        onRoutes_.push_back(from);
    }

    void run() {
        using Entry = std::pair<double, std::size_t>;
        std::priority_queue<Entry, std::vector<Entry>, std::greater<>> queue;
        for (std::size_t i = 0; i < toPlace_.size(); ++i)
            if (toPlace_[i] < kScoutFar) queue.emplace(toPlace_[i], i);
        while (!queue.empty()) {
            const auto [days, at] = queue.top();
            queue.pop();
            if (days > toPlace_[at]) continue;
            const std::string& id = graph_.places()[at].id;
            for (const MapRoute* route : graph_.routesFrom(id)) {
                const std::size_t next = index_.at(RouteGraph::otherEnd(*route, id));
                const double further = days + static_cast<double>(route->footDays);
                if (further < toPlace_[next]) {
                    toPlace_[next] = further;
                    queue.emplace(further, next);
                }
            }
        }
    }

    double toPlace(const std::string& place) const {
        const auto it = index_.find(place);
        return it == index_.end() ? kScoutFar : toPlace_[it->second];
    }

    // Route-days on foot from the nearest watcher to the position.
    double to(const ScoutPosition& where) const {
        if (!where.onTheRoute()) return toPlace(where.place);
        const MapRoute* route = graph_.findRoute(where.routeFrom, where.routeTo);
        if (!route) return kScoutFar;
        const double days = static_cast<double>(route->footDays);
        const double done = std::clamp(where.fractionDone, 0.0, 1.0);
        double nearest = std::min(toPlace(where.routeFrom) + done * days,
                                  toPlace(where.routeTo) + (1.0 - done) * days);
        // A watcher on the same route sees along it without going round by either end.
        for (const ScoutPosition& watcher : onRoutes_) {
            double theirs = std::clamp(watcher.fractionDone, 0.0, 1.0);
            if (watcher.routeFrom == where.routeTo && watcher.routeTo == where.routeFrom) {
                theirs = 1.0 - theirs;
            } else if (watcher.routeFrom != where.routeFrom || watcher.routeTo != where.routeTo) {
                continue;
            }
            nearest = std::min(nearest, std::abs(theirs - done) * days);
        }
        return nearest;
    }

  private:
    void seed(const std::string& place, double days) {
        const auto it = index_.find(place);
        if (it != index_.end()) toPlace_[it->second] = std::min(toPlace_[it->second], days);
    }

    const RouteGraph& graph_;
    std::map<std::string, std::size_t, std::less<>> index_;
    std::vector<double> toPlace_;
    std::vector<ScoutPosition> onRoutes_;
};

bool withinReach(double days, Days reach) {
    return days <= static_cast<double>(reach) + kScoutSlack;
}

}  // namespace

ScoutPosition ScoutPosition::at(std::string place) {
    ScoutPosition where;
    where.place = std::move(place);
    return where;
}

ScoutPosition ScoutPosition::onRoute(std::string from, std::string to, double fractionDone) {
    ScoutPosition where;
    where.routeFrom = std::move(from);
    where.routeTo = std::move(to);
    where.fractionDone = fractionDone;
    return where;
}

ScoutPosition scoutPosition(const MarchingArmy& army, const RouteGraph& graph) {
    if (!army.onRoute()) return ScoutPosition::at(army.place);
    double done = 0;
    if (const MapRoute* route = graph.findRoute(army.routeFrom, army.routeTo)) {
        const double total = static_cast<double>(RouteGraph::days(*route, army.rate()));
        done = 1.0 - static_cast<double>(army.daysLeft) / std::max(1.0, total);
    }
    return ScoutPosition::onRoute(army.routeFrom, army.routeTo, std::clamp(done, 0.0, 1.0));
}

ScoutingReport scout(const RouteGraph& graph, const std::vector<ScoutPosition>& ownArmies,
                     const std::vector<std::string>& heldPlaces,
                     const std::vector<ScoutedArmy>& enemies, const ScoutingRules& rules) {
    ScoutDistances fromArmies(graph);
    for (const ScoutPosition& where : ownArmies) fromArmies.addSource(where);
    fromArmies.run();
    ScoutDistances fromPlaces(graph);
    for (const std::string& place : heldPlaces) fromPlaces.addSource(ScoutPosition::at(place));
    fromPlaces.run();

    const auto seen = [&](const ScoutPosition& where) {
        return withinReach(fromArmies.to(where), rules.withinDays) ||
               withinReach(fromPlaces.to(where), rules.fromHeldPlaces);
    };
    ScoutingReport report;
    for (const ScoutedArmy& enemy : enemies)
        if (enemy.inBattleWithSide || seen(enemy.where)) report.armies.push_back(enemy.id);
    for (const MapPlace& place : graph.places())
        if (seen(ScoutPosition::at(place.id))) report.places.push_back(place.id);
    return report;
}

Men scoutedStrength(Men men, const ScoutingRules& rules) {
    if (men <= 0) return 0;
    const Men step = std::max<Men>(1, rules.strengthRoundedTo);
    return std::max(step, (men + step / 2) / step * step);
}

}  // namespace seneschal::campaign::strategy
