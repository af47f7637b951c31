#include "campaign/file/campaign_file.hpp"

#include <SQLiteCpp/Transaction.h>
#include <unistd.h>

#include <array>

#include "base/errors.hpp"
#include "base/grouped_number.hpp"
#include "base/plain_text.hpp"
#include "campaign/battles/rules.hpp"
#include "campaign/file/backup.hpp"
#include "campaign/file/check.hpp"
#include "campaign/file/online_copy.hpp"
#include "campaign/file/read_only_look.hpp"
#include "campaign/file/schema_check.hpp"
#include "campaign/file/sqlite_header.hpp"
#include "campaign/file/storage_failure.hpp"
#include "campaign/file/stored_counts.hpp"
#include "campaign/file/verified_stamp.hpp"
#include "campaign/stores/rules_file_store.hpp"

namespace seneschal::campaign {

namespace fs = std::filesystem;

namespace {

[[noreturn]] void refuse(const fs::path& path, const std::string& why) {
    throw UserError("campaign file '" + path.string() + "' " + why);
}

// The campaign as a reading command sees it, and what was learnt on the way.
struct Look {
    std::unique_ptr<SQLite::Database> db;
    int version = 0;
    std::vector<std::string> differences;  // how the schema differs (only for Access::Check)
    MigrationResult migration = MigrationResult::Current;
};

// Everything that can be learnt without writing: run on a read-only connection so that a
// refused file is left byte for byte as it was. An older schema is brought up to date in a copy
// in memory, so that the invariants (and a reading command) see the program's tables while the
// file stays at its version. A file exactly as Seneschal last left it or found it whole
// (`trusted`, verified_stamp.hpp) is spared the whole-file checks.
Look inspectReadOnly(const fs::path& path, Access access, bool trusted) {
    try {
        Look look;
        // Leaves no -wal or -shm beside the file (read_only_look.hpp).
        look.db = openReadOnlyLook(path);
        SQLite::Database& probe = *look.db;
        probe.setBusyTimeout(kBusyTimeoutMs);
        const int applicationId = probe.execAndGet("PRAGMA application_id").getInt();
        if (applicationId != kApplicationId) {
            refuse(path, "is a SQLite file but not a Seneschal campaign");
        }
        look.version = schemaVersionOf(probe);
        if (look.version > currentSchemaVersion()) {
            refuse(path, "has schema version " + std::to_string(look.version) +
                             ", newer than this program knows (" +
                             std::to_string(currentSchemaVersion()) +
                             "); open it with a newer Seneschal. The file was left untouched.");
        }
        if (!trusted) {
            // In a scope of its own: the look may be closed below, which needs every statement
            // on it finished.
            SQLite::Statement check(probe, "PRAGMA quick_check");
            if (check.executeStep()) {
                const std::string verdict = check.getColumn(0).getString();
                if (verdict != "ok") {
                    refuse(path, "is damaged (" + printable(verdict) +
                                     "); restore it from a backup. The "
                                     "file was left untouched.");
                }
            }
        }
        if (!trusted) look.differences = schemaDifferences(probe);
        if (!look.differences.empty()) {
            if (access == Access::Check) return look;  // reported, never upgraded
            const std::size_t more = look.differences.size() - 1;
            refuse(path, "was changed by another program: " + look.differences.front() +
                             (more == 0 ? std::string()
                                        : " (and " +
                                              countOf(static_cast<long long>(more), "more change",
                                                      "more changes") +
                                              ")") +
                             ". Seneschal will not work on it: see `seneschal-cli check --db " +
                             path.string() +
                             "` and restore it from a backup. The file was left untouched.");
        }
        if (look.version < currentSchemaVersion()) {
            auto memory = std::make_unique<SQLite::Database>(
                ":memory:", SQLite::OPEN_READWRITE | SQLite::OPEN_CREATE);
            onlineCopy(probe, *memory);
            look.migration = applyMigrations(*memory, campaignMigrations(), path.string());
            look.db = std::move(memory);
        }
        // Counts and amounts out of their ranges (campaign/limits.hpp) are refused before any
        // sum is taken of them, `check` included.
        if (!trusted) checkStoredCounts(*look.db, path);
        // `check` reports what is broken; every other command refuses to go on with it.
        if (access != Access::Check && !trusted) {
            const std::vector<std::string> problems = invariantProblems(*look.db);
            if (!problems.empty()) throw UserError(damagedCampaignMessage(path, problems));
        }
        return look;
    } catch (const SQLite::Exception& e) {
        if (auto failure = describeStorageFailure(e, path)) throw UserError(*failure);
        refuse(path, "cannot be read as a campaign (" + printable(e.what()) +
                         "); it may be damaged. The file was left untouched.");
    }
}

// A campaign made before the rules files were recorded (schema version 11) records them as they
// are when it is first upgraded in its file: `check` reports changes from then on. Rules that do
// not load are not recorded; the commands that need them say why.
constexpr int kRulesFilesRecordedSince = 11;

void recordRulesFilesOnUpgrade(SQLite::Database& db) {
    try {
        SQLite::Transaction transaction(db);
        recordRulesFiles(db, rulesOf(db).files);
        transaction.commit();
    } catch (const UserError&) {  // DataError too
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

std::int64_t readDataVersion(SQLite::Database& db) {
    return db.execAndGet("PRAGMA data_version").getInt64();
}

CampaignFile::CampaignFile(fs::path path, std::unique_ptr<SQLite::Database> db)
    : path_(std::move(path)), db_(std::move(db)) {}
CampaignFile::CampaignFile(CampaignFile&&) noexcept = default;
CampaignFile& CampaignFile::operator=(CampaignFile&&) noexcept = default;
CampaignFile::~CampaignFile() {
    if (!db_ || access_ != Access::Write || path_.empty()) return;
    try {
        // Another connection's commit (the desk and the command line on one file, or another
        // program) is not Seneschal's to vouch for: the next open checks the file whole.
        const bool othersWrote = readDataVersion(*db_) != dataVersionAtOpen_;
        db_.reset();  // the last connection folds its log into the file
        if (othersWrote) {
            forgetVerifiedStamp(path_);
            return;
        }
        const std::optional<FileIdentity> now = fileIdentity(path_);
        if (!now || (identityAtOpen_ && *now == *identityAtOpen_)) return;  // nothing written
        noteVerifiedAfterOwnWrite(path_);
    } catch (...) {  // a note is only a saving of time: never a reason to fail
    }
}

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
    file.dataVersionAtOpen_ = readDataVersion(file.db());
    file.migration_ = applyMigrations(file.db(), campaignMigrations(), path.string());
    return file;
}

std::string damagedCampaignMessage(const fs::path& path, const std::vector<std::string>& problems) {
    const std::size_t more = problems.empty() ? 0 : problems.size() - 1;
    const std::string file = path.string();
    return "campaign file '" + file +
           "' is damaged: " + (problems.empty() ? std::string("a problem") : problems.front()) +
           (more == 0 ? std::string()
                      : " (and " +
                            countOf(static_cast<long long>(more), "more problem", "more problems") +
                            ")") +
           ". Seneschal will not work on it: `seneschal-cli check --db " + file +
           "` lists every problem, and `seneschal-cli restore --db " + file +
           " --backup NAME` puts a backup back in its place (`seneschal-cli backups --db " + file +
           "` lists them). The file was left untouched.";
}

CampaignFile CampaignFile::open(const fs::path& path, Access access) {
    std::error_code ec;
    const fs::file_status status = fs::status(path, ec);
    if (!fs::exists(status)) refuse(path, "does not exist");
    if (!fs::is_regular_file(status)) refuse(path, "is not a file");
    // Checked on the permission bits as well as access(): root may write anything, but a
    // campaign the user made read-only should stay that way. Reading it is fine.
    if (access == Access::Write &&
        ((status.permissions() & fs::perms::owner_write) == fs::perms::none ||
         ::access(path.c_str(), W_OK) != 0)) {
        refuse(path,
               "is read-only; make it writable (or copy it) to play on. The file was "
               "left untouched.");
    }
    if (!isSqliteDatabase(path)) {
        refuse(path,
               "is not a SQLite file, so not a Seneschal campaign. The file was left "
               "untouched.");
    }
    const std::optional<FileIdentity> before = fileIdentity(path);
    const bool trusted = access != Access::Check && before && matchesVerifiedStamp(path, *before);
    Look look = inspectReadOnly(path, access, trusted);
    if (!trusted && access != Access::Check && before) noteVerifiedAfterCheck(path, *before);
    if (access != Access::Write) {
        // The look itself (or its upgraded copy in memory) is what a reading command reads.
        CampaignFile file(path, std::move(look.db));
        file.access_ = access;
        file.wholeFileChecked_ = !trusted;
        file.versionFound_ = look.version;
        file.migration_ = look.migration;
        file.schemaDifferences_ = std::move(look.differences);
        return file;
    }
    look.db.reset();

    std::unique_ptr<SQLite::Database> db;
    try {
        db = std::make_unique<SQLite::Database>(path.string(), SQLite::OPEN_READWRITE);
        configureConnection(*db);
    } catch (const SQLite::Exception& e) {
        if (auto failure = describeStorageFailure(e, path)) throw UserError(*failure);
        refuse(path, std::string("cannot be opened: ") + e.what());
    }
    CampaignFile file(path, std::move(db));
    file.wholeFileChecked_ = !trusted;
    file.identityAtOpen_ = fileIdentity(path);
    file.dataVersionAtOpen_ = readDataVersion(file.db());
    file.versionFound_ = schemaVersionOf(file.db());
    if (file.versionFound_ > 0 && file.versionFound_ < currentSchemaVersion())
        backUpBeforeMigration(file.db(), path, currentSchemaVersion());  // refuses if it cannot
    file.migration_ = applyMigrations(file.db(), campaignMigrations(), path.string());
    if (file.versionFound_ > 0 && file.versionFound_ < kRulesFilesRecordedSince)
        recordRulesFilesOnUpgrade(file.db());
    return file;
}

}  // namespace seneschal::campaign
