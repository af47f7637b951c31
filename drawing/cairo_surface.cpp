#include "drawing/cairo_surface.hpp"

#include <cairo.h>

#include <algorithm>
#include <iterator>
#include <list>
#include <memory>
#include <utility>

#include "drawing/pango_setup.hpp"
#include "drawing/text_measure.hpp"

namespace seneschal::drawing {

namespace {

// Enough for every label of a large map; past it the cache starts again rather than grow.
constexpr std::size_t kMaxCachedLayouts = 4096;

void setCairoColour(cairo_t* cairo, Colour colour) {
    cairo_set_source_rgba(cairo, colour.red / 255.0, colour.green / 255.0, colour.blue / 255.0,
                          colour.alpha / 255.0);
}

void appendCairoPath(cairo_t* cairo, const Path& path) {
    cairo_new_path(cairo);
    for (const Path::Segment& segment : path.segments()) {
        switch (segment.op) {
            case Path::Op::Move:
                cairo_move_to(cairo, segment.a, segment.b);
                break;
            case Path::Op::Line:
                cairo_line_to(cairo, segment.a, segment.b);
                break;
            case Path::Op::Arc:
                cairo_arc(cairo, segment.a, segment.b, segment.radius, segment.from, segment.to);
                break;
            case Path::Op::Close:
                cairo_close_path(cairo);
                break;
        }
    }
}

struct CairoSurfaceReleaser {
    void operator()(cairo_surface_t* surface) const { cairo_surface_destroy(surface); }
};
using OwnedCairoSurface = std::unique_ptr<cairo_surface_t, CairoSurfaceReleaser>;

// The map's background picture is drawn on every frame, and each frame makes a new
// CairoSurface: the decoded pictures are kept for the process, the last few files used. An
// unreadable file is not remembered, so one that appears later is read then.
cairo_surface_t* cachedPng(const std::string& file) {
    constexpr std::size_t kKept = 4;
    static std::list<std::pair<std::string, OwnedCairoSurface>> kept;
    const auto found = std::find_if(kept.begin(), kept.end(),
                                    [&](const auto& entry) { return entry.first == file; });
    if (found != kept.end()) {
        kept.splice(kept.begin(), kept, found);
        return kept.front().second.get();
    }
    OwnedCairoSurface loaded(cairo_image_surface_create_from_png(file.c_str()));
    if (cairo_surface_status(loaded.get()) != CAIRO_STATUS_SUCCESS) return nullptr;
    kept.emplace_front(file, std::move(loaded));
    if (kept.size() > kKept) kept.pop_back();
    return kept.front().second.get();
}

}  // namespace

CairoSurface::CairoSurface(cairo_t* cairo, double width, double height)
    : cairo_(cairo), width_(width), height_(height) {}

CairoSurface::~CairoSurface() {
    for (auto& entry : layouts_) g_object_unref(entry.second);
    if (context_ != nullptr) g_object_unref(context_);
    // A painter that forgot a popClip must not leave the window's context clipped.
    while (clipDepth_ > 0) popClip();
}

TextSize CairoSurface::measure(std::string_view utf8, const Font& font) const {
    return textMeasurer().measure(utf8, font);
}

void CairoSurface::fill(const Path& path, Colour colour) {
    if (path.empty()) return;
    appendCairoPath(cairo_, path);
    setCairoColour(cairo_, colour);
    cairo_fill(cairo_);
}

void CairoSurface::stroke(const Path& path, const Stroke& stroke) {
    if (path.empty()) return;
    appendCairoPath(cairo_, path);
    setCairoColour(cairo_, stroke.colour);
    cairo_set_line_width(cairo_, stroke.width);
    cairo_set_line_join(cairo_, CAIRO_LINE_JOIN_ROUND);
    switch (stroke.dash) {
        case Dash::Solid:
            cairo_set_dash(cairo_, nullptr, 0, 0);
            cairo_set_line_cap(cairo_, CAIRO_LINE_CAP_BUTT);
            break;
        case Dash::Dashed: {
            // Dashes grow with the line, so a thick dashed route still reads as dashed.
            const double w = std::max(stroke.width, 1.0);
            const double dashes[] = {6 * w, 4 * w};
            cairo_set_dash(cairo_, dashes, 2, 0);
            cairo_set_line_cap(cairo_, CAIRO_LINE_CAP_BUTT);
            break;
        }
        case Dash::Dotted: {
            // Near-zero dashes with round caps are round dots, one line-width apart.
            const double dots[] = {0.1, 2 * std::max(stroke.width, 1.0)};
            cairo_set_dash(cairo_, dots, 2, 0);
            cairo_set_line_cap(cairo_, CAIRO_LINE_CAP_ROUND);
            break;
        }
    }
    cairo_stroke(cairo_);
    cairo_set_dash(cairo_, nullptr, 0, 0);
}

PangoLayout* CairoSurface::layoutFor(std::string_view utf8, const Font& font) {
    std::string key = detail::textCacheKey(utf8, font);
    cairo_matrix_t matrix;
    cairo_get_matrix(cairo_, &matrix);
    const double now[6] = {matrix.xx, matrix.yx, matrix.xy, matrix.yy, matrix.x0, matrix.y0};
    if (context_ == nullptr) {
        context_ = pango_cairo_create_context(cairo_);
        detail::configureTextContext(context_);
        std::copy(std::begin(now), std::end(now), contextMatrix_);
    } else if (!std::equal(std::begin(now), std::end(now), contextMatrix_)) {
        // The cairo context's transformation changed since the last text: a layout made
        // before sees the context's change and shapes itself again.
        pango_cairo_update_context(cairo_, context_);
        std::copy(std::begin(now), std::end(now), contextMatrix_);
    }
    if (const auto found = layouts_.find(key); found != layouts_.end()) return found->second;
    if (layouts_.size() >= kMaxCachedLayouts) {
        for (auto& entry : layouts_) g_object_unref(entry.second);
        layouts_.clear();
    }
    PangoLayout* layout = pango_layout_new(context_);
    PangoFontDescription* description = detail::newFontDescription(font);
    pango_layout_set_font_description(layout, description);
    pango_font_description_free(description);
    pango_layout_set_text(layout, utf8.data(), static_cast<int>(utf8.size()));
    layouts_.emplace(std::move(key), layout);
    return layout;
}

void CairoSurface::text(std::string_view utf8, Point topLeft, const Font& font, Colour colour) {
    if (utf8.empty()) return;
    PangoLayout* layout = layoutFor(utf8, font);
    setCairoColour(cairo_, colour);
    cairo_move_to(cairo_, topLeft.x, topLeft.y);
    pango_cairo_show_layout(cairo_, layout);
    cairo_new_path(cairo_);
}

void CairoSurface::image(const std::string& pngFile, const Rect& where) {
    cairo_surface_t* picture = cachedPng(pngFile);
    if (picture == nullptr || where.width <= 0 || where.height <= 0) return;
    const int pictureWidth = cairo_image_surface_get_width(picture);
    const int pictureHeight = cairo_image_surface_get_height(picture);
    if (pictureWidth <= 0 || pictureHeight <= 0) return;
    cairo_save(cairo_);
    cairo_translate(cairo_, where.x, where.y);
    cairo_scale(cairo_, where.width / pictureWidth, where.height / pictureHeight);
    cairo_set_source_surface(cairo_, picture, 0, 0);
    // Padding the edges repeats the border pixels instead of fading the stretched picture out.
    cairo_pattern_set_extend(cairo_get_source(cairo_), CAIRO_EXTEND_PAD);
    cairo_rectangle(cairo_, 0, 0, pictureWidth, pictureHeight);
    cairo_fill(cairo_);
    cairo_restore(cairo_);
}

void CairoSurface::pushClip(const Rect& rect) {
    cairo_save(cairo_);
    cairo_new_path(cairo_);
    cairo_rectangle(cairo_, rect.x, rect.y, rect.width, rect.height);
    cairo_clip(cairo_);
    ++clipDepth_;
}

void CairoSurface::popClip() {
    if (clipDepth_ == 0) return;
    cairo_restore(cairo_);
    --clipDepth_;
}

}  // namespace seneschal::drawing
