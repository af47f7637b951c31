#include <benchmark/benchmark.h>

#include "battle/dice.hpp"

namespace {

void BM_SeededDiceOrdinary(benchmark::State& state) {
    seneschal::battle::SeededDice dice(42);
    for (auto _ : state) benchmark::DoNotOptimize(dice.d6());
}
BENCHMARK(BM_SeededDiceOrdinary);

void BM_SeededDiceDecimal(benchmark::State& state) {
    seneschal::battle::SeededDice dice(42);
    for (auto _ : state) benchmark::DoNotOptimize(dice.d10());
}
BENCHMARK(BM_SeededDiceDecimal);

}  // namespace
