#include "drawing/cairo_surface.hpp"

#include <cairo.h>

#include <algorithm>
#include <iterator>
#include <list>
#include <memory>
#include <utility>
#include <vector>

#include "drawing/pango_setup.hpp"
#include "drawing/picture_decode.hpp"
#include "drawing/text_measure.hpp"

namespace seneschal::drawing {

namespace {

// Enough for every label of a large map; past it the cache starts again rather than grow.
constexpr std::size_t kMaxCachedLayouts = 4096;
// Enough for the words of a ten-year chronicle or a 10,000-unit muster roll (a few hundred
// bytes each); past it the cache starts again.
constexpr std::size_t kMaxCachedWords = 65536;

// Text the words can draw as its layout would: no line break or other control character, and
// only code points below U+0590 (Latin, Greek, Cyrillic, Armenian) or from U+2000 to U+2FFF
// (punctuation and symbols: "…", "•"), all written left to right and shaped word by word.
// Anything else takes the layout.
bool plainWords(std::string_view utf8) {
    for (const char c : utf8) {
        const auto byte = static_cast<unsigned char>(c);
        if (byte < 0x20 || byte == 0x7F || (byte >= 0xD6 && byte != 0xE2)) {
            return false;
        }
    }
    return true;
}

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

// The pictures held as bytes, decoded once each (by their key, the bytes' digest): the map's
// picture is painted at every redraw of the window.
cairo_surface_t* cachedPicture(const PictureBytes& picture) {
    constexpr std::size_t kKept = 2;
    static std::list<std::pair<std::string, OwnedCairoSurface>> kept;
    const auto found = std::find_if(kept.begin(), kept.end(),
                                    [&](const auto& entry) { return entry.first == picture.key; });
    if (found != kept.end()) {
        kept.splice(kept.begin(), kept, found);
        return kept.front().second.get();
    }
    std::string why;
    OwnedCairoSurface decoded(decodePicture(picture.bytes, why));
    if (!decoded) return nullptr;
    kept.emplace_front(std::string(picture.key), std::move(decoded));
    if (kept.size() > kKept) kept.pop_back();
    return kept.front().second.get();
}

// Whether a reader of the PDF gets a cluster's text back from its glyph alone, through the
// font's own map of characters to glyphs (what cairo writes for glyphs drawn without their
// text, taking the first character mapped to a glyph): one character, drawn by the one glyph
// the font maps it to, and no character before it drawn by that glyph. Printable ASCII and
// Latin-1, but the no-break space and the soft hyphen (which fonts draw with the space's and
// the hyphen's glyphs).
bool glyphTellsText(hb_font_t* font, const char* from, const char* to, int glyphs,
                    PangoGlyph glyph) {
    if (glyphs != 1 || from == to) return false;
    const gunichar character = g_utf8_get_char(from);
    if (g_utf8_next_char(from) != to) return false;
    if (character < 0x20 || (character >= 0x7F && character < 0xA1) || character == 0xAD ||
        character > 0xFF) {
        return false;
    }
    hb_codepoint_t nominal = 0;
    return hb_font_get_nominal_glyph(font, character, &nominal) && nominal == glyph;
}

}  // namespace

// A word (or a space) shaped once: its glyphs in runs of one font each, in pango units from
// the word's start and the line's baseline, with the clusters that tie them to the word's bytes
// (so that a PDF reader gets the text back).
struct CairoSurface::ShapedWord {
    struct Glyph {
        unsigned long index = 0;
        int x = 0;
        int y = 0;
    };
    struct Run {
        cairo_scaled_font_t* font = nullptr;  // a reference of ours
        std::size_t textStart = 0;            // the bytes of the word the run covers
        std::size_t textLength = 0;
        std::vector<Glyph> glyphs;
        std::vector<cairo_text_cluster_t> clusters;
    };
    ShapedWord() = default;
    ShapedWord(const ShapedWord&) = delete;
    ShapedWord& operator=(const ShapedWord&) = delete;
    ~ShapedWord() {
        for (Run& run : runs) cairo_scaled_font_destroy(run.font);
    }

