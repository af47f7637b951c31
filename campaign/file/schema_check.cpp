#include "campaign/file/schema_check.hpp"

#include <SQLiteCpp/Statement.h>

#include <map>
#include <mutex>

#include "campaign/file/schema.hpp"

namespace seneschal::campaign {

namespace {

struct SchemaObject {
    std::string type;  // table, index, trigger, view
    std::string sql;   // as SQLite keeps it; empty for the indexes of UNIQUE and PRIMARY KEY
    friend bool operator==(const SchemaObject&, const SchemaObject&) = default;
};

using Schema = std::map<std::string, SchemaObject>;  // by name

Schema schemaOf(SQLite::Database& db) {
    Schema schema;
    // sqlite_stat tables appear after ANALYZE, which is harmless; everything else must match.
    SQLite::Statement query(db,
                            "SELECT type, name, coalesce(sql, '') FROM sqlite_schema "
                            "WHERE name NOT LIKE 'sqlite_stat%' ORDER BY name");
    while (query.executeStep()) {
        schema[query.getColumn(1).getString()] = {query.getColumn(0).getString(),
                                                  query.getColumn(2).getString()};
    }
    return schema;
}

// What migrations 1..version make, built once per version in a scratch database in memory.
const Schema& expectedSchema(int version) {
    static std::mutex mutex;
    static std::map<int, Schema> built;
    const std::lock_guard<std::mutex> lock(mutex);
    auto found = built.find(version);
    if (found != built.end()) return found->second;
    SQLite::Database scratch(":memory:", SQLite::OPEN_READWRITE | SQLite::OPEN_CREATE);
    const auto all = campaignMigrations();
    std::size_t count = 0;
    while (count < all.size() && all[count].version <= version) ++count;
    applyMigrations(scratch, all.first(count), "the program's own schema");
    return built.emplace(version, schemaOf(scratch)).first->second;
}

}  // namespace

std::vector<std::string> schemaDifferences(SQLite::Database& db) {
    const int version = schemaVersionOf(db);
    if (version < 1 || version > currentSchemaVersion()) {
        return {"schema version " + std::to_string(version) + " is not one this program knows"};
    }
    const Schema& expected = expectedSchema(version);
    const Schema found = schemaOf(db);
    std::vector<std::string> differences;
    for (const auto& [name, object] : expected) {
        const auto it = found.find(name);
        if (it == found.end()) {
            differences.push_back(object.type + " '" + name + "' is missing");
        } else if (!(it->second == object)) {
            differences.push_back(object.type + " '" + name +
                                  "' is not as Seneschal made it (altered by another program)");
        }
    }
    for (const auto& [name, object] : found) {
        if (!expected.contains(name)) {
            differences.push_back(object.type + " '" + name +
                                  "' is not Seneschal's (added by another program)");
        }
    }
    return differences;
}

}  // namespace seneschal::campaign
