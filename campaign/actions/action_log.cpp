// The session extension's declarations are only visible with these defined; Debian's
// libsqlite3 is built with both (checked: `nm -D libsqlite3.so.0 | grep sqlite3session`).
#define SQLITE_ENABLE_SESSION 1
#define SQLITE_ENABLE_PREUPDATE_HOOK 1
#include "campaign/actions/action_log.hpp"

#include <SQLiteCpp/Transaction.h>
#include <sqlite3.h>

#include <chrono>
#include <ctime>
#include <memory>
#include <vector>

#include "base/errors.hpp"
#include "campaign/file/backup.hpp"
#include "campaign/file/storage_failure.hpp"
#include "campaign/stores/action_store.hpp"
#include "campaign/stores/campaign_store.hpp"

namespace seneschal::campaign {

namespace {

std::string wallTimeNow() {
    const std::time_t now = std::chrono::system_clock::to_time_t(std::chrono::system_clock::now());
    std::tm utc{};
    ::gmtime_r(&now, &utc);
    char text[32];
    std::strftime(text, sizeof text, "%Y-%m-%dT%H:%M:%SZ", &utc);
    return text;
}

// Records every change to every table but the undo log itself, the tabletop drafts and consoles
// and the odds kept for pending battles: each is an editor's note saved between actions
// (campaign/stores/tabletop_draft_store.hpp, tabletop_console_store.hpp, battle_records.hpp),
// so an
// undo or redo that replayed its removal by a battle's apply would find it changed since and
// refuse.
class Recorder {
  public:
    explicit Recorder(SQLite::Database& db) {
        sqlite3_session* session = nullptr;
        check(sqlite3session_create(db.getHandle(), "main", &session), "start");
        session_.reset(session);
        sqlite3session_table_filter(
            session,
            [](void*, const char* table) {
                const std::string_view name(table);
                return name != "action" && name != "tabletop_draft" && name != "battle_odds" &&
                               name != "tabletop_console"
                           ? 1
                           : 0;
            },
            nullptr);
        check(sqlite3session_attach(session, nullptr), "attach");
    }

    std::vector<unsigned char> changeset() {
        int size = 0;
        void* data = nullptr;
        check(sqlite3session_changeset(session_.get(), &size, &data), "collect");
        const std::unique_ptr<void, decltype(&sqlite3_free)> owned(data, &sqlite3_free);
        const auto* bytes = static_cast<const unsigned char*>(data);
        return {bytes, bytes + size};
    }

