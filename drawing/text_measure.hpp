#pragma once
// The one text measurer every surface and the map's layout use: pango over a scratch cairo
// surface, with the fonts fontconfig finds (DejaVu Sans on Debian), widths cached by text and
// font. Measuring with one measurer everywhere is what makes the window and the exported file
// lay out alike.
#include "drawing/surface.hpp"

namespace seneschal::drawing {

// The process's measurer. Not for use from two threads at once.
const TextMeasurer& textMeasurer();

// The font family every surface asks for.
inline constexpr const char* kFontFamily = "DejaVu Sans";

}  // namespace seneschal::drawing
