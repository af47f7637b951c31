#include "campaign/file/campaign_replace.hpp"

#include <fcntl.h>
#include <sqlite3.h>
#include <sys/file.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>

#include "base/errors.hpp"
#include "campaign/file/campaign_file.hpp"
#include "campaign/file/read_only_look.hpp"
#include "campaign/file/schema.hpp"
#include "campaign/file/sqlite_header.hpp"

namespace seneschal::campaign {

namespace fs = std::filesystem;

namespace {

[[noreturn]] void refuseReplacing(const fs::path& path, const std::string& why) {
    throw UserError("will not replace '" + path.string() + "': " + why + "; nothing was changed");
}

}  // namespace

void requireReplaceableCampaign(const fs::path& path) {
    std::error_code ec;
    if (!fs::is_regular_file(path, ec)) refuseReplacing(path, "it is not an ordinary file");
    if (!isSqliteDatabase(path)) {
        refuseReplacing(path,
                        "it is not a Seneschal campaign, and --force replaces only a campaign");
    }
    try {
        const auto probe = openReadOnlyLook(path);
        if (probe->execAndGet("PRAGMA application_id").getInt() != kApplicationId) {
            refuseReplacing(
                path,
                "it is a SQLite database but not a Seneschal campaign, and --force replaces "
                "only a campaign");
        }
    } catch (const SQLite::Exception& e) {
        refuseReplacing(path, std::string("it cannot be read as a campaign (") + e.what() + ")");
    }
}

ClaimedCampaign::ClaimedCampaign(std::unique_ptr<SQLite::Database> db) : db_(std::move(db)) {}
ClaimedCampaign::ClaimedCampaign(ClaimedCampaign&&) noexcept = default;
ClaimedCampaign& ClaimedCampaign::operator=(ClaimedCampaign&&) noexcept = default;
ClaimedCampaign::~ClaimedCampaign() {
    if (!db_) return;
    try {
        db_->exec("ROLLBACK");
    } catch (const SQLite::Exception&) {
        // Nothing was written in that transaction; closing the connection releases the lock.
    }
}

ClaimedCampaign claimForReplacement(const fs::path& path) {
    const std::string inUse =
        "another program has it open (the desktop program, or another seneschal-cli); close the "
        "campaign there first";
    std::unique_ptr<SQLite::Database> db;
    try {
        db = std::make_unique<SQLite::Database>(path.string(), SQLite::OPEN_READWRITE);
        db->setBusyTimeout(kBusyTimeoutMs);
        // Leaving WAL needs every other connection closed: SQLite itself tells us whether one is
        // open. A log left by a crash is folded into the old file and removed on the way.
        const std::string mode = db->execAndGet("PRAGMA journal_mode = DELETE").getString();
        if (mode != "delete") refuseReplacing(path, inUse);
        db->exec("BEGIN EXCLUSIVE");
    } catch (const SQLite::Exception& e) {
        const int code = e.getErrorCode() & 0xff;
        if (code == SQLITE_BUSY || code == SQLITE_LOCKED) refuseReplacing(path, inUse);
        refuseReplacing(path, std::string("it cannot be claimed (") + e.what() + ")");
    }
    for (const char* suffix : {"-wal", "-shm"}) {
        std::error_code ec;
        if (fs::exists(path.string() + suffix, ec)) refuseReplacing(path, inUse);
    }
    return ClaimedCampaign(std::move(db));
}

FolderLock::FolderLock(const fs::path& path) {
    std::error_code ec;
    fs::path folder = fs::absolute(path, ec).parent_path();
    fd_ = ::open(folder.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (fd_ < 0) {
        throw UserError("cannot create '" + path.string() + "': its folder '" + folder.string() +
                        "' cannot be opened (" + std::strerror(errno) + ")");
    }
    while (::flock(fd_, LOCK_EX) != 0) {
        if (errno != EINTR) break;  // a folder that cannot be locked is no worse than before
    }
}

FolderLock::~FolderLock() {
    if (fd_ >= 0) ::close(fd_);
}

}  // namespace seneschal::campaign
