#include "battle/ga/movement.hpp"

#include <algorithm>
#include <cmath>

namespace seneschal::battle {

namespace {
int weight(const UnitState& u) {
    // Heavier: cavalry over infantry, close over loose over open, then armour.
    return (u.arm == Arm::Cavalry ? 100 : 0) + (2 - static_cast<int>(u.order)) * 10 +
           static_cast<int>(u.protection);
}
}  // namespace

MoveAllowance moveAllowance(const Rulebook& book, const RuleOptions& options, const UnitState& unit,
                            const MoveRequest& r) {
    const RulesTables& t = book.tables();
    MoveAllowance out;
    Arm moveArm = unit.arm;
    Order moveOrder = unit.order;
    Arm penaltyArm = unit.arm;
    Order penaltyOrder = unit.order;
    int manoeuvreMultiplier = 1;
    if (r.mount == Mount::Elephant && options.elephants) {
        moveArm = Arm::Infantry;
        moveOrder = Order::Loose;
        penaltyArm = Arm::Cavalry;
        penaltyOrder = Order::Close;
    } else if (r.mount == Mount::Camel && options.camels) {
        moveArm = penaltyArm = Arm::Cavalry;
        moveOrder = penaltyOrder = Order::Loose;
        manoeuvreMultiplier = t.camels.manoeuvreMultiplier;
        if (t.ground[static_cast<std::size_t>(r.ground)].cavalryPenalised) {
            out.allowed = false;  // camels may not cross ground that penalises cavalry
            return out;
        }
    }
    const MoveRates& rates = t.moves[idx(moveArm)][idx(moveOrder)];
    int base = rates.normal;
    if (r.pace == Pace::Charge) base = rates.charge;
    if (r.pace == Pace::Rally) base = rates.rally;
    if (r.doubling) {
        // GA-MOVE-DIST: open-order infantry may double every alternate move, winded meanwhile.
        if (!rates.mayDouble || r.doubledLastMove) out.allowed = false;
        base = rates.charge;
        out.winded = true;
    }
    if (r.doubledLastMove) out.winded = true;  // "and in the period immediately after"
    const GroundRules& g = t.ground[static_cast<std::size_t>(r.ground)];
    double distance = base * g.moveFraction[idx(penaltyArm)];
    int deductions = 0;
    for (Manoeuvre m : r.manoeuvres) {
        deductions +=
            t.manoeuvres[static_cast<std::size_t>(m)][idx(penaltyArm)][idx(penaltyOrder)] *
            manoeuvreMultiplier;
    }
    // GA-UNFORMED: unformed troops manoeuvre at half rate (their manoeuvres cost double).
    if (!unit.formed)
        deductions = static_cast<int>(std::lround(deductions / t.unformed.manoeuvreFraction));
    const GroundRules& obstacle = t.ground[static_cast<std::size_t>(Ground::LinearObstacle)];
    deductions += r.linearObstaclesCrossed * obstacle.crossing[idx(penaltyArm)];
    if (r.carryingMantlets && options.mantlets) deductions += t.mantlets.moveDeduction;
    out.distance = std::max(0, static_cast<int>(distance) - deductions);
    out.unformed = r.linearObstaclesCrossed > 0 || g.unforms == GroundRules::Unforms::All ||
                   (g.unforms == GroundRules::Unforms::CloseOrder &&
                    (unit.order == Order::Close || unit.arm == Arm::Cavalry));
    return out;
}

bool isUnformed(const Rulebook& book, const RuleOptions& options, const UnitState& unit,
                const FormationSituation& s) {
    if (s.infantryChargedByCavalryWhileMoving && unit.arm == Arm::Infantry) return true;
    if (s.cavalryChargedWhileStationary && unit.arm == Arm::Cavalry) return true;
    if (s.unrallied || s.crossingObstacleWadingSwimmingClimbing) return true;
    if (s.chargedInFlankOrRearWhileEngagedOrChanging) return true;
    const GroundRules& g = book.tables().ground[static_cast<std::size_t>(s.ground)];
    if (g.unforms == GroundRules::Unforms::All) return true;
    if (g.unforms == GroundRules::Unforms::CloseOrder &&
        ((unit.arm == Arm::Infantry && unit.order == Order::Close) || s.pikemen ||
         unit.arm == Arm::Cavalry)) {
        return true;
    }
    if (options.elephants && s.withinElephantRangeAsCavalry && unit.arm == Arm::Cavalry)
        return true;
    if (options.camels && (s.contactedByCamelsAsHorse || s.failedChargeTestAgainstCamels))
        return true;
    return false;
}

bool subUnitInReach(const Rulebook& book, const UnitState& parent, int distance) {
    return distance <= book.tables().moves[idx(parent.arm)][idx(parent.order)].normal;
}

Interpenetration interpenetration(const UnitState& moving, const UnitState& standing,
                                  bool subUnitOfStanding, bool involuntary) {
    if (subUnitOfStanding) return Interpenetration::Free;
    if (!involuntary) return Interpenetration::Refused;
    return weight(moving) < weight(standing) ? Interpenetration::Refused
                                             : Interpenetration::Allowed;
}

int figureFrontage(const Rulebook& book, const UnitState& unit, bool elephant) {
    if (elephant) return book.tables().elephants.frontage;
    return book.tables().bases[idx(unit.arm)][idx(unit.order)].frontage;
}

int smallScaleDistance(const Rulebook& book, int distance) {
    return static_cast<int>(std::lround(distance * book.tables().smallScale.moveAndRangeFactor));
}

bool smallScaleMenPerFigureAllowed(const Rulebook& book, int menPerFigure) {
    const SmallScale& s = book.tables().smallScale;
    return menPerFigure >= s.minMenPerFigure && menPerFigure <= s.maxMenPerFigure;
}

}  // namespace seneschal::battle
