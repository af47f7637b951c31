#include "campaign/strategy/avoid_battle.hpp"

#include <algorithm>
#include <set>

#include "base/errors.hpp"
#include "base/grouped_number.hpp"

namespace seneschal::campaign::strategy {

namespace {

bool inBattle(const PendingBattle& battle, const MarchingArmy& army) {
    return std::find(battle.armies.begin(), battle.armies.end(), army.id) != battle.armies.end();
}

// A way out is blocked by an enemy standing at its far end, marching on it, or having come in
// along it to this battle.
bool blocked(const MarchState& state, const PendingBattle& battle, const std::string& side,
             const std::string& place, const std::string& farEnd) {
    for (const MarchingArmy& army : state.armies) {
        if (army.side == side) continue;
        if (!army.onRoute() && army.place == farEnd) return true;
        if (army.onRoute() && ((army.routeFrom == place && army.routeTo == farEnd) ||
                               (army.routeFrom == farEnd && army.routeTo == place))) {
            return true;
        }
        if (inBattle(battle, army) && army.cameFrom == farEnd) return true;
    }
    return false;
}

}  // namespace

WithdrawalOptions withdrawalOptions(const MarchState& state, const RouteGraph& graph,
                                    const StrategyRules& rules, const std::string& placeName,
                                    const std::string& side) {
    const MapPlace& place = graph.place(placeName);
    const PendingBattle* battle = state.pendingAt(place.id);
    if (!battle) throw UserError("no battle is pending at " + place.name);
    WithdrawalOptions options;
    for (const MarchingArmy& army : state.armies) {
        if (!inBattle(*battle, army)) continue;
        (army.side == side ? options.men : options.enemyMen) += army.men();
    }
    if (options.men == 0) {
        throw UserError(state.sideName(side) + " has no army in the battle pending at " +
                        place.name);
    }
    const std::int64_t percent = rules.avoidBattle.maxStrengthPercent;
    if (options.men * 100 >= percent * options.enemyMen) {
        options.reason = state.sideName(side) + "'s " + countOf(options.men, "man", "men") +
                         " are not fewer than " + std::to_string(percent) + "% of the enemy's " +
                         groupedNumber(options.enemyMen) +
                         ": only the weaker side may avoid battle";
        return options;
    }
    for (const MapRoute* route : graph.routesFrom(place.id)) {
        const std::string& farEnd = RouteGraph::otherEnd(*route, place.id);
        if (!blocked(state, *battle, side, place.id, farEnd)) options.openWays.push_back(farEnd);
    }
    if (options.openWays.empty()) {
        options.reason = "every way out of " + place.name + " is blocked by the enemy";
        return options;
    }
    options.allowed = true;
    return options;
}

std::vector<MarchEvent> avoidBattle(MarchState& state, const RouteGraph& graph,
                                    const StrategyRules& rules, const std::string& placeName,
                                    const std::string& side, const std::string& toward,
                                    DayNumber day) {
    const MapPlace& place = graph.place(placeName);
    const WithdrawalOptions options = withdrawalOptions(state, graph, rules, place.id, side);
    if (!options.allowed)
        throw UserError(state.sideName(side) + " cannot avoid battle at " + place.name + ": " +
                        options.reason);
    const MapPlace& target = graph.place(toward);
    if (std::find(options.openWays.begin(), options.openWays.end(), target.id) ==
        options.openWays.end()) {
        throw UserError("no open way from " + place.name + " to " + target.name +
                        " (no route, or the enemy blocks it)");
    }
    const PendingBattle battle = *state.pendingAt(place.id);
    const MapRoute& route = graph.route(place.id, target.id);
    std::vector<MarchEvent> events;
    for (MarchingArmy& army : state.armies) {
        if (army.side != side || !inBattle(battle, army)) continue;
        // A night march: one route-day at once, paid for as a forced march.
        army.daysLeft = RouteGraph::days(route, army.rate()) - 1;
        army.orders = {target.id};
        army.forced = false;
        army.lastForcedMarch = day;
        if (army.daysLeft == 0) {
            army.place = target.id;
            army.cameFrom = place.id;
            army.orders.clear();
        } else {
            army.place.clear();
            army.routeFrom = place.id;
            army.routeTo = target.id;
        }
        events.push_back({day,
                          MarchEventKind::Withdrew,
                          army.id,
                          army.side,
                          place.id,
                          {},
                          0,
                          army.name + " avoids battle at " + place.name +
                              " and falls back towards " + target.name + " by night"});
        for (MarchUnit& unit : army.units) {
            const Men lost = stragglers(unit.men, rules.march);
            if (lost == 0) continue;
            unit.men -= lost;
            events.push_back({day, MarchEventKind::Stragglers, army.id, army.side, place.id,
                              unit.id, lost,
                              std::to_string(lost) + " men of " + unit.shownName() +
                                  " fall out on the night march"});
        }
    }
    for (auto it = state.pending.begin(); it != state.pending.end(); ++it) {
        if (it->place != place.id) continue;
        std::erase_if(it->armies, [&](const std::string& id) {
            const MarchingArmy* army = state.findArmy(id);
            return army && army->side == side;
        });
        std::set<std::string> sidesLeft;
        for (const std::string& id : it->armies) {
            if (const MarchingArmy* army = state.findArmy(id)) sidesLeft.insert(army->side);
        }
        if (sidesLeft.size() < 2) state.pending.erase(it);
        break;
    }
    return events;
}

}  // namespace seneschal::campaign::strategy
