// Issue 19, "Battles that look like history", item 4: field defences planted before a unit's
// front in a battle file are played by the simulator. Horse charging into the front of a staked
// unit suffer the stakes' factor (GA-OPT-STAKES, the casualties counted for the defenders in the
// melee) and the defenders fight in cover; nothing of the kind with the option off, without
// stakes, from the flank, or for foot; an edit of the data changes the casualties; a unit that
// moves leaves its stakes behind.
#include <gtest/gtest.h>

#include <regex>
#include <string>

#include "base/data_dir.hpp"
#include "battle/ga/casualties.hpp"
#include "battle/rulebook_loader.hpp"
#include "battle/sim/field.hpp"
#include "battle/sim/field_defences.hpp"
#include "battle/sim/phases.hpp"
#include "battle/sim/sim_core.hpp"
#include "tests/battle/rules_test_support.hpp"
#include "tests/battle/sim_test_support.hpp"

std::size_t seneschalTestAllocations();  // tests/battle/no_allocation_test.cpp

namespace seneschal::battle::sim {
namespace {

using simtest::Table;

constexpr auto kStakes = static_cast<std::size_t>(FieldDefence::Stakes);

// North's `chargers` (one unit, attack orders) against South's archers (hold), the archers
// with stakes unless told otherwise, and the option on unless told otherwise.
BattleSetup stakedDuel(const std::string& chargers, bool stakes = true, bool option = true,
                       const std::string& archerOrders = "hold") {
    BattleSetup s = simtest::duel({chargers}, "attack", {"longbowmen:B:400"}, archerOrders);
    s.armies[1].battals[0].units[0].defences[kStakes] = stakes;
    if (option) s.options.push_back("stakes");
    return s;
}

// The chargers (unit 0) 60 mm before the archers' front (unit 1), charging them.
void chargeTheArchers(Table& t) {
    t.place(0, 900, 500);
    t.place(1, 900, 560);
    SimUnit& c = unitAt(t.b, 0);
    c.act = Activity::Charging;
    c.target = 1;
    ASSERT_LT(unitWidth(c), unitWidth(unitAt(t.b, 1)));  // its whole front meets the stakes
}

// The figures of the chargers' front rank: those that cross the stakes.
int frontRank(const SimUnit& u) {
    return std::min(u.files, u.st.figures);
}

TEST(GA_OPT_STAKES, HorseChargingTheStakedFrontSufferTheStakesAndTheDefendersFightInCover) {
    SeededDice dice(11);
    Table t(stakedDuel("knights:B:200"), dice);
    chargeTheArchers(t);
    const SimUnit& knights = unitAt(t.b, 0);
    const int figures = knights.st.figures;
    const int crossing = frontRank(knights);
    moveTroops(t.b);
    ASSERT_TRUE(knights.contact);
    EXPECT_TRUE(t.logged("GA-OPT-STAKES", "crosses the stakes"));
    const int factor = defaultRulebook().tables().fieldDefences[kStakes].mountedFactor;
    EXPECT_EQ(factor, 10);
    const int men = casualtyMen(defaultRulebook().tables().casualties, factor, crossing);
    ASSERT_GT(men, 0);
    EXPECT_EQ(knights.menLostTotal, men);
    EXPECT_EQ(figures - knights.st.figures, knights.crossedLoss);
    EXPECT_EQ(knights.crossedLoss, men / defaultRulebook().menPerFigure());
    // In the melee the archers fight in the cover of their stakes.
    EXPECT_TRUE(coveringDefence(t.b, 1, 0) == FieldDefence::Stakes);
    closeCombat(t.b);
    EXPECT_TRUE(t.logged("GA-OPT-STAKES", "fights in the cover of its stakes"));
    EXPECT_EQ(knights.crossedLoss, 0);  // counted once, in this move's melee
}

// The same charge with the option off, with no stakes, or into a unit whose front is already
// engaged (the flank): the horse lose nothing crossing and the archers have no cover from them.
TEST(GA_OPT_STAKES, NoStakesNoOptionOrAFlankChargeCrossNothing) {
    for (const int variant : {0, 1, 2}) {
        SeededDice dice(11);
        BattleSetup s = variant == 0   ? stakedDuel("knights:B:200", true, false)
                        : variant == 1 ? stakedDuel("knights:B:200", false, true)
                                       : stakedDuel("knights:B:200");
        if (variant == 2) {  // billmen already fighting the archers' front
            s = simtest::duel({"knights:B:200", "billmen:C:300"}, "attack", {"longbowmen:B:400"},
                              "hold");
            s.armies[1].battals[0].units[0].defences[kStakes] = true;
            s.options.push_back("stakes");
        }
        Table t(s, dice);
        const int archers = variant == 2 ? 2 : 1;
        t.place(0, 900, 500);
        t.place(archers, 900, 560);
        SimUnit& knights = unitAt(t.b, 0);
        knights.act = Activity::Charging;
        knights.target = archers;
        if (variant == 2) {
            t.place(1, 900, 560);  // the billmen against the archers' front
            unitAt(t.b, 1).act = unitAt(t.b, archers).act = Activity::Fighting;
            unitAt(t.b, 1).target = archers;
            unitAt(t.b, archers).target = 1;
        }
        const int figures = knights.st.figures;
        moveTroops(t.b);
        ASSERT_TRUE(knights.contact) << variant;
        EXPECT_EQ(knights.flankAttack, variant == 2);
        EXPECT_FALSE(t.logged("GA-OPT-STAKES", "crosses")) << variant;
        EXPECT_EQ(knights.st.figures, figures) << variant;
        EXPECT_EQ(knights.menLostTotal, 0) << variant;
        EXPECT_FALSE(coveringDefence(t.b, archers, 0).has_value()) << variant;
        if (variant == 2) {  // against the billmen at its front the stakes still cover it
            EXPECT_TRUE(coveringDefence(t.b, archers, 1) == FieldDefence::Stakes);
        }
    }
}

// Stakes spare foot (footFactor none): the billmen cross them unharmed, and the log says so.
TEST(GA_OPT_STAKES, FootChargingTheStakesSufferNothing) {
    SeededDice dice(11);
    Table t(stakedDuel("billmen:C:200"), dice);
    chargeTheArchers(t);
    const SimUnit& billmen = unitAt(t.b, 0);
    const int figures = billmen.st.figures;
    moveTroops(t.b);
    ASSERT_TRUE(billmen.contact);
    EXPECT_TRUE(t.logged("GA-OPT-STAKES", "crosses the stakes: no effect on foot"));
    EXPECT_EQ(billmen.st.figures, figures);
    EXPECT_EQ(billmen.menLostTotal, 0);
    // Cover in close combat, whether or not the enemy is mounted.
    EXPECT_TRUE(coveringDefence(t.b, 1, 0) == FieldDefence::Stakes);
}

// Rules as data: <fieldDefences> <defence id="stakes" mountedFactor> is the factor the horse
// suffer; a game master's edit changes the casualties.
TEST(GA_OPT_STAKES, TheFactorAgainstHorseIsTheDataFiles) {
    const Rulebook edited = loadRulebookFromString(
        replacedOnce(shippedRulesText("godsacre.xml"),
                     "id=\"stakes\" costPerFigure=\"2\" deployMovesABC=\"1\" deployMovesD=\"2\" "
                     "mountedFactor=\"10\"",
                     "id=\"stakes\" costPerFigure=\"2\" deployMovesABC=\"1\" deployMovesD=\"2\" "
                     "mountedFactor=\"-5\""),
        "godsacre-edited.xml");
    ASSERT_EQ(edited.tables().fieldDefences[kStakes].mountedFactor, -5);
    const BattleSetup s = stakedDuel("knights:B:200");
    int shippedMen = 0, editedMen = 0;
    for (const Rulebook* book : {&defaultRulebook(), &edited}) {
        SeededDice dice(11);
        Table t(s, dice, *book);
        chargeTheArchers(t);
        const int crossing = frontRank(unitAt(t.b, 0));
        moveTroops(t.b);
        const int factor = book->tables().fieldDefences[kStakes].mountedFactor;
        EXPECT_EQ(unitAt(t.b, 0).menLostTotal,
                  casualtyMen(book->tables().casualties, factor, crossing));
        (book == &edited ? editedMen : shippedMen) = unitAt(t.b, 0).menLostTotal;
    }
    EXPECT_LT(editedMen, shippedMen);
}

// GA-CC-RESULT: the figures the horse lost on the stakes add to the archers' side's figures
// removed when the melee's winner is decided (the same blows, the same dice).
TEST(GA_OPT_STAKES, TheFiguresLostOnTheStakesCountForTheDefendersInTheMelee) {
    auto points = [](int crossedLoss) {
        SeededDice dice(5);
        Table t(stakedDuel("knights:B:200", false), dice);
        t.place(0, 900, 560);
        t.place(1, 900, 560);
        SimUnit& knights = unitAt(t.b, 0);
        SimUnit& archers = unitAt(t.b, 1);
        knights.act = archers.act = Activity::Fighting;
        knights.target = 1;
        archers.target = 0;
        knights.crossedLoss = crossedLoss;
        closeCombat(t.b);
        for (const LogEntry& e : t.log.entries()) {
            std::smatch m;
            if (e.rule == "GA-CC-RESULT" &&
                std::regex_search(e.result, m, std::regex("North (-?\\d+), South (-?\\d+)")))
                return std::make_pair(std::stoi(m[1]), std::stoi(m[2]));
        }
        ADD_FAILURE() << "no melee result";
        return std::make_pair(0, 0);
    };
    const auto none = points(0);
    const auto three = points(3);
    EXPECT_EQ(three.first, none.first);
    const int perFigure = defaultRulebook().tables().impactPoints[MeleePoint::PerFigureRemoved];
    EXPECT_EQ(three.second - none.second, 3 * perFigure);
}

// A unit that moves leaves its stakes where they were planted: the archers advancing under
// attack orders have them no more, and a charge into them then crosses nothing.
TEST(GA_OPT_STAKES, AUnitThatMovesLeavesItsStakesBehind) {
    SeededDice dice(11);
    Table t(stakedDuel("knights:B:200", true, true, "attack"), dice);
    t.place(0, 900, 100);
    t.place(1, 900, 900);
    ASSERT_NE(defencesBefore(unitAt(t.b, 1)), 0);
    moveTroops(t.b);
    ASSERT_GT(unitAt(t.b, 1).moved, 0);
    EXPECT_TRUE(t.logged("GA-OPT-STAKES", "moves off its stakes and leaves them behind"));
    EXPECT_EQ(unitAt(t.b, 1).defences, 0);
    EXPECT_EQ(t.b.unitsWithDefences, 0);
    // Even back on the same spot, they are gone.
    t.place(1, 900, 560);
    t.place(0, 900, 500);
    SimUnit& knights = unitAt(t.b, 0);
    knights.act = Activity::Charging;
    knights.target = 1;
    knights.moved = 0;
    unitAt(t.b, 1).act = Activity::Ready;
    moveTroops(t.b);
    ASSERT_TRUE(knights.contact);
    EXPECT_FALSE(t.logged("GA-OPT-STAKES", "crosses"));
    EXPECT_EQ(knights.menLostTotal, 0);
}

// Units without field defences play exactly as before: the stakes option alone changes nothing.
TEST(GA_OPT_STAKES, WithoutDefencesTheOptionChangesNothing) {
    const BattleSetup off = simtest::duel({"knights:B:200"}, "attack", {"billmen:C:300"}, "hold");
    BattleSetup on = off;
    on.options.push_back("stakes");
    std::string logs[2];
    for (int k = 0; k < 2; ++k) {
        SeededDice dice(3);
        Table t(k == 0 ? off : on, dice);
        while (!t.b.over) fightMove(t.b);
        logs[k] = t.log.text();
    }
    EXPECT_EQ(logs[0], logs[1]);
    EXPECT_EQ(logs[1].find("GA-OPT-STAKES"), std::string::npos);
}

// Agincourt with the archers behind their stakes: without a log, crossing them, fighting in
// their cover and leaving them build no string and allocate nothing (sim_allocation_test.cpp).
TEST(GA_OPT_STAKES, PlayingTheStakesAllocatesNothing) {
    const BattleSetup setup =
        loadBattleFile(scenariosDir() / "battle-agincourt-1415.xml", defaultRulebook());
    ASSERT_TRUE(setup.option("stakes"));
    for (std::uint64_t seed = 1; seed <= 40; ++seed) {
        simtest::SeededBattle battle(setup, seed);
        Battle& b = battle.b;
        ASSERT_EQ(b.unitsWithDefences, 3);
        const std::size_t before = seneschalTestAllocations();
        while (!b.over) fightMove(b);
        EXPECT_EQ(seneschalTestAllocations(), before) << "seed " << seed;
    }
}

}  // namespace
}  // namespace seneschal::battle::sim
