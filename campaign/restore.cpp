#include "campaign/restore.hpp"

#include <SQLiteCpp/Exception.h>
#include <SQLiteCpp/Statement.h>

#include <algorithm>
#include <cctype>
#include <string>
#include <vector>

#include "battle/errors.hpp"
#include "campaign/online_copy.hpp"
#include "campaign/schema.hpp"

namespace seneschal::campaign {

namespace fs = std::filesystem;

namespace {

std::string lower(std::string text) {
    std::transform(text.begin(), text.end(), text.begin(),
                   [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    return text;
}

// Letters to change to turn one name into the other.
std::size_t editDistance(const std::string& a, const std::string& b) {
    std::vector<std::size_t> row(b.size() + 1);
    for (std::size_t j = 0; j <= b.size(); ++j) row[j] = j;
    for (std::size_t i = 1; i <= a.size(); ++i) {
        std::size_t diagonal = row[0];
        row[0] = i;
        for (std::size_t j = 1; j <= b.size(); ++j) {
            const std::size_t above = row[j];
            row[j] = std::min({row[j] + 1, row[j - 1] + 1, diagonal + (a[i - 1] != b[j - 1])});
            diagonal = above;
        }
    }
    return row[b.size()];
}

// The few backups a mistyped name most likely meant: those containing it, then the closest.
std::vector<std::string> nearest(const std::vector<BackupInfo>& backups, const std::string& name) {
    const std::string wanted = lower(name);
    std::vector<std::pair<std::size_t, std::string>> ranked;
    for (const BackupInfo& backup : backups) {
        const std::string candidate = lower(backup.name);
        const std::size_t distance =
            candidate.find(wanted) != std::string::npos ? 0 : editDistance(wanted, candidate);
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

// Everything a backup must be before it may replace a campaign, read without writing to it.
void inspect(const BackupInfo& backup) {
    try {
        SQLite::Database file(backup.path.string(), SQLite::OPEN_READONLY);
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
            refuseBackup(backup, "is damaged (" + check.getColumn(0).getString() + ")");
        }
        if (!file.tableExists("campaign") ||
            file.execAndGet("SELECT count(*) FROM campaign").getInt() != 1) {
            refuseBackup(backup, "holds no campaign");
        }
    } catch (const SQLite::Exception& e) {
        refuseBackup(backup, std::string("is damaged (") + e.what() + ")");
    }
}

// The backup as the live file will hold it, in memory: its note gone, brought up to this
// program's schema (the backup itself stays as it was), the file's own number of backups kept.
void stage(SQLite::Database& staged, const BackupInfo& backup, int keep) {
    try {
        SQLite::Database file(backup.path.string(), SQLite::OPEN_READONLY);
        onlineCopy(file, staged);
        staged.exec("PRAGMA foreign_keys = ON");
        staged.exec("DROP TABLE IF EXISTS backup_note");
        applyMigrations(staged, campaignMigrations(), backup.name);
        SQLite::Statement setKeep(staged, "UPDATE backup_policy SET keep = ? WHERE id = 1");
        setKeep.bind(1, keep);
        setKeep.exec();
    } catch (const SQLite::Exception& e) {
        refuseBackup(backup, std::string("cannot be read (") + e.what() + ")");
    }
}

}  // namespace

BackupInfo findBackup(const fs::path& campaign, const std::string& name) {
    const std::vector<BackupInfo> backups = listBackups(campaign);
    if (backups.empty()) {
        throw UserError("there are no backups of '" + campaign.string() + "' (none in '" +
                        backupsFolder(campaign).string() + "')");
    }
    for (const BackupInfo& backup : backups) {
        if (backup.name == name || backup.name == name + ".seneschal") return backup;
    }
    std::string message =
        "no backup of '" + campaign.string() + "' is named '" + name + "'; the nearest: ";
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

    report.safety =
        detail::makeBackupSparing(live, campaign, "before restore of " + report.restored.name,
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

}  // namespace seneschal::campaign
