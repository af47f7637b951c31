#pragma once
// The God's Acre auto-resolver: a battle fought move by move by the whole GA-SEQ sequence,
// every decision the rules leave to players made by a BattlePolicy (DefaultPolicy unless one
// is given), every die thrown from one seed. The same setup and seed give the same outcome and
// a byte-identical log. With no log, no string is built during the battle.
#include <cstdint>

#include "battle/battle_file.hpp"
#include "battle/outcome.hpp"
#include "battle/sim/battle_log.hpp"

namespace seneschal::battle::sim {
class BattlePolicy;
struct PreparedBattle;
}  // namespace seneschal::battle::sim

namespace seneschal::battle {

BattleOutcome resolveGodsAcre(const BattleSetup& setup, const Rulebook& rules, std::uint64_t seed,
                              sim::BattleLog* log = nullptr);

// The same from a battle prepared once (sim/setup.hpp), for many runs of one battle.
BattleOutcome resolveGodsAcre(const sim::PreparedBattle& prepared, const Rulebook& rules,
                              std::uint64_t seed, sim::BattleLog* log = nullptr);

// The same into an outcome used before, refilled in place: odds fight thousands of battles into
// one outcome per thread without allocating.
void resolveGodsAcre(const sim::PreparedBattle& prepared, const Rulebook& rules, std::uint64_t seed,
                     BattleOutcome& into);

// The same with a chosen policy and dice (the tabletop console, scripted tests).
BattleOutcome resolveGodsAcre(const BattleSetup& setup, const Rulebook& rules, DiceSource& dice,
                              sim::BattlePolicy& policy, sim::BattleLog* log = nullptr);

}  // namespace seneschal::battle
