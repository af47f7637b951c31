#pragma once
// A report as a PDF (issue 17): the document's blocks laid out on A4 pages through cairo and
// pango (drawing/pdf_file.hpp; Debian's, already under the desktop program, and the same
// surfaces and text measurer the map and the charts use, so a chart in the PDF is the chart on
// screen). Every page has a header (the title left, the subtitle right, a rule) and a footer
// "Page N of M"; headings stay with what follows them; tables repeat their header row on each
// page they continue onto; charts are never split. Black text on white, greys only for rules
// and shading, so a page prints in black and white.
#include <string>

#include "reports/document.hpp"

namespace seneschal::reports {

struct PdfOptions {
    enum class Orientation {
        // Portrait, unless a table is too wide for a portrait page and gains from a landscape
        // one: then every page is landscape (one orientation for the whole document, so that
        // a printed report stacks and its headers line up).
        Automatic,
        Portrait,
        Landscape,
    };
    Orientation orientation = Orientation::Automatic;
};

// The PDF file's bytes (written by campaign/file/output_file.hpp). Throws std::runtime_error
// when cairo cannot make it.
std::string pdfDocument(const Document& document, const PdfOptions& options = {});

}  // namespace seneschal::reports
