#pragma once
// A surface over a cairo context someone else owns: the desktop window's (wx's GTK paint
// context), a PNG's image surface (png_file.hpp), later a PDF's. Text is laid out by pango with
// the measurer's fixed font options, so a label is as wide as the layout measured it.
#include <string>
#include <unordered_map>

#include "drawing/surface.hpp"

// cairo and pango stay out of this header: a user of the surface needs neither's include paths.
typedef struct _cairo cairo_t;
typedef struct _PangoLayout PangoLayout;
typedef struct _PangoContext PangoContext;

namespace seneschal::drawing {

class CairoSurface final : public Surface {
  public:
    // `cairo` is not owned and must outlive the surface; width and height are in its user units.
    CairoSurface(cairo_t* cairo, double width, double height);
    ~CairoSurface() override;
    CairoSurface(const CairoSurface&) = delete;
    CairoSurface& operator=(const CairoSurface&) = delete;

    double width() const override { return width_; }
    double height() const override { return height_; }
    TextSize measure(std::string_view utf8, const Font& font) const override;

    void fill(const Path& path, Colour colour) override;
    void stroke(const Path& path, const Stroke& stroke) override;
    void text(std::string_view utf8, Point topLeft, const Font& font, Colour colour) override;
    void image(const std::string& pngFile, const Rect& where) override;
    void pushClip(const Rect& rect) override;
    void popClip() override;

  private:
    PangoLayout* layoutFor(std::string_view utf8, const Font& font);

    cairo_t* cairo_;
    double width_;
    double height_;
    int clipDepth_ = 0;
    // One pango context for every layout of the surface: making a context per text was most of
    // a long PDF table's cost.
    PangoContext* context_ = nullptr;
    double contextMatrix_[6] = {};  // the cairo transformation the context was last updated to
    // One shaped layout per text and font: a frame draws the same labels many times over.
    std::unordered_map<std::string, PangoLayout*> layouts_;
};

}  // namespace seneschal::drawing
