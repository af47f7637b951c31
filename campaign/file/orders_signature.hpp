#pragma once
// The cryptography of group play (issue 35, docs/group-play.md): each side's key for signing its
// orders, made of random bytes, and the orders' signature, HMAC-SHA256 of their canonical form
// under the side's key, as lowercase hex: the key from the kernel's generator (getrandom), the
// HMAC from GNU Nettle, the library the campaign already links for the rules files' SHA-256.
// HMAC-SHA256 is the very algorithm a browser's WebCrypto signs with, so the orders form in a
// dispatch page and `seneschal-cli orders write` make the same signature.
#include <cstddef>
#include <string>

namespace seneschal::campaign {

// `bytes` random bytes from the system's generator, as lowercase hex (2 digits a byte).
std::string randomHex(std::size_t bytes);

// HMAC-SHA256 of `message` under the key given as hex (`keyHex`, from randomHex), as 64
// lowercase hex digits. Throws UserError when the key is not hex.
std::string hmacSha256Hex(const std::string& keyHex, const std::string& message);

// Whether two signatures in hex are the same, compared in constant time.
bool sameSignature(const std::string& a, const std::string& b);

}  // namespace seneschal::campaign
