// One whole move of the seed's sequence (GA-SEQ), composed from the procedures the way a
// battle simulator or tabletop console would: knights test to charge and charge crossbowmen,
// who shoot as the knights come on, then the impact-melee is fought and its loser tests.
#include <gtest/gtest.h>

#include <cstring>
#include <set>
#include <string>

#include "battle/ga/after_combat.hpp"
#include "battle/ga/charges.hpp"
#include "battle/ga/leaders.hpp"
#include "battle/ga/melee.hpp"
#include "battle/ga/morale.hpp"
#include "battle/ga/shooting.hpp"
#include "battle/rulebook_loader.hpp"

namespace seneschal::battle {
namespace {

TEST(GA_SEQ, KnightsChargeCrossbowmenThroughEveryStepOfAMove) {
    const Rulebook& book = defaultRulebook();
    UnitState knights = makeUnit(book.troopType("knights"), TroopClass::B, 10);
    UnitState xbows = makeUnit(book.troopType("crossbowmen"), TroopClass::C, 16);
    knights.leader = {4, 3, Character::Steady};
    xbows.leader = {6, 2, Character::Steady};
    xbows.ranks = 2;
    const int gap = 260;  // beyond the knights' normal move, within their charge
    int decided = 0;
    for (std::uint64_t seed = 1; seed <= 50; ++seed) {
        SeededDice dice(seed);
        RollBuffer<128> log;
        UnitState k = knights, x = xbows;
        // 1. Declare the charge.
        ASSERT_EQ(mayDeclareCharge(book, k, gap, true), ChargeDeclaration::Allowed);
        // 2. The knights test to charge, as all troops wishing to charge do (GA-SEQ); the
        // charged Mercenaries test too (GA-MT-WHEN).
        UnitMoraleSituation charging;
        charging.declaringCharge = true;
        ASSERT_TRUE(has(unitMoraleTriggers(book, k, charging), MoraleTrigger::Charge));
        MoraleTestInput declaring;
        declaring.chargeTest = true;
        declaring.factors[static_cast<std::size_t>(MoraleFactor::ShockTroopsCharging)] = 1;
        if (!testMorale(book, k, declaring, {}, dice, &log).mayCharge) continue;
        UnitMoraleSituation charged;
        charged.beingCharged = true;
        ASSERT_TRUE(has(unitMoraleTriggers(book, x, charged), MoraleTrigger::Charge));
        const MoraleTestResult stand = testMorale(book, x, {}, {}, dice, &log);
        // 3. Move: the knights are not on them within the normal move, so they may shoot.
        const ChargeMove move = resolveChargeMove(book, k, gap);
        ASSERT_TRUE(move.contact);
        ASSERT_FALSE(move.reachedInNormalMove);
        // 4. Shooting and its morale: the knights suffer, their leader is at risk.
        ShootingSituation situation;
        situation.distance = gap;
        if (stand.passed && mayShoot(book, x, situation) == ShootVerdict::May) {
            ShootingInput in;
            in.figures = figuresShooting(book, x, 8, 8);
            in.distance = gap;
            const ShootingResult shot =
                resolveShooting(book, CasualtyReading::Dice, x, k, in, dice, &log);
            applyCasualties(k, shot.casualties);
            const LeaderRiskResult risk =
                leaderRisk(book, shot.casualties.figuresRemoved, k.leader.cv, false, dice, &log);
            EXPECT_NE(risk.fate, LeaderFate::Taken);  // missiles take no prisoners
        }
        if (!stand.passed || k.figures == 0) continue;
        // 5. Close combat.
        const MeleeKind kind = meleeKind(k, x, {true, false, {}});
        ASSERT_EQ(kind, MeleeKind::Impact);
        MeleeAttack charge;
        charge.figures = figuresFighting(book, kind, k, {std::min(k.figures, 6), 1, 1, 0});
        charge.charging = true;
        MeleeAttack reply;
        reply.figures = figuresFighting(book, kind, x, {8, 1, 1, 8});
        const MeleeBlow kb = strike(book, CasualtyReading::Dice, kind, k, x, charge, dice, &log);
        const MeleeBlow xb = strike(book, CasualtyReading::Dice, kind, x, k, reply, dice, &log);
        MeleeSide ks, xs;
        addToSide(ks, charge, kb);
        addToSide(xs, reply, xb);
        ks.bestLeaderStatus = k.leader.status;
        xs.bestLeaderStatus = x.leader.status;
        const MeleeOutcome o = meleeResult(book, kind, ks, xs);
        if (o.winner < 0) continue;
        ++decided;
        UnitState& loser = o.winner == 0 ? x : k;
        MoraleTestInput lost;
        lost.factors[static_cast<std::size_t>(MoraleFactor::LostMeleePerPoint)] =
            static_cast<std::uint8_t>(o.margin);
        const MoraleTestResult test = testMorale(book, loser, lost, {}, dice, &log);
        AfterCombatInput after;
        after.kind = kind;
        after.winnerArm = o.winner == 0 ? Arm::Cavalry : Arm::Infantry;
        after.loserArm = o.winner == 0 ? Arm::Infantry : Arm::Cavalry;
        after.margin = o.margin;
        after.loserBroke = test.result == MoraleResult::Rout;
        after.winnerPace = WinnerPace::Gallop;
        after.infantryRanks = x.ranks;
        const AfterCombat result = afterCombat(book, after);
        EXPECT_EQ(result.toBrokenTroops, after.loserBroke);
        if (!after.loserBroke && o.winner == 1) {
            EXPECT_TRUE(result.loserFallsBackRallyMove);
        }
        // Every die thrown is logged under a rule of this move.
        std::set<std::string> rules;
        for (std::size_t i = 0; i < log.size(); ++i) rules.insert(log[i].rule);
        EXPECT_TRUE(rules.count("GA-MT-ROLL"));
        EXPECT_TRUE(rules.count("GA-RF-MELEE"));
        EXPECT_FALSE(log.overflowed());
        EXPECT_GE(k.figures, 0);
    }
    EXPECT_GT(decided, 10);  // most seeds get through to a decided melee
}

}  // namespace
}  // namespace seneschal::battle
