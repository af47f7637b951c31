#pragma once
// One campaign, one SQLite file: opened with foreign keys on and in WAL mode, migrated to the
// current schema. Every way a file can be unusable (missing, read-only, not SQLite, not a
// campaign, damaged, written by a newer Seneschal) is a UserError naming the file, raised
// before anything is written to it.
#include <SQLiteCpp/Database.h>

#include <filesystem>
#include <memory>
#include <string>
#include <vector>

#include "campaign/file/schema.hpp"

namespace seneschal::campaign {

// What to do with a campaign whose schema another program changed (campaign/file/schema_check.hpp).
enum class AlteredSchema {
    Refuse,  // every command that works on the campaign: a UserError listing the first changes
    Report,  // `check`: opened read-only and not upgraded; schemaDifferences() lists the changes
};

class CampaignFile {
  public:
    // A new file holding the empty schema. Refuses an existing path.
    static CampaignFile create(const std::filesystem::path& path);
    // An existing campaign, upgraded to the current schema if it is older.
    static CampaignFile open(const std::filesystem::path& path,
                             AlteredSchema altered = AlteredSchema::Refuse);

    CampaignFile(CampaignFile&&) noexcept;
    CampaignFile& operator=(CampaignFile&&) noexcept;
    ~CampaignFile();

    SQLite::Database& db() { return *db_; }
    const std::filesystem::path& path() const { return path_; }
    MigrationResult migration() const { return migration_; }
    int versionFound() const { return versionFound_; }  // the schema version before opening
    // Empty unless opened with AlteredSchema::Report and the schema is not the program's.
    const std::vector<std::string>& schemaDifferences() const { return schemaDifferences_; }

  private:
    CampaignFile(std::filesystem::path path, std::unique_ptr<SQLite::Database> db);
    std::filesystem::path path_;
    std::unique_ptr<SQLite::Database> db_;
    MigrationResult migration_ = MigrationResult::Current;
    int versionFound_ = 0;
    std::vector<std::string> schemaDifferences_;
};

// How long a connection waits for another program's write before giving up.
inline constexpr int kBusyTimeoutMs = 5000;

// Sets the connection options every campaign connection runs with.
void configureConnection(SQLite::Database& db);

}  // namespace seneschal::campaign
