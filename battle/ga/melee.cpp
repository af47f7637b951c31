#include "battle/ga/melee.hpp"

#include <algorithm>

namespace seneschal::battle {

MeleeKind meleeKind(const UnitState& a, const UnitState& b, const MeleeContact& contact) {
    const bool aLoose = !a.formed || a.order == Order::Open;
    const bool bLoose = !b.formed || b.order == Order::Open;
    // "Any combat resulting from the clash of two unformed or open order bodies is
    // automatically a Mixed Melee."
    if (aLoose && bLoose) return MeleeKind::Mixed;
    if (contact.alreadyIntermingled) return MeleeKind::Mixed;
    // A close/loose body against an open-order one: its player elects.
    if ((a.order == Order::Open) != (b.order == Order::Open)) {
        return contact.electedByCloseOrLoose.value_or(MeleeKind::Impact);
    }
    if (contact.chargeOrPursuit) return MeleeKind::Impact;
    // Two formed close or loose bodies fighting along a recognisable line.
    if (!aLoose && !bLoose) return MeleeKind::Impact;
    return MeleeKind::Mixed;
}

int figuresFighting(const Rulebook& book, MeleeKind kind, const UnitState& unit,
                    const Frontage& f) {
    const MeleeFrontageRules& rules = book.tables().meleeFrontage;
    int ranks = kind == MeleeKind::Impact ? rules.impactRanks : rules.mixedRanks;
    if (!unit.formed) ranks = std::min(ranks, book.tables().unformed.fightingRanks);
    const int files = f.inContact + 2 * rules.overlapsEachSide;  // those behind fight with them
    int n = f.inContact + std::min(f.overlapLeft, rules.overlapsEachSide) +
            std::min(f.overlapRight, rules.overlapsEachSide);
    if (ranks > 1) n += std::min(f.secondRank, (ranks - 1) * files);
    return std::min(n, unit.figures);
}

MeleeWeapon meleeWeapon(const Rulebook& book, MeleeKind kind, const UnitState& unit,
                        const UnitState& target) {
    const RulesTables& t = book.tables();
    const WeaponFactorTable& table = kind == MeleeKind::Impact ? t.impact : t.mixed;
    MeleeWeapon best;
    bool found = false;
    for (std::uint8_t i = 0; i < unit.weaponCount; ++i) {
        const WeaponIndex w = unit.weapons[i];
        const Weapon& weapon = book.weapon(w);
        if (weapon.abandonedInMixed) {
            if (unit.lanceAbandoned) continue;
            if (kind == MeleeKind::Mixed) {
                best.abandonsLance = true;
                continue;
            }
        }
        if (weapon.discardable && unit.spearDiscarded) continue;
        if (!table[w].present) continue;
        const int factor = table[w].factor[idx(target.arm)][idx(target.protection)];
        if (!found || factor > best.factor) {
            best.weapon = w;
            best.factor = factor;
            best.againstHorse = weapon.againstHorse;
            found = true;
        }
    }
    if (!found) {
        // Troops whose only weapon is gone fight with hand arms: a lance-armed force in mixed
        // melee "is deemed to have abandoned its lance in favour of hand arms" (GA-WF-MIXED).
        for (const auto& [id, weapon] : book.weapons()) {
            if (weapon.basic == Weapon::Basic::Hand && table[weapon.index].present) {
                best.weapon = weapon.index;
                best.factor = table[weapon.index].factor[idx(target.arm)][idx(target.protection)];
                break;
            }
        }
    }
    return best;
}

namespace {
MeleeFactor meleeClassFactor(TroopClass c) {
    switch (c) {
        case TroopClass::A:
            return MeleeFactor::ClassA;
        case TroopClass::B:
            return MeleeFactor::ClassB;
        case TroopClass::C:
            return MeleeFactor::ClassC;
        case TroopClass::D:
            return MeleeFactor::ClassD;
    }
    return MeleeFactor::ClassC;
}
}  // namespace

MeleeFactorSet meleeFactorsThatApply(const UnitState& unit, const UnitState& target,
                                     const MeleeAttack& a, const MeleeWeapon& weapon) {
    MeleeFactorSet set{};
    auto mark = [&set](MeleeFactor f) { set[static_cast<std::size_t>(f)] = true; };
    if (a.charging) mark(MeleeFactor::Charging);
    if (unit.arm == Arm::Cavalry && target.arm == Arm::Infantry)
        mark(MeleeFactor::MountedAgainstFoot);
    if (a.uphill) mark(MeleeFactor::Uphill);
    if (a.attackingFlank) mark(MeleeFactor::AttackingFlank);
    if (a.attackingRear) mark(MeleeFactor::AttackingRear);
    if (a.defendingCover) mark(MeleeFactor::DefendingCover);
    if (a.enemyBacksTurned) mark(MeleeFactor::EnemyBacksTurned);
    if (unit.winded) mark(MeleeFactor::Winded);
    // Formed close-order foot standing to receive horse with spears or pikes to its front: the
    // horse's charge and weight gain it nothing against a hedge of points (docs/rules/
    // reconstructed.md, "Standing against horse"). Foot charged while moving is unformed
    // (GA-UNFORMED) and gets nothing.
    if (unit.arm == Arm::Infantry && target.arm == Arm::Cavalry && unit.formed &&
        unit.order == Order::Close && a.standingToReceive && weapon.againstHorse &&
        !a.attackingFlank && !a.attackingRear)
        mark(MeleeFactor::StandingAgainstHorse);
    mark(meleeClassFactor(unit.troopClass));
    return set;
}

MeleeBlow strike(const Rulebook& book, CasualtyReading reading, MeleeKind kind,
                 const UnitState& unit, const UnitState& target, const MeleeAttack& a,
                 DiceSource& dice, RollLog* log) {
    const RulesTables& t = book.tables();
    const auto& f = kind == MeleeKind::Impact ? t.impactFactors : t.mixedFactors;
    MeleeBlow b;
    b.weapon = meleeWeapon(book, kind, unit, target);
    if (a.elephant) b.weapon.factor = t.elephants.meleeFactor;
    const MeleeFactorSet applies = meleeFactorsThatApply(unit, target, a, b.weapon);
    for (std::size_t i = 0; i < applies.size(); ++i) {
        if (applies[i]) b.tactical += f.value[i];
    }
    b.tactical += a.distraction;
    b.randomFace = roll(dice, log, "GA-RF-MELEE", book.dieFor(unit.background));
    b.random = t.meleeRandom[static_cast<std::size_t>(b.randomFace - 1)] + a.campaignFactor;
    b.finalFactor = b.weapon.factor + b.tactical + b.random;
    b.casualties =
        resolveCasualties(book, reading, b.finalFactor, a.figures, target.menCarried, dice, log);
    return b;
}

void addToSide(MeleeSide& side, const MeleeAttack& attack, const MeleeBlow& blow) {
    side.enemyFiguresRemoved += blow.casualties.figuresRemoved;
    side.figuresFighting += attack.figures;
    side.charging = side.charging || attack.charging;
    side.uphill = side.uphill || attack.uphill;
    side.attackingFlank = side.attackingFlank || attack.attackingFlank;
    side.attackingRear = side.attackingRear || attack.attackingRear;
}

void addEnemyCasualties(MeleeSide& side, const CasualtyResult& enemyCasualties) {
    side.enemyFiguresRemoved += enemyCasualties.figuresRemoved;
}

MeleeOutcome meleeResult(const Rulebook& book, MeleeKind kind, const MeleeSide& a,
                         const MeleeSide& b) {
    const RulesTables& t = book.tables();
    const auto& p = kind == MeleeKind::Impact ? t.impactPoints : t.mixedPoints;
    auto score = [&](const MeleeSide& s, const MeleeSide& enemy) {
        int points = p[MeleePoint::PerFigureRemoved] * s.enemyFiguresRemoved;
        if (s.charging) points += p[MeleePoint::Charging];
        if (s.uphill) points += p[MeleePoint::Uphill];
        if (s.attackingFlank) points += p[MeleePoint::AttackingFlank];
        if (s.attackingRear) points += p[MeleePoint::AttackingRear];
        points += p[MeleePoint::ExtraRank] * std::min(s.extraFormedRanks, t.meleePointsMaxRanks);
        if (s.figuresFighting > enemy.figuresFighting) points += p[MeleePoint::MoreFiguresFighting];
        if (s.bestLeaderStatus < enemy.bestLeaderStatus)
            points += p[MeleePoint::HigherStatusLeader];
        return points;
    };
    MeleeOutcome o;
    o.points = {score(a, b), score(b, a)};
    if (o.points[0] != o.points[1]) {
        o.winner = o.points[0] > o.points[1] ? 0 : 1;
        o.margin = std::abs(o.points[0] - o.points[1]);
    }
    return o;
}

MeleeBlow MeleeRound::strike(int side, const UnitState& unit, const UnitState& target,
                             const MeleeAttack& attack, int extraFormedRanks, int leaderStatus,
                             DiceSource& dice, RollLog* log) {
    const MeleeBlow blow = battle::strike(book_, reading_, kind_, unit, target, attack, dice, log);
    MeleeSide& mine = sides_[static_cast<std::size_t>(side)];
    addToSide(mine, attack, blow);
    mine.extraFormedRanks = std::max(mine.extraFormedRanks, extraFormedRanks);
    mine.bestLeaderStatus = std::min(mine.bestLeaderStatus, leaderStatus);
    return blow;
}

void MeleeRound::addEnemyCasualties(int side, const CasualtyResult& enemyCasualties) {
    battle::addEnemyCasualties(sides_[static_cast<std::size_t>(side)], enemyCasualties);
}

MeleeOutcome MeleeRound::result() const {
    return meleeResult(book_, kind_, sides_[0], sides_[1]);
}

}  // namespace seneschal::battle
