#pragma once
// The battle at a place as a resolver takes it: both sides' armies there (GA-SETUP-CAMP) with
// each unit's campaign factors (GA-OPT-CAMPAIGN). The one set-up of a campaign battle: the
// shells fight it (application/battles/campaign_battle.hpp) and the battle's record is replayed
// from it (battle_replay.hpp).
#include <SQLiteCpp/Database.h>

#include <string>

#include "battle/battle_file.hpp"

namespace seneschal::campaign {

battle::BattleSetup campaignBattleSetup(SQLite::Database& db, const std::string& place,
                                        battle::BattleType type, const std::string& rulesId);

}  // namespace seneschal::campaign
