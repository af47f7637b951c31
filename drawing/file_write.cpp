#include "drawing/file_write.hpp"

#include <fcntl.h>
#include <unistd.h>

#include <atomic>
#include <cerrno>
#include <cstring>
#include <stdexcept>
#include <string>

namespace seneschal::drawing {

namespace fs = std::filesystem;

namespace {

// Empty on success, else the system's reason.
std::string writeWholeFile(const fs::path& file, std::string_view bytes) {
    const int fd = ::open(file.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0644);
    if (fd < 0) return std::strerror(errno);
    const char* data = bytes.data();
    std::size_t left = bytes.size();
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
    // Renaming a file whose bytes are still only in memory could leave an empty file after a
    // crash.
    if (::fsync(fd) != 0) {
        const std::string why = std::strerror(errno);
        ::close(fd);
        return why;
    }
    if (::close(fd) != 0) return std::strerror(errno);
    return {};
}

// Unique within the process and across processes, so two exports never share a partial file.
fs::path partialNameFor(const fs::path& out) {
    static std::atomic<unsigned> counter{0};
    const std::string suffix =
        ".partial-" + std::to_string(::getpid()) + "-" + std::to_string(counter.fetch_add(1));
    return out.parent_path() / ("." + out.filename().string() + suffix);
}

}  // namespace

void writeFileAtomically(const fs::path& out, std::string_view bytes) {
    const fs::path partial = partialNameFor(out);
    std::string why = writeWholeFile(partial, bytes);
    std::error_code ec;
    if (why.empty()) {
        fs::rename(partial, out, ec);
        if (!ec) return;
        why = ec.message();
    }
    fs::remove(partial, ec);
    throw std::runtime_error("cannot write '" + out.string() + "': " + why);
}

}  // namespace seneschal::drawing
