// Each Post(card) mechanic with scripted dice: what the seed says happens, happens.
#include "battle/quick/postcard_battle.hpp"

#include <gtest/gtest.h>

#include <algorithm>

#include "postcard_feudal_forces.hpp"
#include "tests/battle/rules_test_support.hpp"

namespace seneschal::battle::quick {
namespace {

using namespace testforces;

BattleSetup oneOnOne(const std::string& redType, TroopClass redClass, BattalOrders redOrders,
                     const std::string& blueType, BattalOrders blueOrders, int redMen = 150,
                     const std::string& redLeader = {}) {
    return battle({battal("r", redOrders, {unit("red-unit", redType, redClass, redMen)})},
                  {battal("b", blueOrders, {unit("blue-unit", blueType, TroopClass::C, 150)})},
                  redLeader);
}

// Puts two stands front to front in one file, `pos` lengths out from each start line.
void inContact(PcBattle& b, int red, int blue) {
    PcStand& r = b.stands()[static_cast<std::size_t>(red)];
    PcStand& u = b.stands()[static_cast<std::size_t>(blue)];
    r.pos = 4;
    u.pos = 4;
    u.file = r.file;
    r.contact = u.id;
    u.contact = r.id;
}

bool logHas(const PcBattle& b, const std::string& text) {
    const auto& lines = b.log().lines();
    return std::any_of(lines.begin(), lines.end(),
                       [&](const std::string& l) { return l.find(text) != std::string::npos; });
}

double redMovesOnCommandRoll(const std::string& type, TroopClass c, int roll) {
    const BattleSetup setup =
        oneOnOne(type, c, BattalOrders::Attack, "spearmen", BattalOrders::Hold);
    ScriptedDice dice{roll};
    PcBattle b(setup, postcardRules(), dice);
    b.setTurn(1);
    b.playerTurn(0);
    EXPECT_EQ(dice.remaining(), 0u);
    return b.stands()[0].pos;
}

TEST(PC_CMD, ARollOfTwoOutOfCommandMeansNoMove) {
    EXPECT_DOUBLE_EQ(redMovesOnCommandRoll("spearmen", TroopClass::C, 2), 0);
}

TEST(PC_CMD, FiveOrSixObeysThreeOrFourHalfMove) {
    EXPECT_DOUBLE_EQ(redMovesOnCommandRoll("spearmen", TroopClass::C, 5), 2);
    EXPECT_DOUBLE_EQ(redMovesOnCommandRoll("spearmen", TroopClass::C, 6), 2);
    EXPECT_DOUBLE_EQ(redMovesOnCommandRoll("spearmen", TroopClass::C, 3), 1);
    EXPECT_DOUBLE_EQ(redMovesOnCommandRoll("spearmen", TroopClass::C, 4), 1);
}

TEST(PC_CMD, LevyRollMinusOneEliteVeteranPlusOne) {
    EXPECT_DOUBLE_EQ(redMovesOnCommandRoll("peasant-levy", TroopClass::D, 5), 1);  // 4: half
    EXPECT_DOUBLE_EQ(redMovesOnCommandRoll("peasant-levy", TroopClass::D, 3), 0);  // 2: none
    EXPECT_DOUBLE_EQ(redMovesOnCommandRoll("spearmen", TroopClass::A, 4), 2);      // 5: obeys
    EXPECT_DOUBLE_EQ(redMovesOnCommandRoll("spearmen", TroopClass::B, 2), 1);      // 3: half
}

TEST(PC_CMD, AGroupWithinSixLengthsOfItsCommanderNeedsNoRoll) {
    const BattleSetup setup = oneOnOne("spearmen", TroopClass::C, BattalOrders::Attack, "spearmen",
                                       BattalOrders::Hold, 150, "red-lord");
    ScriptedDice dice{};  // any roll would fail the test
    PcBattle b(setup, postcardRules(), dice);
    b.setTurn(1);
    b.playerTurn(0);
    EXPECT_DOUBLE_EQ(b.stands()[0].pos, 2);
}

TEST(PC_CMD, AGroupFurtherThanSixLengthsRolls) {
    BattleSetup setup = battle(
        {battal("r1", BattalOrders::Attack, {unit("red-foot", "spearmen", TroopClass::C, 150)}),
         battal("r2", BattalOrders::Hold, {unit("red-guard", "spearmen", TroopClass::C, 150)},
                "red-lord")},
        {battal("b", BattalOrders::Hold, {unit("blue-unit", "spearmen", TroopClass::C, 150)})});
    ScriptedDice dice{1};
    PcBattle b(setup, postcardRules(), dice);
    b.stands()[1].pos = -6.5;  // the lord's stand, hypot(0.8, 6.5) > 6 lengths away
    b.setTurn(1);
    b.playerTurn(0);
    EXPECT_EQ(dice.remaining(), 0u);
    EXPECT_DOUBLE_EQ(b.stands()[0].pos, 0);
    EXPECT_TRUE(logHas(b, "out of command: rolls 1, no move"));
}

TEST(PC_GROUP, AUnitsStandsFormOneGroupThatRollsOnce) {
    const BattleSetup setup = oneOnOne("spearmen", TroopClass::C, BattalOrders::Attack, "spearmen",
                                       BattalOrders::Hold, 450);
    ScriptedDice dice{5};  // one roll for the three stands
    PcBattle b(setup, postcardRules(), dice);
    ASSERT_EQ(b.units()[0].stands.size(), 3u);
    b.setTurn(1);
    b.playerTurn(0);
    for (int i = 0; i < 3; ++i) EXPECT_DOUBLE_EQ(b.stands()[static_cast<std::size_t>(i)].pos, 2);
}

TEST(PC_LENGTH, StandsStartStartGapLengthsApartAndMoveInLengths) {
    const BattleSetup setup =
        oneOnOne("knights", TroopClass::C, BattalOrders::Attack, "spearmen", BattalOrders::Hold);
    ScriptedDice dice{6};
    PcBattle b(setup, postcardRules(), dice);
    EXPECT_DOUBLE_EQ(b.gap(b.stands()[0], b.stands()[1]), postcardRules().startGap);
    b.setTurn(1);
    b.playerTurn(0);
    EXPECT_DOUBLE_EQ(b.gap(b.stands()[0], b.stands()[1]),
                     postcardRules().startGap - 3);  // heavy cavalry: 3
}

TEST(PC_MOVE, AStandWithNoEnemyInItsFileMovesSidewaysTowardsTheNearest) {
    BattleSetup setup = battle(
        {battal("r", BattalOrders::Attack, {unit("red-foot", "spearmen", TroopClass::C, 150)})},
        {battal("b", BattalOrders::Hold, {unit("blue-foot", "spearmen", TroopClass::C, 300)})});
    ScriptedDice dice{5};
    PcBattle b(setup, postcardRules(), dice);
    ASSERT_EQ(b.stands()[0].file, 0);
    b.stands()[2].removed = true;  // the blue stand facing it (files -1 and 0)
    b.setTurn(1);
    b.playerTurn(0);
    EXPECT_EQ(b.stands()[0].file, -1);
    EXPECT_TRUE(logHas(b, "moves sideways"));
}

TEST(PC_MOVE, HalfMoveMayNotChargeUnlessShockTroops) {
    // Spearmen 1.5 lengths away on a half move (1 length): no charge, they halt short.
    BattleSetup setup =
        oneOnOne("spearmen", TroopClass::C, BattalOrders::Attack, "spearmen", BattalOrders::Hold);
    ScriptedDice dice{3};
    PcBattle b(setup, postcardRules(), dice);
    b.stands()[0].pos = 3.5;
    b.stands()[1].pos = 3.5;  // gap 1
    b.setTurn(1);
    b.playerTurn(0);
    EXPECT_LT(b.stands()[0].contact, 0);
    // Knights (shock troops) on a half move (1.5 lengths) charge an enemy 1 length away.
    BattleSetup knights =
        oneOnOne("knights", TroopClass::C, BattalOrders::Attack, "spearmen", BattalOrders::Hold);
    ScriptedDice kdice{3, 1, 1, 1, 1, 1};  // command 3, then 3 + 2 melee dice
    PcBattle k(knights, postcardRules(), kdice);
    k.stands()[0].pos = 3.5;
    k.stands()[1].pos = 3.5;
    k.setTurn(1);
    k.playerTurn(0);
    EXPECT_EQ(k.stands()[0].contact, 1);
    EXPECT_TRUE(logHas(k, "charges"));
}

TEST(PC_SHOOT, ArchersShootTwoDiceAtFourLengthsFivesAndSixesHit) {
    const BattleSetup setup =
        oneOnOne("longbowmen", TroopClass::C, BattalOrders::Hold, "billmen", BattalOrders::Hold);
    ScriptedDice dice{5, 4};
    PcBattle b(setup, postcardRules(), dice);
    b.stands()[0].pos = 2;
    b.stands()[1].pos = 2;  // 4 lengths
    b.setTurn(1);
    b.playerTurn(0);
    EXPECT_EQ(b.stands()[1].hits, 1);
    EXPECT_EQ(dice.remaining(), 0u);
}

TEST(PC_SHOOT, NoShotBeyondRange) {
    const BattleSetup setup =
        oneOnOne("longbowmen", TroopClass::C, BattalOrders::Hold, "billmen", BattalOrders::Hold);
    ScriptedDice dice{};
    PcBattle b(setup, postcardRules(), dice);
    b.stands()[0].pos = 2;
    b.stands()[1].pos = 1.5;  // 4.5 lengths
    b.setTurn(1);
    b.playerTurn(0);
    EXPECT_EQ(b.stands()[1].hits, 0);
}

TEST(PC_SHOOT, MinusOnePerDieAgainstHeavy) {
    const BattleSetup setup = oneOnOne("longbowmen", TroopClass::C, BattalOrders::Hold,
                                       "dismounted-men-at-arms", BattalOrders::Hold);
    ScriptedDice dice{5, 6};
    PcBattle b(setup, postcardRules(), dice);
    b.stands()[0].pos = 2;
    b.stands()[1].pos = 2;
    b.setTurn(1);
    b.playerTurn(0);
    EXPECT_EQ(b.stands()[1].hits, 1);  // the 5 counts as 4
}

TEST(PC_SHOOT, TheOwnerPutsHitsOnTheFreshestStandOfTheGroup) {
    BattleSetup setup = battle(
        {battal("r", BattalOrders::Hold, {unit("red-bows", "longbowmen", TroopClass::C, 150)})},
        {battal("b", BattalOrders::Hold, {unit("blue-foot", "billmen", TroopClass::C, 300)})});
    ScriptedDice dice{5, 6};
    PcBattle b(setup, postcardRules(), dice);
    b.stands()[0].pos = 2;
    b.stands()[1].pos = 2;
    b.stands()[2].pos = 2;
    b.stands()[2].hits = 1;  // blue #2 faces the archers and is already hit
    b.setTurn(1);
    b.playerTurn(0);
    EXPECT_EQ(b.stands()[1].hits, 1);
    EXPECT_EQ(b.stands()[2].hits, 2);
}

TEST(PC_MELEE, TwoDicePerStandFivesAndSixesHitTheStandInContact) {
    const BattleSetup setup =
        oneOnOne("billmen", TroopClass::C, BattalOrders::Hold, "billmen", BattalOrders::Hold);
    ScriptedDice dice{5, 2, 6, 6};
    PcBattle b(setup, postcardRules(), dice);
    inContact(b, 0, 1);
    b.setTurn(1);
    b.playerTurn(0);
    EXPECT_EQ(b.stands()[1].hits, 1);
    EXPECT_EQ(b.stands()[0].hits, 2);
}

TEST(PC_MELEE, AnOverlappingFriendAddsADie) {
    BattleSetup setup = battle(
        {battal("r1", BattalOrders::Hold, {unit("red-left", "billmen", TroopClass::C, 150)}),
         battal("r2", BattalOrders::Hold, {unit("red-fighter", "billmen", TroopClass::C, 150)})},
        {battal("b", BattalOrders::Hold, {unit("blue-foot", "billmen", TroopClass::C, 150)})});
    ScriptedDice dice{1, 1, 5, 1, 1};
    PcBattle b(setup, postcardRules(), dice);
    inContact(b, 1, 2);
    b.stands()[0].pos = 4;  // level beside the fighter
    b.setTurn(1);
    b.playerTurn(0);
    EXPECT_EQ(b.stands()[2].hits, 1);
    EXPECT_EQ(dice.remaining(), 0u);
    EXPECT_TRUE(logHas(b, "3 dice (1 overlap)"));
}

TEST(PC_MELEE, MinusOneVsSpearmenAttackedFromTheFrontPlusOneVsLight) {
    const PostcardRules& r = postcardRules();
    const PcTraits spears = classifyForPostcard(unit("s", "spearmen", TroopClass::C, 150), r);
    const PcTraits light = classifyForPostcard(unit("l", "welsh-spearmen", TroopClass::C, 150), r);
    const PcTraits skirm = classifyForPostcard(unit("j", "javelinmen", TroopClass::C, 150), r);
    const PcTraits knights = classifyForPostcard(unit("k", "knights", TroopClass::C, 150), r);
    EXPECT_EQ(meleeModifier(spears, false, true, r), -1);
    EXPECT_EQ(meleeModifier(spears, false, false, r), 0);  // the spearmen charged
    EXPECT_EQ(meleeModifier(knights, true, true, r), -1);  // heavy and in cover: -1 once
    EXPECT_EQ(meleeModifier(skirm, false, true, r), 1);
    EXPECT_EQ(meleeModifier(light, false, true, r), 0);  // light +1, spearmen -1
    PcMeleeDice woods;
    woods.woodsOrObstacle = true;
    EXPECT_EQ(meleeDice(spears, woods, r), 1);
    EXPECT_EQ(meleeDice(skirm, woods, r), 2);
}

TEST(PC_MELEE, ACommanderInContactRollsAnExtraDieAndOneThenOneKillsHim) {
    BattleSetup setup = battle(
        {battal("r", BattalOrders::Hold, {unit("red-foot", "billmen", TroopClass::C, 150)})},
        {battal("b", BattalOrders::Hold, {unit("blue-foot", "billmen", TroopClass::C, 150)})},
        "red-lord");
    ScriptedDice dice{6, 1, 1, 1, 2, 2};  // 2 dice, commander's die 1, again 1, blue 2 dice
    PcBattle b(setup, postcardRules(), dice);
    inContact(b, 0, 1);
    b.setTurn(1);
    b.playerTurn(0);
    EXPECT_EQ(b.commanders()[0].fate, LeaderFate::Killed);
    EXPECT_EQ(b.stands()[1].hits, 1);
    EXPECT_EQ(dice.remaining(), 0u);
}

TEST(PC_MELEE, OneThenAnythingElseWoundsHimOutOfActionForATurn) {
    BattleSetup setup = battle(
        {battal("r", BattalOrders::Hold, {unit("red-foot", "billmen", TroopClass::C, 150)})},
        {battal("b", BattalOrders::Hold, {unit("blue-foot", "billmen", TroopClass::C, 150)})},
        "red-lord");
    ScriptedDice dice{2, 2, 1, 4, 2, 2, /* turn 2: no commander die */ 2, 2, 2, 2};
    PcBattle b(setup, postcardRules(), dice);
    inContact(b, 0, 1);
    b.setTurn(1);
    b.playerTurn(0);
    EXPECT_EQ(b.commanders()[0].fate, LeaderFate::Wounded);
    b.setTurn(2);
    b.playerTurn(0);
    EXPECT_EQ(dice.remaining(), 0u);  // out of action in turn 2: no extra die
}

TEST(PC_AFTER, ChargingShockTroopsAddADieTheLoserRecoilsAndIsFollowedUp) {
    const BattleSetup setup =
        oneOnOne("knights", TroopClass::C, BattalOrders::Attack, "billmen", BattalOrders::Hold);
    ScriptedDice dice{5, /* knights 2+1 dice */ 5, 5, 1, /* billmen vs heavy */ 6, 1};
    PcBattle b(setup, postcardRules(), dice);
    b.stands()[0].pos = 3;
    b.stands()[1].pos = 2;  // 3 lengths: within the knights' move
    b.setTurn(1);
    b.playerTurn(0);
    const PcStand& knights = b.stands()[0];
    const PcStand& bills = b.stands()[1];
    EXPECT_EQ(bills.hits, 2);
    EXPECT_EQ(knights.hits, 1);
    EXPECT_DOUBLE_EQ(bills.pos, 1);        // recoiled 1 length
    EXPECT_EQ(knights.contact, bills.id);  // followed up
    EXPECT_TRUE(knights.pursuing);
}

TEST(PC_AFTER, PursuingStandsRollAnExtraDieInTheirNextMelee) {
    const BattleSetup setup =
        oneOnOne("billmen", TroopClass::C, BattalOrders::Hold, "billmen", BattalOrders::Hold);
    ScriptedDice dice{1, 1, 1, 1, 1};
    PcBattle b(setup, postcardRules(), dice);
    inContact(b, 0, 1);
    b.stands()[0].pursuing = true;
    b.setTurn(1);
    b.playerTurn(0);
    EXPECT_EQ(dice.remaining(), 0u);  // 3 + 2 dice
    EXPECT_FALSE(b.stands()[0].pursuing);
}

TEST(PC_AFTER, ABlockedStandDoesNotRecoil) {
    const BattleSetup setup =
        oneOnOne("billmen", TroopClass::C, BattalOrders::Hold, "billmen", BattalOrders::Hold);
    ScriptedDice dice{6, 6, 1, 1};
    PcBattle b(setup, postcardRules(), dice);
    inContact(b, 0, 1);
    PcStand& blue = b.stands()[1];
    blue.pos = -(postcardRules().reserveDepth + postcardRules().rearRoom);  // at the table edge
    b.stands()[0].pos = postcardRules().startGap - blue.pos;
    b.setTurn(1);
    b.playerTurn(0);
    EXPECT_EQ(blue.contact, 0);
    EXPECT_TRUE(logHas(b, "blocked"));
}

TEST(PC_STRENGTH, AStandIsRemovedWhenItsHitsReachItsStrength) {
    const BattleSetup setup =
        oneOnOne("billmen", TroopClass::C, BattalOrders::Hold, "peasant-levy", BattalOrders::Hold);
    ScriptedDice dice{6, 6, 1, 1};
    PcBattle b(setup, postcardRules(), dice);
    inContact(b, 0, 1);
    b.stands()[1].hits = 2;  // class C levy: strength 4
    b.setTurn(1);
    b.playerTurn(0);
    EXPECT_TRUE(b.stands()[1].removed);
    EXPECT_LT(b.stands()[0].contact, 0);
}

TEST(PC_RALLY, TwoHitsOutOfBowShotRallyOnFiveOrSix) {
    for (const auto& [roll, left] : {std::pair{5, 1}, std::pair{6, 1}, std::pair{4, 2}}) {
        const BattleSetup setup =
            oneOnOne("billmen", TroopClass::C, BattalOrders::Attack, "billmen", BattalOrders::Hold);
        ScriptedDice dice{roll};
        PcBattle b(setup, postcardRules(), dice);
        b.stands()[0].hits = 2;
        b.setTurn(1);
        b.playerTurn(0);
        EXPECT_EQ(b.stands()[0].hits, left) << roll;
        EXPECT_DOUBLE_EQ(b.stands()[0].pos, 0) << "rallies instead of moving";
    }
}

TEST(PC_RALLY, NoRallyWithinBowShotOrWithOneHit) {
    const BattleSetup setup =
        oneOnOne("billmen", TroopClass::C, BattalOrders::Hold, "billmen", BattalOrders::Hold);
    ScriptedDice dice{};
    PcBattle b(setup, postcardRules(), dice);
    b.stands()[0].hits = 3;
    b.stands()[0].pos = 2;
    b.stands()[1].pos = 2;  // 4 lengths: within bow shot
    b.setTurn(1);
    b.playerTurn(0);
    EXPECT_EQ(b.stands()[0].hits, 3);
}

TEST(PC_ARMY, AnArmyThatHasLostHalfItsStandsConcedes) {
    const BattleSetup setup =
        oneOnOne("billmen", TroopClass::C, BattalOrders::Hold, "billmen", BattalOrders::Hold, 300);
    ScriptedDice dice{};
    PcBattle b(setup, postcardRules(), dice);
    EXPECT_EQ(b.conceding(), -1);
    b.stands()[0].removed = true;  // one of red's two stands
    EXPECT_EQ(b.conceding(), 0);
    b.stands()[2].removed = true;  // blue's only stand: blue lost the greater share
    EXPECT_EQ(b.conceding(), 1);
}

TEST(PC_INIT, TheHigherDrawGoesFirstAndTiesDrawAgain) {
    ScriptedDice dice{3, 3, 2, 5};
    int first = 0;
    int second = 0;
    EXPECT_EQ(rollOff(dice, first, second), 1);
    EXPECT_EQ(first, 2);
    EXPECT_EQ(second, 5);
}

TEST(PC_SEQ, TheActiveSideMovesBeforeMeleeIsResolved) {
    const BattleSetup setup =
        oneOnOne("knights", TroopClass::C, BattalOrders::Attack, "billmen", BattalOrders::Hold);
    ScriptedDice dice{5, 1, 1, 1, 1, 1};
    PcBattle b(setup, postcardRules(), dice);
    b.stands()[0].pos = 3;
    b.stands()[1].pos = 2;
    b.setTurn(1);
    b.playerTurn(0);
    const auto& lines = b.log().lines();
    const auto charge = std::find_if(lines.begin(), lines.end(), [](const std::string& l) {
        return l.find("charges") != std::string::npos;
    });
    const auto fight = std::find_if(lines.begin(), lines.end(), [](const std::string& l) {
        return l.rfind("[PC-MELEE]", 0) == 0;
    });
    ASSERT_NE(charge, lines.end());
    ASSERT_NE(fight, lines.end());
    EXPECT_LT(charge - lines.begin(), fight - lines.begin());
}

}  // namespace
}  // namespace seneschal::battle::quick
