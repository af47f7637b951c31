#include "campaign/file/storage_failure.hpp"

#include <SQLiteCpp/Database.h>
#include <sqlite3.h>

namespace seneschal::campaign {

std::optional<std::string> describeStorageFailure(int sqliteErrorCode,
                                                  const std::filesystem::path& path) {
    const std::string file =
        path.empty() ? std::string("the campaign file") : "campaign file '" + path.string() + "'";
    const std::string untouched = " Nothing was changed.";
    switch (sqliteErrorCode & 0xff) {
        case SQLITE_BUSY:
        case SQLITE_LOCKED:
            return file +
                   " is busy: another program (the desktop program, or another seneschal-cli) "
                   "is writing to it. Try again when it has finished." +
                   untouched;
        case SQLITE_FULL:
            return "the disk holding " + file + " is full: free some space and try again." +
                   untouched;
        case SQLITE_IOERR:
            return "cannot read or write " + file +
                   " (a disk input/output error: the disk may be full, removed or failing). "
                   "Check the disk and try again." +
                   untouched;
        case SQLITE_READONLY:
            return file +
                   " cannot be written: the file or its folder is read-only (SQLite writes "
                   "side files beside it). Make them writable and try again." +
                   untouched;
        case SQLITE_CANTOPEN:
            return "cannot open " + file +
                   ": it or its folder is missing or not accessible, or the side files SQLite "
                   "writes beside it cannot be made.";
        case SQLITE_CORRUPT:
        case SQLITE_NOTADB:
            return file +
                   " is damaged; restore it from a backup (seneschal-cli backups --db FILE)." +
                   untouched;
        default:
            return std::nullopt;
    }
}

std::optional<std::string> describeStorageFailure(const SQLite::Exception& e,
                                                  const std::filesystem::path& path) {
    const int extended = e.getExtendedErrorCode();
    return describeStorageFailure(extended != -1 ? extended : e.getErrorCode(), path);
}

std::filesystem::path fileOf(const SQLite::Database& db) {
    const char* name = sqlite3_db_filename(db.getHandle(), "main");
    return name == nullptr ? std::filesystem::path() : std::filesystem::path(name);
}

}  // namespace seneschal::campaign
