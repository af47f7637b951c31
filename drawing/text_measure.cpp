#include "drawing/text_measure.hpp"

#include <cairo.h>

#include <cstring>
#include <optional>

#include "drawing/pango_setup.hpp"
#include "drawing/text_cache.hpp"

namespace seneschal::drawing {

namespace detail {

void configureTextContext(PangoContext* context) {
    cairo_font_options_t* options = cairo_font_options_create();
    cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY);
    cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF);
    cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE);
    // Overrides whatever pango_cairo_update_context later takes from a window's surface.
    pango_cairo_context_set_font_options(context, options);
    cairo_font_options_destroy(options);
    pango_context_set_round_glyph_positions(context, FALSE);
}

PangoFontDescription* newFontDescription(const Font& font) {
    PangoFontDescription* description = pango_font_description_new();
    pango_font_description_set_family(description, kFontFamily);
    pango_font_description_set_absolute_size(description, font.pixels * PANGO_SCALE);
    pango_font_description_set_weight(description,
                                      font.bold ? PANGO_WEIGHT_BOLD : PANGO_WEIGHT_NORMAL);
    pango_font_description_set_style(description,
                                     font.italic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL);
    return description;
}

std::string textCacheKey(std::string_view utf8, const Font& font) {
    // The size's exact bits, the two flags, then the text: no two fonts share a prefix.
    std::string key(sizeof font.pixels, '\0');
    std::memcpy(key.data(), &font.pixels, sizeof font.pixels);
    key += font.bold ? 'b' : '-';
    key += font.italic ? 'i' : '-';
    key += '|';
    key += utf8;
    return key;
}

}  // namespace detail

namespace {

// Pango over a one-pixel scratch surface: measuring needs a context, never a window.
class PangoTextMeasurer final : public TextMeasurer {
  public:
    PangoTextMeasurer() {
        scratch_ = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 1, 1);
        cairo_ = cairo_create(scratch_);
        layout_ = pango_cairo_create_layout(cairo_);
        detail::configureTextContext(pango_layout_get_context(layout_));
        pango_layout_context_changed(layout_);
    }
    ~PangoTextMeasurer() override {
        g_object_unref(layout_);
        cairo_destroy(cairo_);
        cairo_surface_destroy(scratch_);
    }
    PangoTextMeasurer(const PangoTextMeasurer&) = delete;
    PangoTextMeasurer& operator=(const PangoTextMeasurer&) = delete;

    TextSize measure(std::string_view utf8, const Font& font) const override {
        if (const TextSize* found = cache_.find(utf8, font)) return *found;

        if (!layoutFont_ || !(*layoutFont_ == font)) {
            PangoFontDescription* description = detail::newFontDescription(font);
            pango_layout_set_font_description(layout_, description);
            pango_font_description_free(description);
            layoutFont_ = font;
        }
        pango_layout_set_text(layout_, utf8.data(), static_cast<int>(utf8.size()));

        PangoRectangle logical;
        pango_layout_get_extents(layout_, nullptr, &logical);
        const TextSize size{pango_units_to_double(logical.width),
                            pango_units_to_double(logical.height),
                            pango_units_to_double(pango_layout_get_baseline(layout_))};
        cache_.insert(utf8, font, size);
        return size;
    }

  private:
    cairo_surface_t* scratch_ = nullptr;
    cairo_t* cairo_ = nullptr;
    PangoLayout* layout_ = nullptr;
    // Labels repeat on every frame; shaping them again would be most of the layout's cost.
    mutable detail::TextCache<TextSize> cache_;
    mutable std::optional<Font> layoutFont_;  // the font the layout was last given
};

}  // namespace

const TextMeasurer& textMeasurer() {
    static const PangoTextMeasurer measurer;
    return measurer;
}

}  // namespace seneschal::drawing
