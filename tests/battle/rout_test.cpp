#include "battle/ga/rout.hpp"

#include <gtest/gtest.h>

#include "battle/rulebook_loader.hpp"
#include "tests/battle/rules_test_support.hpp"

namespace seneschal::battle {
namespace {

TEST(GA_BROKEN, FirstMoveAwayAtChargeSpeedThenNormalSpeedHome) {
    const UnitState spears = unitOf("spearmen", TroopClass::C, 12);  // close infantry 100/150
    EXPECT_EQ(brokenMove(book(), spears, 0).distance, 150);
    EXPECT_TRUE(brokenMove(book(), spears, 0).directlyAwayFromEnemy);
    EXPECT_EQ(brokenMove(book(), spears, 1).distance, 100);
}

TEST(GA_BROKEN, GoRoundFriendsWithinAQuarterMoveElseBurstThrough) {
    const UnitState spears = unitOf("spearmen", TroopClass::C, 12);
    EXPECT_TRUE(brokenGoRound(book(), spears, 25));
    EXPECT_FALSE(brokenGoRound(book(), spears, 26));
}

TEST(GA_BROKEN, RoutedOffTheTableNeverReturnAndBrokenTroopsDoNotFight) {
    EXPECT_EQ(mayReturn(true), ReturnToTable::Never);
    EXPECT_EQ(mayReturn(false), ReturnToTable::AfterRallying);
    UnitState u = unitOf("spearmen", TroopClass::C, 12);
    u.routed = true;
    EXPECT_FALSE(mayFightOrShoot(u));
}

TEST(GA_PURSUIT, FirstMoveIsChargeSpeedLessFiftyThenNormal) {
    const UnitState knights = unitOf("knights", TroopClass::B, 10);  // close cavalry 200/300
    EXPECT_EQ(pursuitDistance(book(), knights, true), 250);
    EXPECT_EQ(pursuitDistance(book(), knights, false), 200);
}

TEST(GA_PURSUIT, OnlyALeaderInContactAndAPassedTestHaltThePursuit) {
    UnitState knights = unitOf("knights", TroopClass::B, 10);
    knights.leader.cv = 3;
    ScriptedDice none;
    EXPECT_FALSE(haltPursuit(book(), knights, false, {}, none).tested);
    ScriptedDice good{4, 4};  // 8 + MV 6 + CV 3 = 17
    EXPECT_TRUE(haltPursuit(book(), knights, true, {}, good).halted);
    knights.leader.cv = 0;
    ScriptedDice bad{1, 1};  // 2 + 6 + 0 = 8: rout band, not passed
    EXPECT_FALSE(haltPursuit(book(), knights, true, {}, bad).halted);
}

TEST(GA_PURSUIT, FreeBlowsStrikeBacksTurnedAndPursuersCounterCharge) {
    const MeleeAttack a = freeBlow(4);
    EXPECT_EQ(a.figures, 4);
    EXPECT_TRUE(a.enemyBacksTurned);
    EXPECT_TRUE(pursuersCounterCharge(true, false));
    EXPECT_FALSE(pursuersCounterCharge(true, true));
    EXPECT_FALSE(pursuersCounterCharge(false, false));
    const UnitState knights = unitOf("knights", TroopClass::B, 10);
    EXPECT_EQ(pursuersMeetEnemy(book(), knights, 50, false), PursuerMeetsEnemy::Avoid);
    EXPECT_EQ(pursuersMeetEnemy(book(), knights, 200, false), PursuerMeetsEnemy::Charge);
    EXPECT_EQ(pursuersMeetEnemy(book(), knights, 200, true), PursuerMeetsEnemy::Stop);
}

TEST(GA_QUARTER, ADieAboveTheCasualtiesPerFigureGrantsQuarter) {
    const UnitState knights = unitOf("knights", TroopClass::B, 8);
    ScriptedDice five{5}, six{6};
    // 40 men lost over 8 figures standing: 5 per figure; a 5 does not exceed it, a 6 does.
    QuarterResult q = askQuarter(book(), knights, 40, false, five);
    EXPECT_EQ(q.casualtiesPerFigure, 5);
    EXPECT_FALSE(q.granted);
    q = askQuarter(book(), knights, 40, false, six);
    EXPECT_TRUE(q.granted);
    ScriptedDice none;
    EXPECT_FALSE(askQuarter(book(), knights, 0, true, none).granted);  // campaign: no quarter
}

TEST(GA_QUARTER, SlaughterOfInferiorsAndOneEscortPerFivePrisoners) {
    EXPECT_TRUE(maySlaughter(5, 10));   // knights over feudal C
    EXPECT_FALSE(maySlaughter(10, 5));  // peasants may not slaughter knights
    EXPECT_EQ(escortsNeeded(book(), 5), 1);
    EXPECT_EQ(escortsNeeded(book(), 6), 2);
    EXPECT_EQ(escortsNeeded(book(), 0), 0);
    const NoQuarter n = noQuarter(6, 9);
    EXPECT_EQ(n.figuresKilled, 6);
    EXPECT_EQ(n.figuresEscaped, 3);
}

}  // namespace
}  // namespace seneschal::battle
