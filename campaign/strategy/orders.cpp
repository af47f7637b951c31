#include "campaign/strategy/orders.hpp"

#include <algorithm>

#include "base/errors.hpp"

namespace seneschal::campaign::strategy {

namespace {

void refuseIfInBattle(const MarchState& state, const RouteGraph& graph, const MarchingArmy& army) {
    if (const PendingBattle* battle = state.pendingFor(army.id)) {
        const MapPlace* place = graph.findPlace(battle->place);
        throw UserError(army.name + " is in the battle pending at " +
                        (place ? place->name : battle->place) + ": fight it or avoid it first");
    }
}

}  // namespace

Days marchDays(Days routeDays, bool forced, const MarchRules& rules) {
    const Days steps = forced ? std::max<Days>(1, rules.forcedSteps) : 1;
    return (std::max<Days>(0, routeDays) + steps - 1) / steps;
}

Days routeDaysToGo(const MarchingArmy& army, const RouteGraph& graph) {
    Days days = 0;
    std::string at = army.place;
    if (army.onRoute()) {
        days += army.daysLeft;
        at = army.routeTo;
    }
    for (const std::string& stop : army.orders) {
        if (stop == at) continue;  // on a route, the first stop is its end
        days += RouteGraph::days(graph.route(at, stop), army.rate());
        at = stop;
    }
    return days;
}

Path orderMarch(MarchState& state, const RouteGraph& graph, const std::string& armyName,
                const std::string& destination, bool forced) {
    MarchingArmy& army = state.army(armyName);
    refuseIfInBattle(state, graph, army);
    const MapPlace& target = graph.place(destination);
    const MarchRate rate = army.rate();
    Path path;
    if (!army.onRoute()) {
        if (army.place == target.id) throw UserError(army.name + " is already at " + target.name);
        path = graph.quickestPath(army.place, target.id, rate);
    } else {
        path = graph.quickestPathFromRoute(army.routeFrom, army.routeTo, army.daysLeft, target.id,
                                           rate);
        if (path.legs.front().to != army.routeTo) {
            // Turning about: the way back is what it has come so far.
            const Days total = RouteGraph::days(graph.route(army.routeFrom, army.routeTo), rate);
            const Days back = std::max<Days>(0, total - army.daysLeft);
            std::swap(army.routeFrom, army.routeTo);
            army.daysLeft = back;
            if (back == 0) {
                army.place = army.routeTo;
                army.routeFrom.clear();
                army.routeTo.clear();
                path.legs.erase(path.legs.begin());
            }
        }
    }
    army.orders = path.places();
    army.forced = forced;
    return path;
}

MarchingArmy& splitArmy(MarchState& state, const std::string& armyName,
                        const std::vector<std::string>& detach, const std::string& newId,
                        const std::string& newName) {
    MarchingArmy& army = state.army(armyName);
    if (detach.empty()) throw UserError("name the units or battals to detach from " + army.name);
    if (newId.empty()) throw UserError("the new army needs a name");
    if (state.findArmy(newId) || state.findArmy(newName)) {
        throw UserError("there is already an army called '" + newName + "'");
    }
    if (const PendingBattle* battle = state.pendingFor(army.id)) {
        throw UserError(army.name + " is in the battle pending at " + battle->place +
                        ": fight it or avoid it before splitting it");
    }
    for (const std::string& name : detach) {
        const bool known =
            std::any_of(army.units.begin(), army.units.end(),
                        [&](const MarchUnit& u) { return u.id == name || u.battal == name; });
        if (!known) throw UserError(army.name + " has no unit or battal '" + name + "'");
    }
    MarchingArmy split = army;
    split.id = newId;
    split.name = newName;
    split.units.clear();
    std::vector<MarchUnit> staying;
    for (const MarchUnit& unit : army.units) {
        const bool goes = std::find(detach.begin(), detach.end(), unit.id) != detach.end() ||
                          std::find(detach.begin(), detach.end(), unit.battal) != detach.end();
        (goes ? split.units : staying).push_back(unit);
    }
    if (staying.empty()) {
        throw UserError("detaching all of " + army.name +
                        " leaves no army behind: rename it instead");
    }
    army.units = std::move(staying);
    state.armies.push_back(std::move(split));
    return state.armies.back();
}

std::optional<std::string> mergeRefusal(const MarchState& state, const MarchingArmy& first,
                                        const MarchingArmy& army) {
    if (army.onRoute()) return army.name + " is on the march; armies merge at a place";
    if (army.side != first.side) return army.name + " and " + first.name + " are not of one side";
    if (army.place != first.place)
        return army.name + " is at " + army.place + ", not at " + first.place;
    if (state.pendingFor(army.id) != state.pendingFor(first.id)) {
        return "only armies in the same pending battle, or in none, can merge";
    }
    return std::nullopt;
}

std::vector<std::string> mayMergeInto(const MarchState& state, const std::string& keeper) {
    const MarchingArmy& first = state.army(keeper);
    std::vector<std::string> ids;
    if (mergeRefusal(state, first, first)) return ids;  // the keeper itself is on the march
    for (const MarchingArmy& army : state.armies) {
        if (army.id != first.id && !mergeRefusal(state, first, army)) ids.push_back(army.id);
    }
    return ids;
}

MarchingArmy& mergeArmies(MarchState& state, const std::vector<std::string>& names) {
    if (names.size() < 2) throw UserError("name at least two armies to merge");
    std::vector<std::string> ids;
    for (const std::string& name : names) {
        const MarchingArmy& army = state.army(name);
        if (std::find(ids.begin(), ids.end(), army.id) != ids.end()) {
            throw UserError(army.name + " is named twice");
        }
        ids.push_back(army.id);
    }
    const MarchingArmy& first = state.army(ids.front());
    for (const std::string& id : ids) {
        if (const auto refusal = mergeRefusal(state, first, state.army(id)))
            throw UserError(*refusal);
    }
    const std::string keeperId = first.id;
    for (std::size_t k = 1; k < ids.size(); ++k) {
        MarchingArmy& keeper = state.army(keeperId);
        const MarchingArmy& other = state.army(ids[k]);
        keeper.units.insert(keeper.units.end(), other.units.begin(), other.units.end());
        // The merged army is as tired as its most lately forced part.
        if (other.lastForcedMarch &&
            (!keeper.lastForcedMarch || *keeper.lastForcedMarch < *other.lastForcedMarch)) {
            keeper.lastForcedMarch = other.lastForcedMarch;
        }
        for (PendingBattle& pending : state.pending) {
            std::erase(pending.armies, ids[k]);
        }
        std::erase_if(state.armies, [&](const MarchingArmy& a) { return a.id == ids[k]; });
    }
    return state.army(keeperId);
}

}  // namespace seneschal::campaign::strategy
