#include "battle/quick/postcard_mechanics.hpp"

#include <algorithm>

#include "base/errors.hpp"

namespace seneschal::battle::quick {

namespace {

template <typename T>
bool contains(const std::vector<T>& items, const T& value) {
    return std::find(items.begin(), items.end(), value) != items.end();
}

}  // namespace

PcTraits classifyForPostcard(const UnitSpec& unit, const PostcardRules& rules) {
    const std::string role = roleOf(unit);
    const bool missile = carriesMissile(unit);
    PcTraits traits;
    for (const UnitMatch& m : rules.mapping) {
        if (m.matches(unit, role, missile)) {
            traits.kind = &rules.piece(m.piece);
            break;
        }
    }
    if (traits.kind == nullptr) {
        throw UserError("the Post(card) mapping table has no row for unit '" + unit.name + "'");
    }
    traits.heavy = contains(rules.heavy, unit.protection);
    traits.elite = contains(rules.elite, unit.troopClass);
    traits.levy = contains(rules.levy, unit.troopClass);
    traits.spearmen = hasAnyWeapon(unit, rules.spearWeapons);
    traits.shock = contains(rules.shockRoles, role);
    traits.impetuous = contains(rules.impetuousBackgrounds, unit.background) &&
                       (!rules.impetuousMountedOnly || traits.kind->mounted);
    return traits;
}

int standStrength(const PcTraits& traits, const PostcardRules& rules) {
    int strength = traits.kind->strength;
    if (traits.heavy) strength += rules.heavyStrength;
    if (traits.elite) strength += rules.eliteStrength;
    if (traits.levy) strength += rules.levyStrength;
    return std::max(strength, 1);
}

int commandModifier(const PcTraits& traits, const PostcardRules& rules) {
    return (traits.levy ? rules.levyCommand : 0) + (traits.elite ? rules.eliteCommand : 0);
}

PcCommand commandResult(int roll, const PcTraits& traits, const PostcardRules& rules) {
    const int score = roll + commandModifier(traits, rules);
    if (score >= rules.obeyOn) return PcCommand::Obey;
    if (score >= rules.halfMoveOn) return PcCommand::HalfMove;
    return PcCommand::NoMove;
}

const char* toString(PcCommand command) {
    switch (command) {
        case PcCommand::NoMove:
            return "no move";
        case PcCommand::HalfMove:
            return "half move";
        case PcCommand::Obey:
            return "obeys";
    }
    return "?";
}

double moveAllowance(const PcTraits& traits, PcCommand command, bool inWoods,
                     const PostcardRules& rules) {
    if (command == PcCommand::NoMove) return 0;
    double lengths = traits.kind->move;
    if (inWoods) lengths -= traits.kind->mounted ? rules.woodsMounted : rules.woodsInfantry;
    if (command == PcCommand::HalfMove) lengths *= rules.halfMoveFraction;
    return std::max(lengths, 0.0);
}

bool mayCharge(const PcTraits& traits, PcCommand command) {
    return command == PcCommand::Obey || (command == PcCommand::HalfMove && traits.shock);
}

int rollHits(DiceSource& dice, int count, int modifier, int hitOn, std::vector<int>& faces) {
    int hits = 0;
    for (int i = 0; i < count; ++i) {
        const int face = dice.d6();
        faces.push_back(face);
        if (face + modifier >= hitOn) ++hits;
    }
    return hits;
}

int shootingModifier(const PcTraits& shooter, const PcTraits& target, bool targetInCover,
                     const PostcardRules& rules) {
    int modifier = shooter.kind->artillery ? rules.artilleryShoot : 0;
    if (target.heavy || targetInCover) modifier += rules.coverOrHeavyShoot;
    return modifier;
}

int meleeDice(const PcTraits& stand, const PcMeleeDice& factors, const PostcardRules& rules) {
    int dice = rules.dicePerStand + factors.overlaps * rules.overlapDice;
    if ((factors.shockCharging && stand.shock) || factors.pursuing) {
        dice += factors.pursuing ? rules.pursuingDice : rules.shockChargingDice;
    }
    const bool exempt = stand.kind->skirmisher || (stand.kind->light && !stand.kind->mounted);
    if (factors.woodsOrObstacle && !exempt) dice += rules.woodsDice;
    return std::max(dice, 0);
}

int meleeModifier(const PcTraits& enemy, bool enemyInCover, bool enemyAttackedFromFront,
                  const PostcardRules& rules) {
    int modifier = 0;
    if (enemy.heavy || enemyInCover || (enemy.spearmen && enemyAttackedFromFront)) {
        modifier += rules.heavyCoverSpearmen;
    }
    if (enemy.kind->skirmisher || enemy.kind->light) modifier += rules.skirmishersOrLight;
    return modifier;
}

}  // namespace seneschal::battle::quick
