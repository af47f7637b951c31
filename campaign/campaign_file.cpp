#include "campaign/campaign_file.hpp"

#include <unistd.h>

#include <array>
#include <fstream>

#include "battle/errors.hpp"
#include "campaign/stored_dates.hpp"

namespace seneschal::campaign {

namespace fs = std::filesystem;

namespace {

[[noreturn]] void refuse(const fs::path& path, const std::string& why) {
    throw UserError("campaign file '" + path.string() + "' " + why);
}

bool hasSqliteHeader(const fs::path& path) {
    static constexpr std::string_view kMagic{"SQLite format 3\0", 16};
    std::ifstream in(path, std::ios::binary);
    std::array<char, 16> header{};
    in.read(header.data(), header.size());
    return in.gcount() == 16 && std::string_view(header.data(), header.size()) == kMagic;
}

// Everything that can be learnt without writing: run on a read-only connection so that a
// refused file is left byte for byte as it was.
void inspectReadOnly(const fs::path& path) {
    try {
        SQLite::Database probe(path.string(), SQLite::OPEN_READONLY);
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
                refuse(path, "is damaged (" + verdict +
                                 "); restore it from a backup. The "
                                 "file was left untouched.");
            }
        }
        checkStoredDates(probe, path);
    } catch (const SQLite::Exception& e) {
        refuse(path, std::string("cannot be read as a campaign (") + e.what() +
                         "); it may be damaged. The file was left untouched.");
    }
}

}  // namespace

void configureConnection(SQLite::Database& db) {
    db.setBusyTimeout(2000);
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

CampaignFile CampaignFile::open(const fs::path& path) {
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
    if (!hasSqliteHeader(path)) {
        refuse(path,
               "is not a SQLite file, so not a Seneschal campaign. The file was left "
               "untouched.");
    }
    inspectReadOnly(path);

    std::unique_ptr<SQLite::Database> db;
    try {
        db = std::make_unique<SQLite::Database>(path.string(), SQLite::OPEN_READWRITE);
        configureConnection(*db);
    } catch (const SQLite::Exception& e) {
        refuse(path, std::string("cannot be opened: ") + e.what());
    }
    CampaignFile file(path, std::move(db));
    file.versionFound_ = schemaVersionOf(file.db());
    file.migration_ = applyMigrations(file.db(), campaignMigrations(), path.string());
    return file;
}

}  // namespace seneschal::campaign
