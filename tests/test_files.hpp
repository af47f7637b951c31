#pragma once
// The bundled files the tests read, and the queries they check a campaign with: one definition
// for every test binary.
#include <SQLiteCpp/Database.h>

#include <cstdint>
#include <filesystem>
#include <set>
#include <string>

namespace seneschal::testing {

inline const std::filesystem::path kScenarioDir =
    std::filesystem::path(SENESCHAL_SOURCE_DIR) / "data" / "scenarios";
inline const std::filesystem::path kSmallScenario = kScenarioDir / "test-small.xml";
inline const std::filesystem::path kCrecyScenario = kScenarioDir / "crecy-1346.xml";

// Tables an action writes about itself (the ledger), left out when a test compares a campaign
// before and after an undo.
inline const std::set<std::string> kBookkeeping = {"action"};

// The one integer `sql` selects.
inline std::int64_t scalar(SQLite::Database& db, const std::string& sql) {
    return db.execAndGet(sql).getInt64();
}

}  // namespace seneschal::testing
