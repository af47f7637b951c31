// GA-RES-COMP: competition scoring, worked by hand.
#include "battle/aftermath_competition.hpp"

#include <gtest/gtest.h>

#include "aftermath_test_support.hpp"
#include "battle/battle_file.hpp"
#include "battle/ga/army.hpp"
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

// GA-POINTS: a unit is priced as it fights. Spearmen (PI, spear and sword, Feudal C) cost 3 +
// the spear 1 = 4 a figure; in armour (AI) 5; with a pike instead of the spear 3 + 2 = 5.
TEST(GA_RES_COMP, AUnitIsPricedWithItsOwnProtectionAndWeapons) {
    const Rulebook& book = defaultRulebook();
    UnitSpec spearmen;
    spearmen.type = "spearmen";
    spearmen.protection = Protection::P;
    spearmen.weapons = {"spear", "sword"};
    EXPECT_EQ(figurePoints(book, spearmen), 4);
    EXPECT_EQ(figurePoints(book, spearmen),
              figurePoints(book, book.troopType("spearmen"), TroopClass::C));
    UnitSpec armoured = spearmen;
    armoured.protection = Protection::A;
    EXPECT_EQ(figurePoints(book, armoured), 5);
    UnitSpec pikes = spearmen;
    pikes.weapons = {"pike", "sword"};
    EXPECT_EQ(figurePoints(book, pikes), 5);
    UnitSpec veterans = spearmen;
    veterans.troopClass = TroopClass::A;  // class A: +2
    EXPECT_EQ(figurePoints(book, veterans), 6);
}

// A battle file's roster: each unit priced as it fights, the sides by name; a captive figure of
// 1.5 points and a single figure read in the singular.
TEST(GA_RES_COMP, ABattleFilesUnitsArePricedAsTheyFightAndTheScoreReadsByName) {
    const std::string xml = R"(<battle format="1" id="t" name="T" rules="godsacre"
        type="competition"><sides><side id="n" name="North"/><side id="s" name="South"/></sides>
      <army id="na" name="NA" side="n"><battal id="nb" name="NB">
        <unit id="u1" name="Armoured spearmen" type="spearmen" class="C" men="20" protection="AI"/>
      </battal></army>
      <army id="sa" name="SA" side="s"><battal id="sb" name="SB">
        <unit id="u2" name="Levy" type="peasant-levy" class="D" men="60"/>
      </battal></army></battle>)";
    const Rulebook& book = defaultRulebook();
    const BattleSetup setup = loadBattleFromString(xml, "t.xml", book);
    const AftermathRoster roster = aftermathRosterOf(setup, book);
    ASSERT_EQ(roster.units.size(), 2u);
    EXPECT_DOUBLE_EQ(roster.units[0].pointsPerFigure, 5);
    EXPECT_EQ(roster.sideNames.at("n"), "North");
    BattleOutcome o;
    o.type = BattleType::Competition;
    UnitOutcome spears = unit("Armoured spearmen", "n", 20);
    UnitOutcome levy = unit("Levy", "s", 60, UnitEndState::Routed);
    levy.figuresRouted = 2;
    levy.figuresCaptured = 1;
    levy.capturedBy = "n";
    o.units = {spears, levy};
    const double levyPoints = roster.units[1].pointsPerFigure;
    const auto scores = scoreCompetition(o, roster, defaultResultsRules(), 20);
    ASSERT_EQ(scores.size(), 2u);
    EXPECT_EQ(scores[0].name, "North");
    EXPECT_DOUBLE_EQ(scores[0].points, 5 + levyPoints / 2);
    const std::string text = describeCompetition(scores);
    EXPECT_NE(
        text.find("North wins on points, " + competitionPointsText(5 + levyPoints / 2) + " to 0"),
        std::string::npos)
        << text;
    EXPECT_NE(text.find("5 points for 1 figure of Armoured spearmen standing formed (5 points a "
                        "figure)"),
              std::string::npos)
        << text;
    EXPECT_NE(text.find("for 1 figure of Levy taken prisoner (1/2 of "), std::string::npos) << text;
    EXPECT_NE(text.find("  South: 0 points (no figure"), std::string::npos) << text;
    EXPECT_EQ(text.find(" n:"), std::string::npos) << text;  // names, never ids
}

TEST(GA_RES_COMP, PointsReadGroupedWithTheirFractionAndADrawIsSaid) {
    EXPECT_EQ(competitionPointsText(1234.5), "1,234.5");
    EXPECT_EQ(competitionPointsText(16.25), "16.25");
    EXPECT_EQ(competitionPointsText(40), "40");
    std::vector<CompetitionScore> even{{"n", "North", 40, {}}, {"s", "South", 40, {}}};
    EXPECT_NE(describeCompetition(even).find("a draw on points, 40 each"), std::string::npos);
}

}  // namespace
}  // namespace seneschal::battle
