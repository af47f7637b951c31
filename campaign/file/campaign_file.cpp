#include "campaign/file/campaign_file.hpp"

#include <unistd.h>

#include <array>

#include "battle/errors.hpp"
#include "battle/plain_text.hpp"
#include "campaign/file/backup.hpp"
#include "campaign/file/read_only_look.hpp"
#include "campaign/file/schema_check.hpp"
#include "campaign/file/sqlite_header.hpp"
#include "campaign/file/storage_failure.hpp"
#include "campaign/file/stored_counts.hpp"
#include "campaign/file/stored_dates.hpp"

namespace seneschal::campaign {

namespace fs = std::filesystem;

namespace {

[[noreturn]] void refuse(const fs::path& path, const std::string& why) {
    throw UserError("campaign file '" + path.string() + "' " + why);
}

// Everything that can be learnt without writing: run on a read-only connection so that a
// refused file is left byte for byte as it was. Returns how the schema differs from the
// program's (refused here unless the caller reports it).
std::vector<std::string> inspectReadOnly(const fs::path& path, AlteredSchema altered) {
    try {
        // Leaves no -wal or -shm beside the file (read_only_look.hpp).
        const std::unique_ptr<SQLite::Database> look = openReadOnlyLook(path);
        SQLite::Database& probe = *look;
        probe.setBusyTimeout(kBusyTimeoutMs);
        const int applicationId = probe.execAndGet("PRAGMA application_id").getInt();
        if (applicationId != kApplicationId) {
            refuse(path, "is a SQLite file but not a Seneschal campaign");
        }
        const int version = schemaVersionOf(probe);
        if (version > currentSchemaVersion()) {
            refuse(path, "has schema version " + std::to_string(version) +
                             ", newer than this program knows (" +
                             std::to_string(currentSchemaVersion()) +
                             "); open it with a newer Seneschal. The file was left untouched.");
        }
        SQLite::Statement check(probe, "PRAGMA quick_check");
        if (check.executeStep()) {
            const std::string verdict = check.getColumn(0).getString();
            if (verdict != "ok") {
                refuse(path, "is damaged (" + printable(verdict) +
                                 "); restore it from a backup. The "
                                 "file was left untouched.");
            }
        }
        std::vector<std::string> differences = schemaDifferences(probe);
        if (!differences.empty() && altered == AlteredSchema::Refuse) {
            const std::size_t more = differences.size() - 1;
            refuse(path, "was changed by another program: " + differences.front() +
                             (more == 0 ? std::string()
                                        : " (and " + std::to_string(more) + " more change" +
                                              (more == 1 ? "" : "s") + ")") +
                             ". Seneschal will not work on it: see `seneschal-cli check --db " +
                             path.string() +
                             "` and restore it from a backup. The file was left untouched.");
        }
        // The stored days are read from the program's own tables: only on the program's schema.
        if (differences.empty()) {
            checkStoredDates(probe, path);
            checkStoredCounts(probe, path);
        }
        return differences;
    } catch (const SQLite::Exception& e) {
        if (auto failure = describeStorageFailure(e, path)) throw UserError(*failure);
        refuse(path, "cannot be read as a campaign (" + printable(e.what()) +
                         "); it may be damaged. The file was left untouched.");
    }
}

}  // namespace

void configureConnection(SQLite::Database& db) {
    // Another program writing (the desktop program and the CLI on one file) is waited for this
    // long; past it the action is refused with a message saying so (storage_failure.hpp).
    db.setBusyTimeout(kBusyTimeoutMs);
    db.exec("PRAGMA foreign_keys = ON");
    db.exec("PRAGMA journal_mode = WAL");
}

CampaignFile::CampaignFile(fs::path path, std::unique_ptr<SQLite::Database> db)
    : path_(std::move(path)), db_(std::move(db)) {}
CampaignFile::CampaignFile(CampaignFile&&) noexcept = default;
CampaignFile& CampaignFile::operator=(CampaignFile&&) noexcept = default;
CampaignFile::~CampaignFile() = default;

CampaignFile CampaignFile::create(const fs::path& path) {
    std::error_code ec;
    if (fs::exists(path, ec)) refuse(path, "already exists");
    std::unique_ptr<SQLite::Database> db;
    try {
        db = std::make_unique<SQLite::Database>(path.string(),
                                                SQLite::OPEN_READWRITE | SQLite::OPEN_CREATE);
    } catch (const SQLite::Exception& e) {
        refuse(path, std::string("cannot be created: ") + e.what());
    }
    configureConnection(*db);
    CampaignFile file(path, std::move(db));
    file.migration_ = applyMigrations(file.db(), campaignMigrations(), path.string());
    return file;
}

CampaignFile CampaignFile::open(const fs::path& path, AlteredSchema altered) {
    std::error_code ec;
    const fs::file_status status = fs::status(path, ec);
    if (!fs::exists(status)) refuse(path, "does not exist");
    if (!fs::is_regular_file(status)) refuse(path, "is not a file");
    // Checked on the permission bits as well as access(): root may write anything, but a
    // campaign the user made read-only should stay that way.
    if ((status.permissions() & fs::perms::owner_write) == fs::perms::none ||
        ::access(path.c_str(), W_OK) != 0) {
        refuse(path,
               "is read-only; make it writable (or copy it) to play on. The file was "
               "left untouched.");
    }
    if (!isSqliteDatabase(path)) {
        refuse(path,
               "is not a SQLite file, so not a Seneschal campaign. The file was left "
               "untouched.");
    }
    std::vector<std::string> differences = inspectReadOnly(path, altered);
    if (!differences.empty()) {
        // Reported, not worked on: read-only, and not upgraded (a migration could fire what
        // another program planted).
        auto db = openReadOnlyLook(path);
        db->setBusyTimeout(kBusyTimeoutMs);
        CampaignFile file(path, std::move(db));
        file.versionFound_ = schemaVersionOf(file.db());
        file.schemaDifferences_ = std::move(differences);
        return file;
    }

    std::unique_ptr<SQLite::Database> db;
    try {
        db = std::make_unique<SQLite::Database>(path.string(), SQLite::OPEN_READWRITE);
        configureConnection(*db);
    } catch (const SQLite::Exception& e) {
        if (auto failure = describeStorageFailure(e, path)) throw UserError(*failure);
        refuse(path, std::string("cannot be opened: ") + e.what());
    }
    CampaignFile file(path, std::move(db));
    file.versionFound_ = schemaVersionOf(file.db());
    if (file.versionFound_ > 0 && file.versionFound_ < currentSchemaVersion())
        backUpBeforeMigration(file.db(), path, currentSchemaVersion());  // refuses if it cannot
    file.migration_ = applyMigrations(file.db(), campaignMigrations(), path.string());
    return file;
}

}  // namespace seneschal::campaign
