// The hot God's Acre procedures: one shooting resolution, one melee round (both sides strike,
// melee points, the loser's morale test, the after-combat outcome) and one morale test. A
// whole battle is a few hundred of these, so these numbers bound the battles per second.
#include <benchmark/benchmark.h>

#include "battle/ga/after_combat.hpp"
#include "battle/ga/melee.hpp"
#include "battle/ga/morale.hpp"
#include "battle/ga/shooting.hpp"
#include "battle/rulebook_loader.hpp"

namespace {

using namespace seneschal::battle;

UnitState unitOf(const char* type, TroopClass c, int figures) {
    UnitState u = makeUnit(defaultRulebook().troopType(type), c, figures);
    u.ranks = 2;
    u.leader.cv = 3;
    return u;
}

void BM_GA_ShootingResolution(benchmark::State& state) {
    const Rulebook& book = defaultRulebook();
    const UnitState bows = unitOf("longbowmen", TroopClass::B, 16);
    UnitState target = unitOf("men-at-arms", TroopClass::C, 12);
    SeededDice dice(1);
    RollBuffer<64> log;
    ShootingSituation situation;
    situation.distance = 200;
    ShootingInput in;
    in.figures = 16;
    in.distance = 200;
    const auto reading = static_cast<CasualtyReading>(state.range(0));
    for (auto _ : state) {
        log.clear();
        if (mayShoot(book, bows, situation) == ShootVerdict::May) {
            const ShootingResult r = resolveShooting(book, reading, bows, target, in, dice, &log);
            benchmark::DoNotOptimize(r.casualties.figuresRemoved);
            target.menCarried = r.casualties.menCarried;
        }
    }
}
BENCHMARK(BM_GA_ShootingResolution)
    ->Arg(static_cast<int>(CasualtyReading::Men))
    ->Arg(static_cast<int>(CasualtyReading::Dice));

void BM_GA_MeleeRound(benchmark::State& state) {
    const Rulebook& book = defaultRulebook();
    const UnitState knights = unitOf("knights", TroopClass::B, 10);
    const UnitState pikes = unitOf("pikemen", TroopClass::C, 24);
    SeededDice dice(2);
    RollBuffer<128> log;
    for (auto _ : state) {
        log.clear();
        const MeleeKind kind = meleeKind(knights, pikes, {true, false, {}});
        MeleeAttack charge;
        charge.figures = figuresFighting(book, kind, knights, {6, 1, 1, 6});
        charge.charging = true;
        MeleeAttack stand;
        stand.figures = figuresFighting(book, kind, pikes, {8, 1, 1, 8});
        const MeleeBlow a =
            strike(book, CasualtyReading::Dice, kind, knights, pikes, charge, dice, &log);
        const MeleeBlow b =
            strike(book, CasualtyReading::Dice, kind, pikes, knights, stand, dice, &log);
        MeleeSide sa{b.casualties.figuresRemoved, charge.figures, true, false, false, false, 0, 4};
        MeleeSide sb{a.casualties.figuresRemoved, stand.figures, false, false, false, false, 2, 6};
        sa.enemyFiguresRemoved = a.casualties.figuresRemoved;
        sb.enemyFiguresRemoved = b.casualties.figuresRemoved;
        const MeleeOutcome o = meleeResult(book, kind, sa, sb);
        if (o.winner >= 0) {
            const UnitState& loser = o.winner == 0 ? pikes : knights;
            MoraleTestInput in;
            in.factors[static_cast<std::size_t>(MoraleFactor::LostMeleePerPoint)] =
                static_cast<std::uint8_t>(o.margin);
            const MoraleTestResult m = testMorale(book, loser, in, {}, dice, &log);
            AfterCombatInput after;
            after.kind = kind;
            after.winnerArm = o.winner == 0 ? Arm::Cavalry : Arm::Infantry;
            after.loserArm = o.winner == 0 ? Arm::Infantry : Arm::Cavalry;
            after.margin = o.margin;
            after.loserBroke = m.result == MoraleResult::Rout;
            after.winnerPace = WinnerPace::Gallop;
            after.infantryRanks = 2;
            benchmark::DoNotOptimize(afterCombat(book, after));
        }
    }
}
BENCHMARK(BM_GA_MeleeRound);

void BM_GA_MoraleTest(benchmark::State& state) {
    const Rulebook& book = defaultRulebook();
    const UnitState spears = unitOf("spearmen", TroopClass::C, 20);
    SeededDice dice(3);
    RollBuffer<8> log;
    MoraleTestInput in;
    in.distractions[static_cast<std::size_t>(Distraction::FiguresRemoved)] = 2;
    in.distractions[static_cast<std::size_t>(Distraction::Unformed)] = 1;
    in.factors[static_cast<std::size_t>(MoraleFactor::InCover)] = 1;
    for (auto _ : state) {
        log.clear();
        benchmark::DoNotOptimize(testMorale(book, spears, in, {true, true}, dice, &log).result);
    }
}
BENCHMARK(BM_GA_MoraleTest);

}  // namespace
