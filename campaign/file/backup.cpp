#include "campaign/file/backup.hpp"

#include <SQLiteCpp/Exception.h>
#include <SQLiteCpp/Statement.h>
#include <SQLiteCpp/Transaction.h>
#include <fcntl.h>
#include <linux/fs.h>
#include <sqlite3.h>
#include <sys/ioctl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <array>
#include <cctype>
#include <cerrno>
#include <chrono>
#include <cstdio>
#include <cstring>
#include <ctime>
#include <memory>
#include <set>
#include <string_view>
#include <thread>
#include <vector>

#include "base/errors.hpp"
#include "campaign/calendar/calendar.hpp"
#include "campaign/file/online_copy.hpp"
#include "campaign/file/read_only_look.hpp"
#include "campaign/file/schema.hpp"

namespace seneschal::campaign {

namespace fs = std::filesystem;

namespace {

constexpr const char* kExtension = ".seneschal";
constexpr const char* kPartial = ".partial";
// A partial backup this old was left by a crash, not by a backup still being written.
constexpr auto kStalePartial = std::chrono::hours(1);
constexpr std::size_t kSlugBytes = 60;

// Milliseconds since 1970, UTC: when a backup was made.
using Millis = std::int64_t;

Millis nowMillis() {
    return std::chrono::duration_cast<std::chrono::milliseconds>(
               std::chrono::system_clock::now().time_since_epoch())
        .count();
}

// "2026-12-01T19:34:12.123Z"; in a file name the colons are dashes (some file systems and
// every shell dislike them).
std::string formatUtc(Millis when, bool forFileName) {
    const std::time_t seconds = static_cast<std::time_t>(when / 1000);
    std::tm utc{};
    ::gmtime_r(&seconds, &utc);
    char text[40];
    std::strftime(text, sizeof text, forFileName ? "%Y-%m-%dT%H-%M-%S" : "%Y-%m-%dT%H:%M:%S", &utc);
    char full[48];
    std::snprintf(full, sizeof full, "%s.%03dZ", text, static_cast<int>(when % 1000));
    return full;
}

std::optional<Millis> parseUtc(const std::string& iso) {
    std::tm utc{};
    int millis = 0;
    if (std::sscanf(iso.c_str(), "%d-%d-%dT%d:%d:%d.%dZ", &utc.tm_year, &utc.tm_mon, &utc.tm_mday,
                    &utc.tm_hour, &utc.tm_min, &utc.tm_sec, &millis) != 7) {
        return std::nullopt;
    }
    utc.tm_year -= 1900;
    utc.tm_mon -= 1;
    return static_cast<Millis>(::timegm(&utc)) * 1000 + millis;
}

std::string formatLocal(Millis when) {
    const std::time_t seconds = static_cast<std::time_t>(when / 1000);
    std::tm local{};
    ::localtime_r(&seconds, &local);
    char text[32];
    std::strftime(text, sizeof text, "%Y-%m-%d %H:%M:%S", &local);
    return text;
}

// "before Battle at Crécy" -> "before-battle-at-crécy": ASCII letters lowered, bytes of other
// scripts kept (they are fine in file names), everything else one dash.
std::string slug(const std::string& reason) {
    std::string out;
    for (const char c : reason) {
        const auto byte = static_cast<unsigned char>(c);
        if (byte >= 0x80 || std::isalnum(byte) != 0) {
            out += static_cast<char>(std::tolower(byte));
        } else if (!out.empty() && out.back() != '-') {
            out += '-';
        }
    }
    if (out.size() > kSlugBytes) {
        out.resize(kSlugBytes);
        // Never cut a character of several bytes in half.
        while (!out.empty() && (static_cast<unsigned char>(out.back()) & 0xC0) == 0x80) {
            out.pop_back();
        }
        if (!out.empty() && static_cast<unsigned char>(out.back()) >= 0xC0) out.pop_back();
    }
    while (!out.empty() && out.back() == '-') out.pop_back();
    return out.empty() ? "backup" : out;
}

bool endsWith(const std::string& text, const std::string& end) {
    return text.size() >= end.size() &&
           text.compare(text.size() - end.size(), end.size(), end) == 0;
}

// A finished backup's name: ours end in .seneschal and are never hidden.
bool isBackupName(const std::string& name) {
    return !name.empty() && name.front() != '.' && endsWith(name, kExtension);
}

struct CampaignDate {
    std::string iso = "undated";  // in the file name
    std::string longForm;         // for a person
};

CampaignDate campaignDateOf(SQLite::Database& db) {
    CampaignDate date;
    try {
        SQLite::Statement query(db, "SELECT current_day, reckoning FROM campaign WHERE id = 1");
        if (query.executeStep()) {
            const DayNumber day{query.getColumn(0).getInt64()};
            const Reckoning reckoning =
                reckoningFromString(query.getColumn(1).getString()).value_or(Reckoning::Julian);
            date.iso = formatDate(reckoning, day);
            date.longForm = formatLongDate(reckoning, day);
        }
    } catch (const SQLite::Exception&) {
        // Not a campaign (yet): the backup is still made, undated.
    }
    return date;
}

std::optional<BackupKind> kindFromString(const std::string& text) {
    for (const BackupKind kind : {BackupKind::Day, BackupKind::Action, BackupKind::Migration,
                                  BackupKind::Import, BackupKind::Restore}) {
        if (text == toString(kind)) return kind;
    }
    return std::nullopt;
}

// Rotation spares the newest of these: each is the only copy of a campaign as it was before
// something replaced it wholesale.
bool keptBeyondRotation(BackupKind kind) {
    return kind == BackupKind::Migration || kind == BackupKind::Import ||
           kind == BackupKind::Restore;
}

// "before Battle at Caen" reads on its own; "first action of 14 August 1346" needs "for the".
std::string purpose(const std::string& reason) {
    return reason.rfind("before ", 0) == 0 ? reason : "for the " + reason;
}

[[noreturn]] void refuse(const fs::path& campaign, const std::string& reason,
                         const std::string& why) {
    throw UserError("cannot back up '" + campaign.string() + "' " + purpose(reason) + ": " + why +
                    "; nothing was changed");
}

std::string whyCopyFailed(const SQLite::Exception& e, const fs::path& folder) {
    switch (e.getErrorCode()) {
        case SQLITE_FULL:
            return "the disk is full (backups folder '" + folder.string() + "')";
        case SQLITE_READONLY:
        case SQLITE_PERM:
        case SQLITE_CANTOPEN:
            return "the backups folder '" + folder.string() + "' cannot be written (" + e.what() +
                   ")";
        case SQLITE_BUSY:
        case SQLITE_LOCKED:
            return "the campaign stayed locked by another program (" + std::string(e.what()) + ")";
        default:
            return std::string(e.what()) + " (backups folder '" + folder.string() + "')";
    }
}

std::string whyFileFailed(const std::error_code& ec, const fs::path& folder) {
    if (ec == std::errc::no_space_on_device) {
        return "the disk is full (backups folder '" + folder.string() + "')";
    }
    return "the backups folder '" + folder.string() + "' cannot be written (" + ec.message() + ")";
}

void prepareFolder(const fs::path& folder, const fs::path& campaign, const std::string& reason) {
    std::error_code ec;
    const fs::file_status status = fs::status(folder, ec);
    if (fs::exists(status)) {
        if (!fs::is_directory(status)) {
            refuse(campaign, reason,
                   "'" + folder.string() +
                       "' is in the way of the backups folder and is not a "
                       "folder");
        }
        return;
    }
    fs::create_directory(folder, ec);
    if (ec) {
        refuse(
            campaign, reason,
            "the backups folder '" + folder.string() + "' cannot be made (" + ec.message() + ")");
    }
}

// A crash leaves its partial backup behind; one older than any backup takes is cleared.
void clearStalePartials(const fs::path& folder) {
    std::error_code ec;
    const auto now = fs::file_time_type::clock::now();
    for (const auto& entry : fs::directory_iterator(folder, ec)) {
        const std::string name = entry.path().filename().string();
        if (name.front() != '.' || name.find(kPartial) == std::string::npos) continue;
        std::error_code timeError;
        const auto written = entry.last_write_time(timeError);
        if (!timeError && now - written > kStalePartial) fs::remove(entry.path(), timeError);
    }
}

// The rename is only durable once the folder itself is on disk.
void syncFolder(const fs::path& folder) {
    const int fd = ::open(folder.c_str(), O_RDONLY | O_DIRECTORY);
    if (fd < 0) return;
    ::fsync(fd);
    ::close(fd);
}

void removeDatabaseFile(const fs::path& path) {
    std::error_code ec;
    fs::remove(path, ec);
    fs::remove(fs::path(path.string() + "-journal"), ec);
    fs::remove(fs::path(path.string() + "-wal"), ec);
    fs::remove(fs::path(path.string() + "-shm"), ec);
}

// The descriptor SQLite's unix VFS holds the file `live` open by, when it can be told for sure:
// the unix VFS's file object starts {methods, vfs, inode, descriptor} (unchanged since 3.7),
// and the descriptor found there must be of the very file SQLite names (same device and inode),
// else none. It is only read through, never closed: closing any descriptor of the file would
// drop every POSIX lock this process holds on it, SQLite's too (the desk's connection).
std::optional<int> sqliteDescriptor(sqlite3* handle, sqlite3_file* live) {
    sqlite3_vfs* vfs = nullptr;
    if (sqlite3_file_control(handle, "main", SQLITE_FCNTL_VFS_POINTER, &vfs) != SQLITE_OK ||
        vfs == nullptr || vfs->zName == nullptr || std::strncmp(vfs->zName, "unix", 4) != 0) {
        return std::nullopt;
    }
    struct UnixFileStart {
        const sqlite3_io_methods* methods;
        sqlite3_vfs* vfs;
        void* inode;
        int descriptor;
    };
    const auto* start = reinterpret_cast<const UnixFileStart*>(live);
    if (start->vfs != vfs || start->descriptor < 0) return std::nullopt;
    const char* name = sqlite3_db_filename(handle, "main");
    struct stat byName {};
    struct stat byDescriptor {};
    if (name == nullptr || ::stat(name, &byName) != 0 ||
        ::fstat(start->descriptor, &byDescriptor) != 0 || !S_ISREG(byDescriptor.st_mode) ||
        byName.st_dev != byDescriptor.st_dev || byName.st_ino != byDescriptor.st_ino) {
        return std::nullopt;
    }
    return start->descriptor;
}

// The kernel's copy from SQLite's descriptor: the file's extents shared where the file system
// can (FICLONE: btrfs, XFS), else copied inside the kernel (copy_file_range), never through
// this program's memory. False when neither is possible here (the caller then removes `out`).
bool copyInKernel(int from, int out, sqlite3_int64 size) {
    if (::ioctl(out, FICLONE, from) == 0) return true;
    loff_t in = 0;
    loff_t at = 0;
    while (at < size) {
        const ssize_t copied =
            ::copy_file_range(from, &in, out, &at, static_cast<std::size_t>(size - at), 0);
        if (copied <= 0) return false;
    }
    return true;
}

// Copies the live file's bytes into `into` (made anew) through SQLite's own open file: by its
// descriptor in the kernel when it can be told for sure (above), else a megabyte at a time
// through its xRead, never through a descriptor of this program's own.
bool copyBytes(sqlite3* handle, const fs::path& into) {
    sqlite3_file* live = nullptr;
    if (sqlite3_file_control(handle, "main", SQLITE_FCNTL_FILE_POINTER, &live) != SQLITE_OK ||
        live == nullptr || live->pMethods == nullptr) {
        return false;
    }
    sqlite3_int64 size = 0;
    if (live->pMethods->xFileSize(live, &size) != SQLITE_OK || size <= 0) return false;
    const int out = ::open(into.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0644);
    if (out < 0) return false;
    // The copy is a self-contained file: legacy (rollback) read and write versions in its
    // header (bytes 18 and 19), not the live file's WAL ones, so that opening it makes no log.
    constexpr std::array<char, 2> kRollback = {1, 1};
    bool ok = false;
    if (const auto from = sqliteDescriptor(handle, live); from && copyInKernel(*from, out, size)) {
        ok = size <= 19 || ::pwrite(out, kRollback.data(), kRollback.size(), 18) == 2;
    } else {
        constexpr sqlite3_int64 kChunk = sqlite3_int64{1} << 20;
        std::vector<char> buffer(static_cast<std::size_t>(kChunk));
        ok = true;
        for (sqlite3_int64 at = 0; ok && at < size; at += kChunk) {
            const int length = static_cast<int>(std::min(kChunk, size - at));
            if (live->pMethods->xRead(live, buffer.data(), length, at) != SQLITE_OK) {
                ok = false;
                break;
            }
            if (at == 0 && length > 19) {
                buffer[18] = kRollback[0];
                buffer[19] = kRollback[1];
            }
            for (int done = 0; ok && done < length;) {
                const ssize_t wrote =
                    ::write(out, buffer.data() + done, static_cast<std::size_t>(length - done));
                if (wrote <= 0) ok = false;
                done += static_cast<int>(std::max<ssize_t>(wrote, 0));
            }
        }
    }
    ok = ::close(out) == 0 && ok;
    if (!ok) ::unlink(into.c_str());
    return ok;
}

// The quick way to the same copy: while nothing waits in the live file's write-ahead log, the
// file itself is the whole campaign, and a read transaction begun on it holds it still (no
// checkpoint may write into the file under a reader of an empty log), so its bytes can be
// copied a megabyte at a time rather than page by page. False, with nothing made, whenever that
// does not hold (a log with frames, as a long-open desk has; a transaction already open): the
// online copy is taken instead.
bool copyQuietFile(SQLite::Database& db, const fs::path& partial) {
    const char* name = sqlite3_db_filename(db.getHandle(), "main");
    const fs::path live = name != nullptr ? fs::path(name) : fs::path();
    if (live.empty() || sqlite3_get_autocommit(db.getHandle()) == 0) return false;
    std::error_code ec;
    const fs::path log = live.string() + "-wal";
    db.exec("BEGIN");
    bool copied = false;
    try {
        db.execAndGet("SELECT count(*) FROM sqlite_schema");  // the read transaction begins
        const auto logSize = fs::file_size(log, ec);
        if ((ec || logSize == 0) && copyBytes(db.getHandle(), partial)) copied = true;
    } catch (const SQLite::Exception&) {
        copied = false;
    }
    db.exec("COMMIT");
    return copied;
}

// The note in the copy (already holding the campaign's pages): when and why it was made, in
// rollback-journal mode. Nothing is synced here: the copy is a hidden partial file no one else
// reads, thrown away if anything fails or the machine stops before it is renamed, so it is
// brought to disk once, whole, by syncWhole() before its rename (not four times, as a
// journalled commit would: the journal, its header, the file, the folder).
void writeNote(SQLite::Database& copy, const std::string& reason, BackupKind kind, Millis made) {
    copy.exec("PRAGMA synchronous = OFF");
    // A copy that took the live file's WAL mode (the online copy) is made one self-contained
    // file; the byte copy is one already (copyBytes).
    copy.exec("PRAGMA journal_mode = DELETE");
    copy.exec("PRAGMA journal_mode = MEMORY");  // the note's undo journal: never on disk
    SQLite::Transaction transaction(copy);
    copy.exec(R"SQL(
        CREATE TABLE backup_note (
            id             INTEGER PRIMARY KEY CHECK (id = 1),
            made           TEXT    NOT NULL,
            reason         TEXT    NOT NULL,
            kind           TEXT    NOT NULL,
            schema_version INTEGER NOT NULL
        ) STRICT)SQL");
    SQLite::Statement note(copy,
                           "INSERT INTO backup_note (id, made, reason, kind, schema_version) "
                           "VALUES (1, ?, ?, ?, ?)");
    note.bind(1, formatUtc(made, false));
    note.bind(2, reason);
    note.bind(3, toString(kind));
    note.bind(4, schemaVersionOf(copy));
    note.exec();
    transaction.commit();
}

// The finished partial file on disk, data and size, by a descriptor of its own (the copy's
// connection closed first). Throws like a failed SQLite write.
void syncWhole(const fs::path& partial) {
    const int fd = ::open(partial.c_str(), O_RDONLY | O_CLOEXEC);
    const bool synced = fd >= 0 && ::fdatasync(fd) == 0;
    const int error = errno;
    if (fd >= 0) ::close(fd);
    if (!synced) {
        throw SQLite::Exception(
            std::string("the backup could not be written to disk: ") + std::strerror(error),
            error == ENOSPC ? SQLITE_FULL : SQLITE_IOERR);
    }
}

void writeCopy(SQLite::Database& db, const fs::path& partial, const std::string& reason,
               BackupKind kind, Millis made) {
    const bool quick = copyQuietFile(db, partial);
    {
        SQLite::Database copy(partial.string(), SQLite::OPEN_READWRITE | SQLite::OPEN_CREATE);
        if (!quick) onlineCopy(db, copy);
        writeNote(copy, reason, kind, made);
    }
    syncWhole(partial);
}

BackupInfo readInfo(const fs::path& path) {
    BackupInfo info;
    info.name = path.filename().string();
    info.path = path;
    std::error_code ec;
    info.size = fs::file_size(path, ec);
    try {
        // Read without leaving a -wal or -shm in the backups folder (read_only_look.hpp): a
        // file in WAL mode put there by hand would otherwise get both.
        const auto look = openReadOnlyLook(path);
        SQLite::Database& backup = *look;
        info.schemaVersion = schemaVersionOf(backup);
        const CampaignDate date = campaignDateOf(backup);
        info.campaignDate = date.longForm;
        if (!date.longForm.empty()) info.campaignDay = date.iso;
        if (backup.tableExists("backup_note")) {
            SQLite::Statement note(backup,
                                   "SELECT made, reason, kind FROM backup_note WHERE id = 1");
            if (note.executeStep()) {
                info.madeUtc = note.getColumn(0).getString();
                info.reason = note.getColumn(1).getString();
                info.kind = kindFromString(note.getColumn(2).getString());
            }
        } else {
            info.reason = "(not made by Seneschal)";
        }
    } catch (const SQLite::Exception& e) {
        info.problem = e.what();
        info.reason = std::string("(unreadable: ") + e.what() + ")";
    }
    std::optional<Millis> made = parseUtc(info.madeUtc);
    if (!made) {
        const auto written = fs::last_write_time(path, ec);
        made = ec ? 0
                  : std::chrono::duration_cast<std::chrono::milliseconds>(
                        std::chrono::file_clock::to_sys(written).time_since_epoch())
                        .count();
        info.madeUtc = formatUtc(*made, false);
    }
    info.madeLocal = formatLocal(*made);
    return info;
}

std::vector<BackupInfo> backupsIn(const fs::path& folder) {
    std::vector<BackupInfo> backups;
    std::error_code ec;
    if (!fs::is_directory(folder, ec)) return backups;
    for (const auto& entry : fs::directory_iterator(folder, ec)) {
        if (!isBackupName(entry.path().filename().string())) continue;
        std::error_code typeError;
        if (!entry.is_regular_file(typeError)) continue;
        backups.push_back(readInfo(entry.path()));
    }
    std::sort(backups.begin(), backups.end(), [](const BackupInfo& a, const BackupInfo& b) {
        return a.madeUtc != b.madeUtc ? a.madeUtc > b.madeUtc : a.name > b.name;
    });
    return backups;
}

// The rotation by every backup's note, which the names cannot mislead: what `rotate` falls back
// on when a name said other than its note.
int rotateByNotes(const fs::path& folder, int keep, const std::string& spare) {
    int kept = 0;
    int removed = 0;
    std::set<BackupKind> newestSeen;
    for (const BackupInfo& backup : backupsIn(folder)) {
        if (!backup.kind) continue;
        const bool newestOfItsKind = newestSeen.insert(*backup.kind).second;
        if (kept < keep) {
            ++kept;
            continue;
        }
        if ((newestOfItsKind && keptBeyondRotation(*backup.kind)) || backup.name == spare) {
            continue;
        }
        std::error_code ec;
        if (fs::remove(backup.path, ec)) ++removed;
    }
    return removed;
}

// What a backup's name says of it, read without opening it: "2026-12-01T19-34-12.123Z_
// 1346-08-14_first-action-of-14-august-1346.seneschal" was made at that moment (the note's
// `made`, with colons) and, by the reason's start, is of the kind whose reasons start so. A name
// not of that shape says nothing: the file itself is read.
struct NamedBackup {
    fs::path path;
    std::string name;
    std::string madeUtc;
    std::optional<BackupKind> kind;
    bool kindRead = false;  // from the file's note, not from its name
};

bool isMadeStamp(const std::string& name) {
    // "2026-12-01T19-34-12.123Z_": digits everywhere but the separators below.
    constexpr std::string_view shape = "dddd-dd-ddTdd-dd-dd.dddZ_";
    if (name.size() <= shape.size()) return false;
    for (std::size_t i = 0; i < shape.size(); ++i) {
        const auto byte = static_cast<unsigned char>(name[i]);
        if (shape[i] == 'd' ? std::isdigit(byte) == 0 : name[i] != shape[i]) return false;
    }
    return true;
}

std::optional<BackupKind> kindFromReasonSlug(const std::string& reasonSlug) {
    const auto startsWith = [&](const char* start) { return reasonSlug.rfind(start, 0) == 0; };
    if (startsWith("first-action-of-")) return BackupKind::Day;
    if (startsWith("before-schema-migration-to-")) return BackupKind::Migration;
    if (startsWith("before-import-of-")) return BackupKind::Import;
    if (startsWith("before-restore-of-")) return BackupKind::Restore;
    return BackupKind::Action;
}

NamedBackup fromFile(const fs::path& path) {
    const BackupInfo info = readInfo(path);
    return {path, info.name, info.madeUtc, info.kind, true};
}

NamedBackup fromName(const fs::path& path) {
    const std::string name = path.filename().string();
    if (!isMadeStamp(name)) return fromFile(path);
    const std::size_t dateEnd = name.find('_', 25);
    const std::size_t slugEnd = name.size() - std::strlen(kExtension);
    if (dateEnd == std::string::npos || dateEnd >= slugEnd) return fromFile(path);
    std::string made = name.substr(0, 24);
    made[13] = ':';
    made[16] = ':';
    return {path, name, made, kindFromReasonSlug(name.substr(dateEnd + 1, slugEnd - dateEnd - 1)),
            false};
}

// Keeps the newest `keep` backups Seneschal made, and beyond them the newest of each kind kept
// beyond rotation; removes the rest. Files it did not make are never touched. `spare` (a
// backup being restored) is never removed.
//
// From one listing of the folder and the names in it, not by opening every backup: a file is
// opened and its note read only when its name is not of Seneschal's shape, when its name says
// it is of a kind kept beyond rotation, and before it is removed. Should a removed file's note
// say other than its name, the rotation is done again from every backup's note.
int rotate(const fs::path& folder, int keep, const std::string& spare = {}) {
    std::vector<NamedBackup> backups;
    std::error_code ec;
    for (const auto& entry : fs::directory_iterator(folder, ec)) {
        if (!isBackupName(entry.path().filename().string())) continue;
        std::error_code typeError;
        if (!entry.is_regular_file(typeError)) continue;
        NamedBackup backup = fromName(entry.path());
        if (!backup.kindRead && backup.kind && keptBeyondRotation(*backup.kind)) {
            backup = fromFile(entry.path());
        }
        backups.push_back(std::move(backup));
    }
    std::sort(backups.begin(), backups.end(), [](const NamedBackup& a, const NamedBackup& b) {
        return a.madeUtc != b.madeUtc ? a.madeUtc > b.madeUtc : a.name > b.name;
    });
    int kept = 0;
    int removed = 0;
    std::set<BackupKind> newestSeen;
    for (NamedBackup& backup : backups) {
        if (!backup.kind) continue;
        const bool newestOfItsKind = newestSeen.insert(*backup.kind).second;
        if (kept < keep) {
            ++kept;
            continue;
        }
        if ((newestOfItsKind && keptBeyondRotation(*backup.kind)) || backup.name == spare) {
            continue;
        }
        if (!backup.kindRead) {
            const NamedBackup read = fromFile(backup.path);
            if (read.kind != backup.kind || read.madeUtc != backup.madeUtc) {
                return removed + rotateByNotes(folder, keep, spare);
            }
        }
        std::error_code removeError;
        if (fs::remove(backup.path, removeError)) ++removed;
    }
    return removed;
}

fs::path fileOf(SQLite::Database& db) {
    const char* name = sqlite3_db_filename(db.getHandle(), "main");
    return name != nullptr ? fs::path(name) : fs::path();
}

bool hasBackupOfDate(const fs::path& folder, const std::string& isoDate) {
    // The campaign date is the second field of the name: no file need be opened.
    const std::string field = "_" + isoDate + "_";
    std::error_code ec;
    for (const auto& entry : fs::directory_iterator(folder, ec)) {
        const std::string name = entry.path().filename().string();
        if (isBackupName(name) && name.find(field) != std::string::npos) return true;
    }
    return false;
}

}  // namespace

const char* toString(BackupKind kind) {
    switch (kind) {
        case BackupKind::Day:
            return "day";
        case BackupKind::Action:
            return "action";
        case BackupKind::Migration:
            return "migration";
        case BackupKind::Import:
            return "import";
        case BackupKind::Restore:
            return "restore";
    }
    return "action";
}

fs::path backupsFolder(const fs::path& campaign) {
    return campaign.parent_path() / (campaign.filename().string() + ".backups");
}

std::vector<BackupInfo> listBackups(const fs::path& campaign) {
    return backupsIn(backupsFolder(campaign));
}

// Where a backup goes: its real name and the hidden name it is written under (named outside
// the unnamed namespace: ActionBackup::Writing holds one).
struct PlannedBackup {
    fs::path folder;
    fs::path finalPath;
    fs::path partial;
    std::int64_t made = 0;  // milliseconds since 1970, UTC
};

namespace {

PlannedBackup planBackup(SQLite::Database& db, const fs::path& campaign,
                         const std::string& reason) {
    PlannedBackup plan;
    plan.folder = backupsFolder(campaign);
    prepareFolder(plan.folder, campaign, reason);
    clearStalePartials(plan.folder);

    const CampaignDate date = campaignDateOf(db);
    const std::string tail = "_" + date.iso + "_" + slug(reason) + kExtension;
    // Two backups in one millisecond (a restore's safety backup right after another) take
    // the next free one: names stay unique and in the order made.
    for (plan.made = nowMillis();; ++plan.made) {
        const std::string name = formatUtc(plan.made, true) + tail;
        plan.finalPath = plan.folder / name;
        plan.partial = plan.folder / ("." + name + kPartial);
        std::error_code ec;
        if (!fs::exists(plan.finalPath, ec) && !fs::exists(plan.partial, ec)) break;
    }
    return plan;
}

// The finished copy under its real name, the rename on disk. Empty, or why it failed (the
// partial file is then removed).
std::string placeBackup(const PlannedBackup& plan) {
    std::error_code ec;
    fs::rename(plan.partial, plan.finalPath, ec);
    if (ec) {
        removeDatabaseFile(plan.partial);
        return whyFileFailed(ec, plan.folder);
    }
    syncFolder(plan.folder);
    return {};
}

// The copy itself, named and in place, without rotating the older ones away.
fs::path writeBackupUnrotated(SQLite::Database& db, const fs::path& campaign,
                              const std::string& reason, BackupKind kind) {
    const PlannedBackup plan = planBackup(db, campaign, reason);
    try {
        writeCopy(db, plan.partial, reason, kind, plan.made);
    } catch (const SQLite::Exception& e) {
        removeDatabaseFile(plan.partial);
        refuse(campaign, reason, whyCopyFailed(e, plan.folder));
    }
    if (const std::string failure = placeBackup(plan); !failure.empty()) {
        refuse(campaign, reason, failure);
    }
    return plan.finalPath;
}

// A second, read-only connection to the live file holding a read transaction begun while its
// log is empty: the campaign as committed, held still in the file itself (no checkpoint may
// write into the file under a reader of an empty log) while the open connection goes on to
// write the action into the log. None when that does not hold (a log with frames, as a
// long-open desk has; a transaction already open on `db`; a file that is not the one `db` has
// open): the backup is then made before the action, as always.
std::unique_ptr<SQLite::Database> quietSnapshot(SQLite::Database& db, const fs::path& live) {
    if (sqlite3_threadsafe() == 0 || sqlite3_get_autocommit(db.getHandle()) == 0) return nullptr;
    std::unique_ptr<SQLite::Database> reader;
    try {
        reader = std::make_unique<SQLite::Database>(live.string(), SQLite::OPEN_READONLY);
        reader->setBusyTimeout(5000);
        reader->exec("BEGIN");
        const auto shape = [](SQLite::Database& connection) {
            SQLite::Statement query(connection,
                                    "SELECT (SELECT page_count FROM pragma_page_count), "
                                    "(SELECT schema_version FROM pragma_schema_version), "
                                    "(SELECT freelist_count FROM pragma_freelist_count)");
            query.executeStep();
            return std::array<std::int64_t, 3>{query.getColumn(0).getInt64(),
                                               query.getColumn(1).getInt64(),
                                               query.getColumn(2).getInt64()};
        };
        const auto seen = shape(*reader);  // the read transaction begins here
        std::error_code ec;
        const auto logSize = fs::file_size(fs::path(live.string() + "-wal"), ec);
        if ((!ec && logSize != 0) || seen != shape(db)) return nullptr;
    } catch (const SQLite::Exception&) {
        return nullptr;
    }
    return reader;
}

}  // namespace

// The day's backup being written beside the action (ActionBackup): the copy from the snapshot,
// its note, the rename into place. `failure` says why it could not be made.
struct ActionBackup::Writing {
    PlannedBackup plan;
    std::string reason;
    std::thread worker;
    std::string failure;
    bool joined = false;

