#pragma once
// The undo log's rows: the one writer of `action` (docs/architecture.md, "Who writes each table").
// campaign/actions/action_log.cpp decides when; this file holds how.
#include <SQLiteCpp/Database.h>

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "campaign/actions/action.hpp"
#include "campaign/actions/action_log.hpp"

namespace seneschal::campaign {

// A new action, done, stamped with `wallTime`; returns its key.
std::int64_t insertAction(SQLite::Database& db, const std::string& name,
                          const std::string& description, Cause cause, DayNumber day,
                          const std::string& wallTime);
// What the action did, in words and as the changeset undo inverts.
void finishAction(SQLite::Database& db, std::int64_t action, const std::string& description,
                  const std::vector<unsigned char>& changeset);
// Undone or done again.
void markAction(SQLite::Database& db, std::int64_t action, bool done);
// A new action makes the undone ones unreachable: the redo history goes.
void dropUndoneActions(SQLite::Database& db);

// --- Reads.
// The action as recorded.
ActionRecord readAction(SQLite::Database& db, std::int64_t action);

// The action undo would take back (the newest done, `done`) or redo would do again (the oldest
// undone), if any. `changeset`, when given, receives its changeset; an action without one (the
// import) leaves it empty and `hasChangeset` false.
struct NextAction {
    ActionRecord record;
    bool hasChangeset = false;
};
std::optional<NextAction> readNextAction(SQLite::Database& db, bool done,
                                         std::vector<unsigned char>* changeset);

// The newest action and the newest done one (0 when none).
CampaignStamp readCampaignStamp(SQLite::Database& db);

}  // namespace seneschal::campaign
