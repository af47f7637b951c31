#pragma once
// A report as one self-contained XHTML page (issue 17): styles inline, charts inline as SVG, no
// script and nothing fetched, well-formed XML that a browser shows and pugixml reads back. The
// desk's viewer, which shows HTML but not SVG, asks for the charts as pictures instead.
#include <functional>
#include <string>

#include "reports/document.hpp"

namespace seneschal::reports {

struct HtmlOptions {
    // Empty: charts inline as SVG. Otherwise called with each chart and its number (from 0) and
    // returns the address of its picture, shown as <img> (the desk viewer's PNGs).
    std::function<std::string(const Chart&, int)> chartPicture;
    int chartWidth = 760;  // pixels
    int chartHeight = 340;
    // Simple markup only (no CSS classes relied upon): for wx's HTML window.
    bool plain = false;
};

std::string writeXhtml(const Document& document, const HtmlOptions& options = {});

// Text with &, <, > and " escaped for XML element text and double-quoted attributes (an
// apostrophe needs none there: "God's Acre" stays as it reads). The one escaper of XHTML pages.
std::string xmlEscape(std::string_view text);

}  // namespace seneschal::reports
