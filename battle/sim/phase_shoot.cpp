// GA-SEQ step 4: all shooting, then the morale tests it causes. Shooting is simultaneous:
// every unit shoots with the figures it had when the step began (GA-SHOOT-WHEN), at the target
// GA-TARGET makes it engage, if GA-SHOOT-* allow it; casualties through GA-CAS-* and the
// shooter's GA-WF-MISSILE, GA-TF-SHOOT and GA-RF-SHOOT.
#include <algorithm>
#include <array>
#include <cmath>
#include <cstdint>
#include <vector>

#include "base/grouped_number.hpp"
#include "battle/ga/field_works.hpp"
#include "battle/ga/orders.hpp"
#include "battle/ga/shooting.hpp"
#include "battle/sim/field.hpp"
#include "battle/sim/phases.hpp"
#include "battle/sim/sim_core.hpp"

namespace seneschal::battle::sim {

namespace {

bool mayShootNow(const Battle& b, const SimUnit& u) {
    if (!standing(u) || u.missile == kNone || u.phaseFigures == 0) return false;
    if (enemyAtLeast(b, u) > u.longRange) return false;  // nobody in range
    return u.act == Activity::Ready || u.act == Activity::Rallying || u.act == Activity::Evading ||
           u.act == Activity::Withdrawing;
}

// The shooter's side of GA-SHOOT-*: how far it moved, whether it evades or was reached by a
// charge. Every target-dependent refusal (arc, range, target in contact) only adds to these.
ShootingSituation shooterSituation(const SimUnit& u) {
    ShootingSituation s;
    s.movedFraction = u.normalMove > 0 ? u.moved / u.normalMove : 0;
    s.movedOnlyForwards = u.act != Activity::Withdrawing;
    s.evading = u.act == Activity::Evading;
    s.chargedAndReachedInNormalMove = u.reachedByCharge;
    return s;
}

// GA-TARGET 1, "an enemy advancing upon them and within charge reach": shooting is worked out
// after the move's movement (GA-SEQ step 4), so an enemy that charged the shooters, or moved
// forward this move with them before its front and within its charge reach of them, is
// advancing upon them; one standing, rallying, evading, withdrawing or routing is not.
bool advancingUpon(const SimUnit& t, int shooter, const SimUnit& u) {
    if (t.act == Activity::Charging && t.target == shooter) return true;
    if (t.moved <= 0 || t.dir == u.dir) return false;
    if (t.act != Activity::Ready && t.act != Activity::Charging &&
        t.act != Activity::CounterCharging)
        return false;
    const FrontGapParts parts = frontGapParts(t, u);
    return parts.beside <= 0 && parts.gap() <= t.chargeMove;
}

// GA-SHOOT-ARC, file by file: the files whose own arc, "45 degrees to either side of a line
// perpendicular to the front of their base", reaches some of the target's width, counting
// the shooter's files from its left; empty (last < first) when none does.
struct FileSpan {
    int first = 0, last = -1;
};

FileSpan filesInArc(const SimUnit& u, const SimUnit& t, int files, double arcTan) {
    if (files <= 0) return {};
    const double reach = frontGapParts(u, t).ahead * arcTan;
    const double left = u.x - files * u.figureWidth / 2;
    const double lo = t.x - t.width / 2 - reach, hi = t.x + t.width / 2 + reach;
    // File f's centre is left + (f + 0.5) × figure width.
    const double first = std::ceil((lo - left) / u.figureWidth - 0.5);
    const double last = std::floor((hi - left) / u.figureWidth - 0.5);
    FileSpan s;
    s.first = static_cast<int>(std::max(first, 0.0));
    s.last = static_cast<int>(std::min(last, static_cast<double>(files - 1)));
    return s;
}

int unshotIn(const std::vector<std::uint8_t>& shot, FileSpan span) {
    int n = 0;
    for (int f = span.first; f <= span.last; ++f) n += shot[static_cast<std::size_t>(f)] == 0;
    return n;
}

// One volley: `front` files of the shooter and the `second` figures behind them at one target.
void shootAt(Battle& b, int i, int ti, int distance, int front, int second) {
    SimUnit& u = unitAt(b, i);
    SimUnit& t = unitAt(b, ti);
    ShootingInput in;
    in.figures = figuresShooting(b.book, u.st, front, second);
    in.distance = distance;
    in.moved = u.moved > 0;
    in.targetInCover = inCover(b, t);
    in.targetFlankOrRear = t.dir == u.dir;  // its back is to us (running, evading, withdrawing)
    // GA-OPT-MANTLET: mantlets before the target's front are cover from missiles once it has
    // stood the quarter move it takes to erect them this move (what it did not spend moving).
    if (!in.targetInCover && !in.targetFlankOrRear && t.mantlets) {
        const double still = t.normalMove > 0 ? 1 - std::min(t.moved / t.normalMove, 1.0) : 1;
        if (mantletCoversFromShooting(b.options, still, b.book)) {
            in.targetInCover = true;
            if (b.log)
                note(b, "GA-OPT-MANTLET", unitName(b, ti), unitName(b, i),
                     "is shot at behind its mantlets (cover, GA-TF-SHOOT)");
        }
    }
    in.distraction = distractionOf(b, i);
    in.campaignFactor = u.campaignFactor;
    const ShootingResult r =
        resolveShooting(b.book, b.options.casualtyReading, u.st, t.st, in, b.dice, b.rollLog());
    if (b.log) {
        note(b, "GA-WF-MISSILE", unitName(b, i), unitName(b, ti),
             countOf(r.figures, "figure", "figures") + " at " + std::to_string(distance) +
                 " mm, factor " + std::to_string(r.weaponFactor) + " (GA-WF-MISSILE) " +
                 (r.tactical >= 0 ? "+" : "") + std::to_string(r.tactical) + " (GA-TF-SHOOT) " +
                 (r.random >= 0 ? "+" : "") + std::to_string(r.random) +
                 " (GA-RF-SHOOT) = " + std::to_string(r.finalFactor) + " → " +
                 countOf(r.casualties.figuresRemoved, "figure", "figures") + ", " +
                 countOf(r.casualties.men, "man", "men") + " (GA-CAS)");
    }
    t.shotAt = true;
    u.fired = true;
    // GA-DISTRACT: shot at and unable to reply, with no missile weapon or out of its range.
    if (t.missile == kNone || frontGap(t, u) > t.longRange) t.shotAtUnanswered = true;
    takeCasualties(b, ti, r.casualties, false, u.side);
}

void shootWith(Battle& b, int i, double arcTan) {
    SimUnit& u = unitAt(b, i);
    const ShootingSituation own = shooterSituation(u);
    const ShootVerdict ownVerdict = mayShoot(b.book, u.st, own);
    if (ownVerdict != ShootVerdict::May) {  // it may not shoot at anyone this move
        if (b.log && u.charged) note(b, "GA-SHOOT-NO", unitName(b, i), "", toString(ownVerdict));
        return;
    }
    const WeaponIndex weapon = *missileWeapon(b.book, u.st);  // mayShoot found one
    // GA-TARGET chooses among the enemies it may engage: in range, in its arc (GA-SHOOT-ARC)
    // and not in contact with its friends (GA-SHOOT-NO).
    std::vector<TargetCandidate>& candidates = b.targets;  // reserved at setup
    candidates.clear();
    b.scratch.clear();
    for (const int j : enemiesOf(b, u.side)) {
        const SimUnit& t = unitAt(b, j);
        if (!standing(t)) continue;
        if (std::abs(t.y - u.y) > u.longRange + t.depth) continue;  // far out of range
        const FrontGapParts parts = frontGapParts(u, t);
        if (parts.atLeast() > u.longRange) continue;
        const double gap = parts.gap();
        if (gap > u.longRange) continue;
        if (!sees(b, t, static_cast<int>(gap)))
            continue;  // GA-VIS: it cannot shoot what it cannot see
        ShootingSituation s = own;
        s.angleOffFront = angleOffFront(parts);
        s.distance = static_cast<int>(gap);
        s.targetInContactWithFriends = t.act == Activity::Fighting;
        if (mayShootAtTarget(b.book, u.st, s, weapon) != ShootVerdict::May) continue;
        TargetCandidate& c = candidates.emplace_back();
        c.advancingWithinChargeReach = advancingUpon(t, i, u);
        c.shootingAtUsAtEffectiveRange = t.missile != kNone && frontGap(t, u) <= t.effectiveRange;
        c.figures = t.st.figures;
        c.distance = s.distance;
        b.scratch.push_back(j);
    }
    // Each file shoots at a target in its own arc (GA-SHOOT-ARC), and the files that cannot
    // reach the chosen target turn to the next: "missile troops may be assumed to fire and
    // bring as many men as possible to bear on their own initiative" (the seed, Orders).
    const int files = std::min(u.files, u.phaseFigures);
    const int secondRank = std::min(files, u.phaseFigures - files);
    std::vector<std::uint8_t>& shot = b.filesShot;  // reserved at setup
    shot.assign(static_cast<std::size_t>(files), 0);
    int unshot = files;
    while (unshot > 0 && !candidates.empty()) {
        for (std::size_t c = 0; c < candidates.size();) {
            const FileSpan span = filesInArc(u, unitAt(b, b.scratch[c]), files, arcTan);
            if (unshotIn(shot, span) > 0) {
                ++c;
                continue;
            }
            candidates.erase(candidates.begin() + static_cast<std::ptrdiff_t>(c));
            b.scratch.erase(b.scratch.begin() + static_cast<std::ptrdiff_t>(c));
        }
        if (candidates.empty()) break;
        const int pick = chooseTarget(b.book, candidates, u.phaseFigures);
        if (pick < 0) break;
        const auto at = static_cast<std::size_t>(pick);
        const int ti = b.scratch[at];
        const int distance = candidates[at].distance;
        candidates.erase(candidates.begin() + pick);
        b.scratch.erase(b.scratch.begin() + pick);
        // GA-SHOOT-RANKS, no indirect fire: a target hidden behind another unit is no target.
        // Asked of the chosen one only, then of the next choice if it is hidden: the same pick
        // as striking every hidden candidate first, without tracing lines to every enemy.
        if (!clearLineOfFire(b, i, ti)) continue;
        const FileSpan span = filesInArc(u, unitAt(b, ti), files, arcTan);
        int front = 0;
        for (int f = span.first; f <= span.last; ++f) {
            std::uint8_t& done = shot[static_cast<std::size_t>(f)];
            front += done == 0 ? 1 : 0;
            done = 1;
        }
        unshot -= front;
        shootAt(b, i, ti, distance, front, front * secondRank / std::max(files, 1));
    }
}

}  // namespace

void shoot(Battle& b) {
    b.step = MoveStep::Shooting;
    refreshStanding(b);
    // Only units standing with a missile weapon now may shoot in this step; each keeps the
    // figures it has as the step begins, however many it loses before its turn comes.
    UnitList& shooters = b.shooters;
    shooters.clear();
    for (const int i : b.turnOrder) {
        SimUnit& u = unitAt(b, i);
        if (u.missile == kNone || !standing(u)) continue;
        u.phaseFigures = u.st.figures;
        shooters.push_back(i);
    }
    b.fireBoxesDue = true;  // listed at the step's first line of fire (clearLineOfFire)
    // GA-SHOOT-ARC: the tangent of the arc's half angle, worked out once a step.
    const double arcTan = std::tan(b.book.tables().shooting.arcDegrees * 0.017453292519943295);
    for (const int i : shooters) {
        if (mayShootNow(b, unitAt(b, i))) shootWith(b, i, arcTan);
    }
    // GA-VIS: "Troops shooting from a wood automatically give away their position". Marked
    // once every unit has shot: the fire is simultaneous, so none is seen sooner for the turn
    // order of this step.
    if (b.setup != nullptr && !b.setup->terrain.empty()) {
        for (const int i : shooters) {
            SimUnit& u = unitAt(b, i);
            if (u.fired && sightCover(groundAt(b, u.x, u.y)) != Cover::Clear)
                u.revealedMove = b.move;
        }
    }
    // The resulting morale: a unit that has lost the table's share (10%) in the move tests now
    // (GA-MT-WHEN).
    if (!anyUntestedLosses(b)) return;
    for (const int i : b.turnOrder) {
        SimUnit& u = unitAt(b, i);
        // Figures lost crossing field defences count with the melee's (GA-OPT-STAKES...).
        const int lost = u.removedThisMove - u.crossedLoss;
        if (!standing(u) || u.casualtyTested || lost == 0) continue;
        UnitMoraleSituation s;
        s.figuresAtStartOfMove = u.figuresAtMoveStart;
        s.figuresRemovedThisMove = lost;
        if (!has(unitMoraleTriggers(b.book, u.st, s), MoraleTrigger::Casualties)) continue;
        u.casualtyTested = true;
        const std::string why = casualtyTestReason(b, "from shooting");
        const MoraleTestResult r = unitMorale(b, i, {}, why.c_str());
        if (!r.passed || (u.act == Activity::Charging && !r.mayCharge))
            applyMorale(b, i, r, "shot down");
    }
}

}  // namespace seneschal::battle::sim
