#include "campaign/file/read_only_look.hpp"

#include <string>

namespace seneschal::campaign {

namespace {

// SQLite's URI filenames decode %HH and end the path at '?' or '#'.
std::string uriPath(const std::string& path) {
    static constexpr char kHex[] = "0123456789ABCDEF";
    std::string uri;
    for (const unsigned char c : path) {
        if (c == '%' || c == '?' || c == '#') {
            uri += '%';
            uri += kHex[c >> 4];
            uri += kHex[c & 0xF];
        } else {
            uri += static_cast<char>(c);
        }
    }
    return uri;
}

}  // namespace

std::unique_ptr<SQLite::Database> openReadOnlyLook(const std::filesystem::path& campaign) {
    std::error_code ec;
    if (std::filesystem::exists(campaign.string() + "-wal", ec)) {
        return std::make_unique<SQLite::Database>(campaign.string(), SQLite::OPEN_READONLY);
    }
    const std::filesystem::path absolute = std::filesystem::absolute(campaign, ec);
    return std::make_unique<SQLite::Database>("file:" + uriPath(absolute.string()) + "?immutable=1",
                                              SQLite::OPEN_READONLY | SQLite::OPEN_URI);
}

}  // namespace seneschal::campaign
