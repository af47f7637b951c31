#pragma once
// The runtime state of a God's Acre battle on the table: fixed-size records in vectors sized
// once at setup (battle/sim/setup.cpp), so the move loop never allocates. Indices, never
// pointers, link units, battals, leaders and sides.
#include <algorithm>
#include <array>
#include <cassert>
#include <cstdint>
#include <vector>

#include "battle/battle_file.hpp"
#include "battle/ga/leaders.hpp"
#include "battle/ga/melee.hpp"
#include "battle/ga/options.hpp"
#include "battle/ga/roll_log.hpp"
#include "battle/ga/shooting.hpp"
#include "battle/sim/battle_log.hpp"

namespace seneschal::battle::sim {

class BattlePolicy;

inline constexpr int kNone = -1;

// What a unit is doing this move.
enum class Activity : std::uint8_t {
    Ready,            // formed and under orders
    Charging,         // declared a charge this move (GA-CHARGE)
    CounterCharging,  // GA-COUNTER
    Evading,          // GA-EVADE
    Fighting,         // in close combat
    Routed,           // GA-BROKEN, running
    Pursuing,         // GA-PURSUIT
    Rallying,         // GA-RALLY: may not advance until rallied
    Withdrawing,      // GA-LEADER-KILLED-MERC / -REG: leaving the field facing attacks
    Gone,             // off the table (see SimUnit::goneAs)
};

struct SimUnit {
    // What the scans over every unit read, together at the front.
    std::int8_t side = 0;
    Activity act = Activity::Ready;
    std::int16_t battal = 0;
    int dir = 1;
    // Geometry (GA-BASE): the centre of the front edge, facing +1 (up the table) or -1.
    double x = 0, y = 0;
    double width = 0, depth = 0;  // of the rectangle now (refreshShape)
    UnitState st;
    std::int16_t spec = 0;        // index into Battle::specs
    std::int16_t leader = kNone;  // the unit's own leader
    UnitEndState goneAs = UnitEndState::Formed;
    double figureWidth = 0, figureDepth = 0;
    int files = 1;
    int normalMove = 0, chargeMove = 0, rallyMove = 0;  // GA-MOVE-DIST, mm
    int missile = kNone;                                // weapon index of its missile weapon
    int effectiveRange = 0, longRange = 0;

    // Figures: st.figures are those still with the unit (standing, or running if routed).
    int menAtStart = 0;
    int removed = 0;
    int captured = 0;
    std::int8_t capturedBy = kNone;
    int pursuedOff = 0;  // escorts who led prisoners off, or the whole unit gone after a rout
    int menLostTotal = 0;

    // This move.
    int target = kNone;  // charge or melee opponent, pursuit quarry
    int figuresAtMoveStart = 0;
    int phaseFigures = 0;  // figures at the start of the current phase (simultaneous fire)
    int removedThisMove = 0;
    double moved = 0;
    bool contact = false;  // a charge that reached its target this move
    bool reachedInNormalMove = false;
    bool flankAttack = false;      // it charged an enemy engaged to its front: the flank
    bool rearAttack = false;       // it charged an enemy with its back turned (GA-TF-MELEE)
    bool takenInFlank = false;     // charged in the flank this move (GA-DISTRACT)
    bool takenInRear = false;      // charged in the rear this move (GA-DISTRACT)
    bool turnedAbout = false;      // turned to face the enemy this move (GA-MANOEUVRE)
    bool caughtEvading = false;    // GA-EVADE: backs turned
    bool charged = false;          // charged this move (GA-CHARGE-REACT)
    bool reachedByCharge = false;  // reached within the chargers' normal move: may not shoot
    bool casualtyTested = false;   // tested for 10% casualties this move (GA-MT-WHEN)
    bool shotAt = false;
    bool shotAtUnanswered = false;  // shot at this move by an enemy it cannot shoot back at
    bool fired = false;             // it shot in this move's shooting step
    bool testedThisMove = false;
    bool brokeThisMove = false;
    bool battalRoutTested = false;
    bool lostRound = false;
    bool freshCharge = false;   // charge bonus in this move's impact
    bool intermingled = false;  // a mixed melee continues
    int lostMargin = 0;
    int movesInState = 0;  // moves since breaking, pursuing or rallying began
    int rallyLeft = 0;     // GA-RALLY: whole moves to rally and reform after the move it began in
    int rallyBegan = 0;    // the move in which it began to rally
    // GA-QUARTER: refused quarter, these figures in contact with their pursuers are killed at
    // the start of the next move (doomedBy the pursuers), and the rest escape the field then.
    int doomedFigures = 0;
    int doomedBy = -1;
    MoraleResult lastMorale = MoraleResult::Steady;
    int campaignFactor = 0;  // GA-OPT-CAMPAIGN, capped
    // GA-VIS: the last move in which it shot from a wood or village, giving its position away
    // (seen at any distance in that move's later steps and the next move); kNone if never.
    int revealedMove = kNone;

