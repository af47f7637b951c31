#pragma once
// The plain state the God's Acre procedures read: a unit on the table and its leader. No
// pointers into the simulator's containers, no strings: copied freely, resolved in place.
#include <array>
#include <cstdint>

#include "battle/rulebook.hpp"

namespace seneschal::battle {

inline constexpr std::size_t kMaxUnitWeapons = 4;

struct LeaderState {
    int status = 6;  // GA-SOCIAL status of the leader's rank (1 = king)
    int cv = 3;
    Character character = Character::Steady;  // GA-OPT-CHAR (only with the option on)
};

struct UnitState {
    Background background = Background::Feudal;
    TroopClass troopClass = TroopClass::C;
    Arm arm = Arm::Infantry;
    Order order = Order::Close;
    Protection protection = Protection::U;
    std::array<WeaponIndex, kMaxUnitWeapons> weapons{};
    std::uint8_t weaponCount = 0;

    int figures = 0;         // standing now
    int figuresAtStart = 0;  // at the start of the battle
    int menCarried = 0;      // GA-CAS-MEN remainder
    int ranks = 1;           // formed depth

    bool formed = true;           // GA-UNFORMED
    bool winded = false;          // GA-MOVE-DIST: after doubling
    bool routed = false;          // GA-BROKEN
    bool hasOrders = true;        // GA-ORD-LOSS
    bool lanceAbandoned = false;  // GA-WF-MIXED: once gone, gone
    bool spearDiscarded = false;  // GA-WF-MIXED: at the player's discretion
    bool seekingRevenge = false;  // GA-LEADER-KILLED-FEUDAL: never tests again
    bool withdrawing = false;     // GA-LEADER-KILLED-MERC: never tests again
    bool shock = false;           // GA-ROLE
    LeaderState leader;

    bool carries(WeaponIndex w) const {
        for (std::uint8_t i = 0; i < weaponCount; ++i) {
            if (weapons[i] == w) return true;
        }
        return false;
    }
};

// A unit of a troop type from the rulebook, `figures` strong.
UnitState makeUnit(const TroopType& type, TroopClass troopClass, int figures);

// GA-MOVE-DIST: how far the unit moves, by its arm and order.
inline const MoveRates& moveRatesOf(const Rulebook& book, const UnitState& u) {
    return book.tables().moves[idx(u.arm)][idx(u.order)];
}

}  // namespace seneschal::battle
