#pragma once
// A PNG file drawn by any painter: the map exported as a picture.
#include <filesystem>
#include <functional>

#include "drawing/surface.hpp"

namespace seneschal::drawing {

// A width × height picture filled with `background`, then drawn on by `draw` (a CairoSurface),
// written whole or not at all (file_write.hpp). Throws std::runtime_error naming `out` when the
// picture cannot be made or the file written.
void writePng(const std::filesystem::path& out, int width, int height, Colour background,
              const std::function<void(Surface&)>& draw);

}  // namespace seneschal::drawing