  private:
    static void check(int rc, const char* what) {
        if (rc != SQLITE_OK) {
            throw UserError(std::string("the undo log could not ") + what +
                            " recording: " + sqlite3_errstr(rc));
        }
    }
    struct Deleter {
        void operator()(sqlite3_session* session) const { sqlite3session_delete(session); }
    };
    std::unique_ptr<sqlite3_session, Deleter> session_;
};

// Undo stops at the import: it has no changeset.
std::optional<ActionRecord> findNext(SQLite::Database& db, bool forUndo,
                                     std::vector<unsigned char>* changeset) {
    auto next = readNextAction(db, forUndo, changeset);
    if (!next || !next->hasChangeset) return std::nullopt;
    return next->record;
}

int abortOnConflict(void*, int, sqlite3_changeset_iter*) {
    return SQLITE_CHANGESET_ABORT;
}

void applyChangeset(SQLite::Database& db, std::vector<unsigned char>& changeset,
                    const ActionRecord& record, const char* verb) {
    const int rc = sqlite3changeset_apply(db.getHandle(), static_cast<int>(changeset.size()),
                                          changeset.data(), nullptr, abortOnConflict, nullptr);
    if (rc != SQLITE_OK) {
        throw UserError(std::string("cannot ") + verb + " '" + record.description +
                        "': the campaign no longer matches what it changed (" + sqlite3_errstr(rc) +
                        "); nothing was changed");
    }
}

std::optional<ActionRecord> step(SQLite::Database& db, bool forUndo) {
    // IMMEDIATE: take the write lock before reading which action is next, so that two programs
    // undoing at once wait for each other and undo two actions, not the same one twice.
    SQLite::Transaction transaction(db, SQLite::TransactionBehavior::IMMEDIATE);
    std::vector<unsigned char> changeset;
    auto record = findNext(db, forUndo, &changeset);
    if (!record) return std::nullopt;
    if (forUndo) {
        int size = 0;
        void* inverted = nullptr;
        const int rc = sqlite3changeset_invert(static_cast<int>(changeset.size()), changeset.data(),
                                               &size, &inverted);
        if (rc != SQLITE_OK) {
            throw UserError("cannot undo '" + record->description + "': its record is damaged (" +
                            sqlite3_errstr(rc) + ")");
        }
        const std::unique_ptr<void, decltype(&sqlite3_free)> owned(inverted, &sqlite3_free);
        const auto* bytes = static_cast<const unsigned char*>(inverted);
        std::vector<unsigned char> inverse(bytes, bytes + size);
        applyChangeset(db, inverse, *record, "undo");
    } else {
        applyChangeset(db, changeset, *record, "redo");
    }
    markAction(db, record->id, !forUndo);
    transaction.commit();
    record->done = !forUndo;
    return record;
}

std::int64_t insertActionRow(SQLite::Database& db, const std::string& name,
                             const std::string& description, Cause cause, DayNumber day) {
    return insertAction(db, name, description, cause, day, wallTimeNow());
}

}  // namespace

ActionRecord perform(SQLite::Database& db, Action& action) {
    // Before the transaction: a backup that cannot be made refuses the action (issue 13).
    ActionBackup backup(db, action.backupReason());
    // IMMEDIATE: the write lock first (waiting on the busy timeout while another program
    // writes), so an action never reads a state that another program changes under it.
    SQLite::Transaction transaction(db, SQLite::TransactionBehavior::IMMEDIATE);
    if (const auto expected = action.workedOutOn(); expected && *expected != campaignStamp(db)) {
        const auto newest = nextUndo(db);
        throw UserError("the campaign changed after " + action.name() + " was worked out: " +
                        (newest ? "its latest action is now '" + newest->description + "'"
                                : std::string("its actions were undone")) +
                        ". Nothing was done; work it out again on the campaign as it stands");
    }
    dropUndoneActions(db);
    const DayNumber day = readCampaignDay(db);
    const std::int64_t id = insertActionRow(db, action.name(), action.name(), action.cause(), day);
    Recorder recorder(db);
    ActionContext context(db, id, day, action.cause());
    try {
        action.apply(context);
    } catch (const SQLite::Exception& e) {
        if (auto failure = describeStorageFailure(e, fileOf(db))) throw UserError(*failure);
        throw UserError(action.name() + " was refused by the campaign file: " + e.what());
    }
    std::vector<unsigned char> changeset = recorder.changeset();
    if (changeset.empty()) throw UserError(action.describe() + " changed nothing");
    finishAction(db, id, action.describe(), changeset);
    backup.ready();  // the backup in place before the change commits; else it is refused
    transaction.commit();
    backup.keep();
    return readAction(db, id);
}

std::int64_t beginImportRecord(SQLite::Database& db, const std::string& description,
                               DayNumber day) {
    return insertActionRow(db, "Import", description, Cause::Import, day);
}

CampaignStamp campaignStamp(SQLite::Database& db) {
    return readCampaignStamp(db);
}

std::optional<ActionRecord> nextUndo(SQLite::Database& db) {
    return findNext(db, true, nullptr);
}
std::optional<ActionRecord> nextRedo(SQLite::Database& db) {
    return findNext(db, false, nullptr);
}

std::optional<ActionRecord> undo(SQLite::Database& db) {
    return step(db, true);
}
std::optional<ActionRecord> redo(SQLite::Database& db) {
    return step(db, false);
}

}  // namespace seneschal::campaign
