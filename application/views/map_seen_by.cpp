#include "application/views/map_seen_by.hpp"

#include <algorithm>
#include <set>

#include "application/battles/pending_battles.hpp"
#include "application/files/campaign_files.hpp"
#include "application/views/campaign_views.hpp"
#include "base/errors.hpp"
#include "campaign/battles/rules.hpp"
#include "campaign/stores/march_store.hpp"
#include "campaign/stores/name_folding.hpp"
#include "campaign/stores/repository.hpp"
#include "campaign/strategy/scouting.hpp"

namespace seneschal::application {

namespace {

namespace strategy = campaign::strategy;

// The same folding as every other name the user types (campaign/stores/lookup.cpp).
bool sameWordsIgnoringCase(const std::string& a, const std::string& b) {
    return campaign::foldName(a) == campaign::foldName(b);
}

// "England", "England and France", "England, France and Navarre"
std::string sideNamesListed(const map::MapView& view) {
    std::string text;
    for (std::size_t i = 0; i < view.sides.size(); ++i) {
        if (i > 0) text += i + 1 == view.sides.size() ? " and " : ", ";
        text += view.sides[i].name;
    }
    return text;
}

// The map's places and routes as the route graph the scouting rule measures (foot days).
strategy::RouteGraph scoutingGraph(const map::MapView& view) {
    std::vector<strategy::MapPlace> places;
    for (const map::MapPlace& place : view.places) places.push_back({place.id, place.name, {}});
    std::vector<strategy::MapRoute> routes;
    for (const map::MapRoute& route : view.routes) {
        routes.push_back(
            {route.fromPlace, route.toPlace, toString(route.kind), route.days, route.days});
    }
    return strategy::RouteGraph(std::move(places), std::move(routes));
}

strategy::ScoutPosition scoutPositionOnMap(const map::MapView& view, const map::MapArmy& army) {
    if (!army.where.onTheMarch()) return strategy::ScoutPosition::at(army.where.placeId);
    const map::MapRoute* route = view.findRoute(army.where.routeId);
    if (!route) return strategy::ScoutPosition::at({});  // nowhere the scouts can measure
    // The view measures from the end the army left.
    const std::string& left =
        route->toPlace == army.where.towardPlace ? route->fromPlace : route->toPlace;
    return strategy::ScoutPosition::onRoute(left, army.where.towardPlace, army.where.fractionDone);
}

}  // namespace

const map::MapSide& findMapSide(const map::MapView& view, const std::string& side,
                                const std::string& where) {
    for (const map::MapSide& known : view.sides)
        if (known.id == side) return known;
    for (const map::MapSide& known : view.sides)
        if (sameWordsIgnoringCase(known.id, side) || sameWordsIgnoringCase(known.name, side))
            return known;
    throw UserError("no side called '" + side + "' in " + where +
                    (view.sides.empty() ? std::string("; it has no sides")
                                        : "; the sides are " + sideNamesListed(view)));
}

map::MapView mapSeenBy(const map::MapView& umpire, const std::string& side,
                       const strategy::ScoutingRules& rules, const std::string& where) {
    const map::MapSide& seer = findMapSide(umpire, side, where);
    const strategy::RouteGraph graph = scoutingGraph(umpire);

    std::set<std::string> ownArmies;
    std::vector<strategy::ScoutPosition> watchers;
    for (const map::MapArmy& army : umpire.armies) {
        if (army.side != seer.name) continue;
        ownArmies.insert(army.id);
        watchers.push_back(scoutPositionOnMap(umpire, army));
    }
    std::vector<std::string> held;
    for (const map::MapPlace& place : umpire.places)
        if (place.owner == seer.name) held.push_back(place.id);

    // Pending battles the side fights in: every army in them is in plain sight.
    std::set<std::string> inBattle;
    for (const map::PendingBattleMark& battle : umpire.pendingBattles) {
        const bool fights = std::any_of(battle.armyIds.begin(), battle.armyIds.end(),
                                        [&](const std::string& id) { return ownArmies.count(id); });
        if (fights) inBattle.insert(battle.armyIds.begin(), battle.armyIds.end());
    }
    std::vector<strategy::ScoutedArmy> enemies;
    for (const map::MapArmy& army : umpire.armies) {
        if (ownArmies.count(army.id)) continue;
        enemies.push_back({army.id, scoutPositionOnMap(umpire, army), inBattle.count(army.id) > 0});
    }
    const strategy::ScoutingReport report = strategy::scout(graph, watchers, held, enemies, rules);
    const std::set<std::string> enemiesSeen(report.armies.begin(), report.armies.end());
    const std::set<std::string> placesSeen(report.places.begin(), report.places.end());

    map::MapView view = umpire;
    view.seenBy = seer.name;
    view.armies.clear();
    for (const map::MapArmy& army : umpire.armies)
        if (ownArmies.count(army.id) || enemiesSeen.count(army.id)) view.armies.push_back(army);
    view.pendingBattles.clear();
    for (const map::PendingBattleMark& battle : umpire.pendingBattles) {
        const bool fights = std::any_of(battle.armyIds.begin(), battle.armyIds.end(),
                                        [&](const std::string& id) { return ownArmies.count(id); });
        if (!fights && !placesSeen.count(battle.placeId)) continue;
        map::PendingBattleMark mark{battle.placeId, {}};
        for (const std::string& id : battle.armyIds)
            if (ownArmies.count(id) || enemiesSeen.count(id)) mark.armyIds.push_back(id);
        view.pendingBattles.push_back(std::move(mark));
    }
    return view;
}

map::MapView campaignMap(campaign::CampaignFile& file, const std::optional<std::string>& side) {
    const campaign::CampaignSnapshot snapshot = campaign::readSnapshot(file.db());
    map::MapView umpire = buildMapView(snapshot, campaign::rulebookFor(snapshot.info.rules),
                                       pendingBattles(file), campaign::loadMarch(file.db()));
    if (!side) return umpire;
    return mapSeenBy(umpire, *side, campaign::rulesOf(file.db()).strategy.scouting,
                     file.path().filename().string());
}

}  // namespace seneschal::application
