#include "campaign/file/sqlite_header.hpp"

#include <sqlite3.h>

#include <array>
#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace seneschal::campaign {

bool isSqliteDatabase(const std::filesystem::path& path) {
    static constexpr std::string_view kMagic{"SQLite format 3\0", 16};
    std::error_code ec;
    if (!std::filesystem::is_regular_file(path, ec)) return false;
    sqlite3_vfs* vfs = sqlite3_vfs_find(nullptr);
    const std::string name = path.string();
    std::vector<std::max_align_t> storage(
        (static_cast<std::size_t>(vfs->szOsFile) + sizeof(std::max_align_t) - 1) /
        sizeof(std::max_align_t));
    auto* file = reinterpret_cast<sqlite3_file*>(storage.data());
    int opened = 0;
    if (vfs->xOpen(vfs, name.c_str(), file, SQLITE_OPEN_READONLY | SQLITE_OPEN_MAIN_DB, &opened) !=
        SQLITE_OK) {
        return false;
    }
    std::array<char, 16> header{};
    const int rc = file->pMethods->xRead(file, header.data(), static_cast<int>(header.size()), 0);
    file->pMethods->xClose(file);
    return rc == SQLITE_OK && std::string_view(header.data(), header.size()) == kMagic;
}

}  // namespace seneschal::campaign
