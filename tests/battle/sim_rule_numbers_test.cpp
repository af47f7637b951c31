// Issue 19, "every number is data": the numbers the simulator and Post(card) used to hold in
// code are read from the rules files, so a game master's edit of the file changes play. Each
// test plays one situation with the shipped file and with a copy holding an edited number, and
// the result differs: over half speed (GA-MT-WHEN, GA-OPT-CONFUSION), half strength and
// friends routing near (GA-DISTRACT), Post(card)'s half move (PC-CMD), and the casualties'
// percentage the log names (GA-MT-WHEN).
#include <gtest/gtest.h>

#include <array>
#include <string>
#include <utility>

#include "battle/quick/postcard_mechanics.hpp"
#include "battle/quick/postcard_rules.hpp"
#include "battle/rulebook_loader.hpp"
#include "battle/sim/phases.hpp"
#include "battle/sim/sim_core.hpp"
#include "tests/battle/rules_test_support.hpp"
#include "tests/battle/sim_test_support.hpp"

namespace seneschal::battle::sim {
namespace {

using simtest::Table;

// The shipped godsacre.xml with `from` replaced by `to`, loaded.
Rulebook editedGodsAcre(const std::string& from, const std::string& to) {
    return loadRulebookFromString(replacedOnce(shippedRulesText("godsacre.xml"), from, to),
                                  "godsacre-edited.xml");
}

// GA-MT-WHEN: after their battal first came near the enemy, Knights who advance no more than
// <moraleTriggers overSpeedFraction> of their normal move hang back and test. Six tenths of a
// move is over half speed with the shipped 0.5, and not over three quarters.
TEST(GA_MT_WHEN, ShockTroopsHangingBackAreJudgedByTheTablesOverSpeedFraction) {
    const Rulebook threeQuarters =
        editedGodsAcre("overSpeedFraction=\"0.5\"", "overSpeedFraction=\"0.75\"");
    ASSERT_DOUBLE_EQ(threeQuarters.tables().moraleTriggers.overSpeedFraction, 0.75);
    const BattleSetup s = simtest::duel({"knights:B:200"}, "attack", {"spearmen:C:300"}, "hold");
    for (const bool edited : {false, true}) {
        ScriptedDice dice{6, 6};
        Table t(s, dice, edited ? threeQuarters : defaultRulebook());
        t.b.battals[0].cameNear = true;  // the first approach is past
        SimUnit& knights = unitAt(t.b, 0);
        ASSERT_TRUE(knights.st.shock);
        knights.moved = 0.6 * knights.normalMove;
        otherMorale(t.b);
        EXPECT_EQ(t.logged("GA-MT-ROLL", "shock troops not advancing"), edited);
        EXPECT_EQ(dice.remaining(), edited ? 0u : 2u) << "edited " << edited;
    }
}

// GA-OPT-CONFUSION: a battal none of whose units moved over <confusion overSpeedFraction> of
// its move throws for confusion. Six tenths of a move spares it with the shipped 0.5; with
// three quarters it throws (a 2: no move).
TEST(GA_OPT_CONFUSION, TheBattalsSpeedIsJudgedByTheTablesOverSpeedFraction) {
    const std::string shipped = "f6=\"full-move\"\n             overSpeedFraction=\"0.5\"";
    const Rulebook threeQuarters =
        editedGodsAcre(shipped, "f6=\"full-move\"\n             overSpeedFraction=\"0.75\"");
    ASSERT_DOUBLE_EQ(threeQuarters.tables().confusionOverSpeedFraction, 0.75);
    ASSERT_DOUBLE_EQ(threeQuarters.tables().moraleTriggers.overSpeedFraction, 0.5);
    BattleSetup s = simtest::duel({"spearmen:C:300"}, "attack", {"spearmen:C:300"}, "hold");
    s.options.push_back("confusion");
    s.armies[0].battals[0].leader = s.armies[0].leader;
    s.armies[0].leader.clear();
    for (const bool edited : {false, true}) {
        ScriptedDice dice{2};  // f2: no move
        Table t(s, dice, edited ? threeQuarters : defaultRulebook());
        SimUnit& u = unitAt(t.b, 0);
        u.moved = 0.6 * u.normalMove;
        confusion(t.b);
        EXPECT_EQ(t.b.battals[0].noMoveNext, edited);
        EXPECT_EQ(t.rules().count("GA-OPT-CONFUSION"), edited ? 1u : 0u);
        EXPECT_EQ(dice.remaining(), edited ? 0u : 1u) << "edited " << edited;
    }
}

std::uint8_t distractionCount(const Battle& b, int unit, Distraction d) {
    DistractionCounts counts;
    distractionsOf(b, unit, counts);
    return counts[static_cast<std::size_t>(d)];
}

// GA-DISTRACT: a unit below <distraction halfStrengthBelow> of the figures it began with
// counts half-strength. Nine of fifteen figures is more than half; it is less than 0.7.
TEST(GA_DISTRACT, HalfStrengthIsTheTablesFractionOfTheFiguresAtTheStart) {
    const Rulebook edited =
        editedGodsAcre("halfStrengthBelow=\"0.5\"", "halfStrengthBelow=\"0.7\"");
    const BattleSetup s = simtest::duel({"spearmen:C:300"}, "hold", {"spearmen:C:300"}, "hold");
    ScriptedDice dice;
    Table shipped(s, dice);
    Table changed(s, dice, edited);
    for (Table* t : {&shipped, &changed}) {
        SimUnit& u = unitAt(t->b, 0);
        ASSERT_EQ(u.st.figuresAtStart, 15);
        u.st.figures = 9;
    }
    EXPECT_EQ(distractionCount(shipped.b, 0, Distraction::HalfStrength), 0);
    EXPECT_EQ(distractionCount(changed.b, 0, Distraction::HalfStrength), 1);
    EXPECT_LT(distractionOf(changed.b, 0), distractionOf(shipped.b, 0));
    // Below half of the start, both count it.
    unitAt(shipped.b, 0).st.figures = 7;
    EXPECT_EQ(distractionCount(shipped.b, 0, Distraction::HalfStrength), 1);
}

// GA-DISTRACT: routing friends within <distraction friendsRoutingWithin> mm distract a unit.
// That distance is its own number, not GA-RALLY-MERC's rallyFriendsWithin: friends routing
// 200 mm off count with the shipped 250 mm, not within 150 mm, and an edit of
// rallyFriendsWithin leaves them counted.
TEST(GA_DISTRACT, FriendsRoutingNearAreWithinTheTablesOwnDistance) {
    const Rulebook nearer =
        editedGodsAcre("friendsRoutingWithin=\"250\"", "friendsRoutingWithin=\"150\"");
    const Rulebook rallyEdited =
        editedGodsAcre("rallyFriendsWithin=\"250\"", "rallyFriendsWithin=\"100\"");
    ASSERT_EQ(rallyEdited.tables().moraleTriggers.rallyFriendsWithin, 100);
    const BattleSetup s =
        simtest::duel({"spearmen:C:300", "billmen:C:300"}, "hold", {"spearmen:C:300"}, "hold");
    auto counted = [&s](const Rulebook& book) {
        ScriptedDice dice;
        Table t(s, dice, book);
        unitAt(t.b, 1).x = unitAt(t.b, 0).x + 200;
        unitAt(t.b, 1).y = unitAt(t.b, 0).y;
        breakUnit(t.b, 0, "test");
        return distractionCount(t.b, 1, Distraction::FriendsRoutingNear);
    };
    EXPECT_EQ(counted(defaultRulebook()), 1);
    EXPECT_EQ(counted(nearer), 0);
    EXPECT_EQ(counted(rallyEdited), 1);
}

// GA-MT-WHEN: the log names the casualties' test by the table's own percentage. With the
// shipped 10, a spearmen unit losing 2 of its 15 figures tests for "10% casualties in the
// move"; with casualtyPercent 12 the same loss tests, and the log says 12%.
TEST(GA_MT_WHEN, TheCasualtyTestsLogNamesTheTablesPercentage) {
    const Rulebook twelve = editedGodsAcre("casualtyPercent=\"10\"", "casualtyPercent=\"12\"");
    const BattleSetup s = simtest::duel({"spearmen:C:300"}, "hold", {"spearmen:C:300"}, "hold");
    for (const bool edited : {false, true}) {
        ScriptedDice dice{6, 6};
        Table t(s, dice, edited ? twelve : defaultRulebook());
        SimUnit& u = unitAt(t.b, 0);
        u.st.figures -= 2;
        u.removedThisMove = 2;
        t.b.lostThisMove.push_back(0);
        otherMorale(t.b);
        EXPECT_EQ(dice.remaining(), 0u) << "edited " << edited;
        EXPECT_EQ(t.logged("GA-MT-ROLL", "12% casualties in the move"), edited);
        EXPECT_EQ(t.logged("GA-MT-ROLL", "10% casualties in the move"), !edited);
    }
    // Shooting and close combat name it the same way.
    ScriptedDice dice;
    Table t(s, dice, twelve);
    EXPECT_EQ(casualtyTestReason(t.b, "from shooting"), "12% casualties from shooting");
    EXPECT_EQ(casualtyTestReason(t.b, "in close combat"), "12% casualties in close combat");
    t.b.log = nullptr;
    EXPECT_EQ(casualtyTestReason(t.b, "from shooting"), "");  // no log, nothing written
}

}  // namespace
}  // namespace seneschal::battle::sim

