#pragma once
// Replacing a campaign file (`new --force`, File > New over an existing file) without ever
// mixing two campaigns. SQLite keeps a campaign's latest changes in FILE-wal until they are
// folded into FILE; a new file renamed over FILE while that log lives (a crash left it, or the
// desktop program holds the file open) would be read with the old campaign's log applied to it.
// So the old campaign is claimed first: no other connection may hold it, its log is folded in
// and removed, and it stays locked until the new file has taken its name.
#include <SQLiteCpp/Database.h>

#include <filesystem>
#include <memory>

namespace seneschal::campaign {

// Refuses (UserError naming the file) anything but a Seneschal campaign: --force replaces a
// campaign, never a document that happens to have the name given.
void requireReplaceableCampaign(const std::filesystem::path& path);

// The old campaign, held with an exclusive lock; released when destroyed.
class ClaimedCampaign {
  public:
    explicit ClaimedCampaign(std::unique_ptr<SQLite::Database> db);
    ClaimedCampaign(ClaimedCampaign&&) noexcept;
    ClaimedCampaign& operator=(ClaimedCampaign&&) noexcept;
    ~ClaimedCampaign();

  private:
    std::unique_ptr<SQLite::Database> db_;
};

// Refuses, naming the file and what to do, when another program has the campaign open.
ClaimedCampaign claimForReplacement(const std::filesystem::path& path);

// An advisory lock on the folder of `path` for the life of the object, so that two imports into
// one folder never share a building file. Waits for the other import to finish.
class FolderLock {
  public:
    explicit FolderLock(const std::filesystem::path& path);
    FolderLock(const FolderLock&) = delete;
    FolderLock& operator=(const FolderLock&) = delete;
    ~FolderLock();

  private:
    int fd_ = -1;
};

}  // namespace seneschal::campaign
