#pragma once
// GA-SEQ: the six steps of every move, each in its own file, and the command work between
// moves (orders carried by messengers, army morale, the end of the battle).
#include "battle/sim/sim_state.hpp"

namespace seneschal::battle::sim {

void declareCharges(Battle& b);  // 1. phase_charges.cpp (GA-CHARGE, GA-CHARGE-REACT)
void chargeMorale(Battle& b);    // 2. phase_charges.cpp (GA-MT-WHEN)
void moveTroops(Battle& b);      // 3. phase_move.cpp
void shoot(Battle& b);           // 4. phase_shoot.cpp
void closeCombat(Battle& b);     // 5. phase_melee.cpp
void otherMorale(Battle& b);     // 6. phase_morale.cpp

void startMove(Battle& b);    // command.cpp: clears the move's flags, orders arrive
void issueOrders(Battle& b);  // command.cpp: GA-ORD-CHANGE messengers
void confusion(Battle& b);    // command.cpp: GA-OPT-CONFUSION
void endOfMove(Battle& b);    // command.cpp: battals driven off, army morale, the end

// One whole move in the order of GA-SEQ.
void fightMove(Battle& b);

}  // namespace seneschal::battle::sim
