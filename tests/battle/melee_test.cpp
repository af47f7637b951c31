#include "battle/ga/melee.hpp"

#include <gtest/gtest.h>

#include "battle/ga/after_combat.hpp"
#include "battle/rulebook_loader.hpp"
#include "tests/battle/rules_test_support.hpp"

namespace seneschal::battle {
namespace {

TEST(GA_CC_TYPES, ChargesAndFormedLinesAreImpactUnformedOrOpenClashesAreMixed) {
    UnitState knights = twoRankUnit("knights", TroopClass::B, 10);
    UnitState spears = twoRankUnit("spearmen", TroopClass::C, 20);
    EXPECT_EQ(meleeKind(knights, spears, {true, false, {}}), MeleeKind::Impact);
    EXPECT_EQ(meleeKind(knights, spears, {false, false, {}}), MeleeKind::Impact);  // formed line
    EXPECT_EQ(meleeKind(knights, spears, {false, true, {}}), MeleeKind::Mixed);
    UnitState skirmishers = twoRankUnit("javelinmen", TroopClass::C, 8);
    EXPECT_EQ(meleeKind(spears, skirmishers, {true, false, MeleeKind::Mixed}), MeleeKind::Mixed);
    EXPECT_EQ(meleeKind(spears, skirmishers, {true, false, {}}), MeleeKind::Impact);
    spears.formed = false;
    EXPECT_EQ(meleeKind(spears, skirmishers, {true, false, {}}), MeleeKind::Mixed);
}

TEST(GA_CC_WHO_IMPACT, ContactPlusOneOverlapEachSide) {
    const UnitState u = twoRankUnit("spearmen", TroopClass::C, 30);
    EXPECT_EQ(figuresFighting(book(), MeleeKind::Impact, u, {6, 3, 0, 6}), 7);
    EXPECT_EQ(figuresFighting(book(), MeleeKind::Impact, u, {6, 3, 2, 6}), 8);
}

TEST(GA_CC_WHO_MIXED, PlusTheSecondRankUnlessUnformed) {
    UnitState u = twoRankUnit("spearmen", TroopClass::C, 30);
    EXPECT_EQ(figuresFighting(book(), MeleeKind::Mixed, u, {6, 1, 1, 8}), 16);
    u.formed = false;
    EXPECT_EQ(figuresFighting(book(), MeleeKind::Mixed, u, {6, 1, 1, 8}), 8);
}

// The seed's "one overlapping on each side" is <meleeFrontage overlapsEachSide>.
TEST(GA_CC_WHO_IMPACT, TheOverlapsThatFightAreTheFrontageTablesNumber) {
    const UnitState u = twoRankUnit("spearmen", TroopClass::C, 30);
    const Rulebook edited =
        loadRulebookFromString(replacedOnce(shippedRulesText("godsacre.xml"),
                                            R"(overlapsEachSide="1")", R"(overlapsEachSide="2")"),
                               "edited.xml");
    EXPECT_EQ(figuresFighting(book(), MeleeKind::Impact, u, {6, 3, 2, 6}), 8);
    EXPECT_EQ(figuresFighting(edited, MeleeKind::Impact, u, {6, 3, 2, 6}), 10);
    EXPECT_EQ(figuresFighting(edited, MeleeKind::Impact, u, {6, 3, 1, 6}), 9);  // only one there
}

// The ranks that fight, one at impact and two (the second rank) in mixed melee, are
// <meleeFrontage impactRanks> and <meleeFrontage mixedRanks>.
TEST(GA_CC_WHO_MIXED, TheRanksThatFightAreTheFrontageTablesNumbers) {
    const UnitState u = twoRankUnit("spearmen", TroopClass::C, 40);
    const Frontage deep{6, 1, 1, 20};  // 20 figures behind the 8 fighting files
    EXPECT_EQ(figuresFighting(book(), MeleeKind::Mixed, u, deep), 16);
    EXPECT_EQ(figuresFighting(book(), MeleeKind::Impact, u, deep), 8);
    const std::string shipped = shippedRulesText("godsacre.xml");
    const Rulebook threeRanks = loadRulebookFromString(
        replacedOnce(shipped, R"(mixedRanks="2")", R"(mixedRanks="3")"), "edited.xml");
    EXPECT_EQ(figuresFighting(threeRanks, MeleeKind::Mixed, u, deep), 24);
    const Rulebook impactTwo = loadRulebookFromString(
        replacedOnce(shipped, R"(impactRanks="1")", R"(impactRanks="2")"), "edited.xml");
    EXPECT_EQ(figuresFighting(impactTwo, MeleeKind::Impact, u, deep), 16);
}

// GA-UNFORMED: unformed troops "fight ... in one rank only"; melee reads the same
// <unformed fightingRanks> that shooting does.
TEST(GA_UNFORMED, UnformedTroopsFightInTheUnformedTablesRanks) {
    UnitState u = twoRankUnit("spearmen", TroopClass::C, 30);
    u.formed = false;
    const Rulebook edited =
        loadRulebookFromString(replacedOnce(shippedRulesText("godsacre.xml"),
                                            R"(fightingRanks="1")", R"(fightingRanks="2")"),
                               "edited.xml");
    EXPECT_EQ(figuresFighting(book(), MeleeKind::Mixed, u, {6, 1, 1, 8}), 8);
    EXPECT_EQ(figuresFighting(edited, MeleeKind::Mixed, u, {6, 1, 1, 8}), 16);
    // Never more ranks than formed troops of the same kind of melee.
    EXPECT_EQ(figuresFighting(edited, MeleeKind::Impact, u, {6, 1, 1, 8}), 8);
}

TEST(GA_WF_IMPACT, LanceIsTheKnightsWeaponAtImpact) {
    const UnitState knights = twoRankUnit("knights", TroopClass::B, 10);
    const UnitState spears = twoRankUnit("spearmen", TroopClass::C, 20);
    const MeleeWeapon w = meleeWeapon(book(), MeleeKind::Impact, knights, spears);
    EXPECT_EQ(book().weapon(w.weapon).id, "lance");
    EXPECT_EQ(w.factor, 14);  // lance against PI
}

TEST(GA_WF_MIXED, LanceIsAbandonedForHandArmsAndDiscardedSpearsAreGone) {
    UnitState knights = twoRankUnit("knights", TroopClass::B, 10);
    const UnitState spears = twoRankUnit("spearmen", TroopClass::C, 20);
    MeleeWeapon w = meleeWeapon(book(), MeleeKind::Mixed, knights, spears);
    EXPECT_EQ(book().weapon(w.weapon).id, "sword");
    EXPECT_TRUE(w.abandonsLance);
    knights.lanceAbandoned = true;  // cannot be picked up again
    w = meleeWeapon(book(), MeleeKind::Impact, knights, spears);
    EXPECT_EQ(book().weapon(w.weapon).id, "sword");
    UnitState spearmen = twoRankUnit("spearmen", TroopClass::C, 20);
    spearmen.spearDiscarded = true;
    EXPECT_EQ(book().weapon(meleeWeapon(book(), MeleeKind::Impact, spearmen, knights).weapon).id,
              "sword");
}

TEST(GA_WF_MIXED, ALanceOnlyUnitFightsWithHandArmsInMixedMelee) {
    UnitState lancers = twoRankUnit("knights", TroopClass::B, 10);
    lancers.weaponCount = 1;  // the lance alone
    const UnitState spears = twoRankUnit("spearmen", TroopClass::C, 20);
    const MeleeWeapon w = meleeWeapon(book(), MeleeKind::Mixed, lancers, spears);
    EXPECT_EQ(book().weapon(w.weapon).id, "sword");
    EXPECT_TRUE(w.abandonsLance);
}

TEST(GA_TF_MELEE, ChargingKnightsAgainstFootAddChargeMountedAndClass) {
    const UnitState knights = twoRankUnit("knights", TroopClass::B, 10);
    const UnitState spears = twoRankUnit("spearmen", TroopClass::C, 20);
    MeleeAttack a;
    a.figures = 6;
    a.charging = true;
    ScriptedDice dice{3, 4, 4, 4, 4, 4, 4};  // random 0 then casualty dice
    const MeleeBlow b =
        strike(book(), CasualtyReading::Dice, MeleeKind::Impact, knights, spears, a, dice);
    EXPECT_EQ(b.tactical, 2 + 2 + 1);
    EXPECT_EQ(b.finalFactor, 14 + 5);
}

// Formed close-order foot standing to receive horse with spears or pikes to its front sets a
// hedge of points against it: the book's standing-against-horse factor (reconstructed,
// docs/rules/reconstructed.md). Not when it moved or charged, not taken in flank or rear, not
// unformed or in loose order, not with a weapon that is not a spear or pike, not against foot.
TEST(GA_TF_MELEE, FormedSpearsStandingToReceiveHorseSetTheirPointsAgainstIt) {
    const UnitState knights = twoRankUnit("knights", TroopClass::B, 10);
    const UnitState spears = twoRankUnit("spearmen", TroopClass::C, 20);
    const int hedge = book().tables().impactFactors.value[static_cast<std::size_t>(
        MeleeFactor::StandingAgainstHorse)];
    ASSERT_GT(hedge, 0);
    auto tactical = [](const UnitState& unit, const UnitState& enemy, MeleeAttack a,
                       MeleeKind kind = MeleeKind::Impact) {
        a.figures = 6;
        ScriptedDice dice{3, 4, 4, 4, 4, 4, 4, 4, 4, 4};
        return strike(book(), CasualtyReading::Dice, kind, unit, enemy, a, dice).tactical;
    };
    MeleeAttack standing;
    standing.standingToReceive = true;
    const MeleeAttack moving;
    EXPECT_EQ(tactical(spears, knights, standing), tactical(spears, knights, moving) + hedge);
    // Pikes too; a bill is no hedge of points.
    const UnitState pikes = twoRankUnit("pikemen", TroopClass::C, 20);
    EXPECT_EQ(tactical(pikes, knights, standing), tactical(pikes, knights, moving) + hedge);
    const UnitState bills = twoRankUnit("billmen", TroopClass::C, 20);
    EXPECT_EQ(tactical(bills, knights, standing), tactical(bills, knights, moving));
    // Taken in flank, unformed, in loose order, against foot, or once intermingled: nothing.
    MeleeAttack flank = standing;
    flank.attackingFlank = true;
    MeleeAttack flankMoving = moving;
    flankMoving.attackingFlank = true;
    EXPECT_EQ(tactical(spears, knights, flank), tactical(spears, knights, flankMoving));
    UnitState unformed = spears;
    unformed.formed = false;
    EXPECT_EQ(tactical(unformed, knights, standing), tactical(unformed, knights, moving));
    const UnitState welsh = twoRankUnit("welsh-spearmen", TroopClass::C, 20);  // loose order
    EXPECT_EQ(tactical(welsh, knights, standing), tactical(welsh, knights, moving));
    EXPECT_EQ(tactical(spears, spears, standing), tactical(spears, spears, moving));
    EXPECT_EQ(tactical(spears, knights, standing, MeleeKind::Mixed),
              tactical(spears, knights, moving, MeleeKind::Mixed));
}

TEST(GA_RF_MELEE, TheDieIsTheBackgroundsDieAndLogged) {
    const UnitState pikes = twoRankUnit("pikemen", TroopClass::C, 20);
    const UnitState knights = twoRankUnit("knights", TroopClass::B, 10);
    MeleeAttack a;
    a.figures = 8;
    ScriptedDice dice{5};
    RollBuffer<4> log;
    const MeleeBlow b =
        strike(book(), CasualtyReading::Men, MeleeKind::Impact, pikes, knights, a, dice, &log);
    EXPECT_EQ(b.random, 2);
    EXPECT_EQ(log[0].kind, DieKind::Average);
    EXPECT_STREQ(log[0].rule, "GA-RF-MELEE");
}

TEST(GA_OPT_ELEPHANT, TheBeastFightsOnEightAgainstAnyTarget) {
    const UnitState crew = twoRankUnit("men-at-arms", TroopClass::C, 1);
    const UnitState target = twoRankUnit("pikemen", TroopClass::C, 20);
    MeleeAttack a;
    a.figures = 1;
    a.elephant = true;
    ScriptedDice dice{3, 9, 9};
    EXPECT_EQ(strike(book(), CasualtyReading::Dice, MeleeKind::Mixed, crew, target, a, dice)
                  .weapon.factor,
              8);
}

TEST(GA_CC_RESULT, CasualtiesOfAllUnitsAndThePointsTablesDecide) {
    MeleeSide a;
    a.enemyFiguresRemoved = 1 + 2;  // two units' blows
    a.charging = true;
    a.figuresFighting = 12;
    MeleeSide b;
    b.enemyFiguresRemoved = 3;
    b.extraFormedRanks = 5;  // counts up to 3
    b.figuresFighting = 10;
    b.bestLeaderStatus = 4;
    a.bestLeaderStatus = 5;
    const MeleeOutcome o = meleeResult(book(), MeleeKind::Impact, a, b);
    EXPECT_EQ(o.points[0], 3 + 1 + 1);
    EXPECT_EQ(o.points[1], 3 + 3 + 1);
    EXPECT_EQ(o.winner, 1);
    EXPECT_EQ(o.margin, 2);
    const MeleeOutcome mixed = meleeResult(book(), MeleeKind::Mixed, a, b);
    EXPECT_EQ(mixed.points[1], 3 + 1);  // no rank points in mixed melee
    EXPECT_EQ(mixed.winner, -1);
}

TEST(GA_CC_RESULT, CasualtiesOfSeveralUnitsAreTotalledPerSide) {
    const UnitState knights = twoRankUnit("knights", TroopClass::B, 10);
    const UnitState spears = twoRankUnit("spearmen", TroopClass::C, 20);
    MeleeAttack front;
    front.figures = 6;
    front.charging = true;
    MeleeAttack flank;
    flank.figures = 4;
    flank.attackingFlank = true;
    SeededDice dice(17);
    MeleeSide side;
    const MeleeBlow a =
        strike(book(), CasualtyReading::Dice, MeleeKind::Impact, knights, spears, front, dice);
    addToSide(side, front, a);
    const MeleeBlow b =
        strike(book(), CasualtyReading::Dice, MeleeKind::Impact, knights, spears, flank, dice);
    addToSide(side, flank, b);
    EXPECT_EQ(side.enemyFiguresRemoved, a.casualties.figuresRemoved + b.casualties.figuresRemoved);
    EXPECT_EQ(side.figuresFighting, 10);
    EXPECT_TRUE(side.charging);
    EXPECT_TRUE(side.attackingFlank);
    CasualtyResult caltrops;
    caltrops.figuresRemoved = 2;
    addEnemyCasualties(side, caltrops);
    EXPECT_EQ(side.enemyFiguresRemoved,
              a.casualties.figuresRemoved + b.casualties.figuresRemoved + 2);
}

AfterCombat after(MeleeKind kind, Arm w, Arm l, int margin,
                  WinnerPace pace = WinnerPace::Stationary, bool stand = true, int ranks = 0) {
    AfterCombatInput in;
    in.kind = kind;
    in.winnerArm = w;
    in.loserArm = l;
    in.margin = margin;
    in.winnerPace = pace;
    in.winnerElectsToStand = stand;
    in.infantryRanks = ranks;
    return afterCombat(book(), in);
}

TEST(GA_AFTER_IMPACT, InfantryPushBack25PerPointStationaryMayStandMovingFollowsUp) {
    AfterCombat r = after(MeleeKind::Impact, Arm::Infantry, Arm::Infantry, 3);
    EXPECT_EQ(r.loserPushBack, 75);
    EXPECT_FALSE(r.winnerFollowsUp);
    r = after(MeleeKind::Impact, Arm::Infantry, Arm::Infantry, 3, WinnerPace::MovingForward);
    EXPECT_TRUE(r.winnerFollowsUp);
    EXPECT_TRUE(r.mixedMeleeFollows);
    r = after(MeleeKind::Impact, Arm::Infantry, Arm::Infantry, 1, WinnerPace::Stationary, false);
    EXPECT_TRUE(r.winnerFollowsUp);
}

TEST(GA_AFTER_IMPACT, CavalryBeatenByFootFallBackARallyMove) {
    const AfterCombat r = after(MeleeKind::Impact, Arm::Infantry, Arm::Cavalry, 2);
    EXPECT_TRUE(r.loserFallsBackRallyMove);
    EXPECT_EQ(r.loserPushBack, 0);
}

TEST(GA_AFTER_IMPACT, CavalryPenetrateARankPerPointAndBurstThrough) {
    AfterCombat r =
        after(MeleeKind::Impact, Arm::Cavalry, Arm::Infantry, 2, WinnerPace::Gallop, true, 4);
    EXPECT_EQ(r.ranksPenetrated, 2);
    EXPECT_FALSE(r.burstThrough);
    EXPECT_TRUE(r.mixedMeleeFollows);
    EXPECT_TRUE(r.infantryUnformed);
    EXPECT_TRUE(r.cavalryUnformed);
    r = after(MeleeKind::Impact, Arm::Cavalry, Arm::Infantry, 4, WinnerPace::Gallop, true, 4);
    EXPECT_TRUE(r.burstThrough);
    EXPECT_TRUE(r.infantryUnformed);
    EXPECT_FALSE(r.cavalryUnformed);
}

TEST(GA_AFTER_IMPACT, CavalryAtTheGallopMustFollowUpUnfollowedLosersRally) {
    AfterCombat r = after(MeleeKind::Impact, Arm::Cavalry, Arm::Cavalry, 2, WinnerPace::Gallop);
    EXPECT_EQ(r.loserPushBack, 50);
    EXPECT_TRUE(r.winnerFollowsUp);
    EXPECT_FALSE(r.loserFallsBackRallyMove);
    r = after(MeleeKind::Impact, Arm::Cavalry, Arm::Cavalry, 2, WinnerPace::Trot);
    EXPECT_FALSE(r.winnerFollowsUp);
    EXPECT_TRUE(r.loserFallsBackRallyMove);
}

TEST(GA_AFTER_IMPACT, ALoserThatBreaksGoesToBrokenTroops) {
    AfterCombatInput in;
    in.loserBroke = true;
    in.margin = 5;
    const AfterCombat r = afterCombat(book(), in);
    EXPECT_TRUE(r.toBrokenTroops);
    EXPECT_EQ(r.loserPushBack, 0);
}

TEST(GA_AFTER_MIXED, InfantryLosersFallBack25PerPointWinnersMayRetire) {
    const AfterCombat r = after(MeleeKind::Mixed, Arm::Infantry, Arm::Infantry, 2);
    EXPECT_EQ(r.loserPushBack, 50);
    EXPECT_FALSE(r.winnerFollowsUp);
}

TEST(GA_AFTER_MIXED, CavalryBurstThroughHoweverDeepFootWinnersSendHorseBack) {
    AfterCombat r =
        after(MeleeKind::Mixed, Arm::Cavalry, Arm::Infantry, 1, WinnerPace::Stationary, true, 8);
    EXPECT_TRUE(r.burstThrough);
    EXPECT_TRUE(r.cavalryMayRallyBackThroughAnyone);
    r = after(MeleeKind::Mixed, Arm::Infantry, Arm::Cavalry, 1);
    EXPECT_TRUE(r.loserFallsBackRallyMove);
}

TEST(GA_AFTER_MIXED, CavalryLosersFallBackAFullRallyMove) {
    AfterCombatInput in;
    in.kind = MeleeKind::Mixed;
    in.winnerArm = Arm::Cavalry;
    in.loserArm = Arm::Cavalry;
    in.margin = 1;
    in.winnerElectsToFallBack = true;
    const AfterCombat r = afterCombat(book(), in);
    EXPECT_TRUE(r.loserFallsBackRallyMove);
    EXPECT_TRUE(r.winnerFallsBackRallyMove);
}

}  // namespace
}  // namespace seneschal::battle
