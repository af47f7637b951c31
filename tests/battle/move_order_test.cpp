// GA-SEQ as the simulator really plays it (issue 19, item 4: the old test checked a constant the
// simulator never reads). Whole battles are fought with a log; every entry carries the step of
// the move it was made in, so within each move the steps must come in the seed's order —
// charges declared, charge morale tests, movement, shooting, close combat, the other morale
// tests — and over a battle every step must be played. Reordering `fightMove` fails this test.
#include <gtest/gtest.h>

#include <algorithm>
#include <map>
#include <set>

#include "base/data_dir.hpp"
#include "battle/ga/charges.hpp"
#include "battle/rulebook_loader.hpp"
#include "battle/sim/resolver.hpp"

namespace seneschal::battle {
namespace {

std::size_t seqIndex(MoveStep step) {
    return static_cast<std::size_t>(std::find(kMoveSequence.begin(), kMoveSequence.end(), step) -
                                    kMoveSequence.begin());
}

TEST(GA_SEQ, FightMovePlaysTheSixStepsInTheSeedsOrderEveryMove) {
    const BattleSetup setup =
        loadBattleFile(scenariosDir() / "reference-1500.xml", defaultRulebook());
    std::set<MoveStep> played;
    int movesChecked = 0;
    for (std::uint64_t seed = 1; seed <= 8; ++seed) {
        sim::BattleLog log;
        resolveGodsAcre(setup, defaultRulebook(), seed, &log);
        ASSERT_GT(log.size(), 0u);
        int move = -1;
        std::size_t last = 0;
        for (const sim::LogEntry& entry : log.entries()) {
            const std::size_t at = seqIndex(entry.step);
            ASSERT_LT(at, kMoveSequence.size());
            if (entry.move != move) {
                ASSERT_GT(entry.move, move) << "moves follow one another (seed " << seed << ")";
                move = entry.move;
                last = 0;
                ++movesChecked;
            }
            // The orders sent at the end of a move are written among its other morale tests.
            EXPECT_GE(at, last) << "seed " << seed << ", move " << move << ": "
                                << toString(entry.step) << " (" << entry.rule << ", " << entry.actor
                                << ") after a later step";
            last = std::max(last, at);
            played.insert(entry.step);
        }
    }
    EXPECT_GT(movesChecked, 40);
    for (const MoveStep step : kMoveSequence) {
        EXPECT_TRUE(played.count(step)) << toString(step) << " is never played";
    }
}

}  // namespace
}  // namespace seneschal::battle
