#pragma once
// Performing, undoing and redoing actions. The undo history lives in the campaign file (the
// `action` table), so `seneschal-cli undo` in a new process undoes what the GUI did yesterday.
//
// Mechanism (docs/campaign-file.md): while an action runs, a SQLite session object records
// every row it inserts, updates or deletes in every table except `action` itself; the
// resulting changeset is stored in the action's row. Undo applies the inverted changeset,
// redo the changeset, each in one transaction; any conflict (a row no longer as recorded)
// aborts and leaves the file as it was.
#include <SQLiteCpp/Database.h>

#include <cstdint>
#include <optional>
#include <string>

#include "campaign/actions/action.hpp"

namespace seneschal::campaign {

struct ActionRecord {
    std::int64_t id = 0;
    std::string name;
    std::string description;
    std::string cause;
    DayNumber day;
    std::string wallTime;  // UTC, ISO 8601
    bool done = true;
};

// Runs the action in one transaction with its ledger entries. Drops the redo history.
ActionRecord perform(SQLite::Database& db, Action& action);

// Records the scenario import as the first action. It cannot be undone (it has nothing before
// it); its ledger entries are the men each unit mustered.
std::int64_t beginImportRecord(SQLite::Database& db, const std::string& description, DayNumber day);

// Where the undo log stands now (action.hpp).
CampaignStamp campaignStamp(SQLite::Database& db);

// The action undo or redo would act on, if any ("Undo March to Crécy").
std::optional<ActionRecord> nextUndo(SQLite::Database& db);
std::optional<ActionRecord> nextRedo(SQLite::Database& db);

// Each returns what it undid/redid, or nothing when there is nothing to undo/redo.
std::optional<ActionRecord> undo(SQLite::Database& db);
std::optional<ActionRecord> redo(SQLite::Database& db);

}  // namespace seneschal::campaign
