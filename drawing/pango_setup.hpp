#pragma once
// Inside the drawing library only (it includes pango): the one way a pango context and font are
// set up, shared by the measurer and the cairo surface so that drawn text is exactly as wide
// as measured text.
#include <pango/pangocairo.h>

#include <string>
#include <string_view>

#include "drawing/surface.hpp"

namespace seneschal::drawing::detail {

// Fixed font options (grey antialiasing, no hinting of metrics, glyphs placed at fractional
// positions): a width then depends neither on the desktop's font settings nor on the scale.
void configureTextContext(PangoContext* context);

// A new description of kFontFamily at `font`'s pixel size, weight and slant; the caller frees it
// with pango_font_description_free.
PangoFontDescription* newFontDescription(const Font& font);

// A key naming a text in a font, for the caches of measures and layouts.
std::string textCacheKey(std::string_view utf8, const Font& font);

}  // namespace seneschal::drawing::detail
