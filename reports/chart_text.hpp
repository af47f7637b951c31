#pragma once
// Text fitted to a width in drawing units (pixels on a window, points on a PDF page), as the
// surface's measurer measures it: cut with "…", or wrapped on words. Shared by the chart module
// and the PDF writer; a table's text form counts code points instead (table.hpp).
#include <string>
#include <string_view>
#include <vector>

#include "drawing/surface.hpp"

namespace seneschal::reports {

// `text` whole when it fits `maxWidth`, else cut at a code point and ended with "…" (spaces
// before the "…" dropped); "" when not even "…" fits.
std::string fitTextToWidth(const drawing::TextMeasurer& measurer, std::string_view text,
                           const drawing::Font& font, double maxWidth);

// What becomes of a word wider than a whole line: cut with "…" on a line of its own (a chart's
// label), or split over as many lines as it needs, every letter kept (a printed table's cell:
// a name on paper is never cut).
enum class LongWord { Cut, Split };

// `text` broken into lines no wider than `maxWidth` at its spaces ("\n" forces a break). A word
// wider than a line is cut or split, as `longWord` says. An empty text is one empty line.
std::vector<std::string> wrapTextToWidth(const drawing::TextMeasurer& measurer,
                                         std::string_view text, const drawing::Font& font,
                                         double maxWidth, LongWord longWord = LongWord::Cut);

}  // namespace seneschal::reports
