// Each Feudal mechanic inside a battle, with scripted average dice.
#include "battle/quick/feudal_battle.hpp"

#include <gtest/gtest.h>

#include <algorithm>

#include "postcard_feudal_forces.hpp"
#include "tests/battle/rules_test_support.hpp"

namespace seneschal::battle::quick {
namespace {

using namespace testforces;

BattleSetup oneOnOne(const std::string& redType, BattalOrders redOrders,
                     const std::string& blueType, BattalOrders blueOrders) {
    return battle({battal("r", redOrders, {unit("red-unit", redType, TroopClass::C, 400)})},
                  {battal("b", blueOrders, {unit("blue-unit", blueType, TroopClass::C, 400)})});
}

bool logHas(const FwBattle& b, const std::string& text) {
    const auto& lines = b.log().lines();
    return std::any_of(lines.begin(), lines.end(),
                       [&](const std::string& l) { return l.find(text) != std::string::npos; });
}

void setGap(FwBattle& b, int red, int blue, double gap) {
    b.units()[static_cast<std::size_t>(red)].pos = 0;
    b.units()[static_cast<std::size_t>(blue)].pos = feudalRules().startGap - gap;
}

TEST(FW_CHARGE, AChargeNeedsTheEnemyCloserThanTheMoveRolled) {
    const BattleSetup setup =
        oneOnOne("knights", BattalOrders::Attack, "spearmen", BattalOrders::Hold);
    ScriptedDice equal{2, 3, 3};  // 8 + 2 = 10: not less than 10
    FwBattle b(setup, feudalRules(), equal);
    setGap(b, 0, 1, 10);
    b.movementPhase(0);
    EXPECT_TRUE(b.contacts().empty());
    EXPECT_DOUBLE_EQ(b.gap(b.units()[0], b.units()[1]), feudalRules().haltShort);
    ScriptedDice more{2, 3, 4};  // 11
    FwBattle c(setup, feudalRules(), more);
    setGap(c, 0, 1, 10);
    c.movementPhase(0);
    ASSERT_EQ(c.contacts().size(), 1u);
    EXPECT_EQ(c.contacts()[0].facing, FwFacing::Front);
    EXPECT_DOUBLE_EQ(c.gap(c.units()[0], c.units()[1]), 0);
}

TEST(FW_PREMEASURE, ArchersMeasureAndStopAtExactlyTwelveInches) {
    const BattleSetup setup =
        oneOnOne("longbowmen", BattalOrders::Attack, "spearmen", BattalOrders::Hold);
    ScriptedDice dice{4};  // 6": only 2 of them needed
    FwBattle b(setup, feudalRules(), dice);
    setGap(b, 0, 1, 14);
    b.movementPhase(0);
    EXPECT_DOUBLE_EQ(b.gap(b.units()[0], b.units()[1]), 12);
}

TEST(FW_SHOOT, ArchersThatMovedMayNotShootThoseThatStoodDo) {
    const BattleSetup setup =
        oneOnOne("longbowmen", BattalOrders::Attack, "spearmen", BattalOrders::Hold);
    ScriptedDice dice{4, /* next turn: no move, shoot */ 3};
    FwBattle b(setup, feudalRules(), dice);
    setGap(b, 0, 1, 14);
    b.setTurn(1);
    b.movementPhase(0);
    b.shootingPhase(0);
    EXPECT_EQ(b.units()[1].hits, 0);
    b.setTurn(2);
    b.movementPhase(0);
    b.shootingPhase(0);
    EXPECT_EQ(b.units()[1].hits, 3);
    EXPECT_EQ(dice.remaining(), 0u);
}

TEST(FW_SHOOT, CrossbowsThatTurnedMayNotShootBowsMay) {
    for (const auto& [type, hits] :
         {std::pair<std::string, int>{"crossbowmen", 0}, {"longbowmen", 3}}) {
        const BattleSetup setup =
            oneOnOne(type, BattalOrders::Hold, "spearmen", BattalOrders::Hold);
        ScriptedDice dice{3};
        FwBattle b(setup, feudalRules(), dice);
        setGap(b, 0, 1, 10);
        b.units()[0].turned = true;
        b.shootingPhase(0);
        EXPECT_EQ(b.units()[1].hits, hits) << type;
    }
}

TEST(FW_SHOOT, NothingBeyondTwelveInches) {
    const BattleSetup setup =
        oneOnOne("longbowmen", BattalOrders::Hold, "spearmen", BattalOrders::Hold);
    ScriptedDice dice{};
    FwBattle b(setup, feudalRules(), dice);
    setGap(b, 0, 1, 12.5);
    b.shootingPhase(0);
    EXPECT_EQ(b.units()[1].hits, 0);
}

TEST(FW_LOS, AFriendInFrontBlocksTheArchersSight) {
    BattleSetup setup = battle(
        {battal("r1", BattalOrders::Hold, {unit("red-foot", "spearmen", TroopClass::C, 400)}),
         battal("r2", BattalOrders::Hold, {unit("red-bows", "longbowmen", TroopClass::C, 400)})},
        {battal("b", BattalOrders::Hold, {unit("blue-foot", "spearmen", TroopClass::C, 400)})});
    ScriptedDice dice{3};
    FwBattle b(setup, feudalRules(), dice);
    FwUnit& foot = b.units()[0];
    FwUnit& bows = b.units()[1];
    FwUnit& blue = b.units()[2];
    foot.file = bows.file = blue.file = 0;
    bows.pos = -4;
    blue.pos = 17;  // 11" from the bows, 7" from the foot in front of them
    b.shootingPhase(0);
    EXPECT_EQ(blue.hits, 0);
    foot.file = 3;  // out of the way
    b.shootingPhase(0);
    EXPECT_EQ(blue.hits, 3);
}

TEST(FW_MELEE, OneSidedOnlyThePlayerWhoseTurnItIsInflictsHits) {
    const BattleSetup setup =
        oneOnOne("spearmen", BattalOrders::Hold, "spearmen", BattalOrders::Hold);
    ScriptedDice dice{4, 3};
    FwBattle b(setup, feudalRules(), dice);
    setGap(b, 0, 1, 0);
    b.contacts().push_back({0, 1, FwFacing::Front, 0});
    b.meleePhase(0);
    EXPECT_EQ(b.units()[1].hits, 4);
    EXPECT_EQ(b.units()[0].hits, 0);
    b.meleePhase(1);
    EXPECT_EQ(b.units()[0].hits, 3);
}

TEST(FW_FACING, AFlankChargeDoublesTheHitsAndTheTargetLaterTurnsToFace) {
    BattleSetup setup = battle(
        {battal("r", BattalOrders::Attack,
                {unit("red-knights", "knights", TroopClass::C, 400),
                 unit("red-foot", "spearmen", TroopClass::C, 400)})},
        {battal("b", BattalOrders::Hold, {unit("blue-foot", "spearmen", TroopClass::C, 400)})});
    ScriptedDice dice{3, 3, 3, /* melee: knights */ 3, /* foot */ 4};
    FwBattle b(setup, feudalRules(), dice);
    FwUnit& knights = b.units()[0];
    FwUnit& blue = b.units()[2];
    ASSERT_EQ(knights.file, -1);
    ASSERT_EQ(blue.file, 0);
    setGap(b, 1, 2, 0);
    b.contacts().push_back({1, 2, FwFacing::Front, 0});
    knights.pos = feudalRules().startGap - blue.pos - 5;  // 5" short of blue's line
    b.movementPhase(0);
    ASSERT_EQ(b.contacts().size(), 2u);
    EXPECT_EQ(b.contacts()[1].facing, FwFacing::Flank);
    b.meleePhase(0);
    EXPECT_EQ(blue.hits, (3 + 2) * 2 + 4);
    // Once its front is free, blue faces the knights in its own movement phase.
    b.units()[1].removed = true;
    b.contacts().erase(b.contacts().begin());
    b.movementPhase(1);
    EXPECT_EQ(b.contacts()[0].facing, FwFacing::Front);
    EXPECT_TRUE(logHas(b, "turns to face"));
}

TEST(FW_CHARGE, OnlyOneAttackerPerFacing) {
    BattleSetup setup = battle(
        {battal("r", BattalOrders::Attack,
                {unit("red-foot", "spearmen", TroopClass::C, 400),
                 unit("red-second", "spearmen", TroopClass::C, 400)})},
        {battal("b", BattalOrders::Hold, {unit("blue-foot", "spearmen", TroopClass::C, 400)})});
    ScriptedDice dice{5};
    FwBattle b(setup, feudalRules(), dice);
    FwUnit& second = b.units()[1];
    FwUnit& blue = b.units()[2];
    ASSERT_EQ(second.file, blue.file);
    b.units()[0].pos = -10;  // out of the way: its contact with blue's front is what matters
    b.units()[0].file = 5;
    b.contacts().push_back({0, 2, FwFacing::Front, 0});
    setGap(b, 1, 2, 3);
    b.movementPhase(0);
    EXPECT_EQ(b.contacts().size(), 1u);  // blue's front is taken: no second charge into it
}

TEST(FW_INTERPEN, AUnitMayNotMoveThroughAFriend) {
    BattleSetup setup = battle(
        {battal("r1", BattalOrders::Attack, {unit("red-front", "spearmen", TroopClass::C, 400)}),
         battal("r2", BattalOrders::Attack, {unit("red-behind", "spearmen", TroopClass::C, 400)})},
        {battal("b", BattalOrders::Hold, {unit("blue-foot", "spearmen", TroopClass::C, 400)})});
    ScriptedDice dice{2, 5};
    FwBattle b(setup, feudalRules(), dice);
    FwUnit& front = b.units()[0];
    FwUnit& behind = b.units()[1];
    front.file = behind.file = b.units()[2].file;
    behind.pos = -4;
    b.movementPhase(0);
    EXPECT_DOUBLE_EQ(front.pos, 4);
    EXPECT_DOUBLE_EQ(behind.pos, front.pos - feudalRules().depth);  // rolled 7", stopped behind
}

TEST(FW_BASING, KnightsRideAcrossAFrontageAFileAndFootDoNot) {
    for (const auto& [type, roll, file] :
         {std::tuple<std::string, std::vector<int>, int>{"knights", {2, 2, 2}, 1},
          {"knights", {5, 5, 5}, 2},
          {"spearmen", {2}, 0}}) {
        const BattleSetup setup =
            oneOnOne(type, BattalOrders::Attack, "spearmen", BattalOrders::Hold);
        ScriptedDice dice;
        for (const int face : roll) dice.push(face);
        FwBattle b(setup, feudalRules(), dice);
        b.units()[1].file = 2;
        b.movementPhase(0);
        EXPECT_EQ(b.units()[0].file, file) << type << " " << roll.size();
    }
}

TEST(FW_ROUT, FifteenHitsRemoveAUnitInTheRoutPhase) {
    const BattleSetup setup =
        oneOnOne("spearmen", BattalOrders::Hold, "spearmen", BattalOrders::Hold);
    ScriptedDice dice{2, 3};
    FwBattle b(setup, feudalRules(), dice);
    setGap(b, 0, 1, 0);
    b.contacts().push_back({0, 1, FwFacing::Front, 0});
    b.units()[1].hits = 12;
    b.meleePhase(0);  // 14 hits: stays
    b.routPhase(0);
    EXPECT_FALSE(b.units()[1].removed);
    EXPECT_EQ(b.units()[1].permanent, 5);
    b.meleePhase(0);  // 17 hits
    b.routPhase(0);
    EXPECT_TRUE(b.units()[1].removed);
    EXPECT_TRUE(b.contacts().empty());
}

TEST(FW_ROUT, TheOptionalRallyNeverTakesOffPermanentHits) {
    BattleSetup setup = oneOnOne("spearmen", BattalOrders::Hold, "spearmen", BattalOrders::Hold);
    ScriptedDice dice{};
    FwBattle off(setup, feudalRules(), dice);
    off.units()[0].hits = 7;
    off.routPhase(0);
    EXPECT_EQ(off.units()[0].hits, 7);  // no rally unless the option is on
    setup.options.push_back(feudalRules().rallyOption);
    FwBattle on(setup, feudalRules(), dice);
    on.units()[0].hits = 12;
    on.units()[0].permanent = 5;
    for (int i = 0; i < 10; ++i) on.routPhase(0);
    EXPECT_EQ(on.units()[0].hits, 5);
}

TEST(FW_SEQ, TheSideWithMoreAttackingUnitsPlaysFirstMovementBeforeShooting) {
    const BattleSetup setup =
        oneOnOne("spearmen", BattalOrders::Attack, "spearmen", BattalOrders::Hold);
    ScriptedDice none{};
    FwBattle b(setup, feudalRules(), none);
    EXPECT_EQ(b.chooseAttacker(), 0);
    // Archers that move in their movement phase cannot shoot in the shooting phase after it.
    const BattleSetup bows =
        oneOnOne("longbowmen", BattalOrders::Attack, "spearmen", BattalOrders::Hold);
    ScriptedDice dice{5};
    FwBattle c(bows, feudalRules(), dice);
    setGap(c, 0, 1, 15);
    c.setTurn(1);
    c.playerTurn(0);
    EXPECT_EQ(c.units()[1].hits, 0);
    const auto& lines = c.log().lines();
    ASSERT_GE(lines.size(), 2u);
    EXPECT_NE(lines[1].find("[FW-MOVE]"), std::string::npos);
}

TEST(FW_GREY, ATieForAttackerIsSettledByARollOff) {
    const BattleSetup setup =
        oneOnOne("spearmen", BattalOrders::Attack, "spearmen", BattalOrders::Attack);
    ScriptedDice dice{3, 3, 2, 6};
    FwBattle b(setup, feudalRules(), dice);
    EXPECT_EQ(b.chooseAttacker(), 1);
    EXPECT_TRUE(logHas(b, "[FW-GREY]"));
}

TEST(FW_UNITS, AUnitOfMenBecomesFeudalUnitsOfAboutFourHundred) {
    const BattleSetup setup = battle(
        {battal("r", BattalOrders::Attack, {unit("red-big", "spearmen", TroopClass::C, 1000)})},
        {battal("b", BattalOrders::Hold, {unit("blue-small", "spearmen", TroopClass::C, 100)})});
    ScriptedDice dice{};
    FwBattle b(setup, feudalRules(), dice);
    ASSERT_EQ(b.units().size(), 4u);  // 1,000 men: 2.5 rounds to 3 units; 100 men: 1
    EXPECT_EQ(b.units()[0].figures, 17);
    EXPECT_EQ(b.units()[1].figures + b.units()[2].figures, 33);
    EXPECT_EQ(b.units()[3].figures, 5);
}

}  // namespace
}  // namespace seneschal::battle::quick
