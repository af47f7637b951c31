#pragma once
// One campaign, one SQLite file: opened with foreign keys on and in WAL mode, migrated to the
// current schema. Every way a file can be unusable (missing, read-only, not SQLite, not a
// campaign, damaged, written by a newer Seneschal) is a UserError naming the file, raised
// before anything is written to it.
#include <SQLiteCpp/Database.h>

#include <filesystem>
#include <memory>

#include "campaign/schema.hpp"

namespace seneschal::campaign {

class CampaignFile {
  public:
    // A new file holding the empty schema. Refuses an existing path.
    static CampaignFile create(const std::filesystem::path& path);
    // An existing campaign, upgraded to the current schema if it is older.
    static CampaignFile open(const std::filesystem::path& path);

    CampaignFile(CampaignFile&&) noexcept;
    CampaignFile& operator=(CampaignFile&&) noexcept;
    ~CampaignFile();

    SQLite::Database& db() { return *db_; }
    const std::filesystem::path& path() const { return path_; }
    MigrationResult migration() const { return migration_; }
    int versionFound() const { return versionFound_; }  // the schema version before opening

  private:
    CampaignFile(std::filesystem::path path, std::unique_ptr<SQLite::Database> db);
    std::filesystem::path path_;
    std::unique_ptr<SQLite::Database> db_;
    MigrationResult migration_ = MigrationResult::Current;
    int versionFound_ = 0;
};

// Sets the connection options every campaign connection runs with.
void configureConnection(SQLite::Database& db);

}  // namespace seneschal::campaign
