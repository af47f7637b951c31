#include "battle/ga/leaders.hpp"

#include <gtest/gtest.h>

#include "battle/rulebook_loader.hpp"
#include "tests/battle/rules_test_support.hpp"

namespace seneschal::battle {
namespace {

// "If the score of any of them is equal to the Leader's Cv then he is a potential casualty.
// Throw a second die for each potential leader casualty": two dice equal to his CV make him one
// potential casualty, and one second die decides.
TEST(GA_LEADER_RISK, AnyDieEqualToTheCvMakesHimOnePotentialCasualtyAndOneSecondDieDecides) {
    ScriptedDice dice{3, 7, 3, /*second die*/ 8, /*never thrown*/ 0};
    RollBuffer<8> log;
    const LeaderRiskResult r = leaderRisk(book(), 3, 3, true, dice, &log);
    EXPECT_EQ(r.potential, 1);
    EXPECT_EQ(r.fate, LeaderFate::Unharmed);  // the second die 8
    EXPECT_EQ(log.size(), 4u) << "three first dice and one second die";
    EXPECT_STREQ(log[3].rule, "GA-LEADER-RISK");
    EXPECT_EQ(dice.remaining(), 1u);
}

TEST(GA_LEADER_RISK, ADieEqualToTheCvMakesAPotentialCasualtyThenTheSecondDieDecides) {
    ScriptedDice dice{5, 3, 1, /*second die*/ 0};
    const LeaderRiskResult r = leaderRisk(book(), 3, 3, true, dice);
    EXPECT_EQ(r.potential, 1);
    EXPECT_EQ(r.fate, LeaderFate::Killed);
    EXPECT_EQ(dice.remaining(), 0u);
}

TEST(GA_LEADER_RISK, NoMatchingDieNoSecondDie) {
    ScriptedDice dice{1, 2};
    const LeaderRiskResult r = leaderRisk(book(), 2, 4, false, dice);
    EXPECT_EQ(r.potential, 0);
    EXPECT_EQ(r.fate, LeaderFate::Unharmed);
    EXPECT_EQ(dice.remaining(), 0u);
}

TEST(GA_LEADER_RISK, ShootingNeverTakesALeaderPrisoner) {
    ScriptedDice melee{2, 2}, shot{2, 2};
    EXPECT_EQ(leaderRisk(book(), 1, 2, true, melee).fate, LeaderFate::Taken);
    EXPECT_EQ(leaderRisk(book(), 1, 2, false, shot).fate, LeaderFate::Wounded);
}

UnitState tenFigureUnit(const char* type, TroopClass c) {
    return makeUnit(book().troopType(type), c, 10);
}

// 1 die + CV + MV (+1 Knightly, -1 Feudal): 11 or under routs, 12 or over seeks revenge.
TEST(GA_LEADER_KILLED_FEUDAL, ElevenRoutsTwelveSeeksRevenge) {
    const UnitState knights = tenFigureUnit("knights", TroopClass::C);  // MV 4 + 1 Knightly = 5
    ScriptedDice eleven{2};                                             // 2 + CV 3 + MV 5 + 1 = 11
    LeaderLossResult r = leaderKilledOrTaken(book(), knights, LeaderLevel::Unit, 3, eleven);
    EXPECT_EQ(r.score, 11);
    EXPECT_EQ(r.effect, LeaderLossEffect::Rout);
    ScriptedDice twelve{3};
    r = leaderKilledOrTaken(book(), knights, LeaderLevel::Unit, 3, twelve);
    EXPECT_EQ(r.score, 12);
    EXPECT_EQ(r.effect, LeaderLossEffect::Revenge);
    UnitState u = knights;
    applyLeaderLoss(u, r);
    EXPECT_TRUE(u.seekingRevenge);
}

TEST(GA_LEADER_KILLED_FEUDAL, FeudalDeductOneAndBattalTroopsFightOnOrJoinTheRout) {
    const UnitState spear = tenFigureUnit("spearmen", TroopClass::C);  // MV 4, -1 Feudal
    ScriptedDice six{6};
    LeaderLossResult r = leaderKilledOrTaken(book(), spear, LeaderLevel::Battal, 3, six);
    EXPECT_EQ(r.score, 6 + 3 + 4 - 1);
    EXPECT_EQ(r.effect, LeaderLossEffect::FightOn);
    ScriptedDice one{1};
    r = leaderKilledOrTaken(book(), spear, LeaderLevel::Army, 3, one);
    EXPECT_EQ(r.effect, LeaderLossEffect::Rout);
    UnitState u = spear;
    applyLeaderLoss(u, r);
    EXPECT_TRUE(u.routed);
    EXPECT_FALSE(u.hasOrders);
}

TEST(GA_LEADER_KILLED_MERC, TheBandWithdrawsAndTakesNoMoreTests) {
    const UnitState merc = tenFigureUnit("crossbowmen", TroopClass::B);
    ScriptedDice none;
    const LeaderLossResult r = leaderKilledOrTaken(book(), merc, LeaderLevel::Battal, 4, none);
    EXPECT_EQ(r.effect, LeaderLossEffect::Withdraw);
    EXPECT_EQ(r.die, 0);
    UnitState u = merc;
    applyLeaderLoss(u, r);
    EXPECT_TRUE(u.withdrawing);
}

TEST(GA_LEADER_KILLED_REG, UnitLeaderReplacedBattalLeaderTestedAtTen) {
    const UnitState bows = tenFigureUnit("longbowmen", TroopClass::C);  // MV 4, average die
    ScriptedDice none;
    EXPECT_EQ(leaderKilledOrTaken(book(), bows, LeaderLevel::Unit, 2, none).effect,
              LeaderLossEffect::Replaced);
    ScriptedDice three{3};  // 3 + 3 + 4 = 10
    RollBuffer<2> log;
    LeaderLossResult r = leaderKilledOrTaken(book(), bows, LeaderLevel::Battal, 3, three, &log);
    EXPECT_EQ(r.score, 10);
    EXPECT_EQ(r.effect, LeaderLossEffect::FightOn);
    EXPECT_EQ(log[0].kind, DieKind::Average);
    ScriptedDice two{2};
    r = leaderKilledOrTaken(book(), bows, LeaderLevel::Army, 3, two);
    EXPECT_EQ(r.effect, LeaderLossEffect::Withdraw);
}

}  // namespace
}  // namespace seneschal::battle
