#include "reports/chart.hpp"

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <iterator>
#include <limits>
#include <set>
#include <utility>

#include "base/grouped_number.hpp"
#include "drawing/svg_surface.hpp"
#include "reports/chart_text.hpp"

namespace seneschal::reports {

namespace {

using drawing::Colour;
using drawing::Dash;
using drawing::Font;
using drawing::Path;
using drawing::Point;
using drawing::Rect;
using drawing::Stroke;
using drawing::Surface;

constexpr Colour kChartInk{0, 0, 0};
constexpr Colour kChartAxis{64, 64, 64};
constexpr Colour kChartGrid{222, 222, 222};
constexpr Colour kChartFrame{160, 160, 160};
constexpr Colour kChartHatch{255, 255, 255, 235};
// Muted colours far enough apart in lightness to stay told apart in grey: dark blue, dark red,
// green, ochre, purple, grey.
constexpr Colour kChartPalette[] = {{31, 73, 125},  {165, 42, 42},  {46, 118, 62},
                                    {190, 140, 20}, {110, 66, 145}, {100, 100, 100}};
constexpr std::size_t kChartPaletteSize = std::size(kChartPalette);

const Font kChartTitleFont{14, true, false};
const Font kChartAxisTitleFont{11, false, false};
const Font kChartTickFont{10, false, false};
const Font kChartCoarseTickFont{10, true, false};
const Font kChartLegendFont{11, false, false};
const Font kChartEmptyFont{14, false, true};

constexpr double kChartPad = 6;         // inside the chart's edges
constexpr double kChartLabelGap = 6;    // the least room between two labels on an axis
constexpr double kChartTickLength = 4;  // a tick mark, the finest level's

enum class ChartMarker { Circle, Square, Triangle, Diamond, InvertedTriangle, Cross };

// How series `index` is told apart without its colour: its line's dash and its marker (lines),
// its hatching (bars). Six series differ in all three; past six the colours come round again
// with another dash.
struct ChartSeriesStyle {
    Colour colour;
    Dash dash = Dash::Solid;
    ChartMarker marker = ChartMarker::Circle;
    int hatch = 0;
};

ChartSeriesStyle chartSeriesStyle(std::size_t index, const ChartSeries& series) {
    static constexpr Dash dashes[] = {Dash::Solid, Dash::Dashed, Dash::Dotted};
    ChartSeriesStyle style;
    style.colour = series.colour.value_or(kChartPalette[index % kChartPaletteSize]);
    style.dash = dashes[(index + index / kChartPaletteSize) % 3];
    style.marker = static_cast<ChartMarker>(index % 6);
    style.hatch = static_cast<int>(index % 6);
    return style;
}

// Draws text and remembers where every label went.
class ChartPen {
  public:
    ChartPen(Surface& surface, ChartLabels& labels) : surface_(surface), labels_(labels) {}

    drawing::TextSize measure(std::string_view text, const Font& font) const {
        return surface_.measure(text, font);
    }
    Rect label(const std::string& text, Point topLeft, const Font& font,
               Colour colour = kChartInk) {
        if (text.empty()) return {topLeft.x, topLeft.y, 0, 0};
        const drawing::TextSize size = surface_.measure(text, font);
        surface_.text(text, topLeft, font, colour);
        const Rect box{topLeft.x, topLeft.y, size.width, size.height};
        labels_.boxes.push_back(box);
        labels_.texts.push_back(text);
        return box;
    }
    const drawing::TextMeasurer& surfaceMeasurer() const { return surface_; }
    Surface& surface() { return surface_; }

