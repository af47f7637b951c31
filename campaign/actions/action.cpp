#include "campaign/actions/action.hpp"

#include <SQLiteCpp/Statement.h>

namespace seneschal::campaign {

const char* toString(Cause cause) {
    switch (cause) {
        case Cause::Battle:
            return "battle";
        case Cause::March:
            return "march";
        case Cause::Advance:
            return "advance";
        case Cause::Ransom:
            return "ransom";
        case Cause::Edit:
            return "edit";
        case Cause::Recruit:
            return "recruit";
        case Cause::Import:
            return "import";
    }
    return "edit";
}

ActionContext::ActionContext(SQLite::Database& db, std::int64_t actionId, DayNumber date,
                             Cause cause)
    : db_(db), actionId_(actionId), date_(date), cause_(cause) {}

void ActionContext::record(LedgerEntry entry) {
    SQLite::Statement insert(db_, R"SQL(
        INSERT INTO ledger_entry (action_id, day, cause, side_id, army_id, unit_id, leader_id,
                                  what, change, note)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?))SQL");
    insert.bind(1, actionId_);
    insert.bind(2, date_.value);
    insert.bind(3, toString(entry.cause.value_or(cause_)));
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
