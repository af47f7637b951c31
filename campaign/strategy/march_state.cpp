#include "campaign/strategy/march_state.hpp"

#include <algorithm>
#include <utility>

#include "base/errors.hpp"
#include "base/grouped_number.hpp"

namespace seneschal::campaign::strategy {

const std::string& MarchState::sideName(const std::string& sideId) const {
    const auto it = sideNames.find(sideId);
    return it == sideNames.end() ? sideId : it->second;
}

Men MarchingArmy::men() const {
    Men total = 0;
    for (const MarchUnit& unit : units) total += unit.men;
    return total;
}

MarchRate MarchingArmy::rate() const {
    std::vector<bool> mounted;
    for (const MarchUnit& unit : units) mounted.push_back(unit.mounted);
    return marchRateOf(mounted);
}

std::string MarchingArmy::where() const {
    if (!onRoute()) return "at " + place;
    return "on the route " + routeFrom + " -> " + routeTo + ", " +
           countOf(daysLeft, "day", "days") + " to go";
}

const char* toString(ContactKind kind) {
    switch (kind) {
        case ContactKind::AtPlace:
            return "met at the place";
        case ContactKind::CrossedOnRoute:
            return "met head-on on the route";
        case ContactKind::CaughtOnRoute:
            return "caught up on the route";
    }
    return "?";
}

MarchingArmy* MarchState::findArmy(std::string_view idOrName) {
    return const_cast<MarchingArmy*>(std::as_const(*this).findArmy(idOrName));
}

const MarchingArmy* MarchState::findArmy(std::string_view idOrName) const {
    for (const MarchingArmy& a : armies) {
        if (a.id == idOrName) return &a;
    }
    for (const MarchingArmy& a : armies) {
        if (a.name == idOrName) return &a;
    }
    return nullptr;
}

MarchingArmy& MarchState::army(std::string_view idOrName) {
    MarchingArmy* found = findArmy(idOrName);
    if (!found) throw UserError("unknown army '" + std::string(idOrName) + "'");
    return *found;
}

const MarchingArmy& MarchState::army(std::string_view idOrName) const {
    const MarchingArmy* found = findArmy(idOrName);
    if (!found) throw UserError("unknown army '" + std::string(idOrName) + "'");
    return *found;
}

PlaceControl& MarchState::control(std::string_view placeId) {
    for (PlaceControl& c : places) {
        if (c.place == placeId) return c;
    }
    places.push_back(PlaceControl{std::string(placeId), std::nullopt, std::nullopt, std::nullopt});
    return places.back();
}

std::optional<std::string> MarchState::ownerOf(std::string_view placeId) const {
    for (const PlaceControl& c : places) {
        if (c.place == placeId) return c.owner;
    }
    return std::nullopt;
}

const PendingBattle* MarchState::pendingAt(std::string_view placeId) const {
    for (const PendingBattle& p : pending) {
        if (p.place == placeId) return &p;
    }
    return nullptr;
}

const PendingBattle* MarchState::pendingFor(std::string_view armyId) const {
    for (const PendingBattle& p : pending) {
        if (std::find(p.armies.begin(), p.armies.end(), armyId) != p.armies.end()) return &p;
    }
    return nullptr;
}

bool hostile(const MarchingArmy& a, const MarchingArmy& b) {
    return a.side != b.side;
}

std::string describePending(const MarchState& state, const RouteGraph& graph) {
    std::string text;
    for (const PendingBattle& battle : state.pending) {
        const MapPlace* place = graph.findPlace(battle.place);
        std::vector<std::string> sides;
        for (const std::string& id : battle.armies) {
            const MarchingArmy* army = state.findArmy(id);
            const std::string side = army ? army->side : std::string("?");
            if (std::find(sides.begin(), sides.end(), side) == sides.end()) sides.push_back(side);
        }
        std::string facing;
        for (const std::string& side : sides) {
            std::string names;
            for (const std::string& id : battle.armies) {
                const MarchingArmy* army = state.findArmy(id);
                if (!army || army->side != side) continue;
                names += (names.empty() ? "" : " and ") + army->name;
            }
            facing += (facing.empty() ? "" : " against ") + names;
        }
        if (!text.empty()) text += "; ";
        text +=
            "a battle is pending at " + (place ? place->name : battle.place) + " (" + facing + ")";
    }
    return text;
}

}  // namespace seneschal::campaign::strategy
