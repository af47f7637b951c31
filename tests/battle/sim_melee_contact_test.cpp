// GA-CC-WHO-IMPACT, GA-CC-WHO-MIXED: "figures in base to base contact with the enemy and one
// overlapping on each side" fight. A wide block of foot charged by two units of horse along
// its front has figures touching both: it strikes both, not only the one it had set out
// against, and never with more figures than it has (issue 32: at Courtrai the Franc of Bruges,
// charged by three French battles, struck only one of them).
#include <gtest/gtest.h>

#include "battle/sim/field.hpp"
#include "battle/sim/phases.hpp"
#include "battle/sim/sim_core.hpp"
#include "tests/battle/rules_test_support.hpp"
#include "tests/battle/sim_test_support.hpp"

namespace seneschal::battle::sim {
namespace {

using simtest::Table;

// Two units of knights (0 and 1) charge into the front of one wide block of spearmen (2),
// one on each half of it; the block faces the first.
void chargeTwoIntoOne(Table& t) {
    t.place(2, 900, 600);
    t.place(0, 780, 600);
    t.place(1, 1020, 600);
    SimUnit& block = unitAt(t.b, 2);
    block.act = Activity::Fighting;
    block.target = 0;
    block.contact = true;
    for (int i : {0, 1}) {
        SimUnit& knights = unitAt(t.b, i);
        knights.act = Activity::Fighting;
        knights.target = 2;
        knights.contact = true;
        knights.freshCharge = true;
        closeUp(knights, block);
    }
}

TEST(GA_CC_WHO_IMPACT, AFootBlockChargedByTwoUnitsStrikesBothWithTheFiguresTouchingEach) {
    const BattleSetup s =
        simtest::duel({"knights:B:200", "knights:B:200"}, "attack", {"spearmen:C:2000"}, "hold");
    int secondHit = 0, rounds = 0;
    for (std::uint64_t seed = 1; seed <= 60; ++seed) {
        SeededDice dice(seed);
        Table t(s, dice);
        chargeTwoIntoOne(t);
        const SimUnit& second = unitAt(t.b, 1);
        ASSERT_GT(frontGapBeside(unitAt(t.b, 0), second), 0.0) << "the two charges side by side";
        const int before = second.st.figures;
        closeCombat(t.b);
        ++rounds;
        // Both of the block's blows in the impact are in the log, each with its own figures (a
        // round of mixed melee may follow at once when the knights win, GA-AFTER-IMPACT).
        int blows = 0, figures = 0;
        for (const LogEntry& e : t.log.entries()) {
            if (e.rule != "GA-RF-MELEE" || e.actor != unitName(t.b, 2)) continue;
            if (e.result.rfind("impact", 0) != 0) continue;
            ++blows;
            const auto comma = e.result.find(", ");
            figures += std::stoi(e.result.substr(comma + 2));
        }
        EXPECT_EQ(blows, 2) << "seed " << seed << ": the block strikes each unit touching it";
        EXPECT_LE(figures, 100) << "seed " << seed << ": never more figures than it has";
        if (unitAt(t.b, 1).st.figures < before) ++secondHit;
    }
    EXPECT_GT(secondHit, 0) << "of " << rounds
                            << " rounds, the knights the block did not face lost figures";
}

}  // namespace
}  // namespace seneschal::battle::sim
