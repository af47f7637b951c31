#pragma once
// A PNG picture drawn by any painter (the map exported as a picture), encoded in memory: the
// file is written by the one writer of output files (campaign/file/output_file.hpp), which
// never writes over a campaign and replaces a file whole or not at all.
#include <functional>
#include <string>

#include "drawing/surface.hpp"

namespace seneschal::drawing {

// A width × height picture filled with `background`, then drawn on by `draw` (a CairoSurface),
// as the bytes of a PNG file. Throws std::runtime_error when the picture cannot be made (an
// impossible size).
std::string encodePng(int width, int height, Colour background,
                      const std::function<void(Surface&)>& draw);
// The same drawn `scale` times finer: a picture of width × height times `scale` pixels, drawn
// on as width × height (a chart for printing, sharper than the screen's).
std::string encodePng(int width, int height, double scale, Colour background,
                      const std::function<void(Surface&)>& draw);

}  // namespace seneschal::drawing
