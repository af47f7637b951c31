// An evader that leaves the table (GA-EVADE, GA-BROKEN; issue 32 item 10): it has left the
// field, not broken, so the battle's outcome books it as withdrawn, not routed, and none of it
// deserts for having run (GA-RES-WIN, GA-RES-LOSE count deserters among the routed).
#include <gtest/gtest.h>

#include "battle/sim/phases.hpp"
#include "battle/sim/sim_core.hpp"
#include "tests/battle/sim_test_support.hpp"

namespace seneschal::battle::sim {
namespace {

using simtest::Table;

TEST(GA_EVADE, AnEvaderThatLeavesTheTableHasWithdrawnNotRouted) {
    const BattleSetup s = simtest::duel({"knights:B:200"}, "attack", {"javelinmen:C:200"}, "hold");
    ScriptedDice dice;
    Table t(s, dice);
    const double edge = t.b.depth;
    t.place(1, 900, edge - 40);   // the javelinmen stand at their own base line
    t.place(0, 900, edge - 290);  // the knights within their 300 mm charge
    declareCharges(t.b);
    ASSERT_EQ(unitAt(t.b, 1).act, Activity::Evading);
    moveTroops(t.b);
    const SimUnit& javelins = unitAt(t.b, 1);
    ASSERT_EQ(javelins.act, Activity::Gone) << "evaded off the table";
    EXPECT_EQ(javelins.goneAs, UnitEndState::Withdrawn);
    EXPECT_FALSE(javelins.st.routed);
    EXPECT_TRUE(t.logged("GA-EVADE", "leaves the table"));
}

}  // namespace
}  // namespace seneschal::battle::sim
