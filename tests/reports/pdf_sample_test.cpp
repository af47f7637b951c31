// A whole report's shape in PDF and its charts as SVG and PNG: a title, headings, prose, facts,
// a 120-row muster table with its side, army and total rows, a line chart of three sides over
// two years and a stacked bar chart. The test checks what poppler reads back; with
// SENESCHAL_REPORT_SAMPLES=<folder> it also leaves the files there to be looked at
// (pdftoppm -r 60 -png sample.pdf page).
#include <gtest/gtest.h>
#include <unistd.h>

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <string>

#include "drawing/png_file.hpp"
#include "reports/pdf_writer.hpp"

namespace seneschal::reports {
namespace {

Chart sampleStrengthChart() {
    Chart chart;
    chart.title = "Strength by date";
    chart.xTitle = "Date";
    chart.yTitle = "Men";
    chart.series = {
        {"Kingdom of England", {}}, {"Kingdom of France", {}}, {"Kingdom of Scotland", {}}};
    static const char* const months[] = {"Jan", "Feb", "Mar", "Apr", "May", "Jun",
                                         "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"};
    for (int day = 0; day < 730; ++day) {
        chart.x.push_back(day);
        chart.series[0].values.push_back(14000 - 6 * day + 800 * std::sin(day / 30.0));
        chart.series[1].values.push_back(26000 - 14 * day + (day > 200 ? -6000 : 0));
        chart.series[2].values.push_back(day < 400 ? 8000 + 2 * day : 3000);
        const int dayOfYear = day % 365;
        if (dayOfYear == 0)
            chart.xTicks.push_back({double(day), std::to_string(1346 + day / 365), 0});
        if (dayOfYear % 30 == 0 && dayOfYear / 30 < 12) {
            chart.xTicks.push_back({double(day), months[dayOfYear / 30], 1});
        }
        chart.xTicks.push_back({double(day), std::to_string(dayOfYear % 30 + 1), 2});
    }
    return chart;
}

Chart sampleLossesChart() {
    Chart chart;
    chart.kind = Chart::Kind::StackedBars;
    chart.title = "Losses by cause";
    chart.xTitle = "Men";
    chart.series = {{"Dead", {}}, {"Wounded", {}}, {"Deserted", {}}, {"Captive", {}}};
    chart.categories = {"Kingdom of England",
                        "The Black Prince's army",
                        "The Earl of Northampton's army of the march of Brittany",
                        "Kingdom of France",
                        "Philip VI's army",
                        "The Duke of Normandy's army"};
    for (std::size_t c = 0; c < chart.categories.size(); ++c) {
        for (std::size_t s = 0; s < 4; ++s) {
            chart.series[s].values.push_back(double((c * 37 + s * 53) % 11 + 1) * 140);
        }
    }
    return chart;
}

Document sampleDocument() {
    Document document("Muster roll", "Crécy 1346 · as of 26 August 1346");
    document.facts(
        {{"Campaign", "Crécy 1346"}, {"As of", "26 August 1346"}, {"Rule set", "God's Acre"}});
    document.heading("Summary");
    document.paragraph(
        "The Kingdom of England holds 11,800 men under arms after the crossing of the Somme; the "
        "Kingdom of France has gathered 26,000 at Abbeville, with the Genoese crossbowmen and the "
        "king's household. The wounded of Blanchetaque return to their banners by the end of the "
        "month.");
    document.bullets({"3 units were destroyed at Blanchetaque.",
                      "The Earl of Warwick is wounded until 2 September 1346.",
                      "Jean de Hainault is held by the Kingdom of England for 2,000 £."});
    document.note("Deserters are counted on the day they leave; the ledger holds each name.");
    document.heading("Units");
    TableBlock block;
    block.id = "units";
    block.caption = "Units by side, army and battal";
    block.table = Table({{"Id", Table::Align::Right, Table::Shown::CsvOnly},
                         {"Unit", Table::Align::Left},
                         {"Type", Table::Align::Left},
                         {"Present", Table::Align::Right},
                         {"Wounded", Table::Align::Right},
                         {"Returns", Table::Align::Left},
                         {"Captive", Table::Align::Right},
                         {"Dead", Table::Align::Right}});
    const auto add = [&](std::vector<std::string> cells, RowStyle style, int indent) {
        block.table.addRow(std::move(cells));
        block.styles.push_back(style);
        block.indents.push_back(indent);
    };
    int id = 1;
    for (const char* side : {"Kingdom of England", "Kingdom of France"}) {
        add({"", side, "", "", "", "", "", ""}, RowStyle::Group, 0);
        for (int army = 1; army <= 3; ++army) {
            add({"", std::string(side) + " army " + std::to_string(army), "", "", "", "", "", ""},
                RowStyle::Group, 1);
            for (int unit = 1; unit <= 18; ++unit, ++id) {
                add({std::to_string(id),
                     unit == 5 ? "Retinue of Sir Thomas Holland, Sir Reginald Cobham and the "
                                 "household knights of Edward of Woodstock"
                               : "Unit " + std::to_string(id) + " of " + side,
                     unit % 3 == 0   ? "Men-at-arms"
                     : unit % 3 == 1 ? "Longbowmen"
                                     : "Spearmen",
                     std::to_string(100 + id * 7), std::to_string(id % 9),
                     id % 9 ? "2 September 1346" : "", std::to_string(id % 4),
                     std::to_string(id % 5)},
                    RowStyle::Body, 2);
            }
            add({"", "Army total", "", "2,100", "72", "", "27", "36"}, RowStyle::Subtotal, 1);
        }
    }
    add({"", "Total", "", "12,600", "432", "", "162", "216"}, RowStyle::Total, 0);
    document.table(std::move(block));
    document.heading("Strength and losses");
    document.chart(sampleStrengthChart());
    document.chart(sampleLossesChart());
    document.paragraph("The end.");
    return document;
}

TEST(PdfSampleTest, AMusterRollWithChartsPrintsWhole) {
    const std::string pdf = pdfDocument(sampleDocument());
    const char* keep = std::getenv("SENESCHAL_REPORT_SAMPLES");
    const std::filesystem::path folder =
        keep != nullptr ? std::filesystem::path(keep)
                        : std::filesystem::temp_directory_path() /
                              ("seneschal-pdf-sample-" + std::to_string(::getpid()));
    std::filesystem::create_directories(folder);
    std::ofstream(folder / "sample.pdf", std::ios::binary) << pdf;
    std::ofstream(folder / "strength.svg") << chartSvg(sampleStrengthChart(), 720, 360);
    std::ofstream(folder / "losses.png", std::ios::binary)
        << drawing::encodePng(720, 360, {255, 255, 255}, [](drawing::Surface& surface) {
               drawChart(sampleLossesChart(), surface, {0, 0, 720, 360});
           });

    std::string text;
    FILE* pipe = ::popen(("pdftotext '" + (folder / "sample.pdf").string() + "' -").c_str(), "r");
    ASSERT_NE(pipe, nullptr);
    char buffer[4096];
    std::size_t read = 0;
    while ((read = std::fread(buffer, 1, sizeof buffer, pipe)) > 0) text.append(buffer, read);
    EXPECT_EQ(::pclose(pipe), 0);
    if (keep == nullptr) std::filesystem::remove_all(folder);

    for (const char* expected :
         {"Units by side, army and battal", "Strength by date", "Losses by cause",
          "Kingdom of Scotland", "Captive", "The end.", "Retinue of Sir Thomas Holland"}) {
        EXPECT_NE(text.find(expected), std::string::npos) << expected;
    }
    EXPECT_EQ(text.find("household knights of Edward of Woodstock"), std::string::npos)
        << "a cell too long for its column is cut";
}

}  // namespace
}  // namespace seneschal::reports
