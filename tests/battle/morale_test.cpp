#include "battle/ga/morale.hpp"

#include <gtest/gtest.h>

#include "battle/rulebook_loader.hpp"
#include "tests/battle/rules_test_support.hpp"

namespace seneschal::battle {
namespace {

UnitState ledUnit(const char* type, TroopClass c, int figures, int cv = 3) {
    UnitState u = makeUnit(book().troopType(type), c, figures);
    u.leader.cv = cv;
    return u;
}

std::size_t at(Distraction d) {
    return static_cast<std::size_t>(d);
}
std::size_t at(MoraleFactor f) {
    return static_cast<std::size_t>(f);
}

TEST(GA_DISTRACT, StarFactorCountsOncePerFigureRemovedForAMiddlingUnit) {
    DistractionCounts c{};
    c[at(Distraction::FiguresRemoved)] = 3;
    EXPECT_EQ(distractionTotal(book().tables().distraction, c, 24), -3);
}

TEST(GA_DISTRACT, StarFactorCountsDoubleAtTenFiguresOrFewer) {
    DistractionCounts c{};
    c[at(Distraction::FiguresRemoved)] = 3;
    EXPECT_EQ(distractionTotal(book().tables().distraction, c, 10), -6);
    EXPECT_EQ(distractionTotal(book().tables().distraction, c, 11), -3);
}

TEST(GA_DISTRACT, StarFactorCountsPerTwoFiguresRemovedAtFiftyFiguresOrMore) {
    DistractionCounts c{};
    c[at(Distraction::FiguresRemoved)] = 5;
    EXPECT_EQ(distractionTotal(book().tables().distraction, c, 50), -2);
    EXPECT_EQ(distractionTotal(book().tables().distraction, c, 49), -5);
}

// The * factor's "double" and "per two figures" are <distraction starMultiplier> and
// <distraction starFiguresPerCount>: a game master's edit of either changes the total.
TEST(GA_DISTRACT, TheStarFactorsDoublingIsTheDistractionTablesMultiplier) {
    DistractionCounts c{};
    c[at(Distraction::FiguresRemoved)] = 3;
    const Rulebook edited =
        loadRulebookFromString(replacedOnce(shippedRulesText("godsacre.xml"),
                                            R"(starMultiplier="2")", R"(starMultiplier="3")"),
                               "edited.xml");
    EXPECT_EQ(distractionTotal(book().tables().distraction, c, 10), -6);
    EXPECT_EQ(distractionTotal(edited.tables().distraction, c, 10), -9);
    EXPECT_EQ(distractionTotal(edited.tables().distraction, c, 11), -3);  // not at 11 figures
}

TEST(GA_DISTRACT, TheStarFactorsPerTwoFiguresIsTheDistractionTablesFiguresPerCount) {
    DistractionCounts c{};
    c[at(Distraction::FiguresRemoved)] = 6;
    const Rulebook edited = loadRulebookFromString(
        replacedOnce(shippedRulesText("godsacre.xml"), R"(starFiguresPerCount="2")",
                     R"(starFiguresPerCount="3")"),
        "edited.xml");
    EXPECT_EQ(distractionTotal(book().tables().distraction, c, 50), -3);
    EXPECT_EQ(distractionTotal(edited.tables().distraction, c, 50), -2);
    EXPECT_EQ(distractionTotal(edited.tables().distraction, c, 49), -6);  // not below 50
}

TEST(GA_DISTRACT, OtherFactorsAreNotDoubled) {
    DistractionCounts c{};
    c[at(Distraction::Unformed)] = 1;
    c[at(Distraction::ChargedInRear)] = 1;
    EXPECT_EQ(distractionTotal(book().tables().distraction, c, 6), -5);
}

TEST(GA_MV, MvComesFromClassAndBackground) {
    EXPECT_EQ(book().moraleValue(Background::Feudal, TroopClass::C), 4);
    EXPECT_EQ(book().moraleValue(Background::Knightly, TroopClass::A), 7);
    EXPECT_EQ(book().moraleValue(Background::Regular, TroopClass::D), 3);
}

TEST(GA_MT_ROLL, TwoOrdinaryDicePlusMvPlusFactorsPlusCvReadOnTheTable) {
    const UnitState u = ledUnit("spearmen", TroopClass::C, 20, 3);  // Feudal: ordinary dice
    MoraleTestInput in;
    in.distractions[at(Distraction::Unformed)] = 1;  // -2
    ScriptedDice dice{6, 1};
    RollBuffer<4> log;
    const MoraleTestResult r = testMorale(book(), u, in, {}, dice, &log);
    EXPECT_EQ(r.score, 6 + 1 + 4 - 2 + 3);  // 12
    EXPECT_EQ(r.result, MoraleResult::Halt);
    EXPECT_TRUE(r.passed);
    EXPECT_FALSE(r.mayCharge);
    ASSERT_EQ(log.size(), 2u);
    EXPECT_EQ(log[0].kind, DieKind::Ordinary);
    EXPECT_STREQ(log[0].rule, "GA-MT-ROLL");
}

TEST(GA_MT_ROLL, RegularsThrowAverageDice) {
    const UnitState u = ledUnit("longbowmen", TroopClass::B, 20, 1);
    ScriptedDice dice{2, 2};
    RollBuffer<4> log;
    const MoraleTestResult r = testMorale(book(), u, {}, {}, dice, &log);
    EXPECT_EQ(log[0].kind, DieKind::Average);
    EXPECT_EQ(r.score, 2 + 2 + 5 + 1);
    EXPECT_EQ(r.result, MoraleResult::Retire);
    EXPECT_FALSE(r.passed);
}

TEST(GA_MT_ROLL, LowScoreRoutsHighScoreIsConfident) {
    UnitState u = ledUnit("peasant-levy", TroopClass::D, 30, 1);
    MoraleTestInput in;
    in.distractions[at(Distraction::FriendsRoutingNear)] = 1;
    ScriptedDice low{1, 1};
    EXPECT_EQ(testMorale(book(), u, in, {}, low, nullptr).result, MoraleResult::Rout);
    u = ledUnit("knights", TroopClass::A, 10, 5);
    ScriptedDice high{4, 4};
    const MoraleTestResult r = testMorale(book(), u, {}, {}, high, nullptr);
    EXPECT_EQ(r.result, MoraleResult::Confident);
    EXPECT_TRUE(r.mayCharge);
}

TEST(GA_MT_ROLL, OtherMoraleFactorsCountTimesTheirCount) {
    const UnitState u = ledUnit("spearmen", TroopClass::C, 20, 3);
    MoraleTestInput in;
    in.factors[at(MoraleFactor::LostMeleePerPoint)] = 3;
    ScriptedDice dice{3, 3};
    EXPECT_EQ(testMorale(book(), u, in, {}, dice, nullptr).score, 3 + 3 + 4 + 3 - 3);
}

TEST(GA_OPT_ELEPHANT, CavalryNearElephantsDeductTwoMore) {
    const UnitState u = ledUnit("men-at-arms", TroopClass::C, 12, 3);
    MoraleTestInput in;
    in.factors[at(MoraleFactor::CavalryNearElephants)] = 1;
    ScriptedDice a{3, 3}, b{3, 3};
    EXPECT_EQ(testMorale(book(), u, {}, {}, a, nullptr).score -
                  testMorale(book(), u, in, {}, b, nullptr).score,
              2);
}

TEST(GA_OPT_CAMPAIGN, TheCampaignsCappedFactorCountsOnlyWithTheOption) {
    const UnitState u = ledUnit("spearmen", TroopClass::C, 20, 3);
    MoraleTestInput in;
    in.campaignFactor = 2;
    ScriptedDice a{3, 3}, b{3, 3};
    const int off = testMorale(book(), u, in, {}, a, nullptr).score;
    const int on = testMorale(book(), u, in, {false, true}, b, nullptr).score;
    EXPECT_EQ(on - off, 2);
}

TEST(GA_OPT_CHAR, BoldLeaderAddsToTestsAndMoreToChargeTests) {
    UnitState u = ledUnit("spearmen", TroopClass::C, 20, 3);
    u.leader.character = Character::Bold;
    MoraleTestInput charge;
    charge.chargeTest = true;
    ScriptedDice a{3, 3}, b{3, 3}, c{3, 3};
    const int plain = testMorale(book(), u, {}, {}, a, nullptr).score;
    EXPECT_EQ(testMorale(book(), u, {}, {true, false}, b, nullptr).score, plain + 1);
    EXPECT_EQ(testMorale(book(), u, charge, {true, false}, c, nullptr).score, plain + 2);
}

TEST(GA_LEADER_KILLED_FEUDAL, RevengeSeekersNeverTestAgain) {
    UnitState u = ledUnit("knights", TroopClass::B, 10, 3);
    u.seekingRevenge = true;
    ScriptedDice none;
    const MoraleTestResult r = testMorale(book(), u, {}, {}, none, nullptr);
    EXPECT_TRUE(r.exempt);
    EXPECT_TRUE(r.passed);
}

TEST(GA_MT_WHEN, ProfessionalsTestWhenChargingOrChargedFeudalsDoNot) {
    UnitMoraleSituation s;
    s.beingCharged = true;
    EXPECT_TRUE(has(unitMoraleTriggers(book(), ledUnit("crossbowmen", TroopClass::C, 12), s),
                    MoraleTrigger::Charge));
    EXPECT_EQ(unitMoraleTriggers(book(), ledUnit("spearmen", TroopClass::C, 12), s), 0);
}

// GA-SEQ step 2, "Test morale for all troops wishing to charge": whatever the background, a
// unit declaring a charge tests; being charged is GA-MT-WHEN's occasion, professionals' only.
TEST(GA_SEQ, EveryUnitDeclaringAChargeTestsWhateverItsBackground) {
    UnitMoraleSituation s;
    s.declaringCharge = true;
    for (const char* type : {"knights", "men-at-arms", "spearmen", "crossbowmen"}) {
        EXPECT_TRUE(has(unitMoraleTriggers(book(), ledUnit(type, TroopClass::C, 12), s),
                        MoraleTrigger::Charge))
            << type;
    }
}

TEST(GA_MT_WHEN, TenPercentCasualtiesInOneMove) {
    UnitMoraleSituation s;
    s.figuresAtStartOfMove = 30;
    s.figuresRemovedThisMove = 2;
    const UnitState u = ledUnit("spearmen", TroopClass::C, 28);
    EXPECT_FALSE(has(unitMoraleTriggers(book(), u, s), MoraleTrigger::Casualties));
    s.figuresRemovedThisMove = 3;
    EXPECT_TRUE(has(unitMoraleTriggers(book(), u, s), MoraleTrigger::Casualties));
}

TEST(GA_MT_WHEN, EveryOtherOccasionOfTheSeed) {
    const UnitState knights = ledUnit("knights", TroopClass::B, 10);
    UnitMoraleSituation s;
    s.battalUnitBrokeOrPassedInRout = true;
    s.lostCloseCombatRound = true;
    s.attemptingRally = true;
    s.battalFirstWithinMoveAndChargeOfEnemy = true;
    const auto set = unitMoraleTriggers(book(), knights, s);
    EXPECT_TRUE(has(set, MoraleTrigger::BattalRout));
    EXPECT_TRUE(has(set, MoraleTrigger::LostCombat));
    EXPECT_TRUE(has(set, MoraleTrigger::Rally));
    EXPECT_TRUE(has(set, MoraleTrigger::FirstContact));
    UnitMoraleSituation slow;
    slow.battalAlreadyCameNear = true;
    slow.advancedOverHalfSpeed = false;
    EXPECT_TRUE(has(unitMoraleTriggers(book(), knights, slow), MoraleTrigger::SlowShockTroops));
    EXPECT_FALSE(has(unitMoraleTriggers(book(), ledUnit("billmen", TroopClass::C, 10), slow),
                     MoraleTrigger::SlowShockTroops));  // not shock troops
}

TEST(GA_ORD_LOSS, LosingOrdersMeansAnImmediateTest) {
    UnitMoraleSituation s;
    s.lostOrders = true;
    EXPECT_TRUE(has(unitMoraleTriggers(book(), ledUnit("billmen", TroopClass::C, 10), s),
                    MoraleTrigger::LostOrders));
}

TEST(GA_MT_ARMY, ArmyLeaderTestsWhenABattalIsDrivenOffBattalLeaderWhenHisMajorUnitBreaks) {
    EXPECT_EQ(commandTestScope({true, false, 1, false, false}), CommandTestScope::Army);
    EXPECT_EQ(commandTestScope({false, true, 0, true, false}), CommandTestScope::Battal);
    EXPECT_EQ(commandTestScope({false, true, 0, false, true}), CommandTestScope::Battal);
    EXPECT_EQ(commandTestScope({false, true, 1, false, false}), CommandTestScope::None);
}

TEST(GA_RALLY, RallyTimesByActionAndClass) {
    EXPECT_EQ(rallyMoves(book(), RallyAfter::Melee, TroopClass::A), 1);
    EXPECT_EQ(rallyMoves(book(), RallyAfter::Rout, TroopClass::D), 4);
    EXPECT_GE(rallyMoves(book(), RallyAfter::Pursuit, TroopClass::D),
              rallyMoves(book(), RallyAfter::Pursuit, TroopClass::A));
}

TEST(GA_RALLY_FEUDAL, OnlyAHigherLeaderInContactMayRally) {
    EXPECT_TRUE(mayRallyFeudal(5, 4, true));    // a baron rallies a knight's unit
    EXPECT_FALSE(mayRallyFeudal(5, 5, true));   // an equal may not
    EXPECT_FALSE(mayRallyFeudal(5, 3, false));  // must be in contact
}

TEST(GA_RALLY_MERC, FriendsWithin250FacingTheEnemyAtLeastConfident) {
    EXPECT_TRUE(mayRallyMercenary(book(), 250, true, MoraleResult::Confident));
    EXPECT_FALSE(mayRallyMercenary(book(), 251, true, MoraleResult::Confident));
    EXPECT_FALSE(mayRallyMercenary(book(), 100, false, MoraleResult::Confident));
    EXPECT_FALSE(mayRallyMercenary(book(), 100, true, MoraleResult::Steady));
}

}  // namespace
}  // namespace seneschal::battle

