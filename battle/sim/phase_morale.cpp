// GA-SEQ step 6: all other morale throws: 10% casualties not yet tested, units whose battal
// has a unit break (until no more break), Feudal and Knightly battals coming near the enemy
// for the first time and shock troops hanging back (GA-MT-WHEN), rallying (GA-RALLY,
// GA-RALLY-FEUDAL, GA-RALLY-MERC), battal and army leaders' tests (GA-MT-ARMY).
#include <algorithm>
#include <cmath>

#include "base/grouped_number.hpp"
#include "battle/ga/orders.hpp"
#include "battle/sim/arrival.hpp"
#include "battle/sim/field.hpp"
#include "battle/sim/phases.hpp"
#include "battle/sim/policy.hpp"
#include "battle/sim/sim_core.hpp"

namespace seneschal::battle::sim {

namespace {

bool feudal(const SimUnit& u) {
    return u.st.background == Background::Feudal || u.st.background == Background::Knightly;
}

void testAndApply(Battle& b, int i, MoraleTestInput in, const char* why) {
    const MoraleTestResult r = unitMorale(b, i, in, why);
    if (!r.passed) applyMorale(b, i, r, why);
}

bool anyBattalBroke(const Battle& b) {
    if (b.routEvents == b.routTestsDoneAt) return false;  // every test it caused is taken
    for (const SimBattal& bt : b.battals) {
        if (bt.brokeThisMove) return true;
    }
    return false;
}

void casualtiesAndBattalRouts(Battle& b) {
    const bool anyLoss = anyUntestedLosses(b);
    for (const int i : b.turnOrder) {
        if (!anyLoss) break;
        SimUnit& u = unitAt(b, i);
        if (!standing(u) || u.casualtyTested || u.removedThisMove == 0) continue;
        UnitMoraleSituation s;
        s.figuresAtStartOfMove = u.figuresAtMoveStart;
        s.figuresRemovedThisMove = u.removedThisMove;
        if (!has(unitMoraleTriggers(b.book, u.st, s), MoraleTrigger::Casualties)) continue;
        u.casualtyTested = true;
        const std::string why = casualtyTestReason(b, "in the move");
        testAndApply(b, i, {}, why.c_str());
    }
    // "Another unit in their Battal breaks or passes in rout": each unit tests once a move,
    // and a break among them makes the others test in turn.
    if (!anyBattalBroke(b)) return;
    for (bool again = true; again;) {
        again = false;
        for (const int i : b.turnOrder) {
            SimUnit& u = unitAt(b, i);
            if (!standing(u) || u.battalRoutTested || !battalOf(b, u).brokeThisMove) continue;
            u.battalRoutTested = true;
            UnitMoraleSituation s;
            s.battalUnitBrokeOrPassedInRout = true;
            if (unitMoraleTriggers(b.book, u.st, s) == 0) continue;
            testAndApply(b, i, {}, "a unit of its battal broke");
            if (u.act == Activity::Routed) again = true;
        }
    }
    b.routTestsDoneAt = b.routEvents;
}

void comingNear(Battle& b) {
    for (std::size_t bi = 0; bi < b.battals.size(); ++bi) {
        SimBattal& bt = b.battals[bi];
        const bool wasNear = bt.cameNear;
        if (!wasNear) {
            for (int k = bt.firstUnit; k < bt.firstUnit + bt.unitCount && !bt.cameNear; ++k) {
                const SimUnit& u = unitAt(b, k);
                const double reach = u.normalMove + u.chargeMove;
                if (!standing(u) || enemyAtLeast(b, u) > reach) continue;
                for (const int j : enemiesOf(b, u.side)) {
                    const SimUnit& e = unitAt(b, j);
                    if (!standing(e) || std::abs(e.y - u.y) > reach + e.depth) continue;
                    if (frontGapAtLeast(u, e) > reach) continue;
                    if (frontGap(u, e) <= reach) {
                        bt.cameNear = true;
                        break;
                    }
                }
            }
        }
        const bool firstTime = !wasNear && bt.cameNear;
        if (!firstTime && !wasNear) continue;         // still far from the enemy: nothing to test
        if (!firstTime && !bt.feudalShock) continue;  // after the first time only they test
        const double overSpeed = b.book.tables().moraleTriggers.overSpeedFraction;
        for (int k = bt.firstUnit; k < bt.firstUnit + bt.unitCount; ++k) {
            SimUnit& u = unitAt(b, k);
            if (!standing(u) || !feudal(u)) continue;
            // After the first time only shock troops free to advance who hung back test.
            if (!firstTime &&
                (!u.st.shock || u.act != Activity::Ready || u.moved > overSpeed * u.normalMove))
                continue;
            UnitMoraleSituation s;
            s.battalFirstWithinMoveAndChargeOfEnemy = !wasNear && bt.cameNear;
            s.battalAlreadyCameNear = wasNear;
            // Hanging back counts only for troops free to advance (not fighting or rallying).
            s.advancedOverHalfSpeed =
                u.act != Activity::Ready || u.moved > overSpeed * u.normalMove;
            const std::uint16_t t = unitMoraleTriggers(b.book, u.st, s);
            if (t == 0) continue;
            MoraleTestInput in;
            testAndApply(b, k, in,
                         has(t, MoraleTrigger::FirstContact)
                             ? "its battal first comes near the enemy"
                             : "shock troops not advancing");
        }
    }
}

void rallied(Battle& b, int i) {
    SimUnit& u = unitAt(b, i);
    turnAbout(u);
    beginRally(b, u, rallyMoves(b.book, RallyAfter::Rout, u.st.troopClass));
    u.st.routed = false;
    ++b.routEvents;
    u.st.hasOrders = true;
    if (b.log)
        note(b, "GA-RALLY", unitName(b, i), "",
             "rallies; reforms in " + countOf(u.rallyLeft, "move", "moves"));
}

void rallying(Battle& b) {
    if (b.routedHint[0] == 0 && b.routedHint[1] == 0) return;  // nobody to rally
    // GA-RALLY-MERC: professionals rally when they pass steady friends.
    for (const int i : b.turnOrder) {
        SimUnit& u = unitAt(b, i);
        if (!onField(u) || u.act != Activity::Routed || feudal(u) || u.brokeThisMove) continue;
        bool friends = false;
        for (const int j : b.standingUnits[static_cast<std::size_t>(u.side)]) {
            const SimUnit& f = unitAt(b, j);
            if (!standing(f) || f.act == Activity::Withdrawing) continue;
            const double d = distanceMm(f.x - u.x, f.y - u.y);
            if (mayRallyMercenary(b.book, static_cast<int>(d), true, f.lastMorale)) {
                friends = true;
                break;
            }
        }
        if (!friends) continue;
        MoraleTestInput in;
        in.factors[idx(MoraleFactor::Rallying)] = 1;
        if (unitMorale(b, i, in, "attempting to rally").passed) rallied(b, i);
    }
    // GA-RALLY-FEUDAL: a battal or army leader of higher status rides to a routed unit. The
    // routed Feudal and Knightly units, in turn order, are listed once for every leader.
    const double reach = b.book.tables().moves[idx(Arm::Cavalry)][idx(Order::Open)].normal;
    UnitList& routed = b.rallyCandidates;
    routed.clear();
    for (const int i : b.turnOrder) {
        const SimUnit& u = unitAt(b, i);
        if (u.act == Activity::Routed && onField(u) && feudal(u) && !u.brokeThisMove)
            routed.push_back(i);
    }
    if (routed.empty()) return;
    for (const int commander : b.commanders) {  // unit leaders rally nobody else
        const auto li = static_cast<std::size_t>(commander);
        SimLeader& l = b.leaders[li];
        if (l.out() || l.unit == kNone || leaderStillToCome(b, l)) continue;
        if (b.routedHint[static_cast<std::size_t>(l.side)] == 0) continue;
        const SimUnit& with = unitAt(b, l.unit);
        if (with.act == Activity::Fighting) continue;
        b.scratch.clear();
        for (const int i : routed) {
            const SimUnit& u = unitAt(b, i);
            if (u.act != Activity::Routed || u.side != l.side) continue;
            if (distanceMm(u.x - with.x, u.y - with.y) > reach) continue;
            if (!mayRallyFeudal(u.st.leader.status, l.state.status, true)) continue;
            b.scratch.push_back(i);
        }
        if (b.scratch.empty()) continue;
        const int pick = b.policy->chooseRally(b, static_cast<int>(li), b.scratch);
        if (pick == kNone) continue;
        l.unit = static_cast<std::int16_t>(pick);  // he is now with the routed unit
        SimUnit& u = unitAt(b, pick);
        if (b.log)
            note(b, "GA-RALLY-FEUDAL", leaderName(b, static_cast<int>(li)), unitName(b, pick),
                 "rides to rally it");
        const LeaderState own = u.st.leader;
        u.st.leader = l.state;  // he takes the test for it
        MoraleTestInput in;
        in.factors[idx(MoraleFactor::Rallying)] = 1;
        in.factors[idx(MoraleFactor::HigherStatusLeaderPresent)] = 1;
        const bool ok = unitMorale(b, pick, in, "rallied by a leader of higher status").passed;
        u.st.leader = own;
        if (ok) rallied(b, pick);
    }
}

int nearestOwnUnit(const Battle& b, int side, int battal, int near) {
    int best = kNone;
    double bestD = 1e18;
    for (std::size_t i = 0; i < b.units.size(); ++i) {
        const SimUnit& u = b.units[i];
        if (u.side != side || !standing(u) || (battal != kNone && u.battal != battal)) continue;
        const double d =
            near == kNone ? 0 : distanceMm(u.x - unitAt(b, near).x, u.y - unitAt(b, near).y);
        if (d < bestD) {
            bestD = d;
            best = static_cast<int>(i);
        }
    }
    return best;
}

// The test a battal or army leader takes for the unit he is with (or the nearest).
MoraleTestResult commandTest(Battle& b, const SimLeader& l, int battal, const char* why,
                             int& tester) {
    tester = l.unit != kNone && standing(unitAt(b, l.unit))
                 ? l.unit
                 : nearestOwnUnit(b, l.side, battal, l.unit);
    if (tester == kNone) return {};
    SimUnit& u = unitAt(b, tester);
    const LeaderState own = u.st.leader;
    u.st.leader = l.state;
    const MoraleTestResult r = unitMorale(b, tester, {}, why);
    u.st.leader = own;
    return r;
}

void battalTests(Battle& b) {
    bool anyBreak = false;
    for (const SimBattal& bt : b.battals) anyBreak = anyBreak || bt.brokeThisMove;
    if (!anyBreak) return;
    for (std::size_t bi = 0; bi < b.battals.size(); ++bi) {
        SimBattal& bt = b.battals[bi];
        if (bt.leader == kNone || bt.drivenOff || bt.arrivesAt != 0) continue;
        const SimLeader& l = b.leaders[static_cast<std::size_t>(bt.leader)];
        if (l.out()) continue;
        CommandSituation cs;
        cs.isBattalLeader = true;
        cs.majorUnitBroke = bt.majorUnit != kNone && unitAt(b, bt.majorUnit).brokeThisMove;
        for (const std::size_t other : {bi - 1, bi + 1}) {  // its neighbours in the line
            if (other >= b.battals.size()) continue;        // bi - 1 wraps round for the first
            const SimBattal& o = b.battals[other];
            if (o.side == bt.side && o.brokeThisMove && o.drivenOff) cs.adjacentBattalBroke = true;
        }
        if (commandTestScope(cs) != CommandTestScope::Battal) continue;
        int tester = kNone;
        const MoraleTestResult r =
            commandTest(b, l, static_cast<int>(bi),
                        "battal leader: its major unit or a neighbouring battal broke", tester);
        if (tester == kNone || r.passed) continue;
        for (int k = bt.firstUnit; k < bt.firstUnit + bt.unitCount; ++k) {
            if (standing(unitAt(b, k))) applyMorale(b, k, r, "its battal leader's test failed");
        }
    }
}

void drivenOff(Battle& b) {
    for (SimBattal& bt : b.battals) {
        if (bt.drivenOff || bt.arrivesAt != 0) continue;  // battal@arrives: not yet on the field
        bool any = false;
        for (int k = bt.firstUnit; k < bt.firstUnit + bt.unitCount; ++k) {
            const SimUnit& u = unitAt(b, k);
            if (standing(u) && u.act != Activity::Withdrawing) {
                any = true;
                break;
            }
        }
        if (any) continue;
        bt.drivenOff = true;
        bt.brokeThisMove = true;
        ++b.routEvents;
        SimSide& s = b.sides[static_cast<std::size_t>(bt.side)];
        ++s.drivenOff;
        ++b.armies[static_cast<std::size_t>(bt.army)].newlyDrivenOff;
        if (b.log)
            note(b, "GA-MT-ARMY", b.battalSpecs[static_cast<std::size_t>(bt.spec)]->name, "",
                 "driven from the field");
    }
}

void armyTests(Battle& b) {
    // GA-MT-ARMY: each army's leader tests for his own battals driven from the field, and the
    // test affects his whole army (a side's other armies fight on unless it was the last).
    for (std::size_t ai = 0; ai < b.armies.size(); ++ai) {
        SimArmy& a = b.armies[ai];
        const int side = a.side;
        const SimSide& s = b.sides[static_cast<std::size_t>(side)];
        if (a.newlyDrivenOff == 0 || a.routed || a.withdrawn || s.routed || s.withdrawn) continue;
        a.newlyDrivenOff = 0;
        if (a.leader == kNone) continue;
        const SimLeader& l = b.leaders[static_cast<std::size_t>(a.leader)];
        if (l.out() || leaderStillToCome(b, l)) continue;
        CommandSituation cs;
        cs.isArmyLeader = true;
        cs.battalsDrivenFromField = 1;
        if (commandTestScope(cs) != CommandTestScope::Army) continue;
        int tester = kNone;
        const MoraleTestResult r =
            commandTest(b, l, kNone, "army leader: a battal driven from the field", tester);
        if (tester == kNone || r.passed) continue;
        // The test affects the whole army: a rout breaks it (and ends the battle when it is
        // the side's last); a retirement makes every unit not fighting fall back a rally move.
        if (b.log) {
            // Named by its side, or by its own name when its side fields more than one.
            int armiesOfSide = 0;
            for (const SimArmy& other : b.armies) armiesOfSide += other.side == side ? 1 : 0;
            const std::string& who = armiesOfSide > 1 && b.setup != nullptr
                                         ? b.setup->armies[ai].name
                                         : sideName(b, side);
            note(b, "GA-MT-ARMY", who, "",
                 r.result == MoraleResult::Rout ? "the army routs" : "the army retires");
        }
        if (r.result == MoraleResult::Rout) {
            armyBeaten(b, static_cast<int>(ai), true);
            continue;
        }
        for (std::size_t i = 0; i < b.units.size(); ++i) {
            const SimUnit& u = b.units[i];
            if (standing(u) && u.act != Activity::Fighting &&
                b.battals[static_cast<std::size_t>(u.battal)].army == static_cast<int>(ai))
                retireUnit(b, static_cast<int>(i));
        }
    }
}

}  // namespace

void otherMorale(Battle& b) {
    b.step = MoveStep::OtherMorale;
    listInTurn(b);
    casualtiesAndBattalRouts(b);
    refreshStanding(b);
    comingNear(b);
    casualtiesAndBattalRouts(b);
    rallying(b);
    battalTests(b);
    casualtiesAndBattalRouts(b);
    drivenOff(b);
    armyTests(b);
}

}  // namespace seneschal::battle::sim
