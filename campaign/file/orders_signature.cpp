#include "campaign/file/orders_signature.hpp"

#include <openssl/crypto.h>
#include <openssl/evp.h>
#include <openssl/hmac.h>
#include <openssl/rand.h>

#include <array>
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
    std::vector<unsigned char> data(bytes);
    if (RAND_bytes(data.data(), static_cast<int>(data.size())) != 1) {
        throw UserError("the system's random number generator gave no bytes for a key");
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
    std::array<unsigned char, EVP_MAX_MD_SIZE> digest{};
    unsigned int length = 0;
    if (HMAC(EVP_sha256(), key.data(), static_cast<int>(key.size()),
             reinterpret_cast<const unsigned char*>(message.data()), message.size(), digest.data(),
             &length) == nullptr) {
        throw UserError("HMAC-SHA256 failed");
    }
    return hexOfBytes(digest.data(), length);
}

bool sameSignature(const std::string& a, const std::string& b) {
    return a.size() == b.size() && CRYPTO_memcmp(a.data(), b.data(), a.size()) == 0;
}

}  // namespace seneschal::campaign
