#include "drawing/pdf_file.hpp"

#include <cairo-pdf.h>
#include <cairo.h>

#include <stdexcept>
#include <string>
#include <utility>

#include "drawing/cairo_surface.hpp"

namespace seneschal::drawing {

namespace {

cairo_status_t appendPdfBytes(void* closure, const unsigned char* data, unsigned int length) {
    static_cast<std::string*>(closure)->append(reinterpret_cast<const char*>(data), length);
    return CAIRO_STATUS_SUCCESS;
}

void throwOnPdfFailure(cairo_status_t status) {
    if (status != CAIRO_STATUS_SUCCESS) {
        throw std::runtime_error(std::string("cannot make the PDF: ") +
                                 cairo_status_to_string(status));
    }
}

}  // namespace

struct PdfFile::Cairo {
    cairo_surface_t* surface = nullptr;
    cairo_t* context = nullptr;
    ~Cairo() {
        if (context != nullptr) cairo_destroy(context);
        if (surface != nullptr) cairo_surface_destroy(surface);
    }
};

PdfFile::PdfFile(double width, double height) : cairo_(std::make_unique<Cairo>()) {
    cairo_->surface = cairo_pdf_surface_create_for_stream(appendPdfBytes, &bytes_, width, height);
    throwOnPdfFailure(cairo_surface_status(cairo_->surface));
    cairo_->context = cairo_create(cairo_->surface);
    throwOnPdfFailure(cairo_status(cairo_->context));
    surface_ = std::make_unique<CairoSurface>(cairo_->context, width, height,
                                              CairoSurface::TextShaping::Words);
}

PdfFile::~PdfFile() {
    // The surface's layouts belong to the context: they go first. Then cairo, which finishes an
    // unfinished document into bytes_: before bytes_ goes.
    surface_.reset();
    cairo_.reset();
}

void PdfFile::setTitle(const std::string& title) {
    cairo_pdf_surface_set_metadata(cairo_->surface, CAIRO_PDF_METADATA_TITLE, title.c_str());
}

void PdfFile::setAuthor(const std::string& author) {
    cairo_pdf_surface_set_metadata(cairo_->surface, CAIRO_PDF_METADATA_AUTHOR, author.c_str());
}

Surface& PdfFile::page() {
    if (finished_) throw std::logic_error("PdfFile::page after finish");
    return *surface_;
}

void PdfFile::newPage() {
    if (finished_) throw std::logic_error("PdfFile::newPage after finish");
    static_cast<CairoSurface&>(*surface_).flush();
    cairo_show_page(cairo_->context);
    ++pages_;
}

std::string PdfFile::finish() {
    if (finished_) throw std::logic_error("PdfFile::finish twice");
    finished_ = true;
    surface_.reset();
    cairo_show_page(cairo_->context);
    const cairo_status_t drawn = cairo_status(cairo_->context);
    cairo_destroy(cairo_->context);
    cairo_->context = nullptr;
    cairo_surface_finish(cairo_->surface);
    const cairo_status_t written = cairo_surface_status(cairo_->surface);
    cairo_surface_destroy(cairo_->surface);
    cairo_->surface = nullptr;
    throwOnPdfFailure(drawn);
    throwOnPdfFailure(written);
    return std::move(bytes_);
}

}  // namespace seneschal::drawing
