#pragma once
// A campaign battle from start to finish: the hostile armies at a place are put on the table
// (GA-SETUP-CAMP), fought by the chosen resolver with one seed, and the aftermath previewed or
// applied as one undoable action. The CLI's `battle --db`, the demo and the desk all call this.
#include <SQLiteCpp/Database.h>

#include <cstdint>
#include <string>

#include "battle/battle_file.hpp"
#include "battle/resolvers.hpp"
#include "campaign/apply_outcome.hpp"

namespace seneschal::campaign {

struct CampaignBattleRequest {
    std::string place;  // id or name
    std::string rules = "godsacre";
    std::uint64_t seed = 1;
    battle::BattleType type = battle::BattleType::Campaign;
    bool dryRun = false;
};

struct CampaignBattle {
    battle::BattleSetup setup;
    battle::ResolvedBattle resolved;  // the outcome (place and date filled in) and the log
    OutcomeReport report;             // the preview, and the action when applied
};

// The battle at the place as a resolver takes it: both sides' armies there (GA-SETUP-CAMP) with
// each unit's campaign factors (GA-OPT-CAMPAIGN). Fighting and the desk's battle dialog share it.
battle::BattleSetup prepareCampaignBattle(SQLite::Database& db, const std::string& place,
                                          battle::BattleType type, const std::string& rulesId);

CampaignBattle fightCampaignBattle(SQLite::Database& db, const CampaignBattleRequest& request);

}  // namespace seneschal::campaign