    // GA-OPT-CALTROPS, -STAKES, -POTTES (battle/sim/field_defences.hpp): the field defences
    // planted before its front, a bit per FieldDefence, and where it stood when they were
    // planted: it has them only while it stands there, facing the same way.
    std::uint8_t defences = 0;
    bool mantlets = false;  // GA-OPT-MANTLET: carries mantlets or pavises
    std::int8_t plantedDir = 0;
    double plantedX = 0, plantedY = 0;
    int crossedLoss = 0;  // figures it lost crossing an enemy's defences this move (GA-CC-RESULT)

    // GA-UNFORMED, GA-TERRAIN (battle/sim/field.hpp traceGround).
    bool pikemen = false;  // carries pikes: unformed in woods, marshes, villages, high hills
    // Its orders move it this move (markUnderWay, as the move step begins): charged by cavalry
    // before it has stepped off, advancing foot are still "charged while moving".
    bool underWay = false;
    // Foot charged by horse this move that was free to change its pace (GA-OPT-REACT) halts to
    // receive the charge instead of making its ordered move: the seed's Orders, "a unit
    // threatened by an attack may adopt and hold a defensive posture" (react, markUnderWay).
    bool holdsPosture = false;
    // Unformed by the ground it moved over this move and by nothing else: it reforms as the
    // next move begins, unless pushed back in close combat meanwhile (pushedBack).
    bool unformedByGround = false;
    bool pushedBack = false;              // pushed back in close combat this move
    double moveFromX = 0, moveFromY = 0;  // its front centre as the move step began
};

// A standing unit's rectangle as the searches over every enemy read it: its front's centre
// and width, and its extent along the table. Copied into one small array
// (BattleState::boxes) so that a search reads a few numbers an enemy, not a whole SimUnit.
struct UnitBox {
    double x = 0, width = 0;
    double yLo = 0, yHi = 0;
    int unit = kNone;
};

// A unit's rectangle as a line of fire meets it (battle/sim/field.cpp clearLineOfFire): its
// edges worked out once as the boxes are listed, x - width / 2 and x + width / 2, not again
// for every line traced.
struct FireBox {
    double xLo = 0, xHi = 0;
    double yLo = 0, yHi = 0;
    int unit = kNone;
};

struct SimBattal {
    std::int16_t spec = 0;
    std::int8_t side = 0;
    std::int16_t army = 0;  // its army (index into armies)
    std::int16_t leader = kNone;
    std::int16_t firstUnit = 0, unitCount = 0;
    std::int16_t majorUnit = kNone;  // its largest unit (GA-MT-ARMY)
    BattalOrders orders = BattalOrders::Hold;
    BattalOrders pendingOrders = BattalOrders::Hold;
    int ordersArrive = 0;      // GA-ORD-CHANGE: the move the new orders are acted on; 0 = none
    bool cameNear = false;     // GA-MT-WHEN: first time within a move and a charge of the enemy
    bool feudalShock = false;  // has Feudal or Knightly shock troops: they test if hanging back
    bool drivenOff = false;    // every unit routed or gone
    bool brokeThisMove = false;
    bool noMoveNext = false;    // GA-OPT-CONFUSION: stands still next move
    bool halted = false;        // GA-OPT-CONFUSION: under a Halt order until a new order arrives
    bool fullMoveNext = false;  // GA-OPT-CONFUSION: advances in full next move
    // A battle file's battal@arrives: the move it comes onto the field, off the table until
    // then (battle/sim/arrival.hpp); 0 once on it, or on it from the start.
    int arrivesAt = 0;
};

struct SimLeader {
    std::int16_t spec = 0;
    std::int8_t side = 0;
    LeaderLevel level = LeaderLevel::Unit;
    std::int16_t unit = kNone;    // the unit he is with
    std::int16_t battal = kNone;  // the battal he commands (battal and army leaders)
    std::int16_t army = kNone;    // the army he commands (army leaders)
    LeaderState state;
    LeaderFate fate = LeaderFate::Unharmed;
    std::int8_t takenBy = kNone;
    bool out() const { return fate == LeaderFate::Killed || fate == LeaderFate::Taken; }
};

// One army of a side (a side may field several: a campaign battle's armies met at a place,
// or a second army coming on, as Richemont's at Formigny). Its leader's tests and fall affect
// its own troops (GA-MT-ARMY "affects the whole army", GA-LEADER-KILLED-* "his troops").
struct SimArmy {
    std::int8_t side = 0;
    std::int16_t leader = kNone;
    bool routed = false;
    bool withdrawn = false;
    int newlyDrivenOff = 0;
};

struct SimSide {
    std::int16_t armyLeader = kNone;
    bool routed = false;
    bool withdrawn = false;
    bool allProfessional = false;  // GA-ORD-CHANGE: orders may go straight to units
    int battals = 0;
    int drivenOff = 0;
    int figuresAtStart = 0;
    int battalsToArrive = 0;  // battal@arrives: its battals still to come (not beaten meanwhile)
    double baseLine = 0;      // y of its own base line
};

// Unit indices, with room for every unit of the battle made once at setup (reserveFor), so
// that listing units in the move loop never allocates nor checks for room: no unit is listed
// twice, so a list never holds more than the battle's units.
class UnitList {
  public:
    void reserveFor(std::size_t units) {
        storage_.assign(units, kNone);
        count_ = 0;
    }
    void clear() { count_ = 0; }
    void push_back(int unit) {
        assert(count_ < storage_.size() && "a unit listed more often than room was made for");
        storage_[count_++] = unit;
    }
    // For a scan that fills the list itself: its slots (room for reserveFor's count), and
    // then how many it filled. The scan keeps its count in a register: a push_back per unit
    // would store and reload count_ every time, a chain the listing loop waits on.
    int* slots() { return storage_.data(); }
    void setCount(std::size_t count) {
        assert(count <= storage_.size() && "more units listed than room was made for");
        count_ = count;
    }
    const int* begin() const { return storage_.data(); }
    const int* end() const { return storage_.data() + count_; }
    int* begin() { return storage_.data(); }
    int* end() { return storage_.data() + count_; }
    bool empty() const { return count_ == 0; }
    std::size_t size() const { return count_; }

