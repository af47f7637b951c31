#pragma once
// What each unit is owed and how long it has served: the one writer of `unit_upkeep`
// (docs/architecture.md, "Who writes each table"). A unit with no row owes nothing and has
// served since the campaign began (campaign/calendar/upkeep_steps.hpp reads it).
#include <SQLiteCpp/Database.h>
#include <SQLiteCpp/Statement.h>

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "campaign/actions/action.hpp"
#include "campaign/stores/model_enums.hpp"
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

// --- Reads.
// A unit as pay and service see it: its side, what it is, its men present, what it is owed and
// since when it serves (none: since the campaign began).
struct KeptUnitRow {
    std::int64_t unit = 0, side = 0;
    std::string name, id, type;
    TroopClass troopClass = TroopClass::C;
    std::int64_t present = 0;
    strategy::Pence arrears = 0;
    std::int64_t arrearsDays = 0;
    std::optional<DayNumber> serviceFrom;
};
// Every unit (of the side, when given), in the file's order.
std::vector<KeptUnitRow> readKeptUnitRows(SQLite::Database& db,
                                          std::optional<std::int64_t> sideKey);

// The upkeep rows as stored, by unit key in order.
struct UpkeepRow {
    std::int64_t unit = 0;
    strategy::Pence arrears = 0;
    std::int64_t arrearsDays = 0;
    std::optional<DayNumber> serviceFrom;
};
std::vector<UpkeepRow> readUpkeepRows(SQLite::Database& db);

}  // namespace seneschal::campaign
