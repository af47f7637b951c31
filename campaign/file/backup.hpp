#pragma once
// Backups of a campaign file, kept in a folder beside it ("crecy.seneschal.backups/"): a copy
// of the file's bytes under a read transaction that holds them still, or made through SQLite's
// online backup API from the open connection, so it is consistent even while another program
// writes the file. Made before every battle aftermath, import over an
// existing campaign, restore and schema migration, and on the first action of each campaign
// day; the oldest are rotated away beyond the number the file keeps (default 20).
//
// A backup is a campaign file of its own (rollback journal, no -wal beside it, so a copy of the
// folder is a copy of the backups) holding one more table, `backup_note`, with when and why it
// was made; its name says the same for a person reading the folder:
//   2026-12-01T19-34-12.123Z_1346-08-14_before-battle-at-caen.seneschal
//   (wall time made, UTC) (campaign date) (reason)
// It is written under a hidden temporary name and renamed into place when complete, so a crash
// never leaves a half backup under a real name, and rotation never counts one being written.
// Rules in docs/campaign-file.md, "Backups".
#include <SQLiteCpp/Database.h>

#include <cstdint>
#include <filesystem>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace seneschal::campaign {

// Why a backup was made. Rotation spares the newest backup of a kind marked "kept" below.
enum class BackupKind {
    Day,        // the first action of a campaign day
    Action,     // before an action that asks for one (a battle's aftermath)
    Migration,  // before a schema migration (kept)
    Import,     // before an import replaces the campaign (kept)
    Restore,    // before a restore replaces the campaign (kept)
};
const char* toString(BackupKind kind);

inline constexpr int kDefaultBackupsKept = 20;

struct BackupInfo {
    std::string name;  // the file name in the backups folder: what `restore --backup` takes
    std::filesystem::path path;
    std::string madeUtc;       // ISO 8601 with milliseconds, "2026-12-01T19:34:12.123Z"
    std::string madeLocal;     // "2026-12-01 20:34:12", local time, for a person
    std::string campaignDate;  // "14 August 1346" in the campaign's reckoning; empty if unreadable
    std::string campaignDay;   // the same as "1346-08-14", which sorts; empty if unreadable
    std::string reason;        // "before Battle at Caen"
    std::optional<BackupKind> kind;  // none for a file Seneschal did not make (never rotated)
    int schemaVersion = 0;
    std::uintmax_t size = 0;  // bytes
    std::string problem;      // why it could not be read, empty when it could
};

// "dir/crecy.seneschal" -> "dir/crecy.seneschal.backups".
std::filesystem::path backupsFolder(const std::filesystem::path& campaign);

// The backups of the campaign, newest first; empty when there are none. A file in the folder
// that cannot be read is listed with its problem rather than hidden.
std::vector<BackupInfo> listBackups(const std::filesystem::path& campaign);

// Makes a backup of the open campaign `db` (whose file is `campaign`), then rotates. Throws
// UserError naming the campaign, the reason and the folder when it cannot ("cannot back up
// 'crecy.seneschal' before Battle at Caen: the disk is full; nothing was changed"): the caller
// must then not go on with what it protects.
BackupInfo makeBackup(SQLite::Database& db, const std::filesystem::path& campaign,
                      const std::string& reason, BackupKind kind);

// The hook of `perform` (action_log.cpp), made before the action's transaction: a backup when
// the action asks for one (`reason`), or when no backup of today's campaign date exists yet;
// nothing for a database without a file (in memory). Throws like makeBackup when it cannot.
// When nothing waits in the file's log (every command-line action), the copy is taken from a
// second connection's read transaction begun here, before the action writes anything, and is
// written while the action is worked out; `ready()`, called before the action commits, waits
// for it and throws like makeBackup if it could not be made, so the action is then refused
// (rolled back) and never committed without its backup. Otherwise the copy is made here.
// `keep()` once the action has committed rotates the older backups away; an action refused
// before that removes the backup again (and the folder, if the backup made it), so a refused
// action leaves nothing written and no older backup rotated away.
class ActionBackup {
  public:
    ActionBackup(SQLite::Database& db, const std::optional<std::string>& reason);
    ~ActionBackup();
    ActionBackup(const ActionBackup&) = delete;
    ActionBackup& operator=(const ActionBackup&) = delete;
    void ready();
    void keep();

    struct Writing;  // the copy under way (backup.cpp)

  private:
    SQLite::Database& db_;
    std::filesystem::path campaign_;
    std::filesystem::path made_;  // empty: none made
    std::unique_ptr<Writing> writing_;
    bool folderMade_ = false;
    bool kept_ = false;
};

// The hook of CampaignFile::open before it migrates an older file.
void backUpBeforeMigration(SQLite::Database& db, const std::filesystem::path& campaign,
                           int toVersion);

// Before an import replaces the campaign at `campaign`: a backup of what is there ("before
// import of The March of Arden, 1350"). Nothing when there is no file or it is not a Seneschal
// campaign (nothing of ours to keep); throws UserError like makeBackup when it cannot be made.
std::optional<BackupInfo> backupBeforeReplace(const std::filesystem::path& campaign,
                                              const std::string& scenarioName);

// How many backups the campaign keeps (the rotation); the default for a file without the
// setting (older than schema version 5).
int backupsToKeep(SQLite::Database& db);
// Sets it (1..1000) and removes the backups beyond it at once; returns how many were removed.
int setBackupsToKeep(SQLite::Database& db, const std::filesystem::path& campaign, int keep);
// The setting alone, unchecked and without rotating (a restore keeps the file's own setting).
// This file is the one writer of `backup_policy` and `backup_note` past the schema's first row.
void writeBackupsToKeep(SQLite::Database& db, int keep);

namespace detail {
// makeBackup, whose rotation never removes the backup named `spare` (the one being restored).
BackupInfo makeBackupSparing(SQLite::Database& db, const std::filesystem::path& campaign,
                             const std::string& reason, BackupKind kind, const std::string& spare);
}  // namespace detail

}  // namespace seneschal::campaign