namespace seneschal::battle {
namespace {

// How the reconstructed results table plays: an undisturbed average unit under an average
// leader carries on most of the time; the same unit charged in the rear while unformed and
// losing men breaks far more often. (Statistical, seeded: the same every run.)
TEST(GA_MT_ROLL, ReconstructedBandsPlayAsIntended) {
    const UnitState u = makeUnit(defaultRulebook().troopType("spearmen"), TroopClass::C, 20);
    SeededDice dice(2024);
    MoraleTestInput calm;
    MoraleTestInput shaken;
    shaken.distractions[static_cast<std::size_t>(Distraction::ChargedInRear)] = 1;
    shaken.distractions[static_cast<std::size_t>(Distraction::Unformed)] = 1;
    shaken.distractions[static_cast<std::size_t>(Distraction::FiguresRemoved)] = 2;
    int calmPass = 0, shakenRout = 0;
    const int trials = 4000;
    for (int i = 0; i < trials; ++i) {
        calmPass += testMorale(defaultRulebook(), u, calm, {}, dice, nullptr).passed;
        shakenRout += testMorale(defaultRulebook(), u, shaken, {}, dice, nullptr).result ==
                      MoraleResult::Rout;
    }
    EXPECT_GT(calmPass, trials * 9 / 10);  // 2d6 + 7 >= 11: 33/36
    EXPECT_GT(shakenRout, trials / 2);     // 2d6 + 7 - 7 <= 8: 13/18
}

}  // namespace
}  // namespace seneschal::battle
