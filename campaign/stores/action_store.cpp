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

namespace {

const char* const kActionColumns =
    "SELECT id, name, description, cause, campaign_day, wall_time, state, changeset FROM action ";

ActionRecord actionRecordOf(SQLite::Statement& query) {
    ActionRecord record;
    record.id = query.getColumn(0).getInt64();
    record.name = query.getColumn(1).getString();
    record.description = query.getColumn(2).getString();
    record.cause = query.getColumn(3).getString();
    record.day = {query.getColumn(4).getInt64()};
    record.wallTime = query.getColumn(5).getString();
    record.done = query.getColumn(6).getString() == "done";
    return record;
}

}  // namespace

ActionRecord readAction(SQLite::Database& db, std::int64_t action) {
    SQLite::Statement query(db, std::string(kActionColumns) + "WHERE id = ?");
    query.bind(1, action);
    query.executeStep();
    return actionRecordOf(query);
}

std::optional<NextAction> readNextAction(SQLite::Database& db, bool done,
                                         std::vector<unsigned char>* changeset) {
    SQLite::Statement query(
        db, std::string(kActionColumns) + (done ? "WHERE state = 'done' ORDER BY id DESC LIMIT 1"
                                                : "WHERE state = 'undone' ORDER BY id LIMIT 1"));
    if (!query.executeStep()) return std::nullopt;
    NextAction next{actionRecordOf(query), false};
    const SQLite::Column blob = query.getColumn(7);
    if (blob.isNull()) return next;
    next.hasChangeset = true;
    if (changeset) {
        const auto* bytes = static_cast<const unsigned char*>(blob.getBlob());
        changeset->assign(bytes, bytes + blob.getBytes());
    }
    return next;
}

CampaignStamp readCampaignStamp(SQLite::Database& db) {
    SQLite::Statement query(db,
                            "SELECT coalesce(max(id), 0), coalesce(max(CASE WHEN state = 'done' "
                            "THEN id END), 0) FROM action");
    query.executeStep();
    return {query.getColumn(0).getInt64(), query.getColumn(1).getInt64()};
}

}  // namespace seneschal::campaign
