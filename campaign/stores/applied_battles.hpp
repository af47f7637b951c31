#pragma once
// The store of the `battle_applied` table: which battle outcomes the roster has taken, so that
// an outcome is applied once (issue 13). A battle is known by its place and day (one battle a
// place a day: the beaten leave the field) and by its digest (an outcome without a place).
#include <SQLiteCpp/Database.h>

#include <cstdint>
#include <optional>
#include <string>

#include "battle/outcome.hpp"
#include "campaign/actions/action.hpp"

namespace seneschal::campaign {

struct AppliedBattle {
    std::string summary;  // "Battle at Caen: Kingdom of England wins"
    DayNumber day;
};

// The outcome's identity: FNV-1a 64 of its canonical file text, in hex.
std::string outcomeDigest(const battle::BattleOutcome& outcome);

// The battle already applied that this outcome would apply again, if any.
std::optional<AppliedBattle> findAppliedBattle(SQLite::Database& db,
                                               std::optional<std::int64_t> placeKey, DayNumber day,
                                               const std::string& digest);

// Returns the battle's id (the battles listing's and the report's).
std::int64_t recordAppliedBattle(ActionContext& context, const battle::BattleOutcome& outcome,
                                 std::optional<std::int64_t> placeKey, DayNumber day,
                                 const std::string& summary);

}  // namespace seneschal::campaign
