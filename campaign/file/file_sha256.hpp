#pragma once
// The SHA-256 of a file's bytes, as `sha256sum` prints it (64 lowercase hex digits), so that a
// user can compare what `check` reports with the file in hand. Computed by GNU Nettle.
#include <filesystem>
#include <optional>
#include <string>
#include <string_view>

namespace seneschal::campaign {

// None when the file cannot be read (gone, a folder, no permission).
std::optional<std::string> sha256OfFile(const std::filesystem::path& path);

// The same digest of a text's bytes.
std::string sha256OfText(std::string_view text);

}  // namespace seneschal::campaign
