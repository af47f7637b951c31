#include "campaign/strategy/withdrawal.hpp"

#include <algorithm>
#include <map>

namespace seneschal::campaign::strategy {

namespace {

bool standsAt(const MarchingArmy& army, const std::string& place) {
    return !army.onRoute() && army.place == place;
}

// The side that leaves the field after a draw: the one with fewer men, the later on a tie.
std::optional<std::string> drawLeaver(const MarchState& state, const std::string& place,
                                      const std::vector<std::string>& sidesInOrder) {
    std::map<std::string, Men> menBySide;
    for (const MarchingArmy& army : state.armies) {
        if (standsAt(army, place)) menBySide[army.side] += army.men();
    }
    if (menBySide.size() < 2) return std::nullopt;
    std::optional<std::string> leaver;
    Men fewest = 0;
    for (const std::string& side : sidesInOrder) {
        const auto it = menBySide.find(side);
        if (it == menBySide.end()) continue;
        if (!leaver || it->second <= fewest) {
            leaver = side;
            fewest = it->second;
        }
    }
    return leaver;
}

bool enemyStandsAt(const MarchState& state, const std::string& place, const std::string& side) {
    return std::any_of(state.armies.begin(), state.armies.end(),
                       [&](const MarchingArmy& a) { return standsAt(a, place) && a.side != side; });
}

std::size_t placeOrder(const RouteGraph& graph, const std::string& id) {
    const auto& places = graph.places();
    for (std::size_t i = 0; i < places.size(); ++i) {
        if (places[i].id == id) return i;
    }
    return places.size();
}

// The neighbours an army of `side` may fall back to, nearest first.
std::vector<std::string> openNeighbours(const MarchState& state, const RouteGraph& graph,
                                        const std::string& place, const std::string& side) {
    std::vector<const MapRoute*> routes = graph.routesFrom(place);
    std::stable_sort(routes.begin(), routes.end(), [&](const MapRoute* a, const MapRoute* b) {
        if (a->footDays != b->footDays) return a->footDays < b->footDays;
        return placeOrder(graph, RouteGraph::otherEnd(*a, place)) <
               placeOrder(graph, RouteGraph::otherEnd(*b, place));
    });
    std::vector<std::string> open;
    for (const MapRoute* route : routes) {
        const std::string& other = RouteGraph::otherEnd(*route, place);
        if (!enemyStandsAt(state, other, side)) open.push_back(other);
    }
    return open;
}

std::optional<std::string> wayFor(const MarchState& state, const MarchingArmy& army,
                                  const std::vector<std::string>& open, WithdrawalWay way) {
    for (const std::string& to : open) {
        switch (way) {
            case WithdrawalWay::CameFrom:
                if (army.cameFrom && *army.cameFrom == to) return to;
                break;
            case WithdrawalWay::OwnPlace:
                if (state.ownerOf(to) == army.side) return to;
                break;
            case WithdrawalWay::AnyPlace:
                return to;
        }
    }
    return std::nullopt;
}

}  // namespace

std::vector<Withdrawal> withdrawalsAfterBattle(const MarchState& state, const RouteGraph& graph,
                                               const WithdrawalRules& rules,
                                               const std::string& place,
                                               const std::optional<std::string>& winner,
                                               const std::vector<std::string>& sidesInOrder) {
    std::optional<std::string> leaver;
    if (!winner && rules.afterDraw == DrawWithdrawal::FewerMen) {
        leaver = drawLeaver(state, place, sidesInOrder);
    }
    std::vector<Withdrawal> moves;
    // Armies leave one after another: with three sides, a beaten army already gone to a place
    // bars it to the other beaten side.
    MarchState current = state;
    for (MarchingArmy& army : current.armies) {
        if (!standsAt(army, place)) continue;
        const bool beaten = winner ? army.side != *winner : (leaver && army.side == *leaver);
        if (!beaten) continue;
        const std::vector<std::string> open = openNeighbours(current, graph, place, army.side);
        for (const WithdrawalWay way : rules.preference) {
            if (const auto to = wayFor(current, army, open, way)) {
                moves.push_back({army.id, *to});
                army.place = *to;
                break;
            }
        }
    }
    return moves;
}

}  // namespace seneschal::campaign::strategy
