#pragma once
// The ledger: the one writer of `ledger_entry` (docs/architecture.md, "Who writes each table").
// Actions do not call it directly: ActionContext::record does, and the store functions that
// change the roster call that in the same call as their row change.
#include <SQLiteCpp/Database.h>
#include <SQLiteCpp/Statement.h>

#include <cstdint>

#include "campaign/actions/action.hpp"

namespace seneschal::campaign {

// Writes an action's lines with one prepared statement: an action such as a day of desertion on
// a large campaign writes thousands, and preparing the statement again for each was a fifth of
// its time (issue 33).
class LedgerWriter {
  public:
    explicit LedgerWriter(SQLite::Database& db);
    // One line for the action `actionId` on `day`; `cause` unless the entry gives its own.
    void insert(std::int64_t actionId, DayNumber day, Cause cause, const LedgerEntry& entry);

  private:
    SQLite::Statement insert_;
};

}  // namespace seneschal::campaign
