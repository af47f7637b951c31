#pragma once
// The strategic situation (campaign/strategy/) read from and written back to the campaign file:
// the map as a RouteGraph, and the armies with their orders, place control and pending battles
// as a MarchState. Ids in the strategy structs are the file's slugs. Writing compares with the
// state as read and touches only rows that changed, so an action's undo record stays small.
#include <SQLiteCpp/Database.h>

#include <cstdint>
#include <map>
#include <string>
#include <vector>

#include "campaign/actions/action.hpp"
#include "campaign/strategy/march_state.hpp"
#include "campaign/strategy/route_graph.hpp"
#include "campaign/strategy/strategy_rules.hpp"

namespace seneschal::campaign {

strategy::RouteGraph loadRouteGraph(SQLite::Database& db);

// Slug -> database key, for everything the march state names.
struct MarchKeys {
    std::map<std::string, std::int64_t, std::less<>> armies, places, sides, units;
    std::int64_t routeKey(const std::string& a, const std::string& b) const;
    std::map<std::pair<std::string, std::string>, std::int64_t> routes;  // both directions
};

struct LoadedMarch {
    strategy::RouteGraph graph;
    strategy::MarchState state;
    MarchKeys keys;
};

// Units march at the mounted rate when their troop type's arm is cavalry (the campaign's rules).
LoadedMarch loadMarch(SQLite::Database& db);

// Writes every difference between `before` and `after` (positions, orders, forced marches,
// place owners and holders, pending battles) through the tables' owners (army_store,
// place_store, pending_battle_store), which record a ledger line for each army that moved and
// each place that changed hands. Armies must be the same set in both.
void saveMarch(ActionContext& context, const MarchKeys& keys, const strategy::MarchState& before,
               const strategy::MarchState& after);

// Men who fell out (stragglers of a forced or night march): present down, deserted up, with a
// ledger line of cause march.
void recordStragglers(ActionContext& context, std::int64_t unitKey, std::int64_t men,
                      const std::string& why);

}  // namespace seneschal::campaign
