// GA-RES-WIN, GA-RES-LOSE, GA-QUARTER, GA-LEADER-RISK: every clause with numbers worked by
// hand from the seed text (20 men a figure, GA-SCALE, unless a test says otherwise).
#include "battle/aftermath.hpp"

#include <gtest/gtest.h>

#include <algorithm>

#include "aftermath_test_support.hpp"
#include "base/errors.hpp"

namespace seneschal::battle {
namespace {

using namespace testing_support;

const AftermathLine* findLine(const Aftermath& a, const std::string& unitName, Fate fate,
                              const std::string& rule) {
    for (const AftermathLine& line : a.lines) {
        if (line.unit == unitName && line.fate == fate && line.rule == rule) return &line;
    }
    return nullptr;
}

BattleOutcome battle(std::vector<UnitOutcome> units, const std::string& winner = "england") {
    BattleOutcome o;
    o.type = BattleType::Campaign;
    o.winner = winner;
    o.units = std::move(units);
    return o;
}

TEST(GA_RES_WIN, HalfOfTheFiguresRemovedAreDeadHalfWoundedBackAfterTwoWeeks) {
    UnitOutcome archers = unit("Archers", "england", 400);  // 20 figures
    archers.figuresRemoved = 3;                             // 60 men
    const AftermathRoster roster{{profile("Archers", Background::Regular, TroopClass::B),
                                  profile("Genoese", Background::Mercenary, TroopClass::B)},
                                 {}};
    const Aftermath a = computeAftermath(battle({archers, unit("Genoese", "france", 200)}), roster,
                                         defaultAftermathRules());
    // 60 men removed: 1/2 = 30 dead, the other 30 wounded for 14 days; 17 figures stand.
    EXPECT_EQ(a.men("Archers", Fate::Dead), 30);
    EXPECT_EQ(a.men("Archers", Fate::Wounded), 30);
    const AftermathLine* wounded = findLine(a, "Archers", Fate::Wounded, "GA-RES-WIN");
    ASSERT_NE(wounded, nullptr);
    EXPECT_EQ(wounded->returnAfterDays, 14);
    EXPECT_EQ(a.men("Archers", Fate::Returned), 340);
    EXPECT_EQ(a.men("Archers", Fate::Captive), 0);
}

TEST(GA_RES_WIN, OneTenthOfTheRoutedDesertTheRestReturnToDuty) {
    UnitOutcome hobilars = unit("Hobilars", "england", 300, UnitEndState::Unformed);
    hobilars.figuresRouted = 5;  // 100 men
    const AftermathRoster roster{{profile("Hobilars", Background::Feudal, TroopClass::C, true),
                                  profile("Genoese", Background::Mercenary, TroopClass::B)},
                                 {}};
    const Aftermath a = computeAftermath(battle({hobilars, unit("Genoese", "france", 200)}), roster,
                                         defaultAftermathRules());
    // 100 routed men: 1/10 = 10 desert, 90 rally; 10 figures (200 men) stand.
    EXPECT_EQ(a.men("Hobilars", Fate::Deserted), 10);
    EXPECT_NE(findLine(a, "Hobilars", Fate::Deserted, "GA-RES-WIN"), nullptr);
    EXPECT_EQ(a.men("Hobilars", Fate::Returned), 290);
    EXPECT_EQ(a.men("Hobilars", Fate::Dead), 0);
}

TEST(GA_RES_WIN, CasualtyRemainderPursuersAndOddMenReturnToDuty) {
    UnitOutcome menAtArms = unit("Men-at-arms", "england", 210);  // 10 figures and 10 odd men
    menAtArms.figuresRemoved = 2;                                 // 40 men
    menAtArms.menRemainder = 13;
    menAtArms.figuresPursuedOff = 3;  // 60 men
    const AftermathRoster roster{{profile("Men-at-arms", Background::Feudal, TroopClass::B, true),
                                  profile("Genoese", Background::Mercenary, TroopClass::B)},
                                 {}};
    const Aftermath a = computeAftermath(battle({menAtArms, unit("Genoese", "france", 200)}),
                                         roster, defaultAftermathRules());
    // 40 removed: 20 dead, 20 wounded. The rest return: 60 pursuers, 13 hurt men, and the 97
    // others of the 5 standing figures and 10 odd men (110 - 13).
    EXPECT_EQ(a.men("Men-at-arms", Fate::Dead), 20);
    EXPECT_EQ(a.men("Men-at-arms", Fate::Wounded), 20);
    EXPECT_EQ(a.men("Men-at-arms", Fate::Returned), 170);
    std::vector<int> returned;
    for (const AftermathLine& line : a.lines) {
        if (line.unit == "Men-at-arms" && line.fate == Fate::Returned) returned.push_back(line.men);
    }
    EXPECT_EQ(returned, (std::vector<int>{60, 13, 97}));  // pursuers, remainder, standing
}

TEST(GA_RES_WIN, OddCountsRoundTheRulesFractionDownToAWholeMan) {
    // A rules set of 15 men a figure makes the halves and tenths odd.
    const AftermathRules rules{defaultResultsRules(), defaultCampaignRules(), 15};
    UnitOutcome winner = unit("Spearmen", "england", 150);  // 10 figures
    winner.figuresRemoved = 3;                              // 45 men
    winner.figuresRouted = 1;                               // 15 men
    UnitOutcome knights = unit("Knights", "france", 150, UnitEndState::Unformed);
    knights.figuresRemoved = 3;  // 45 men
    knights.figuresRouted = 1;   // 15 men
    const AftermathRoster roster{{profile("Spearmen", Background::Feudal, TroopClass::C),
                                  profile("Knights", Background::Knightly, TroopClass::A, true)},
                                 {}};
    const Aftermath a = computeAftermath(battle({winner, knights}), roster, rules);
    // Winner: 1/2 of 45 = 22.5 -> 22 dead, 23 wounded; 1/10 of 15 = 1.5 -> 1 deserts, 14 rally.
    EXPECT_EQ(a.men("Spearmen", Fate::Dead), 22);
    EXPECT_EQ(a.men("Spearmen", Fate::Wounded), 23);
    EXPECT_EQ(a.men("Spearmen", Fate::Deserted), 1);
    // Loser's Knights: 1/2 of 45 -> 22 held for ransom, 23 dead; 1/2 of 15 -> 7 desert.
    EXPECT_EQ(a.men("Knights", Fate::Captive), 22);
    EXPECT_EQ(a.men("Knights", Fate::Dead), 23);
    EXPECT_EQ(a.men("Knights", Fate::Deserted), 7);
    EXPECT_EQ(accountedMen(a, "Spearmen"), 150);
    EXPECT_EQ(accountedMen(a, "Knights"), 150);
}

TEST(GA_RES_LOSE, EveryFigureRemovedOfTheBeatenIsDeadAndHalfTheRoutedDesert) {
    UnitOutcome genoese = unit("Genoese", "france", 400, UnitEndState::Unformed);
    genoese.figuresRemoved = 6;  // 120 men
    genoese.figuresRouted = 10;  // 200 men
    const AftermathRoster roster{{profile("Archers", Background::Regular, TroopClass::B),
                                  profile("Genoese", Background::Mercenary, TroopClass::B)},
                                 {}};
    const Aftermath a = computeAftermath(battle({unit("Archers", "england", 400), genoese}), roster,
                                         defaultAftermathRules());
    // 120 removed all dead; 1/2 of 200 routed = 100 desert, 100 rally; 4 figures (80) stand.
    EXPECT_EQ(a.men("Genoese", Fate::Dead), 120);
    EXPECT_EQ(a.men("Genoese", Fate::Wounded), 0);
    EXPECT_EQ(a.men("Genoese", Fate::Captive), 0);
    EXPECT_EQ(a.men("Genoese", Fate::Deserted), 100);
    EXPECT_EQ(a.men("Genoese", Fate::Returned), 180);
    EXPECT_NE(findLine(a, "Genoese", Fate::Dead, "GA-RES-LOSE"), nullptr);
}

// What `odds --for-good` counts and a chronicler's losses compare with: the men a battle's
// results lose for good (the dead, the deserters, the Knights held for ransom), not the
// winner's wounded, who return in two weeks, nor the routed who rally.
TEST(GA_RES_LOSE, MenLostForGoodAreTheDeadTheDesertersAndTheCaptivesNotTheWounded) {
    UnitOutcome spearmen = unit("Spearmen", "england", 300);
    spearmen.figuresRemoved = 4;  // 80 men: 40 dead, 40 wounded
    spearmen.figuresRouted = 1;   // 20 men: 2 desert
    UnitOutcome knights = unit("Knights", "france", 300);
    knights.figuresRemoved = 4;  // 80 men: 40 held for ransom, 40 dead
    knights.figuresRouted = 2;   // 40 men: 20 desert
    const AftermathRoster roster{{profile("Spearmen", Background::Feudal, TroopClass::C),
                                  profile("Knights", Background::Knightly, TroopClass::B, true)},
                                 {}};
    const Aftermath a =
        computeAftermath(battle({spearmen, knights}), roster, defaultAftermathRules());
    EXPECT_EQ(menLostForGood(a, "england"),
              a.men("Spearmen", Fate::Dead) + a.men("Spearmen", Fate::Deserted));
    EXPECT_EQ(menLostForGood(a, "england"), 40 + 2);
    EXPECT_EQ(menLostForGood(a, "france"), 40 + 40 + 20);
    EXPECT_EQ(menLostForGood(a, "scotland"), 0);
}

TEST(GA_RES_LOSE, HalfTheKnightsRemovedAreHeldForRansomByTheWinner) {
    UnitOutcome knights = unit("Alençon's knights", "france", 600);  // 30 figures
    knights.figuresRemoved = 5;                                      // 100 men
    knights.formedCavalryFigures = 10;
    const AftermathRoster roster{
        {profile("Archers", Background::Regular, TroopClass::B),
         profile("Alençon's knights", Background::Knightly, TroopClass::A, true)},
        {}};
    const Aftermath a = computeAftermath(battle({unit("Archers", "england", 400), knights}), roster,
                                         defaultAftermathRules());
    // 100 Knights removed: 1/2 = 50 held by England, 50 dead. Ransom from campaign.xml:
    // Knightly class A, 60 pounds a man -> 3,000 pounds.
    const AftermathLine* held = findLine(a, "Alençon's knights", Fate::Captive, "GA-RES-LOSE");
    ASSERT_NE(held, nullptr);
    EXPECT_EQ(held->men, 50);
    EXPECT_EQ(held->heldBy, "england");
    EXPECT_EQ(held->ransom, 3000);
    EXPECT_EQ(held->ransomDemandWithinDays, 7);
    EXPECT_EQ(held->ransomDeadlineDays, 180);
    EXPECT_EQ(a.men("Alençon's knights", Fate::Dead), 50);
    // England has no cavalry, France 10 formed: no extra figures lost.
    EXPECT_EQ(a.men("Alençon's knights", Fate::Returned), 500);
}

TEST(GA_RES_LOSE, NoExtraLossWhenTheLoserHasAsMuchFormedCavalry) {
    UnitOutcome english = unit("English lances", "england", 200);
    english.formedCavalryFigures = 6;
    UnitOutcome french = unit("French lances", "france", 200);
    french.formedCavalryFigures = 6;
    const AftermathRoster roster{
        {profile("English lances", Background::Feudal, TroopClass::B, true),
         profile("French lances", Background::Feudal, TroopClass::B, true)},
        {}};
    const Aftermath a =
        computeAftermath(battle({english, french}), roster, defaultAftermathRules());
    // 6 against 6: "if the loser has less" does not hold.
    EXPECT_EQ(a.men("French lances", Fate::Dead), 0);
    EXPECT_EQ(a.men("French lances", Fate::Returned), 200);
    const auto summary = std::find_if(a.lines.begin(), a.lines.end(), [](const AftermathLine& l) {
        return l.fate == Fate::Summary && l.side == "france";
    });
    ASSERT_NE(summary, a.lines.end());
    EXPECT_EQ(summary->men, 0);
    EXPECT_NE(summary->text.find("loses 0 extra figures"), std::string::npos) << summary->text;
}

TEST(GA_RES_LOSE, ExtraFiguresForTheWinnersCavalryAreSharedByFiguresStanding) {
    UnitOutcome english = unit("English men-at-arms", "england", 400);
    english.formedCavalryFigures = 10;
    UnitOutcome knights = unit("French knights", "france", 300);  // 15 figures
    knights.figuresRemoved = 5;                                   // 100 men, 10 figures stand
    knights.formedCavalryFigures = 3;
    UnitOutcome genoese = unit("Genoese", "france", 200, UnitEndState::Unformed);  // 10 figures
    genoese.figuresRemoved = 5;                                              // 5 figures stand
    UnitOutcome levy = unit("Levy", "france", 120, UnitEndState::Unformed);  // 6 figures stand
    const AftermathRoster roster{
        {profile("English men-at-arms", Background::Feudal, TroopClass::A, true),
         profile("French knights", Background::Knightly, TroopClass::B, true),
         profile("Genoese", Background::Mercenary, TroopClass::B),
         profile("Levy", Background::Feudal, TroopClass::D)},
        {}};
    const Aftermath a = computeAftermath(battle({english, knights, genoese, levy}), roster,
                                         defaultAftermathRules());
    // 10 formed cavalry against 3: 7 extra figures, shared by the 10, 5 and 6 figures standing
    // (21): quotas 70/21 = 3 r7, 35/21 = 1 r14, 42/21 = 2 r0; the 7th figure goes to the
    // largest remainder, the Genoese: 3, 2, 2 figures.
    // Knights: removed 100 -> 50 held, 50 dead; extra 60 -> 30 held, 30 dead.
    EXPECT_EQ(a.men("French knights", Fate::Captive), 80);
    EXPECT_EQ(a.men("French knights", Fate::Dead), 80);
    EXPECT_EQ(a.men("French knights", Fate::Returned), 140);
    // Genoese: removed 100 dead + 40 extra dead; 60 stand.
    EXPECT_EQ(a.men("Genoese", Fate::Dead), 140);
    EXPECT_EQ(a.men("Genoese", Fate::Returned), 60);
    // Levy: 40 extra dead, 80 stand.
    EXPECT_EQ(a.men("Levy", Fate::Dead), 40);
    EXPECT_EQ(a.men("Levy", Fate::Returned), 80);
    const auto summary = std::find_if(a.lines.begin(), a.lines.end(), [](const AftermathLine& l) {
        return l.fate == Fate::Summary && l.side == "france";
    });
    ASSERT_NE(summary, a.lines.end());
    EXPECT_EQ(summary->rule, "GA-RES-LOSE");
    EXPECT_EQ(summary->men, 140);
}

TEST(GA_RES_LOSE, ExtraFiguresBeyondThoseStandingComeFromTheRoutedAndTheRestIsReported) {
    UnitOutcome english = unit("English men-at-arms", "england", 400);
    english.formedCavalryFigures = 20;
    UnitOutcome militia = unit("Militia", "france", 210, UnitEndState::Unformed);  // 10 fig + 10
    militia.figuresRemoved = 3;                                                    // 60 men
    militia.figuresRouted = 4;  // 80 men: 40 desert, 40 (2 figures) would rally
    const AftermathRoster roster{
        {profile("English men-at-arms", Background::Feudal, TroopClass::A, true),
         profile("Militia", Background::Regular, TroopClass::C)},
        {}};
    const Aftermath a =
        computeAftermath(battle({english, militia}), roster, defaultAftermathRules());
    // 20 extra figures: 3 standing (60 men), then the 2 figures of rallied routed (40 men);
    // the other 15 cannot be taken. Dead 60 + 100; 40 deserted; the 10 odd men remain.
    EXPECT_EQ(a.men("Militia", Fate::Dead), 160);
    EXPECT_EQ(a.men("Militia", Fate::Deserted), 40);
    EXPECT_EQ(a.men("Militia", Fate::Returned), 10);
    const auto shortfall = std::find_if(a.lines.begin(), a.lines.end(), [](const AftermathLine& l) {
        return l.fate == Fate::Summary && l.text.find("cannot be taken") != std::string::npos;
    });
    ASSERT_NE(shortfall, a.lines.end());
    EXPECT_EQ(shortfall->men, 300);
    EXPECT_NE(shortfall->text.find("15 of the extra figures"), std::string::npos);
}

TEST(GA_RES_WIN, ADrawGivesEverySideTheWinnersResultsAndNoRansom) {
    UnitOutcome english = unit("English lances", "england", 200);
    english.figuresRemoved = 2;  // 40 men
    english.formedCavalryFigures = 8;
    UnitOutcome knights = unit("French knights", "france", 400, UnitEndState::Unformed);
    knights.figuresRemoved = 4;  // 80 men
    knights.figuresRouted = 10;  // 200 men
    const AftermathRoster roster{
        {profile("English lances", Background::Feudal, TroopClass::B, true),
         profile("French knights", Background::Knightly, TroopClass::A, true)},
        {}};
    const Aftermath a =
        computeAftermath(battle({english, knights}, ""), roster, defaultAftermathRules());
    // Knights on a draw: 40 dead, 40 wounded, none held; 1/10 of 200 routed = 20 desert.
    // England's 8 formed cavalry cost France nothing.
    EXPECT_EQ(a.men("French knights", Fate::Dead), 40);
    EXPECT_EQ(a.men("French knights", Fate::Wounded), 40);
    EXPECT_EQ(a.men("French knights", Fate::Captive), 0);
    EXPECT_EQ(a.men("French knights", Fate::Deserted), 20);
    EXPECT_EQ(a.men("English lances", Fate::Dead), 20);
    EXPECT_EQ(a.men("English lances", Fate::Wounded), 20);
    EXPECT_EQ(a.winner, "");
    EXPECT_NE(a.describe().find("drawn battle"), std::string::npos);
}

TEST(GA_QUARTER, PrisonersTakenInTheBattlePassToTheirCaptorsWithARansomByClass) {
    UnitOutcome hobilars = unit("Hobilars", "england", 200);
    hobilars.figuresCaptured = 1;  // 20 men, taken by France though England won
    hobilars.capturedBy = "france";
    UnitOutcome genoese = unit("Genoese", "france", 200, UnitEndState::Unformed);
    genoese.figuresCaptured = 3;  // 60 men
    genoese.capturedBy = "england";
    const AftermathRoster roster{{profile("Hobilars", Background::Feudal, TroopClass::C, true),
                                  profile("Genoese", Background::Mercenary, TroopClass::B)},
                                 {}};
    const Aftermath a =
        computeAftermath(battle({hobilars, genoese}), roster, defaultAftermathRules());
    const AftermathLine* genoeseHeld = findLine(a, "Genoese", Fate::Captive, "GA-QUARTER");
    ASSERT_NE(genoeseHeld, nullptr);
    EXPECT_EQ(genoeseHeld->men, 60);
    EXPECT_EQ(genoeseHeld->heldBy, "england");
    EXPECT_EQ(genoeseHeld->ransom, 120);  // class B, 2 pounds a man
    const AftermathLine* hobilarsHeld = findLine(a, "Hobilars", Fate::Captive, "GA-QUARTER");
    ASSERT_NE(hobilarsHeld, nullptr);
    EXPECT_EQ(hobilarsHeld->men, 20);
    EXPECT_EQ(hobilarsHeld->heldBy, "france");
    EXPECT_EQ(hobilarsHeld->ransom, 20);  // class C, 1 pound a man
    EXPECT_FALSE(hobilarsHeld->byChoice);
}

class SlaughterTest : public testing::Test {
  protected:
    BattleOutcome outcome() const {
        UnitOutcome levy = unit("Levy", "france", 200, UnitEndState::Unformed);
        levy.figuresCaptured = 2;  // 40 men
        levy.capturedBy = "england";
        return battle({unit("English knights", "england", 200), unit("Welsh", "england", 200), levy,
                       unit("Genoese", "france", 200)});
    }
    const AftermathRoster roster{
        {profile("English knights", Background::Knightly, TroopClass::A, true),
         profile("Welsh", Background::Feudal, TroopClass::D),
         profile("Levy", Background::Feudal, TroopClass::D),
         profile("Genoese", Background::Mercenary, TroopClass::B)},
        {}};
};

TEST_F(SlaughterTest, GA_QUARTER_CaptorsMaySlaughterTheirSocialInferiorsByARecordedChoice) {
    const Aftermath a =
        computeAftermath(outcome(), roster, defaultAftermathRules(), {{"Levy", "English knights"}});
    const AftermathLine* killed = findLine(a, "Levy", Fate::Dead, "GA-QUARTER");
    ASSERT_NE(killed, nullptr);
    EXPECT_EQ(killed->men, 40);
    EXPECT_TRUE(killed->byChoice);
    EXPECT_NE(killed->text.find("English knights"), std::string::npos);
    EXPECT_EQ(a.men("Levy", Fate::Captive), 0);
    // Without the choice they are held.
    EXPECT_EQ(
        computeAftermath(outcome(), roster, defaultAftermathRules()).men("Levy", Fate::Captive),
        40);
}

TEST_F(SlaughterTest, GA_SOCIAL_EqualsMayNotBeSlaughtered) {
    // Feudal D captors and Feudal D captives: not their inferiors.
    try {
        computeAftermath(outcome(), roster, defaultAftermathRules(), {{"Levy", "Welsh"}});
        FAIL();
    } catch (const UserError& e) {
        EXPECT_NE(std::string(e.what()).find("social inferiors"), std::string::npos) << e.what();
    }
}

TEST_F(SlaughterTest, GA_QUARTER_OnlyTheCaptorSideMayChooseAndOnlyForCaptives) {
    EXPECT_THROW(
        computeAftermath(outcome(), roster, defaultAftermathRules(), {{"Levy", "Genoese"}}),
        UserError);  // the Genoese are of France, not the captors
    EXPECT_THROW(computeAftermath(outcome(), roster, defaultAftermathRules(),
                                  {{"Genoese", "English knights"}}),
                 UserError);  // no Genoese were captured
    EXPECT_THROW(
        computeAftermath(outcome(), roster, defaultAftermathRules(), {{"Levy", "Black Prince"}}),
        UserError);  // no such unit
}

TEST(GA_LEADER_RISK, LeadersAreKilledWoundedOrTakenForARansomByRank) {
    BattleOutcome o = battle({unit("Archers", "england", 200), unit("Genoese", "france", 200)});
    o.leaders = {{"Edward III", "england", LeaderFate::Unharmed, ""},
                 {"John of Bohemia", "france", LeaderFate::Killed, ""},
                 {"Philip VI", "france", LeaderFate::Wounded, ""},
                 {"Louis of Blois", "france", LeaderFate::Taken, "england"}};
    AftermathRoster roster{{profile("Archers", Background::Regular, TroopClass::B),
                            profile("Genoese", Background::Mercenary, TroopClass::B)},
                           {{"Louis of Blois", "earl"}}};
    const Aftermath a = computeAftermath(o, roster, defaultAftermathRules());
    std::vector<const AftermathLine*> leaders;
    for (const AftermathLine& line : a.lines) {
        if (!line.leader.empty()) leaders.push_back(&line);
    }
    ASSERT_EQ(leaders.size(), 3u);  // nothing for the unharmed king
    EXPECT_EQ(leaders[0]->leader, "John of Bohemia");
    EXPECT_EQ(leaders[0]->fate, Fate::Dead);
    EXPECT_EQ(leaders[1]->fate, Fate::Wounded);
    EXPECT_EQ(leaders[1]->returnAfterDays, 14);
    EXPECT_EQ(leaders[2]->fate, Fate::Captive);
    EXPECT_EQ(leaders[2]->heldBy, "england");
    EXPECT_EQ(leaders[2]->ransom, 12000);  // an earl, campaign.xml
    for (const AftermathLine* line : leaders) EXPECT_EQ(line->rule, "GA-LEADER-RISK");

    roster.leaders.clear();  // a taken leader needs a rank for his ransom
    EXPECT_THROW(computeAftermath(o, roster, defaultAftermathRules()), UserError);
}

TEST(Aftermath, ACompetitionBattleIsScoredNotApplied) {
    BattleOutcome o = battle({unit("Archers", "england", 200), unit("Genoese", "france", 200)});
    o.type = BattleType::Competition;
    const AftermathRoster roster{{profile("Archers", Background::Regular, TroopClass::B),
                                  profile("Genoese", Background::Mercenary, TroopClass::B)},
                                 {}};
    try {
        computeAftermath(o, roster, defaultAftermathRules());
        FAIL();
    } catch (const UserError& e) {
        EXPECT_NE(std::string(e.what()).find("GA-RES-COMP"), std::string::npos);
    }
}

TEST(Aftermath, RefusesAnInconsistentOutcomeNamingTheUnitAndField) {
    UnitOutcome genoese = unit("Genoese", "france", 100);
    genoese.figuresRemoved = 4;
    genoese.figuresRouted = 3;  // 7 figures of a unit of 5
    const AftermathRoster roster{{profile("Archers", Background::Regular, TroopClass::B),
                                  profile("Genoese", Background::Mercenary, TroopClass::B)},
                                 {}};
    try {
        computeAftermath(battle({unit("Archers", "england", 200), genoese}), roster,
                         defaultAftermathRules());
        FAIL();
    } catch (const UserError& e) {
        const std::string what = e.what();
        EXPECT_NE(what.find("'Genoese'"), std::string::npos) << what;
        EXPECT_NE(what.find("removed"), std::string::npos) << what;
    }
}

TEST(Aftermath, RefusesAUnitMissingFromTheRosterOrFootWithFormedCavalry) {
    UnitOutcome archers = unit("Archers", "england", 200);
    const AftermathRoster missing{{profile("Archers", Background::Regular, TroopClass::B)}, {}};
    EXPECT_THROW(computeAftermath(battle({archers, unit("Genoese", "france", 200)}), missing,
                                  defaultAftermathRules()),
                 UserError);
    archers.formedCavalryFigures = 2;
    const AftermathRoster roster{{profile("Archers", Background::Regular, TroopClass::B),
                                  profile("Genoese", Background::Mercenary, TroopClass::B)},
                                 {}};
    EXPECT_THROW(computeAftermath(battle({archers, unit("Genoese", "france", 200)}), roster,
                                  defaultAftermathRules()),
                 UserError);
}

TEST(Aftermath, EveryLineNamesTheRuleBehindIt) {
    UnitOutcome knights = unit("French knights", "france", 400, UnitEndState::Unformed);
    knights.figuresRemoved = 4;
    knights.figuresRouted = 6;
    knights.figuresCaptured = 2;
    knights.capturedBy = "england";
    knights.menRemainder = 5;
    UnitOutcome english = unit("English lances", "england", 300);
    english.figuresRemoved = 1;
    english.figuresPursuedOff = 2;
    english.formedCavalryFigures = 12;
    const AftermathRoster roster{
        {profile("English lances", Background::Feudal, TroopClass::B, true),
         profile("French knights", Background::Knightly, TroopClass::A, true)},
        {}};
    const Aftermath a =
        computeAftermath(battle({english, knights}), roster, defaultAftermathRules());
    ASSERT_GT(a.lines.size(), 8u);
    for (const AftermathLine& line : a.lines) {
        EXPECT_TRUE(line.rule == "GA-RES-WIN" || line.rule == "GA-RES-LOSE" ||
                    line.rule == "GA-QUARTER" || line.rule == "GA-LEADER-RISK")
            << line.text;
        EXPECT_FALSE(line.text.empty());
    }
    EXPECT_NE(a.describe().find("[GA-RES-LOSE] French knights (france): "), std::string::npos)
        << a.describe();

    // With the sides' names, the lines speak of the sides as a person does.
    AftermathRoster named = roster;
    named.sideNames = {{"england", "Kingdom of England"}, {"france", "Kingdom of France"}};
    const std::string text =
        computeAftermath(battle({english, knights}), named, defaultAftermathRules()).describe();
    EXPECT_NE(text.find("[GA-RES-LOSE] French knights (Kingdom of France): "), std::string::npos)
        << text;
    EXPECT_NE(text.find("held for ransom by Kingdom of England"), std::string::npos) << text;
    EXPECT_EQ(text.find("(france)"), std::string::npos) << text;
}

}  // namespace
}  // namespace seneschal::battle
