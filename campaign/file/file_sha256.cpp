#include "campaign/file/file_sha256.hpp"

#include <nettle/sha2.h>

#include <array>
#include <fstream>

namespace seneschal::campaign {

namespace {

std::string hexOf(sha256_ctx& context) {
    std::array<std::uint8_t, SHA256_DIGEST_SIZE> digest{};
    sha256_digest(&context, digest.size(), digest.data());
    static constexpr char kHex[] = "0123456789abcdef";
    std::string text;
    text.reserve(digest.size() * 2);
    for (const std::uint8_t byte : digest) {
        text += kHex[byte >> 4];
        text += kHex[byte & 0x0f];
    }
    return text;
}

}  // namespace

std::optional<std::string> sha256OfFile(const std::filesystem::path& path) {
    std::error_code ec;
    if (!std::filesystem::is_regular_file(path, ec)) return std::nullopt;
    std::ifstream in(path, std::ios::binary);
    if (!in) return std::nullopt;
    sha256_ctx context;
    sha256_init(&context);
    std::array<char, 64 * 1024> buffer{};
    while (in) {
        in.read(buffer.data(), static_cast<std::streamsize>(buffer.size()));
        const std::streamsize got = in.gcount();
        if (got > 0) {
            sha256_update(&context, static_cast<std::size_t>(got),
                          reinterpret_cast<const std::uint8_t*>(buffer.data()));
        }
    }
    if (in.bad()) return std::nullopt;
    return hexOf(context);
}

std::string sha256OfText(std::string_view text) {
    sha256_ctx context;
    sha256_init(&context);
    sha256_update(&context, text.size(), reinterpret_cast<const std::uint8_t*>(text.data()));
    return hexOf(context);
}

}  // namespace seneschal::campaign
