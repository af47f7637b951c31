#include <gtest/gtest.h>

#include "battle/ga/charges.hpp"
#include "battle/ga/field_works.hpp"
#include "battle/ga/orders.hpp"
#include "battle/rulebook_loader.hpp"
#include "tests/battle/rules_test_support.hpp"

namespace seneschal::battle {
namespace {

TEST(GA_SEQ, TheStepsAreNamedAsTheSeedNamesThem) {
    EXPECT_STREQ(toString(MoveStep::CloseCombat), "close combat, its morale tests and breaks");
}

TEST(GA_CHARGE, OnlyAVisibleEnemyWithinChargeReach) {
    const UnitState knights = unitOf("knights");
    EXPECT_EQ(mayDeclareCharge(book(), knights, 300, true), ChargeDeclaration::Allowed);
    EXPECT_EQ(mayDeclareCharge(book(), knights, 301, true), ChargeDeclaration::OutOfReach);
    EXPECT_EQ(mayDeclareCharge(book(), knights, 100, false), ChargeDeclaration::NotVisible);
}

TEST(GA_CHARGE, AFailedChargeStillMovesItsFullReach) {
    const UnitState knights = unitOf("knights");
    ChargeMove m = resolveChargeMove(book(), knights, 180);
    EXPECT_TRUE(m.contact);
    EXPECT_TRUE(m.reachedInNormalMove);
    m = resolveChargeMove(book(), knights, 260);
    EXPECT_TRUE(m.contact);
    EXPECT_FALSE(m.reachedInNormalMove);
    m = resolveChargeMove(book(), knights, 420);
    EXPECT_FALSE(m.contact);
    EXPECT_EQ(m.distance, 300);
}

TEST(GA_CHARGE_REACT, ChargedTroopsStandEvadeOrCounterCharge) {
    const UnitState horse = unitOf("light-horse");
    RuleOptions o;
    EXPECT_TRUE(mayCounterCharge(book(), o, horse, 1));
    const Evade e = evade(book(), horse, unitOf("knights"), 50);
    EXPECT_FALSE(e.caught);
    EXPECT_NE(static_cast<int>(ChargeReaction::Stand), static_cast<int>(ChargeReaction::Evade));
}

TEST(GA_OPT_REACT, ReactionTimeByBackgroundAndClassOnlyWithTheOption) {
    RuleOptions on;
    on.reaction = true;
    EXPECT_EQ(reactionQuarters(book(), {}, unitOf("peasant-levy", TroopClass::D)), 0);
    EXPECT_EQ(reactionQuarters(book(), on, unitOf("peasant-levy", TroopClass::D)), 4);
    EXPECT_EQ(reactionQuarters(book(), on, unitOf("knights", TroopClass::A)), 1);
}

TEST(GA_COUNTER, TroopsContactedBeforeTheirReactionTimeIsOverMayNotCounterCharge) {
    RuleOptions on;
    on.reaction = true;
    const UnitState levy = unitOf("spearmen", TroopClass::C);  // 3 quarters
    EXPECT_FALSE(mayCounterCharge(book(), on, levy, 3));
    EXPECT_TRUE(mayCounterCharge(book(), on, levy, 4));
}

TEST(GA_EVADE, EvadersOutrunOrAreCaughtWithBacksTurned) {
    const Evade slow = evade(book(), unitOf("spearmen"), unitOf("knights"), 150);
    EXPECT_EQ(slow.distance, 100);
    EXPECT_TRUE(slow.caught);
    EXPECT_TRUE(slow.facingAway);
    EXPECT_FALSE(evade(book(), unitOf("light-horse"), unitOf("knights"), 50).caught);
}

TEST(GA_ORD_WRITE, OneMinutePerHundredPoints) {
    EXPECT_EQ(orderWritingMinutes(book(), 1500), 15);
    EXPECT_EQ(orderWritingMinutes(book(), 1510), 16);
    EXPECT_EQ(orderChangeMinutesPerMove(book()), 2);
}

TEST(GA_ORD_CHANGE, WriteRideReadReactAndDirectOrdersForProfessionalArmies) {
    OrderDelay d = orderDelay(book(), 700, false);  // 700 mm at 300 mm a move: 3 moves
    EXPECT_EQ(d.write, 1);
    EXPECT_EQ(d.ride, 3);
    EXPECT_EQ(d.read, 1);
    EXPECT_EQ(d.react, 1);
    EXPECT_EQ(d.total(), 6);
    EXPECT_EQ(orderDelay(book(), 700, true).total(), 5);
}

TEST(GA_SIGNALS, BattalLeadersAndClassAOrBTroops) {
    EXPECT_TRUE(maySignal(unitOf("pikemen", TroopClass::B), false));
    EXPECT_FALSE(maySignal(unitOf("pikemen", TroopClass::C), false));
    EXPECT_TRUE(maySignal(unitOf("pikemen", TroopClass::D), true));
}

TEST(GA_ORD_LIMITS, OnlyPositionsSeenOrKnownFromMaps) {
    EXPECT_TRUE(mayOrderTo(false, true));
    EXPECT_FALSE(mayOrderTo(false, false));
}

TEST(GA_ORD_LOSS, RoutDisobedienceOrInapplicableOrdersAreLost) {
    EXPECT_TRUE(losesOrders(true, false, false));
    EXPECT_TRUE(losesOrders(false, true, false));
    EXPECT_TRUE(losesOrders(false, false, true));
    EXPECT_FALSE(losesOrders(false, false, false));
}

TEST(GA_VIS, RecognitionDistancesAndWoods) {
    EXPECT_EQ(visibility(book(), 1600, Cover::Clear, false, false), Sight::Seen);
    EXPECT_EQ(visibility(book(), 1500, Cover::Clear, false, false), Sight::KnownAsArm);
    EXPECT_EQ(visibility(book(), 800, Cover::Clear, false, false), Sight::KnownAsFriendOrFoe);
    EXPECT_EQ(visibility(book(), 251, Cover::OpenWoods, false, false), Sight::Hidden);
    EXPECT_EQ(visibility(book(), 250, Cover::OpenWoods, false, false), Sight::KnownAsFriendOrFoe);
    EXPECT_EQ(visibility(book(), 151, Cover::ThickWoodsOrVillage, false, false), Sight::Hidden);
    EXPECT_EQ(visibility(book(), 101, Cover::OpenWoods, true, false), Sight::Hidden);
    EXPECT_EQ(visibility(book(), 200, Cover::OpenWoods, true, true), Sight::KnownAsFriendOrFoe);
}

TEST(GA_OPT_CONFUSION, OneDieForASlowBattalStarredResultsOnlyForTheirCharacters) {
    RuleOptions on;
    on.confusion = true;
    on.leaderCharacter = true;
    LeaderState steady;
    ScriptedDice none;
    EXPECT_FALSE(confusion(book(), on, steady, Background::Feudal, true, none).rolled);
    ScriptedDice one{1};
    EXPECT_EQ(confusion(book(), on, steady, Background::Feudal, false, one).result,
              ConfusionResult::Halt);
    ScriptedDice three{3};
    EXPECT_EQ(confusion(book(), on, steady, Background::Feudal, false, three).result,
              ConfusionResult::NoEffect);
    LeaderState cautious{4, 2, Character::Cautious};
    ScriptedDice threeAgain{3};
    EXPECT_EQ(confusion(book(), on, cautious, Background::Feudal, false, threeAgain).result,
              ConfusionResult::NoMove);
    LeaderState rash{4, 2, Character::Rash};
    ScriptedDice five{5};
    EXPECT_EQ(confusion(book(), on, rash, Background::Feudal, false, five).result,
              ConfusionResult::FullMove);
    ScriptedDice six{6};
    EXPECT_FALSE(
        confusion(book(), {}, steady, Background::Feudal, false, six).rolled);  // option off
}

TEST(GA_SETUP_HIST, ADieEachForSidesTiesThrownAgain) {
    ScriptedDice dice{3, 3, 2, 5};
    EXPECT_EQ(throwForSides(dice), 1);
    EXPECT_EQ(dice.remaining(), 0u);
}

TEST(GA_SETUP_CAMP, CampaignFactorsOnlyInCampaignBattlesWithTheOption) {
    RuleOptions on;
    on.campaignFactors = true;
    EXPECT_TRUE(campaignFactorsApply(true, on));
    EXPECT_FALSE(campaignFactorsApply(false, on));
    EXPECT_FALSE(campaignFactorsApply(true, {}));
}

TEST(GA_ROLE, MissileSkirmishAndShockTroops) {
    EXPECT_EQ(roleOf(book().troopType("longbowmen")), Role::Missile);
    EXPECT_EQ(roleOf(book().troopType("javelinmen")), Role::Skirmish);
    EXPECT_EQ(roleOf(book().troopType("knights")), Role::Shock);
    EXPECT_EQ(roleOf(book().troopType("billmen")), Role::Line);
}

TEST(GA_WEAP, MixedWeaponCategoriesAreWeaponsOfTheirOwn) {
    EXPECT_TRUE(book().weapon("mixed-heavy").mixedCategory);
    EXPECT_TRUE(book().weapon("mixed-light").mixedCategory);
    EXPECT_FALSE(book().weapon("pike").mixedCategory);
    const auto& row = book().tables().impact[book().weapon("mixed-heavy").index];
    EXPECT_TRUE(row.present);
}

TEST(GA_OPT_CALTROPS, MountedTroopsCrossingSufferFactorEightFootNothing) {
    RuleOptions on;
    on.caltrops = true;
    ScriptedDice none;
    const CasualtyResult r =
        crossFieldDefence(book(), on, FieldDefence::Caltrops, unitOf("knights"), 10, none);
    EXPECT_EQ(r.men, casualtyMen(book().tables().casualties, 8, 10));
    EXPECT_EQ(
        crossFieldDefence(book(), on, FieldDefence::Caltrops, unitOf("spearmen"), 10, none).men, 0);
    EXPECT_EQ(
        crossFieldDefence(book(), {}, FieldDefence::Caltrops, unitOf("knights"), 10, none).men, 0);
    EXPECT_DOUBLE_EQ(deployMoves(book(), FieldDefence::Caltrops, TroopClass::B), 0.5);
    EXPECT_DOUBLE_EQ(deployMoves(book(), FieldDefence::Caltrops, TroopClass::D), 1.0);
}

TEST(GA_OPT_STAKES, FactorTenAgainstHorseAndCoverInCloseCombat) {
    RuleOptions on;
    on.stakes = true;
    ScriptedDice none;
    EXPECT_EQ(crossFieldDefence(book(), on, FieldDefence::Stakes, unitOf("knights"), 10, none).men,
              casualtyMen(book().tables().casualties, 10, 10));
    EXPECT_TRUE(coverInMelee(book(), on, FieldDefence::Stakes));
    EXPECT_FALSE(coverInMelee(book(), on, FieldDefence::Caltrops));
    EXPECT_DOUBLE_EQ(deployMoves(book(), FieldDefence::Stakes, TroopClass::D), 2.0);
}

TEST(GA_OPT_POTTES, FactorTenAgainstHorseFourAgainstFoot) {
    RuleOptions on;
    on.pottes = true;
    ScriptedDice none;
    EXPECT_EQ(crossFieldDefence(book(), on, FieldDefence::Pottes, unitOf("knights"), 10, none).men,
              casualtyMen(book().tables().casualties, 10, 10));
    EXPECT_EQ(crossFieldDefence(book(), on, FieldDefence::Pottes, unitOf("spearmen"), 10, none).men,
              casualtyMen(book().tables().casualties, 4, 10));
}

TEST(GA_OPT_MANTLET, CoverFromMissilesOnceErectedAQuarterMove) {
    RuleOptions on;
    on.mantlets = true;
    EXPECT_FALSE(mantletCoversFromShooting(on, 0.2, book()));
    EXPECT_TRUE(mantletCoversFromShooting(on, 0.25, book()));
    EXPECT_FALSE(mantletCoversFromShooting({}, 1.0, book()));
}

TEST(GA_OPT_ELEPHANT, TwentyHitsRemoveTheModelWhichIsAnHcOrHcbTarget) {
    EXPECT_FALSE(hitElephant(book(), 15, 4).removed);
    EXPECT_TRUE(hitElephant(book(), 15, 5).removed);
    EXPECT_EQ(elephantTarget(book(), false), Protection::H);
    EXPECT_EQ(elephantTarget(book(), true), Protection::Hb);
    RuleOptions on;
    on.elephants = true;
    EXPECT_TRUE(withinElephantFear(book(), on, 200, false));
    EXPECT_FALSE(withinElephantFear(book(), on, 200, true));  // Indians
    EXPECT_FALSE(withinElephantFear(book(), on, 201, false));
}

TEST(GA_OPT_CAMEL, NonArabCavalryChargingCamelryCountMinusTwo) {
    RuleOptions on;
    on.camels = true;
    EXPECT_EQ(camelChargeFactor(book(), on, false), -2);
    EXPECT_EQ(camelChargeFactor(book(), on, true), 0);
    EXPECT_EQ(camelChargeFactor(book(), {}, false), 0);
}

TEST(GA_OPT_CAMPAIGN, OptionIdsFromScenariosSwitchRulesOn) {
    RuleOptions o;
    EXPECT_TRUE(setOption(o, "campaign-factors"));
    EXPECT_TRUE(o.campaignFactors);
    EXPECT_TRUE(setOption(o, "casualties-as-dice"));
    EXPECT_EQ(o.casualtyReading, CasualtyReading::Dice);
    EXPECT_FALSE(setOption(o, "gunpowder"));
}

}  // namespace
}  // namespace seneschal::battle
