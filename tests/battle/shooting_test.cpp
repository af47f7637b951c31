#include "battle/ga/shooting.hpp"

#include <gtest/gtest.h>

#include <vector>

#include "battle/rulebook_loader.hpp"
#include "tests/battle/rules_test_support.hpp"

namespace seneschal::battle {
namespace {

TEST(GA_WF_MISSILE, FactorFallsWithArmourAndBarding) {
    const auto& t = book().tables().missile[book().weapon("longbow").index].factor;
    EXPECT_GT(t[idx(Arm::Infantry)][idx(Protection::U)], t[idx(Arm::Infantry)][idx(Protection::F)]);
    EXPECT_GT(t[idx(Arm::Cavalry)][idx(Protection::F)], t[idx(Arm::Cavalry)][idx(Protection::Fb)]);
}

// Longbowmen B (average dice) at hobilars (PC, loose): 13 + class B 1 + random(5) +1 = 15;
// 10 figures at 15 read 45 men: 2 figures removed, 5 men carried (GA-CAS-MEN example 2).
TEST(GA_TF_SHOOT, VolleyReachesTheWorkedExampleFactorAndRemovesTwoFigures) {
    const UnitState bows = twoRankUnit("longbowmen", TroopClass::B, 10);
    const UnitState target = twoRankUnit("hobilars", TroopClass::C, 12);
    ShootingInput in;
    in.figures = 10;
    in.distance = 200;
    ScriptedDice dice{5};
    RollBuffer<8> log;
    const ShootingResult r =
        resolveShooting(book(), CasualtyReading::Men, bows, target, in, dice, &log);
    EXPECT_EQ(r.weaponFactor, 13);
    EXPECT_EQ(r.tactical, 1);
    EXPECT_EQ(r.random, 1);
    EXPECT_EQ(r.finalFactor, 15);
    EXPECT_EQ(r.casualties.figuresRemoved, 2);
    EXPECT_EQ(r.casualties.menCarried, 5);
    ASSERT_EQ(log.size(), 1u);
    EXPECT_STREQ(log[0].rule, "GA-RF-SHOOT");
    EXPECT_EQ(log[0].kind, DieKind::Average);
    UnitState hit = target;
    applyCasualties(hit, r.casualties);
    EXPECT_EQ(hit.figures, 10);
    EXPECT_EQ(hit.menCarried, 5);
}

TEST(GA_TF_SHOOT, CoverOpenOrderMovingAndFlankAreCumulative) {
    const UnitState bows = twoRankUnit("feudal-archers", TroopClass::C, 10);
    const UnitState skirmishers = twoRankUnit("javelinmen", TroopClass::C, 10);  // open order
    ShootingInput in;
    in.figures = 10;
    in.distance = 100;
    in.targetInCover = true;
    in.moved = true;
    in.targetFlankOrRear = true;
    ScriptedDice dice{3};  // ordinary die 3: random 0
    const ShootingResult r =
        resolveShooting(book(), CasualtyReading::Men, bows, skirmishers, in, dice);
    EXPECT_EQ(r.tactical, -3 - 2 - 1 + 2);
}

TEST(GA_RANGES, BeyondEffectiveRangeIsLongRangeBeyondLongNoShooting) {
    const UnitState bows = twoRankUnit("longbowmen", TroopClass::C, 10);
    const UnitState target = twoRankUnit("spearmen", TroopClass::C, 10);
    ShootingInput in;
    in.figures = 10;
    in.distance = 300;
    ScriptedDice dice{3};
    EXPECT_EQ(resolveShooting(book(), CasualtyReading::Men, bows, target, in, dice).tactical, -3);
    ShootingSituation s;
    s.distance = 501;
    EXPECT_EQ(mayShoot(book(), bows, s), ShootVerdict::OutOfRange);
    s.distance = 500;
    EXPECT_EQ(mayShoot(book(), bows, s), ShootVerdict::May);
}

TEST(GA_RF_SHOOT, OrdinaryDieSpreadsWiderThanTheAverageDie) {
    const auto& row = book().tables().shootRandom;
    EXPECT_LT(row[0], row[1]);  // a 1 (ordinary dice only) is worse than any average face
    EXPECT_GT(row[5], row[4]);  // a 6 is better than any average face
}

TEST(GA_SHOOT_ARC, FortyFiveDegreesEitherSideExceptOpenOrderHorse) {
    ShootingSituation s;
    s.distance = 100;
    s.angleOffFront = 45;
    EXPECT_EQ(mayShoot(book(), twoRankUnit("crossbowmen", TroopClass::C, 8), s), ShootVerdict::May);
    s.angleOffFront = -46;
    EXPECT_EQ(mayShoot(book(), twoRankUnit("crossbowmen", TroopClass::C, 8), s),
              ShootVerdict::OutOfArc);
    s.angleOffFront = 170;
    EXPECT_EQ(mayShoot(book(), twoRankUnit("horse-archers", TroopClass::C, 8), s),
              ShootVerdict::May);
}

TEST(GA_SHOOT_ARC, TheTargetsOwnRefusalsAreMayShootsForAShooterFreeToShoot) {
    for (const char* type : {"crossbowmen", "horse-archers", "longbowmen"}) {
        const UnitState shooter = twoRankUnit(type, TroopClass::C, 8);
        const WeaponIndex weapon = *missileWeapon(book(), shooter);
        for (const int angle : {0, 45, -46, 90, 170}) {
            for (const int distance : {50, 300, 5000}) {
                for (const bool contact : {false, true}) {
                    ShootingSituation s;
                    s.angleOffFront = angle;
                    s.distance = distance;
                    s.targetInContactWithFriends = contact;
                    EXPECT_EQ(mayShootAtTarget(book(), shooter, s, weapon),
                              mayShoot(book(), shooter, s))
                        << type << " at " << angle << " degrees, " << distance << " mm";
                }
            }
        }
    }
}

TEST(GA_SHOOT_RANKS, TwoRanksShootUnformedOnlyOne) {
    UnitState bows = twoRankUnit("longbowmen", TroopClass::C, 24);
    bows.ranks = 3;
    EXPECT_EQ(figuresShooting(book(), bows, 8, 8), 16);
    bows.formed = false;
    EXPECT_EQ(figuresShooting(book(), bows, 8, 8), 8);
}

TEST(GA_SHOOT_MOVE, WindlassNoneStirrupQuarterInfantryHalfMountedForwards) {
    ShootingSituation s;
    s.distance = 100;
    s.movedFraction = 0.1;
    EXPECT_EQ(mayShoot(book(), twoRankUnit("pavise-crossbowmen", TroopClass::C, 8), s),
              ShootVerdict::MovedTooFar);
    UnitState stirrup = twoRankUnit("crossbowmen", TroopClass::C, 8);
    stirrup.weapons[0] = book().weapon("stirrup-crossbow").index;
    s.movedFraction = 0.25;
    EXPECT_EQ(mayShoot(book(), stirrup, s), ShootVerdict::May);
    s.movedFraction = 0.3;
    EXPECT_EQ(mayShoot(book(), stirrup, s), ShootVerdict::MovedTooFar);
    s.movedFraction = 0.5;
    EXPECT_EQ(mayShoot(book(), twoRankUnit("longbowmen", TroopClass::C, 8), s), ShootVerdict::May);
    s.movedOnlyForwards = false;
    EXPECT_EQ(mayShoot(book(), twoRankUnit("longbowmen", TroopClass::C, 8), s),
              ShootVerdict::MovedTooFar);
    s.movedFraction = 1.0;
    EXPECT_EQ(mayShoot(book(), twoRankUnit("horse-archers", TroopClass::C, 8), s),
              ShootVerdict::May);
    EXPECT_EQ(mayShoot(book(), twoRankUnit("mounted-crossbowmen", TroopClass::C, 8), s),
              ShootVerdict::MovedTooFar);
}

TEST(GA_SHOOT_NO, ChargeMovesContactAndRoutContactForbidShooting) {
    const UnitState bows = twoRankUnit("longbowmen", TroopClass::C, 8);
    ShootingSituation s;
    s.distance = 100;
    s.chargeMove = true;
    EXPECT_EQ(mayShoot(book(), bows, s), ShootVerdict::ChargeMove);
    s = {};
    s.distance = 100;
    s.targetInContactWithFriends = true;
    EXPECT_EQ(mayShoot(book(), bows, s), ShootVerdict::TargetInContact);
    s = {};
    s.distance = 100;
    s.targetRoutOrPursuitInContact = true;
    EXPECT_EQ(mayShoot(book(), bows, s), ShootVerdict::RoutContact);
    s.shooterIsThePursuer = true;
    EXPECT_EQ(mayShoot(book(), bows, s), ShootVerdict::May);
}

TEST(GA_SHOOT_WHEN, ShootingForHalfTheMoveUsesHalfTheFigures) {
    const UnitState bows = twoRankUnit("longbowmen", TroopClass::B, 20);
    const UnitState target = twoRankUnit("hobilars", TroopClass::C, 12);
    ShootingInput in;
    in.figures = 20;
    in.distance = 200;
    in.timeInRange = 0.5;
    ScriptedDice dice{5};
    EXPECT_EQ(resolveShooting(book(), CasualtyReading::Men, bows, target, in, dice).figures, 10);
}

TEST(GA_TARGET, PrioritiesOneToFourThenNearest) {
    std::vector<TargetCandidate> c(4);
    c[0].distance = 50;  // nearest
    c[1].orderedPriority = true;
    c[1].distance = 300;  // 3
    c[2].shootingAtUsAtEffectiveRange = true;
    c[2].figures = 5;
    c[2].distance = 200;  // 2 if >= half
    c[3].advancingWithinChargeReach = true;
    c[3].distance = 400;  // 1
    EXPECT_EQ(chooseTarget(book(), c, 10), 3);
    c[3].advancingWithinChargeReach = false;
    EXPECT_EQ(chooseTarget(book(), c, 10), 2);
    EXPECT_EQ(chooseTarget(book(), c, 12), 1);  // 5 figures is less than half of 12
    c[1].orderedPriority = false;
    EXPECT_EQ(chooseTarget(book(), c, 12), 0);
    EXPECT_EQ(chooseTarget(book(), {}, 12), -1);
}

// "An enemy of at least half their own strength shooting at them": the half is
// <shooting targetStrengthFraction>, and a game master's edit of it changes the target.
TEST(GA_TARGET, TheStrengthThatMakesAShooterThePriorityIsTheShootingTablesFraction) {
    std::vector<TargetCandidate> c(2);
    c[0].distance = 50;  // nearest
    c[1].shootingAtUsAtEffectiveRange = true;
    c[1].figures = 5;
    c[1].distance = 200;
    EXPECT_DOUBLE_EQ(book().tables().shooting.targetStrengthFraction, 0.5);
    EXPECT_EQ(chooseTarget(book(), c, 12), 0);  // 5 is less than half of 12
    EXPECT_EQ(chooseTarget(book(), c, 10), 1);  // 5 is half of 10
    const Rulebook edited = loadRulebookFromString(
        replacedOnce(shippedRulesText("godsacre.xml"), R"(targetStrengthFraction="0.5")",
                     R"(targetStrengthFraction="0.4")"),
        "edited.xml");
    EXPECT_EQ(chooseTarget(edited, c, 12), 1);  // 5 is at least 0.4 of 12
    EXPECT_EQ(chooseTarget(edited, c, 13), 0);  // but not of 13
}

TEST(GA_EVADE, MissileTroopsThatCannotShootAllRoundMayNotShootWhileEvading) {
    ShootingSituation s;
    s.distance = 100;
    s.evading = true;
    EXPECT_EQ(mayShoot(book(), twoRankUnit("crossbowmen", TroopClass::C, 8), s),
              ShootVerdict::EvadingCannotShootAllRound);
    EXPECT_EQ(mayShoot(book(), twoRankUnit("horse-archers", TroopClass::C, 8), s),
              ShootVerdict::May);
}

TEST(GA_CHARGE, TroopsReachedWithinTheNormalMoveMayNotShoot) {
    ShootingSituation s;
    s.distance = 30;
    s.chargedAndReachedInNormalMove = true;
    EXPECT_EQ(mayShoot(book(), twoRankUnit("longbowmen", TroopClass::C, 8), s),
              ShootVerdict::ReachedByCharge);
}

TEST(GA_BROKEN, BrokenTroopsMayNotShoot) {
    UnitState bows = twoRankUnit("longbowmen", TroopClass::C, 8);
    bows.routed = true;
    ShootingSituation s;
    s.distance = 100;
    EXPECT_EQ(mayShoot(book(), bows, s), ShootVerdict::Broken);
}

}  // namespace
}  // namespace seneschal::battle
