#include "battle/ga/shooting.hpp"

#include <algorithm>
#include <cmath>

namespace seneschal::battle {

std::optional<WeaponIndex> missileWeapon(const Rulebook& book, const UnitState& unit) {
    for (std::uint8_t i = 0; i < unit.weaponCount; ++i) {
        if (book.weapon(unit.weapons[i]).missile) return unit.weapons[i];
    }
    return std::nullopt;
}

ShootingMoveAllowance shootingMoveAllowance(const Rulebook& book, const UnitState& unit,
                                            WeaponIndex weapon) {
    const ShootingRules& s = book.tables().shooting;
    if (s.weaponMoveFraction[weapon] >= 0) return {s.weaponMoveFraction[weapon], false};
    if (unit.arm == Arm::Cavalry) {
        // "Open order mounted troops may move in any direction and shoot. Other mounted troops
        // may at full speed forwards and shoot."
        return {s.mountedMoveFraction, unit.order == Order::Open};
    }
    return {s.infantryMoveFraction, false};
}

const char* toString(ShootVerdict v) {
    switch (v) {
        case ShootVerdict::May:
            return "may shoot";
        case ShootVerdict::NoMissileWeapon:
            return "no missile weapon";
        case ShootVerdict::Broken:
            return "broken troops may not shoot (GA-BROKEN)";
        case ShootVerdict::OutOfArc:
            return "outside the shooting arc (GA-SHOOT-ARC)";
        case ShootVerdict::OutOfRange:
            return "out of range (GA-RANGES)";
        case ShootVerdict::MovedTooFar:
            return "moved too far to shoot (GA-SHOOT-MOVE)";
        case ShootVerdict::ChargeMove:
            return "no shooting in a charge move (GA-SHOOT-NO)";
        case ShootVerdict::TargetInContact:
            return "target in contact with friends (GA-SHOOT-NO)";
        case ShootVerdict::RoutContact:
            return "routers and pursuers in contact (GA-SHOOT-NO)";
        case ShootVerdict::EvadingCannotShootAllRound:
            return "evading troops that cannot shoot all round (GA-EVADE)";
        case ShootVerdict::ReachedByCharge:
            return "reached by a charge within the normal move (GA-CHARGE)";
    }
    return "?";
}

namespace {

// "Open order mounted troops may move in any direction and shoot": they shoot all round.
bool shootsAllRound(const UnitState& shooter) {
    return shooter.arm == Arm::Cavalry && shooter.order == Order::Open;
}

bool targetInContact(const ShootingSituation& s) {
    return s.targetInContactWithFriends;
}
bool routContact(const ShootingSituation& s) {
    return s.targetRoutOrPursuitInContact && !s.shooterIsThePursuer;
}
bool outOfArc(const Rulebook& book, const UnitState& shooter, const ShootingSituation& s) {
    return !shootsAllRound(shooter) &&
           std::abs(s.angleOffFront) > book.tables().shooting.arcDegrees;
}

}  // namespace

ShootVerdict mayShootAtTarget(const Rulebook& book, const UnitState& shooter,
                              const ShootingSituation& s, WeaponIndex weapon) {
    if (targetInContact(s)) return ShootVerdict::TargetInContact;
    if (routContact(s)) return ShootVerdict::RoutContact;
    if (outOfArc(book, shooter, s)) return ShootVerdict::OutOfArc;
    if (s.distance > book.tables().ranges[weapon].longRange) return ShootVerdict::OutOfRange;
    return ShootVerdict::May;
}

ShootVerdict mayShoot(const Rulebook& book, const UnitState& shooter, const ShootingSituation& s) {
    const auto weapon = missileWeapon(book, shooter);
    if (!weapon) return ShootVerdict::NoMissileWeapon;
    if (shooter.routed) return ShootVerdict::Broken;
    if (s.chargeMove) return ShootVerdict::ChargeMove;
    if (s.chargedAndReachedInNormalMove) return ShootVerdict::ReachedByCharge;
    if (targetInContact(s)) return ShootVerdict::TargetInContact;
    if (routContact(s)) return ShootVerdict::RoutContact;
    if (s.evading && !shootsAllRound(shooter)) return ShootVerdict::EvadingCannotShootAllRound;
    if (outOfArc(book, shooter, s)) return ShootVerdict::OutOfArc;
    if (s.distance > book.tables().ranges[*weapon].longRange) return ShootVerdict::OutOfRange;
    const ShootingMoveAllowance allowed = shootingMoveAllowance(book, shooter, *weapon);
    if (s.movedFraction > allowed.fraction + 1e-9) return ShootVerdict::MovedTooFar;
    if (s.movedFraction > 0 && !allowed.anyDirection && !s.movedOnlyForwards) {
        return ShootVerdict::MovedTooFar;
    }
    return ShootVerdict::May;
}

int figuresShooting(const Rulebook& book, const UnitState& shooter, int frontRankFigures,
                    int secondRankFigures) {
    const int ranks = shooter.formed ? std::min(shooter.ranks, book.tables().shooting.ranks)
                                     : book.tables().unformed.fightingRanks;
    return frontRankFigures + (ranks >= 2 ? secondRankFigures : 0);
}

int chooseTarget(const Rulebook& book, std::span<const TargetCandidate> candidates,
                 int ownFigures) {
    const double strength = book.tables().shooting.targetStrengthFraction * ownFigures;
    auto priority = [strength](const TargetCandidate& c) {
        if (c.advancingWithinChargeReach) return 1;
        if (c.shootingAtUsAtEffectiveRange && c.figures >= strength) return 2;
        if (c.orderedPriority) return 3;
        return 4;
    };
    int best = -1;
    for (std::size_t i = 0; i < candidates.size(); ++i) {
        if (best < 0) {
            best = static_cast<int>(i);
            continue;
        }
        const auto& b = candidates[static_cast<std::size_t>(best)];
        const int pi = priority(candidates[i]);
        const int pb = priority(b);
        if (pi < pb || (pi == pb && candidates[i].distance < b.distance))
            best = static_cast<int>(i);
    }
    return best;
}

namespace {
ShootFactor shootClassFactor(TroopClass c) {
    switch (c) {
        case TroopClass::A:
            return ShootFactor::ClassA;
        case TroopClass::B:
            return ShootFactor::ClassB;
        case TroopClass::C:
            return ShootFactor::ClassC;
        case TroopClass::D:
            return ShootFactor::ClassD;
    }
    return ShootFactor::ClassC;
}
}  // namespace

ShootFactorSet shootingFactorsThatApply(const Rulebook& book, const UnitState& shooter,
                                        const UnitState& target, const ShootingInput& in,
                                        WeaponIndex weapon) {
    ShootFactorSet set{};
    auto mark = [&set](ShootFactor f) { set[static_cast<std::size_t>(f)] = true; };
    if (in.targetInCover) mark(ShootFactor::TargetInCover);
    if (target.order == Order::Open) mark(ShootFactor::TargetOpenOrder);
    if (in.distance > book.tables().ranges[weapon].effective) mark(ShootFactor::LongRange);
    if (in.moved) mark(ShootFactor::MovedAndShot);
    if (shooter.winded) mark(ShootFactor::ShootersWinded);
    if (in.targetFlankOrRear) mark(ShootFactor::TargetFlankOrRear);
    mark(shootClassFactor(shooter.troopClass));
    return set;
}

ShootingResult resolveShooting(const Rulebook& book, CasualtyReading reading,
                               const UnitState& shooter, const UnitState& target,
                               const ShootingInput& in, DiceSource& dice, RollLog* log) {
    const RulesTables& t = book.tables();
    ShootingResult r;
    r.weapon = missileWeapon(book, shooter).value_or(0);
    // GA-SHOOT-WHEN: shooting goes on through the move; troops who could shoot for only part
    // of it shoot with that part of their figures.
    r.figures = static_cast<int>(std::floor(in.figures * std::clamp(in.timeInRange, 0.0, 1.0)));
    r.weaponFactor = t.missile[r.weapon].factor[idx(target.arm)][idx(target.protection)];
    const ShootFactorSet applies = shootingFactorsThatApply(book, shooter, target, in, r.weapon);
    for (std::size_t i = 0; i < applies.size(); ++i) {
        if (applies[i]) r.tactical += t.shootFactors.value[i];
    }
    r.tactical += in.distraction;
    r.randomFace = roll(dice, log, "GA-RF-SHOOT", book.dieFor(shooter.background));
    r.random = t.shootRandom[static_cast<std::size_t>(r.randomFace - 1)] + in.campaignFactor;
    r.finalFactor = r.weaponFactor + r.tactical + r.random;
    r.casualties =
        resolveCasualties(book, reading, r.finalFactor, r.figures, target.menCarried, dice, log);
    return r;
}

void applyCasualties(UnitState& target, const CasualtyResult& casualties) {
    target.figures = std::max(0, target.figures - casualties.figuresRemoved);
    target.menCarried = casualties.menCarried;
}

}  // namespace seneschal::battle
