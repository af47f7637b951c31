// The God's Acre auto-resolver's speed: whole reference battles (data/scenarios/
// reference-1500.xml) on one core, target >= 10,000 a second; and the odds of 10,000 battles
// on every core (`seneschal-cli odds --runs 10000`), target under a second of wall time.
// Figures measured on the project machine are in docs/rules/battle-simulation.md.
#include <benchmark/benchmark.h>

#include "base/data_dir.hpp"
#include "battle/odds.hpp"
#include "battle/rulebook_loader.hpp"
#include "battle/sim/resolver.hpp"
#include "battle/sim/setup.hpp"

namespace {

using namespace seneschal::battle;

const BattleSetup& reference() {
    static const BattleSetup setup =
        loadBattleFile(seneschal::scenariosDir() / "reference-1500.xml", defaultRulebook());
    return setup;
}

// From the battle file each time: setting up included.
void BM_GA_ReferenceBattleWithSetup(benchmark::State& state) {
    std::uint64_t seed = 1;
    for (auto _ : state) {
        const BattleOutcome o = resolveGodsAcre(reference(), defaultRulebook(), seed++);
        benchmark::DoNotOptimize(o.winner.size());
    }
    state.SetItemsProcessed(state.iterations());
}
BENCHMARK(BM_GA_ReferenceBattleWithSetup);

// As odds fight it: from the battle prepared once, into one outcome refilled every run.
void BM_GA_ReferenceBattle(benchmark::State& state) {
    const Rulebook& book = defaultRulebook();
    const sim::PreparedBattle prepared = sim::prepareBattle(reference(), book);
    std::uint64_t seed = 1;
    std::int64_t moves = 0;
    BattleOutcome o;
    for (auto _ : state) {
        resolveGodsAcre(prepared, book, seed++, o);
        moves += o.moves;
        benchmark::DoNotOptimize(o.winner.size());
    }
    state.SetItemsProcessed(state.iterations());
    state.counters["moves_per_battle"] =
        static_cast<double>(moves) / static_cast<double>(state.iterations());
}
BENCHMARK(BM_GA_ReferenceBattle);

void BM_GA_ReferenceOdds10000(benchmark::State& state) {
    const sim::PreparedBattle prepared = sim::prepareBattle(reference(), defaultRulebook());
    const SeededResolver resolve = [&prepared](std::uint64_t s, BattleOutcome& o) {
        resolveGodsAcre(prepared, defaultRulebook(), s, o);
    };
    OddsRequest request;
    request.runs = state.range(0);
    request.threads = 0;  // every core
    request.menPerFigure = defaultRulebook().menPerFigure();
    for (auto _ : state) {
        const OddsResult r = runOdds(resolve, {"english", "french"}, request);
        benchmark::DoNotOptimize(r.sides[0].wins);
    }
    state.SetItemsProcessed(state.iterations() * state.range(0));
}
BENCHMARK(BM_GA_ReferenceOdds10000)->Arg(10000)->Unit(benchmark::kMillisecond)->UseRealTime();

}  // namespace