  private:
    std::vector<int> storage_;
    std::size_t count_ = 0;
};

// Everything about a battle that can be copied: what setUpBattle computes once (see
// PreparedBattle) and what changes move by move.
struct BattleState {
    const BattleSetup* setup = nullptr;
    RuleOptions options;
    std::vector<const UnitSpec*> specs;
    std::vector<const BattalSpec*> battalSpecs;
    std::vector<SimUnit> units;
    std::vector<SimBattal> battals;
    std::vector<SimLeader> leaders;
    std::vector<SimArmy> armies;
    std::array<SimSide, 2> sides{};
    std::vector<int> scratch;              // reserved at setup: candidates, fights
    std::vector<TargetCandidate> targets;  // reserved at setup: shooting targets
    // Reserved at setup to the most figures of any unit: which of a shooter's files have shot
    // this step (GA-SHOOT-ARC: each file shoots at a target in its own arc; split fire).
    std::vector<std::uint8_t> filesShot;
    // The standing units of side boxedSide as boxes (reserved at setup), for the troops of the
    // other side to search while none of them moves; kNone when there are none to trust.
    std::vector<UnitBox> boxes;
    int boxedSide = kNone;
    // Every unit standing as the shooting step began, both sides (reserved at setup): what a
    // line of fire may be hidden by (GA-SHOOT-RANKS; shooting is simultaneous, GA-SHOOT-WHEN).
    std::vector<FireBox> fireBoxes;
    // Set as the shooting step begins: fireBoxes are listed when the step's first line is
    // traced (clearLineOfFire), not before. Nothing moves, breaks or loses figures in the step
    // before its first line is traced (a volley follows a clear line), so the boxes are those
    // of the units standing as the step began; a step that traces no line lists none.
    bool fireBoxesDue = false;
    // Each side's units standing on the field, refreshed at the start of a step (a unit that
    // breaks during the step stays listed: users check standing() again).
    std::array<UnitList, 2> standingUnits;
    // The units on the field at the last listStanding, in the order they act this move
    // (inTurn). A unit that leaves the field during a step stays listed: users check onField.
    UnitList turnOrder;
    int turnOrderMove = -1;       // the move turnOrder was listed in
    int standingListedMove = -1;  // the move listStanding last listed every list in
    UnitList rallyCandidates;     // routed units leaders may rally
    UnitList shooters;            // units that may shoot in this move's shooting step
    // Each side's routed units: those at the last listStanding and every unit broken since
    // (breakUnit); some may have rallied or left since: users check. A unit is listed at most
    // twice (routed at the listing, rallied, broken again), so room is made for two each.
    std::array<UnitList, 2> routedUnits;
    UnitList lostThisMove;  // units that lost figures this move, each listed once
    // Bumped whenever a battal's unit breaks, a battal is driven off or a unit rallies: the
    // only events after which a unit may owe a "unit of its battal broke" test (GA-MT-WHEN)
    // that the last round of those tests (at routTestsDoneAt) did not already take.
    int routEvents = 0;
    // Charges declared this move by declareCharges: only then may a unit be charging,
    // counter-charging or evading, so a zero lets the steps skip looking for one. -1 (not
    // counted: startMove, or a step run on its own as the tests do) skips nothing.
    int chargesDeclared = -1;
    int routTestsDoneAt = -1;
    std::vector<int> commanders;  // battal and army leaders, ascending: the leaders who move
    // Routed units on the field per side: exact after listStanding, only ever too high after
    // (breakUnit adds one), so a zero means none.
    std::array<int, 2> routedHint{};
    // The y extent of each side's standing units at the last listStanding: a unit facing up
    // the table is at least enemyLow - y from any enemy, one facing down y - enemyHigh.
    std::array<double, 2> lowY{}, highY{};
    // Per side, as the move's orders are issued: a unit of it fighting or routed; an enemy
    // charging or fighting (read by BattlePolicy::commitBattal).
    std::array<bool, 2> sideEngaged{};
    std::array<bool, 2> sidePressed{};
    // Per side: a unit of it has routed (read by commitBattal, a battal's commit="broken").
    std::array<bool, 2> sideBroken{};

