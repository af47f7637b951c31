#include "application/files/backups.hpp"

#include <SQLiteCpp/Exception.h>

#include "campaign/file/read_only_look.hpp"

namespace seneschal::application {

BackupList listBackups(const std::filesystem::path& campaign) {
    BackupList list;
    list.backups = campaign::listBackups(campaign);
    list.folder = campaign::backupsFolder(campaign).string();
    if (list.backups.empty()) return list;
    try {
        const auto look = campaign::openReadOnlyLook(campaign);  // leaves no -wal or -shm beside it
        list.keeping = campaign::backupsToKeep(*look);
    } catch (const SQLite::Exception&) {
        // The campaign cannot be read: the list is still shown, without the count kept.
    }
    return list;
}

std::filesystem::path backupsFolder(const std::filesystem::path& campaign) {
    return campaign::backupsFolder(campaign);
}

int keepBackups(campaign::CampaignFile& file, int keep) {
    return campaign::setBackupsToKeep(file.db(), file.path(), keep);
}

RestoreReport restoreBackup(const std::filesystem::path& campaign, const std::string& name) {
    return campaign::restoreBackup(campaign, name);
}

RestoreReport restoreOpenableBackup(const std::filesystem::path& campaign,
                                    const std::string& name) {
    auto file = campaign::CampaignFile::open(campaign);
    return campaign::restoreBackup(file.db(), campaign, name);
}

}  // namespace seneschal::application
