#pragma once
// The Feudal quick resolver (`--rules feudal`): fights a battle setup by the NT OHW Feudal
// Wargame Rules on an abstract field and returns the outcome the aftermath applies, with a
// log whose every line cites an FW rule. Same setup and same dice, same outcome and log.
#include "battle/battle_file.hpp"
#include "battle/dice.hpp"
#include "battle/quick/feudal_rules.hpp"
#include "battle/quick/quick_common.hpp"

namespace seneschal::battle::quick {

QuickBattleResult resolveFeudalBattle(const BattleSetup& setup, const FeudalRules& rules,
                                      DiceSource& dice);

}  // namespace seneschal::battle::quick
