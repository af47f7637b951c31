// "No allocation in the per-move loop": everything a battle needs is reserved when it is set
// up, and without a log no string is built. Counted with the test binary's global operator new
// (tests/battle/no_allocation_test.cpp).
#include <gtest/gtest.h>

#include "base/data_dir.hpp"
#include "battle/rulebook_loader.hpp"
#include "battle/sim/phases.hpp"
#include "battle/sim/resolver.hpp"
#include "battle/sim/setup.hpp"
#include "tests/battle/sim_test_support.hpp"

std::size_t seneschalTestAllocations();

namespace seneschal::battle::sim {
namespace {

TEST(GA_SEQ, FightingTheMovesOfABattleAllocatesNothing) {
    const BattleSetup setup =
        loadBattleFile(scenariosDir() / "reference-1500.xml", defaultRulebook());
    int moves = 0;
    for (std::uint64_t seed = 1; seed <= 40; ++seed) {
        simtest::SeededBattle battle(setup, seed);
        Battle& b = battle.b;
        const std::size_t before = seneschalTestAllocations();
        while (!b.over) fightMove(b);
        EXPECT_EQ(seneschalTestAllocations(), before) << "seed " << seed;
        moves += b.move;
    }
    EXPECT_GT(moves, 40);
}

// Odds fight thousands of battles a second on each thread: from a prepared battle, into an
// outcome refilled run after run, a whole battle (setting up and the outcome included)
// allocates nothing once the thread has fought its first.
TEST(GA_SEQ, OddsRunsFromAPreparedBattleIntoAReusedOutcomeAllocateNothing) {
    const BattleSetup setup =
        loadBattleFile(scenariosDir() / "reference-1500.xml", defaultRulebook());
    const PreparedBattle prepared = prepareBattle(setup, defaultRulebook());
    BattleOutcome outcome;
    resolveGodsAcre(prepared, defaultRulebook(), 1, outcome);  // the thread's spare storage
    for (std::uint64_t seed = 2; seed <= 40; ++seed) {
        const std::size_t before = seneschalTestAllocations();
        resolveGodsAcre(prepared, defaultRulebook(), seed, outcome);
        EXPECT_EQ(seneschalTestAllocations(), before) << "seed " << seed;
    }
}

}  // namespace
}  // namespace seneschal::battle::sim
