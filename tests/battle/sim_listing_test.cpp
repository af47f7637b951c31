// The units are listed once a move (declareCharges); the later steps keep those lists and only
// work out again where the standing units now reach (refreshStanding). These tests check, step
// by step through many battles, that what the kept lists give is what a fresh listing would:
// the same units standing, the same extents (GA-SEQ: every step sees the table as it is now).
#include <gtest/gtest.h>

#include <algorithm>

#include "base/data_dir.hpp"
#include "battle/rulebook_loader.hpp"
#include "battle/sim/phases.hpp"
#include "tests/battle/sim_test_support.hpp"

namespace seneschal::battle::sim {
namespace {

bool listed(const UnitList& list, int unit) {
    return std::find(list.begin(), list.end(), unit) != list.end();
}

// The kept lists against a fresh listing of a copy of the same battle.
void expectAsIfListedAfresh(const Battle& b, const char* step) {
    BattleState fresh = b;
    fresh.standingListedMove = -1;  // so that refreshStanding lists afresh
    refreshStanding(fresh);
    BattleState kept = b;
    refreshStanding(kept);
    for (std::size_t side = 0; side < 2; ++side) {
        ASSERT_EQ(kept.lowY[side], fresh.lowY[side])
            << step << " move " << b.move << " side " << side;
        ASSERT_EQ(kept.highY[side], fresh.highY[side])
            << step << " move " << b.move << " side " << side;
        for (const int i : fresh.standingUnits[side]) {
            ASSERT_TRUE(listed(kept.standingUnits[side], i))
                << step << " move " << b.move << ": unit " << i << " standing but not kept";
        }
        for (const int i : fresh.routedUnits[side]) {
            ASSERT_TRUE(listed(kept.routedUnits[side], i))
                << step << " move " << b.move << ": unit " << i << " routed but not kept";
            ASSERT_GT(kept.routedHint[side], 0) << step << " move " << b.move;
        }
    }
    for (const int i : fresh.turnOrder)
        ASSERT_TRUE(listed(kept.turnOrder, i)) << step << " move " << b.move;
}

TEST(GA_SEQ, ListsKeptThroughAMoveHoldEveryUnitAFreshListingWould) {
    const BattleSetup setup =
        loadBattleFile(scenariosDir() / "reference-1500.xml", defaultRulebook());
    int moves = 0;
    for (std::uint64_t seed = 1; seed <= 25; ++seed) {
        simtest::SeededBattle battle(setup, seed);
        Battle& b = battle.b;
        while (!b.over) {
            startMove(b);
            declareCharges(b);
            chargeMorale(b);
            expectAsIfListedAfresh(b, "before moving");
            moveTroops(b);
            expectAsIfListedAfresh(b, "before shooting");
            shoot(b);
            closeCombat(b);
            expectAsIfListedAfresh(b, "before other morale");
            otherMorale(b);
            confusion(b);
            issueOrders(b);
            endOfMove(b);
            ++moves;
        }
    }
    EXPECT_GT(moves, 100);
}

}  // namespace
}  // namespace seneschal::battle::sim
