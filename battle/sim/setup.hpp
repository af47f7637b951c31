#pragma once
// From a battle file's forces to the state on the table: units with their troop type's
// background, arm, protection, order and weapons (as the file overrides them), figures at the
// rules' scale (GA-SCALE), moves and ranges from the tables, leaders attached to the unit they
// lead or are with (GA-LEAD), battals with their written orders (GA-ORD-WRITE), and the
// deployment (battle/sim/field.hpp).
#include "battle/sim/sim_state.hpp"

namespace seneschal::battle::sim {

// Fills `b` for `setup` (kept by reference: it must outlive the battle). Everything the move
// loop needs is reserved here.
void setUpBattle(Battle& b, const BattleSetup& setup);

// A battle set up once and fought many times (odds): setting up reads names and strings,
// starting from a prepared battle only copies it.
struct PreparedBattle {
    BattleState state;
};
// The prepared state points into `setup` (names, specs): the setup must outlive it, so a
// temporary setup is refused at compile time.
PreparedBattle prepareBattle(const BattleSetup& setup, const Rulebook& rules);
PreparedBattle prepareBattle(BattleSetup&& setup, const Rulebook& rules) = delete;
void startFrom(Battle& b, const PreparedBattle& prepared);

}  // namespace seneschal::battle::sim
