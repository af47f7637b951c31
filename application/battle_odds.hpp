#pragma once
// The odds of a battle, one path for both shells: the battle fought `request.runs` times with
// the rule set `rulesId` (Post(card), OHW Feudal, or a God's Acre rule book by its id, as
// fightBattle finds it), each run with its own derived seed. The CLI's `odds` (a battle file,
// or the campaign battle at a place) and the desk's Battle > Odds call it.
#include <string>

#include "battle/battle_file.hpp"
#include "battle/odds.hpp"

namespace seneschal::application {

battle::OddsResult battleOdds(const battle::BattleSetup& setup, const std::string& rulesId,
                              const battle::OddsRequest& request,
                              battle::OddsObserver* observer = nullptr);

}  // namespace seneschal::application
