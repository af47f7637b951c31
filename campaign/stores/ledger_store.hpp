#pragma once
// The ledger: the one writer of `ledger_entry` (docs/architecture.md, "Who writes each table").
// Actions do not call it directly: ActionContext::record does, and the store functions that
// change the roster call that in the same call as their row change.
#include <SQLiteCpp/Database.h>

#include <cstdint>

#include "campaign/actions/action.hpp"

namespace seneschal::campaign {

// One line for the action `actionId` on `day`; `cause` unless the entry gives its own.
void insertLedgerEntry(SQLite::Database& db, std::int64_t actionId, DayNumber day, Cause cause,
                       const LedgerEntry& entry);

}  // namespace seneschal::campaign
