#pragma once
// A note that a campaign file is exactly as Seneschal last left it, or last found it whole: its
// device, inode, size and modification and change times. Opening a file that matches its note
// skips the whole-file checks (SQLite's quick_check, every stored date, the foreign keys, the
// roster's invariants: on a campaign played for years, nine tenths of every command); a file
// changed by any other program, copied, restored, replaced or touched no longer matches and is
// checked whole again, and `check` always checks whole.
//
// The notes are kept outside the campaign, one small file per campaign in the user's cache
// folder ($XDG_CACHE_HOME/seneschal/verified, else ~/.cache/seneschal/verified), so that reading
// a campaign never writes beside it. Writing a note is best effort: a cache that cannot be
// written only means every open checks the file whole, as before.
//
// Why a write by another program cannot match. When Seneschal closes a campaign it changed, it
// sets the file's modification time one second into the past and notes it; any later write
// sets the modification time to the present, so it differs from the note whatever the clock's
// resolution. A file Seneschal only read is noted only if its last change is over two seconds
// old, for the same reason. The change time (which no program can set) is noted too. A program
// that deliberately writes the file and then puts its times back as they were within the same
// clock tick is not caught: that is forgery, not damage, and `check` still finds it.
#include <cstdint>
#include <filesystem>
#include <optional>

namespace seneschal::campaign {

// What the note compares. Equal only when nothing has written the file since.
struct FileIdentity {
    std::uint64_t device = 0, inode = 0, size = 0;
    std::int64_t modifiedSeconds = 0, modifiedNanoseconds = 0;
    std::int64_t changedSeconds = 0, changedNanoseconds = 0;
    bool operator==(const FileIdentity&) const = default;
};

std::optional<FileIdentity> fileIdentity(const std::filesystem::path& path);

// The folder the notes are kept in; none when neither XDG_CACHE_HOME nor HOME is set.
std::optional<std::filesystem::path> verifiedStampFolder();

// True when the file, found with `identity`, matches its note and nothing waits in its
// write-ahead log (another program holding the campaign open may have committed there).
bool matchesVerifiedStamp(const std::filesystem::path& campaign, const FileIdentity& identity);

// After the whole-file checks passed on a file Seneschal opened (identity: the file's as the
// checks began): notes it if it is unchanged since and its last change is old enough.
void noteVerifiedAfterCheck(const std::filesystem::path& campaign, const FileIdentity& identity);

// After Seneschal closed a campaign it wrote to (the last connection closed, so its log is
// folded into the file): sets the file's modification time a second back and notes it. Notes
// nothing, and forgets any note, while another program still holds changes in the log.
void noteVerifiedAfterOwnWrite(const std::filesystem::path& campaign);

// Forgets the note: the next open checks the file whole.
void forgetVerifiedStamp(const std::filesystem::path& campaign);

}  // namespace seneschal::campaign