namespace seneschal::battle::quick {
namespace {

// PC-CMD: a stand whose command die gives "1/2 move" moves <command halfMoveFraction> of its
// move: an infantry stand's two lengths are one with the shipped 0.5, one and a half with 0.75.
TEST(PC_CMD, AHalfMoveIsTheTablesFractionOfTheMove) {
    const PostcardRules edited = loadPostcardRulesFromString(
        replacedOnce(shippedRulesText("postcard.xml"), "halfMoveFraction=\"0.5\"",
                     "halfMoveFraction=\"0.75\""),
        "postcard-edited.xml");
    const PostcardRules& shipped = defaultPostcardRules();
    PcTraits infantry;
    infantry.kind = &shipped.piece("infantry");
    ASSERT_DOUBLE_EQ(infantry.kind->move, 2);
    EXPECT_DOUBLE_EQ(moveAllowance(infantry, PcCommand::HalfMove, false, shipped), 1);
    EXPECT_DOUBLE_EQ(moveAllowance(infantry, PcCommand::HalfMove, false, edited), 1.5);
    EXPECT_DOUBLE_EQ(moveAllowance(infantry, PcCommand::Obey, false, edited), 2);
}

}  // namespace
}  // namespace seneschal::battle::quick

namespace seneschal::battle::sim {
namespace {

// The tactical factor (GA-TF-MELEE) of `unit`'s first blow in the log.
int firstTacticalFactor(const Table& t, int unit) {
    const std::string name = unitName(t.b, unit);
    for (const LogEntry& e : t.log.entries()) {
        if (e.rule != "GA-RF-MELEE" || e.actor != name) continue;
        const auto end = e.result.find(" (GA-TF-MELEE)");
        const auto start = e.result.rfind(' ', end - 1);
        return std::stoi(e.result.substr(start + 1, end - start - 1));
    }
    ADD_FAILURE() << name << " struck no blow:\n" << t.log.text();
    return 0;
}

// GA-TF-MELEE "uphill": knights charge a peasant levy standing on a gentle hill. The levy,
// on higher ground, adds the table's uphill factor to its blow; the knights, below it, do not.
// The same fight on flat ground gives neither.
TEST(GA_TF_MELEE, TroopsOnAHillFightingTroopsBelowCountUphill) {
    BattleSetup flat = simtest::duel({"knights:A:300"}, "attack", {"peasant-levy:D:400"}, "hold");
    BattleSetup hill = flat;
    TerrainPiece slope;
    slope.kind = "hill";
    slope.ground = Ground::GentleHill;
    slope.x = 0;
    slope.y = 705;
    slope.width = 10000;
    slope.depth = 10000;
    hill.terrain.push_back(slope);
    BattleSetup elsewhere = flat;  // a hill nobody stands on
    slope.y = 5000;
    elsewhere.terrain.push_back(slope);
    const int uphill = defaultRulebook().tables().impactFactors[MeleeFactor::Uphill];
    ASSERT_NE(uphill, 0);
    std::array<int, 2> flatFactors{}, hillFactors{}, elsewhereFactors{};
    for (const auto& [setup, factors] :
         {std::pair{&flat, &flatFactors}, std::pair{&hill, &hillFactors},
          std::pair{&elsewhere, &elsewhereFactors}}) {
        SeededDice dice(3);
        Table t(*setup, dice);
        t.place(0, 900, 500);
        t.place(1, 900, 700);
        declareCharges(t.b);
        moveTroops(t.b);
        ASSERT_TRUE(unitAt(t.b, 0).contact);
        closeCombat(t.b);
        (*factors)[0] = firstTacticalFactor(t, 0);
        (*factors)[1] = firstTacticalFactor(t, 1);
    }
    EXPECT_EQ(hillFactors[1], flatFactors[1] + uphill);  // the levy on the hill
    EXPECT_EQ(hillFactors[0], flatFactors[0]);           // the knights below it
    EXPECT_EQ(elsewhereFactors, flatFactors);
}

}  // namespace
}  // namespace seneschal::battle::sim
