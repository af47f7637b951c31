#include "campaign/file/output_file.hpp"

#include <fcntl.h>
#include <unistd.h>

#include <array>
#include <cerrno>
#include <cstring>
#include <random>

#include "base/errors.hpp"
#include "campaign/file/sqlite_header.hpp"

namespace seneschal::campaign {

namespace fs = std::filesystem;

namespace {

[[noreturn]] void refuse(const OutputTarget& target, const std::string& why) {
    throw UserError("will not write " + target.option + " '" + target.path.string() + "': " + why +
                    "; nothing was written");
}

// Absolute, symbolic links resolved as far as the path exists ("battle.log" is in the current
// folder, not in no folder at all).
fs::path resolved(const fs::path& path) {
    std::error_code ec;
    const fs::path absolute = fs::absolute(path, ec).lexically_normal();
    fs::path full = fs::weakly_canonical(absolute, ec);
    return ec ? absolute : full;
}

// The same file by name (after symbolic links) or by inode (a hard link).
bool sameFile(const fs::path& a, const fs::path& b) {
    if (resolved(a) == resolved(b)) return true;
    std::error_code ec;
    return fs::exists(a, ec) && fs::exists(b, ec) && fs::equivalent(a, b, ec) && !ec;
}

// A protected file and the side files SQLite keeps beside a database.
std::vector<fs::path> withSideFiles(const fs::path& path) {
    std::vector<fs::path> all{path};
    for (const char* suffix : {"-wal", "-shm", "-journal"})
        all.emplace_back(path.string() + suffix);
    return all;
}

// The files SQLite keeps beside any database and the folders Seneschal keeps its backups in are
// never an output's, whichever campaign they belong to, live or not, with or without --force:
// writing over another campaign's -wal loses its committed changes, and a file named as a
// backups folder would refuse every later backup of its campaign (issue 30).
void checkNotSeneschalsOwn(const OutputTarget& target) {
    const fs::path full = resolved(target.path);
    const std::string name = full.filename().string();
    for (const char* suffix : {"-wal", "-shm", "-journal"}) {
        if (name.ends_with(suffix)) {
            refuse(target, std::string("a name ending in '") + suffix +
                               "' is a SQLite side file (a campaign's), and Seneschal never "
                               "writes an output over one, even with --force");
        }
    }
    if (name.ends_with(".backups")) {
        refuse(target,
               "a name ending in '.backups' is a campaign's backups folder; choose another name");
    }
    for (fs::path folder = full.parent_path(); !folder.empty() && folder != folder.root_path();
         folder = folder.parent_path()) {
        if (folder.filename().string().ends_with(".backups")) {
            refuse(target, "it is inside '" + folder.string() +
                               "', a campaign's backups folder, which holds only Seneschal's "
                               "backups");
        }
    }
}

void checkOne(const OutputTarget& target, const OutputPolicy& policy) {
    if (target.path.empty()) refuse(target, "no file name was given");
    checkNotSeneschalsOwn(target);
    for (const fs::path& kept : policy.protectedFiles) {
        for (const fs::path& file : withSideFiles(kept)) {
            if (sameFile(target.path, file)) {
                refuse(target, "it is '" + file.string() + "', which this command reads");
            }
        }
    }
    std::error_code ec;
    const fs::file_status status = fs::symlink_status(target.path, ec);
    const fs::file_status followed = fs::status(target.path, ec);
    if (fs::exists(followed) || fs::is_symlink(status)) {
        if (fs::is_directory(followed)) refuse(target, "it is a folder");
        if (fs::exists(followed) && !fs::is_regular_file(followed)) {
            refuse(target, "it is not an ordinary file");
        }
        if (isSqliteDatabase(target.path)) {
            refuse(target,
                   "it is a SQLite database (a campaign?), and Seneschal never writes an output "
                   "over one, even with --force");
        }
        if (!policy.replaceExisting) {
            refuse(target, "it already exists; add --force to replace it");
        }
    }
    const fs::path folder = resolved(target.path).parent_path();
    if (!fs::is_directory(folder, ec)) {
        refuse(target, "its folder '" + folder.string() + "' does not exist");
    }
}

std::string randomSuffix() {
    std::random_device device;
    static constexpr char kDigits[] = "0123456789abcdefghijklmnopqrstuvwxyz";
    std::string suffix;
    for (int i = 0; i < 8; ++i) suffix += kDigits[device() % 36];
    return suffix;
}

// Writes every byte and flushes it to the disk, or says why not.
std::string writeAll(const fs::path& path, std::string_view contents) {
    const int fd = ::open(path.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0644);
    if (fd < 0) return std::strerror(errno);
    const char* data = contents.data();
    std::size_t left = contents.size();
    while (left > 0) {
        const ssize_t written = ::write(fd, data, left);
        if (written < 0) {
            if (errno == EINTR) continue;
            const std::string why = std::strerror(errno);
            ::close(fd);
            return why;
        }
        data += written;
        left -= static_cast<std::size_t>(written);
    }
    if (::fsync(fd) != 0) {
        const std::string why = std::strerror(errno);
        ::close(fd);
        return why;
    }
    if (::close(fd) != 0) return std::strerror(errno);
    return {};
}

}  // namespace

void checkOutputs(const std::vector<OutputTarget>& outputs, const OutputPolicy& policy) {
    for (std::size_t i = 0; i < outputs.size(); ++i) {
        checkOne(outputs[i], policy);
        for (std::size_t j = 0; j < i; ++j) {
            if (sameFile(outputs[i].path, outputs[j].path)) {
                refuse(outputs[i], "it is also the file of " + outputs[j].option);
            }
        }
    }
}

void writeOutputFile(const OutputTarget& target, std::string_view contents,
                     const OutputPolicy& policy) {
    checkOne(target, policy);
    const fs::path final = resolved(target.path);
    const fs::path partial =
        final.parent_path() / ("." + final.filename().string() + ".partial-" + randomSuffix());
    const std::string failure = writeAll(partial, contents);
    std::error_code ec;
    if (!failure.empty()) {
        fs::remove(partial, ec);
        throw UserError("cannot write " + target.option + " '" + target.path.string() +
                        "': " + failure + "; nothing was replaced");
    }
    fs::rename(partial, final, ec);
    if (ec) {
        const std::string why = ec.message();
        fs::remove(partial, ec);
        throw UserError("cannot write " + target.option + " '" + target.path.string() +
                        "': " + why + "; nothing was replaced");
    }
}

}  // namespace seneschal::campaign
