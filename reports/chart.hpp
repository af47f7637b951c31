#pragma once
// The one chart module (issue 17): every chart of every report is drawn here from a Chart, on
// any drawing surface: inline SVG in the HTML, the PDF's pages, the desk viewer's bitmaps. Axes
// with their titles, tick labels that never overlap (a finer level of date ticks is dropped
// before labels collide), a legend, and each series told apart by line style and marker (lines)
// or hatching (bars) besides its colour, so that a page printed in black and white reads.
#include <optional>
#include <string>
#include <vector>

#include "drawing/surface.hpp"

namespace seneschal::reports {

// A tick the chart may label on the x axis. The report offers ticks at several levels (0 the
// coarsest: years; 1: months; 2: days); the chart keeps the finest level whose labels fit
// without overlapping, and always its coarser ones.
struct AxisTick {
    double at = 0;
    std::string label;
    int level = 0;
};

struct ChartSeries {
    std::string name;            // in the legend: "Kingdom of England"
    std::vector<double> values;  // one per x (Lines) or per category (StackedBars)
    // A side's own colour (the scenario's, as the map draws it), so that a side has one colour
    // everywhere; none: the chart's palette by the series' place.
    std::optional<drawing::Colour> colour = std::nullopt;
};

struct Chart {
    enum class Kind {
        Lines,        // a value over time or over moves: strength by date, formed figures by move
        StackedBars,  // one horizontal bar per category, one segment per series (losses by cause)
    };
    Kind kind = Kind::Lines;
    std::string title;   // above the chart
    std::string xTitle;  // "Date", "Move"
    std::string yTitle;  // "Men", "Figures formed"
    // Lines: the x positions, ascending (a campaign day number, a move number). StackedBars:
    // unused.
    std::vector<double> x;
    // Lines: the ticks offered (empty: the chart picks round numbers of x itself).
    std::vector<AxisTick> xTicks;
    // StackedBars: one bar per category ("Kingdom of England", "The Black Prince's army").
    std::vector<std::string> categories;
    std::vector<ChartSeries> series;

    bool empty() const;  // nothing to plot: no series or no points
};

// Where each label of a drawn chart went, for tests: no two may overlap.
struct ChartLabels {
    std::vector<drawing::Rect> boxes;
    std::vector<std::string> texts;
};

// Draws `chart` filling `where` on `surface` (an empty chart draws its frame and says "No data
// yet"). Returns the labels' boxes.
ChartLabels drawChart(const Chart& chart, drawing::Surface& surface, const drawing::Rect& where);

// A side's stored colour ("#rrggbb") for its series; none when it has none or it is malformed
// (the palette then).
std::optional<drawing::Colour> seriesColour(const std::optional<std::string>& hex);

// The chart as an inline <svg> element of the given size, for XHTML.
std::string chartSvg(const Chart& chart, double width, double height);

}  // namespace seneschal::reports