  private:
    Surface& surface_;
    ChartLabels& labels_;
};

// A round step (1, 2 or 5 times a power of ten, never below 1: the charts count men, figures
// and moves) dividing `range` into about `count` parts.
double chartRoundStep(double range, int count) {
    const double raw = range / std::max(count, 1);
    if (!(raw > 1)) return 1;
    const double magnitude = std::pow(10.0, std::floor(std::log10(raw)));
    const double normal = raw / magnitude;
    const double step = normal <= 1 ? 1 : normal <= 2 ? 2 : normal <= 5 ? 5 : 10;
    return step * magnitude;
}

std::string chartNumber(double value) {
    return groupedNumber(std::llround(value));
}

// A label placed at `centre` on a horizontal axis, kept inside [left, right].
struct ChartAxisLabel {
    double at = 0;  // the position in drawing units
    std::string text;
    int level = 0;
    bool coarse = false;  // a coarser level's label under finer ones (a year under months): bold
    int row = 0;          // 0 the finest level's row, under it the coarser levels' rows
    Rect box;
};

const Font& chartTickFont(bool coarse) {
    return coarse ? kChartCoarseTickFont : kChartTickFont;
}

Rect chartCentredBox(const ChartPen& pen, const std::string& text, double centre, double top,
                     double left, double right, bool coarse = false) {
    const drawing::TextSize size = pen.measure(text, chartTickFont(coarse));
    double x = centre - size.width / 2;
    x = std::min(x, right - size.width);
    x = std::max(x, left);
    return {x, top, size.width, size.height};
}

bool chartLabelsCollide(const std::vector<ChartAxisLabel>& labels) {
    for (std::size_t i = 1; i < labels.size(); ++i) {
        if (labels[i].box.x < labels[i - 1].box.right() + kChartLabelGap) return true;
    }
    return false;
}

// The labels left to right, each that would collide with the last one kept left out.
std::vector<ChartAxisLabel> chartThinLabels(std::vector<ChartAxisLabel> labels) {
    std::vector<ChartAxisLabel> kept;
    for (ChartAxisLabel& label : labels) {
        if (!kept.empty() && label.box.x < kept.back().box.right() + kChartLabelGap) continue;
        kept.push_back(std::move(label));
    }
    return kept;
}

// Round-number labels for values from `low` to `high` along [left, right], as many as fit.
std::vector<ChartAxisLabel> chartRoundAxisLabels(const ChartPen& pen, double low, double high,
                                                 double left, double right, double top,
                                                 double areaLeft, double areaRight) {
    const double span = high - low;
    const auto position = [&](double value) {
        return left + (value - low) / span * (right - left);
    };
    for (int count = std::max(2, static_cast<int>((right - left) / 45)); count >= 1; --count) {
        const double step = chartRoundStep(span, count);
        std::vector<ChartAxisLabel> labels;
        for (double value = std::ceil(low / step - 1e-9) * step; value <= high + 1e-9 * step;
             value += step) {
            ChartAxisLabel label;
            label.at = position(value);
            label.text = chartNumber(value);
            label.box = chartCentredBox(pen, label.text, label.at, top, areaLeft, areaRight);
            labels.push_back(std::move(label));
        }
        if (!chartLabelsCollide(labels) || count == 1) return chartThinLabels(std::move(labels));
    }
    return {};
}

// The offered ticks as labels: the finest level whose labels all fit in a row, under it a row
// for each coarser level (the years under the months); a coarser row whose labels would collide
// (a century of years) leaves out each label that would, and so does the coarsest level when it
// is the only one left.
std::vector<ChartAxisLabel> chartOfferedAxisLabels(const ChartPen& pen,
                                                   const std::vector<AxisTick>& ticks, double low,
                                                   double high, double left, double right,
                                                   double top, double areaLeft, double areaRight) {
    const double span = high - low;
    const double slack = span * 1e-9;
    const double rowHeight = pen.measure("0", kChartTickFont).height + 1;
    std::vector<const AxisTick*> inside;
    for (const AxisTick& tick : ticks) {
        if (tick.at >= low - slack && tick.at <= high + slack) inside.push_back(&tick);
    }
    std::stable_sort(inside.begin(), inside.end(),
                     [](const AxisTick* a, const AxisTick* b) { return a->at < b->at; });
    std::vector<int> levels;
    for (const AxisTick* tick : inside) levels.push_back(tick->level);
    std::sort(levels.begin(), levels.end());
    levels.erase(std::unique(levels.begin(), levels.end()), levels.end());

    const auto rowOf = [&](int level, int row) {
        std::vector<ChartAxisLabel> labels;
        for (const AxisTick* tick : inside) {
            if (tick->level != level) continue;
            const double at = left + (tick->at - low) / span * (right - left);
            if (!labels.empty() && std::abs(labels.back().at - at) < 0.5) continue;
            ChartAxisLabel label;
            label.at = at;
            label.text = tick->label;
            label.level = level;
            label.row = row;
            label.coarse = row > 0;
            label.box = chartCentredBox(pen, label.text, at, top + row * rowHeight, areaLeft,
                                        areaRight, label.coarse);
            labels.push_back(std::move(label));
        }
        return labels;
    };
    for (std::size_t finest = levels.size(); finest-- > 0;) {
        std::vector<ChartAxisLabel> labels = rowOf(levels[finest], 0);
        if (chartLabelsCollide(labels)) {
            if (finest > 0) continue;
            labels = chartThinLabels(std::move(labels));
        }
        for (std::size_t coarser = finest; coarser-- > 0;) {
            for (ChartAxisLabel& label :
                 chartThinLabels(rowOf(levels[coarser], static_cast<int>(finest - coarser)))) {
                labels.push_back(std::move(label));
            }
        }
        return labels;
    }
    return {};
}

void chartMarker(Surface& surface, ChartMarker marker, Point at, Colour colour) {
    constexpr double r = 3.5;
    Path path;
    switch (marker) {
        case ChartMarker::Circle:
            path.circle(at.x, at.y, r);
            break;
        case ChartMarker::Square:
            path.rectangle({at.x - r * 0.9, at.y - r * 0.9, r * 1.8, r * 1.8});
            break;
        case ChartMarker::Triangle:
            path.polygon({{at.x, at.y - r * 1.2},
                          {at.x + r * 1.1, at.y + r * 0.8},
                          {at.x - r * 1.1, at.y + r * 0.8}});
            break;
        case ChartMarker::Diamond:
            path.polygon({{at.x, at.y - r * 1.25},
                          {at.x + r * 1.1, at.y},
                          {at.x, at.y + r * 1.25},
                          {at.x - r * 1.1, at.y}});
            break;
        case ChartMarker::InvertedTriangle:
            path.polygon({{at.x, at.y + r * 1.2},
                          {at.x + r * 1.1, at.y - r * 0.8},
                          {at.x - r * 1.1, at.y - r * 0.8}});
            break;
        case ChartMarker::Cross: {
            Path cross;
            cross.moveTo(at.x - r, at.y - r).lineTo(at.x + r, at.y + r);
            cross.moveTo(at.x - r, at.y + r).lineTo(at.x + r, at.y - r);
            surface.stroke(cross, Stroke{colour, 2, Dash::Solid});
            return;
        }
    }
    surface.fill(path, colour);
    // A white rim keeps a marker whole where lines cross it.
    surface.stroke(path, Stroke{Colour{255, 255, 255}, 0.8, Dash::Solid});
}

// The hatching of a bar segment (none for the first series), white lines over its colour.
void chartHatch(Surface& surface, const Rect& rect, int hatch) {
    if (hatch == 0 || rect.width <= 0 || rect.height <= 0) return;
    constexpr double spacing = 5;
    Path lines;
    const double reach = rect.width + rect.height;
    const auto diagonals = [&](bool rising) {
        for (double d = 0; d <= reach; d += spacing) {
            if (rising) {
                lines.moveTo(rect.x + d, rect.bottom()).lineTo(rect.x + d - rect.height, rect.y);
            } else {
                lines.moveTo(rect.x + d - rect.height, rect.bottom()).lineTo(rect.x + d, rect.y);
            }
        }
    };
    switch (hatch) {
        case 1:
            diagonals(true);
            break;
        case 2:
            for (double y = rect.y + spacing / 2; y < rect.bottom(); y += spacing * 0.8) {
                lines.moveTo(rect.x, y).lineTo(rect.right(), y);
            }
            break;
        case 3:
            diagonals(false);
            break;
        case 4:
            diagonals(true);
            diagonals(false);
            break;
        default:
            for (double x = rect.x + spacing / 2; x < rect.right(); x += spacing * 0.8) {
                lines.moveTo(x, rect.y).lineTo(x, rect.bottom());
            }
            break;
    }
    surface.pushClip(rect);
    surface.stroke(lines, Stroke{kChartHatch, 1.2, Dash::Solid});
    surface.popClip();
}

// A legend entry's sample: a short line with the marker (lines) or a hatched swatch (bars).
constexpr double kChartSampleWidth = 28;
constexpr double kChartSampleGap = 5;
constexpr double kChartEntryGap = 18;

struct ChartLegendEntry {
    std::string text;
    double width = 0;  // sample, gap and text
    double x = 0;
    double y = 0;
};

// The legend's entries laid out in centred rows within `width`; returns its height.
double chartLayoutLegend(const ChartPen& pen, const Chart& chart, double left, double width,
                         double top, std::vector<ChartLegendEntry>& entries) {
    const double lineHeight = pen.measure("Mg", kChartLegendFont).height + 3;
    const double textRoom = std::max(10.0, width - kChartSampleWidth - kChartSampleGap);
    std::vector<std::vector<std::size_t>> rows(1);
    double rowWidth = 0;
    for (const ChartSeries& series : chart.series) {
        ChartLegendEntry entry;
        entry.text = fitTextToWidth(pen.surfaceMeasurer(), series.name, kChartLegendFont, textRoom);
        entry.width =
            kChartSampleWidth + kChartSampleGap + pen.measure(entry.text, kChartLegendFont).width;
        const double needed = rowWidth == 0 ? entry.width : rowWidth + kChartEntryGap + entry.width;
        if (rowWidth > 0 && needed > width) {
            rows.emplace_back();
            rowWidth = entry.width;
        } else {
            rowWidth = needed;
        }
        rows.back().push_back(entries.size());
        entries.push_back(std::move(entry));
    }
    double y = top;
    for (const std::vector<std::size_t>& row : rows) {
        double total = 0;
        for (std::size_t i : row) total += entries[i].width + (total > 0 ? kChartEntryGap : 0);
        double x = left + std::max(0.0, (width - total) / 2);
        for (std::size_t i : row) {
            entries[i].x = x;
            entries[i].y = y;
            x += entries[i].width + kChartEntryGap;
        }
        y += lineHeight;
    }
    return entries.empty() ? 0 : y - top;
}

void chartDrawLegend(ChartPen& pen, const Chart& chart,
                     const std::vector<ChartLegendEntry>& entries) {
    Surface& surface = pen.surface();
    const double textHeight = pen.measure("Mg", kChartLegendFont).height;
    for (std::size_t i = 0; i < entries.size(); ++i) {
        const ChartLegendEntry& entry = entries[i];
        const ChartSeriesStyle style = chartSeriesStyle(i, chart.series[i]);
        const double middle = entry.y + textHeight / 2;
        if (chart.kind == Chart::Kind::Lines) {
            Path line;
            line.moveTo(entry.x, middle).lineTo(entry.x + kChartSampleWidth, middle);
            surface.stroke(line, Stroke{style.colour, 2, style.dash});
            chartMarker(surface, style.marker, {entry.x + kChartSampleWidth / 2, middle},
                        style.colour);
        } else {
            const Rect swatch{entry.x + 2, middle - 6, kChartSampleWidth - 4, 12};
            surface.fill(Path().rectangle(swatch), style.colour);
            chartHatch(surface, swatch, style.hatch);
        }
        pen.label(entry.text, {entry.x + kChartSampleWidth + kChartSampleGap, entry.y},
                  kChartLegendFont);
    }
}

// The title centred above; returns where the rest begins.
double chartDrawTitle(ChartPen& pen, const Chart& chart, const Rect& where) {
    double top = where.y + kChartPad;
    if (chart.title.empty()) return top;
    const std::string title = fitTextToWidth(pen.surfaceMeasurer(), chart.title, kChartTitleFont,
                                             where.width - 2 * kChartPad);
    const drawing::TextSize size = pen.measure(title, kChartTitleFont);
    pen.label(title, {where.x + (where.width - size.width) / 2, top}, kChartTitleFont);
    return top + size.height + 6;
}

void chartDrawEmpty(ChartPen& pen, const Chart& chart, const Rect& where) {
    const double top = chartDrawTitle(pen, chart, where);
    const Rect frame{where.x + kChartPad, top, where.width - 2 * kChartPad,
                     std::max(0.0, where.bottom() - kChartPad - top)};
    pen.surface().stroke(Path().rectangle(frame), Stroke{kChartFrame, 1, Dash::Solid});
    const std::string words = "No data yet";
    const drawing::TextSize size = pen.measure(words, kChartEmptyFont);
    pen.label(
        words,
        {frame.x + (frame.width - size.width) / 2, frame.y + (frame.height - size.height) / 2},
        kChartEmptyFont, kChartAxis);
}

// The two axes along the plot's left and bottom edges, the y axis's title at the top left
// (at `yTitleTop`) and the x axis's centred under the plot (at `xTitleTop`), each cut to `inner`.
void chartDrawAxesAndTitles(ChartPen& pen, const Chart& chart, const Rect& plot, const Rect& where,
                            double inner, double yTitleTop, double xTitleTop) {
    Surface& surface = pen.surface();
    Path axes;
    axes.moveTo(plot.x, plot.y).lineTo(plot.x, plot.bottom()).lineTo(plot.right(), plot.bottom());
    surface.stroke(axes, Stroke{kChartAxis, 1, Dash::Solid});
    if (!chart.yTitle.empty()) {
        pen.label(fitTextToWidth(pen.surfaceMeasurer(), chart.yTitle, kChartAxisTitleFont, inner),
                  {where.x + kChartPad, yTitleTop}, kChartAxisTitleFont);
    }
    if (!chart.xTitle.empty()) {
        const std::string title =
            fitTextToWidth(pen.surfaceMeasurer(), chart.xTitle, kChartAxisTitleFont, inner);
        const double width = pen.measure(title, kChartAxisTitleFont).width;
        double x = plot.x + (plot.width - width) / 2;
        x = std::clamp(x, where.x + kChartPad, where.right() - kChartPad - width);
        pen.label(title, {x, xTitleTop}, kChartAxisTitleFont);
    }
}

// Tick labels of a horizontal axis under `plot`, with their marks (longer for coarser levels).
void chartDrawXAxisLabels(ChartPen& pen, const std::vector<ChartAxisLabel>& labels,
                          const Rect& plot, bool grid) {
    int lastRow = 0;
    for (const ChartAxisLabel& label : labels) lastRow = std::max(lastRow, label.row);
    Path marks;
    Path lines;
    for (const ChartAxisLabel& label : labels) {
        const double length = kChartTickLength + 2.0 * label.row;
        marks.moveTo(label.at, plot.bottom()).lineTo(label.at, plot.bottom() + length);
        if (grid && label.row == lastRow) {
            lines.moveTo(label.at, plot.y).lineTo(label.at, plot.bottom());
        }
    }
    pen.surface().stroke(lines, Stroke{kChartGrid, 1, Dash::Solid});
    pen.surface().stroke(marks, Stroke{kChartAxis, 1, Dash::Solid});
    for (const ChartAxisLabel& label : labels) {
        pen.label(label.text, {label.box.x, label.box.y}, chartTickFont(label.coarse));
    }
}

// What both kinds of chart share, laid out from the top down (the title) and from the bottom up
// (the legend, then the x axis's title above it).
struct ChartFrame {
    double top = 0;  // below the title
    double tickHeight = 0;
    double axisTitleHeight = 0;
    double inner = 0;  // the width inside the padding
    std::vector<ChartLegendEntry> legend;
    double xTitleTop = 0;
};

ChartFrame chartLayOutFrame(ChartPen& pen, const Chart& chart, const Rect& where) {
    ChartFrame frame;
    frame.top = chartDrawTitle(pen, chart, where);
    frame.tickHeight = pen.measure("0", kChartTickFont).height;
    frame.axisTitleHeight = pen.measure("Mg", kChartAxisTitleFont).height;
    frame.inner = where.width - 2 * kChartPad;
    const double legendHeight =
        chartLayoutLegend(pen, chart, where.x + kChartPad, frame.inner, 0, frame.legend);
    const double legendTop = where.bottom() - kChartPad - legendHeight;
    for (ChartLegendEntry& entry : frame.legend) entry.y += legendTop;
    frame.xTitleTop = legendTop - (chart.xTitle.empty() ? 0 : frame.axisTitleHeight) -
                      (frame.legend.empty() ? 0 : 6);
    return frame;
}

void chartDrawLines(ChartPen& pen, const Chart& chart, const Rect& where) {
    Surface& surface = pen.surface();
    // From the bottom up: the legend, the x axis's title, its tick labels.
    ChartFrame frame = chartLayOutFrame(pen, chart, where);
    const double top = frame.top;
    const double tickHeight = frame.tickHeight;
    const double axisTitleHeight = frame.axisTitleHeight;
    const double inner = frame.inner;
    std::vector<ChartLegendEntry>& legend = frame.legend;
    const double xTitleTop = frame.xTitleTop;
    // The y axis's title above the plot, at its left: text is never turned on a surface.
    const double yTitleTop = top;
    const double plotTop = top + (chart.yTitle.empty() ? tickHeight / 2 : axisTitleHeight + 6);

    // The values' range, from 0 unless something falls below it.
    const std::size_t points = chart.x.size();
    double low = 0;
    double high = 0;
    for (const ChartSeries& series : chart.series) {
        for (std::size_t i = 0; i < std::min(points, series.values.size()); ++i) {
            if (!std::isfinite(series.values[i])) continue;
            low = std::min(low, series.values[i]);
            high = std::max(high, series.values[i]);
        }
    }
    if (high <= low) high = low + 1;
    // The x range: one point alone sits in the middle.
    double xLow = chart.x.front();
    double xHigh = chart.x.back();
    if (xHigh <= xLow) {
        xLow -= 0.5;
        xHigh += 0.5;
    }

    // The rows of x labels decide the plot's height, which decides the y labels, whose width
    // decides the plot's width and so the x labels: laid out for the rows guessed, then again
    // for the rows found when they differ.
    std::set<int> offeredLevels;
    for (const AxisTick& tick : chart.xTicks) offeredLevels.insert(tick.level);
    int rows = std::min<int>(2, std::max<int>(1, static_cast<int>(offeredLevels.size())));
    double tickTop = 0;
    Rect plot;
    double yLow = 0;
    double yHigh = 1;
    std::vector<std::pair<double, std::string>> yTicks;
    std::vector<ChartAxisLabel> xLabels;
    for (int pass = 0; pass < 2; ++pass) {
        tickTop = xTitleTop - rows * (tickHeight + 1) - 1;
        const double plotBottom = tickTop - kChartTickLength - 2.0 * (rows - 1) - 2;
        const double plotHeight = std::max(1.0, plotBottom - plotTop);
        const int yCount = std::max(2, static_cast<int>(plotHeight / (tickHeight * 2.8)));
        const double yStep = chartRoundStep(high - low, yCount);
        yLow = std::floor(low / yStep) * yStep;
        yHigh = std::ceil(high / yStep - 1e-9) * yStep;
        yTicks.clear();
        double yLabelWidth = 0;
        for (double value = yLow; value <= yHigh + yStep * 1e-9; value += yStep) {
            yTicks.emplace_back(value, chartNumber(value));
            yLabelWidth =
                std::max(yLabelWidth, pen.measure(yTicks.back().second, kChartTickFont).width);
        }
        const double plotLeft = where.x + kChartPad + yLabelWidth + kChartTickLength + 4;
        // Room at the right for half a last date label.
        const double plotRight = where.right() - kChartPad - 14;
        plot = {plotLeft, plotTop, std::max(1.0, plotRight - plotLeft), plotHeight};
        xLabels =
            chart.xTicks.empty()
                ? chartRoundAxisLabels(pen, xLow, xHigh, plot.x, plot.right(), tickTop,
                                       where.x + kChartPad, where.right() - kChartPad)
                : chartOfferedAxisLabels(pen, chart.xTicks, xLow, xHigh, plot.x, plot.right(),
                                         tickTop, where.x + kChartPad, where.right() - kChartPad);
        int used = 1;
        for (const ChartAxisLabel& label : xLabels) used = std::max(used, label.row + 1);
        if (used == rows) break;
        rows = used;
    }
    const auto yAt = [&](double value) {
        return plot.bottom() - (value - yLow) / (yHigh - yLow) * plot.height;
    };
    const auto xAt = [&](double x) { return plot.x + (x - xLow) / (xHigh - xLow) * plot.width; };

    // Grid, axes and tick labels.
    Path grid;
    for (const auto& tick : yTicks) {
        grid.moveTo(plot.x, yAt(tick.first)).lineTo(plot.right(), yAt(tick.first));
    }
    surface.stroke(grid, Stroke{kChartGrid, 1, Dash::Solid});
    chartDrawXAxisLabels(pen, xLabels, plot, true);
    Path yMarks;
    for (const auto& tick : yTicks) {
        const double y = yAt(tick.first);
        yMarks.moveTo(plot.x - kChartTickLength, y).lineTo(plot.x, y);
        const drawing::TextSize size = pen.measure(tick.second, kChartTickFont);
        pen.label(tick.second, {plot.x - kChartTickLength - 3 - size.width, y - size.height / 2},
                  kChartTickFont);
    }
    surface.stroke(yMarks, Stroke{kChartAxis, 1, Dash::Solid});
    chartDrawAxesAndTitles(pen, chart, plot, where, inner, yTitleTop, xTitleTop);

    // The series, clipped a little beyond the plot so that a marker on its edge shows whole.
    const double spacing =
        plot.width / static_cast<double>(std::max<std::size_t>(1, points - (points > 1 ? 1 : 0)));
    const std::size_t every =
        spacing >= 10 ? 1 : static_cast<std::size_t>(std::ceil(56 / std::max(spacing, 1e-6)));
    surface.pushClip({plot.x - 6, plot.y - 6, plot.width + 12, plot.height + 12});
    for (std::size_t s = 0; s < chart.series.size(); ++s) {
        const ChartSeries& series = chart.series[s];
        const ChartSeriesStyle style = chartSeriesStyle(s, series);
        const std::size_t count = std::min(points, series.values.size());
        std::vector<Point> line;
        line.reserve(count);
        Path path;
        const auto flush = [&] {
            if (line.size() > 1) path.polyline(line);
            line.clear();
        };
        // Many points to a pixel's column (ten years of days) are drawn as that column's first,
        // lowest, highest and last: the same line, a fraction of the SVG.
        long column = std::numeric_limits<long>::min();
        std::size_t first = 0;
        std::size_t lowest = 0;
        std::size_t highest = 0;
        std::size_t last = 0;
        const auto emitColumn = [&] {
            if (column == std::numeric_limits<long>::min()) return;
            std::size_t picked[] = {first, lowest, highest, last};
            std::sort(std::begin(picked), std::end(picked));
            for (std::size_t k = 0; k < 4; ++k) {
                if (k > 0 && picked[k] == picked[k - 1]) continue;
                line.push_back({xAt(chart.x[picked[k]]), yAt(series.values[picked[k]])});
            }
            column = std::numeric_limits<long>::min();
        };
        for (std::size_t i = 0; i < count; ++i) {
            if (!std::isfinite(series.values[i])) {
                emitColumn();
                flush();
                continue;
            }
            const long here = std::lround(std::floor(xAt(chart.x[i])));
            if (here != column) {
                emitColumn();
                column = here;
                first = lowest = highest = i;
            }
            if (series.values[i] < series.values[lowest]) lowest = i;
            if (series.values[i] > series.values[highest]) highest = i;
            last = i;
        }
        emitColumn();
        flush();
        surface.stroke(path, Stroke{style.colour, 1.8, style.dash});
        // Markers at every point when there is room, else spread out, each series's offset so
        // that two equal lines still show both shapes.
        const std::size_t offset =
            every == 1 ? 0 : (s * every) / std::max<std::size_t>(1, chart.series.size());
        for (std::size_t i = offset; i < count; i += every) {
            if (!std::isfinite(series.values[i])) continue;
            chartMarker(surface, style.marker, {xAt(chart.x[i]), yAt(series.values[i])},
                        style.colour);
        }
    }
    surface.popClip();
    chartDrawLegend(pen, chart, legend);
}

void chartDrawBars(ChartPen& pen, const Chart& chart, const Rect& where) {
    Surface& surface = pen.surface();
    ChartFrame frame = chartLayOutFrame(pen, chart, where);
    const double top = frame.top;
    const double tickHeight = frame.tickHeight;
    const double axisTitleHeight = frame.axisTitleHeight;
    const double inner = frame.inner;
    std::vector<ChartLegendEntry>& legend = frame.legend;
    const double xTitleTop = frame.xTitleTop;
    const double tickTop = xTitleTop - tickHeight - 2;
    const double plotBottom = tickTop - kChartTickLength - 2;
    const double plotTop = top + (chart.yTitle.empty() ? 2 : axisTitleHeight + 6);

    // Each bar's total, the longest one setting the scale.
    std::vector<double> totals(chart.categories.size(), 0);
    for (const ChartSeries& series : chart.series) {
        for (std::size_t c = 0; c < std::min(totals.size(), series.values.size()); ++c) {
            if (std::isfinite(series.values[c])) totals[c] += std::max(0.0, series.values[c]);
        }
    }
    const double most = std::max(1.0, *std::max_element(totals.begin(), totals.end()));
    double totalWidth = 0;
    for (double total : totals) {
        totalWidth = std::max(totalWidth, pen.measure(chartNumber(total), kChartTickFont).width);
    }

    const Font& categoryFont = kChartTickFont;
    double categoryWidth = 0;
    for (const std::string& category : chart.categories) {
        categoryWidth = std::max(categoryWidth, pen.measure(category, categoryFont).width);
    }
    categoryWidth = std::min(categoryWidth, inner * 0.35);
    const double plotLeft = where.x + kChartPad + categoryWidth + 8;
    const double plotRight = where.right() - kChartPad - totalWidth - 6;
    const Rect plot{plotLeft, plotTop, std::max(1.0, plotRight - plotLeft),
                    std::max(1.0, plotBottom - plotTop)};

    // The scale: round numbers from 0 past the longest bar.
    const int count = std::max(2, static_cast<int>(plot.width / 70));
    const double step = chartRoundStep(most, count);
    const double high = std::ceil(most / step - 1e-9) * step;
    const auto xAt = [&](double value) { return plot.x + value / high * plot.width; };
    const std::vector<ChartAxisLabel> xLabels =
        chartRoundAxisLabels(pen, 0, high, plot.x, plot.right(), tickTop, where.x + kChartPad,
                             where.right() - kChartPad);
    chartDrawXAxisLabels(pen, xLabels, plot, true);

    const double slot = plot.height / static_cast<double>(chart.categories.size());
    const double barHeight = std::min(slot * 0.7, 26.0);
    double lastLabelBottom = -std::numeric_limits<double>::infinity();
    for (std::size_t c = 0; c < chart.categories.size(); ++c) {
        const double middle = plot.y + slot * (static_cast<double>(c) + 0.5);
        const Rect bar{plot.x, middle - barHeight / 2, 0, barHeight};
        double from = 0;
        for (std::size_t s = 0; s < chart.series.size(); ++s) {
            const ChartSeries& series = chart.series[s];
            if (c >= series.values.size() || !std::isfinite(series.values[c]) ||
                series.values[c] <= 0) {
                continue;
            }
            const double to = from + series.values[c];
            const Rect segment{xAt(from), bar.y, xAt(to) - xAt(from), bar.height};
            const ChartSeriesStyle style = chartSeriesStyle(s, series);
            surface.fill(Path().rectangle(segment), style.colour);
            chartHatch(surface, segment, style.hatch);
            surface.stroke(Path().rectangle(segment), Stroke{Colour{255, 255, 255}, 0.8});
            from = to;
        }
        // The category's name at the left; a name that would run into the one above is left
        // out rather than overprinted (too many bars for the height).
        const std::string name =
            fitTextToWidth(pen.surfaceMeasurer(), chart.categories[c], categoryFont, categoryWidth);
        const drawing::TextSize size = pen.measure(name, categoryFont);
        const double nameTop = middle - size.height / 2;
        if (nameTop >= lastLabelBottom) {
            pen.label(name, {plot.x - 8 - size.width, nameTop}, categoryFont);
            const std::string total = chartNumber(totals[c]);
            pen.label(total,
                      {xAt(from) + 4, middle - pen.measure(total, kChartTickFont).height / 2},
                      kChartTickFont);
            lastLabelBottom = nameTop + size.height;
        }
    }
    chartDrawAxesAndTitles(pen, chart, plot, where, inner, top, xTitleTop);
    chartDrawLegend(pen, chart, legend);
}

}  // namespace

bool Chart::empty() const {
    bool anyValue = false;
    for (const ChartSeries& s : series) anyValue = anyValue || !s.values.empty();
    if (!anyValue) return true;
    return kind == Kind::Lines ? x.empty() : categories.empty();
}

std::optional<Colour> seriesColour(const std::optional<std::string>& hex) {
    if (!hex || hex->size() != 7 || (*hex)[0] != '#') return std::nullopt;
    std::uint8_t parts[3] = {};
    for (std::size_t i = 0; i < 3; ++i) {
        int value = 0;
        for (std::size_t d = 1 + 2 * i; d < 3 + 2 * i; ++d) {
            const char c = (*hex)[d];
            int digit = -1;
            if (c >= '0' && c <= '9') digit = c - '0';
            if (c >= 'a' && c <= 'f') digit = c - 'a' + 10;
            if (c >= 'A' && c <= 'F') digit = c - 'A' + 10;
            if (digit < 0) return std::nullopt;
            value = value * 16 + digit;
        }
        parts[i] = static_cast<std::uint8_t>(value);
    }
    return Colour{parts[0], parts[1], parts[2]};
}

ChartLabels drawChart(const Chart& chart, drawing::Surface& surface, const drawing::Rect& where) {
    ChartLabels labels;
    ChartPen pen(surface, labels);
    surface.beginGroup("chart", chart.title);
    if (chart.empty()) {
        chartDrawEmpty(pen, chart, where);
    } else if (chart.kind == Chart::Kind::Lines) {
        chartDrawLines(pen, chart, where);
    } else {
        chartDrawBars(pen, chart, where);
    }
    surface.endGroup();
    return labels;
}

std::string chartSvg(const Chart& chart, double width, double height) {
    drawing::SvgSurface svg(width, height);
    svg.fill(Path().rectangle({0, 0, width, height}), Colour{255, 255, 255});
    drawChart(chart, svg, {0, 0, width, height});
    return svg.svgElement();
}

}  // namespace seneschal::reports
