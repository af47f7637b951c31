#include "campaign/stores/tabletop_draft_store.hpp"

#include <SQLiteCpp/Statement.h>

#include "base/errors.hpp"

namespace seneschal::campaign {

std::optional<StoredTabletopDraft> readTabletopDraft(SQLite::Database& db, std::int64_t placeKey) {
    SQLite::Statement query(db, R"SQL(
        SELECT d.entered_in, d.winner_chosen, d.outcome FROM tabletop_draft AS d
        JOIN pending_battle AS p ON p.place_id = d.place_id AND p.since_day = d.since_day
        WHERE d.place_id = ?)SQL");
    query.bind(1, placeKey);
    if (!query.executeStep()) return std::nullopt;
    return StoredTabletopDraft{query.getColumn(0).getString() == "men",
                               query.getColumn(1).getInt() != 0, query.getColumn(2).getString()};
}

void saveTabletopDraft(SQLite::Database& db, std::int64_t placeKey, const std::string& placeName,
                       const StoredTabletopDraft& draft) {
    // One statement, so one transaction of its own: the draft is stamped with the day its
    // battle became pending, read in the same statement.
    SQLite::Statement save(db, R"SQL(
        INSERT OR REPLACE INTO tabletop_draft
            (place_id, since_day, entered_in, winner_chosen, outcome)
        SELECT place_id, since_day, ?, ?, ? FROM pending_battle WHERE place_id = ?)SQL");
    save.bind(1, draft.enteredInMen ? "men" : "figures");
    save.bind(2, draft.winnerChosen ? 1 : 0);
    save.bind(3, draft.outcome);
    save.bind(4, placeKey);
    if (save.exec() == 0) {
        throw UserError("no battle is pending at " + placeName + ": there is no result to keep");
    }
}

void discardTabletopDraft(SQLite::Database& db, std::int64_t placeKey) {
    SQLite::Statement discard(db, "DELETE FROM tabletop_draft WHERE place_id = ?");
    discard.bind(1, placeKey);
    discard.exec();
}

}  // namespace seneschal::campaign
