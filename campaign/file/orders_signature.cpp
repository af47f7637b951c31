#include "campaign/file/orders_signature.hpp"

#include <nettle/hmac.h>
#include <nettle/memops.h>
#include <sys/random.h>

#include <array>
#include <cerrno>
#include <cstdint>
#include <vector>

#include "base/errors.hpp"

namespace seneschal::campaign {

namespace {

std::string hexOfBytes(const unsigned char* data, std::size_t size) {
    static const char* const kDigits = "0123456789abcdef";
    std::string hex;
    hex.reserve(size * 2);
    for (std::size_t i = 0; i < size; ++i) {
        hex += kDigits[data[i] >> 4];
        hex += kDigits[data[i] & 0x0f];
    }
    return hex;
}

int hexDigitValue(char c) {
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    if (c >= 'A' && c <= 'F') return c - 'A' + 10;
    return -1;
}

}  // namespace

std::string randomHex(std::size_t bytes) {
    // The kernel's generator (getrandom, as /dev/urandom once it is seeded), read until full.
    std::vector<unsigned char> data(bytes);
    std::size_t filled = 0;
    while (filled < data.size()) {
        const ssize_t got = ::getrandom(data.data() + filled, data.size() - filled, 0);
        if (got < 0 && errno == EINTR) continue;
        if (got <= 0)
            throw UserError("the system's random number generator gave no bytes for a key");
        filled += static_cast<std::size_t>(got);
    }
    return hexOfBytes(data.data(), data.size());
}

std::string hmacSha256Hex(const std::string& keyHex, const std::string& message) {
    if (keyHex.empty() || keyHex.size() % 2 != 0)
        throw UserError("a side's key must be an even number of hex digits");
    std::vector<unsigned char> key(keyHex.size() / 2);
    for (std::size_t i = 0; i < key.size(); ++i) {
        const int high = hexDigitValue(keyHex[2 * i]);
        const int low = hexDigitValue(keyHex[2 * i + 1]);
        if (high < 0 || low < 0) throw UserError("a side's key must be hex digits only");
        key[i] = static_cast<unsigned char>(high * 16 + low);
    }
    hmac_sha256_ctx context;
    hmac_sha256_set_key(&context, key.size(), key.data());
    hmac_sha256_update(&context, message.size(),
                       reinterpret_cast<const std::uint8_t*>(message.data()));
    std::array<std::uint8_t, SHA256_DIGEST_SIZE> digest{};
    hmac_sha256_digest(&context, digest.size(), digest.data());
    return hexOfBytes(digest.data(), digest.size());
}

bool sameSignature(const std::string& a, const std::string& b) {
    return a.size() == b.size() && memeql_sec(a.data(), b.data(), a.size()) != 0;
}

}  // namespace seneschal::campaign
