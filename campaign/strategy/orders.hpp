#pragma once
// Orders to armies (campaign rule): march to a place, split off units or battals into a new
// army, merge armies of one side standing at one place.
#include <optional>
#include <string>
#include <vector>

#include "campaign/strategy/march_state.hpp"
#include "campaign/strategy/strategy_rules.hpp"

namespace seneschal::campaign::strategy {

// Sets the army's orders to the quickest path to `destination` at the army's rate (an army on
// a route may turn back if that is quicker) and returns it, for the arrival date. Refused for an
// army in a pending battle or already there.
Path orderMarch(MarchState& state, const RouteGraph& graph, const std::string& army,
                const std::string& destination, bool forced);

// Days of march for so many route-days at the army's own rate: a forced march covers
// strategy.xml's forcedSteps route-days a day (advanceDay's steps), so it arrives sooner. The
// one arithmetic of arrival dates: the march forecast's and the map's.
Days marchDays(Days routeDays, bool forced, const MarchRules& rules);

// The route-days still to go on the army's orders at its own rate: what is left of the route it
// is on, then every leg to its last stop. 0 for a halted army.
Days routeDaysToGo(const MarchingArmy& army, const RouteGraph& graph);

// Detaches the named units or battals (ids) into a new army of the same side, at the same spot
// with the same orders. Refused if a name is unknown, nothing would be left behind, the new id
// is taken, or the army is in a pending battle.
MarchingArmy& splitArmy(MarchState& state, const std::string& army,
                        const std::vector<std::string>& detach, const std::string& newId,
                        const std::string& newName);

// Folds the other armies into the first. All must be of one side and at one place (not on a
// route); the first keeps its orders. Refused across a pending battle's edge.
MarchingArmy& mergeArmies(MarchState& state, const std::vector<std::string>& armies);
// Why `army` may not be folded into `first` (mergeArmies' refusal), or nothing if it may.
std::optional<std::string> mergeRefusal(const MarchState& state, const MarchingArmy& first,
                                        const MarchingArmy& army);
// The ids of the armies that may be folded into `keeper` (an id), in the state's order.
std::vector<std::string> mayMergeInto(const MarchState& state, const std::string& keeper);

}  // namespace seneschal::campaign::strategy
