// GA-SEQ step 5: close combat and its morale tests and breaks. New contacts join melees
// (GA-CC-TYPES, GA-UNFORMED), each melee is fought as one round with every unit in it striking
// (GA-CC-WHO-*, GA-WF-*, GA-TF-MELEE, GA-RF-MELEE), the sides' points decide it (GA-CC-RESULT),
// losers test (GA-MT-WHEN) and the result follows (GA-AFTER-*, GA-BROKEN); then pursuers who
// caught their quarry strike their free blow and the caught ask for quarter (GA-PURSUIT,
// GA-QUARTER).
#include <algorithm>
#include <array>
#include <cmath>

#include "base/grouped_number.hpp"
#include "battle/ga/after_combat.hpp"
#include "battle/ga/movement.hpp"
#include "battle/ga/rout.hpp"
#include "battle/sim/field.hpp"
#include "battle/sim/field_defences.hpp"
#include "battle/sim/phases.hpp"
#include "battle/sim/policy.hpp"
#include "battle/sim/sim_core.hpp"

namespace seneschal::battle::sim {

namespace {

constexpr std::size_t kMaxInFight = 24;

void joinMelee(Battle& b, int i) {
    SimUnit& u = unitAt(b, i);
    SimUnit& t = unitAt(b, u.target);
    if (!standing(t)) {  // broke under the shooting: the charge becomes a pursuit
        u.act = t.act == Activity::Routed ? Activity::Pursuing : Activity::Ready;
        u.movesInState = 0;
        u.contact = u.act == Activity::Pursuing;
        return;
    }
    // GA-UNFORMED: infantry charged by cavalry while moving, cavalry charged at a standstill,
    // troops charged in flank while engaged to their front.
    FormationSituation fs;
    // Moving: it moved this move, or its orders had it under way when the chargers reached it
    // (markUnderWay): charges go in before the other troops move.
    const bool moving = t.moved > 0 || t.underWay;
    fs.infantryChargedByCavalryWhileMoving =
        t.st.arm == Arm::Infantry && u.st.arm == Arm::Cavalry && moving;
    fs.cavalryChargedWhileStationary = t.st.arm == Arm::Cavalry && !moving;
    fs.chargedInFlankOrRearWhileEngagedOrChanging = u.flankAttack;
    if (isUnformed(b.book, b.options, t.st, fs)) {
        if (b.log && t.st.formed) {
            note(b, "GA-UNFORMED", unitName(b, u.target), unitName(b, i),
                 fs.infantryChargedByCavalryWhileMoving
                     ? "charged by cavalry while moving: unformed"
                 : fs.cavalryChargedWhileStationary
                     ? "charged while stationary: unformed"
                     : "charged in the flank while engaged: unformed");
        }
        unform(t);
    }
    u.act = Activity::Fighting;
    if (t.act != Activity::Fighting) {
        t.act = Activity::Fighting;
        t.target = i;
        t.intermingled = false;
    }
    u.intermingled = false;
}

constexpr std::size_t kMaxFighting = 128;

int findRoot(std::array<int, kMaxFighting>& parent, int i) {
    while (parent[static_cast<std::size_t>(i)] != i)
        i = parent[static_cast<std::size_t>(i)] =
            parent[static_cast<std::size_t>(parent[static_cast<std::size_t>(i)])];
    return i;
}

Frontage frontageOf(const SimUnit& u, const SimUnit& t) {
    Frontage f;
    const int files = std::min(u.files, u.st.figures);
    const int touching = static_cast<int>(std::ceil(overlapWidth(u, t) / u.figureWidth - 1e-9));
    f.inContact = u.flankAttack ? std::min(files, ranksOf(t) + 1) : std::clamp(touching, 1, files);
    const int spare = files - f.inContact;
    f.overlapLeft = (spare + 1) / 2;  // the spare files, left first; figuresFighting counts
    f.overlapRight = spare / 2;       // <meleeFrontage overlapsEachSide> of each
    f.secondRank = std::max(0, std::min(files, u.st.figures - files));
    return f;
}

int bestLeaderStatus(const Battle& b, int unit) {
    int best = 99;
    std::array<int, 16> with{};
    const std::size_t count = leadersWith(b, unit, with);
    for (std::size_t k = 0; k < count; ++k) {
        const SimLeader& l = b.leaders[static_cast<std::size_t>(with[k])];
        if (!l.out()) best = std::min(best, l.state.status);
    }
    return best;
}

void endFightFor(Battle& b, int i, RallyAfter after) {
    SimUnit& u = unitAt(b, i);
    if (u.act != Activity::Fighting) return;
    beginRally(b, u, rallyMoves(b.book, after, u.st.troopClass));
    u.target = kNone;
    unform(u);
}

void pursueOrHalt(Battle& b, int i, int quarry) {
    SimUnit& u = unitAt(b, i);
    if (b.policy->tryHaltPursuit(b, i)) {
        const HaltPursuit h =
            haltPursuit(b.book, u.st, true, b.options.morale(), b.dice, b.rollLog());
        if (b.log)
            note(b, "GA-PURSUIT", unitName(b, i), unitName(b, quarry),
                 h.halted ? "halted by its leader" : "will not halt");
        if (h.halted) {
            endFightFor(b, i, RallyAfter::Melee);
            return;
        }
    }
    u.act = Activity::Pursuing;
    u.target = quarry;
    u.movesInState = 0;
    u.contact = false;
    if (b.log) note(b, "GA-PURSUIT", unitName(b, i), unitName(b, quarry), "pursues");
}

struct Member {
    int unit = 0;
    int target = 0;
    MeleeAttack attack;
};

// One round of the melee of `members`. `mixedNow`: the round of mixed melee that GA-AFTER-IMPACT
// has follow at once in the same move (cavalry that won an impact against foot).
void fight(Battle& b, std::span<const int> members, bool mixedNow = false) {
    std::array<Member, kMaxInFight> m;
    std::size_t count = 0;
    bool fresh = false, mixed = false;
    for (const int i : members) {
        if (count == kMaxInFight) break;
        SimUnit& u = unitAt(b, i);
        int t = u.target;
        // The round at once is the cavalry's and the foot's they beat: no blow at anyone else.
        const bool outside =
            mixedNow && std::find(members.begin(), members.end(), t) == members.end();
        if (t == kNone || outside || unitAt(b, t).side == u.side ||
            unitAt(b, t).act != Activity::Fighting) {
            t = kNone;
            for (const int j : members) {
                if (unitAt(b, j).side != u.side) {
                    t = j;
                    break;
                }
            }
        }
        if (t == kNone) continue;
        u.target = t;
        fresh = fresh || u.freshCharge;
        mixed = mixed || u.intermingled;
        m[count++] = Member{i, t, {}};
    }
    if (count < 2) return;
    const SimUnit& first = unitAt(b, m[0].unit);
    MeleeContact contact;
    contact.chargeOrPursuit = fresh;
    contact.alreadyIntermingled = mixed;
    const MeleeKind kind =
        mixedNow ? MeleeKind::Mixed : meleeKind(first.st, unitAt(b, m[0].target).st, contact);
    // One unit's blow at one enemy: its figures entitled to fight that enemy and the factors of
    // its situation against it.
    const auto attackOf = [&](int i, int target, const Frontage& frontage) {
        const SimUnit& u = unitAt(b, i);
        const SimUnit& t = unitAt(b, target);
        MeleeAttack a;
        a.figures = figuresFighting(b.book, kind, u.st, frontage);
        a.charging = u.freshCharge && kind == MeleeKind::Impact;
        a.attackingFlank = u.flankAttack;
        a.attackingRear = u.rearAttack;
        a.enemyBacksTurned = t.caughtEvading;
        // GA-TF-MELEE standing-against-horse: it has not moved this move, did not charge, and
        // the enemy is not in its flank or rear (the enemy's own flank or rear attack).
        a.standingToReceive = !u.freshCharge && u.moved == 0 && !t.flankAttack && !t.rearAttack;
        a.uphill = onHigherGround(b, u, t);
        a.defendingCover = inCover(b, u) && !u.freshCharge;
        // GA-TF-MELEE defending cover from stakes before its front (GA-OPT-STAKES).
        if (b.unitsWithDefences > 0) {
            if (const auto d = coveringDefence(b, i, target)) {
                a.defendingCover = true;
                if (b.log)
                    note(b, fieldDefenceRule(*d), unitName(b, i), unitName(b, target),
                         "fights in the cover of its " + std::string(kFieldDefences.name(*d)) +
                             " (GA-TF-MELEE defending cover)");
            }
        }
        a.distraction = distractionOf(b, i);
        a.campaignFactor = u.campaignFactor;
        return a;
    };
    for (std::size_t k = 0; k < count; ++k) {
        m[k].attack = attackOf(m[k].unit, m[k].target,
                               frontageOf(unitAt(b, m[k].unit), unitAt(b, m[k].target)));
    }
    // GA-CC-WHO-IMPACT, GA-CC-WHO-MIXED: every figure in contact with an enemy fights it. A
    // unit met by several enemies (a block charged by two or three units along its front)
    // strikes each of them with the figures touching it and those behind them, not only the
    // one it set out against; its overlapping figures have already fought beside its first
    // blow, and it never strikes with more figures than it has.
    std::array<Member, kMaxInFight> extra;
    std::size_t extraCount = 0;
    for (std::size_t k = 0; k < count; ++k) {
        const SimUnit& u = unitAt(b, m[k].unit);
        int used = m[k].attack.figures;
        for (std::size_t j = 0; j < count && extraCount < kMaxInFight; ++j) {
            const SimUnit& e = unitAt(b, m[j].unit);
            if (e.side == u.side || m[j].target != m[k].unit || m[j].unit == m[k].target) continue;
            if (used >= u.st.figures) break;
            Frontage f = frontageOf(u, e);
            f.overlapLeft = f.overlapRight = 0;
            MeleeAttack a = attackOf(m[k].unit, m[j].unit, f);
            a.figures = std::min(a.figures, u.st.figures - used);
            used += a.figures;
            extra[extraCount++] = Member{m[k].unit, m[j].unit, a};
        }
    }
    MeleeRound round(b.book, b.options.casualtyReading, kind);
    for (std::size_t n = 0; n < count + extraCount; ++n) {
        const Member& blowBy = n < count ? m[n] : extra[n - count];
        SimUnit& u = unitAt(b, blowBy.unit);
        SimUnit& t = unitAt(b, blowBy.target);
        if (blowBy.attack.figures <= 0) continue;
        const MeleeBlow blow =
            round.strike(u.side, u.st, t.st, blowBy.attack, u.st.formed ? ranksOf(u) - 1 : 0,
                         bestLeaderStatus(b, blowBy.unit), b.dice, b.rollLog());
        if (blow.weapon.abandonsLance) u.st.lanceAbandoned = true;
        if (b.log) {
            note(b, "GA-RF-MELEE", unitName(b, blowBy.unit), unitName(b, blowBy.target),
                 std::string(kind == MeleeKind::Impact ? "impact" : "mixed") + ", " +
                     countOf(blowBy.attack.figures, "figure", "figures") + ", factor " +
                     std::to_string(blow.weapon.factor) + " (GA-WF) " +
                     (blow.tactical >= 0 ? "+" : "") + std::to_string(blow.tactical) +
                     " (GA-TF-MELEE) " + (blow.random >= 0 ? "+" : "") +
                     std::to_string(blow.random) +
                     " (GA-RF-MELEE) = " + std::to_string(blow.finalFactor) + " → " +
                     countOf(blow.casualties.figuresRemoved, "figure", "figures") + ", " +
                     countOf(blow.casualties.men, "man", "men") + " (GA-CAS)");
        }
        takeCasualties(b, blowBy.target, blow.casualties, true, u.side);
    }
    // GA-OPT-CALTROPS, -STAKES, -POTTES: the figures chargers lost crossing the defences add to
    // the defenders' casualties inflicted, for deciding the winner.
    for (std::size_t k = 0; k < count; ++k) {
        SimUnit& u = unitAt(b, m[k].unit);
        if (u.crossedLoss == 0) continue;
        CasualtyResult crossed;
        crossed.figuresRemoved = u.crossedLoss;
        round.addEnemyCasualties(1 - u.side, crossed);
        u.crossedLoss = 0;
    }
    const MeleeOutcome o = round.result();
    if (b.log) {
        note(b, "GA-CC-RESULT", unitName(b, m[0].unit), unitName(b, m[0].target),
             "points " + sideName(b, 0) + " " + std::to_string(o.points[0]) + ", " +
                 sideName(b, 1) + " " + std::to_string(o.points[1]) +
                 (o.winner < 0
                      ? " → drawn round"
                      : " → won by " + sideName(b, o.winner) + " by " + std::to_string(o.margin)));
    }
    // Morale: the losers test (GA-MT-WHEN "loses a round"), the winners if they lost the
    // table's share (10%).
    for (std::size_t k = 0; k < count; ++k) {
        const int i = m[k].unit;
        SimUnit& u = unitAt(b, i);
        if (!standing(u)) continue;
        const bool lost = o.winner >= 0 && u.side != o.winner;
        UnitMoraleSituation s;
        s.lostCloseCombatRound = lost;
        s.figuresAtStartOfMove = u.figuresAtMoveStart;
        s.figuresRemovedThisMove = u.casualtyTested ? 0 : u.removedThisMove;
        if (unitMoraleTriggers(b.book, u.st, s) == 0) continue;
        MoraleTestInput in;
        if (lost)  // GA-MT-ROLL: the points lost by, up to <moraleFactors lostMeleePointsAtMost>
            in.factors[static_cast<std::size_t>(MoraleFactor::LostMeleePerPoint)] =
                static_cast<std::uint8_t>(
                    std::min({o.margin, b.book.tables().lostMeleePointsAtMost, 255}));
        u.casualtyTested = true;
        const std::string casualties =
            lost ? std::string() : casualtyTestReason(b, "in close combat");
        const MoraleTestResult r =
            unitMorale(b, i, in, lost ? "lost a round of close combat" : casualties.c_str());
        if (r.result == MoraleResult::Rout)
            breakUnit(b, i, "lost the melee");
        else if (lost) {
            u.lostRound = true;
            u.lostMargin = o.margin;
        }
    }
    // Results: broken losers are pursued; the rest push back, fall back or fight on.
    // GA-AFTER-IMPACT, cavalry against infantry: "If they break right through then a round of
    // Mixed-melee is fought ...; If neither of these occurs, ... a round of Mixed-melee ensues
    // immediately": the cavalry that won and the foot they beat fight it in this move.
    std::array<int, kMaxInFight> atOnce{};
    std::size_t atOnceCount = 0;
    const auto fightAtOnce = [&](int unit) {
        for (std::size_t k = 0; k < atOnceCount; ++k) {
            if (atOnce[k] == unit) return;
        }
        if (atOnceCount < atOnce.size()) atOnce[atOnceCount++] = unit;
    };
    for (std::size_t k = 0; k < count; ++k) {
        const int i = m[k].unit;
        SimUnit& u = unitAt(b, i);
        if (u.act != Activity::Fighting) continue;
        SimUnit& t = unitAt(b, m[k].target);
        if (t.act == Activity::Routed) {
            pursueOrHalt(b, i, m[k].target);
            continue;
        }
        if (!onField(t)) {
            endFightFor(b, i, RallyAfter::Melee);
            continue;
        }
        if (o.winner < 0 || u.side != o.winner || !t.lostRound) {
            if (o.winner < 0) u.intermingled = true;  // a drawn round goes on, intermingled
            continue;
        }
        if (t.act != Activity::Fighting) continue;  // it already gave ground to another winner
        AfterCombatInput in;
        in.kind = kind;
        in.winnerArm = u.st.arm;
        in.loserArm = t.st.arm;
        in.margin = o.margin;
        in.winnerPace = u.freshCharge ? (u.st.arm == Arm::Cavalry ? WinnerPace::Gallop
                                                                  : WinnerPace::MovingForward)
                                      : WinnerPace::Stationary;
        in.infantryRanks = ranksOf(u.st.arm == Arm::Infantry ? u : t);
        const AfterCombat a = afterCombat(b.book, in);
        if (a.infantryUnformed) unform(u.st.arm == Arm::Infantry ? u : t);
        if (a.cavalryUnformed) unform(u.st.arm == Arm::Cavalry ? u : t);
        if (a.ranksPenetrated > 0 || a.burstThrough) unform(t);
        const int target = m[k].target;
        // What the log says (built only when there is a log: a battle fought for odds
        // allocates nothing).
        enum class Said {
            FightGoesOn,
            FallsBack,
            FollowedUp,
            LinesPart,
            BurstThrough,
            BrokeRanks,
            Penetrate
        };
        Said said = Said::FightGoesOn;
        if (a.loserFallsBackRallyMove) {
            t.y -= t.dir * t.rallyMove;
            endFightFor(b, target, RallyAfter::Melee);
            said = Said::FallsBack;
        } else if (a.loserPushBack > 0) {
            // The loser gives ground 25 mm a point. A winner that follows up stays in contact
            // and a round of mixed melee follows; one that stands lets the lines part, and both
            // rally and reform after the melee (GA-RALLY).
            t.y -= t.dir * a.loserPushBack;
            t.pushedBack = true;  // GA-UNFORMED: unformed by the ground, it stays so
            if (a.winnerFollowsUp) {
                closeUp(u, t);
                said = Said::FollowedUp;
            } else {
                endFightFor(b, target, RallyAfter::Melee);
                endFightFor(b, i, RallyAfter::Melee);
                said = Said::LinesPart;
            }
        }
        if (a.burstThrough && kind == MeleeKind::Mixed) {
            // GA-AFTER-MIXED: the cavalry burst through the foot, however deep, and rally on
            // the spot next move; the foot are left unformed.
            endFightFor(b, i, RallyAfter::Melee);
            said = Said::BurstThrough;
        } else if (a.burstThrough) {
            said = Said::BrokeRanks;
        } else if (a.ranksPenetrated > 0) {
            said = Said::Penetrate;
        }
        if (a.winnerFallsBackRallyMove) {
            u.y -= u.dir * u.rallyMove;
            endFightFor(b, i, RallyAfter::Melee);
        }
        if (a.mixedMeleeFollows) {
            u.intermingled = true;
            t.intermingled = true;
            if (kind == MeleeKind::Impact && u.st.arm == Arm::Cavalry &&
                t.st.arm == Arm::Infantry) {
                fightAtOnce(i);
                fightAtOnce(target);
            }
        }
        if (b.log) {
            const std::string pushed = "pushed back " + std::to_string(a.loserPushBack) + " mm";
            std::string result;
            switch (said) {
                case Said::FightGoesOn:
                    result = "the fight goes on";
                    break;
                case Said::FallsBack:
                    result = "the loser falls back a rally move";
                    break;
                case Said::FollowedUp:
                    result = pushed + " and followed up";
                    break;
                case Said::LinesPart:
                    result = pushed + "; the winner stands and the lines part";
                    break;
                case Said::BurstThrough:
                    result = "the cavalry burst through";
                    break;
                case Said::BrokeRanks:
                    result = "the cavalry break through every rank; a mixed round follows";
                    break;
                case Said::Penetrate:
                    result = "the cavalry penetrate " +
                             countOf(a.ranksPenetrated, "rank", "ranks") +
                             "; a mixed round follows";
                    break;
            }
            note(b, kind == MeleeKind::Impact ? "GA-AFTER-IMPACT" : "GA-AFTER-MIXED",
                 unitName(b, i), unitName(b, target), result);
        }
    }
    // A unit whose opponents have all gone stops fighting.
    for (std::size_t k = 0; k < count; ++k) {
        SimUnit& u = unitAt(b, m[k].unit);
        if (u.act != Activity::Fighting) continue;
        bool enemyLeft = false;
        for (std::size_t j = 0; j < count; ++j) {
            const SimUnit& e = unitAt(b, m[j].unit);
            if (e.side != u.side && e.act == Activity::Fighting) enemyLeft = true;
        }
        if (!enemyLeft) endFightFor(b, m[k].unit, RallyAfter::Melee);
    }
    if (atOnceCount == 0 || mixedNow) return;
    std::size_t still = 0;
    for (std::size_t k = 0; k < atOnceCount; ++k) {
        if (unitAt(b, atOnce[k]).act == Activity::Fighting) atOnce[still++] = atOnce[k];
    }
    if (still >= 2) fight(b, std::span<const int>(atOnce.data(), still), true);
}

void askForQuarter(Battle& b, int i, int inContact);

void caughtByPursuers(Battle& b, int i) {
    SimUnit& p = unitAt(b, i);
    SimUnit& r = unitAt(b, p.target);
    if (!onField(r) || r.act != Activity::Routed) {
        p.contact = false;
        return;
    }
    const int inContact = std::max(1, std::min({r.st.figures, r.files, p.files}));
    const MeleeAttack fb = freeBlow(std::min(p.st.figures, p.files));
    const MeleeBlow blow = strike(b.book, b.options.casualtyReading, MeleeKind::Impact, p.st, r.st,
                                  fb, b.dice, b.rollLog());
    if (b.log)
        note(b, "GA-PURSUIT", unitName(b, i), unitName(b, p.target),
             "free blow: " + countOf(blow.casualties.figuresRemoved, "figure", "figures"));
    takeCasualties(b, p.target, blow.casualties, true, p.side);
    if (onField(r)) askForQuarter(b, i, inContact);
    if (!onField(r)) {
        endPursuit(b, i);
    }
    p.contact = false;
}

void askForQuarter(Battle& b, int i, int inContact) {
    SimUnit& p = unitAt(b, i);
    SimUnit& r = unitAt(b, p.target);
    // Caught troops who cannot escape ask for quarter (GA-QUARTER).
    const QuarterResult q = askQuarter(b.book, p.st, p.menLostTotal, false, b.dice, b.rollLog());
    const int taken = std::min(inContact, r.st.figures);
    if (q.granted) {
        r.st.figures -= taken;
        r.captured += taken;
        r.capturedBy = p.side;
        const int escorts = std::min(escortsNeeded(b.book, taken), std::max(0, p.st.figures - 1));
        p.st.figures -= escorts;
        p.pursuedOff += escorts;
        refreshShape(p);
        refreshShape(r);
        if (b.log)
            note(b, "GA-QUARTER", unitName(b, p.target), unitName(b, i),
                 "quarter granted: " + countOf(taken, "figure", "figures") + " taken, " +
                     countOf(escorts, "escort leads", "escorts lead") + " them off");
        if (r.st.figures == 0) {
            r.act = Activity::Gone;
            r.goneAs = UnitEndState::Destroyed;
        }
    } else {
        // "If quarter is not granted, all figures in contact with the pursuers are killed in
        // the next move; pursuit stops and the survivors escape": the pursuers hold them until
        // then (startMove, command.cpp).
        const NoQuarter nq = noQuarter(taken, r.st.figures);
        r.doomedFigures = nq.figuresKilled;
        r.doomedBy = i;
        if (b.log)
            note(b, "GA-QUARTER", unitName(b, p.target), unitName(b, i),
                 "no quarter: " + countOf(nq.figuresKilled, "figure is", "figures are") +
                     " to be killed next move");
    }
}

}  // namespace

void closeCombat(Battle& b) {
    b.step = MoveStep::CloseCombat;
    listInTurn(b);
    const int n = static_cast<int>(b.units.size());
    for (const int i : b.turnOrder) {
        if (b.chargesDeclared == 0) break;
        SimUnit& u = unitAt(b, i);
        if (onField(u) && u.contact &&
            (u.act == Activity::Charging || u.act == Activity::CounterCharging))
            joinMelee(b, i);
    }
    // Melees: units linked by whom they fight, found among the (few) units fighting.
    std::array<int, kMaxFighting> fighting;
    std::array<int, kMaxFighting> parent;
    std::size_t count = 0;
    for (int i = 0; i < n && count < kMaxFighting; ++i) {
        if (unitAt(b, i).act == Activity::Fighting) fighting[count++] = i;
    }
    if (count > 0) {
        for (SimUnit& u : b.units) u.phaseFigures = u.st.figures;
        auto slot = [&](int unit) {
            for (std::size_t k = 0; k < count; ++k) {
                if (fighting[k] == unit) return static_cast<int>(k);
            }
            return -1;
        };
        for (std::size_t k = 0; k < count; ++k) parent[k] = static_cast<int>(k);
        for (std::size_t k = 0; k < count; ++k) {
            const int other = slot(unitAt(b, fighting[k]).target);
            if (other >= 0)
                parent[static_cast<std::size_t>(findRoot(parent, static_cast<int>(k)))] =
                    findRoot(parent, other);
        }
        std::array<int, kMaxFighting> members;
        for (std::size_t root = 0; root < count; ++root) {
            if (findRoot(parent, static_cast<int>(root)) != static_cast<int>(root)) continue;
            std::size_t m = 0;
            for (std::size_t k = 0; k < count; ++k) {
                if (findRoot(parent, static_cast<int>(k)) == static_cast<int>(root) &&
                    unitAt(b, fighting[k]).act == Activity::Fighting) {
                    members[m++] = fighting[k];
                }
            }
            if (m >= 2)
                fight(b, std::span<const int>(members.data(), std::min(m, kMaxInFight)));
            else if (m == 1)
                endFightFor(b, members[0], RallyAfter::Melee);
        }
    }
    for (const int i : b.turnOrder) {
        const SimUnit& u = unitAt(b, i);
        if (onField(u) && u.act == Activity::Pursuing && u.contact) caughtByPursuers(b, i);
    }
}

}  // namespace seneschal::battle::sim
