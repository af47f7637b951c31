#include "campaign/strategy/mounted.hpp"

namespace seneschal::campaign {

bool isMountedType(const battle::Rulebook& rules, const std::string& troopType) {
    const battle::TroopType* type = rules.findTroopType(troopType);
    return type && type->arm == battle::Arm::Cavalry;
}

strategy::MarchRate marchRateOfArmy(const Army& army, const battle::Rulebook& rules) {
    std::vector<bool> mounted;
    for (const Battal& battal : army.battals)
        for (const Unit& unit : battal.units) mounted.push_back(isMountedType(rules, unit.type));
    return strategy::marchRateOf(mounted);
}

}  // namespace seneschal::campaign
