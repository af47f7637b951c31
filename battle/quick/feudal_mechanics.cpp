#include "battle/quick/feudal_mechanics.hpp"

#include <algorithm>

#include "base/errors.hpp"

namespace seneschal::battle::quick {

const char* toString(FwFacing facing) {
    switch (facing) {
        case FwFacing::Front:
            return "front";
        case FwFacing::Flank:
            return "flank";
        case FwFacing::Rear:
            return "rear";
    }
    return "?";
}

const FwUnitKind& classifyForFeudal(const UnitSpec& unit, const FeudalRules& rules) {
    const std::string role = roleOf(unit);
    const bool missile = carriesMissile(unit);
    for (const UnitMatch& m : rules.mapping) {
        if (m.matches(unit, role, missile)) return rules.kind(m.piece);
    }
    throw UserError("the Feudal mapping table has no row for unit '" + unit.name + "'");
}

int moveRoll(const FwUnitKind& kind, DiceSource& dice, const FeudalRules& rules) {
    const int count = kind.mounted ? rules.knightDice : rules.footDice;
    int inches = kind.mounted ? rules.knightAdd : rules.footAdd;
    for (int i = 0; i < count; ++i) inches += dice.averageD6();
    return std::max(inches, 0);
}

int turnsAllowed(const FwUnitKind& kind, const FeudalRules& rules) {
    return kind.mounted ? rules.knightTurns : rules.footTurns;
}

int modifyHits(int hits, int halvings, int doublings, const FeudalRules& rules) {
    halvings = std::min(halvings, rules.maxHalvings);
    const int net = doublings - halvings;
    for (int i = 0; i < net; ++i) hits *= 2;
    for (int i = 0; i < -net; ++i) hits = (hits + 1) / 2;  // halve, rounding up
    return hits;
}

int shootingHits(const FwUnitKind& shooter, int roll, const FeudalRules& rules) {
    return std::max(0, roll + (shooter.missile == FwMissile::Crossbow ? rules.crossbowShoot : 0));
}

int shotHits(int hits, const FwUnitKind& target, FwFacing facing, bool targetInCover,
             const FeudalRules& rules) {
    const int halvings =
        (targetInCover ? 1 : 0) + (target.armour && facing != FwFacing::Rear ? 1 : 0);
    const int doublings = facing == FwFacing::Rear ? 1 : 0;
    return modifyHits(hits, halvings, doublings, rules);
}

int meleeHits(const FwUnitKind& attacker, int roll) {
    return std::max(0, roll + attacker.meleeModifier);
}

int meleeHitsOn(int hits, const FwUnitKind& target, FwFacing facing, bool targetInCover,
                const FeudalRules& rules) {
    const int halvings = (targetInCover ? 1 : 0) + (target.armour ? 1 : 0);
    const int doublings = facing == FwFacing::Front ? 0 : 1;
    return modifyHits(hits, halvings, doublings, rules);
}

void addHits(int& hits, int& permanent, int added, const FeudalRules& rules) {
    hits += added;
    if (hits > rules.permanentPast && permanent < rules.permanentHits)
        permanent = rules.permanentHits;
}

void rallyOff(int& hits, int permanent, const FeudalRules& rules) {
    hits = std::max(permanent, hits - rules.rallyHits);
}

}  // namespace seneschal::battle::quick
