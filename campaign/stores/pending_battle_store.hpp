#pragma once
// The owner of the pending battles (pending_battle, pending_battle_army) and of each unit's
// remembered battle results (unit_battle_result, for the campaign factors of victory and
// defeat): the one module that writes those tables, and their reader but for the campaign
// factors' (battle_roster.cpp), which read a unit's results with the rest of its record. The
// march steps make a battle pending when hostile armies meet; fighting it or avoiding it
// settles it.
#include <SQLiteCpp/Database.h>
#include <SQLiteCpp/Statement.h>

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "campaign/actions/action.hpp"
#include "campaign/file/sql_rows.hpp"
#include "campaign/strategy/march_state.hpp"

namespace seneschal::campaign {

// The battles waiting to be fought, oldest first, each with its armies in campaign order.
std::vector<strategy::PendingBattle> readPendingBattles(SQLite::Database& db);
bool hasPendingBattle(SQLite::Database& db, std::int64_t placeKey);
// The ids of the places where a battle is pending, oldest first.
std::vector<std::string> readPendingBattlePlaces(SQLite::Database& db);

// Every unit's remembered results, in the order they were won or lost.
struct BattleResultRow {
    std::int64_t unit = 0, place = 0;
    std::string result;
    DayNumber day;
};
std::vector<BattleResultRow> readBattleResultRows(SQLite::Database& db);

// Replaces every pending battle with `pending` (ids are slugs, keyed by `places`, `armies`).
void replacePendingBattles(SQLite::Database& db, const sql::KeysBySlug& places,
                           const sql::KeysBySlug& armies,
                           const std::vector<strategy::PendingBattle>& pending);

// The battle at the place is fought: every unit of its armies remembers victory, defeat or a
// draw (`winnerSideKey` none), dated today, and the battle is no longer pending. Throws
// UserError naming the place when no battle is pending there.
void settlePendingBattle(ActionContext& context, std::int64_t placeKey,
                         std::optional<std::int64_t> winnerSideKey);

// A scenario's battle results, written into a new campaign (scenarios/scenario_state.cpp).
class BattleResultRows {
  public:
    explicit BattleResultRows(SQLite::Database& db);
    void insert(std::int64_t unitKey, DayNumber day, std::int64_t placeKey,
                const std::string& result);

  private:
    SQLite::Statement insert_;
};

}  // namespace seneschal::campaign
