#include "battle/ga/casualties.hpp"

#include <gtest/gtest.h>

#include "battle/rulebook_loader.hpp"

namespace seneschal::battle {
namespace {

const CasualtyTable& table() {
    return defaultRulebook().tables().casualties;
}

// The seed's worked examples, exactly as written.
TEST(GA_CAS_DICE, Example1_FiveFiguresAtMinusTwoReadZeroPointFive_TensOneRemovesNothing) {
    EXPECT_EQ(casualtyCell(table(), -2, 5)->diceText(), "0.5");
    ScriptedDice dice{1, 5};  // black (tens) 1, red (units) 5
    EXPECT_EQ(rollCasualtyFigures(table(), -2, 5, dice), 0);
    EXPECT_EQ(dice.remaining(), 0u);
}

TEST(GA_CAS_DICE, Example2_FiveFiguresAtMinusTwo_TensZeroUnitsFiveRemovesOneFigure) {
    ScriptedDice dice{0, 5};
    EXPECT_EQ(rollCasualtyFigures(table(), -2, 5, dice), 1);
}

TEST(GA_CAS_DICE, Example3_TenFiguresAtFifteenRead3Star8_Dice479RemoveTwo) {
    EXPECT_EQ(casualtyCell(table(), 15, 10)->diceText(), "3*8");
    ScriptedDice dice{4, 7, 9};
    RollBuffer<8> log;
    EXPECT_EQ(rollCasualtyFigures(table(), 15, 10, dice, &log), 2);
    ASSERT_EQ(log.size(), 3u);
    EXPECT_STREQ(log[0].rule, "GA-CAS-DICE");
    EXPECT_EQ(log[2].kind, DieKind::Decimal);
    EXPECT_EQ(log[2].face, 9);
}

TEST(GA_CAS_DICE, TenthsNeedTheUnitsAtOrBelowTheThreshold) {
    ScriptedDice dice{0, 6};
    EXPECT_EQ(rollCasualtyFigures(table(), -2, 5, dice), 0);
}

TEST(GA_CAS_MEN, Example1_FiveFiguresAtMinusTwoCauseTwoMen_NoFigureTwoCarried) {
    EXPECT_EQ(casualtyMen(table(), -2, 5), 2);
    const CasualtyAccount a = carryMen(2, 0, 20);
    EXPECT_EQ(a.figuresRemoved, 0);
    EXPECT_EQ(a.menCarried, 2);
}

TEST(GA_CAS_MEN, Example2_TenFiguresAtFifteenCauseFortyFive_TwoFiguresFiveCarried) {
    EXPECT_EQ(casualtyMen(table(), 15, 10), 45);
    ScriptedDice none;
    const CasualtyResult r =
        resolveCasualties(defaultRulebook(), CasualtyReading::Men, 15, 10, 0, none);
    EXPECT_EQ(r.figuresRemoved, 2);
    EXPECT_EQ(r.menCarried, 5);
    EXPECT_EQ(r.men, 45);
}

TEST(GA_CAS_MEN, CarriedMenMakeUpAFigureLater) {
    const CasualtyAccount a = carryMen(9, 15, 20);
    EXPECT_EQ(a.figuresRemoved, 1);
    EXPECT_EQ(a.menCarried, 4);
}

TEST(GA_CAS_MEN, BelowTheFirstRowNothingAboveTheLastRowTheLastRow) {
    EXPECT_EQ(casualtyMen(table(), table().minFactor() - 1, 20), 0);
    EXPECT_EQ(casualtyMen(table(), table().maxFactor() + 7, 10),
              casualtyMen(table(), table().maxFactor(), 10));
}

TEST(GA_CAS_MEN, MoreFiguresThanColumnsAddAFullColumnAndTheRest) {
    const int cols = table().maxFigures();
    EXPECT_EQ(casualtyMen(table(), 10, cols + 3),
              casualtyMen(table(), 10, cols) + casualtyMen(table(), 10, 3));
}

// Both readings rise with the factor and with the figures.
TEST(GA_CAS_DICE, TableIsMonotonicInFactorAndFigures) {
    for (int f = table().minFactor(); f <= table().maxFactor(); ++f) {
        for (int n = 1; n <= table().maxFigures(); ++n) {
            const CasualtyCell& c = table().at(f, n);
            if (n > 1) {
                EXPECT_GE(c.expectedFigures(), table().at(f, n - 1).expectedFigures())
                    << f << "," << n;
                EXPECT_GE(c.men, table().at(f, n - 1).men) << f << "," << n;
            }
            if (f > table().minFactor()) {
                EXPECT_GE(c.expectedFigures(), table().at(f - 1, n).expectedFigures())
                    << f << "," << n;
                EXPECT_GE(c.men, table().at(f - 1, n).men) << f << "," << n;
            }
        }
    }
}

// The two readings agree in expectation. The seed's own examples fix the ratio of the dice
// reading to the men reading at 0.06/0.10 = 0.6 (factor -2) and 2.7/2.25 = 1.2 (factor 15),
// so no table can agree more closely than that band; where the men reading is under half a
// figure the decimal dice cannot resolve it, and an absolute quarter figure is allowed.
TEST(GA_CAS_MEN, DiceReadingAgreesInExpectationWithMenOverTwenty) {
    for (int f = table().minFactor(); f <= table().maxFactor(); ++f) {
        for (int n = 1; n <= table().maxFigures(); ++n) {
            const CasualtyCell& c = table().at(f, n);
            const double men = c.men / 20.0;
            if (c.men >= 10) {
                EXPECT_GE(c.expectedFigures() / men, 0.5) << f << "," << n;
                EXPECT_LE(c.expectedFigures() / men, 1.25) << f << "," << n;
            } else {
                EXPECT_NEAR(c.expectedFigures(), men, 0.25) << f << "," << n;
            }
        }
    }
}

TEST(GA_CAS_DICE, SeededDiceAverageMatchesTheCellExpectation) {
    SeededDice dice(42);
    int removed = 0;
    const int trials = 20000;
    for (int i = 0; i < trials; ++i) removed += rollCasualtyFigures(table(), 15, 10, dice);
    EXPECT_NEAR(removed / double(trials), 2.7, 0.05);
}

TEST(GA_CAS_DICE, CellTextParsesAndRefusesNonsense) {
    CasualtyCell c;
    EXPECT_TRUE(parseCasualtyDice("12*3", c));
    EXPECT_EQ(c.dice, 12);
    EXPECT_FALSE(parseCasualtyDice("0.", c));
    EXPECT_FALSE(parseCasualtyDice("*3", c));
    EXPECT_FALSE(parseCasualtyDice("3*", c));
    EXPECT_FALSE(parseCasualtyDice("1.5", c));
}

}  // namespace
}  // namespace seneschal::battle
