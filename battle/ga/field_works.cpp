#include "battle/ga/field_works.hpp"

namespace seneschal::battle {

CasualtyResult crossFieldDefence(const Rulebook& book, const RuleOptions& options,
                                 FieldDefence defence, const UnitState& crossing, int figures,
                                 DiceSource& dice, RollLog* log) {
    const FieldDefenceRules& d = book.tables().fieldDefences[static_cast<std::size_t>(defence)];
    if (!options.fieldDefence(defence)) return {0, 0, crossing.menCarried};
    int factor = d.mountedFactor;
    if (crossing.arm == Arm::Infantry) {
        if (!d.footApplies) return {0, 0, crossing.menCarried};
        factor = d.footFactor;
    }
    return resolveCasualties(book, options.casualtyReading, factor, figures, crossing.menCarried,
                             dice, log);
}

double deployMoves(const Rulebook& book, FieldDefence defence, TroopClass troopClass) {
    const FieldDefenceRules& d = book.tables().fieldDefences[static_cast<std::size_t>(defence)];
    return troopClass == TroopClass::D ? d.deployMovesD : d.deployMovesABC;
}

bool coverInMelee(const Rulebook& book, const RuleOptions& options, FieldDefence defence) {
    return options.fieldDefence(defence) &&
           book.tables().fieldDefences[static_cast<std::size_t>(defence)].coverInMelee;
}

bool mantletCoversFromShooting(const RuleOptions& options, double movesSinceErecting,
                               const Rulebook& book) {
    return options.mantlets && movesSinceErecting >= book.tables().mantlets.erectMoves;
}

ElephantHits hitElephant(const Rulebook& book, int hitsBefore, int newHits) {
    ElephantHits h;
    h.hits = hitsBefore + newHits;
    h.removed = h.hits >= book.tables().elephants.hitsToRemove;
    return h;
}

Protection elephantTarget(const Rulebook& book, bool armoured) {
    return armoured ? book.tables().elephants.armouredTarget : book.tables().elephants.target;
}

bool withinElephantFear(const Rulebook& book, const RuleOptions& options, int distance,
                        bool indian) {
    return options.elephants && !indian && distance <= book.tables().elephants.fearRange;
}

int camelChargeFactor(const Rulebook& book, const RuleOptions& options, bool arab) {
    return options.camels && !arab ? book.tables().camels.chargeFactor : 0;
}

}  // namespace seneschal::battle
