// Group play's turns (issue 35; strategy.xml <turns days>): turn N is the Nth run of `days`
// days from the campaign's start, its orders due on its last day.
#include <gtest/gtest.h>

#include "campaign/strategy/turns.hpp"
#include "tests/campaign/shipped_strategy_rules.hpp"

namespace seneschal::campaign::strategy {
namespace {

TEST(Turns, ACampaignWeekIsATurnByTheShippedRule) {
    const TurnRules rules = shippedStrategyRules().turns;
    EXPECT_EQ(rules.days, 7);
    EXPECT_EQ(turnOf(0, rules).number, 1);
    EXPECT_EQ(turnOf(6, rules).number, 1);
    EXPECT_EQ(turnOf(6, rules).lastDay, 6);
    const Turn second = turnOf(7, rules);
    EXPECT_EQ(second.number, 2);
    EXPECT_EQ(second.firstDay, 7);
    EXPECT_EQ(second.lastDay, 13);
}

TEST(Turns, TheTurnsLengthIsTheRulesAndADateBeforeTheStartIsTurnOne) {
    TurnRules fortnight;
    fortnight.days = 14;
    EXPECT_EQ(turnOf(13, fortnight).number, 1);
    EXPECT_EQ(turnOf(14, fortnight).number, 2);
    EXPECT_EQ(turnOf(-3, fortnight).number, 1);
}

}  // namespace
}  // namespace seneschal::campaign::strategy
