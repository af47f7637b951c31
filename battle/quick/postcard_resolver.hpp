#pragma once
// The Post(card) quick resolver (`--rules postcard`): fights a battle setup by the Back of a
// Post(card) Rules on an abstract field and returns the outcome the aftermath applies, with a
// log whose every line cites a PC rule. Same setup and same dice, same outcome and log.
#include "battle/battle_file.hpp"
#include "battle/dice.hpp"
#include "battle/quick/postcard_rules.hpp"
#include "battle/quick/quick_common.hpp"

namespace seneschal::battle::quick {

QuickBattleResult resolvePostcardBattle(const BattleSetup& setup, const PostcardRules& rules,
                                        DiceSource& dice);

}  // namespace seneschal::battle::quick
