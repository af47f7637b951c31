#pragma once
// The undo log's rows: the one writer of `action` (docs/architecture.md, "Who writes each table").
// campaign/actions/action_log.cpp decides when; this file holds how.
#include <SQLiteCpp/Database.h>

#include <cstdint>
#include <string>
#include <vector>

#include "campaign/actions/action.hpp"

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

}  // namespace seneschal::campaign