    void finish() {
        if (!joined) {
            if (worker.joinable()) worker.join();
            joined = true;
        }
    }
};

namespace {

void writeFromSnapshot(std::unique_ptr<SQLite::Database> reader, ActionBackup::Writing& writing,
                       BackupKind kind) {
    const PlannedBackup& plan = writing.plan;
    try {
        const bool quick = copyBytes(reader->getHandle(), plan.partial);
        {
            SQLite::Database copy(plan.partial.string(),
                                  SQLite::OPEN_READWRITE | SQLite::OPEN_CREATE);
            // Only a write that failed leaves no quick copy: the online copy from the same
            // snapshot says why (the disk is full, ...).
            if (!quick) onlineCopy(*reader, copy);
            reader.reset();  // the snapshot ends: the file may take the log's frames again
            writeNote(copy, writing.reason, kind, plan.made);
        }
        syncWhole(plan.partial);
    } catch (const SQLite::Exception& e) {
        reader.reset();
        removeDatabaseFile(plan.partial);
        writing.failure = whyCopyFailed(e, plan.folder);
        return;
    } catch (const std::exception& e) {
        reader.reset();
        removeDatabaseFile(plan.partial);
        writing.failure =
            std::string(e.what()) + " (backups folder '" + plan.folder.string() + "')";
        return;
    }
    writing.failure = placeBackup(plan);
}

}  // namespace

namespace detail {

BackupInfo makeBackupSparing(SQLite::Database& db, const fs::path& campaign,
                             const std::string& reason, BackupKind kind, const std::string& spare) {
    const fs::path made = writeBackupUnrotated(db, campaign, reason, kind);
    rotate(backupsFolder(campaign), backupsToKeep(db), spare);
    return readInfo(made);
}

}  // namespace detail

BackupInfo makeBackup(SQLite::Database& db, const fs::path& campaign, const std::string& reason,
                      BackupKind kind) {
    return detail::makeBackupSparing(db, campaign, reason, kind, {});
}

ActionBackup::ActionBackup(SQLite::Database& db, const std::optional<std::string>& reason)
    : db_(db), campaign_(fileOf(db)) {
    if (campaign_.empty()) return;  // in memory: nothing on disk to lose
    const fs::path folder = backupsFolder(campaign_);
    std::error_code ec;
    folderMade_ = !fs::exists(folder, ec);
    std::string why;
    BackupKind kind = BackupKind::Action;
    if (reason) {
        why = *reason;
    } else {
        const CampaignDate date = campaignDateOf(db);
        if (hasBackupOfDate(folder, date.iso)) return;
        why = "first action of " + date.longForm;
        kind = BackupKind::Day;
    }
    // The day's backup of a quiet file is copied from a snapshot while the action is worked
    // out, and must be in place before the action commits (ready()).
    if (auto reader = quietSnapshot(db, campaign_)) {
        writing_ = std::make_unique<Writing>();
        writing_->plan = planBackup(db, campaign_, why);
        writing_->reason = why;
        made_ = writing_->plan.finalPath;
        writing_->worker =
            std::thread(writeFromSnapshot, std::move(reader), std::ref(*writing_), kind);
        return;
    }
    made_ = writeBackupUnrotated(db, campaign_, why, kind);
}

void ActionBackup::ready() {
    if (!writing_ || writing_->joined) return;
    writing_->finish();
    if (!writing_->failure.empty()) {
        refuse(campaign_, writing_->reason, writing_->failure);
    }
}

void ActionBackup::keep() {
    ready();
    if (made_.empty() || kept_) return;
    kept_ = true;
    rotate(backupsFolder(campaign_), backupsToKeep(db_));
}

ActionBackup::~ActionBackup() {
    if (writing_) writing_->finish();
    if (made_.empty() || kept_) return;
    // The action was refused: its backup goes, and the folder if this backup made it, so a
    // refused action leaves nothing beside the campaign either. Best effort: a backup left
    // behind is a spare copy, never a loss.
    removeDatabaseFile(made_);
    std::error_code ec;
    if (folderMade_) fs::remove(backupsFolder(campaign_), ec);  // only if empty
}

void backUpBeforeMigration(SQLite::Database& db, const fs::path& campaign, int toVersion) {
    makeBackup(db, campaign, "before schema migration to " + std::to_string(toVersion),
               BackupKind::Migration);
}

std::optional<BackupInfo> backupBeforeReplace(const fs::path& campaign,
                                              const std::string& scenarioName) {
    std::error_code ec;
    if (!fs::is_regular_file(campaign, ec)) return std::nullopt;
    std::unique_ptr<SQLite::Database> existing;
    try {
        existing = openReadOnlyLook(campaign);  // no -wal or -shm left beside it
        if (existing->execAndGet("PRAGMA application_id").getInt() != kApplicationId) {
            return std::nullopt;
        }
    } catch (const SQLite::Exception&) {
        return std::nullopt;  // not a SQLite file: not a campaign of ours to keep
    }
    return makeBackup(*existing, campaign, "before import of " + scenarioName, BackupKind::Import);
}

int backupsToKeep(SQLite::Database& db) {
    if (!db.tableExists("backup_policy")) return kDefaultBackupsKept;
    SQLite::Statement query(db, "SELECT keep FROM backup_policy WHERE id = 1");
    return query.executeStep() ? query.getColumn(0).getInt() : kDefaultBackupsKept;
}

int setBackupsToKeep(SQLite::Database& db, const fs::path& campaign, int keep) {
    if (keep < 1 || keep > 1000) {
        throw UserError("the number of backups to keep must be from 1 to 1000, not " +
                        std::to_string(keep));
    }
    writeBackupsToKeep(db, keep);
    return rotate(backupsFolder(campaign), keep);
}

void writeBackupsToKeep(SQLite::Database& db, int keep) {
    SQLite::Statement update(db, "UPDATE backup_policy SET keep = ? WHERE id = 1");
    update.bind(1, keep);
    update.exec();
}

}  // namespace seneschal::campaign