    std::vector<Run> runs;
    int width = 0;     // pango units
    int baseline = 0;  // pango units below the line's top
    // False when the word's layout is not one line of left-to-right runs of real glyphs: the
    // line that holds it takes the layout.
    bool drawable = false;
    // Every glyph tells its character (glyphTellsText): the word needs no text beside its
    // glyphs in the PDF.
    bool glyphsTellText = true;
};

struct CairoSurface::LineScratch {
    struct Piece {
        const ShapedWord* word;
        std::size_t at;  // its first byte in the line
    };
    std::vector<Piece> pieces;
    std::vector<cairo_glyph_t> glyphs;
    std::vector<cairo_text_cluster_t> clusters;
    // Glyphs drawn but not yet given to cairo, all in one font and the source colour: the
    // cells of a table's row, the lines of a page, each a call of its own, were most of cairo's
    // work for a roll of short cells.
    std::vector<cairo_glyph_t> pending;
    cairo_scaled_font_t* pendingFont = nullptr;
};

CairoSurface::CairoSurface(cairo_t* cairo, double width, double height, TextShaping shaping)
    : cairo_(cairo),
      width_(width),
      height_(height),
      shaping_(shaping),
      line_(std::make_unique<LineScratch>()) {}

CairoSurface::~CairoSurface() {
    flush();
    for (auto& entry : layouts_) g_object_unref(entry.second);
    for (auto& entry : wordLayouts_) g_object_unref(entry.second);
    if (context_ != nullptr) g_object_unref(context_);
    // A painter that forgot a popClip must not leave the window's context clipped.
    while (clipDepth_ > 0) popClip();
}

TextSize CairoSurface::measure(std::string_view utf8, const Font& font) const {
    return textMeasurer().measure(utf8, font);
}

void CairoSurface::flush() {
    LineScratch& line = *line_;
    if (line.pending.empty()) return;
    cairo_set_scaled_font(cairo_, line.pendingFont);
    cairo_show_glyphs(cairo_, line.pending.data(), static_cast<int>(line.pending.size()));
    line.pending.clear();
    cairo_new_path(cairo_);
}

void CairoSurface::setColour(Colour colour) {
    if (sourceKnown_ && source_ == colour) return;
    flush();
    setCairoColour(cairo_, colour);
    source_ = colour;
    sourceKnown_ = true;
}

void CairoSurface::fill(const Path& path, Colour colour) {
    if (path.empty()) return;
    flush();
    appendCairoPath(cairo_, path);
    setColour(colour);
    cairo_fill(cairo_);
}

void CairoSurface::stroke(const Path& path, const Stroke& stroke) {
    if (path.empty()) return;
    flush();
    appendCairoPath(cairo_, path);
    setColour(stroke.colour);
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

void CairoSurface::updateContext() {
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
}

PangoLayout* CairoSurface::layoutFor(std::string_view utf8, const Font& font) {
    std::string key = detail::textCacheKey(utf8, font);
    updateContext();
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

const CairoSurface::ShapedWord& CairoSurface::shapedWord(std::string_view word, const Font& font) {
    if (const auto* found = words_.find(word, font)) return **found;
    auto shaped = std::make_unique<ShapedWord>();
    // One layout for each font, given each new word in turn: making a layout and resolving its
    // font for every word was most of the shaping's cost.
    PangoLayout* layout = nullptr;
    for (const auto& kept : wordLayouts_) {
        if (kept.first == font) layout = kept.second;
    }
    if (layout == nullptr) {
        layout = pango_layout_new(context_);
        PangoFontDescription* description = detail::newFontDescription(font);
        pango_layout_set_font_description(layout, description);
        pango_font_description_free(description);
        wordLayouts_.emplace_back(font, layout);
    }
    pango_layout_set_text(layout, word.data(), static_cast<int>(word.size()));
    const char* text = pango_layout_get_text(layout);
    if (pango_layout_get_line_count(layout) == 1) {
        PangoLayoutLine* line = pango_layout_get_line_readonly(layout, 0);
        shaped->drawable = true;
        int x = 0;
        for (GSList* node = line->runs; node != nullptr && shaped->drawable; node = node->next) {
            auto* run = static_cast<PangoGlyphItem*>(node->data);
            const PangoItem* item = run->item;
            if (item->analysis.level % 2 != 0 || !PANGO_IS_CAIRO_FONT(item->analysis.font)) {
                shaped->drawable = false;
                break;
            }
            ShapedWord::Run out;
            out.textStart = static_cast<std::size_t>(item->offset);
            out.textLength = static_cast<std::size_t>(item->length);
            for (int i = 0; i < run->glyphs->num_glyphs; ++i) {
                const PangoGlyphInfo& glyph = run->glyphs->glyphs[i];
                if (glyph.glyph == PANGO_GLYPH_EMPTY || (glyph.glyph & PANGO_GLYPH_UNKNOWN_FLAG)) {
                    shaped->drawable = false;  // the layout draws a missing glyph's box
                }
                out.glyphs.push_back(
                    {glyph.glyph, x + glyph.geometry.x_offset, glyph.geometry.y_offset});
                x += glyph.geometry.width;
            }
            hb_font_t* hb = pango_font_get_hb_font(item->analysis.font);
            PangoGlyphItemIter cluster;
            for (gboolean more = pango_glyph_item_iter_init_start(&cluster, run, text); more;
                 more = pango_glyph_item_iter_next_cluster(&cluster)) {
                out.clusters.push_back({cluster.end_index - cluster.start_index,
                                        cluster.end_glyph - cluster.start_glyph});
                if (!glyphTellsText(hb, text + cluster.start_index, text + cluster.end_index,
                                    cluster.end_glyph - cluster.start_glyph,
                                    run->glyphs->glyphs[cluster.start_glyph].glyph)) {
                    shaped->glyphsTellText = false;
                }
            }
            out.font = cairo_scaled_font_reference(
                pango_cairo_font_get_scaled_font(PANGO_CAIRO_FONT(item->analysis.font)));
            shaped->runs.push_back(std::move(out));
        }
        shaped->width = x;
        shaped->baseline = pango_layout_get_baseline(layout);
    }
    return *words_.insert(word, font, std::move(shaped));
}

bool CairoSurface::textByWords(std::string_view utf8, Point topLeft, const Font& font) {
    if (!plainWords(utf8)) return false;
    updateContext();
    // Words are shaped for the context's scale: a surface drawn scaled or turned takes layouts.
    if (contextMatrix_[0] != 1 || contextMatrix_[1] != 0 || contextMatrix_[2] != 0 ||
        contextMatrix_[3] != 1) {
        return false;
    }
    if (words_.size() >= kMaxCachedWords) {
        this->flush();   // the pending glyphs' font may be held by the words only
        words_.clear();  // never while a line holds words
    }

    // The line's pieces: each run of letters a word, each space one piece of its own.
    using Piece = LineScratch::Piece;
    std::vector<Piece>& pieces = line_->pieces;
    pieces.clear();
    int baseline = 0;
    for (std::size_t at = 0; at < utf8.size();) {
        std::size_t end = at + 1;
        if (utf8[at] != ' ') {
            end = utf8.find(' ', at);
            if (end == std::string_view::npos) end = utf8.size();
        }
        const ShapedWord& word = shapedWord(utf8.substr(at, end - at), font);
        if (!word.drawable) return false;
        pieces.push_back({&word, at});
        baseline = std::max(baseline, word.baseline);
        at = end;
    }

    // One call for each stretch of one font (a whole line, unless a word needs another font).
    std::vector<cairo_glyph_t>& glyphs = line_->glyphs;
    std::vector<cairo_text_cluster_t>& clusters = line_->clusters;
    glyphs.clear();
    clusters.clear();
    cairo_scaled_font_t* stretchFont = nullptr;
    std::size_t textFrom = 0;
    std::size_t textTo = 0;
    bool glyphsTellText = true;
    const auto emitStretch = [&] {
        if (glyphs.empty()) return;
        LineScratch& line = *line_;
        if (glyphsTellText) {
            // The same text for a reader, and a tenth less of cairo's work for each glyph;
            // given to cairo with the glyphs that follow in the same font and colour.
            if (line.pendingFont != stretchFont) this->flush();
            line.pendingFont = stretchFont;
            line.pending.insert(line.pending.end(), glyphs.begin(), glyphs.end());
        } else {
            this->flush();
            cairo_set_scaled_font(cairo_, stretchFont);
            cairo_show_text_glyphs(cairo_, utf8.data() + textFrom,
                                   static_cast<int>(textTo - textFrom), glyphs.data(),
                                   static_cast<int>(glyphs.size()), clusters.data(),
                                   static_cast<int>(clusters.size()), cairo_text_cluster_flags_t{});
        }
        glyphs.clear();
        clusters.clear();
        glyphsTellText = true;
    };
    int x = 0;
    for (const Piece& piece : pieces) {
        for (const ShapedWord::Run& run : piece.word->runs) {
            if (run.font != stretchFont || glyphs.empty()) {
                emitStretch();
                stretchFont = run.font;
                textFrom = piece.at + run.textStart;
            }
            for (const ShapedWord::Glyph& glyph : run.glyphs) {
                glyphs.push_back({glyph.index, topLeft.x + pango_units_to_double(x + glyph.x),
                                  topLeft.y + pango_units_to_double(baseline + glyph.y)});
            }
            clusters.insert(clusters.end(), run.clusters.begin(), run.clusters.end());
            glyphsTellText = glyphsTellText && piece.word->glyphsTellText;
            textTo = piece.at + run.textStart + run.textLength;
        }
        x += piece.word->width;
    }
    emitStretch();
    return true;
}

void CairoSurface::text(std::string_view utf8, Point topLeft, const Font& font, Colour colour) {
    if (utf8.empty()) return;
    setColour(colour);
    if (shaping_ == TextShaping::Words && textByWords(utf8, topLeft, font)) {
        cairo_new_path(cairo_);
        return;
    }
    flush();
    PangoLayout* layout = layoutFor(utf8, font);
    cairo_move_to(cairo_, topLeft.x, topLeft.y);
    pango_cairo_show_layout(cairo_, layout);
    cairo_new_path(cairo_);
}

void CairoSurface::image(const std::string& pngFile, const Rect& where) {
    flush();
    cairo_surface_t* picture = cachedPng(pngFile);
    if (picture == nullptr) return;
    drawStretched(picture, where);
}

void CairoSurface::drawStretched(cairo_surface_t* picture, const Rect& where) {
    if (where.width <= 0 || where.height <= 0) return;
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
    sourceKnown_ = false;
}

void CairoSurface::picture(const PictureBytes& picture, const Rect& where) {
    flush();
    cairo_surface_t* decoded = cachedPicture(picture);
    if (decoded == nullptr) return;
    drawStretched(decoded, where);
}

void CairoSurface::pushClip(const Rect& rect) {
    flush();
    cairo_save(cairo_);
    cairo_new_path(cairo_);
    cairo_rectangle(cairo_, rect.x, rect.y, rect.width, rect.height);
    cairo_clip(cairo_);
    ++clipDepth_;
}

void CairoSurface::popClip() {
    if (clipDepth_ == 0) return;
    flush();
    cairo_restore(cairo_);
    sourceKnown_ = false;
    --clipDepth_;
}

}  // namespace seneschal::drawing
