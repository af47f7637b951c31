#include "campaign/file/verified_stamp.hpp"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <array>
#include <chrono>
#include <cstdlib>
#include <ctime>
#include <fstream>
#include <sstream>
#include <string>

#include "campaign/file/file_sha256.hpp"
#include "campaign/file/schema.hpp"

namespace seneschal::campaign {

namespace fs = std::filesystem;

namespace {

// Raised whenever the checks an open makes grow, so that a note made by an older program's
// lighter checks is not trusted by a newer one's.
constexpr int kChecksRevision = 1;
// A file last changed this recently is not noted after a read: a write in the same clock tick
// could leave its times as they were (see the header).
constexpr std::int64_t kSettledSeconds = 2;
// Past this many notes, notes of campaigns gone and notes not renewed for kStaleDays go.
constexpr std::size_t kPruneAbove = 256;
constexpr std::int64_t kStaleDays = 90;

std::string absoluteName(const fs::path& campaign) {
    std::error_code ec;
    fs::path full = fs::weakly_canonical(fs::absolute(campaign, ec), ec);
    if (ec) full = campaign;
    return full.string();
}

std::optional<fs::path> noteOf(const fs::path& campaign) {
    const std::optional<fs::path> folder = verifiedStampFolder();
    if (!folder) return std::nullopt;
    return *folder / (sha256OfText(absoluteName(campaign)) + ".note");
}

std::string heading() {
    return "seneschal verified " + std::to_string(kChecksRevision) + " " +
           std::to_string(currentSchemaVersion());
}

std::string identityLine(const FileIdentity& id) {
    std::ostringstream line;
    line << id.device << ' ' << id.inode << ' ' << id.size << ' ' << id.modifiedSeconds << ' '
         << id.modifiedNanoseconds << ' ' << id.changedSeconds << ' ' << id.changedNanoseconds;
    return line.str();
}

bool logHoldsChanges(const fs::path& campaign) {
    std::error_code ec;
    const fs::path log = campaign.string() + "-wal";
    const auto size = fs::file_size(log, ec);
    return !ec && size > 0;
}

std::int64_t nowSeconds() {
    timespec now{};
    ::clock_gettime(CLOCK_REALTIME, &now);
    return now.tv_sec;
}

void prune(const fs::path& folder) {
    std::error_code ec;
    std::size_t count = 0;
    for (fs::directory_iterator it(folder, ec), end; !ec && it != end; it.increment(ec)) ++count;
    if (ec || count <= kPruneAbove) return;
    const auto now = fs::file_time_type::clock::now();
    for (fs::directory_iterator it(folder, ec), end; !ec && it != end; it.increment(ec)) {
        const fs::path note = it->path();
        std::error_code noteError;
        const auto written = fs::last_write_time(note, noteError);
        bool stale = !noteError && now - written > std::chrono::hours(24 * kStaleDays);
        if (!stale) {
            std::ifstream in(note);
            std::string first, campaign;
            std::getline(in, first);
            std::getline(in, campaign);
            stale = !in || !fs::exists(campaign, noteError);
        }
        if (stale) fs::remove(note, noteError);
    }
}

void writeNote(const fs::path& campaign, const FileIdentity& identity) {
    const std::optional<fs::path> note = noteOf(campaign);
    if (!note) return;
    std::error_code ec;
    fs::create_directories(note->parent_path(), ec);
    if (ec) return;
    const fs::path partial = note->string() + "." + std::to_string(::getpid()) + ".partial";
    {
        std::ofstream out(partial, std::ios::trunc);
        out << heading() << '\n'
            << absoluteName(campaign) << '\n'
            << identityLine(identity) << '\n';
        if (!out.flush()) {
            fs::remove(partial, ec);
            return;
        }
    }
    fs::rename(partial, *note, ec);
    if (ec) {
        fs::remove(partial, ec);
        return;
    }
    prune(note->parent_path());
}

}  // namespace

std::optional<FileIdentity> fileIdentity(const fs::path& path) {
    struct stat info {};
    if (::stat(path.c_str(), &info) != 0) return std::nullopt;
    FileIdentity id;
    id.device = static_cast<std::uint64_t>(info.st_dev);
    id.inode = static_cast<std::uint64_t>(info.st_ino);
    id.size = static_cast<std::uint64_t>(info.st_size);
    id.modifiedSeconds = info.st_mtim.tv_sec;
    id.modifiedNanoseconds = info.st_mtim.tv_nsec;
    id.changedSeconds = info.st_ctim.tv_sec;
    id.changedNanoseconds = info.st_ctim.tv_nsec;
    return id;
}

std::optional<fs::path> verifiedStampFolder() {
    const char* cache = std::getenv("XDG_CACHE_HOME");
    if (cache != nullptr && *cache == '/') return fs::path(cache) / "seneschal" / "verified";
    const char* home = std::getenv("HOME");
    if (home != nullptr && *home == '/') {
        return fs::path(home) / ".cache" / "seneschal" / "verified";
    }
    return std::nullopt;
}

bool matchesVerifiedStamp(const fs::path& campaign, const FileIdentity& identity) {
    const std::optional<fs::path> note = noteOf(campaign);
    if (!note) return false;
    std::ifstream in(*note);
    if (!in) return false;
    std::string first, name, noted;
    std::getline(in, first);
    std::getline(in, name);
    std::getline(in, noted);
    if (!in || first != heading() || name != absoluteName(campaign)) return false;
    return noted == identityLine(identity) && !logHoldsChanges(campaign);
}

void noteVerifiedAfterCheck(const fs::path& campaign, const FileIdentity& identity) {
    const std::optional<FileIdentity> now = fileIdentity(campaign);
    if (!now || !(*now == identity) || logHoldsChanges(campaign)) return;
    if (nowSeconds() - std::max(now->modifiedSeconds, now->changedSeconds) < kSettledSeconds)
        return;
    writeNote(campaign, *now);
}

void noteVerifiedAfterOwnWrite(const fs::path& campaign) {
    if (logHoldsChanges(campaign)) {
        forgetVerifiedStamp(campaign);
        return;
    }
    timespec now{};
    ::clock_gettime(CLOCK_REALTIME, &now);
    std::array<timespec, 2> times{};
    times[0].tv_nsec = UTIME_OMIT;  // the access time as it is
    times[1] = now;
    times[1].tv_sec -= 1;  // any later write sets a later time than this
    if (::utimensat(AT_FDCWD, campaign.c_str(), times.data(), 0) != 0) {
        forgetVerifiedStamp(campaign);
        return;
    }
    if (const std::optional<FileIdentity> id = fileIdentity(campaign)) writeNote(campaign, *id);
}

void forgetVerifiedStamp(const fs::path& campaign) {
    if (const std::optional<fs::path> note = noteOf(campaign)) {
        std::error_code ec;
        fs::remove(*note, ec);
    }
}

}  // namespace seneschal::campaign
