#include "campaign/file/stored_counts.hpp"

#include <SQLiteCpp/Statement.h>

#include <array>
#include <string>

#include "base/count_range.hpp"
#include "base/errors.hpp"
#include "base/grouped_number.hpp"
#include "base/plain_text.hpp"
#include "campaign/limits.hpp"

namespace seneschal::campaign {

namespace {

// A stored count, its range and how a person names the row it is in (an SQL expression over
// the table, or empty for the row's id).
struct CountColumn {
    const char* table;
    const char* column;
    const CountRange* range;
    const char* rowName;
};

constexpr std::array<CountColumn, 17> kCountColumns = {{
    {"side", "treasury", &kTreasuryPounds, "name"},
    {"unit", "present", &kUnitMen, "name"},
    {"unit", "mustered", &kUnitMen, "name"},
    {"unit", "recruited", &kUnitMen, "name"},
    {"unit", "dead", &kUnitMen, "name"},
    {"unit", "deserted", &kUnitMen, "name"},
    {"wounded_batch", "men", &kUnitMen, ""},
    {"captive_batch", "men", &kUnitMen, ""},
    {"depot_batch", "men", &kUnitMen, ""},
    {"captive", "men", &kUnitMen, ""},
    {"captive", "ransom", &kRansomPounds, ""},
    {"captive", "paid", &kRansomPounds, ""},
    {"unit_upkeep", "arrears_pence", &kArrearsPence, ""},
    {"unit_upkeep", "arrears_days", &kArrearsDays, ""},
    {"side_purse", "pence", &kOddPence, ""},
    {"route", "foot_days", &kRouteDays, ""},
    {"route", "mounted_days", &kRouteDays, ""},
}};

[[noreturn]] void refuseStoredCount(const std::filesystem::path& path, const std::string& why) {
    throw UserError("campaign file '" + path.string() + "' " + why +
                    "; the file may be damaged or was edited by hand. The file was left "
                    "untouched.");
}

bool hasCountTable(SQLite::Database& db, const char* table) {
    SQLite::Statement query(db, "SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?");
    query.bind(1, table);
    return query.executeStep();
}

}  // namespace

void checkStoredCounts(SQLite::Database& probe, const std::filesystem::path& path) {
    for (const CountColumn& count : kCountColumns) {
        if (!hasCountTable(probe, count.table)) continue;
        const std::string column = count.column;
        const std::string name = count.rowName[0] != '\0' ? count.rowName : "rowid";
        // typeof() catches a value that is not a whole number at all (a real, a text).
        SQLite::Statement query(probe, "SELECT " + name + ", " + column + " FROM " + count.table +
                                           " WHERE typeof(" + column + ") <> 'integer' OR " +
                                           column + " < ?1 OR " + column + " > ?2 LIMIT 1");
        query.bind(1, count.range->min);
        query.bind(2, count.range->max);
        if (query.executeStep()) {
            const std::string row = count.rowName[0] != '\0'
                                        ? "'" + printable(query.getColumn(0).getString()) + "'"
                                        : "row " + query.getColumn(0).getString();
            refuseStoredCount(path, "has " + std::string(count.table) + "." + column + " = " +
                                        printable(query.getColumn(1).getString()) + " in " + row +
                                        ", outside " + count.range->name + ": " +
                                        rangeWords(*count.range));
        }
    }
    // A terrain layer within the bounds a scenario's is held to (every point is "x,y": one
    // comma a point), so that no drawing of the map meets more than the import allowed.
    if (hasCountTable(probe, "map_feature")) {
        SQLite::Statement feature(probe,
                                  "SELECT coalesce(name, kind), length(points) - "
                                  "length(replace(points, ',', '')) AS n FROM map_feature "
                                  "WHERE n > ?1 LIMIT 1");
        feature.bind(1, kTerrainFeaturePoints.max);
        if (feature.executeStep()) {
            refuseStoredCount(path, "has a terrain feature ('" +
                                        printable(feature.getColumn(0).getString()) + "') of " +
                                        groupedNumber(feature.getColumn(1).getInt64()) +
                                        " points, outside " + kTerrainFeaturePoints.name + ": " +
                                        rangeWords(kTerrainFeaturePoints));
        }
        const std::int64_t layer = probe
                                       .execAndGet(
                                           "SELECT coalesce(sum(length(points) - "
                                           "length(replace(points, ',', ''))), 0) "
                                           "FROM map_feature")
                                       .getInt64();
        if (layer > kTerrainLayerPoints.max) {
            refuseStoredCount(path, "has a terrain layer of " + groupedNumber(layer) +
                                        " points, outside " + kTerrainLayerPoints.name + ": " +
                                        rangeWords(kTerrainLayerPoints));
        }
    }
    // All a unit ever raised stays in range too, so no count of its men can leave it however
    // they move between its columns.
    if (hasCountTable(probe, "unit")) {
        SQLite::Statement raised(probe,
                                 "SELECT name, mustered + recruited FROM unit "
                                 "WHERE mustered + recruited > ?1 LIMIT 1");
        raised.bind(1, kMenRaised.max);
        if (raised.executeStep()) {
            refuseStoredCount(
                path, "has unit.mustered + unit.recruited = " + raised.getColumn(1).getString() +
                          " in '" + printable(raised.getColumn(0).getString()) + "', outside " +
                          kMenRaised.name + ": " + rangeWords(kMenRaised));
        }
    }
}

}  // namespace seneschal::campaign
