#pragma once
// The campaign file's schema as an ordered, append-only list of migrations. Migration N takes
// a file from `PRAGMA user_version` N-1 to N. A migration once shipped is never edited: a
// change to the schema is a new migration at the end (docs/campaign-file.md).
#include <SQLiteCpp/Database.h>

#include <span>
#include <string>

namespace seneschal::campaign {

struct Migration {
    int version;              // the user_version the file has after this migration
    std::string description;  // why it exists, for the log and the docs
    std::string sql;          // executed with sqlite3_exec: several statements are fine
};

// The migrations this program knows, in order.
std::span<const Migration> campaignMigrations();
int currentSchemaVersion();

// 'SENE': marks a SQLite file as a Seneschal campaign (PRAGMA application_id).
inline constexpr int kApplicationId = 0x53454E45;

enum class MigrationResult {
    Fresh,     // an empty file was given the whole schema
    Current,   // nothing to do
    Upgraded,  // an older file was brought up to date
};

int schemaVersionOf(SQLite::Database& db);

// Applies the migrations above the file's version, each in its own transaction (a failing
// migration leaves the file at the version before it). Throws UserError, naming `fileName`,
// if the file is newer than the last migration given.
MigrationResult applyMigrations(SQLite::Database& db, std::span<const Migration> migrations,
                                const std::string& fileName);

}  // namespace seneschal::campaign
