#pragma once
// The copies kept beside a campaign file, for both shells: listing them (without opening the
// campaign: they are wanted most when it cannot be opened), how many are kept, and putting one
// back in place of the campaign.
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "campaign/file/backup.hpp"
#include "campaign/file/campaign_file.hpp"
#include "campaign/file/restore.hpp"

namespace seneschal::application {

using BackupInfo = campaign::BackupInfo;        // one backup: name, when made, why, its size
using RestoreReport = campaign::RestoreReport;  // what was restored, and how to take it back

struct BackupList {
    std::vector<BackupInfo> backups;  // newest first
    std::string folder;               // where they are kept
    std::optional<int> keeping;       // how many are kept; none when the campaign is unreadable
};
BackupList listBackups(const std::filesystem::path& campaign);

// The folder beside the campaign where its backups are kept.
std::filesystem::path backupsFolder(const std::filesystem::path& campaign);

// Keeps the last `keep` backups (1 to 1000) from now on; returns how many older ones went.
int keepBackups(campaign::CampaignFile& file, int keep);

// Puts the backup called `name` back in place of the campaign at `campaign`, after backing up
// the campaign as it stands; also when the campaign cannot be opened (it is then set aside).
RestoreReport restoreBackup(const std::filesystem::path& campaign, const std::string& name);

// The same for a campaign that opens (the desk's: the file must be a campaign for the desk
// to have it open). Throws UserError, with nothing changed, for a refused backup.
RestoreReport restoreOpenableBackup(const std::filesystem::path& campaign, const std::string& name);

}  // namespace seneschal::application
