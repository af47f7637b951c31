#pragma once
// Orders to armies (campaign rule): march to a place, split off units or battals into a new
// army, merge armies of one side standing at one place.
#include <optional>
#include <string>
#include <vector>

#include "campaign/strategy/march_state.hpp"

namespace seneschal::campaign::strategy {

// Sets the army's orders to the quickest path to `destination` at the army's rate (an army on
// a route may turn back if that is quicker) and returns it, for the arrival date. Refused for an
// army in a pending battle or already there.
Path orderMarch(MarchState& state, const RouteGraph& graph, const std::string& army,
                const std::string& destination, bool forced);

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
