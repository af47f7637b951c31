#include "campaign/file/online_copy.hpp"

#include <SQLiteCpp/Exception.h>
#include <sqlite3.h>

#include <memory>
#include <string>

namespace seneschal::campaign {

namespace {

// The destination's busy handler already waits its timeout on each step; a source that is
// locked (a checkpoint, recovery) is tried again after a short pause. Together about ten
// seconds before the copy is refused.
constexpr int kAttempts = 200;
constexpr int kPauseMs = 50;

[[noreturn]] void fail(sqlite3* handle, int rc) {
    const std::string message = handle != nullptr && sqlite3_errcode(handle) == rc
                                    ? sqlite3_errmsg(handle)
                                    : sqlite3_errstr(rc);
    throw SQLite::Exception(message, rc);
}

}  // namespace

void onlineCopy(SQLite::Database& from, SQLite::Database& into) {
    sqlite3* destination = into.getHandle();
    sqlite3_backup* copy = sqlite3_backup_init(destination, "main", from.getHandle(), "main");
    if (copy == nullptr) fail(destination, sqlite3_errcode(destination));
    int rc = SQLITE_OK;
    for (int attempt = 0; attempt < kAttempts; ++attempt) {
        rc = sqlite3_backup_step(copy, -1);
        if (rc != SQLITE_BUSY && rc != SQLITE_LOCKED) break;
        sqlite3_sleep(kPauseMs);
    }
    const int finished = sqlite3_backup_finish(copy);
    if (rc != SQLITE_DONE) fail(destination, rc);
    if (finished != SQLITE_OK) fail(destination, finished);
}

}  // namespace seneschal::campaign
