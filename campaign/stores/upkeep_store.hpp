#pragma once
// What each unit is owed and how long it has served: the one writer of `unit_upkeep`
// (docs/architecture.md, "Who writes each table"). A unit with no row owes nothing and has
// served since the campaign began (campaign/calendar/upkeep_steps.hpp reads it).
#include <SQLiteCpp/Database.h>
#include <SQLiteCpp/Statement.h>

#include <cstdint>
#include <optional>
#include <string>

#include "campaign/actions/action.hpp"
#include "campaign/strategy/upkeep.hpp"

namespace seneschal::campaign {

// Writes the unit's arrears and service start as `kept` holds them, with an "arrears-pence"
// ledger line of `change` noted `note` (unpaid for a day, arrears paid).
void saveArrears(ActionContext& context, std::int64_t unit, const strategy::KeptUnit& kept,
                 strategy::Pence change, const std::string& note);

// A unit just raised owes feudal service from `day`.
void startService(SQLite::Database& db, std::int64_t unit, DayNumber day);

// A new campaign's upkeep rows (a scenario's state), row by row.
class UpkeepImport {
  public:
    explicit UpkeepImport(SQLite::Database& db);
    void add(std::int64_t unit, strategy::Pence arrears, std::int64_t arrearsDays,
             std::optional<DayNumber> serviceFrom);

  private:
    SQLite::Statement insert_;
};

}  // namespace seneschal::campaign
