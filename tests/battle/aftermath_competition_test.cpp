// GA-RES-COMP: competition scoring, worked by hand.
#include "battle/aftermath_competition.hpp"

#include <gtest/gtest.h>

#include "aftermath_test_support.hpp"
#include "battle/rulebook_loader.hpp"

namespace seneschal::battle {
namespace {

using namespace testing_support;

TEST(GA_RES_COMP, FullForFormedFiguresHalfForPrisonersButKnightsFullHalfForPursuersAndWithdrawn) {
    BattleOutcome o;
    o.type = BattleType::Competition;
    o.winner = "england";
    UnitOutcome knights = unit("English knights", "england", 200);  // 10 figures, 30 pts each
    knights.figuresRemoved = 2;
    knights.figuresPursuedOff = 3;
    knights.formedCavalryFigures = 5;
    UnitOutcome archers = unit("Archers", "england", 400, UnitEndState::Unformed);  // 12 pts
    archers.figuresRemoved = 4;
    UnitOutcome french = unit("French knights", "france", 200, UnitEndState::Unformed);  // 28 pts
    french.figuresRemoved = 6;
    french.figuresCaptured = 4;
    french.capturedBy = "england";
    UnitOutcome genoese = unit("Genoese", "france", 400, UnitEndState::Routed);  // 10 pts
    genoese.figuresCaptured = 6;
    genoese.capturedBy = "england";
    genoese.figuresRouted = 14;
    UnitOutcome menAtArms = unit("Men-at-arms", "france", 200, UnitEndState::Withdrawn);  // 15
    menAtArms.figuresPursuedOff = 10;
    o.units = {knights, archers, french, genoese, menAtArms};
    const AftermathRoster roster{
        {profile("English knights", Background::Knightly, TroopClass::A, true, 30),
         profile("Archers", Background::Regular, TroopClass::B, false, 12),
         profile("French knights", Background::Knightly, TroopClass::B, true, 28),
         profile("Genoese", Background::Mercenary, TroopClass::B, false, 10),
         profile("Men-at-arms", Background::Feudal, TroopClass::B, true, 15)},
        {}};
    const auto scores =
        scoreCompetition(o, roster, defaultResultsRules(), defaultRulebook().menPerFigure());
    ASSERT_EQ(scores.size(), 2u);
    // England: 5 formed knights x 30 = 150; 3 pursuers x 30 / 2 = 45; 4 captive Knights x 28
    // at full = 112; 6 captive Genoese x 10 / 2 = 30. The unformed archers count nothing.
    EXPECT_EQ(scores[0].side, "england");
    EXPECT_DOUBLE_EQ(scores[0].points, 337);
    // France: 10 men-at-arms withdrawn x 15 / 2 = 75; the unformed and routed count nothing.
    EXPECT_EQ(scores[1].side, "france");
    EXPECT_DOUBLE_EQ(scores[1].points, 75);
    for (const auto& score : scores) {
        for (const ScoreLine& line : score.lines) EXPECT_EQ(line.rule, "GA-RES-COMP");
    }
    EXPECT_EQ(scores[0].lines.size(), 4u);
}

TEST(GA_RES_COMP, HalfPointsOfAnOddValueAreKept) {
    BattleOutcome o;
    o.type = BattleType::Competition;
    o.winner = "france";
    UnitOutcome levy = unit("Levy", "england", 100, UnitEndState::Unformed);
    levy.figuresCaptured = 1;
    levy.capturedBy = "france";
    o.units = {levy, unit("Spearmen", "france", 60)};
    const AftermathRoster roster{{profile("Levy", Background::Feudal, TroopClass::D, false, 3),
                                  profile("Spearmen", Background::Feudal, TroopClass::C, false, 5)},
                                 {}};
    const auto scores = scoreCompetition(o, roster, defaultResultsRules(), 20);
    // France: 3 formed spearmen x 5 = 15, plus one captive levy figure at half of 3 = 1.5.
    EXPECT_DOUBLE_EQ(scores[1].points, 16.5);
    EXPECT_DOUBLE_EQ(scores[0].points, 0);
}

}  // namespace
}  // namespace seneschal::battle
