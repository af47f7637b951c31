#pragma once
// GA-OPT-CALTROPS, GA-OPT-STAKES, GA-OPT-POTTES on the table. A battle file's unit may have
// field defences planted before its front when the battle begins (docs/formats.md, `defences`).
// Troops charging into that front cross them and suffer the defence's factor against
// themselves (battle/ga/field_works.hpp crossFieldDefence), their losses counted for the
// defenders in that move's melee (GA-CC-RESULT); stakes are cover to the defenders in close
// combat (coverInMelee). A flank or rear attack does not cross them. A unit that moves off
// the place where they were planted, or turns, leaves them there and has them no more
// (docs/rules/battle-simulation.md, "Field defences").
#include <cstdint>
#include <optional>

#include "battle/sim/sim_state.hpp"

namespace seneschal::battle::sim {

// The unit's defences are planted where it stands now, facing as it faces.
void plantDefences(SimUnit& u);

// The defences before the unit's front now, a bit per FieldDefence: its own while it stands
// where they were planted, facing the same way; none once it has moved off them.
std::uint8_t defencesBefore(const SimUnit& u);

// A charger that has just reached its target's front (not its flank or rear) crosses the
// defences before it: for each (its option on), the defence's factor against the charger's
// figures crossing (those in contact with the defended front), the casualties taken at once
// and kept in crossedLoss for the melee's result; every crossing logged under its rule.
void crossDefences(Battle& b, int charger);

// The defence in whose cover `unit` strikes `enemy` (stakes: GA-OPT-STAKES), if any: it is
// before its front, its option is on, and the enemy did not come at its flank or rear.
std::optional<FieldDefence> coveringDefence(const Battle& b, int unit, int enemy);

// The rule of a defence: GA-OPT-CALTROPS, GA-OPT-STAKES or GA-OPT-POTTES.
const char* fieldDefenceRule(FieldDefence defence);

// Units that have moved off their defences leave them behind (logged under the defence's rule
// when its option is on).
void leaveDefences(Battle& b);

}  // namespace seneschal::battle::sim
