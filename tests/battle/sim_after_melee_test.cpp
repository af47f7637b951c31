// What follows a round of close combat on the table (issue 32, items 1 and 5): the seed's
// results of melee played, not only worked out. GA-AFTER-IMPACT: foot that win standing may
// stand their ground, and the beaten foot, pushed back 25 mm a point and not followed up, are no
// longer in contact; foot that win moving forward must follow up. GA-AFTER-MIXED: beaten foot
// fall back and the lines part; cavalry that beat foot burst through and rally. GA-RALLY: a
// rally of N moves is N whole moves after the one it began in.
#include <gtest/gtest.h>

#include "battle/ga/morale.hpp"
#include "battle/sim/field.hpp"
#include "battle/sim/phases.hpp"
#include "battle/sim/sim_core.hpp"
#include "tests/battle/rules_test_support.hpp"
#include "tests/battle/sim_test_support.hpp"

namespace seneschal::battle::sim {
namespace {

using simtest::Table;

// North (unit 0) and south (unit 1) front to front, fighting each other: the round an impact
// (north charged into south this move) or a mixed round (they are already intermingled).
void engage(Table& t, bool mixed) {
    t.place(0, 900, 600);
    t.place(1, 900, 600);
    for (int i : {0, 1}) {
        SimUnit& u = unitAt(t.b, i);
        u.act = Activity::Fighting;
        u.target = 1 - i;
        u.contact = true;
        u.intermingled = mixed;
    }
    unitAt(t.b, 0).freshCharge = !mixed;
    closeUp(unitAt(t.b, 0), unitAt(t.b, 1));
}

// The seeds whose round `wanted` finds, fought from `engage`, each checked by `check`.
template <typename Wanted, typename Check>
int forRoundsWhere(const BattleSetup& s, bool mixed, Wanted wanted, Check check) {
    int found = 0;
    for (std::uint64_t seed = 1; seed <= 300; ++seed) {
        SeededDice dice(seed);
        Table t(s, dice);
        engage(t, mixed);
        closeCombat(t.b);
        if (!wanted(t)) continue;
        ++found;
        check(t, seed);
    }
    return found;
}

// The beaten unit did not break: it gives ground (GA-AFTER-*) rather than running (GA-BROKEN).
bool beatenAndStanding(const SimUnit& loser) {
    return loser.lostRound && loser.act != Activity::Routed && onField(loser);
}

TEST(GA_AFTER_IMPACT, FootThatWinStandingLetTheBeatenFootGoAndTheLinesPart) {
    // Billmen charge a standing block of dismounted men-at-arms; the defenders, stationary, stand
    // their ground.
    const BattleSetup s =
        simtest::duel({"billmen:A:200"}, "attack", {"dismounted-men-at-arms:B:300"}, "hold");
    const int found = forRoundsWhere(
        s, false, [](const Table& t) { return beatenAndStanding(unitAt(t.b, 0)); },
        [](const Table& t, std::uint64_t seed) {
            const SimUnit& bills = unitAt(t.b, 0);
            const SimUnit& spears = unitAt(t.b, 1);  // the men-at-arms
            EXPECT_NEAR(frontGap(bills, spears), 25.0 * bills.lostMargin, 1e-6)
                << "seed " << seed << ": pushed back 25 mm a point and left there";
            EXPECT_NE(bills.act, Activity::Fighting) << "seed " << seed;
            EXPECT_NE(spears.act, Activity::Fighting) << "seed " << seed;
            EXPECT_EQ(spears.act, Activity::Rallying) << "seed " << seed << ": after a melee";
            EXPECT_TRUE(t.logged("GA-AFTER-IMPACT", "the lines part")) << "seed " << seed;
        });
    EXPECT_GT(found, 0) << "some seed of 300 beats the billmen without breaking them";
}

TEST(GA_AFTER_IMPACT, FootThatWinMovingForwardFollowUpIntoAMixedRound) {
    const BattleSetup s =
        simtest::duel({"spearmen:C:300"}, "attack", {"peasant-levy:D:300"}, "hold");
    const int found = forRoundsWhere(
        s, false, [](const Table& t) { return beatenAndStanding(unitAt(t.b, 1)); },
        [](const Table& t, std::uint64_t seed) {
            const SimUnit& spears = unitAt(t.b, 0);
            const SimUnit& levy = unitAt(t.b, 1);
            EXPECT_NEAR(frontGap(spears, levy), 0.0, 1e-6) << "seed " << seed;
            EXPECT_EQ(spears.act, Activity::Fighting) << "seed " << seed;
            EXPECT_EQ(levy.act, Activity::Fighting) << "seed " << seed;
            EXPECT_TRUE(spears.intermingled && levy.intermingled) << "seed " << seed;
        });
    EXPECT_GT(found, 0) << "some seed of 300 beats the levy without breaking it";
}

// GA-AFTER-IMPACT, cavalry against infantry: "If the cavalry win, they penetrate the infantry
// formation by one rank for each point by which they win. If they break right through then a
// round of Mixed-melee is fought ...; If neither of these occurs, the action a round of
// Mixed-melee ensues immediately". Before issue 32's fix the mixed round waited for the next
// move's close combat, after its charges, movement, shooting and morale.
TEST(GA_AFTER_IMPACT, CavalryThatWinTheImpactAgainstFootFightTheMixedRoundInTheSameMove) {
    const BattleSetup s = simtest::duel({"knights:B:200"}, "attack", {"spearmen:C:300"}, "hold");
    const auto penetrated = [](const Table& t) {
        return t.logged("GA-AFTER-IMPACT", "penetrate") ||
               t.logged("GA-AFTER-IMPACT", "break through every rank");
    };
    const int found = forRoundsWhere(s, false, penetrated, [](const Table& t, std::uint64_t seed) {
        int impact = 0, mixed = 0;
        for (const LogEntry& e : t.log.entries()) {
            if (e.rule != "GA-RF-MELEE" || e.move != t.b.move) continue;
            if (e.result.rfind("impact", 0) == 0) ++impact;
            if (e.result.rfind("mixed", 0) == 0) ++mixed;
        }
        EXPECT_GT(impact, 0) << "seed " << seed;
        EXPECT_GT(mixed, 0) << "seed " << seed << ": the mixed round follows at once";
    });
    EXPECT_GT(found, 0) << "some seed of 300 has the knights win the impact, the foot unbroken";
}

TEST(GA_AFTER_MIXED, BeatenFootFallBackAndTheLinesPart) {
    const BattleSetup s = simtest::duel({"spearmen:C:300"}, "attack", {"spearmen:C:300"}, "hold");
    int found = 0;
    for (const int loser : {0, 1}) {
        found += forRoundsWhere(
            s, true, [&](const Table& t) { return beatenAndStanding(unitAt(t.b, loser)); },
            [&](const Table& t, std::uint64_t seed) {
                const SimUnit& beaten = unitAt(t.b, loser);
                const SimUnit& winner = unitAt(t.b, 1 - loser);
                EXPECT_NEAR(frontGap(beaten, winner), 25.0 * beaten.lostMargin, 1e-6)
                    << "seed " << seed;
                EXPECT_EQ(beaten.act, Activity::Rallying) << "seed " << seed;
                EXPECT_EQ(winner.act, Activity::Rallying) << "seed " << seed;
                EXPECT_TRUE(t.logged("GA-AFTER-MIXED", "pushed back")) << "seed " << seed;
            });
    }
    EXPECT_GT(found, 1) << "mixed rounds won by either side without the loser breaking";
}

TEST(GA_AFTER_MIXED, CavalryThatBeatFootBurstThroughAndRally) {
    const BattleSetup s = simtest::duel({"knights:B:200"}, "attack", {"spearmen:C:300"}, "hold");
    const int found = forRoundsWhere(
        s, true, [](const Table& t) { return beatenAndStanding(unitAt(t.b, 1)); },
        [](const Table& t, std::uint64_t seed) {
            const SimUnit& knights = unitAt(t.b, 0);
            const SimUnit& spears = unitAt(t.b, 1);
            EXPECT_EQ(knights.act, Activity::Rallying) << "seed " << seed;
            EXPECT_FALSE(spears.st.formed) << "seed " << seed;
            EXPECT_NE(spears.act, Activity::Fighting) << "seed " << seed;
            EXPECT_TRUE(t.logged("GA-AFTER-MIXED", "burst through")) << "seed " << seed;
        });
    EXPECT_GT(found, 0) << "some seed of 300 has the knights beat the spearmen, unbroken";
}

TEST(GA_RALLY, ARallyOfNMovesTakesNWholeMovesAfterTheMoveItBegan) {
    const BattleSetup s = simtest::duel({"knights:B:200"}, "attack", {"spearmen:C:300"}, "hold");
    for (int moves = 1; moves <= 4; ++moves) {
        SeededDice dice(static_cast<std::uint64_t>(moves));
        Table t(s, dice);
        t.place(0, 900, 200);
        t.place(1, 900, 1000);
        SimUnit& knights = unitAt(t.b, 0);
        beginRally(t.b, knights, moves);  // during move 1
        for (int whole = 1; whole <= moves; ++whole) {
            startMove(t.b);
            EXPECT_EQ(knights.act, Activity::Rallying)
                << "a rally of " << moves << " moves, in whole move " << whole;
        }
        startMove(t.b);
        EXPECT_EQ(knights.act, Activity::Ready) << "a rally of " << moves << " moves";
        EXPECT_TRUE(knights.st.formed);
    }
}

// A unit that retires (a morale result, GA-MT-ROLL) falls back a rally move and then stands to
// reform for the rule book's <rallyTimes afterRetiring> moves, not a number in the code.
TEST(GA_RALLY, ARetiredUnitStandsToReformForTheBooksMoves) {
    const BattleSetup s = simtest::duel({"knights:B:200"}, "attack", {"spearmen:C:300"}, "hold");
    for (const int moves : {1, 3}) {
        const Rulebook edited = loadRulebookFromString(
            replacedOnce(shippedRulesText("godsacre.xml"), R"(afterRetiring="1")",
                         "afterRetiring=\"" + std::to_string(moves) + "\""),
            "edited.xml");
        SeededDice dice(1);
        Table t(s, dice, edited);
        t.place(0, 900, 500);
        t.place(1, 900, 1000);
        SimUnit& knights = unitAt(t.b, 0);
        retireUnit(t.b, 0);  // during move 1
        EXPECT_DOUBLE_EQ(knights.y, 500 - knights.rallyMove) << "it fell back a rally move";
        for (int whole = 1; whole <= moves; ++whole) {
            startMove(t.b);
            EXPECT_EQ(knights.act, Activity::Rallying) << "reforming " << moves << " moves";
        }
        startMove(t.b);
        EXPECT_EQ(knights.act, Activity::Ready) << "reformed after " << moves << " moves";
    }
}

// The rally table's "1" is a move's rally, not none: a failed charge of Class B knights (one
// move, GA-RALLY) keeps them from charging in the next move.
TEST(GA_RALLY, KnightsWhoseChargeFellShortRallyAWholeMoveBeforeTheyMayChargeAgain) {
    const BattleSetup s = simtest::duel({"knights:B:200"}, "attack", {"javelinmen:C:200"}, "hold");
    ASSERT_EQ(rallyMoves(defaultRulebook(), RallyAfter::FailedCharge, TroopClass::B), 1);
    SeededDice dice(1);
    Table t(s, dice);
    t.place(0, 900, 500);
    t.place(1, 900, 750);
    declareCharges(t.b);
    moveTroops(t.b);  // the javelinmen evade; the knights fall short
    ASSERT_EQ(unitAt(t.b, 0).act, Activity::Rallying);
    startMove(t.b);
    EXPECT_EQ(unitAt(t.b, 0).act, Activity::Rallying) << "the move after the failed charge";
    declareCharges(t.b);
    EXPECT_NE(unitAt(t.b, 0).act, Activity::Charging);
}

}  // namespace
}  // namespace seneschal::battle::sim
