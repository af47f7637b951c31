// Issue 17's speed: every report of a ten-year campaign with 10,000 units is written in under a
// second. The PDF's share: a 10,000-row muster table laid out, paginated and drawn through cairo
// (unique unit names, so that the text measurer's and the surface's caches do not flatter it),
// and the ten-year daily strength chart drawn on a recording.
#include <benchmark/benchmark.h>

#include <cmath>
#include <string>

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
