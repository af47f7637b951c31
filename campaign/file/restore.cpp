#include "campaign/file/restore.hpp"

#include <SQLiteCpp/Exception.h>
#include <SQLiteCpp/Statement.h>

#include <algorithm>
#include <cctype>
#include <chrono>
#include <ctime>
#include <optional>
#include <string>
#include <vector>

#include "base/errors.hpp"
#include "base/plain_text.hpp"
#include "campaign/file/backup.hpp"
#include "campaign/file/campaign_file.hpp"
#include "campaign/file/online_copy.hpp"
#include "campaign/file/read_only_look.hpp"
#include "campaign/file/schema.hpp"
#include "campaign/stores/name_folding.hpp"

namespace seneschal::campaign {

namespace fs = std::filesystem;

namespace {

std::string lower(std::string text) {
    std::transform(text.begin(), text.end(), text.begin(),
                   [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    return text;
}

// The few backups a mistyped name most likely meant: those containing it, then the closest.
std::vector<std::string> nearest(const std::vector<BackupInfo>& backups, const std::string& name) {
    const std::string wanted = lower(name);
    std::vector<std::pair<std::size_t, std::string>> ranked;
    for (const BackupInfo& backup : backups) {
        const std::string candidate = lower(backup.name);
        const std::size_t distance = candidate.find(wanted) != std::string::npos
                                         ? 0
                                         : campaign::editDistance(wanted, candidate);
        ranked.emplace_back(distance, backup.name);
    }
    std::stable_sort(ranked.begin(), ranked.end(),
                     [](const auto& a, const auto& b) { return a.first < b.first; });
    std::vector<std::string> names;
    for (std::size_t i = 0; i < ranked.size() && i < 3; ++i) names.push_back(ranked[i].second);
    return names;
}

[[noreturn]] void refuseBackup(const BackupInfo& backup, const std::string& why) {
    throw UserError("backup '" + backup.path.string() + "' " + why +
                    "; choose another. Nothing was changed");
}

// Everything a backup must be before it may replace a campaign, read without writing to it (nor
// a -wal or -shm beside it in the backups folder: read_only_look.hpp).
void inspect(const BackupInfo& backup) {
    // `backups` lists a file Seneschal did not make "(not made by Seneschal)": a copy put in the
    // folder by hand, or another program's file, is not one of the campaign's backups.
    if (!backup.kind && backup.problem.empty()) {
        refuseBackup(backup,
                     "was not made by Seneschal (it has no note of when and why Seneschal made "
                     "it; `backups` lists it as not made by Seneschal)");
    }
    try {
        const auto look = openReadOnlyLook(backup.path);
        SQLite::Database& file = *look;
        if (file.execAndGet("PRAGMA application_id").getInt() != kApplicationId) {
            refuseBackup(backup, "is not a Seneschal campaign");
        }
        const int version = schemaVersionOf(file);
        if (version > currentSchemaVersion()) {
            refuseBackup(backup, "was made by a newer Seneschal (schema version " +
                                     std::to_string(version) + ")");
        }
        SQLite::Statement check(file, "PRAGMA integrity_check");
        if (check.executeStep() && check.getColumn(0).getString() != "ok") {
            refuseBackup(backup, "is damaged (" + printable(check.getColumn(0).getString()) + ")");
        }
        if (!file.tableExists("campaign") ||
            file.execAndGet("SELECT count(*) FROM campaign").getInt() != 1) {
            refuseBackup(backup, "holds no campaign");
        }
    } catch (const SQLite::Exception& e) {
        refuseBackup(backup, "is damaged (" + printable(e.what()) + ")");
    }
}

// The backup as the live file will hold it, in memory: its note gone, brought up to this
// program's schema (the backup itself stays as it was), the file's own number of backups kept.
void stage(SQLite::Database& staged, const BackupInfo& backup, std::optional<int> keep) {
    try {
        const auto file = openReadOnlyLook(backup.path);
        onlineCopy(*file, staged);
        staged.exec("PRAGMA foreign_keys = ON");
        staged.exec("DROP TABLE IF EXISTS backup_note");
        applyMigrations(staged, campaignMigrations(), backup.name);
        if (keep) {
            writeBackupsToKeep(staged, *keep);
        }
    } catch (const SQLite::Exception& e) {
        refuseBackup(backup, "cannot be read (" + printable(e.what()) + ")");
    }
}

// Names the backup restored as a person knows it: by its date and when it was made.
std::string safetyReason(const BackupInfo& restored) {
    return "before restore of the backup of " +
           (restored.campaignDate.empty() ? std::string("an unknown date")
                                          : restored.campaignDate) +
           " made " + restored.madeLocal;
}

// A campaign file that CampaignFile::open refused may be replaced by a backup unless the refusal
// protects it: the user made it read-only, or a newer Seneschal wrote it.
bool mayReplaceUnopenable(const fs::path& campaign) {
    std::error_code ec;
    const fs::file_status status = fs::status(campaign, ec);
    if (!fs::exists(status)) return true;
    if (!fs::is_regular_file(status)) return false;
    if ((status.permissions() & fs::perms::owner_write) == fs::perms::none) return false;
    try {
        const auto look = openReadOnlyLook(campaign);  // no -wal or -shm left beside it
        SQLite::Database& probe = *look;
        return !(probe.execAndGet("PRAGMA application_id").getInt() == kApplicationId &&
                 schemaVersionOf(probe) > currentSchemaVersion());
    } catch (const SQLite::Exception&) {
        return true;  // unreadable: damaged
    }
}

std::string utcStampForName() {
    const std::time_t now = std::chrono::system_clock::to_time_t(std::chrono::system_clock::now());
    std::tm utc{};
    ::gmtime_r(&now, &utc);
    char text[32];
    std::strftime(text, sizeof text, "%Y-%m-%dT%H-%M-%SZ", &utc);
    return text;
}

// The file (and its -wal and -shm, which may hold what it lost) renamed aside, never deleted.
fs::path setAside(const fs::path& campaign) {
    const fs::path aside = campaign.string() + ".damaged-" + utcStampForName();
    std::error_code ec;
    fs::rename(campaign, aside, ec);
    if (ec) {
        throw UserError("cannot set '" + campaign.string() + "' aside to restore a backup in its " +
                        "place (" + ec.message() + "); nothing was changed");
    }
    for (const char* suffix : {"-wal", "-shm"}) {
        const fs::path side = campaign.string() + suffix;
        if (fs::exists(side, ec)) fs::rename(side, aside.string() + suffix, ec);
    }
    return aside;
}

// A file that cannot be opened cannot be backed up or written through SQLite: the staged
// backup is written whole beside it and renamed into its place, the old file set aside.
RestoreReport restoreInPlaceOfUnopenable(const fs::path& campaign, const std::string& name,
                                         const std::string& whyUnopenable) {
    RestoreReport report;
    report.restored = findBackup(campaign, name);
    inspect(report.restored);
    SQLite::Database staged(":memory:", SQLite::OPEN_READWRITE | SQLite::OPEN_CREATE);
    stage(staged, report.restored, std::nullopt);

    const fs::path building = campaign.string() + ".restoring";
    std::error_code ec;
    fs::remove(building, ec);
    try {
        SQLite::Database into(building.string(), SQLite::OPEN_READWRITE | SQLite::OPEN_CREATE);
        onlineCopy(staged, into);
    } catch (const SQLite::Exception& e) {
        fs::remove(building, ec);
        throw UserError("cannot restore '" + campaign.string() + "' from backup '" +
                        report.restored.name + "': " + e.what() + "; nothing was changed");
    }
    if (fs::exists(campaign, ec)) {
        report.setAside = setAside(campaign);
        report.setAsideBecause = whyUnopenable;
    }
    fs::rename(building, campaign, ec);
    if (ec) {
        throw UserError("cannot put the restored campaign in place of '" + campaign.string() +
                        "' (" + ec.message() + "); it is in '" + building.string() + "'");
    }
    return report;
}

}  // namespace

BackupInfo findBackup(const fs::path& campaign, const std::string& name) {
    const std::vector<BackupInfo> backups = listBackups(campaign);
    if (backups.empty()) {
        throw UserError("there are no backups of '" + campaign.string() + "' (none in '" +
                        backupsFolder(campaign).string() + "')");
    }
    std::vector<const BackupInfo*> starting;
    for (const BackupInfo& backup : backups) {
        if (backup.name == name || backup.name == name + ".seneschal") return backup;
        if (!name.empty() && backup.name.rfind(name, 0) == 0) starting.push_back(&backup);
    }
    // The start of a name is enough when only one name starts so ("2026-12-01T19-34").
    if (starting.size() == 1) return *starting.front();
    std::string message =
        "no backup of '" + campaign.string() + "' is named '" + name + "'" +
        (starting.size() > 1 ? " (" + std::to_string(starting.size()) + " names start so)"
                             : std::string()) +
        "; the nearest: ";
    const std::vector<std::string> names = nearest(backups, name);
    for (std::size_t i = 0; i < names.size(); ++i) message += (i ? ", " : "") + names[i];
    message += " (`seneschal-cli backups --db " + campaign.string() + "` lists all " +
               std::to_string(backups.size()) + ")";
    throw UserError(message);
}

RestoreReport restoreBackup(SQLite::Database& live, const fs::path& campaign,
                            const std::string& name) {
    RestoreReport report;
    report.restored = findBackup(campaign, name);
    inspect(report.restored);
    SQLite::Database staged(":memory:", SQLite::OPEN_READWRITE | SQLite::OPEN_CREATE);
    stage(staged, report.restored, backupsToKeep(live));

    report.safety = detail::makeBackupSparing(live, campaign, safetyReason(report.restored),
                                              BackupKind::Restore, report.restored.name);
    try {
        onlineCopy(staged, live);
    } catch (const SQLite::Exception& e) {
        throw UserError("cannot restore '" + campaign.string() + "' from backup '" +
                        report.restored.name + "': " + e.what() +
                        "; the campaign was left as it was");
    }
    return report;
}

RestoreReport restoreBackup(const fs::path& campaign, const std::string& name) {
    std::optional<CampaignFile> file;
    std::string whyUnopenable;
    try {
        file.emplace(CampaignFile::open(campaign));
    } catch (const UserError& refused) {
        if (!mayReplaceUnopenable(campaign)) throw;
        whyUnopenable = refused.what();
    }
    if (file) return restoreBackup(file->db(), campaign, name);
    return restoreInPlaceOfUnopenable(campaign, name, whyUnopenable);
}

}  // namespace seneschal::campaign
