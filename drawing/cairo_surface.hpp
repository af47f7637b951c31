#pragma once
// A surface over a cairo context someone else owns: the desktop window's (wx's GTK paint
// context), a PNG's image surface (png_file.hpp), later a PDF's. Text is laid out by pango with
// the measurer's fixed font options, so a label is as wide as the layout measured it.
#include <memory>
#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

#include "drawing/surface.hpp"
#include "drawing/text_cache.hpp"

// cairo and pango stay out of this header: a user of the surface needs neither's include paths.
typedef struct _cairo cairo_t;
typedef struct _cairo_surface cairo_surface_t;
typedef struct _PangoLayout PangoLayout;
typedef struct _PangoContext PangoContext;

namespace seneschal::drawing {

class CairoSurface final : public Surface {
  public:
    // How text is put on the surface. Layouts: a pango layout per distinct text, shaped whole
    // (the window, the PNG). Words: each distinct word (and the space) shaped once, a line drawn
    // by placing the words' glyphs side by side in one call, with the line's text and clusters
    // so that a reader of the file gets the text back (the PDF, where a long report's lines are
    // nearly all different but made of the same few thousand words). A line the words cannot
    // draw as its layout would (right to left, a glyph the font lacks, a line break) still
    // takes the layout.
    enum class TextShaping { Layouts, Words };

    // `cairo` is not owned and must outlive the surface; width and height are in its user units.
    CairoSurface(cairo_t* cairo, double width, double height,
                 TextShaping shaping = TextShaping::Layouts);
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
    void picture(const PictureBytes& picture, const Rect& where) override;
    void pushClip(const Rect& rect) override;
    void popClip() override;

    // Gives cairo the text drawn but still held (glyphs in one font and colour are given
    // together); every other drawing does it first. Before a page of the context is ended.
    void flush();

  private:
    struct ShapedWord;
    PangoLayout* layoutFor(std::string_view utf8, const Font& font);
    void updateContext();
    void setColour(Colour colour);
    const ShapedWord& shapedWord(std::string_view word, const Font& font);
    // Draws `utf8` word by word; false (nothing drawn) when it must take the layout.
    bool textByWords(std::string_view utf8, Point topLeft, const Font& font);
    // A decoded picture stretched over `where`.
    void drawStretched(cairo_surface_t* picture, const Rect& where);

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
    TextShaping shaping_;
    // TextShaping::Words: every word shaped, by text and font.
    detail::TextCache<std::unique_ptr<ShapedWord>> words_;
    std::vector<std::pair<Font, PangoLayout*>> wordLayouts_;  // the words' layouts, one a font
    // A line's pieces, glyphs and clusters, kept from line to line so that a line allocates
    // nothing, and the glyphs drawn but not yet given to cairo (flush).
    struct LineScratch;
    std::unique_ptr<LineScratch> line_;
    // The colour last set as the context's source, so that a page of text in one colour sets
    // it once (cairo makes a new pattern for each); unknown after a restore of the context.
    Colour source_;
    bool sourceKnown_ = false;
};

}  // namespace seneschal::drawing
