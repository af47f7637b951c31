// The God's Acre calculators (issue 18) against the seed's worked examples and numbers worked by
// hand from data/rules/godsacre.xml's tables.
#include "application/tabletop/calculators.hpp"

#include <gtest/gtest.h>

#include <sstream>

#include "battle/rulebook_loader.hpp"

namespace seneschal::application {
namespace {

const battle::Rulebook& calcBook() {
    return battle::defaultRulebook();
}

CalcDice calcGiven(std::vector<int> faces) {
    CalcDice d;
    d.given = std::move(faces);
    return d;
}

CasualtiesResult calcCasualties(int figures, int factor, battle::CasualtyReading reading,
                                CalcDice dice, int carried = 0) {
    CasualtiesRequest r;
    r.figures = figures;
    r.factor = factor;
    r.reading = reading;
    r.dice = std::move(dice);
    r.menCarriedBefore = carried;
    return calculateCasualties(calcBook(), r);
}

bool calcMentions(const std::vector<WorkingLine>& lines, const std::string& rule) {
    for (const auto& l : lines) {
        if (l.rule == rule) return true;
    }
    return false;
}

// GA-CAS-DICE, E.g. 1: 5 figures on -2, score 0.5; tens 1, units 5: no figure removed.
TEST(CalculatorsTest, GA_CAS_DICE_Example1_TensNotZeroRemovesNone) {
    const auto r = calcCasualties(5, -2, battle::CasualtyReading::Dice, calcGiven({1, 5}));
    EXPECT_EQ(r.cell, "0.5");
    EXPECT_EQ(r.casualties.figuresRemoved, 0);
    EXPECT_EQ(r.casualties.menCarried, 0);
    ASSERT_EQ(r.report.dice.size(), 2u);
    EXPECT_EQ(r.report.dice[0].rule, "GA-CAS-DICE");
    EXPECT_TRUE(r.report.diceGiven);
}

// GA-CAS-DICE, E.g. 2: tens 0, units 5: one figure removed.
TEST(CalculatorsTest, GA_CAS_DICE_Example2_TensZeroRemovesOne) {
    const auto r = calcCasualties(5, -2, battle::CasualtyReading::Dice, calcGiven({0, 5}));
    EXPECT_EQ(r.casualties.figuresRemoved, 1);
    EXPECT_EQ(r.report.summary, "1 figure removed, 0 men carried");
}

// GA-CAS-DICE, E.g. 3: 10 figures on 15 read 3*8; dice 4, 7 and 9 remove two figures.
TEST(CalculatorsTest, GA_CAS_DICE_Example3_ThreeDiceRemoveTwo) {
    const auto r = calcCasualties(10, 15, battle::CasualtyReading::Dice, calcGiven({4, 7, 9}));
    EXPECT_EQ(r.cell, "3*8");
    EXPECT_EQ(r.casualties.figuresRemoved, 2);
    std::ostringstream csv;
    r.report.row.writeCsv(csv);
    EXPECT_EQ(csv.str(), "figures_removed,men_carried\n2,0\n");
}

// GA-CAS-MEN, E.g. 2: 10 figures on 15 cause 45 men: two figures removed, 5 carried.
TEST(CalculatorsTest, GA_CAS_MEN_Example2_FortyFiveMenTwoFiguresFiveCarried) {
    const auto r = calcCasualties(10, 15, battle::CasualtyReading::Men, {});
    EXPECT_EQ(r.casualties.men, 45);
    EXPECT_EQ(r.casualties.figuresRemoved, 2);
    EXPECT_EQ(r.casualties.menCarried, 5);
    EXPECT_TRUE(r.report.dice.empty());
}

// GA-CAS-MEN, E.g. 1: 5 figures on -2 cause 2 men: none removed, the 2 carried.
TEST(CalculatorsTest, GA_CAS_MEN_Example1_TwoMenCarried) {
    const auto r = calcCasualties(5, -2, battle::CasualtyReading::Men, {});
    EXPECT_EQ(r.casualties.figuresRemoved, 0);
    EXPECT_EQ(r.casualties.menCarried, 2);
}

// GA-CAS-MEN: "carrying the remainder forward": 45 men on 15 carried make 60, three figures.
TEST(CalculatorsTest, GA_CAS_MEN_CarriedMenJoinTheNext) {
    const auto r = calcCasualties(10, 15, battle::CasualtyReading::Men, {}, 15);
    EXPECT_EQ(r.casualties.figuresRemoved, 3);
    EXPECT_EQ(r.casualties.menCarried, 0);
}

TEST(CalculatorsTest, GA_CAS_DICE_TooFewOrTooManyDiceNameTheDice) {
    try {
        calcCasualties(10, 15, battle::CasualtyReading::Dice, calcGiven({4, 7}));
        FAIL() << "two dice for a 3*8 reading were taken";
    } catch (const CalcInputError& e) {
        EXPECT_EQ(e.field(), "dice");
        EXPECT_NE(std::string(e.what()).find("too few"), std::string::npos);
    }
    EXPECT_THROW(calcCasualties(10, 15, battle::CasualtyReading::Dice, calcGiven({4, 7, 9, 1})),
                 CalcInputError);
    EXPECT_THROW(calcCasualties(10, 15, battle::CasualtyReading::Dice, calcGiven({4, 7, 10})),
                 CalcInputError);
    EXPECT_THROW(calcCasualties(-1, 15, battle::CasualtyReading::Men, {}), CalcInputError);
}

// Rolled dice: the same seed, the same dice and result.
TEST(CalculatorsTest, GA_DICE_RolledWithASeedRepeat) {
    CalcDice d;
    d.seed = 42;
    const auto a = calcCasualties(10, 15, battle::CasualtyReading::Dice, d);
    const auto b = calcCasualties(10, 15, battle::CasualtyReading::Dice, d);
    ASSERT_EQ(a.report.dice.size(), 3u);
    EXPECT_FALSE(a.report.diceGiven);
    EXPECT_EQ(a.report.seed, 42u);
    for (std::size_t i = 0; i < 3; ++i) EXPECT_EQ(a.report.dice[i].face, b.report.dice[i].face);
    EXPECT_EQ(a.casualties.figuresRemoved, b.casualties.figuresRemoved);
}

// GA-MT-WHEN: 2 figures of 10 is 10% or more: the target's unit leader tests; of 30, not.
TEST(CalculatorsTest, GA_MT_WHEN_TenPercentInAMoveCallsForATest) {
    CasualtiesRequest r;
    r.figures = 10;
    r.factor = 15;
    r.dice = calcGiven({4, 7, 9});
    r.targetFigures = 10;
    EXPECT_TRUE(calcMentions(calculateCasualties(calcBook(), r).report.moraleTests, "GA-MT-WHEN"));
    r.targetFigures = 30;
    EXPECT_TRUE(calculateCasualties(calcBook(), r).report.moraleTests.empty());
}

// GA-WF-MISSILE + GA-TF-SHOOT + GA-RF-SHOOT: class C longbowmen at long range on spearmen
// (protected infantry): longbow 12, long range -3, class C 0, average die 4 gives 0: 9.
TEST(CalculatorsTest, GA_TF_SHOOT_LongbowmenAtLongRangeOnSpearmen) {
    ShootingRequest r;
    r.shooterType = "longbowmen";
    r.figures = 10;
    r.targetType = "spearmen";
    r.tactical = {"long-range"};
    r.reading = battle::CasualtyReading::Men;
    r.dice = calcGiven({4});
    const auto s = calculateShooting(calcBook(), r);
    EXPECT_EQ(s.weaponFactor, 12);
    EXPECT_EQ(s.tactical, -3);
    EXPECT_EQ(s.random, 0);
    EXPECT_EQ(s.finalFactor, 9);
    EXPECT_EQ(s.casualties.men, calcBook().tables().casualties.at(9, 10).men);
    EXPECT_TRUE(calcMentions(s.report.working, "GA-WF-MISSILE"));
    EXPECT_TRUE(calcMentions(s.report.working, "GA-RF-SHOOT"));
    // A 1 is no face of the Regulars' average die (GA-DICE).
    r.dice = calcGiven({1});
    EXPECT_THROW(calculateShooting(calcBook(), r), CalcInputError);
    r.dice = calcGiven({4});
    r.tactical = {"charging"};
    EXPECT_THROW(calculateShooting(calcBook(), r), CalcInputError);
    r.tactical = {};
    r.shooterType = "spearmen";
    EXPECT_THROW(calculateShooting(calcBook(), r), CalcInputError);
}

// GA-WF-IMPACT, GA-TF-MELEE, GA-RF-MELEE, GA-CC-RESULT: class B knights charging spearmen.
// Knights: lance on PI 14, charging +2, mounted against foot +2, class B +1, die 5 gives +2: 21.
// Spearmen: spear against cavalry on FC 7 (the impact row against horse, reconstructed.md
// section 11), class C 0, die 3 gives 0: 7. Points: figures removed, +1 for the
// knights' charge, +1 for the spearmen's 6 figures fighting against 4.
TEST(CalculatorsTest, GA_CC_RESULT_KnightsChargeSpearmen) {
    MeleeRequest r;
    r.kind = battle::MeleeKind::Impact;
    r.reading = battle::CasualtyReading::Men;
    MeleeSideRequest& a = r.sides[0].emplace_back();
    MeleeSideRequest& b = r.sides[1].emplace_back();
    a.type = "knights";
    a.troopClass = battle::TroopClass::B;
    a.figures = 4;
    a.tactical = {"charging"};
    b.type = "spearmen";
    b.figures = 6;
    b.unitFigures = 12;
    r.dice = calcGiven({5, 3});
    const auto m = calculateMelee(calcBook(), r);
    EXPECT_EQ(m.blows[0][0].weapon.factor, 14);
    EXPECT_EQ(m.blows[0][0].tactical, 5);
    EXPECT_EQ(m.blows[0][0].random, 2);
    EXPECT_EQ(m.blows[0][0].finalFactor, 21);
    EXPECT_EQ(m.blows[1][0].weapon.factor, 7);
    EXPECT_EQ(m.blows[1][0].finalFactor, 7);
    const int aRemoves = m.blows[0][0].casualties.figuresRemoved;
    const int bRemoves = m.blows[1][0].casualties.figuresRemoved;
    EXPECT_EQ(m.outcome.points[0], aRemoves + 1);
    EXPECT_EQ(m.outcome.points[1], bRemoves + 1);
    if (m.outcome.winner == 0) {
        EXPECT_TRUE(calcMentions(m.report.moraleTests, "GA-CC-RESULT"));
    }
}

// GA-MT-ROLL (docs/rules/reconstructed.md, section 12): the loser of a melee tests with the
// lost-melee factor once for the round lost, not once for each point: its casualties, most of
// the margin, are already the test's distraction (GA-DISTRACT's * factor). The dice are searched
// for a round the knights win by two points or more.
TEST(CalculatorsTest, GA_MT_ROLL_ARoundLostByManyPointsCountsOnceOnTheLosersTest) {
    bool found = false;
    for (int knightsDie = 1; knightsDie <= 6 && !found; ++knightsDie) {
        for (int spearsDie = 1; spearsDie <= 6 && !found; ++spearsDie) {
            MeleeRequest r;
            r.kind = battle::MeleeKind::Impact;
            r.reading = battle::CasualtyReading::Men;
            MeleeSideRequest& a = r.sides[0].emplace_back();
            MeleeSideRequest& b = r.sides[1].emplace_back();
            a.name = "Knights";
            a.type = "knights";
            a.troopClass = battle::TroopClass::B;
            a.figures = 8;
            a.tactical = {"charging"};
            b.name = "Spearmen";
            b.type = "spearmen";
            b.figures = 6;
            b.unitFigures = 12;
            r.dice = calcGiven({knightsDie, spearsDie});
            const auto m = calculateMelee(calcBook(), r);
            if (m.outcome.winner != 0 || m.outcome.margin < 2) continue;
            found = true;
            const int perPoint =
                calcBook().tables().moraleFactors[battle::MoraleFactor::LostMeleePerPoint];
            const std::string signedFactor = (perPoint > 0 ? "+" : "") + std::to_string(perPoint);
            bool once = false;
            for (const auto& test : m.report.moraleTests) {
                once = once ||
                       (test.text.find("Spearmen lost the round") != std::string::npos &&
                        test.text.find(signedFactor + " for the round lost") != std::string::npos);
            }
            EXPECT_TRUE(once) << "lost by " << m.outcome.margin
                              << " points, the test counts the round once";
        }
    }
    EXPECT_TRUE(found) << "no dice gave the knights a win by two points or more";
}

// GA-CC-RESULT with two units on one side: the spearmen struck by the knights and then by the
// sergeants. The knights' blow is the same as when they fight alone (same dice), the sergeants'
// falls on the men the knights' blow left carried, the side's melee points count both blows, and
// the side's figures fighting are the two units'.
TEST(CalculatorsTest, GA_CC_RESULT_TwoUnitsOnASideTotalTheirBlows) {
    MeleeRequest alone;
    alone.kind = battle::MeleeKind::Impact;
    alone.reading = battle::CasualtyReading::Men;
    MeleeSideRequest& knights = alone.sides[0].emplace_back();
    knights.name = "Knights";
    knights.type = "knights";
    knights.troopClass = battle::TroopClass::B;
    knights.figures = 4;
    knights.tactical = {"charging"};
    MeleeSideRequest& spears = alone.sides[1].emplace_back();
    spears.name = "Spearmen";
    spears.type = "spearmen";
    spears.figures = 6;
    spears.unitFigures = 12;
    MeleeRequest joined = alone;
    MeleeSideRequest& sergeants = joined.sides[0].emplace_back();
    sergeants.name = "Sergeants";
    sergeants.type = "men-at-arms";
    sergeants.figures = 3;
    sergeants.tactical = {"charging"};
    alone.dice = calcGiven({5, 3});
    joined.dice = calcGiven({5, 4, 3});  // the knights', the sergeants', then the spearmen's
    const auto one = calculateMelee(calcBook(), alone);
    const auto two = calculateMelee(calcBook(), joined);
    ASSERT_EQ(two.blows[0].size(), 2u);
    EXPECT_EQ(two.blows[0][0].finalFactor, one.blows[0][0].finalFactor);
    EXPECT_EQ(two.blows[0][0].casualties.figuresRemoved, one.blows[0][0].casualties.figuresRemoved);
    EXPECT_EQ(two.blows[1][0].finalFactor, one.blows[1][0].finalFactor);
    const int removed =
        two.blows[0][0].casualties.figuresRemoved + two.blows[0][1].casualties.figuresRemoved;
    EXPECT_EQ(two.figuresLost[1][0], removed);
    EXPECT_EQ(two.blows[0][0].casualties.men + two.blows[0][1].casualties.men,
              removed * calcBook().menPerFigure() + two.blows[0][1].casualties.menCarried)
        << "the sergeants' blow carries on from the men the knights' blow left";
    // Points: a figure removed is a point; the charge counts once; 7 figures fighting against 6
    // now give the knights' side the point the spearmen had for outnumbering them.
    EXPECT_EQ(two.outcome.points[0], removed + 1 + 1);
    EXPECT_EQ(two.outcome.points[1], two.blows[1][0].casualties.figuresRemoved);
    bool named = false;
    for (const WorkingLine& line : two.report.working) {
        named = named || line.text.rfind("Sergeants on Spearmen: ", 0) == 0;
    }
    EXPECT_TRUE(named) << "each blow's working names the unit and the unit it strikes";
    std::ostringstream csv;
    two.report.row.writeCsv(csv);
    EXPECT_NE(csv.str().find("\n" + std::to_string(two.blows[0][0].finalFactor) + "," +
                             std::to_string(removed) + ","),
              std::string::npos)
        << "a_figures_removed is the side's total: " << csv.str();
}

TEST(CalculatorsTest, GA_CC_RESULT_AUnitStrikingAUnitNotInTheMeleeIsRefused) {
    MeleeRequest r;
    MeleeSideRequest& a = r.sides[0].emplace_back();
    a.type = "knights";
    a.figures = 4;
    a.strikes = 1;
    MeleeSideRequest& b = r.sides[1].emplace_back();
    b.type = "spearmen";
    b.figures = 6;
    try {
        calculateMelee(calcBook(), r);
        FAIL() << "accepted a blow on a second enemy unit that is not there";
    } catch (const CalcInputError& e) {
        EXPECT_EQ(e.field(), "a-strikes");
    }
}

// GA-MT-ROLL: class C Feudal troops (MV 4), CV 3, dice 3 and 4: 14, steady.
TEST(CalculatorsTest, GA_MT_ROLL_FeudalSteady) {
    MoraleRequest r;
    r.background = battle::Background::Feudal;
    r.figures = 12;
    r.cv = 3;
    r.dice = calcGiven({3, 4});
    const auto m = calculateMorale(calcBook(), r);
    EXPECT_EQ(m.test.score, 14);
    EXPECT_EQ(m.test.result, battle::MoraleResult::Steady);
    EXPECT_TRUE(m.report.moraleTests.empty());
    std::ostringstream csv;
    m.report.row.writeCsv(csv);
    EXPECT_EQ(csv.str(), "score,result,passed\n14,steady,yes\n");
}

// GA-MT-ROLL: dice 1 and 1 + MV 4 + CV 1 = 7: rout, and a broken unit calls for its Battal's tests.
TEST(CalculatorsTest, GA_MT_ROLL_RoutCallsForTheBattalsTests) {
    MoraleRequest r;
    r.figures = 12;
    r.cv = 1;
    r.dice = calcGiven({1, 1});
    const auto m = calculateMorale(calcBook(), r);
    EXPECT_EQ(m.test.score, 7);
    EXPECT_EQ(m.test.result, battle::MoraleResult::Rout);
    EXPECT_TRUE(calcMentions(m.report.moraleTests, "GA-MT-WHEN"));
    EXPECT_TRUE(calcMentions(m.report.moraleTests, "GA-MT-ARMY"));
    r.factors = {"no-such-factor"};
    EXPECT_THROW(calculateMorale(calcBook(), r), CalcInputError);
}

// GA-LEADER-RISK: 3 figures removed, CV 2: dice 2, 5, 2 make him a potential casualty, once
// ("if the score of any of them is equal"); one second die, 0: killed.
TEST(CalculatorsTest, GA_LEADER_RISK_TwoDiceEqualToTheCvMakeOnePotentialCasualty) {
    LeaderRiskRequest r;
    r.figuresRemoved = 3;
    r.cv = 2;
    r.dice = calcGiven({2, 5, 2, 0});
    const auto k = calculateLeaderRisk(calcBook(), r);
    EXPECT_EQ(k.risk.potential, 1);
    EXPECT_EQ(k.risk.fate, battle::LeaderFate::Killed);
    EXPECT_FALSE(k.report.moraleTests.empty());
    // Under shooting, 3 is unharmed and 1 wounded.
    r.inMelee = false;
    r.dice = calcGiven({2, 5, 2, 3});
    EXPECT_EQ(calculateLeaderRisk(calcBook(), r).risk.fate, battle::LeaderFate::Unharmed);
    r.dice = calcGiven({2, 5, 2, 1});
    EXPECT_EQ(calculateLeaderRisk(calcBook(), r).risk.fate, battle::LeaderFate::Wounded);
}

LeaderLossCalcResult calcLeaderLoss(battle::Background bg, int die, int cv, int mv,
                                    battle::LeaderLevel level = battle::LeaderLevel::Unit) {
    LeaderLossRequest r;
    r.background = bg;
    r.level = level;
    r.cv = cv;
    r.mv = mv;
    r.dice = calcGiven({die});
    return calculateLeaderLoss(calcBook(), r);
}

// GA-LEADER-KILLED-FEUDAL: 1 die + CV + MV, +1 Knightly, -1 Feudal; 11 or under rout, 12 or
// more revenge.
TEST(CalculatorsTest, GA_LEADER_KILLED_FEUDAL_ScoresByHand) {
    auto k = calcLeaderLoss(battle::Background::Knightly, 4, 3, 5);  // 4+3+5+1 = 13
    EXPECT_EQ(k.loss.score, 13);
    EXPECT_EQ(k.result, "revenge");
    auto f = calcLeaderLoss(battle::Background::Feudal, 5, 3, 4);  // 5+3+4-1 = 11
    EXPECT_EQ(f.loss.score, 11);
    EXPECT_EQ(f.result, "rout");
    EXPECT_FALSE(f.report.moraleTests.empty());
    f = calcLeaderLoss(battle::Background::Feudal, 6, 3, 4);  // 12
    EXPECT_EQ(f.result, "revenge");
    // A Battal leader's troops fight on when the unit testing passes.
    f = calcLeaderLoss(battle::Background::Feudal, 6, 3, 4, battle::LeaderLevel::Battal);
    EXPECT_EQ(f.result, "fight-on");
    std::ostringstream csv;
    k.report.row.writeCsv(csv);
    EXPECT_EQ(csv.str(), "score,result\n13,revenge\n");
    EXPECT_THROW(calcLeaderLoss(battle::Background::Feudal, 7, 3, 4), CalcInputError);
}

// GA-LEADER-KILLED-MERC: Mercenaries withdraw, no die. GA-LEADER-KILLED-REG: a unit leader is
// replaced; a Battal leader's loss: die + CV + MV, 10 or more fights on.
TEST(CalculatorsTest, GA_LEADER_KILLED_MERC_And_REG) {
    const auto m = calcLeaderLoss(battle::Background::Mercenary, 4, 3, 4);
    EXPECT_EQ(m.result, "withdraw");
    EXPECT_FALSE(m.tested);
    EXPECT_EQ(calcLeaderLoss(battle::Background::Regular, 4, 3, 4).result, "replaced");
    const auto on =
        calcLeaderLoss(battle::Background::Regular, 3, 3, 4, battle::LeaderLevel::Battal);
    EXPECT_EQ(on.loss.score, 10);
    EXPECT_EQ(on.result, "fight-on");
    EXPECT_EQ(
        calcLeaderLoss(battle::Background::Regular, 2, 3, 4, battle::LeaderLevel::Army).result,
        "withdraw");
}

QuarterCalcResult calcQuarter(int die, int perFigure, int prisoners) {
    QuarterRequest r;
    r.casualtiesPerFigure = perFigure;
    r.prisonerFigures = prisoners;
    r.dice = calcGiven({die});
    return calculateQuarter(calcBook(), r);
}

// GA-QUARTER: granted when the die exceeds the casualties per figure; one escort for every five
// figures prisoner.
TEST(CalculatorsTest, GA_QUARTER_GrantedAboveCasualtiesPerFigureOneEscortPerFive) {
    auto q = calcQuarter(4, 3, 12);
    EXPECT_TRUE(q.granted);
    EXPECT_EQ(q.escorts, 3);
    q = calcQuarter(3, 3, 12);
    EXPECT_FALSE(q.granted);
    EXPECT_EQ(q.escorts, 0);
    EXPECT_EQ(calcQuarter(6, 0, 5).escorts, 1);
    EXPECT_EQ(calcQuarter(6, 0, 6).escorts, 2);
    std::ostringstream csv;
    calcQuarter(4, 3, 12).report.row.writeCsv(csv);
    EXPECT_EQ(csv.str(), "granted,escorts\nyes,3\n");
    EXPECT_THROW(calcQuarter(0, 3, 12), CalcInputError);
    EXPECT_THROW(calcQuarter(4, -1, 12), CalcInputError);
}

TEST(CalculatorsTest, NamesTypedAreReadOrRefused) {
    EXPECT_EQ(backgroundNamed("Knightly", "class"), battle::Background::Knightly);
    EXPECT_THROW(backgroundNamed("elvish", "class"), CalcInputError);
    EXPECT_EQ(diceListed("4,7,9", "dice"), (std::vector<int>{4, 7, 9}));
    EXPECT_THROW(diceListed("4,x", "dice"), CalcInputError);
}

}  // namespace
}  // namespace seneschal::application
