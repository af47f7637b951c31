#include "application/views/side_knowledge.hpp"

#include <algorithm>
#include <cctype>
#include <vector>

#include "application/views/map_seen_by.hpp"
#include "base/errors.hpp"
#include "campaign/battles/rules.hpp"
#include "campaign/stores/battle_records.hpp"
#include "campaign/stores/repository.hpp"
#include "campaign/strategy/scouting.hpp"

namespace seneschal::application {

namespace {

namespace strategy = campaign::strategy;

// The map's places and routes as the route graph the scouting rule measures (foot days).
strategy::RouteGraph knowledgeGraph(const map::MapView& view) {
    std::vector<strategy::MapPlace> places;
    for (const map::MapPlace& place : view.places) places.push_back({place.id, place.name, {}});
    std::vector<strategy::MapRoute> routes;
    for (const map::MapRoute& route : view.routes) {
        routes.push_back(
            {route.fromPlace, route.toPlace, toString(route.kind), route.days, route.days});
    }
    return strategy::RouteGraph(std::move(places), std::move(routes));
}

strategy::ScoutPosition knowledgePosition(const map::MapView& view, const map::MapArmy& army) {
    if (!army.where.onTheMarch()) return strategy::ScoutPosition::at(army.where.placeId);
    const map::MapRoute* route = view.findRoute(army.where.routeId);
    if (!route) return strategy::ScoutPosition::at({});  // nowhere the scouts can measure
    // The view measures from the end the army left.
    const std::string& left =
        route->toPlace == army.where.towardPlace ? route->fromPlace : route->toPlace;
    return strategy::ScoutPosition::onRoute(left, army.where.towardPlace, army.where.fractionDone);
}

}  // namespace

std::int64_t SideKnowledge::reportedMen(const std::string& armyId, std::int64_t men) const {
    if (ownArmies.count(armyId)) return men;
    if (scoutedArmies.count(armyId)) return strategy::scoutedStrength(men, rules);
    return 0;
}

SideKnowledge knowledgeOf(const map::MapView& umpire, const std::string& side,
                          const strategy::ScoutingRules& rules, const std::string& where) {
    const map::MapSide& seer = findMapSide(umpire, side, where);
    SideKnowledge knows;
    knows.sideId = seer.id;
    knows.sideName = seer.name;
    knows.rules = rules;

    std::vector<strategy::ScoutPosition> watchers;
    for (const map::MapArmy& army : umpire.armies) {
        if (army.side != seer.name) continue;
        knows.ownArmies.insert(army.id);
        watchers.push_back(knowledgePosition(umpire, army));
    }
    std::vector<std::string> held;
    for (const map::MapPlace& place : umpire.places)
        if (place.owner == seer.name) held.push_back(place.id);

    // Pending battles the side fights in: every army in them is in plain sight.
    std::set<std::string> inBattle;
    for (const map::PendingBattleMark& battle : umpire.pendingBattles) {
        const bool fights =
            std::any_of(battle.armyIds.begin(), battle.armyIds.end(),
                        [&](const std::string& id) { return knows.ownArmies.count(id) > 0; });
        if (fights) inBattle.insert(battle.armyIds.begin(), battle.armyIds.end());
    }
    std::vector<strategy::ScoutedArmy> enemies;
    for (const map::MapArmy& army : umpire.armies) {
        if (knows.ownArmies.count(army.id)) continue;
        enemies.push_back({army.id, knowledgePosition(umpire, army), inBattle.count(army.id) > 0});
    }
    const strategy::ScoutingReport report =
        strategy::scout(knowledgeGraph(umpire), watchers, held, enemies, rules);
    knows.scoutedArmies.insert(report.armies.begin(), report.armies.end());
    knows.placesInReach.insert(report.places.begin(), report.places.end());
    return knows;
}

SideKnowledge knowledgeOf(campaign::CampaignFile& file, const std::string& side) {
    try {
        return knowledgeOf(campaignMap(file, std::nullopt), side,
                           campaign::rulesOf(file.db()).strategy.scouting,
                           file.path().filename().string());
    } catch (const UserError& e) {
        throw UserError(std::string("--side: ") + e.what());
    }
}

bool sideFought(campaign::CampaignFile& file, const SideKnowledge& knows, std::int64_t battleId) {
    const std::optional<campaign::BattleRecordData> record =
        campaign::readBattleRecord(file.db(), battleId);
    if (!record) return false;
    for (const campaign::RecordedForce& force : record->forces)
        if (knows.isOwnSide(force.side)) return true;
    for (const campaign::RecordedStrength& strength : record->strength)
        if (knows.isOwnSide(strength.side)) return true;
    for (const campaign::ExpectedLosses& expected : record->expected)
        if (knows.isOwnSide(expected.side)) return true;
    return false;
}

map::MapArmy armySeenBy(const SideKnowledge& knows, const map::MapArmy& army) {
    if (knows.knowsDetailsOf(army.id)) return army;
    map::MapArmy seen;
    seen.id = army.id;
    seen.name = army.name;
    seen.side = army.side;
    seen.sideColour = army.sideColour;
    seen.men = static_cast<int>(knows.reportedMen(army.id, army.men));
    seen.strengthEstimated = true;
    // Where it stands, or the road it is on and how far along: what the scouts see. Not the
    // place it left, its stops beyond the road's end, or when it arrives anywhere.
    seen.where.placeId = army.where.placeId;
    seen.where.routeId = army.where.routeId;
    seen.where.towardPlace = army.where.towardPlace;
    seen.where.fractionDone = army.where.fractionDone;
    return seen;
}

ChronicleHearing::ChronicleHearing(campaign::CampaignFile& file, const SideKnowledge& knows) {
    const campaign::CampaignSnapshot snapshot = campaign::readSnapshot(file.db());
    own_.push_back(knows.sideName);
    for (const campaign::Army& army : snapshot.armies) {
        if (knows.isOwnSide(army.side)) {
            own_.push_back(army.name);
            for (const campaign::Battal& battal : army.battals)
                for (const campaign::Unit& unit : battal.units) own_.push_back(unit.name);
        } else if (!knows.knowsOf(army.id)) {
            hidden_.push_back(army.name);
        }
    }
    for (const campaign::Leader& leader : snapshot.leaders)
        if (knows.isOwnSide(leader.side)) own_.push_back(leader.name);
    for (const campaign::Place& place : snapshot.places)
        if (place.owner && knows.isOwnSide(*place.owner)) places_.push_back(place.name);
    for (auto* list : {&own_, &places_, &hidden_})
        std::erase_if(*list, [](const std::string& name) { return name.empty(); });
}

bool ChronicleHearing::hears(const std::string& kind, const std::string& text) const {
    const auto names = [&](const std::vector<std::string>& list) {
        return std::any_of(list.begin(), list.end(), [&](const std::string& name) {
            return text.find(name) != std::string::npos;
        });
    };
    if (names(hidden_)) return false;
    // Who holds each place is public (the map shows it to every side): a place changing hands,
    // its own lost among them, is heard by all.
    if (kind == "owner changed") return true;
    const bool aboutAMarch = kind == "departed" || kind == "march" || kind == "orders" ||
                             kind == "forced march" || kind == "stragglers" || kind == "opponent";
    if (aboutAMarch) {
        // Its own subject: the line starts with the name (the chronicle's lines put the army or
        // side that acts first).
        return std::any_of(own_.begin(), own_.end(), [&](const std::string& name) {
            return text.size() >= name.size() &&
                   std::equal(name.begin(), name.end(), text.begin(), [](char a, char b) {
                       return std::tolower(static_cast<unsigned char>(a)) ==
                              std::tolower(static_cast<unsigned char>(b));
                   });
        });
    }
    return names(own_) || names(places_);
}

}  // namespace seneschal::application
