#pragma once
// The BattleOutcome of a fought battle (battle/outcome.hpp): per unit the men at start, figures
// removed, the men remainder, routed, captured (and by whom), pursued off or withdrawn, formed
// cavalry at the end and the end state; per leader his fate and captor; the winner and moves.
#include "battle/outcome.hpp"
#include "battle/sim/sim_state.hpp"

namespace seneschal::battle::sim {

BattleOutcome buildOutcome(const Battle& b, std::uint64_t seed);
// The same into an outcome used before: every field is set afresh, but the vectors and strings
// keep their storage, so thousands of battles fought into one outcome (odds) allocate nothing.
void buildOutcome(const Battle& b, std::uint64_t seed, BattleOutcome& into);

}  // namespace seneschal::battle::sim
