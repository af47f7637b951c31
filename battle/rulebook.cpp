#include "battle/rulebook.hpp"

#include "base/errors.hpp"

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

const Weapon& Rulebook::weapon(std::string_view id) const {
    if (const Weapon* w = findWeapon(id)) return *w;
    throw UserError("unknown weapon '" + std::string(id) + "' (not in " + source_ + ")");
}

const CommandRank* Rulebook::findRank(std::string_view idOrAlias) const {
    for (const CommandRank& rank : tables_.ranks) {
        if (rank.id == idOrAlias) return &rank;
        for (const auto& alias : rank.aliases) {
            if (alias == idOrAlias) return &rank;
        }
    }
    return nullptr;
}

std::string Rulebook::summary() const {
    const auto& t = tables_;
    return std::to_string(troopTypes_.size()) + " troop types, " + std::to_string(weapons_.size()) +
           " weapons, " + std::to_string(t.ranks.size()) + " command ranks, casualty table " +
           std::to_string(t.casualties.minFactor()) + ".." +
           std::to_string(t.casualties.maxFactor()) + " x 1.." +
           std::to_string(t.casualties.maxFigures()) + " figures, " +
           std::to_string(kMoraleResults.size) + " morale results";
}

}  // namespace seneschal::battle
