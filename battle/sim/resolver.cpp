#include "battle/sim/resolver.hpp"

#include "battle/resolvers.hpp"
#include "battle/sim/outcome_builder.hpp"
#include "battle/sim/phases.hpp"
#include "battle/sim/policy.hpp"
#include "battle/sim/setup.hpp"

namespace seneschal::battle {

namespace {

// Each side's figures formed and standing now, into the log (the battle report's chart).
void logStrength(const sim::Battle& b, sim::BattleLog& log) {
    for (int side = 0; side < 2; ++side) {
        sim::SideStrength strength;
        strength.move = b.move;
        if (b.setup && static_cast<std::size_t>(side) < b.setup->sides.size()) {
            strength.side = b.setup->sides[static_cast<std::size_t>(side)].id;
        }
        for (const sim::SimUnit& unit : b.units) {
            if (unit.side != side || unit.act == sim::Activity::Gone) continue;
            strength.standing += unit.st.figures;
            if (unit.act != sim::Activity::Routed && unit.st.formed && !unit.st.routed) {
                strength.formed += unit.st.figures;
            }
        }
        log.addStrength(std::move(strength));
    }
}

void fight(const BattleSetup* setup, const sim::PreparedBattle* prepared, const Rulebook& rules,
           DiceSource& dice, sim::BattlePolicy& policy, sim::BattleLog* log,
           std::optional<std::uint64_t> seed, BattleOutcome& outcome) {
    countBattleFought();
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
    if (log) logStrength(b, *log);
    while (!b.over) {
        sim::fightMove(b);
        if (log) logStrength(b, *log);
    }
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
