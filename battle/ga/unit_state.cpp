#include "battle/ga/unit_state.hpp"

#include <algorithm>

namespace seneschal::battle {

UnitState makeUnit(const TroopType& type, TroopClass troopClass, int figures) {
    UnitState u;
    u.background = type.background;
    u.troopClass = troopClass;
    u.arm = type.arm;
    u.order = type.order;
    u.protection = type.protection;
    u.weaponCount = static_cast<std::uint8_t>(std::min(type.weaponIndex.size(), kMaxUnitWeapons));
    std::copy_n(type.weaponIndex.begin(), u.weaponCount, u.weapons.begin());
    u.figures = figures;
    u.figuresAtStart = figures;
    u.shock = type.role == "shock";
    return u;
}

}  // namespace seneschal::battle
