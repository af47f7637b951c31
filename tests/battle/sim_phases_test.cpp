// Each step of GA-SEQ on its own, with the dice scripted: who may charge, how the charged
// answer and test, what a charge reaching its target in the normal move does to the target's
// shooting, a round of close combat with its loser's test, a battal's units testing when one
// of them breaks, and caught routers asking for quarter.
#include <gtest/gtest.h>

#include <set>

#include "battle/sim/field.hpp"
#include "battle/sim/phases.hpp"
#include "battle/sim/policy.hpp"
#include "battle/sim/setup.hpp"
#include "battle/sim/sim_core.hpp"
#include "tests/battle/sim_test_support.hpp"

namespace seneschal::battle::sim {
namespace {

using simtest::Table;

TEST(GA_CHARGE, AttackersChargeTheEnemyWithinChargeReachAndNotBeyond) {
    const BattleSetup s = simtest::duel({"knights:B:200"}, "attack", {"spearmen:C:400"}, "hold");
    ScriptedDice dice;  // no die may be thrown to declare a charge
    {
        Table t(s, dice);
        t.place(0, 900, 500);
        t.place(1, 900, 500 + 290);  // knights charge 300 mm
        declareCharges(t.b);
        EXPECT_EQ(unitAt(t.b, 0).act, Activity::Charging);
        EXPECT_EQ(unitAt(t.b, 0).target, 1);
        EXPECT_TRUE(unitAt(t.b, 1).charged);
        EXPECT_EQ(unitAt(t.b, 1).act, Activity::Ready);  // foot with hold orders stand
    }
    {
        Table t(s, dice);
        t.place(0, 900, 500);
        t.place(1, 900, 500 + 310);
        declareCharges(t.b);
        EXPECT_EQ(unitAt(t.b, 0).act, Activity::Ready);
    }
}

TEST(GA_CHARGE_REACT, SkirmishersEvadeAndCavalryCounterCharges) {
    ScriptedDice dice;
    {
        Table t(simtest::duel({"knights:B:200"}, "attack", {"javelinmen:C:200"}, "hold"), dice);
        t.place(0, 900, 500);
        t.place(1, 900, 750);
        declareCharges(t.b);
        EXPECT_EQ(unitAt(t.b, 1).act, Activity::Evading);
        moveTroops(t.b);
        // GA-EVADE: a normal move (open foot 150 mm) away; 250 + 150 > the knights' 300 mm.
        EXPECT_FALSE(unitAt(t.b, 1).caughtEvading);
        EXPECT_FALSE(unitAt(t.b, 0).contact);
        EXPECT_EQ(unitAt(t.b, 0).act, Activity::Rallying);  // an unsuccessful charge
    }
    {
        Table t(simtest::duel({"knights:B:200"}, "attack", {"men-at-arms:C:200"}, "defend"), dice);
        t.place(0, 900, 500);
        t.place(1, 900, 790);
        declareCharges(t.b);
        EXPECT_EQ(unitAt(t.b, 1).act, Activity::CounterCharging);
        moveTroops(t.b);
        EXPECT_TRUE(unitAt(t.b, 0).contact);
        EXPECT_TRUE(unitAt(t.b, 1).contact);
        EXPECT_NEAR(frontGap(unitAt(t.b, 0), unitAt(t.b, 1)), 0, 1e-6);
    }
}

TEST(GA_MT_WHEN, MercenariesChargedTestAndRetireOnAPoorScore) {
    const BattleSetup s = simtest::duel({"knights:B:200"}, "attack", {"crossbowmen:C:300"}, "hold");
    // The knights test first to charge (GA-SEQ step 2): 3+3 + MV 6 + CV 2 + 1 = 15, they
    // charge. The crossbowmen: average dice 2+2 + MV 4 + CV 2 = 10: retire on the shipped bands.
    ScriptedDice dice{3, 3, 2, 2};
    Table t(s, dice);
    t.place(0, 900, 500);
    t.place(1, 900, 780);
    declareCharges(t.b);
    chargeMorale(t.b);
    EXPECT_EQ(dice.remaining(), 0u);
    EXPECT_EQ(unitAt(t.b, 1).lastMorale, MoraleResult::Retire);
    EXPECT_EQ(unitAt(t.b, 1).act, Activity::Rallying);
    EXPECT_TRUE(t.rules().count("GA-MT-ROLL"));
}

// GA-SEQ step 2: knights test to charge like anyone else, and a rash leader's charge bonus
// (GA-OPT-CHAR) counts in that test. Dice 2+2 + MV 5 (class C 4, Knightly +1) + CV 2 + 1
// (shock troops charging) = 12: halt on the shipped bands, so they stay where they are; a
// rash leader's +2 makes it 14, steady, and they charge. The charged spearmen are Feudal:
// being charged is no occasion for them (GA-MT-WHEN), so those two dice are the only ones.
TEST(GA_SEQ, KnightsTestToChargeAndARashLeaderAddsHisChargeBonus) {
    for (const bool rash : {false, true}) {
        BattleSetup s = simtest::duel({"knights:C:200"}, "attack", {"spearmen:C:400"}, "hold");
        if (rash) {
            s.options.push_back("leader-character");
            for (LeaderSpec& l : s.leaders) {
                if (l.id == "north1-l") l.character = "rash";
            }
        }
        ScriptedDice dice{2, 2};
        Table t(s, dice);
        t.place(0, 900, 500);
        t.place(1, 900, 500 + 290);
        declareCharges(t.b);
        ASSERT_EQ(unitAt(t.b, 0).act, Activity::Charging);
        chargeMorale(t.b);
        EXPECT_EQ(dice.remaining(), 0u) << "rash " << rash;
        EXPECT_TRUE(t.logged("GA-MT-ROLL", "declaring a charge")) << "rash " << rash;
        EXPECT_EQ(unitAt(t.b, 0).lastMorale, rash ? MoraleResult::Steady : MoraleResult::Halt);
        EXPECT_EQ(unitAt(t.b, 0).act, rash ? Activity::Charging : Activity::Ready);
    }
}

TEST(GA_CHARGE, ChargedTroopsReachedWithinTheNormalMoveMayNotShoot) {
    const BattleSetup s = simtest::duel({"knights:B:200"}, "attack", {"crossbowmen:C:300"}, "hold");
    // The knights' charge test (3+3: they charge), the crossbowmen's; no shooting die follows.
    ScriptedDice dice{3, 3, 5, 5};
    Table t(s, dice);
    t.place(0, 900, 500);
    t.place(1, 900, 650);  // 150 mm: inside the knights' 200 mm normal move
    declareCharges(t.b);
    chargeMorale(t.b);
    moveTroops(t.b);
    EXPECT_TRUE(unitAt(t.b, 1).reachedByCharge);
    shoot(t.b);
    EXPECT_EQ(unitAt(t.b, 0).removed, 0);
    EXPECT_TRUE(t.rules().count("GA-SHOOT-NO"));
    EXPECT_EQ(dice.remaining(), 0u);
}

TEST(GA_CHARGE, ChargersCaughtBeyondTheNormalMoveAreShotFirst) {
    const BattleSetup s = simtest::duel({"knights:C:200"}, "attack", {"crossbowmen:C:300"}, "hold");
    SeededDice dice(3);
    Table t(s, dice);
    t.place(0, 900, 500);
    t.place(1, 900, 790);
    declareCharges(t.b);
    chargeMorale(t.b);
    moveTroops(t.b);
    ASSERT_TRUE(unitAt(t.b, 0).contact);
    EXPECT_FALSE(unitAt(t.b, 1).reachedByCharge);
    shoot(t.b);
    EXPECT_TRUE(t.rules().count("GA-RF-SHOOT"));
    EXPECT_TRUE(t.rules().count("GA-WF-MISSILE"));
}

TEST(GA_CC_RESULT, ARoundOfCloseCombatDecidesAWinnerAndTheLoserTests) {
    const BattleSetup s =
        simtest::duel({"knights:A:300"}, "attack", {"peasant-levy:D:400"}, "hold");
    int decided = 0;
    for (std::uint64_t seed = 1; seed <= 20; ++seed) {
        SeededDice dice(seed);
        Table t(s, dice);
        t.place(0, 900, 500);
        t.place(1, 900, 700);
        declareCharges(t.b);
        moveTroops(t.b);
        closeCombat(t.b);
        const auto rules = t.rules();
        ASSERT_TRUE(rules.count("GA-CC-RESULT"));
        EXPECT_TRUE(rules.count("GA-RF-MELEE"));
        bool won = false, loserTested = false;
        for (const LogEntry& e : t.log.entries()) {
            if (e.rule == "GA-CC-RESULT" && e.result.find("won by") != std::string::npos)
                won = true;
            if (e.rule == "GA-MT-ROLL" && e.result.find("lost a round") != std::string::npos)
                loserTested = true;
        }
        if (won) {
            ++decided;
            // The loser tests, unless losing its leader broke it first (GA-LEADER-KILLED-FEUDAL).
            EXPECT_TRUE(loserTested || unitAt(t.b, 1).act == Activity::Routed) << t.log.text();
        }
        // Elite knights against a peasant levy never lose more than the levy.
        EXPECT_LE(unitAt(t.b, 0).removed, unitAt(t.b, 1).removed + 1);
    }
    EXPECT_GT(decided, 15);
}

TEST(GA_MT_WHEN, WhenAUnitBreaksTheOthersOfItsBattalTest) {
    const BattleSetup s =
        simtest::duel({"spearmen:C:300", "billmen:C:300"}, "hold", {"spearmen:C:300"}, "hold");
    {
        ScriptedDice dice{6, 6};  // 12 + MV 4 + CV 2 = 18: confident
        Table t(s, dice);
        t.b.step = MoveStep::CloseCombat;
        breakUnit(t.b, 0, "test");
        otherMorale(t.b);
        EXPECT_EQ(unitAt(t.b, 1).lastMorale, MoraleResult::Confident);
        EXPECT_EQ(unitAt(t.b, 1).act, Activity::Ready);
        EXPECT_EQ(unitAt(t.b, 2).act, Activity::Ready);  // the enemy does not test
    }
    {
        ScriptedDice dice{1, 1};  // 2 + 4 + 2 less the distraction of friends routing near: rout
        Table t(s, dice);
        unitAt(t.b, 1).x = unitAt(t.b, 0).x + 200;
        breakUnit(t.b, 0, "test");
        otherMorale(t.b);
        EXPECT_EQ(unitAt(t.b, 1).act, Activity::Routed);
        EXPECT_TRUE(t.b.battals[0].drivenOff);
    }
}

TEST(GA_QUARTER, CaughtRoutersAskForQuarterAndArePrisonersOrKilled) {
    const BattleSetup s =
        simtest::duel({"knights:B:200"}, "attack", {"peasant-levy:D:400"}, "hold");
    int captured = 0, killed = 0;
    for (std::uint64_t seed = 1; seed <= 40; ++seed) {
        SeededDice dice(seed);
        Table t(s, dice);
        SimUnit& levy = unitAt(t.b, 1);
        t.place(1, 900, 600);
        breakUnit(t.b, 1, "test");
        SimUnit& knights = unitAt(t.b, 0);
        knights.act = Activity::Pursuing;
        knights.menLostTotal = 50;  // 5 men a figure: quarter only on a 6 (GA-QUARTER)
        knights.target = 1;
        knights.x = levy.x;
        knights.y = levy.y - 100;
        t.b.step = MoveStep::MoveTroops;
        moveTroops(
            t.b);  // the levy runs 100 mm at infantry charge speed... the knights ride it down
        ASSERT_TRUE(knights.contact);
        closeCombat(t.b);
        EXPECT_TRUE(t.rules().count("GA-QUARTER"));
        if (levy.captured > 0) {
            ++captured;
            EXPECT_EQ(levy.capturedBy, 0);
            EXPECT_GT(knights.pursuedOff, 0);  // escorts lead the prisoners off
        } else {
            // GA-QUARTER: "all figures in contact with the pursuers are killed in the next
            // move; pursuit stops and the survivors escape".
            ++killed;
            const int removedBefore = levy.removed;
            ASSERT_TRUE(onField(levy)) << "seed " << seed << ": killed next move, not this one";
            ASSERT_GT(levy.doomedFigures, 0);
            startMove(t.b);
            EXPECT_GT(levy.removed, removedBefore) << "seed " << seed;
            EXPECT_FALSE(onField(levy)) << "seed " << seed << ": the survivors escape";
            EXPECT_EQ(knights.act, Activity::Rallying) << "seed " << seed << ": pursuit stops";
        }
        const int fielded = levy.menAtStart / 20;
        EXPECT_EQ(fielded, levy.st.figures + levy.removed + levy.captured + levy.pursuedOff);
    }
    EXPECT_GT(captured, 0);
    EXPECT_GT(killed, 0);
}

TEST(GA_MT_ARMY, AnArmyWithEveryBattalDrivenOffLosesTheBattle) {
    const BattleSetup s = simtest::duel({"spearmen:C:300"}, "hold", {"spearmen:C:300"}, "hold");
    ScriptedDice dice{6, 6};
    Table t(s, dice);
    breakUnit(t.b, 1, "test");
    otherMorale(t.b);
    endOfMove(t.b);
    EXPECT_TRUE(t.b.over);
    EXPECT_EQ(t.b.winner, 0);
}

TEST(GA_OPT_CONFUSION, ABattalThatHungBackMayStandStillNextMove) {
    BattleSetup s = simtest::duel({"spearmen:C:300"}, "attack", {"spearmen:C:300"}, "hold");
    s.options.push_back("confusion");
    s.armies[0].battals[0].leader = s.armies[0].leader;
    s.armies[0].leader.clear();
    ScriptedDice dice{2};  // f2: no move (GA-OPT-CONFUSION)
    Table t(s, dice);
    confusion(t.b);  // nobody moved this move
    EXPECT_TRUE(t.b.battals[0].noMoveNext);
    EXPECT_FALSE(t.b.battals[1].noMoveNext);  // no battal leader: no roll
    const double y = unitAt(t.b, 0).y;
    moveTroops(t.b);
    EXPECT_EQ(unitAt(t.b, 0).y, y);  // attack orders, but it stands
    EXPECT_TRUE(t.rules().count("GA-OPT-CONFUSION"));
}

TEST(GA_OPT_CAMPAIGN, CampaignFactorsCountInCampaignBattlesOnly) {
    BattleSetup s =
        simtest::duel({"spearmen:C:300", "billmen:C:300"}, "hold", {"spearmen:C:300"}, "hold");
    s.options.push_back("campaign-factors");
    s.armies[0].battals[0].units[1].campaignFactor = 2;  // the campaign's capped total
    for (const BattleType type : {BattleType::Campaign, BattleType::Historical}) {
        s.type = type;
        ScriptedDice dice{3, 3};
        Table t(s, dice);
        EXPECT_EQ(unitAt(t.b, 1).campaignFactor, type == BattleType::Campaign ? 2 : 0);
        breakUnit(t.b, 0, "test");
        otherMorale(t.b);
        bool found = false;
        for (const LogEntry& e : t.log.entries()) {
            if (e.rule != "GA-MT-ROLL" || e.actor.find("billmen") == std::string::npos) continue;
            found = true;
            const bool counted = e.result.find("other 2") != std::string::npos;
            EXPECT_EQ(counted, type == BattleType::Campaign) << e.result;
        }
        EXPECT_TRUE(found);
    }
}

}  // namespace
}  // namespace seneschal::battle::sim
