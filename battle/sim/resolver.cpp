#include "battle/sim/resolver.hpp"

#include "battle/sim/outcome_builder.hpp"
#include "battle/sim/phases.hpp"
#include "battle/sim/policy.hpp"
#include "battle/sim/setup.hpp"

namespace seneschal::battle {

namespace {

void fight(const BattleSetup* setup, const sim::PreparedBattle* prepared, const Rulebook& rules,
           DiceSource& dice, sim::BattlePolicy& policy, sim::BattleLog* log,
           std::optional<std::uint64_t> seed, BattleOutcome& outcome) {
    sim::Battle b(rules, dice);
    b.policy = &policy;
    b.log = log;
    // Odds fight thousands of battles a second on each thread: the last prepared battle's
    // storage is kept and refilled (startFrom assigns every field), so it starts without
    // allocating.
    thread_local sim::BattleState spare;
    struct GiveBack {
        sim::Battle* battle = nullptr;
        ~GiveBack() {
            if (battle) spare = std::move(static_cast<sim::BattleState&>(*battle));
        }
    } giveBack;
    if (prepared) {
        static_cast<sim::BattleState&>(b) = std::move(spare);
        giveBack.battle = &b;
        sim::startFrom(b, *prepared);
    } else {
        sim::setUpBattle(b, *setup);
    }
    // The move loop: everything it touches was reserved by setUpBattle, so it allocates
    // nothing unless a log is kept (tests/battle/sim_allocation_test.cpp counts).
    while (!b.over) sim::fightMove(b);
    sim::buildOutcome(b, seed.value_or(0), outcome);
    outcome.seed = seed;
}

BattleOutcome fight(const BattleSetup* setup, const sim::PreparedBattle* prepared,
                    const Rulebook& rules, DiceSource& dice, sim::BattlePolicy& policy,
                    sim::BattleLog* log, std::optional<std::uint64_t> seed) {
    BattleOutcome o;
    fight(setup, prepared, rules, dice, policy, log, seed, o);
    return o;
}

}  // namespace

BattleOutcome resolveGodsAcre(const BattleSetup& setup, const Rulebook& rules, std::uint64_t seed,
                              sim::BattleLog* log) {
    SeededDice dice(seed);
    sim::DefaultPolicy policy;
    return fight(&setup, nullptr, rules, dice, policy, log, seed);
}

BattleOutcome resolveGodsAcre(const sim::PreparedBattle& prepared, const Rulebook& rules,
                              std::uint64_t seed, sim::BattleLog* log) {
    SeededDice dice(seed);
    sim::DefaultPolicy policy;
    return fight(nullptr, &prepared, rules, dice, policy, log, seed);
}

void resolveGodsAcre(const sim::PreparedBattle& prepared, const Rulebook& rules, std::uint64_t seed,
                     BattleOutcome& into) {
    SeededDice dice(seed);
    sim::DefaultPolicy policy;
    fight(nullptr, &prepared, rules, dice, policy, nullptr, seed, into);
}

BattleOutcome resolveGodsAcre(const BattleSetup& setup, const Rulebook& rules, DiceSource& dice,
                              sim::BattlePolicy& policy, sim::BattleLog* log) {
    return fight(&setup, nullptr, rules, dice, policy, log, std::nullopt);
}

}  // namespace seneschal::battle
