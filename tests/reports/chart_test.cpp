// The one chart module (reports/chart.hpp) drawn on a recording: labels that never overlap nor
// leave the chart, a legend naming every series, series told apart without colour, an empty
// chart that says so, and the SVG form well-formed.
#include "reports/chart.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <pugixml.hpp>
#include <set>
#include <string>
#include <vector>

#include "drawing/recording_surface.hpp"

namespace seneschal::reports {
namespace {

using drawing::RecordingSurface;
using drawing::Rect;

constexpr Rect kChartArea{0, 0, 640, 320};

void expectReadable(const ChartLabels& labels, const Rect& where) {
    ASSERT_EQ(labels.boxes.size(), labels.texts.size());
    for (std::size_t i = 0; i < labels.boxes.size(); ++i) {
        const Rect& box = labels.boxes[i];
        EXPECT_GE(box.x, where.x - 0.01) << labels.texts[i];
        EXPECT_GE(box.y, where.y - 0.01) << labels.texts[i];
        EXPECT_LE(box.right(), where.right() + 0.01) << labels.texts[i];
        EXPECT_LE(box.bottom(), where.bottom() + 0.01) << labels.texts[i];
        for (std::size_t j = i + 1; j < labels.boxes.size(); ++j) {
            EXPECT_FALSE(box.overlaps(labels.boxes[j]))
                << "'" << labels.texts[i] << "' overlaps '" << labels.texts[j] << "'";
        }
    }
}

bool hasLabel(const ChartLabels& labels, const std::string& text) {
    return std::find(labels.texts.begin(), labels.texts.end(), text) != labels.texts.end();
}

// A campaign's strength by day: `days` days from day 0, ticks offered at years (365 days),
// months (about 30 days) and days.
Chart campaignChart(int days, int sides) {
    Chart chart;
    chart.kind = Chart::Kind::Lines;
    chart.title = "Strength by date";
    chart.xTitle = "Date";
    chart.yTitle = "Men";
    static const char* const names[] = {"Kingdom of England", "Kingdom of France",
                                        "Kingdom of Scotland"};
    for (int s = 0; s < sides; ++s) chart.series.push_back({names[s % 3], {}});
    static const char* const months[] = {"Jan", "Feb", "Mar", "Apr", "May", "Jun",
                                         "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"};
    for (int day = 0; day < days; ++day) {
        chart.x.push_back(day);
        for (int s = 0; s < sides; ++s) {
            chart.series[s].values.push_back(14000 - 9 * s * 1000 / 10.0 +
                                             3000 * std::sin(day / (40.0 + 7 * s)));
        }
        const int year = day / 365;
        const int dayOfYear = day % 365;
        if (dayOfYear == 0) chart.xTicks.push_back({double(day), std::to_string(1340 + year), 0});
        if (dayOfYear % 30 == 0 && dayOfYear / 30 < 12) {
            chart.xTicks.push_back({double(day), months[dayOfYear / 30], 1});
        }
        chart.xTicks.push_back({double(day), std::to_string(dayOfYear % 30 + 1), 2});
    }
    return chart;
}

TEST(ChartTest, AnEmptyCampaignDrawsItsFrameAndSaysNoDataYet) {
    Chart chart;
    chart.title = "Strength by date";
    chart.xTitle = "Date";
    chart.yTitle = "Men";
    chart.series.push_back({"Kingdom of England", {}});
    ASSERT_TRUE(chart.empty());

    RecordingSurface surface(kChartArea.width, kChartArea.height);
    const ChartLabels labels = drawChart(chart, surface, kChartArea);
    EXPECT_TRUE(hasLabel(labels, "No data yet"));
    EXPECT_TRUE(hasLabel(labels, "Strength by date"));
    const auto& ops = surface.operations();
    EXPECT_TRUE(std::any_of(ops.begin(), ops.end(), [](const auto& op) {
        return op.kind == RecordingSurface::Kind::Stroke;
    })) << "the frame";
    expectReadable(labels, kChartArea);
}

TEST(ChartTest, ASingleDayStillShowsEachSideAsAMarker) {
    Chart chart = campaignChart(1, 2);
    ASSERT_FALSE(chart.empty());
    RecordingSurface surface(kChartArea.width, kChartArea.height);
    const ChartLabels labels = drawChart(chart, surface, kChartArea);
    expectReadable(labels, kChartArea);
    EXPECT_TRUE(hasLabel(labels, "Kingdom of England"));
    EXPECT_TRUE(hasLabel(labels, "Kingdom of France"));
    EXPECT_TRUE(hasLabel(labels, "1340")) << "the one day's year";
    EXPECT_TRUE(hasLabel(labels, "10,000")) << "the y axis in grouped numbers";
    // Two markers in the plot (filled shapes) besides the two in the legend.
    const auto& ops = surface.operations();
    const auto fills = std::count_if(ops.begin(), ops.end(), [](const auto& op) {
        return op.kind == RecordingSurface::Kind::Fill && op.colour.red != 255;
    });
    EXPECT_GE(fills, 4);
}

TEST(ChartTest, TenYearsOfDaysKeepTheYearsAndDropTheDays) {
    const Chart chart = campaignChart(3650, 3);
    RecordingSurface surface(kChartArea.width, kChartArea.height);
    const ChartLabels labels = drawChart(chart, surface, kChartArea);
    expectReadable(labels, kChartArea);
    for (int year = 1340; year < 1350; ++year) {
        EXPECT_TRUE(hasLabel(labels, std::to_string(year))) << year;
    }
    EXPECT_FALSE(hasLabel(labels, "15")) << "no day of the month fits ten years";
    for (const char* side : {"Kingdom of England", "Kingdom of France", "Kingdom of Scotland"}) {
        EXPECT_TRUE(hasLabel(labels, side)) << side;
    }
    // Told apart in black and white: three dashes among the plotted lines.
    std::set<int> dashes;
    for (const auto& op : surface.operations()) {
        if (op.kind == RecordingSurface::Kind::Stroke && op.segments > 200) {
            dashes.insert(static_cast<int>(op.stroke.dash));
        }
    }
    EXPECT_EQ(dashes.size(), 3u);
}

TEST(ChartTest, OneYearOnAWideChartShowsTheMonthsWithTheYear) {
    const Chart chart = campaignChart(365, 2);
    const Rect wide{0, 0, 900, 300};
    RecordingSurface surface(wide.width, wide.height);
    const ChartLabels labels = drawChart(chart, surface, wide);
    expectReadable(labels, wide);
    EXPECT_TRUE(hasLabel(labels, "1340"));
    EXPECT_TRUE(hasLabel(labels, "Jun"));
    EXPECT_FALSE(hasLabel(labels, "Jan")) << "the year stands where January begins";
}

TEST(ChartTest, ThirtyMovesAreLabelledInWholeMoves) {
    Chart chart;
    chart.title = "Formed figures by move";
    chart.xTitle = "Move";
    chart.yTitle = "Figures formed";
    chart.series = {{"Kingdom of England", {}}, {"Kingdom of France", {}}};
    for (int move = 1; move <= 30; ++move) {
        chart.x.push_back(move);
        chart.series[0].values.push_back(120 - move);
        chart.series[1].values.push_back(180 - 5 * move);
    }
    RecordingSurface surface(480, 240);
    const ChartLabels labels = drawChart(chart, surface, {0, 0, 480, 240});
    expectReadable(labels, {0, 0, 480, 240});
    EXPECT_TRUE(hasLabel(labels, "Kingdom of England"));
    EXPECT_TRUE(hasLabel(labels, "Kingdom of France"));
    EXPECT_TRUE(hasLabel(labels, "30"));
    for (const std::string& text : labels.texts) {
        EXPECT_EQ(text.find('.'), std::string::npos) << "no half moves: " << text;
    }
}

TEST(ChartTest, TwelveStackedBarsNameEveryCategoryAndHatchTheirSegments) {
    Chart chart;
    chart.kind = Chart::Kind::StackedBars;
    chart.title = "Losses by cause";
    chart.xTitle = "Men";
    chart.series = {{"Dead", {}}, {"Wounded", {}}, {"Deserted", {}}, {"Captive", {}}};
    for (int c = 0; c < 12; ++c) {
        chart.categories.push_back(c == 3 ? "The army of the Black Prince and the Earl of "
                                            "Warwick riding through Normandy"
                                          : "Army " + std::to_string(c + 1));
        for (int s = 0; s < 4; ++s) chart.series[s].values.push_back(100.0 * (c + 1) * (s + 1));
    }
    RecordingSurface surface(kChartArea.width, 400);
    const Rect where{0, 0, kChartArea.width, 400};
    const ChartLabels labels = drawChart(chart, surface, where);
    expectReadable(labels, where);
    for (int c = 0; c < 12; ++c) {
        if (c == 3) continue;
        EXPECT_TRUE(hasLabel(labels, "Army " + std::to_string(c + 1))) << c;
    }
    EXPECT_TRUE(std::any_of(labels.texts.begin(), labels.texts.end(), [](const std::string& t) {
        return t.rfind("The army of the Black Prince", 0) == 0 && t.ends_with("…");
    })) << "the long name cut with an ellipsis";
    for (const char* cause : {"Dead", "Wounded", "Deserted", "Captive"}) {
        EXPECT_TRUE(hasLabel(labels, cause)) << cause;
    }
    EXPECT_TRUE(hasLabel(labels, "12,000")) << "the last bar's total";
    // Hatching is drawn clipped to each segment: three hatched series of twelve bars, and the
    // legend's three swatches.
    const auto& ops = surface.operations();
    const auto clips = std::count_if(ops.begin(), ops.end(), [](const auto& op) {
        return op.kind == RecordingSurface::Kind::PushClip;
    });
    EXPECT_GE(clips, 3 * 12 + 3);
}

TEST(ChartTest, TheSvgIsWellFormedWithEveryLabelAsText) {
    const std::string svg = chartSvg(campaignChart(3650, 3), 640, 320);
    pugi::xml_document document;
    const pugi::xml_parse_result parsed = document.load_string(svg.c_str());
    ASSERT_TRUE(parsed) << parsed.description();
    EXPECT_STREQ(document.first_child().name(), "svg");
    std::set<std::string> texts;
    for (const pugi::xpath_node& node : document.select_nodes("//*[local-name()='text']")) {
        texts.insert(node.node().text().get());
    }
    EXPECT_TRUE(texts.count("Kingdom of Scotland"));
    EXPECT_TRUE(texts.count("1345"));

    const std::string empty = chartSvg(Chart{}, 300, 150);
    ASSERT_TRUE(document.load_string(empty.c_str()));
    EXPECT_NE(empty.find("No data yet"), std::string::npos);
}

}  // namespace
}  // namespace seneschal::reports