    double width = 1800, depth = 1200;
    int move = 0;
    MoveStep step = MoveStep::DeclareCharges;
    int moveLimit = 60;
    bool over = false;
    int winner = kNone;
    int firstSide = 0;          // whose units act first this move (inTurn)
    int unitsWithDefences = 0;  // units that have field defences still (none: nothing to check)
    int battalsToArrive = 0;    // battal@arrives: battals still to come (none: nothing to check)
};

struct Battle : BattleState {
    Battle(const Rulebook& rules, DiceSource& diceSource) : book(rules), dice(diceSource) {}
    Battle(const Battle&) = delete;
    Battle& operator=(const Battle&) = delete;

    const Rulebook& book;
    DiceSource& dice;
    BattlePolicy* policy = nullptr;
    BattleLog* log = nullptr;
    RollBuffer<512> rolls;

    RollLog* rollLog() {
        if (!log) return nullptr;
        rolls.clear();
        return &rolls;
    }
};

// One branch, not two: the simulator asks this of every unit in every step.
inline bool onField(const SimUnit& u) {
    return (u.act != Activity::Gone) & (u.st.figures > 0);
}
inline bool standing(const SimUnit& u) {
    return onField(u) && u.act != Activity::Routed;
}
inline bool engaged(const SimUnit& u) {
    return u.act == Activity::Fighting;
}

// GA-SEQ moves are simultaneous; the simulator takes the units one by one, so a die each move
// decides which side's units go first (file order or reversed): a side always going second
// would always close the gap. listInTurn lists the units on the field in that order
// (turnOrder) unless it was listed earlier in this move: units only ever leave the field, so
// that list holds every unit on it still. listStanding lists them too, and more.
inline void listInTurn(BattleState& b) {
    if (b.turnOrderMove == b.move) return;
    b.turnOrderMove = b.move;
    b.turnOrder.clear();
    for (std::size_t i = 0; i < b.units.size(); ++i) {
        if (onField(b.units[i])) b.turnOrder.push_back(static_cast<int>(i));
    }
    if (b.firstSide != 0) std::reverse(b.turnOrder.begin(), b.turnOrder.end());
}

inline void listStanding(BattleState& b) {
    b.turnOrderMove = b.move;
    b.standingListedMove = b.move;
    // Counts in locals, one list per side written through its own pointer: see UnitList::slots.
    int* order = b.turnOrder.slots();
    int* standing0 = b.standingUnits[0].slots();
    int* standing1 = b.standingUnits[1].slots();
    int* routed0 = b.routedUnits[0].slots();
    int* routed1 = b.routedUnits[1].slots();
    std::size_t orderCount = 0, standingCount0 = 0, standingCount1 = 0, routedCount0 = 0,
                routedCount1 = 0;
    double low0 = 1e18, low1 = 1e18, high0 = -1e18, high1 = -1e18;
    const SimUnit* units = b.units.data();
    const int count = static_cast<int>(b.units.size());
    for (int i = 0; i < count; ++i) {
        const SimUnit& u = units[i];
        if (!onField(u)) continue;
        order[orderCount++] = i;
        if (u.act == Activity::Routed) {
            if (u.side == 0)
                routed0[routedCount0++] = i;
            else
                routed1[routedCount1++] = i;
            continue;
        }
        const double rear = u.y - u.dir * u.depth;
        const double front = u.y;
        const double lo = rear < front ? rear : front, hi = rear < front ? front : rear;
        if (u.side == 0) {
            standing0[standingCount0++] = i;
            low0 = lo < low0 ? lo : low0;
            high0 = hi > high0 ? hi : high0;
        } else {
            standing1[standingCount1++] = i;
            low1 = lo < low1 ? lo : low1;
            high1 = hi > high1 ? hi : high1;
        }
    }
    b.turnOrder.setCount(orderCount);
    b.standingUnits[0].setCount(standingCount0);
    b.standingUnits[1].setCount(standingCount1);
    b.routedUnits[0].setCount(routedCount0);
    b.routedUnits[1].setCount(routedCount1);
    b.routedHint = {static_cast<int>(routedCount0), static_cast<int>(routedCount1)};
    b.lowY = {low0, low1};
    b.highY = {high0, high1};
    if (b.firstSide != 0) std::reverse(b.turnOrder.begin(), b.turnOrder.end());
}
// The lists as a step needs them, for the steps after the first in a move. Until the rallying
// in the other-morale step no unit comes back to its feet, so the lists made earlier in the
// move still hold every unit standing or routed now (users check standing() and onField()
// as they go; routedHint may only be too high): only the extents of the standing units, which
// moved, are worked out again. A step run on its own (as the tests do) lists afresh.
// tests/battle/sim_listing_test.cpp checks this against fresh listings step by step.
inline void refreshStanding(BattleState& b) {
    if (b.standingListedMove != b.move) {
        listStanding(b);
        return;
    }
    for (std::size_t side = 0; side < 2; ++side) {
        double low = 1e18, high = -1e18;
        for (const int i : b.standingUnits[side]) {
            const SimUnit& u = b.units[static_cast<std::size_t>(i)];
            if (!standing(u)) continue;
            const double rear = u.y - u.dir * u.depth;
            const double front = u.y;
            const double lo = rear < front ? rear : front, hi = rear < front ? front : rear;
            low = lo < low ? lo : low;
            high = hi > high ? hi : high;
        }
        b.lowY[side] = low;
        b.highY[side] = high;
    }
}
// The leaders with a unit now, in leader order: its own leader and any commander riding with
// it. Returns how many were written to `out`.
inline std::size_t leadersWith(const BattleState& b, int unit, std::array<int, 16>& out) {
    std::size_t n = 0;
    const int own = b.units[static_cast<std::size_t>(unit)].leader;
    const bool ownHere = own != kNone && b.leaders[static_cast<std::size_t>(own)].unit == unit;
    bool ownDone = !ownHere;
    for (const int c : b.commanders) {
        if (!ownDone && own < c) {
            out[n++] = own;
            ownDone = true;
        }
        if (c != own && b.leaders[static_cast<std::size_t>(c)].unit == unit && n < out.size())
            out[n++] = c;
    }
    if (!ownDone) out[n++] = own;
    return n;
}

// No standing enemy (as listed) is nearer than this to u's front.
inline double enemyAtLeast(const BattleState& b, const SimUnit& u) {
    const auto enemy = static_cast<std::size_t>(1 - u.side);
    return u.dir > 0 ? b.lowY[enemy] - u.y : u.y - b.highY[enemy];
}
inline const UnitList& enemiesOf(const BattleState& b, int side) {
    return b.standingUnits[static_cast<std::size_t>(1 - side)];
}

}  // namespace seneschal::battle::sim
