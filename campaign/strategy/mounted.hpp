#pragma once
// Whether a unit rides, and so how fast an army marches: one answer for the march orders, the
// march plan the desk shows and the map's army positions. A unit rides when its troop type's
// God's Acre arm is cavalry; a type the rule book does not know marches on foot.
#include <string>
#include <vector>

#include "battle/rulebook.hpp"
#include "campaign/stores/model.hpp"
#include "campaign/strategy/route_graph.hpp"

namespace seneschal::campaign {

bool isMountedType(const battle::Rulebook& rules, const std::string& troopType);

// GA campaign: an army marches at the pace of its slowest part (strategy::marchRateOf).
strategy::MarchRate marchRateOfArmy(const Army& army, const battle::Rulebook& rules);

}  // namespace seneschal::campaign
