#include "campaign/stores/tabletop_console_store.hpp"

#include <SQLiteCpp/Statement.h>

#include "base/errors.hpp"

namespace seneschal::campaign {

std::optional<std::string> readTabletopConsole(SQLite::Database& db, std::int64_t placeKey) {
    SQLite::Statement query(db, R"SQL(
        SELECT c.console FROM tabletop_console AS c
        JOIN pending_battle AS p ON p.place_id = c.place_id AND p.since_day = c.since_day
        WHERE c.place_id = ?)SQL");
    query.bind(1, placeKey);
    if (!query.executeStep()) return std::nullopt;
    return query.getColumn(0).getString();
}

void saveTabletopConsole(SQLite::Database& db, std::int64_t placeKey, const std::string& placeName,
                         const std::string& console) {
    // One statement, so one transaction of its own, stamped with the day its battle became
    // pending.
    SQLite::Statement save(db, R"SQL(
        INSERT OR REPLACE INTO tabletop_console (place_id, since_day, console)
        SELECT place_id, since_day, ? FROM pending_battle WHERE place_id = ?)SQL");
    save.bind(1, console);
    save.bind(2, placeKey);
    if (save.exec() == 0) {
        throw UserError("no battle is pending at " + placeName + ": there is no battle to keep");
    }
}

void discardTabletopConsole(SQLite::Database& db, std::int64_t placeKey) {
    SQLite::Statement discard(db, "DELETE FROM tabletop_console WHERE place_id = ?");
    discard.bind(1, placeKey);
    discard.exec();
}

}  // namespace seneschal::campaign
