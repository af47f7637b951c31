#include "campaign/stores/ledger_store.hpp"

#include <SQLiteCpp/Statement.h>

namespace seneschal::campaign {

LedgerWriter::LedgerWriter(SQLite::Database& db)
    : insert_(db, R"SQL(
        INSERT INTO ledger_entry (action_id, day, cause, side_id, army_id, unit_id, leader_id,
                                  what, change, note)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?))SQL") {}

void LedgerWriter::insert(std::int64_t actionId, DayNumber day, Cause cause,
                          const LedgerEntry& entry) {
    SQLite::Statement& insert = insert_;
    insert.reset();
    insert.clearBindings();
    insert.bind(1, actionId);
    insert.bind(2, day.value);
    insert.bind(3, toString(entry.cause.value_or(cause)));
    const std::optional<std::int64_t>* subjects[] = {&entry.side, &entry.army, &entry.unit,
                                                     &entry.leader};
    int index = 4;
    for (const auto* subject : subjects) {
        if (*subject) {
            insert.bind(index, **subject);
        } else {
            insert.bind(index);
        }
        ++index;
    }
    insert.bind(8, entry.what);
    insert.bind(9, entry.change);
    insert.bind(10, entry.note);
    insert.exec();
}

}  // namespace seneschal::campaign
