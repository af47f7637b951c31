// GA-SEQ step 3: move all troops: the broken run (GA-BROKEN), evaders evade (GA-EVADE),
// chargers and counter-chargers charge (GA-CHARGE, GA-COUNTER), pursuers pursue
// (GA-PURSUIT), withdrawing troops leave, and everyone else moves as their battal's orders say
// (GA-ORD-WRITE; GA-MOVE-DIST with GA-TERRAIN through moveAllowance).
#include <algorithm>
#include <array>
#include <cmath>

#include "battle/ga/movement.hpp"
#include "battle/ga/rout.hpp"
#include "battle/ga/shooting.hpp"
#include "battle/sim/field.hpp"
#include "battle/sim/field_defences.hpp"
#include "battle/sim/phases.hpp"
#include "battle/sim/sim_core.hpp"

namespace seneschal::battle::sim {

namespace {

constexpr double kStopShort = 20;  // mm: troops not charging halt short of contact

// GA-MANOEUVRE: the 45-degree wheels a unit makes to face an enemy `across` mm beside its
// front and `ahead` mm in front of it: none within 22.5 degrees of straight ahead, one up to
// 67.5 degrees (tan 22.5 = 0.414, tan 67.5 = 2.414), two beyond. An enemy overlapping its
// front needs none: it is met by going straight on.
int wheelsToFace(const SimUnit& u, const SimUnit& t) {
    const double across = frontGapBeside(u, t);
    if (across <= 0) return 0;
    const double ahead = frontGapAhead(u, t);
    if (across <= 0.41421356 * ahead) return 0;
    return across <= 2.41421356 * ahead ? 1 : 2;
}

// The distance the unit may cover at this pace over clear ground, less its manoeuvres
// (GA-MANOEUVRE): an about-face if it turned to face the enemy this move, and its wheels. The
// ground on its way (GA-TERRAIN) is paid for along the path: traceGround.
int allowance(Battle& b, const SimUnit& u, Pace pace, int wheels = 0) {
    std::array<Manoeuvre, 3> turns{};
    std::size_t count = 0;
    if (u.turnedAbout) turns[count++] = Manoeuvre::AboutFace;
    for (int w = 0; w < wheels && count < turns.size(); ++w) turns[count++] = Manoeuvre::Wheel45;
    MoveRequest r;
    r.pace = pace;
    r.carryingMantlets = u.mantlets;  // GA-OPT-MANTLET: -50 mm with the option on
    r.manoeuvres = std::span<const Manoeuvre>(turns.data(), count);
    const MoveAllowance a = moveAllowance(b.book, b.options, u.st, r);
    return a.allowed ? a.distance : 0;
}

void leaveIfOff(Battle& b, int i, UnitEndState as, const char* rule = nullptr) {
    SimUnit& u = unitAt(b, i);
    if (!offTable(b, u)) return;
    u.act = Activity::Gone;
    u.goneAs = as;
    if (b.log)
        note(b,
             rule != nullptr                  ? rule
             : as == UnitEndState::Routed     ? "GA-BROKEN"
             : as == UnitEndState::PursuedOff ? "GA-PURSUIT"
                                              : "GA-LEADER-KILLED-MERC",
             unitName(b, i), "", "leaves the table");
}

int nearestEnemy(Battle& b, int i, bool flank) {
    const SimUnit& u = unitAt(b, i);
    int best = kNone;
    double bestScore = 1e18;
    const bool leftFlank = u.x < b.width / 2;
    for (const UnitBox& t : enemyBoxes(b, u.side)) {
        // Flank orders: make for the enemy's end of the line on the battal's own wing.
        const double wing = flank ? (leftFlank ? t.x : -t.x) : 0;
        const double weight = flank ? 0.25 : 1.0;
        const FrontGapParts parts = frontGapParts(u, t);
        if (wing + weight * parts.atLeast() >= bestScore) continue;  // cannot be nearer
        const double score = wing + weight * parts.gap();
        if (score < bestScore) {
            bestScore = score;
            best = t.unit;
        }
    }
    return best;
}

// The nearest friend standing in a router's path within `distance` mm (kNone if none), other
// than those it has already passed.
int friendInPath(const Battle& b, int i, double distance, std::span<const int> passed) {
    const SimUnit& u = unitAt(b, i);
    int nearest = kNone;
    double nearestAhead = distance;
    for (const int j : b.standingUnits[static_cast<std::size_t>(u.side)]) {
        const SimUnit& f = unitAt(b, j);
        if (j == i || !standing(f) || frontGapBeside(u, f) >= 0) continue;  // not across its path
        if (std::find(passed.begin(), passed.end(), j) != passed.end()) continue;
        const double rear = f.y - f.dir * f.depth;
        const double ahead = u.dir > 0 ? std::min(f.y, rear) - u.y : u.y - std::max(f.y, rear);
        if (ahead < 0 || ahead >= nearestAhead) continue;  // behind it, or beyond this move
        nearestAhead = ahead;
        nearest = j;
    }
    return nearest;
}

// GA-BROKEN, GA-INTERPEN: a router goes round friends in its path if a gap lies within a
// quarter of a move, otherwise bursts through them, unless they are heavier troops than it:
// then it is stopped against them. Returns the distance it may run.
double routPastFriends(Battle& b, int i, double distance) {
    SimUnit& u = unitAt(b, i);
    std::array<int, 4> passed{};
    std::size_t passedCount = 0;
    while (passedCount < passed.size()) {
        const int j =
            friendInPath(b, i, distance, std::span<const int>(passed.data(), passedCount));
        if (j == kNone) return distance;
        const SimUnit& f = unitAt(b, j);
        // The shorter way round: clear the friend's edge on the side the router is already on.
        const double overlap = (u.width + f.width) / 2 - std::abs(u.x - f.x);
        if (brokenGoRound(b.book, u.st, static_cast<int>(std::ceil(overlap)))) {
            u.x += (u.x >= f.x ? 1 : -1) * (overlap + 1);
            if (b.log)
                note(b, "GA-BROKEN", unitName(b, i), unitName(b, j), "goes round its friends");
        } else if (interpenetration(u.st, f.st, false, true) == Interpenetration::Refused) {
            const double rear = f.y - f.dir * f.depth;
            const double ahead = u.dir > 0 ? std::min(f.y, rear) - u.y : u.y - std::max(f.y, rear);
            if (b.log)
                note(b, "GA-INTERPEN", unitName(b, i), unitName(b, j),
                     "cannot burst through heavier troops: stopped");
            return std::max(0.0, ahead);
        } else if (b.log) {
            note(b, "GA-INTERPEN", unitName(b, i), unitName(b, j), "bursts through its friends");
        }
        passed[passedCount++] = j;
    }
    return distance;
}

// GA-TERRAIN: the clear-ground mm the ground between a charger and its target adds to the
// gap: a brook, bog or ditch on the way slows the charge as it would any move.
double groundSurcharge(const Battle& b, const SimUnit& u, const SimUnit& t) {
    if (b.setup == nullptr || b.setup->terrain.empty()) return 0;
    const PathTo p = pathTowards(u, t, 0);
    return traceGround(b, u, p.dx, p.dy, 1e9).surcharge();
}

// Advances a on b by what `allowance` clear-ground mm buy over the ground on the way.
double advanceOver(const Battle& b, SimUnit& a, const SimUnit& t, double allowance,
                   double stopShort) {
    if (b.setup == nullptr || b.setup->terrain.empty())
        return advanceTowards(a, t, allowance, stopShort);
    const PathTo p = pathTowards(a, t, stopShort);
    return advanceAlong(a, p, traceGround(b, a, p.dx, p.dy, allowance).reach);
}

void charge(Battle& b, int i) {
    SimUnit& u = unitAt(b, i);
    SimUnit& t = unitAt(b, u.target);
    const int mine = allowance(b, u, Pace::Charge, wheelsToFace(u, t));
    const double gap = frontGap(u, t);
    const bool mutual =
        (t.act == Activity::Charging || t.act == Activity::CounterCharging) && t.target == i;
    if (mutual) {
        if (u.contact) return;  // already met from the other side
        const int theirs = allowance(b, t, Pace::Charge, wheelsToFace(t, u));
        // Each pays for the ground on its own way (the whole way: where they meet is not
        // known until they do).
        const double slowed = groundSurcharge(b, u, t) + groundSurcharge(b, t, u);
        if (gap + slowed <= mine + theirs) {
            const double f = mine / std::max(1.0, static_cast<double>(mine + theirs));
            u.moved = advanceTowards(u, t, gap * f, 0);
            t.moved = advanceTowards(t, u, gap, 0);
            closeUp(u, t);
            u.contact = t.contact = true;
            u.freshCharge = t.freshCharge = true;
            u.reachedInNormalMove = t.reachedInNormalMove = true;
        } else {
            u.moved = advanceOver(b, u, t, mine, 0);
            t.moved = advanceOver(b, t, u, theirs, 0);
        }
        return;
    }
    if (t.act == Activity::Evading && !t.caughtEvading) {
        u.moved = advanceOver(b, u, t, mine, 0);  // a charge that fails still moves in full
    } else if (gap + groundSurcharge(b, u, t) <= mine) {
        const ChargeMove m = resolveChargeMove(b.book, u.st, static_cast<int>(gap));
        u.moved = gap;
        closeUp(u, t);
        u.contact = true;
        u.freshCharge = true;
        u.reachedInNormalMove = m.reachedInNormalMove;
        if (m.reachedInNormalMove) t.reachedByCharge = true;
        if (t.act == Activity::Fighting)
            u.flankAttack = true;  // its front is taken
        else if (t.dir == u.dir && !t.caughtEvading)
            u.rearAttack = true;  // it faces away
        if (u.flankAttack) t.takenInFlank = true;
        if (u.rearAttack) t.takenInRear = true;
        if (b.log) {
            note(b, "GA-CHARGE", unitName(b, i), unitName(b, u.target),
                 "contact after " + std::to_string(static_cast<int>(gap)) + " mm" +
                     (u.flankAttack  ? ", in its flank"
                      : u.rearAttack ? ", in its rear"
                                     : ""));
        }
        // GA-OPT-CALTROPS, -STAKES, -POTTES: into the front across its field defences.
        if (b.unitsWithDefences > 0) crossDefences(b, i);
        return;
    } else {
        u.moved = advanceOver(b, u, t, mine, 0);
    }
    // No contact: an unsuccessful charge, to be rallied from (GA-RALLY).
    if (b.log)
        note(b, "GA-CHARGE", unitName(b, i), unitName(b, u.target),
             "falls short after " + std::to_string(static_cast<int>(u.moved)) + " mm");
    beginRally(b, u, rallyMoves(b.book, RallyAfter::FailedCharge, u.st.troopClass));
    unform(u);
    u.target = kNone;
}

void evadeMove(Battle& b, int i) {
    SimUnit& u = unitAt(b, i);
    const SimUnit& c = unitAt(b, u.target);
    const Evade e = evade(b.book, u.st, c.st, static_cast<int>(frontGap(c, u)));
    turnAbout(u);
    u.moved = moveBack(b, u, e.distance);
    u.caughtEvading = e.caught;
    if (b.log)
        note(b, "GA-EVADE", unitName(b, i), unitName(b, u.target),
             e.caught ? "evades but is caught, backs turned"
                      : "evades " + std::to_string(e.distance) + " mm");
    // Evaders who leave the table have not broken: they left the field, and "any troops who
    // leave the table for any other reason must rally and reform before returning" (GA-BROKEN);
    // the battle over, they are the withdrawn, not the routed (who feed the deserters).
    leaveIfOff(b, i, UnitEndState::Withdrawn, "GA-EVADE");
}

// GA-PURSUIT: the nearest body of stationary enemy troops, other than the quarry, across the
// pursuers' way within `reach` of their front; `ahead` is how far ahead it stands.
int stationaryEnemyInTheWay(Battle& b, int i, double reach, double& ahead) {
    const SimUnit& u = unitAt(b, i);
    int found = kNone;
    for (const int j : enemiesOf(b, u.side)) {
        if (j == u.target) continue;
        const SimUnit& e = unitAt(b, j);
        if (!standing(e) || e.act == Activity::Pursuing || e.act == Activity::Evading ||
            e.act == Activity::Charging || e.act == Activity::CounterCharging ||
            e.act == Activity::Withdrawing) {
            continue;
        }
        const FrontGapParts parts = frontGapParts(u, e);
        if (parts.beside >= 0) continue;  // beside the pursuers' way, not across it
        const double rear = e.y - e.dir * e.depth;
        const double far = u.dir > 0 ? std::max(e.y, rear) - u.y : u.y - std::min(e.y, rear);
        if (far <= 0 || parts.ahead >= reach) continue;  // behind the pursuers, or out of reach
        if (found == kNone || parts.ahead < ahead) {
            found = j;
            ahead = parts.ahead;
        }
    }
    return found;
}

void pursue(Battle& b, int i) {
    SimUnit& u = unitAt(b, i);
    const bool firstMove = u.movesInState == 0;
    const int d = pursuitDistance(b.book, u.st, firstMove);
    ++u.movesInState;
    const bool quarryOnField = u.target != kNone && onField(unitAt(b, u.target));
    if (quarryOnField && unitAt(b, u.target).act != Activity::Routed) {
        // Its quarry rallied: there is no one left to pursue.
        endPursuit(b, i, "its quarry has rallied: the pursuit ends");
        return;
    }
    const double toQuarry = quarryOnField ? frontGap(u, unitAt(b, u.target)) : d;
    // "If pursuing troops come up against a body of stationary enemy troops in the first
    // period of pursuit, they will avoid them if there is a wide enough gap within a quarter
    // move. Otherwise they will charge them" (the reaction time that would let them stop is
    // GA-OPT-REACT's, not played here); later moves of pursuit are at normal speed, under
    // control, and stop short of them. No pursuer rides through a standing enemy.
    double ahead = 0;
    for (int tries = 0; tries < 4; ++tries) {
        const int e = stationaryEnemyInTheWay(b, i, std::min<double>(d, toQuarry), ahead);
        if (e == kNone) break;
        const SimUnit& enemy = unitAt(b, e);
        const double overlap = (u.width + enemy.width) / 2 - std::abs(u.x - enemy.x);
        const double quarter = u.normalMove * b.book.tables().rout.gapWithinMoveFraction;
        if (overlap <= quarter) {
            u.x += (u.x >= enemy.x ? 1 : -1) * (overlap + 1);
            if (b.log) note(b, "GA-PURSUIT", unitName(b, i), unitName(b, e), "rides round them");
            continue;
        }
        if (firstMove) {
            u.moved = ahead;
            closeUp(u, enemy);
            u.act = Activity::Charging;
            u.target = e;
            u.contact = true;
            u.freshCharge = true;
            u.reachedInNormalMove = true;
            unitAt(b, e).charged = true;
            unitAt(b, e).reachedByCharge = true;
            if (b.chargesDeclared <= 0) b.chargesDeclared = 1;  // close combat joins it
            if (b.log) {
                note(b, "GA-PURSUIT", unitName(b, i), unitName(b, e),
                     "comes up against them in the first move of pursuit and charges");
            }
            return;
        }
        u.moved = advanceTowards(u, enemy, ahead, 0);
        endPursuit(b, i, "stopped by enemy troops in its way: the pursuit ends");
        return;
    }
    if (quarryOnField) {
        SimUnit& r = unitAt(b, u.target);
        const double gap = frontGap(u, r);
        if (gap <= d) {
            u.moved = gap;
            closeUp(u, r);
            u.contact = true;  // the free blow and quarter follow in close combat
            return;
        }
        u.moved = advanceTowards(u, r, d, 0);
        return;
    }
    // Its quarry is off the table: the pursuit rides on towards the enemy's base line.
    u.y += u.dir * d;
    u.moved = d;
    leaveIfOff(b, i, UnitEndState::PursuedOff);
}

// Where the battal's orders send the unit this move: the enemy it makes for and how far short
// of it it stops; target kNone when its orders hold it or it is already where they want it.
struct OrderedMove {
    int target = kNone;
    double stop = 0;
    bool shooter = false;
};

OrderedMove orderedMove(Battle& b, int i) {
    const SimUnit& u = unitAt(b, i);
    const SimBattal& bt = battalOf(b, u);
    if (bt.noMoveNext) return {};
    BattalOrders orders = bt.orders;
    if (u.st.seekingRevenge || bt.fullMoveNext) orders = BattalOrders::Attack;
    if (orders == BattalOrders::Hold || orders == BattalOrders::Defend ||
        orders == BattalOrders::Reserve)
        return {};
    const int t = nearestEnemy(b, i, orders == BattalOrders::Flank);
    if (t == kNone) return {};
    const bool shooter = u.missile != kNone && !u.st.shock;
    if (!shooter && orders == BattalOrders::Skirmish) return {};
    // Missile troops close to effective range and shoot; within long range they move no
    // further than they may and still shoot (GA-SHOOT-MOVE).
    const double stop = shooter ? std::max(kStopShort, u.effectiveRange * 0.9) : kStopShort;
    if (frontGap(u, unitAt(b, t)) <= stop) return {};
    return {t, stop, shooter};
}

// GA-UNFORMED "Infantry charged by cavalry while moving": charges go in before the other
// troops move (GA-SEQ step 3 takes the chargers first), so a unit charged this move whose
// orders send it forward is marked under way before anyone moves, and counts as moving when
// the chargers reach it. Only the charged are asked: no one else's formation depends on it.
void markUnderWay(Battle& b) {
    if (b.chargesDeclared == 0) return;
    for (const int i : b.turnOrder) {
        SimUnit& u = unitAt(b, i);
        if (!u.charged || !standing(u) || u.act != Activity::Ready) continue;
        const bool ordered = orderedMove(b, i).target != kNone;
        if (ordered && u.holdsPosture && b.log) {
            note(b, "GA-CHARGE-REACT", unitName(b, i), "",
                 "halts to receive the charge: a defensive posture (the seed's Orders)");
        }
        u.underWay = ordered && !u.holdsPosture;
    }
}

void underOrders(Battle& b, int i) {
    if (unitAt(b, i).holdsPosture) return;  // halted to receive a charge this move (react)
    const OrderedMove m = orderedMove(b, i);
    if (m.target == kNone) return;
    SimUnit& u = unitAt(b, i);
    const SimUnit& e = unitAt(b, m.target);
    const double gap = frontGap(u, e);
    double go = allowance(b, u, Pace::Normal, wheelsToFace(u, e));
    // GA-SHOOT-MOVE, read from <shooting>: windlass and repeating crossbowmen none (they stand
    // and shoot), stirrup crossbowmen a quarter, other foot half, mounted the whole move.
    if (m.shooter && gap <= u.longRange) {
        const double fraction =
            shootingMoveAllowance(b.book, u.st, static_cast<WeaponIndex>(u.missile)).fraction;
        go = std::min(go, u.normalMove * fraction);
    }
    u.moved = advanceOver(b, u, e, go, m.stop);
}

// GA-UNFORMED: "All troops crossing linear obstacles, or wading ..." and "Close-order
// infantry, and any pikemen or cavalry moving in woods, marshes or villages or on high hills"
// are unformed; "loss of formation lasts for the whole move in which the cause is applicable"
// (startMove reforms them). Read over the whole path each unit moved this step, from where it
// stood to where it stands.
void groundFormation(Battle& b) {
    if (b.setup == nullptr || b.setup->terrain.empty()) return;
    for (const int i : b.turnOrder) {
        SimUnit& u = unitAt(b, i);
        if (!standing(u) || u.moved <= 0 || !u.st.formed) continue;
        const GroundTrace trace =
            traceGround(b, u, u.moveFromX, u.moveFromY, u.x - u.moveFromX, u.y - u.moveFromY, 1e9);
        FormationSituation fs;
        fs.pikemen = u.pikemen;
        fs.crossingObstacleWadingSwimmingClimbing = trace.linearObstacles > 0;
        Ground cause = Ground::Open;
        bool unformed = isUnformed(b.book, b.options, u.st, fs);
        if (unformed) cause = Ground::LinearObstacle;
        for (std::size_t g = 0; g < kGrounds.size && !unformed; ++g) {
            if (!trace.movedOver(static_cast<Ground>(g))) continue;
            fs.ground = static_cast<Ground>(g);
            unformed = isUnformed(b.book, b.options, u.st, fs);
            cause = fs.ground;
        }
        if (!unformed) continue;
        u.st.formed = false;
        u.unformedByGround = true;
        if (b.log) {
            note(b, "GA-UNFORMED", unitName(b, i), "",
                 std::string("unformed moving over ") + std::string(kGrounds.name(cause)));
        }
    }
}

}  // namespace

void moveTroops(Battle& b) {
    b.step = MoveStep::MoveTroops;
    refreshStanding(b);
    for (const int i : b.turnOrder) {
        SimUnit& u = unitAt(b, i);
        u.moveFromX = u.x;
        u.moveFromY = u.y;
    }
    b.boxedSide = kNone;  // the enemy boxes are built afresh for the orders read below
    markUnderWay(b);
    for (const int i : b.turnOrder) {
        if (b.routedHint[0] + b.routedHint[1] == 0) break;  // nobody running
        SimUnit& u = unitAt(b, i);
        if (!onField(u) || u.act != Activity::Routed) continue;
        const BrokenMove m = brokenMove(b.book, u.st, u.movesInState++);
        u.moved = moveBack(b, u, routPastFriends(b, i, m.distance));
        leaveIfOff(b, i, UnitEndState::Routed);
    }
    for (const int i : b.turnOrder) {
        if (b.chargesDeclared == 0) break;
        if (onField(unitAt(b, i)) && unitAt(b, i).act == Activity::Evading) evadeMove(b, i);
    }
    for (const int i : b.turnOrder) {
        if (b.chargesDeclared == 0) break;
        const SimUnit& u = unitAt(b, i);
        if (onField(u) && (u.act == Activity::Charging || u.act == Activity::CounterCharging))
            charge(b, i);
    }
    // Each unit now moves only itself: the enemy boxes one side's troops search stay true
    // until a unit of the boxed side acts.
    b.boxedSide = kNone;
    for (const int i : b.turnOrder) {
        SimUnit& u = unitAt(b, i);
        if (!onField(u)) continue;
        if (u.side == b.boxedSide) b.boxedSide = kNone;
        if (u.act == Activity::Pursuing)
            pursue(b, i);
        else if (u.act == Activity::Withdrawing) {
            u.moved = moveBack(b, u, u.normalMove);
            leaveIfOff(b, i, UnitEndState::Withdrawn);
        } else if (u.act == Activity::Ready)
            underOrders(b, i);
    }
    groundFormation(b);
    leaveDefences(b);  // those that moved leave their field defences behind
}

}  // namespace seneschal::battle::sim
