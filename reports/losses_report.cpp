// Losses and strength over the campaign (issue 17): each side's men present by date as a chart,
// and the losses by cause (dead, wounded, deserted, taken captive) per side and per army, as a
// table and a chart. Strength is worked back from today's roster through the ledger's changes,
// so the chart's last point is the roster's present men; a loss is counted when it happened
// (men wounded twice count twice), and the men wounded, captive or returned since are in the
// muster roll. The history of men present is `presentHistory`'s; this file only lays it out.
#include <map>

#include "base/grouped_number.hpp"
#include "campaign/history/state_as_of.hpp"
#include "campaign/stores/report_queries.hpp"
#include "campaign/stores/repository.hpp"
#include "reports/campaign_reports.hpp"
#include "reports/report_words.hpp"

namespace seneschal::reports {

namespace {

struct LossCounts {
    std::int64_t dead = 0, wounded = 0, deserted = 0, captive = 0;
    std::int64_t all() const { return dead + wounded + deserted + captive; }
};

}  // namespace

Document lossesReport(SQLite::Database& db, const ReportFilter& filter) {
    const campaign::CampaignInfo info = campaign::readCampaignInfo(db);
    std::vector<campaign::UnitRow> units = campaign::readUnitRows(db);
    std::erase_if(units, [&](const campaign::UnitRow& u) {
        return filter.side && u.sideKey != *filter.side;
    });
    std::map<std::int64_t, const campaign::UnitRow*> unitByKey;
    std::vector<std::pair<std::int64_t, std::string>> sides;  // in order
    std::vector<std::pair<std::int64_t, std::string>> armies;
    std::map<std::int64_t, std::int64_t> presentNow;  // side -> men
    for (const campaign::UnitRow& u : units) {
        unitByKey[u.key] = &u;
        if (sides.empty() || sides.back().first != u.sideKey) sides.emplace_back(u.sideKey, u.side);
        if (armies.empty() || armies.back().first != u.armyKey) {
            armies.emplace_back(u.armyKey, u.army);
        }
        presentNow[u.sideKey] += u.present;
    }

    // Losses per side and army from each unit's, summed by SQLite.
    std::map<std::int64_t, LossCounts> bySide, byArmy;
    for (const auto& [key, lost] : campaign::readUnitLosses(db)) {
        const auto it = unitByKey.find(key);
        if (it == unitByKey.end()) continue;
        for (LossCounts* counts : {&bySide[it->second->sideKey], &byArmy[it->second->armyKey]}) {
            counts->dead += lost.dead;
            counts->wounded += lost.wounded;
            counts->deserted += lost.deserted;
            counts->captive += lost.captive;
        }
    }
    Document document("Losses and strength",
                      info.name + " — " + campaign::formatLongDate(info.reckoning, info.start) +
                          " to " + campaign::formatLongDate(info.reckoning, info.date));

    // Strength by date: the men present on each side the evening of each day that changed it.
    Chart strength;
    strength.title = "Men present by date";
    strength.xTitle = "Date";
    strength.yTitle = "Men present";
    const std::vector<campaign::TotalsOnDay> points =
        campaign::totalsByDay(campaign::presentHistory(db, units), info.start, info.date);
    for (const campaign::TotalsOnDay& point : points) {
        strength.x.push_back(static_cast<double>(point.day.value));
    }
    std::map<std::int64_t, std::optional<std::string>> sideColour;
    for (const campaign::SideRow& s : campaign::readSideRows(db)) sideColour[s.key] = s.colour;
    for (const auto& side : sides) {
        ChartSeries series;
        series.name = side.second;
        series.colour = seriesColour(sideColour[side.first]);
        for (const campaign::TotalsOnDay& point : points) {
            const auto it = point.bySide.find(side.first);
            series.values.push_back(it == point.bySide.end() ? 0.0
                                                             : static_cast<double>(it->second));
        }
        strength.series.push_back(std::move(series));
    }
    strength.xTicks = dateTicks(info.reckoning, info.start, info.date);
    document.heading("Strength");
    document.chart(std::move(strength));

    constexpr auto kRight = Table::Align::Right;
    const auto lossTable = [&](const std::string& first) {
        return Table({{first},
                      readColumn("dead", kRight),
                      readColumn("wounded", kRight),
                      readColumn("deserted", kRight),
                      readColumn("taken captive", kRight),
                      readColumn("all losses", kRight),
                      readColumn("present now", kRight),
                      csvColumn("dead", kRight),
                      csvColumn("wounded", kRight),
                      csvColumn("deserted", kRight),
                      csvColumn("taken captive", kRight),
                      csvColumn("all losses", kRight),
                      csvColumn("present now", kRight)});
    };
    const auto lossRow = [](Table& table, const std::string& name, const LossCounts& c,
                            std::int64_t present) {
        table.addRow({name, grouped(c.dead), grouped(c.wounded), grouped(c.deserted),
                      grouped(c.captive), grouped(c.all()), grouped(present),
                      std::to_string(c.dead), std::to_string(c.wounded), std::to_string(c.deserted),
                      std::to_string(c.captive), std::to_string(c.all()), std::to_string(present)});
    };

    document.heading("Losses by cause");
    document.paragraph(
        "Every man lost since the campaign began, by what befell him: killed, wounded (many "
        "return to duty), deserted, or taken captive (many are ransomed or freed).");
    Table sideTable = lossTable("side");
    LossCounts total;
    std::int64_t totalPresent = 0;
    for (const auto& side : sides) {
        const LossCounts& c = bySide[side.first];
        lossRow(sideTable, side.second, c, presentNow[side.first]);
        total.dead += c.dead;
        total.wounded += c.wounded;
        total.deserted += c.deserted;
        total.captive += c.captive;
        totalPresent += presentNow[side.first];
    }
    lossRow(sideTable, "Total", total, totalPresent);
    TableBlock sideBlock{"sides", "Losses per side", std::move(sideTable), {}, {}, true};
    sideBlock.styles.assign(sideBlock.table.rowCount(), RowStyle::Body);
    sideBlock.styles.back() = RowStyle::Total;
    document.table(std::move(sideBlock));

    Chart causes;
    causes.kind = Chart::Kind::StackedBars;
    causes.title = "Losses by cause, per army";
    causes.xTitle = "Men";
    const char* causeNames[] = {"Dead", "Wounded", "Deserted", "Taken captive"};
    for (const char* name : causeNames) causes.series.push_back({name, {}});
    Table armyTable = lossTable("army");
    std::map<std::int64_t, std::int64_t> armyPresent;
    std::map<std::int64_t, std::string> armySide;
    for (const campaign::UnitRow& u : units) {
        armyPresent[u.armyKey] += u.present;
        armySide[u.armyKey] = u.side;
    }
    for (const auto& army : armies) {
        const LossCounts& c = byArmy[army.first];
        lossRow(armyTable, army.second, c, armyPresent[army.first]);
        causes.categories.push_back(army.second);
        causes.series[0].values.push_back(static_cast<double>(c.dead));
        causes.series[1].values.push_back(static_cast<double>(c.wounded));
        causes.series[2].values.push_back(static_cast<double>(c.deserted));
        causes.series[3].values.push_back(static_cast<double>(c.captive));
    }
    document.table({"armies", "Losses per army", std::move(armyTable), {}, {}, true});
    if (armies.size() <= 40) {
        document.chart(std::move(causes));
    } else {
        document.note("The chart of losses per army is left out: " +
                      seneschal::countOf(static_cast<long long>(armies.size()), "army", "armies") +
                      " are too many bars to read; the table above has them all.");
    }
    return document;
}

}  // namespace seneschal::reports
