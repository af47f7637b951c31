#pragma once
// One campaign, one SQLite file. Every way a file can be unusable (missing, read-only, not
// SQLite, not a campaign, damaged, its invariants broken, written by a newer Seneschal) is a
// UserError naming the file, raised before anything is written to it. A command that writes
// opens it with foreign keys on and in WAL mode, migrated to the current schema (after a
// backup); a command that only reads opens it read-only and never writes anything: not the
// file, not a -wal or -shm beside it, not a backup (docs/campaign-file.md, "Reading and
// writing").
#include <SQLiteCpp/Database.h>

#include <cstdint>
#include <filesystem>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "campaign/file/schema.hpp"
#include "campaign/file/verified_stamp.hpp"

namespace seneschal::campaign {

// What a command does with the campaign it opens.
enum class Access {
    // Plays on it: refused when its schema was altered by another program or an invariant is
    // broken (check.hpp, invariantProblems); an older schema upgraded in the file, after a
    // backup.
    Write,
    // Only reads it: opened read-only (immutable when no -wal is beside it, so no side file
    // is made), refused as Write refuses; an older schema upgraded in a copy in memory, the file
    // left at its version. Nothing is ever written.
    Read,
    // `check`: read as Read, but an altered schema (schemaDifferences()) and broken invariants
    // (checkCampaign) are reported rather than refused. An altered schema is not upgraded.
    Check,
};

class CampaignFile {
  public:
    // A new file holding the empty schema. Refuses an existing path.
    static CampaignFile create(const std::filesystem::path& path);
    // An existing campaign, opened for `access` (above).
    static CampaignFile open(const std::filesystem::path& path, Access access = Access::Write);

    CampaignFile(CampaignFile&&) noexcept;
    CampaignFile& operator=(CampaignFile&&) noexcept;
    ~CampaignFile();

    SQLite::Database& db() { return *db_; }
    const std::filesystem::path& path() const { return path_; }
    // For Write, what opening did to the file; for Read and Check, what was done to the copy
    // in memory (the file itself is never upgraded by them).
    MigrationResult migration() const { return migration_; }
    int versionFound() const { return versionFound_; }  // the schema version of the file
    Access access() const { return access_; }
    // False when the file was exactly as Seneschal last left it or found it whole, and the
    // whole-file checks were spared (verified_stamp.hpp); `check` always checks whole.
    bool wholeFileChecked() const { return wholeFileChecked_; }
    // Empty unless opened with Access::Check and the schema is not the program's.
    const std::vector<std::string>& schemaDifferences() const { return schemaDifferences_; }

  private:
    CampaignFile(std::filesystem::path path, std::unique_ptr<SQLite::Database> db);
    std::filesystem::path path_;
    std::unique_ptr<SQLite::Database> db_;
    MigrationResult migration_ = MigrationResult::Current;
    int versionFound_ = 0;
    Access access_ = Access::Write;
    bool wholeFileChecked_ = true;
    // Whether Seneschal wrote the file, and only Seneschal, when it closes (verified_stamp.hpp):
    // its identity as opened to write (none for a file made here) and SQLite's data version.
    std::optional<FileIdentity> identityAtOpen_;
    std::int64_t dataVersionAtOpen_ = 0;
    std::vector<std::string> schemaDifferences_;
};

// How long a connection waits for another program's write before giving up.
inline constexpr int kBusyTimeoutMs = 5000;

// Sets the connection options every campaign connection that writes runs with.
void configureConnection(SQLite::Database& db);

// SQLite's count of what other connections committed to the file (PRAGMA data_version): it
// changes when another program writes the campaign, so a desk can tell its view is stale.
std::int64_t readDataVersion(SQLite::Database& db);

// Why a campaign whose invariants are broken is refused, in one line naming the file, the first
// problem, how many more there are, and what to do (check, restore).
std::string damagedCampaignMessage(const std::filesystem::path& path,
                                   const std::vector<std::string>& problems);

}  // namespace seneschal::campaign
