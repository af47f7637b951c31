#include "battle/ga/charges.hpp"

namespace seneschal::battle {

const char* toString(MoveStep step) {
    switch (step) {
        case MoveStep::DeclareCharges:
            return "declare charges";
        case MoveStep::ChargeMoraleTests:
            return "test morale to charge";
        case MoveStep::MoveTroops:
            return "move";
        case MoveStep::Shooting:
            return "shooting and its morale tests";
        case MoveStep::CloseCombat:
            return "close combat, its morale tests and breaks";
        case MoveStep::OtherMorale:
            return "other morale tests";
    }
    return "?";
}

ChargeDeclaration mayDeclareCharge(const Rulebook& book, const UnitState& unit, int distance,
                                   bool targetVisible) {
    if (unit.routed) return ChargeDeclaration::Broken;
    if (!targetVisible) return ChargeDeclaration::NotVisible;
    if (distance > moveRatesOf(book, unit).charge) return ChargeDeclaration::OutOfReach;
    return ChargeDeclaration::Allowed;
}

ChargeMove resolveChargeMove(const Rulebook& book, const UnitState& unit, int distance) {
    const MoveRates& r = moveRatesOf(book, unit);
    ChargeMove m;
    m.contact = distance <= r.charge;
    m.reachedInNormalMove = distance <= r.normal;
    m.distance = m.contact ? distance : r.charge;  // a failed charge still moves its full reach
    return m;
}

int reactionQuarters(const Rulebook& book, const RuleOptions& options, const UnitState& unit) {
    if (!options.reaction) return 0;
    return book.tables().reactionQuarters[idx(unit.background)][idx(unit.troopClass)];
}

bool mayCounterCharge(const Rulebook& book, const RuleOptions& options, const UnitState& unit,
                      int contactQuarter) {
    return !unit.routed && contactQuarter > reactionQuarters(book, options, unit);
}

bool mayEvade(const Rulebook& book, const RuleOptions& options, const UnitState& unit,
              int contactQuarter) {
    if (unit.routed) return false;
    return !options.reaction || contactQuarter > reactionQuarters(book, options, unit);
}

Evade evade(const Rulebook& book, const UnitState& evader, const UnitState& chargers, int gap) {
    Evade e;
    e.distance = moveRatesOf(book, evader).normal;
    e.caught = gap + e.distance <= moveRatesOf(book, chargers).charge;
    return e;
}

}  // namespace seneschal::battle
