#pragma once
// Finding a side, place, army, battal, unit or leader by what the user typed: its id or its
// name (docs/formats.md). An unknown or ambiguous name is a UserError that says which. Every
// lookup by name follows the one rule of namedBy (name_folding.hpp): the id, else the name as
// typed, else the name folded for case and accents.
#include <SQLiteCpp/Database.h>

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "campaign/file/sql_rows.hpp"

namespace seneschal::campaign {

enum class Subject { Side, Place, Army, Battal, Unit, Leader };

struct Found {
    std::int64_t key = 0;
    std::string id;
    std::string name;
};

Found find(SQLite::Database& db, Subject subject, const std::string& idOrName);

// find() among rows already chosen (the battals or units of one army): none when no row is
// named, and more than one refused as find() refuses them.
std::optional<Found> findAmong(Subject subject, const std::vector<Found>& rows,
                               const std::string& idOrName);

// The key of the row whose id is exactly `id` (an id in a file, or one about to be given), if
// any.
std::optional<std::int64_t> keyOfId(SQLite::Database& db, Subject subject, const std::string& id);

// Every row's id by its key.
sql::SlugsByKey readIdsByKey(SQLite::Database& db, Subject subject);

}  // namespace seneschal::campaign
