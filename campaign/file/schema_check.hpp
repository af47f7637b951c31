#pragma once
// Is the file's schema the one this program's migrations make? A table dropped, a column
// altered or a trigger planted by another tool changes what every action does (a planted
// trigger could empty the ledger on the next advance), so a campaign whose schema differs is
// refused by every command that opens it, and `check` lists the differences.
#include <SQLiteCpp/Database.h>

#include <string>
#include <vector>

namespace seneschal::campaign {

// Each table, index, trigger or view that differs from what the migrations make for the file's
// own schema version (PRAGMA user_version), in words: "trigger 'wipe' is not Seneschal's".
// Empty when the schema is the program's. Reads only.
std::vector<std::string> schemaDifferences(SQLite::Database& db);

}  // namespace seneschal::campaign
