#include "battle/results_rules.hpp"

#include <gtest/gtest.h>

#include "base/errors.hpp"

namespace seneschal::battle {
namespace {

TEST(GA_RES_WIN, ShippedNumbersAreTheSeeds) {
    const ResultsRules& rules = defaultResultsRules();
    EXPECT_EQ(rules.winnerDead.text(), "1/2");
    EXPECT_EQ(rules.woundedReturnDays, 14);  // "after 2 weeks"
    EXPECT_EQ(rules.winnerDeserters.text(), "1/10");
}

TEST(GA_RES_LOSE, ShippedNumbersAreTheSeeds) {
    const ResultsRules& rules = defaultResultsRules();
    EXPECT_EQ(rules.loserDeserters.text(), "1/2");
    EXPECT_EQ(rules.knightlyRansomed.text(), "1/2");
    EXPECT_EQ(rules.extraFiguresPerCavalryFigure, 1);
}

TEST(GA_RES_COMP, ShippedNumbersAreTheSeeds) {
    const ResultsRules& rules = defaultResultsRules();
    EXPECT_EQ(rules.competitionFormed.text(), "1");
    EXPECT_EQ(rules.competitionPrisoners.text(), "1/2");
    EXPECT_EQ(rules.competitionKnightPrisoners.text(), "1");
    EXPECT_EQ(rules.competitionPursuedOrWithdrawn.text(), "1/2");
}

TEST(ResultsRules, AFractionRoundsDownToAWholeMan) {
    EXPECT_EQ((Fraction{1, 2}).of(45), 22);
    EXPECT_EQ((Fraction{1, 10}).of(15), 1);
    EXPECT_EQ((Fraction{1, 10}).of(9), 0);
    EXPECT_EQ((Fraction{1, 1}).of(9), 9);
}

std::string rulesWith(const std::string& winner) {
    return "<rules>\n  <results>\n    " + winner +
           "\n    <loser deserters=\"1/2\" knightlyRansomed=\"1/2\" "
           "extraFiguresPerCavalryFigure=\"1\"/>"
           "\n    <competition formed=\"1\" prisoners=\"1/2\" knightPrisoners=\"1\" "
           "pursuedOrWithdrawn=\"1/2\"/>\n  </results>\n</rules>\n";
}

TEST(ResultsRules, AnEditedTableLoadsAndIsFollowed) {
    const ResultsRules rules = loadResultsRulesFromString(
        rulesWith(R"(<winner dead="1/3" woundedReturnDays="21" deserters="0"/>)"), "edited.xml");
    EXPECT_EQ(rules.winnerDead.of(60), 20);
    EXPECT_EQ(rules.woundedReturnDays, 21);
    EXPECT_EQ(rules.winnerDeserters.of(100), 0);
}

TEST(ResultsRules, ABadFractionNamesFileLineAndAttribute) {
    for (const char* bad : {"one half", "3/2", "1/0", "-1/2", "1/", "/2"}) {
        const std::string winner = std::string(R"(<winner dead=")") + bad +
                                   R"(" woundedReturnDays="14" deserters="1/10"/>)";
        try {
            loadResultsRulesFromString(rulesWith(winner), "edited.xml");
            FAIL() << bad << " was accepted";
        } catch (const DataError& e) {
            EXPECT_EQ(e.where().line, 3) << bad;
            EXPECT_EQ(e.where().element, "winner@dead") << bad;
        }
    }
}

TEST(ResultsRules, AMissingTableOrAMisspeltAttributeIsRefused) {
    EXPECT_THROW(loadResultsRulesFromString("<rules/>", "r.xml"), DataError);
    EXPECT_THROW(loadResultsRulesFromString(rulesWith(""), "r.xml"), DataError);  // no <winner>
    try {
        loadResultsRulesFromString(
            rulesWith(R"(<winner dead="1/2" woundedReturnDays="14" deserter="1/10"/>)"), "r.xml");
        FAIL();
    } catch (const DataError& e) {
        EXPECT_EQ(e.where().element, "winner@deserter");
    }
}

}  // namespace
}  // namespace seneschal::battle
