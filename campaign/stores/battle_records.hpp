#pragma once
// The owner of `battle_record` and `battle_odds` (schema version 9, issue 17): what the battle
// report reads of a battle after it was applied, and the odds last run for a pending battle.
//
// A record is written by the battle's own action (campaign/battles/apply_outcome.cpp), so undo
// takes it back with the battle. The odds are a note beside the campaign, like the tabletop
// draft: saved by a plain transaction of its own, no ledger line, no undo (the undo log does not
// record `battle_odds`), and taken into the record when the battle is applied.
#include <SQLiteCpp/Database.h>

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "campaign/actions/action.hpp"

namespace seneschal::campaign {

// The odds of a battle for one side, as they stood before it was fought.
struct ExpectedLosses {
    std::string side;  // side id
    double winShare = 0;
    double meanMenLost = 0;
    int battles = 0;  // how many battles the odds fought
};

struct RecordedLogLine {
    int move = 0;
    std::string step;  // "charges", "shooting", ... (battle/sim/battle_log.cpp's words)
    std::string rule;
    std::string actor;
    std::string target;
    std::string result;
};

struct RecordedStrength {
    int move = 0;
    std::string side;  // side id
    int formed = 0;
    int standing = 0;
};

struct RecordedAftermathLine {
    std::string rule;
    std::string text;
};

// A unit as it stood in the battle's order of battle, with its commanders' names.
struct RecordedForce {
    std::string side, army, armyLeader, battal, battalLeader, orders, unit, type, troopClass;
    int men = 0;
    std::string unitLeader;
    int campaignFactor = 0;
};

// What a battle's action records besides the roster's changes.
struct BattleRecordData {
    std::string outcome;  // the outcome file's text as applied
    std::vector<std::string> headlines;
    std::vector<RecordedForce> forces;  // empty: the armies could not be read again
    std::vector<RecordedAftermathLine> aftermath;
    std::vector<RecordedLogLine> log;  // empty: not fought by the program (a tabletop battle)
    std::vector<RecordedStrength> strength;
    std::vector<ExpectedLosses> expected;  // empty: no odds were run first
};

// One battle applied, as the battles listing and the report know it.
struct AppliedBattleRow {
    std::int64_t id = 0;  // battle_applied's id: the id `report --battle` takes
    DayNumber day;
    std::string place;  // the place's name, empty when the outcome had none
    std::string rules;
    std::optional<std::string> seed;
    std::string summary;
    bool recorded = false;  // applied by a version that kept the record
};

// Every battle applied, oldest first.
std::vector<AppliedBattleRow> listAppliedBattles(SQLite::Database& db);
std::optional<AppliedBattleRow> findAppliedBattleRow(SQLite::Database& db, std::int64_t id);
std::optional<BattleRecordData> readBattleRecord(SQLite::Database& db, std::int64_t appliedId);

// In the battle's action, after recordAppliedBattle.
void recordBattleDetails(ActionContext& context, std::int64_t appliedId,
                         const BattleRecordData& record);

// The odds last run for the battle pending at the place with the rule set `rules` (of that
// battle and those rules: odds kept for an earlier battle at the same place, or run with other
// rules than the battle was fought with, are not this battle's).
std::optional<std::vector<ExpectedLosses>> readBattleOdds(SQLite::Database& db,
                                                          std::int64_t placeKey,
                                                          const std::string& rules);
// Keeps the odds for the battle pending at the place, in place of any earlier; nothing when no
// battle is pending there.
void saveBattleOdds(SQLite::Database& db, std::int64_t placeKey, const std::string& rules,
                    const std::vector<ExpectedLosses>& expected);
// Forgets the place's odds; inside the caller's transaction when there is one.
void discardBattleOdds(SQLite::Database& db, std::int64_t placeKey);

}  // namespace seneschal::campaign
