// Pursuit on the table (GA-PURSUIT, issue 32 item 4): pursuers never ride through a standing
// enemy (they go round it through a gap within a quarter move, charge it in their first move of
// pursuit, and stop short of it after); a pursuit whose quarry has rallied ends; pursuers charged
// in their first move of pursuit counter-charge.
#include <gtest/gtest.h>

#include "battle/sim/field.hpp"
#include "battle/sim/phases.hpp"
#include "battle/sim/sim_core.hpp"
#include "tests/battle/sim_test_support.hpp"

namespace seneschal::battle::sim {
namespace {

using simtest::Table;

// North's knights (unit 0) pursue south's routed levy (unit 1), which has fled far beyond a
// block of south's spearmen (unit 2) standing at `spearsX` across the knights' way.
struct PursuitTable {
    explicit PursuitTable(double spearsX, int pursuitMoves)
        : setup(simtest::duel({"knights:B:200"}, "attack", {"peasant-levy:D:400", "spearmen:C:300"},
                              "hold")),
          dice(1),
          t(setup, dice) {
        t.place(1, 900, 1400);
        breakUnit(t.b, 1, "test");
        t.place(2, spearsX, 650);
        t.place(0, 900, 550);
        SimUnit& knights = unitAt(t.b, 0);
        knights.act = Activity::Pursuing;
        knights.target = 1;
        knights.movesInState = pursuitMoves;
        t.b.step = MoveStep::MoveTroops;
    }
    SimUnit& knights() { return unitAt(t.b, 0); }
    SimUnit& spears() { return unitAt(t.b, 2); }
    BattleSetup setup;
    SeededDice dice;
    Table t;
};

TEST(GA_PURSUIT, PursuersLaterInThePursuitStopShortOfAStandingEnemyAndTheirPursuitEnds) {
    PursuitTable p(900, 1);
    ASSERT_GT(p.knights().normalMove, 100) << "the spearmen stand within the knights' move";
    moveTroops(p.t.b);
    // The knights' front has not passed the spearmen's front.
    EXPECT_LE(p.knights().y, p.spears().y + 1e-6);
    EXPECT_EQ(p.knights().act, Activity::Rallying) << "the pursuit is over";
}

TEST(GA_PURSUIT, PursuersInTheirFirstMoveChargeAStandingEnemyInTheirWay) {
    PursuitTable p(900, 0);
    moveTroops(p.t.b);
    EXPECT_EQ(p.knights().act, Activity::Charging);
    EXPECT_EQ(p.knights().target, 2);
    EXPECT_TRUE(p.knights().contact);
    EXPECT_NEAR(frontGap(p.knights(), p.spears()), 0.0, 1e-6);
    // Close combat takes the charge in as any other.
    closeCombat(p.t.b);
    EXPECT_TRUE(p.t.rules().count("GA-CC-RESULT")) << "a round was fought";
}

TEST(GA_PURSUIT, PursuersGoRoundAStandingEnemyWhenAGapOpensWithinAQuarterMove) {
    // The spearmen's block overlaps the knights' way by less than a quarter of their move.
    PursuitTable probe(900, 1);
    const double quarter = probe.knights().normalMove / 4.0;
    const double clear = (probe.knights().width + probe.spears().width) / 2;
    PursuitTable p(900 + clear - quarter / 2, 1);
    moveTroops(p.t.b);
    EXPECT_EQ(p.knights().act, Activity::Pursuing);
    EXPECT_GT(p.knights().y, p.spears().y) << "past the spearmen's front";
    EXPECT_GE(std::abs(p.knights().x - p.spears().x),
              (p.knights().width + p.spears().width) / 2 - 1e-6)
        << "beside them, not through them";
}

TEST(GA_PURSUIT, APursuitWhoseQuarryHasRalliedEnds) {
    PursuitTable p(100, 1);  // the spearmen well out of the way
    SimUnit& levy = unitAt(p.t.b, 1);
    levy.act = Activity::Rallying;  // halted by a rallying morale throw
    levy.st.routed = false;
    moveTroops(p.t.b);
    EXPECT_EQ(p.knights().act, Activity::Rallying);
    EXPECT_EQ(p.knights().target, kNone);
}

TEST(GA_PURSUIT, PursuersChargedInTheirFirstMoveOfPursuitCounterCharge) {
    const BattleSetup s = simtest::duel({"knights:B:200"}, "attack",
                                        {"peasant-levy:D:400", "knights:B:200"}, "attack");
    for (const int pursuitMoves : {0, 1}) {
        SeededDice dice(1);
        Table t(s, dice);
        t.place(1, 300, 1400);
        breakUnit(t.b, 1, "test");
        t.place(0, 900, 500);
        t.place(2, 900, 700);  // the south knights, 200 mm before the pursuers' front
        SimUnit& knights = unitAt(t.b, 0);
        knights.act = Activity::Pursuing;
        knights.target = 1;
        knights.movesInState = pursuitMoves;
        declareCharges(t.b);
        ASSERT_EQ(unitAt(t.b, 2).act, Activity::Charging) << "the south knights charge";
        ASSERT_EQ(unitAt(t.b, 2).target, 0);
        if (pursuitMoves == 0) {
            EXPECT_EQ(knights.act, Activity::CounterCharging);
            EXPECT_EQ(knights.target, 2);
        } else {
            EXPECT_EQ(knights.act, Activity::Pursuing) << "only in the first move of pursuit";
        }
    }
}

}  // namespace
}  // namespace seneschal::battle::sim
