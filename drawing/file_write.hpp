#pragma once
// Writes an exported file whole or not at all: the bytes go to a hidden file beside it, which is
// flushed to disk and then renamed over the name asked for. A failed export (a full disk, a
// folder that is not there) leaves neither half a picture nor the partial file behind, and an
// older file of that name stays as it was.
#include <filesystem>
#include <string_view>

namespace seneschal::drawing {

// Throws std::runtime_error naming `out` and the reason when the file cannot be written.
void writeFileAtomically(const std::filesystem::path& out, std::string_view bytes);

}  // namespace seneschal::drawing
