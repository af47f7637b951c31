#include "campaign/stores/place_store.hpp"

#include <SQLiteCpp/Statement.h>

#include "campaign/file/sql_rows.hpp"

namespace seneschal::campaign {

PlaceImport::PlaceImport(SQLite::Database& db)
    : insert_(db,
              "INSERT INTO place (id, slug, name, kind, x, y, owner_side_id, terrain) "
              "VALUES (?, ?, ?, ?, ?, ?, ?, ?)") {}

void PlaceImport::add(std::int64_t key, const Place& place, std::optional<std::int64_t> ownerKey) {
    insert_.bind(1, key);
    insert_.bind(2, place.id);
    insert_.bind(3, place.name);
    insert_.bind(4, place.kind);
    insert_.bind(5, place.x);
    insert_.bind(6, place.y);
    sql::bindOptional(insert_, 7, ownerKey);
    insert_.bind(8, place.terrain);
    sql::runAndReset(insert_);
}

void setPlaceOwner(ActionContext& context, std::int64_t placeKey,
                   std::optional<std::int64_t> sideKey, const std::string& ledgerText) {
    SQLite::Statement owner(context.db(), "UPDATE place SET owner_side_id = ? WHERE id = ?");
    sql::bindOptional(owner, 1, sideKey);
    owner.bind(2, placeKey);
    owner.exec();
    LedgerEntry entry("owner", 0, ledgerText);
    if (sideKey) entry.forSide(*sideKey);
    context.record(std::move(entry));
}

void updatePlace(ActionContext& context, std::int64_t placeKey, const Place& place,
                 const std::string& ledgerText) {
    SQLite::Statement update(context.db(),
                             "UPDATE place SET name = ?, kind = ?, x = ?, y = ?, terrain = ? "
                             "WHERE id = ?");
    update.bind(1, place.name);
    update.bind(2, place.kind);
    update.bind(3, place.x);
    update.bind(4, place.y);
    update.bind(5, place.terrain);
    update.bind(6, placeKey);
    update.exec();
    context.record(LedgerEntry("place", 0, ledgerText));
}

void removePlace(ActionContext& context, std::int64_t placeKey, const std::string& ledgerText) {
    sql::execute(context.db(), "DELETE FROM place_holding WHERE place_id = ?", {placeKey});
    sql::execute(context.db(), "DELETE FROM place WHERE id = ?", {placeKey});
    context.record(LedgerEntry("place", 0, ledgerText));
}

void writePlaceHolding(SQLite::Database& db, std::int64_t placeKey,
                       const std::optional<PlaceHoldingRow>& holding) {
    sql::execute(db, "DELETE FROM place_holding WHERE place_id = ?", {placeKey});
    if (holding) {
        sql::execute(db,
                     "INSERT INTO place_holding (place_id, side_id, since_day) VALUES (?, ?, ?)",
                     {placeKey, holding->side, holding->since.value});
    }
}

std::optional<PlaceOwner> readPlaceOwner(SQLite::Database& db, std::int64_t placeKey) {
    SQLite::Statement query(db,
                            "SELECT side.slug, side.name FROM place JOIN side ON side.id = "
                            "place.owner_side_id WHERE place.id = ?");
    query.bind(1, placeKey);
    if (!query.executeStep()) return std::nullopt;
    return PlaceOwner{query.getColumn(0).getString(), query.getColumn(1).getString()};
}

std::vector<std::pair<std::int64_t, PlaceHoldingRow>> readPlaceHoldings(SQLite::Database& db) {
    SQLite::Statement query(
        db, "SELECT place_id, side_id, since_day FROM place_holding ORDER BY place_id");
    std::vector<std::pair<std::int64_t, PlaceHoldingRow>> rows;
    while (query.executeStep()) {
        rows.emplace_back(query.getColumn(0).getInt64(),
                          PlaceHoldingRow{query.getColumn(1).getInt64(),
                                          DayNumber{query.getColumn(2).getInt64()}});
    }
    return rows;
}

}  // namespace seneschal::campaign
