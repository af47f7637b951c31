#include "app/gui/odds_chart.hpp"

#include <wx/dcbuffer.h>
#include <wx/graphics.h>
#include <wx/settings.h>

#include <algorithm>
#include <memory>

#include "drawing/cairo_surface.hpp"

namespace seneschal::gui {

namespace {

constexpr double kMargin = 8;
constexpr double kRowHeight = 42;  // the bar, then its caption beneath
constexpr double kBarHeight = 16;
constexpr double kTitleHeight = 24;
constexpr double kScaleHeight = 16;

drawing::Colour toColour(const drawing::ViewColour& colour) {
    return {colour.red, colour.green, colour.blue, 255};
}

drawing::Colour faded(drawing::Colour colour, std::uint8_t alpha) {
    colour.alpha = alpha;
    return colour;
}

void paintBar(drawing::Surface& surface, const application::OddsBar& bar, double top,
              double barLeft, double barWidth, const drawing::Font& font, drawing::Colour ink) {
    const drawing::TextSize label = surface.measure(bar.label, font);
    surface.text(bar.label, {kMargin, top + (kBarHeight - label.height) / 2}, font, ink);
    // The track, then the bar, then the interval's whiskers across its end.
    surface.fill(drawing::Path().rectangle({barLeft, top, barWidth, kBarHeight}), faded(ink, 20));
    const drawing::Colour colour = toColour(bar.colour);
    surface.fill(drawing::Path().rectangle({barLeft, top, barWidth * bar.rate, kBarHeight}),
                 colour);
    const double low = barLeft + barWidth * bar.low;
    const double high = barLeft + barWidth * bar.high;
    const double middle = top + kBarHeight / 2;
    const drawing::Stroke whisker{ink, 1.5, drawing::Dash::Solid};
    surface.stroke(drawing::Path().moveTo(low, middle).lineTo(high, middle), whisker);
    surface.stroke(drawing::Path().moveTo(low, top + 3).lineTo(low, top + kBarHeight - 3), whisker);
    surface.stroke(drawing::Path().moveTo(high, top + 3).lineTo(high, top + kBarHeight - 3),
                   whisker);
    drawing::Font small = font;
    small.pixels = font.pixels - 1;
    surface.text(bar.caption, {barLeft, top + kBarHeight + 3}, small, ink);
}

}  // namespace

void paintOddsChart(drawing::Surface& surface, const application::OddsView& view,
                    drawing::Colour ink) {
    const drawing::Font font{13, false, false};
    drawing::Font bold = font;
    bold.bold = true;
    surface.text(view.title, {kMargin, kMargin}, bold, ink);
    if (view.sides.empty()) return;
    double labelWidth = surface.measure(view.draws.label, font).width;
    for (const application::OddsBar& bar : view.sides)
        labelWidth = std::max(labelWidth, surface.measure(bar.label, font).width);
    const double barLeft = kMargin + labelWidth + 12;
    const double barWidth = std::max(40.0, surface.width() - barLeft - 2 * kMargin);
    double top = kMargin + kTitleHeight;
    // The scale: 0, 25, 50, 75 and 100%, faint lines down through every bar.
    const double rowsHeight = kRowHeight * static_cast<double>(view.sides.size() + 1);
    drawing::Font scale = font;
    scale.pixels = font.pixels - 3;
    for (int tick = 0; tick <= 4; ++tick) {
        const double x = barLeft + barWidth * tick / 4;
        surface.stroke(drawing::Path()
                           .moveTo(x, top + kScaleHeight)
                           .lineTo(x, top + kScaleHeight + rowsHeight - kRowHeight + kBarHeight),
                       {faded(ink, 50), 1, drawing::Dash::Dotted});
        const std::string mark = std::to_string(tick * 25) + "%";
        const double width = surface.measure(mark, scale).width;
        surface.text(mark, {std::clamp(x - width / 2, barLeft, barLeft + barWidth - width), top},
                     scale, faded(ink, 160));
    }
    top += kScaleHeight;
    for (const application::OddsBar& bar : view.sides) {
        paintBar(surface, bar, top, barLeft, barWidth, font, ink);
        top += kRowHeight;
    }
    paintBar(surface, view.draws, top, barLeft, barWidth, font, ink);
}

OddsChart::OddsChart(wxWindow* parent) : wxWindow(parent, wxID_ANY) {
    SetBackgroundStyle(wxBG_STYLE_PAINT);
    // A title, a scale, two sides and the draws.
    SetMinSize(
        wxSize(-1, static_cast<int>(2 * kMargin + kTitleHeight + kScaleHeight + 3 * kRowHeight)));
    Bind(wxEVT_PAINT, &OddsChart::onPaint, this);
    Bind(wxEVT_SIZE, [this](wxSizeEvent& event) {
        Refresh();
        event.Skip();
    });
}

void OddsChart::show(application::OddsView view) {
    view_ = std::move(view);
    Refresh();
    Update();
}

void OddsChart::clear() {
    show({});
}

void OddsChart::onPaint(wxPaintEvent&) {
    wxAutoBufferedPaintDC dc(this);
    dc.SetBackground(wxBrush(GetParent()->GetBackgroundColour()));
    dc.Clear();
    std::unique_ptr<wxGraphicsContext> gc(wxGraphicsContext::Create(dc));
    if (!gc) return;
    // The window's own cairo context under GTK, as the map pane paints (map_canvas.cpp).
    auto* cairo = static_cast<cairo_t*>(gc->GetNativeContext());
    if (!cairo) return;
    const wxSize size = GetClientSize();
    drawing::CairoSurface surface(cairo, size.x, size.y);
    const wxColour text = wxSystemSettings::GetColour(wxSYS_COLOUR_WINDOWTEXT);
    paintOddsChart(surface, view_, {text.Red(), text.Green(), text.Blue(), 255});
}

}  // namespace seneschal::gui
