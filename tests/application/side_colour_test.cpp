// A side has one colour everywhere (issue 37, item 9): the scenario's, on the map and in every
// chart of the reports that draws the side — the treasury and strength by date, the battle's
// formed strength — not the chart palette's colour for the series' place.
#include <gtest/gtest.h>

#include "application/reports/campaign_reports.hpp"
#include "application/views/campaign_session.hpp"
#include "reports/chart.hpp"
#include "tests/campaign/temp_dir.hpp"
#include "tests/test_files.hpp"

namespace seneschal::application {
namespace {

drawing::Colour asDrawn(const drawing::ViewColour& colour) {
    return {colour.red, colour.green, colour.blue};
}

TEST(SideColour, EveryChartDrawsASideInItsMapColour) {
    seneschal::testing::TempDir dir;
    CampaignSession session =
        CampaignSession::importScenario(seneschal::testing::kCrecyScenario, dir / "c.seneschal");
    AdvanceRequest days;
    days.days = 3;
    session.advance(days);
    std::map<std::string, drawing::Colour> onTheMap;
    for (const map::MapSide& side : session.views().map.sides)
        onTheMap[side.name] = asDrawn(side.colour);
    ASSERT_EQ(onTheMap.size(), 2u);
    // The scenario's two colours are not the palette's first two in the sides' order: a chart
    // that took the palette would fail here.
    ASSERT_NE(onTheMap["Kingdom of England"], (drawing::Colour{31, 73, 125}));

    int charted = 0;
    for (const char* kind : {"treasury", "losses"}) {
        CampaignReportRequest request;
        request.kind = kind;
        const reports::Document document = session.report(request);
        for (const reports::Block& block : document.blocks()) {
            if (block.kind != reports::Block::Kind::ChartKind) continue;
            for (const reports::ChartSeries& series : block.chart.series) {
                const auto side = onTheMap.find(series.name);
                if (side == onTheMap.end()) continue;  // a cause, not a side
                ++charted;
                ASSERT_TRUE(series.colour) << kind << ": " << series.name;
                EXPECT_EQ(*series.colour, side->second) << kind << ": " << series.name;
            }
        }
    }
    EXPECT_EQ(charted, 4) << "each side in the treasury and the strength chart";
    // And as drawn: the chart's SVG holds each side's colour.
    CampaignReportRequest treasury;
    treasury.kind = "treasury";
    const reports::Document drawn = session.report(treasury);
    for (const reports::Block& block : drawn.blocks()) {
        if (block.kind != reports::Block::Kind::ChartKind) continue;
        const std::string svg = reports::chartSvg(block.chart, 600, 400);
        EXPECT_NE(svg.find("\"#b22234\""), std::string::npos) << "England's colour not drawn";
    }
}

TEST(SideColour, AMalformedOrMissingColourFallsBackToThePalette) {
    EXPECT_FALSE(reports::seriesColour(std::nullopt));
    EXPECT_FALSE(reports::seriesColour(std::string("#12345")));
    EXPECT_FALSE(reports::seriesColour(std::string("#12345g")));
    EXPECT_EQ(*reports::seriesColour(std::string("#B22234")), (drawing::Colour{178, 34, 52}));
}

}  // namespace
}  // namespace seneschal::application
