#pragma once
// The strategic situation the march rules work on: armies at places or on routes with their
// orders, who owns each place and who has been holding it, and the battles pending. Plain
// structs, filled from the campaign file by the caller and written back after each change.
#include <functional>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "campaign/calendar/calendar.hpp"
#include "campaign/strategy/route_graph.hpp"

namespace seneschal::campaign::strategy {

struct MarchUnit {
    std::string id;
    std::string battal;  // so that a whole battal can be detached
    Men men = 0;
    bool mounted = false;  // Arm::Cavalry of its troop type
    std::string name;      // what a person reads

    const std::string& shownName() const { return name.empty() ? id : name; }
};

struct MarchingArmy {
    std::string id;
    std::string name;
    std::string side;
    std::vector<MarchUnit> units;
    // At `place`, or on the route from `routeFrom` to `routeTo` with `daysLeft` days to go at
    // the army's own rate.
    std::string place;
    std::string routeFrom;
    std::string routeTo;
    Days daysLeft = 0;
    // The places still to reach, in order; when on a route the first is `routeTo`. Empty: halted.
    // While the army is in a pending battle they wait: only the battle's winner takes them up.
    std::vector<std::string> orders;
    bool forced = false;  // ordered to march forced
    std::optional<DayNumber> lastForcedMarch;
    // The place at the other end of the route by which it came to where it stands (an enemy's
    // approach blocks the weaker side's withdrawal that way).
    std::optional<std::string> cameFrom;

    bool onRoute() const { return !routeTo.empty(); }
    Men men() const;
    MarchRate rate() const;
    std::string where() const;  // "at caen" or "on the road caen -> lisieux, 2 days to go"
};

struct PlaceControl {
    std::string place;
    std::optional<std::string> owner;
    // An army of another side holding the place unopposed since this day.
    std::optional<std::string> heldBy;
    std::optional<DayNumber> heldSince;
};

enum class ContactKind { AtPlace, CrossedOnRoute, CaughtOnRoute };
const char* toString(ContactKind kind);

// Hostile armies met: the march stopped and a battle is due at `place`. A meeting on a route is
// fought at the route's nearer end to where they met (docs/rules/campaign.md).
struct Contact {
    DayNumber day;
    std::string place;
    ContactKind kind = ContactKind::AtPlace;
    std::vector<std::string> armies;  // army ids, all sides
    std::string routeFrom;            // the route, for a meeting on one
    std::string routeTo;
};

struct PendingBattle {
    std::string place;
    DayNumber since;
    std::vector<std::string> armies;
};

struct MarchState {
    std::vector<MarchingArmy> armies;
    std::vector<PlaceControl> places;
    std::vector<PendingBattle> pending;
    std::map<std::string, std::string, std::less<>> sideNames;  // side id -> its name

    // The side's name for the events a person reads; its id when the state has no name for it.
    const std::string& sideName(const std::string& sideId) const;

    MarchingArmy* findArmy(std::string_view idOrName);
    const MarchingArmy* findArmy(std::string_view idOrName) const;
    MarchingArmy& army(std::string_view idOrName);  // throws UserError naming it
    const MarchingArmy& army(std::string_view idOrName) const;
    PlaceControl& control(std::string_view placeId);  // created unowned if absent
    std::optional<std::string> ownerOf(std::string_view placeId) const;
    const PendingBattle* pendingAt(std::string_view placeId) const;
    const PendingBattle* pendingFor(std::string_view armyId) const;
};

// Sides at war: in Seneschal's campaigns every other side is an enemy.
bool hostile(const MarchingArmy& a, const MarchingArmy& b);

// "a battle is pending at Crécy (English host against French host)" for every pending battle.
std::string describePending(const MarchState& state, const RouteGraph& graph);

}  // namespace seneschal::campaign::strategy
