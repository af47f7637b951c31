// Issue 17's speed: every report of a ten-year campaign with 10,000 units is written in under a
// second. The PDF's share: a 10,000-row muster table laid out, paginated and drawn through cairo
// (unique unit names, so that the text measurer's and the surface's caches do not flatter it),
// the chronicle of Crécy played ten years (issue 33), and the ten-year daily strength chart
// drawn on a recording.
#include <benchmark/benchmark.h>

#include <cmath>
#include <string>
#include <utility>
#include <vector>

#include "drawing/recording_surface.hpp"
#include "reports/pdf_writer.hpp"

namespace {

using namespace seneschal;

reports::Document tenThousandRowDocument() {
    reports::Document document("Muster roll", "Ten years · as of 1 January 1356");
    reports::TableBlock block;
    block.id = "units";
    block.caption = "Units";
    block.table =
        reports::Table({{"Id", reports::Table::Align::Right, reports::Table::Shown::CsvOnly},
                        {"Unit", reports::Table::Align::Left},
                        {"Type", reports::Table::Align::Left},
                        {"Present", reports::Table::Align::Right},
                        {"Wounded", reports::Table::Align::Right},
                        {"Returns", reports::Table::Align::Left},
                        {"Captive", reports::Table::Align::Right},
                        {"Dead", reports::Table::Align::Right}});
    for (int unit = 1; unit <= 10000; ++unit) {
        block.table.addRow({std::to_string(unit), "Unit " + std::to_string(unit) + " of the host",
                            unit % 2 ? "Longbowmen" : "Men-at-arms", std::to_string(unit % 400),
                            std::to_string(unit % 13), unit % 13 ? "2 September 1355" : "",
                            std::to_string(unit % 7), std::to_string(unit % 11)});
    }
    document.table(std::move(block));
    return document;
}

void BM_PdfDocument10000Rows(benchmark::State& state) {
    const reports::Document document = tenThousandRowDocument();
    std::size_t bytes = 0;
    for (auto _ : state) {
        const std::string pdf = reports::pdfDocument(document);
        bytes = pdf.size();
        benchmark::DoNotOptimize(pdf);
    }
    state.counters["bytes"] = static_cast<double>(bytes);
}
BENCHMARK(BM_PdfDocument10000Rows)->Unit(benchmark::kMillisecond);

// The chronicle of Crécy played ten years, as the chronicle report lays it out (a heading a
// month, a paragraph a day, the events' table for the CSV only): each day both sides' pay, most
// days the arrears of the units left unpaid, every other day a desertion. `perUnit`: an arrears
// line for each unpaid unit, as campaigns played before one line a side still hold (90,461
// lines; Crécy's own: 91,002); else one line a side (15,903; Crécy's: 16,017, as `advance
// --days 3650` writes now).
reports::Document crecyTenYearChronicle(bool perUnit) {
    const char* const months[] = {"January",   "February", "March",    "April",
                                  "May",       "June",     "July",     "August",
                                  "September", "October",  "November", "December"};
    const int unpaid[2] = {11, 13};
    const char* const sides[2] = {"Kingdom of England", "Kingdom of France"};
    reports::Document document("Chronicle", "The Crécy campaign, 1346");
    reports::Table table({{"date"}, {"kind"}, {"event"}});
    std::vector<std::pair<std::string, std::vector<std::string>>> paragraphs;
    std::size_t lines = 0;
    for (int day = 0; day < 3650; ++day) {
        const int year = 1346 + day / 365;
        const int month = day % 365 / 31 % 12;
        const std::string heading = std::string(months[month]) + " " + std::to_string(year);
        if (paragraphs.empty() || paragraphs.back().first != heading) {
            paragraphs.push_back({heading, {}});
        }
        std::vector<std::string> events;
        for (int side = 0; side < 2; ++side) {
            events.push_back(std::string(sides[side]) + " pays £" +
                             std::to_string(147 + side * 35) + " 10s in wages");
            if (day % 14 == 0) continue;  // a day the side could pay everyone
            if (perUnit) {
                for (int unit = 0; unit < unpaid[side]; ++unit) {
                    events.push_back(
                        std::string(side ? "Compagnie d'ordonnance " : "Retinue of Sir ") +
                        std::to_string(unit + 1) + " unpaid: " + std::to_string(day % 400 + 1) +
                        " days in arrears (£" + std::to_string(day * 3 + unit) + " " +
                        std::to_string((day * 7 + unit) % 20) + "s)");
                }
            } else {
                events.push_back(std::to_string(unpaid[side]) + " units of " + sides[side] +
                                 " unpaid: £" + std::to_string(508377 + day * 131) + " " +
                                 std::to_string(day % 20) + "s owed to them in arrears");
            }
        }
        if (day % 2 == 0) {
            events.push_back(std::to_string(day % 9 + 1) + " men of Retinue of Sir " +
                             std::to_string(day % 27 + 1) + " desert for want of pay");
        }
        std::string paragraph = std::to_string(day % 31 + 1) + " " + months[month] + ".";
        for (const std::string& event : events) {
            table.addRow({std::to_string(day), "event", event});
            paragraph += " " + event + ".";
            ++lines;
        }
        paragraphs.back().second.push_back(std::move(paragraph));
    }
    document.facts({{"Events", std::to_string(lines) + " events"},
                    {"From", "12 July 1346"},
                    {"To", "9 July 1356 (today)"}});
    for (auto& month : paragraphs) {
        document.heading(month.first, 3);
        for (std::string& day : month.second) document.paragraph(std::move(day));
    }
    reports::TableBlock block;
    block.id = "chronicle";
    block.caption = "The chronicle";
    block.table = std::move(table);
    block.onPages = false;
    document.table(std::move(block));
    return document;
}

void BM_PdfChronicleCrecyTenYears(benchmark::State& state) {
    const reports::Document document = crecyTenYearChronicle(state.range(0) != 0);
    std::size_t bytes = 0;
    for (auto _ : state) {
        const std::string pdf = reports::pdfDocument(document);
        bytes = pdf.size();
        benchmark::DoNotOptimize(pdf);
    }
    state.counters["bytes"] = static_cast<double>(bytes);
}
// 0: one arrears line a side a day (15,903 lines); 1: one a unit (90,461 lines).
BENCHMARK(BM_PdfChronicleCrecyTenYears)->Arg(0)->Arg(1)->Unit(benchmark::kMillisecond);

void BM_ChartTenYearsDaily(benchmark::State& state) {
    reports::Chart chart;
    chart.title = "Strength by date";
    chart.series = {
        {"Kingdom of England", {}}, {"Kingdom of France", {}}, {"Kingdom of Scotland", {}}};
    for (int day = 0; day < 3650; ++day) {
        chart.x.push_back(day);
        for (auto& series : chart.series)
            series.values.push_back(10000 + 3000 * std::sin(day / 50.0));
        if (day % 365 == 0)
            chart.xTicks.push_back({double(day), std::to_string(1346 + day / 365), 0});
        if (day % 30 == 0) chart.xTicks.push_back({double(day), "Mon", 1});
        chart.xTicks.push_back({double(day), std::to_string(day % 30 + 1), 2});
    }
    drawing::RecordingSurface surface(720, 360);
    for (auto _ : state) {
        surface.clear();
        benchmark::DoNotOptimize(reports::drawChart(chart, surface, {0, 0, 720, 360}));
    }
}
BENCHMARK(BM_ChartTenYearsDaily)->Unit(benchmark::kMillisecond);

}  // namespace
