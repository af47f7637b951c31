// A leader falling with his men in the simulator (GA-LEADER-RISK, GA-LEADER-KILLED-REG): a
// Regular unit whose leader is killed is led on by a subordinate, with its CV, and is not
// distracted as a unit that has lost its leader.
#include <gtest/gtest.h>

#include "battle/sim/sim_core.hpp"
#include "tests/battle/sim_test_support.hpp"

namespace seneschal::battle::sim {
namespace {

using simtest::Table;

// One figure of north's unit falls; its own leader (CV 2) is the only leader with it: the
// decimal die 2 makes him a potential casualty and the second die 0 kills him.
void killTheUnitLeader(Table& t) {
    for (SimLeader& l : t.b.leaders) {
        if (l.level != LeaderLevel::Unit) l.unit = kNone;  // the lords stand elsewhere
    }
    CasualtyResult one;
    one.figuresRemoved = 1;
    one.men = 20;
    takeCasualties(t.b, 0, one, /*inMelee=*/true, /*enemySide=*/1);
}

TEST(GA_LEADER_KILLED_REG, ARegularUnitsFallenLeaderIsReplacedAndItIsNotLeaderless) {
    ScriptedDice dice{2, 0};
    Table t(simtest::duel({"militia-spearmen:C:1000"}, "hold", {"spearmen:C:300"}, "hold"), dice);
    t.place(0, 900, 300);
    t.place(1, 900, 1000);
    const int cv = unitAt(t.b, 0).st.leader.cv;
    killTheUnitLeader(t);
    ASSERT_TRUE(t.logged("GA-LEADER-KILLED-REG", "replaced by a subordinate"));
    EXPECT_EQ(unitAt(t.b, 0).st.leader.cv, cv) << "the subordinate leads with the unit's CV";
    EXPECT_EQ(distractionsOf(t.b, 0)[static_cast<std::size_t>(Distraction::OwnLeaderLost)], 0)
        << "a subordinate leads it: its leader is not lost to it";
}

// The contrast: a Feudal unit has no subordinate to take his place. Its leader's fall is tested
// (GA-LEADER-KILLED-FEUDAL); when it neither breaks nor seeks revenge (a battal leader with it
// fighting on) it counts its leader lost. Here the unit leader's own test: it routs or seeks
// revenge, and either way it is no longer led by him.
TEST(GA_LEADER_KILLED_REG, AFeudalUnitsFallenLeaderIsNotReplaced) {
    ScriptedDice dice{2, 0, 1};  // the loss test's die: 1, the unit breaks
    Table t(simtest::duel({"spearmen:C:1000"}, "hold", {"spearmen:C:300"}, "hold"), dice);
    t.place(0, 900, 300);
    t.place(1, 900, 1000);
    killTheUnitLeader(t);
    EXPECT_TRUE(t.logged("GA-LEADER-KILLED-FEUDAL", "the unit breaks"));
    EXPECT_EQ(unitAt(t.b, 0).st.leader.cv, 0) << "no subordinate: it tests without a CV";
    EXPECT_EQ(distractionsOf(t.b, 0)[static_cast<std::size_t>(Distraction::OwnLeaderLost)], 1);
}

}  // namespace
}  // namespace seneschal::battle::sim
