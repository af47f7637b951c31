#include "campaign/stores/action_store.hpp"

#include <SQLiteCpp/Statement.h>

namespace seneschal::campaign {

std::int64_t insertAction(SQLite::Database& db, const std::string& name,
                          const std::string& description, Cause cause, DayNumber day,
                          const std::string& wallTime) {
    SQLite::Statement insert(db,
                             "INSERT INTO action (name, description, cause, campaign_day, "
                             "wall_time, state) VALUES (?, ?, ?, ?, ?, 'done')");
    insert.bind(1, name);
    insert.bind(2, description);
    insert.bind(3, toString(cause));
    insert.bind(4, day.value);
    insert.bind(5, wallTime);
    insert.exec();
    return db.getLastInsertRowid();
}

void finishAction(SQLite::Database& db, std::int64_t action, const std::string& description,
                  const std::vector<unsigned char>& changeset) {
    SQLite::Statement finish(db, "UPDATE action SET description = ?, changeset = ? WHERE id = ?");
    finish.bind(1, description);
    finish.bind(2, changeset.data(), static_cast<int>(changeset.size()));
    finish.bind(3, action);
    finish.exec();
}

void markAction(SQLite::Database& db, std::int64_t action, bool done) {
    SQLite::Statement mark(db, "UPDATE action SET state = ? WHERE id = ?");
    mark.bind(1, done ? "done" : "undone");
    mark.bind(2, action);
    mark.exec();
}

void dropUndoneActions(SQLite::Database& db) {
    db.exec("DELETE FROM action WHERE state = 'undone'");
}

}  // namespace seneschal::campaign
