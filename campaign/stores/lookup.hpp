#pragma once
// Finding a side, place, army, battal, unit or leader by what the user typed: its id or its
// name (docs/formats.md). An unknown or ambiguous name is a UserError that says which.
#include <SQLiteCpp/Database.h>

#include <cstdint>
#include <string>

namespace seneschal::campaign {

enum class Subject { Side, Place, Army, Battal, Unit, Leader };

struct Found {
    std::int64_t key = 0;
    std::string id;
    std::string name;
};

Found find(SQLite::Database& db, Subject subject, const std::string& idOrName);

}  // namespace seneschal::campaign
