#include "battle/sim/sim_core.hpp"

#include <algorithm>
#include <cmath>

#include "base/grouped_number.hpp"
#include "battle/sim/arrival.hpp"
#include "battle/sim/field.hpp"

namespace seneschal::battle::sim {

namespace {

const std::string kNobody = "(nobody)";

std::size_t di(Distraction d) {
    return static_cast<std::size_t>(d);
}

void leaderLost(Battle& b, int leaderIndex, int unitIndex);

}  // namespace

const std::string& unitName(const Battle& b, int unit) {
    return unit == kNone ? kNobody : b.specs[static_cast<std::size_t>(unitAt(b, unit).spec)]->name;
}

const std::string& leaderName(const Battle& b, int leader) {
    return b.setup
        ->leaders[static_cast<std::size_t>(b.leaders[static_cast<std::size_t>(leader)].spec)]
        .name;
}

const std::string& sideName(const Battle& b, int side) {
    return b.setup->sides[static_cast<std::size_t>(side)].shownName();
}

void note(Battle& b, const char* rule, const std::string& actor, const std::string& target,
          std::string result) {
    LogEntry e;
    e.move = b.move;
    e.step = b.step;
    e.rule = rule;
    e.actor = actor;
    e.target = target;
    e.result = std::move(result);
    takeDice(e, b.rolls);
    b.rolls.clear();
    b.log->add(std::move(e));
}

void turnAbout(SimUnit& u) {
    u.y -= u.dir * unitDepth(u);
    u.dir = -u.dir;
}

namespace {

// GA-DISTRACT: an enemy able to charge into the unit's flank this move: standing, not running,
// off the unit's front by more than the table's flank angle and within its own charge move.
bool enemyThreatensFlank(const Battle& b, int unit) {
    const SimUnit& u = unitAt(b, unit);
    const int angle = b.book.tables().distraction.flankThreatAngle;
    for (const int j : enemiesOf(b, u.side)) {
        const SimUnit& e = unitAt(b, j);
        if (!standing(e) || e.act == Activity::Routed || e.act == Activity::Fighting) continue;
        if (std::abs(e.y - u.y) > e.chargeMove + u.depth + e.depth) continue;  // far away
        // The bound first: never more than the gap, and no square root (field.hpp).
        const FrontGapParts parts = frontGapParts(e, u);
        if (parts.atLeast() > e.chargeMove || parts.gap() > e.chargeMove) continue;
        if (angleOffFront(u, e) > angle) return true;
    }
    return false;
}

// GA-MT-ROLL "uphill of enemy": the enemy a test is about. The unit it fights or charges;
// else one charging it; else the nearest standing enemy (a test for losses, a friend's rout).
int enemyFacedBy(const Battle& b, int unit) {
    const SimUnit& u = unitAt(b, unit);
    const bool engaged = u.act == Activity::Fighting || u.act == Activity::Charging ||
                         u.act == Activity::CounterCharging;
    if (engaged && u.target != kNone && standing(unitAt(b, u.target))) return u.target;
    int nearest = kNone;
    double best = 0;
    for (const int j : enemiesOf(b, u.side)) {
        const SimUnit& e = unitAt(b, j);
        if (!standing(e)) continue;
        if (e.act == Activity::Charging && e.target == unit) return j;
        const double gap = frontGap(u, e);
        if (nearest == kNone || gap < best) {
            nearest = j;
            best = gap;
        }
    }
    return nearest;
}

// The morale factors of the ground (GA-MT-ROLL "in cover", "uphill of enemy"): the same
// readings of the field as shooting's target in cover and close combat's uphill.
// On a field without terrain there is neither cover nor a hill: nothing to read, and no
// search over every enemy for the one faced (issue 33: 7% of a battle on the open field).
void groundMoraleFactors(const Battle& b, int unit, MoraleTestInput& input) {
    if (b.setup == nullptr || b.setup->terrain.empty()) return;
    const SimUnit& u = unitAt(b, unit);
    if (inCover(b, u)) input.factors[static_cast<std::size_t>(MoraleFactor::InCover)] = 1;
    const int enemy = enemyFacedBy(b, unit);
    if (enemy != kNone && onHigherGround(b, u, unitAt(b, enemy)))
        input.factors[static_cast<std::size_t>(MoraleFactor::UphillOfEnemy)] = 1;
}

}  // namespace

void distractionsOf(const Battle& b, int unit, DistractionCounts& c) {
    const SimUnit& u = unitAt(b, unit);
    c.fill(0);
    c[di(Distraction::FiguresRemoved)] =
        static_cast<std::uint8_t>(std::min(u.removedThisMove, 255));
    if (!u.st.formed) c[di(Distraction::Unformed)] = 1;
    // GA-DISTRACT: charged in the flank, or in the rear (each its own factor of the table).
    if (u.takenInFlank) c[di(Distraction::ChargedInFlank)] = 1;
    if (u.takenInRear) c[di(Distraction::ChargedInRear)] = 1;
    if (!u.st.hasOrders) c[di(Distraction::WithoutOrders)] = 1;
    if (u.shotAtUnanswered) c[di(Distraction::ShotAtCannotReply)] = 1;
    if (enemyThreatensFlank(b, unit)) c[di(Distraction::EnemyThreatensFlank)] = 1;
    const DistractionRules& distractionRules = b.book.tables().distraction;
    if (u.st.figures < distractionRules.halfStrengthBelow * u.st.figuresAtStart)
        c[di(Distraction::HalfStrength)] = 1;
    // GA-LEADER-KILLED-REG: a Regular unit's fallen leader "is assumed to be replaced by a
    // subordinate"; the unit is not without its leader.
    if (u.leader != kNone && b.leaders[static_cast<std::size_t>(u.leader)].out() &&
        u.st.background != Background::Regular) {
        c[di(Distraction::OwnLeaderLost)] = 1;
    }
    if (u.act == Activity::Fighting && u.target != kNone &&
        unitAt(b, u.target).st.figures > u.st.figures) {
        c[di(Distraction::Outnumbered)] = 1;
    }
    const double near = distractionRules.friendsRoutingWithin;
    if (b.routedHint[static_cast<std::size_t>(u.side)] == 0) return;
    for (const int j : b.routedUnits[static_cast<std::size_t>(u.side)]) {
        const SimUnit& f = unitAt(b, j);
        if (f.act != Activity::Routed || j == unit || f.st.figures == 0) continue;
        if (std::abs(f.x - u.x) < near && std::abs(f.y - u.y) < near) {
            c[di(Distraction::FriendsRoutingNear)] = 1;
            break;
        }
    }
}

int distractionOf(const Battle& b, int unit) {
    DistractionCounts counts;
    distractionsOf(b, unit, counts);
    return distractionTotal(b.book.tables().distraction, counts, unitAt(b, unit).st.figures);
}

MoraleTestResult unitMorale(Battle& b, int unit, MoraleTestInput input, const char* why) {
    SimUnit& u = unitAt(b, unit);
    distractionsOf(b, unit, input.distractions);
    groundMoraleFactors(b, unit, input);
    input.campaignFactor = u.campaignFactor;
    const MoraleTestResult r =
        testMorale(b.book, u.st, input, b.options.morale(), b.dice, b.rollLog());
    u.testedThisMove = true;
    u.lastMorale = r.result;
    if (b.log) {
        std::string text = std::string(why) + ": ";
        if (r.exempt) {
            text += "no test (seeking revenge or withdrawing)";
        } else {
            text += "2 dice " + std::to_string(r.dice[0]) + "+" + std::to_string(r.dice[1]) +
                    " MV " + std::to_string(r.mv) + " distraction " +
                    std::to_string(r.distraction) + " factors " + std::to_string(r.factors) +
                    " CV " + std::to_string(r.cv) +
                    (r.other ? " other " + std::to_string(r.other) : std::string()) + " = " +
                    std::to_string(r.score) + " → " + std::string(kMoraleResults.name(r.result));
        }
        note(b, "GA-MT-ROLL", unitName(b, unit), "", std::move(text));
    }
    return r;
}

std::string casualtyTestReason(const Battle& b, const char* where) {
    if (!b.log) return {};
    return std::to_string(b.book.tables().moraleTriggers.casualtyPercent) + "% casualties " + where;
}

void breakUnit(Battle& b, int unit, const char* why) {
    SimUnit& u = unitAt(b, unit);
    if (u.act == Activity::Routed || u.act == Activity::Gone) return;
    // Whoever was fighting it is released (the winners may pursue: close combat decides).
    if (u.act != Activity::Evading && u.act != Activity::Withdrawing) turnAbout(u);
    u.act = Activity::Routed;
    u.st.routed = true;
    u.st.hasOrders = false;  // GA-ORD-LOSS
    unform(u);
    u.movesInState = 0;
    u.brokeThisMove = true;
    u.contact = false;
    ++b.routedHint[static_cast<std::size_t>(u.side)];
    b.routedUnits[static_cast<std::size_t>(u.side)].push_back(unit);
    battalOf(b, u).brokeThisMove = true;
    ++b.routEvents;
    if (b.log) note(b, "GA-BROKEN", unitName(b, unit), "", std::string("breaks in rout: ") + why);
}

void beginRally(Battle& b, SimUnit& u, int moves) {
    u.act = Activity::Rallying;
    u.rallyLeft = std::max(1, moves);
    u.rallyBegan = b.move;
}

void endPursuit(Battle& b, int unit, const char* why) {
    SimUnit& u = unitAt(b, unit);
    beginRally(b, u, rallyMoves(b.book, RallyAfter::Pursuit, u.st.troopClass));
    u.target = kNone;
    u.contact = false;
    unform(u);
    if (b.log && why != nullptr) note(b, "GA-PURSUIT", unitName(b, unit), "", why);
}

void retireUnit(Battle& b, int unit) {
    SimUnit& u = unitAt(b, unit);
    if (u.act == Activity::Routed || u.act == Activity::Gone) return;
    u.y -= u.dir * u.rallyMove;
    // It retires a rally move, then stands to reform (<rallyTimes afterRetiring>).
    beginRally(b, u, b.book.tables().rallyAfterRetiring);
    u.contact = false;
    u.target = kNone;
    if (b.log) note(b, "GA-MT-ROLL", unitName(b, unit), "", "retires a rally move");
}

void withdrawUnit(Battle& b, int unit) {
    SimUnit& u = unitAt(b, unit);
    if (u.act == Activity::Gone || u.act == Activity::Routed || u.act == Activity::Withdrawing)
        return;
    if (u.act != Activity::Evading) turnAbout(u);
    u.act = Activity::Withdrawing;
    u.st.withdrawing = true;
    u.contact = false;
    u.target = kNone;
    if (b.log)
        note(b, "GA-LEADER-KILLED-MERC", unitName(b, unit), "",
             "withdraws from the field facing any attacks");
}

void applyMorale(Battle& b, int unit, const MoraleTestResult& r, const char* why) {
    if (r.exempt) return;
    switch (r.result) {
        case MoraleResult::Rout:
            breakUnit(b, unit, why);
            break;
        case MoraleResult::Retire:
            retireUnit(b, unit);
            break;
        case MoraleResult::Halt: {
            SimUnit& u = unitAt(b, unit);
            if (u.act == Activity::Charging || u.act == Activity::CounterCharging) {
                // An unsuccessful charge (GA-RALLY).
                beginRally(b, u, rallyMoves(b.book, RallyAfter::FailedCharge, u.st.troopClass));
                if (u.contact) u.y -= u.dir * 20;  // it pulls up short of the enemy
                u.contact = false;
            }
            break;
        }
        case MoraleResult::Steady:
        case MoraleResult::Confident:
            break;
    }
}

void takeCasualties(Battle& b, int unit, const CasualtyResult& c, bool inMelee, int enemySide) {
    SimUnit& u = unitAt(b, unit);
    const int removed = std::min(c.figuresRemoved, u.st.figures);
    u.st.figures -= removed;
    u.st.menCarried = c.menCarried;
    if (removed > 0) refreshShape(u);
    if (removed > 0 && u.removedThisMove == 0) b.lostThisMove.push_back(unit);
    u.removed += removed;
    u.removedThisMove += removed;
    u.menLostTotal += c.men;
    if (removed == 0) return;
    // GA-LEADER-RISK for every leader with the unit.
    std::array<int, 16> with{};
    const std::size_t count = leadersWith(b, unit, with);
    for (std::size_t k = 0; k < count; ++k) {
        const auto li = static_cast<std::size_t>(with[k]);
        SimLeader& l = b.leaders[li];
        if (l.unit != unit || l.out()) continue;
        const LeaderRiskResult risk =
            leaderRisk(b.book, removed, l.state.cv, inMelee, b.dice, b.rollLog());
        if (risk.fate != LeaderFate::Unharmed &&
            static_cast<int>(risk.fate) > static_cast<int>(l.fate)) {
            l.fate = risk.fate;
            if (risk.fate == LeaderFate::Taken) l.takenBy = static_cast<std::int8_t>(enemySide);
        }
        if (b.log) {
            note(b, "GA-LEADER-RISK", leaderName(b, static_cast<int>(li)), unitName(b, unit),
                 countOf(removed, "figure", "figures") + " removed, " +
                     std::to_string(risk.potential) + " potential → " + toString(risk.fate));
        }
        if (l.out()) leaderLost(b, static_cast<int>(li), unit);
    }
    if (u.st.figures == 0) {
        u.act = Activity::Gone;
        u.goneAs = UnitEndState::Destroyed;
    }
}

namespace {

// The standing troops of a battal (battal), or of an army (army), break or withdraw.
void affectFormation(Battle& b, int side, int battal, int army, LeaderLossEffect effect,
                     const char* why) {
    for (std::size_t i = 0; i < b.units.size(); ++i) {
        SimUnit& u = b.units[i];
        if (u.side != side || (battal != kNone && u.battal != battal) || !standing(u)) continue;
        if (army != kNone && b.battals[static_cast<std::size_t>(u.battal)].army != army) continue;
        if (effect == LeaderLossEffect::Rout) breakUnit(b, static_cast<int>(i), why);
        if (effect == LeaderLossEffect::Withdraw) withdrawUnit(b, static_cast<int>(i));
    }
}

void leaderLost(Battle& b, int leaderIndex, int unitIndex) {
    SimLeader& l = b.leaders[static_cast<std::size_t>(leaderIndex)];
    SimUnit& u = unitAt(b, unitIndex);
    const LeaderLossResult r =
        leaderKilledOrTaken(b.book, u.st, l.level, l.state.cv, b.dice, b.rollLog());
    const char* rule = u.st.background == Background::Mercenary ? "GA-LEADER-KILLED-MERC"
                       : u.st.background == Background::Regular ? "GA-LEADER-KILLED-REG"
                                                                : "GA-LEADER-KILLED-FEUDAL";
    if (b.log) {
        const char* effect[] = {"the unit breaks", "seeks revenge", "fights on", "withdraws",
                                "replaced by a subordinate"};
        note(b, rule, leaderName(b, leaderIndex), unitName(b, unitIndex),
             std::string(toString(l.fate)) + ", score " + std::to_string(r.score) + " → " +
                 effect[static_cast<int>(r.effect)]);
    }
    l.unit = kNone;
    if (l.level == LeaderLevel::Unit || u.leader == leaderIndex) {
        if (r.effect == LeaderLossEffect::Replaced) return;  // a subordinate leads on
        // Leaderless: tests without a CV; a Regular unit's subordinate takes his place, and the
        // unit's CV is its chain of command's (GA-LEADER-KILLED-REG).
        if (u.st.background != Background::Regular) u.st.leader.cv = 0;
        if (r.effect == LeaderLossEffect::Rout) breakUnit(b, unitIndex, "its leader fell");
        if (r.effect == LeaderLossEffect::Revenge) u.st.seekingRevenge = true;
        if (r.effect == LeaderLossEffect::Withdraw) withdrawUnit(b, unitIndex);
        if (l.level == LeaderLevel::Unit) return;
    }
    if (l.level == LeaderLevel::Battal) {
        b.battals[static_cast<std::size_t>(l.battal)].leader = kNone;
        affectFormation(b, l.side, l.battal, kNone, r.effect, "its battal leader fell");
    } else if (l.level == LeaderLevel::Army) {
        // His own army's troops join the rout or withdraw ("his troops", "his whole Army"),
        // not another army of his side.
        SimArmy& army = b.armies[static_cast<std::size_t>(l.army)];
        army.leader = kNone;
        SimSide& side = b.sides[static_cast<std::size_t>(l.side)];
        if (side.armyLeader == leaderIndex) {
            // The side's general fell: another army's leader still in the field sends its
            // messengers from now on.
            side.armyLeader = kNone;
            for (const SimArmy& other : b.armies) {
                if (other.side == l.side && other.leader != kNone && !other.routed &&
                    !other.withdrawn && !b.leaders[static_cast<std::size_t>(other.leader)].out()) {
                    side.armyLeader = other.leader;
                    break;
                }
            }
        }
        affectFormation(b, l.side, kNone, l.army, r.effect, "the army leader fell");
        if (r.effect == LeaderLossEffect::Rout || r.effect == LeaderLossEffect::Withdraw)
            armyBeaten(b, l.army, r.effect == LeaderLossEffect::Rout);
    }
}

}  // namespace

void armyBeaten(Battle& b, int army, bool routed) {
    SimArmy& a = b.armies[static_cast<std::size_t>(army)];
    if (routed)
        a.routed = true;
    else
        a.withdrawn = true;
    if (b.battalsToArrive > 0) armyLeftBeforeArriving(b, army);  // its battals to come never do
    bool anyRouted = false, allBeaten = true;
    for (const SimArmy& other : b.armies) {
        if (other.side != a.side) continue;
        anyRouted = anyRouted || other.routed;
        allBeaten = allBeaten && (other.routed || other.withdrawn);
    }
    SimSide& s = b.sides[static_cast<std::size_t>(a.side)];
    if (allBeaten) {
        // The whole side: the battle ends with this move (endOfMove).
        if (anyRouted)
            s.routed = true;
        else
            s.withdrawn = true;
        return;
    }
    affectFormation(b, a.side, kNone, army,
                    routed ? LeaderLossEffect::Rout : LeaderLossEffect::Withdraw,
                    "its army routed");
}

}  // namespace seneschal::battle::sim
