#pragma once
// Restoring a campaign from one of its backups (campaign/file/backup.hpp). The backup is checked
// first (a Seneschal campaign, whole by `PRAGMA integrity_check`, not from a newer program),
// then the campaign as it stands is backed up ("before restore of NAME"), so that a restore is
// itself undone by restoring that backup. The backup is copied into the live file through the
// online backup API in one write transaction: safe while the desktop program has the file open
// (the copy waits on its busy timeout, and its connection then reads the restored campaign).
// The undo history is the backup's; the number of backups to keep stays the file's.
#include <SQLiteCpp/Database.h>

#include <filesystem>
#include <optional>
#include <string>

#include "campaign/file/backup.hpp"

namespace seneschal::campaign {

struct RestoreReport {
    BackupInfo restored;  // the backup now in the file
    BackupInfo safety;    // the campaign as it stood before, to undo the restore
    // Only when the campaign file could not be opened (damaged, not a campaign): where it was
    // set aside instead of backed up, and why it could not be opened.
    std::optional<std::filesystem::path> setAside;
    std::string setAsideBecause;
};

// The backup of `campaign` called `name` (with or without ".seneschal"). Throws UserError
// naming the nearest backups when there is none of that name.
BackupInfo findBackup(const std::filesystem::path& campaign, const std::string& name);

// Restores `name` into the campaign open as `live` (whose file is `campaign`). Throws
// UserError, with nothing changed, for an unknown, damaged, foreign or newer backup, or when
// the safety backup or the copy cannot be made.
RestoreReport restoreBackup(SQLite::Database& live, const std::filesystem::path& campaign,
                            const std::string& name);

// The same for the campaign at `campaign`, also when it cannot be opened: a damaged file, one
// that is not a campaign, or a missing one is replaced by the backup, and the file that was
// there renamed aside ("crecy.seneschal.damaged-2026-12-01T19-34-12Z", its -wal and -shm with
// it), never deleted. A read-only campaign or one from a newer Seneschal is refused as `open`
// refuses it.
RestoreReport restoreBackup(const std::filesystem::path& campaign, const std::string& name);

}  // namespace seneschal::campaign
