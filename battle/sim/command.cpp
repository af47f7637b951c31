// Between the steps of GA-SEQ: the start of each move (orders arriving, rallying counting
// down), orders carried by messengers (GA-ORD-CHANGE), and the end of the battle: an army that
// routs or withdraws (GA-MT-ARMY), every battal driven from the field, or the move limit
// (GA-SCALE), after which the side holding the field wins.
#include <algorithm>
#include <cmath>

#include "base/grouped_number.hpp"
#include "battle/ga/orders.hpp"
#include "battle/sim/arrival.hpp"
#include "battle/sim/field.hpp"
#include "battle/sim/field_defences.hpp"
#include "battle/sim/phases.hpp"
#include "battle/sim/policy.hpp"
#include "battle/sim/sim_core.hpp"

namespace seneschal::battle::sim {

void startMove(Battle& b) {
    ++b.move;
    b.chargesDeclared = -1;
    // Units are taken one at a time within each step: a die says which side goes first.
    const int face = roll(b.dice, b.rollLog(), "GA-SEQ", DieKind::Ordinary);
    b.firstSide = face % 2;  // 1, 3, 5: the side listed first; 2, 4, 6: the other
    b.firstSide = 1 - b.firstSide;
    if (b.log) {
        b.step = MoveStep::DeclareCharges;
        note(b, "GA-SEQ", sideName(b, b.firstSide), "", "acts first in each step of this move");
    }
    b.lostThisMove.clear();
    for (SimBattal& bt : b.battals) {
        bt.brokeThisMove = false;
        if (bt.ordersArrive != 0 && bt.ordersArrive <= b.move) {
            bt.orders = bt.pendingOrders;
            bt.ordersArrive = 0;
            // GA-OPT-CONFUSION: a Halt stands "until given a new order by a Leader figure".
            const bool wasHalted = bt.halted;
            bt.halted = bt.noMoveNext = false;
            if (b.log) {
                b.step = MoveStep::DeclareCharges;
                note(b, wasHalted ? "GA-OPT-CONFUSION" : "GA-ORD-CHANGE",
                     b.battalSpecs[static_cast<std::size_t>(bt.spec)]->name, "",
                     std::string(wasHalted ? "halt ended, " : "") +
                         "new orders take effect: " + toString(bt.orders));
            }
        }
    }
    // GA-QUARTER: the figures refused quarter last move are killed now, the survivors escape the
    // field, and their pursuers' pursuit stops.
    for (std::size_t k = 0; k < b.units.size(); ++k) {
        SimUnit& r = b.units[k];
        if (r.doomedFigures == 0) continue;
        const int killed = std::min(r.doomedFigures, r.st.figures);
        r.doomedFigures = 0;
        if (onField(r)) {
            r.st.figures -= killed;
            r.removed += killed;
            refreshShape(r);
            r.act = Activity::Gone;
            r.goneAs = r.st.figures > 0 ? UnitEndState::Routed : UnitEndState::Destroyed;
            if (b.log) {
                b.step = MoveStep::DeclareCharges;
                note(b, "GA-QUARTER", unitName(b, static_cast<int>(k)), "",
                     countOf(killed, "figure", "figures") + " refused quarter killed, " +
                         countOf(r.st.figures, "figure escapes", "figures escape") + " the field");
            }
        }
        if (r.doomedBy != kNone) {
            const SimUnit& p = unitAt(b, r.doomedBy);
            if (p.act == Activity::Pursuing && p.target == static_cast<int>(k)) {
                endPursuit(b, r.doomedBy);
            }
        }
        r.doomedBy = kNone;
    }
    for (SimUnit& u : b.units) {
        u.figuresAtMoveStart = u.st.figures;
        u.removedThisMove = 0;
        u.moved = 0;
        u.contact = u.reachedInNormalMove = u.flankAttack = u.caughtEvading = false;
        u.rearAttack = u.takenInFlank = u.takenInRear = u.turnedAbout = false;
        u.charged = u.reachedByCharge = u.casualtyTested = u.shotAt = false;
        u.shotAtUnanswered = u.fired = false;
        u.testedThisMove = u.brokeThisMove = u.battalRoutTested = u.lostRound = u.freshCharge =
            false;
        u.lostMargin = 0;
        u.crossedLoss = 0;
        u.underWay = u.holdsPosture = false;
        // GA-UNFORMED: "Loss of formation lasts for the whole move in which the cause is
        // applicable and continues if troops are unformed and pushed back in close combat":
        // unformed by last move's ground alone, it is formed again unless pushed back.
        if (u.unformedByGround && !u.pushedBack && onField(u) && u.act != Activity::Routed &&
            u.act != Activity::Rallying) {
            u.st.formed = true;
            u.unformedByGround = false;
        }
        u.pushedBack = false;
        if (!onField(u)) continue;
        if (u.act == Activity::Evading) {  // evaders turn back to face the enemy
            turnAbout(u);
            u.turnedAbout = true;
            u.act = Activity::Ready;
            u.target = kNone;
        }
        if (u.act == Activity::Charging || u.act == Activity::CounterCharging) {
            u.act = Activity::Ready;
            u.target = kNone;
        }
        // GA-RALLY: the table's moves are whole moves after the one the rally began in.
        if (u.act == Activity::Rallying && b.move - u.rallyBegan > u.rallyLeft) {
            u.act = Activity::Ready;
            u.st.formed = true;
        }
    }
    // battal@arrives: a battal whose move has come comes on before charges are declared.
    if (b.battalsToArrive > 0) bringOnArrivals(b);
}

void issueOrders(Battle& b) {
    b.sideEngaged = {false, false};
    b.sidePressed = {false, false};
    listInTurn(b);
    for (const int i : b.turnOrder) {
        const SimUnit& u = unitAt(b, i);
        if (!onField(u)) continue;
        const auto side = static_cast<std::size_t>(u.side);
        if (u.act == Activity::Fighting || u.act == Activity::Routed) b.sideEngaged[side] = true;
        if (u.act == Activity::Routed) b.sideBroken[side] = true;
        if (u.act == Activity::Fighting || u.act == Activity::Charging)
            b.sidePressed[1 - side] = true;
    }
    for (std::size_t bi = 0; bi < b.battals.size(); ++bi) {
        SimBattal& bt = b.battals[bi];
        // A battal still to come (battal@arrives) takes its orders once it is on the field.
        if (bt.ordersArrive != 0 || bt.drivenOff || bt.arrivesAt != 0) continue;
        // A battal whose written orders send it in at a move acts on them then, no messenger
        // needed (GA-ORD-WRITE; a battle file's commit="N").
        const BattalSpec& spec = *b.battalSpecs[static_cast<std::size_t>(bt.spec)];
        if (spec.commit == BattalCommit::AtMove) {
            if ((bt.orders == BattalOrders::Reserve || bt.orders == BattalOrders::Hold) &&
                b.move >= spec.commitMove) {
                bt.orders = BattalOrders::Attack;
                if (b.log) {
                    b.step = MoveStep::OtherMorale;
                    note(b, "GA-ORD-WRITE", spec.name, "",
                         "attacks in move " + std::to_string(spec.commitMove) +
                             " as its written orders say");
                }
            }
            continue;
        }
        const SimSide& side = b.sides[static_cast<std::size_t>(bt.side)];
        // Its own army's leader sends the order; an army without one, the side's general.
        const int own = b.armies[static_cast<std::size_t>(bt.army)].leader;
        const int sender = own != kNone ? own : side.armyLeader;
        if (sender == kNone) continue;  // no one left to send orders
        const SimLeader& general = b.leaders[static_cast<std::size_t>(sender)];
        if (general.out() || leaderStillToCome(b, general) ||
            !b.policy->commitBattal(b, static_cast<int>(bi)))
            continue;
        // The messenger rides from the army leader to the battal leader (or straight to the
        // unit in an all-Regular or all-Mercenary army) at open-order cavalry speed.
        const int from = general.unit != kNone ? general.unit : bt.majorUnit;
        const int to =
            bt.leader != kNone && b.leaders[static_cast<std::size_t>(bt.leader)].unit != kNone
                ? b.leaders[static_cast<std::size_t>(bt.leader)].unit
                : bt.majorUnit;
        double distance = 0;
        if (from != kNone && to != kNone) {
            distance = distanceMm(unitAt(b, from).x - unitAt(b, to).x,
                                  unitAt(b, from).y - unitAt(b, to).y);
        }
        const OrderDelay delay =
            orderDelay(b.book, static_cast<int>(distance), side.allProfessional);
        bt.pendingOrders = BattalOrders::Attack;
        bt.ordersArrive = b.move + std::max(1, delay.total());
        if (b.log) {
            b.step = MoveStep::OtherMorale;
            note(b, "GA-ORD-CHANGE", leaderName(b, sender),
                 b.battalSpecs[static_cast<std::size_t>(bt.spec)]->name,
                 "orders to attack sent " + std::to_string(static_cast<int>(distance)) +
                     " mm by messenger: write " + std::to_string(delay.write) + " + ride " +
                     std::to_string(delay.ride) + " + read " + std::to_string(delay.read) +
                     " + react " + std::to_string(delay.react) + " → acted on in move " +
                     std::to_string(bt.ordersArrive));
        }
    }
}

ConfusionRoll confusionRoll(Battle& b, const SimLeader& l, Background background, bool overHalf) {
    return battle::confusion(b.book, b.options, l.state, background, overHalf, b.dice, b.rollLog());
}

namespace {

// GA-OPT-CONFUSION, GA-ORD-CHANGE: a battal halted by confusion waits for a new order from a
// Leader figure. Its own leader, for whom the die was thrown, gives it at once: its orders
// again, written in the next move ("A leader takes one move to write or dictate a new
// order"), carried to its largest unit at open-order cavalry speed and reacted to ("the unit
// who again take one move to react to the orders"), as issueOrders times the army leader's.
// An order already on its way from the army leader is a new order too: it ends the halt when
// it arrives, and nothing more is sent.
void orderAfterHalt(Battle& b, SimBattal& bt) {
    if (bt.ordersArrive != 0) return;
    const SimLeader& l = b.leaders[static_cast<std::size_t>(bt.leader)];
    double distance = 0;
    if (l.unit != kNone) {
        const SimUnit& from = unitAt(b, l.unit);
        const SimUnit& to = unitAt(b, bt.majorUnit);
        distance = distanceMm(from.x - to.x, from.y - to.y);
    }
    const OrderDelay delay = orderDelay(b.book, static_cast<int>(distance), true);
    bt.pendingOrders = bt.orders;
    // The die is thrown at the move's end: the order is written in the move after.
    bt.ordersArrive = b.move + 1 + std::max(1, delay.total());
    if (b.log) {
        b.step = MoveStep::OtherMorale;
        note(b, "GA-OPT-CONFUSION", leaderName(b, bt.leader),
             b.battalSpecs[static_cast<std::size_t>(bt.spec)]->name,
             "halted until a new order: write " + std::to_string(delay.write) + " + ride " +
                 std::to_string(delay.ride) + " + react " + std::to_string(delay.react) +
                 " → acted on in move " + std::to_string(bt.ordersArrive));
    }
}

}  // namespace

void confusion(Battle& b) {
    if (!b.options.confusion) return;
    for (SimBattal& bt : b.battals) {
        bt.noMoveNext = bt.halted;  // a Halt order stands until a new order arrives
        bt.fullMoveNext = false;
        if (bt.drivenOff || bt.arrivesAt != 0 || bt.leader == kNone || bt.majorUnit == kNone)
            continue;
        const SimLeader& l = b.leaders[static_cast<std::size_t>(bt.leader)];
        if (l.out()) continue;
        bool overHalf = false, engaged = false;
        const double overSpeed = b.book.tables().confusionOverSpeedFraction;
        for (int k = bt.firstUnit; k < bt.firstUnit + bt.unitCount; ++k) {
            const SimUnit& u = unitAt(b, k);
            if (!standing(u)) continue;
            overHalf = overHalf || u.moved > overSpeed * u.normalMove;
            engaged = engaged || u.act == Activity::Fighting;
        }
        if (engaged) continue;  // a battal in close combat is not left to confusion
        const ConfusionRoll c =
            confusionRoll(b, l, unitAt(b, bt.majorUnit).st.background, overHalf);
        if (!c.rolled) continue;
        if (b.log) {
            b.step = MoveStep::OtherMorale;
            note(b, "GA-OPT-CONFUSION", b.battalSpecs[static_cast<std::size_t>(bt.spec)]->name, "",
                 std::string(toString(c.kind)) + " " + std::to_string(c.die) + " → " +
                     std::string(kConfusionResults.name(c.result)));
        }
        if (c.result == ConfusionResult::Halt && !bt.halted) {
            bt.halted = true;
            orderAfterHalt(b, bt);
        }
        bt.noMoveNext = bt.halted || c.result == ConfusionResult::NoMove;
        bt.fullMoveNext = c.result == ConfusionResult::FullMove;
    }
}

void endOfMove(Battle& b) {
    leaveDefences(b);  // pushed back, fallen back or turned about in the move's later steps
    std::array<bool, 2> beaten{};
    std::array<int, 2> onTheField{};
    listInTurn(b);
    for (const int i : b.turnOrder) {
        const SimUnit& u = unitAt(b, i);
        if (standing(u) && u.act != Activity::Withdrawing)
            onTheField[static_cast<std::size_t>(u.side)] += u.st.figures;
    }
    for (int side = 0; side < 2; ++side) {
        SimSide& s = b.sides[static_cast<std::size_t>(side)];
        // An army with no battal left on the field has been driven from it; not while a battal
        // of it is still to come (battal@arrives).
        if (s.drivenOff >= s.battals ||
            (onTheField[static_cast<std::size_t>(side)] == 0 && s.battalsToArrive == 0))
            s.routed = true;
        beaten[static_cast<std::size_t>(side)] = s.routed || s.withdrawn;
    }
    if (beaten[0] || beaten[1]) {
        b.over = true;
        b.winner = beaten[0] && beaten[1] ? kNone : (beaten[0] ? 1 : 0);
        if (b.battalsToArrive > 0) noteNeverCame(b);
        return;
    }
    if (b.move >= b.moveLimit) {
        // Time: the side holding the field is the one with the larger share of its army still
        // standing on it.
        b.over = true;
        const double share0 =
            onTheField[0] / std::max(1.0, static_cast<double>(b.sides[0].figuresAtStart));
        const double share1 =
            onTheField[1] / std::max(1.0, static_cast<double>(b.sides[1].figuresAtStart));
        b.winner = share0 > share1 ? 0 : share1 > share0 ? 1 : kNone;
        if (b.battalsToArrive > 0) noteNeverCame(b);
    }
}

void fightMove(Battle& b) {
    startMove(b);
    declareCharges(b);
    chargeMorale(b);
    moveTroops(b);
    shoot(b);
    closeCombat(b);
    otherMorale(b);
    confusion(b);
    issueOrders(b);
    endOfMove(b);
}

}  // namespace seneschal::battle::sim
