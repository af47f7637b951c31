#include "campaign/stores/place_store.hpp"

#include <SQLiteCpp/Statement.h>

#include "campaign/file/sql_rows.hpp"

namespace seneschal::campaign {

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

void writePlaceHolding(SQLite::Database& db, std::int64_t placeKey,
                       const std::optional<PlaceHoldingRow>& holding) {
    sql::execute(db, "DELETE FROM place_holding WHERE place_id = ?", {placeKey});
    if (holding) {
        sql::execute(db,
                     "INSERT INTO place_holding (place_id, side_id, since_day) VALUES (?, ?, ?)",
                     {placeKey, holding->side, holding->since.value});
    }
}

}  // namespace seneschal::campaign
