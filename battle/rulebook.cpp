#include "battle/rulebook.hpp"

#include "battle/errors.hpp"

namespace seneschal::battle {

const TroopType* Rulebook::findTroopType(std::string_view id) const {
    const auto it = troopTypes_.find(id);
    return it == troopTypes_.end() ? nullptr : &it->second;
}

const TroopType& Rulebook::troopType(std::string_view id) const {
    if (const TroopType* type = findTroopType(id)) return *type;
    throw UserError("unknown troop type '" + std::string(id) + "' (not in " + source_ + ")");
}

const Weapon* Rulebook::findWeapon(std::string_view id) const {
    const auto it = weapons_.find(id);
    return it == weapons_.end() ? nullptr : &it->second;
}

std::string Rulebook::summary() const {
    return std::to_string(troopTypes_.size()) + " troop types, " +
           std::to_string(weapons_.size()) + " weapons";
}

}  // namespace seneschal::battle
