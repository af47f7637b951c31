#pragma once
// Restoring a campaign from one of its backups (campaign/backup.hpp). The backup is checked
// first (a Seneschal campaign, whole by `PRAGMA integrity_check`, not from a newer program),
// then the campaign as it stands is backed up ("before restore of NAME"), so that a restore is
// itself undone by restoring that backup. The backup is copied into the live file through the
// online backup API in one write transaction: safe while the desktop program has the file open
// (the copy waits on its busy timeout, and its connection then reads the restored campaign).
// The undo history is the backup's; the number of backups to keep stays the file's.
#include <SQLiteCpp/Database.h>

#include <filesystem>
#include <string>

#include "campaign/backup.hpp"

namespace seneschal::campaign {

struct RestoreReport {
    BackupInfo restored;  // the backup now in the file
    BackupInfo safety;    // the campaign as it stood before, to undo the restore
};

// The backup of `campaign` called `name` (with or without ".seneschal"). Throws UserError
// naming the nearest backups when there is none of that name.
BackupInfo findBackup(const std::filesystem::path& campaign, const std::string& name);

// Restores `name` into the campaign open as `live` (whose file is `campaign`). Throws
// UserError, with nothing changed, for an unknown, damaged, foreign or newer backup, or when
// the safety backup or the copy cannot be made.
RestoreReport restoreBackup(SQLite::Database& live, const std::filesystem::path& campaign,
                            const std::string& name);

}  // namespace seneschal::campaign
