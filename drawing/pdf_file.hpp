#pragma once
// A PDF document drawn page by page by any painter (the reports), kept in memory: cairo's PDF
// surface writing to a string, each page a CairoSurface in points (1/72 inch). The file is
// written by the one writer of output files (campaign/file/output_file.hpp). cairo stays out of
// this header, as in cairo_surface.hpp.
#include <memory>
#include <string>

#include "drawing/surface.hpp"

namespace seneschal::drawing {

class PdfFile {
  public:
    // Pages of width × height points (A4 portrait: 595.28 × 841.89). Throws std::runtime_error
    // when cairo cannot make the document.
    PdfFile(double width, double height);
    ~PdfFile();
    PdfFile(const PdfFile&) = delete;
    PdfFile& operator=(const PdfFile&) = delete;

    // The document's title and author in its properties (a viewer's window title).
    void setTitle(const std::string& title);
    void setAuthor(const std::string& author);

    // The page being drawn, white; one surface for every page, so that text shaped on one page
    // is not shaped again on the next.
    Surface& page();
    // Ends the current page and begins the next.
    void newPage();
    int pageCount() const { return pages_; }
    // Ends the last page and returns the document's bytes; the PdfFile is then spent. Throws
    // std::runtime_error when cairo failed on the way.
    std::string finish();

  private:
    struct Cairo;
    std::unique_ptr<Cairo> cairo_;
    std::unique_ptr<Surface> surface_;
    std::string bytes_;
    int pages_ = 1;
    bool finished_ = false;
};

}  // namespace seneschal::drawing
