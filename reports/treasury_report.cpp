// The treasury and ransoms (issue 17): each side's income and spending by date, its balance over
// the campaign as a chart, and every ransom demanded, paid, outstanding and overdue. Balances
// are worked back from today's treasury through the ledger's changes (`treasuryHistory`), so the
// chart ends on the treasury the roster holds; this file only lays them out.
#include <map>

#include "base/grouped_number.hpp"
#include "campaign/history/state_as_of.hpp"
#include "campaign/stores/captives.hpp"
#include "campaign/stores/report_queries.hpp"
#include "campaign/stores/repository.hpp"
#include "reports/campaign_reports.hpp"
#include "reports/report_words.hpp"

namespace seneschal::reports {

namespace {

std::string signedAmount(std::int64_t value) {
    return value > 0 ? "+" + grouped(value) : grouped(value);
}

}  // namespace

Document treasuryReport(SQLite::Database& db, const ReportFilter& filter) {
    const campaign::CampaignInfo info = campaign::readCampaignInfo(db);
    const std::string today = campaign::formatDate(info.reckoning, info.date);
    campaign::TreasuryHistory history = campaign::treasuryHistory(db);
    std::vector<campaign::SideRow>& sides = history.sides;
    std::erase_if(sides,
                  [&](const campaign::SideRow& s) { return filter.side && s.key != *filter.side; });
    std::map<std::int64_t, std::int64_t>& opening = history.opening;
    std::erase_if(opening,
                  [&](const auto& side) { return filter.side && side.first != *filter.side; });
    const std::vector<campaign::MoneyChange>& changes = history.changes;
    std::map<std::int64_t, std::int64_t> income, spending;
    for (const campaign::MoneyChange& c : changes) {
        if (opening.count(c.side)) (c.change > 0 ? income : spending)[c.side] += c.change;
    }
    std::map<std::int64_t, std::string> sideName;
    for (const campaign::SideRow& s : sides) sideName[s.key] = s.name;

    Document document("Treasury and ransoms",
                      info.name + " — " + campaign::formatLongDate(info.reckoning, info.date));
    const std::string currency = info.currency.empty() ? "pounds" : info.currency;
    constexpr auto kRight = Table::Align::Right;

    // Each side's account in short.
    Table summary({{"side"},
                   readColumn("at the start", kRight),
                   readColumn("income", kRight),
                   readColumn("spending", kRight),
                   readColumn("now", kRight),
                   readColumn("ransoms owed", kRight),
                   readColumn("ransoms due to it", kRight),
                   csvColumn("at the start", kRight),
                   csvColumn("income", kRight),
                   csvColumn("spending", kRight),
                   csvColumn("now", kRight),
                   csvColumn("ransoms owed", kRight),
                   csvColumn("ransoms due to it", kRight),
                   {"currency", Table::Align::Left, Table::Shown::CsvOnly}});
    std::map<std::string, campaign::TreasuryLine> owed;
    for (const campaign::TreasuryLine& t : campaign::readTreasury(db)) owed[t.name] = t;
    for (const campaign::SideRow& s : sides) {
        const campaign::TreasuryLine& t = owed[s.name];
        summary.addRow({s.name, grouped(opening[s.key]), grouped(income[s.key]),
                        grouped(-spending[s.key]), grouped(s.treasury), grouped(t.ransomsOwed),
                        grouped(t.ransomsDue), std::to_string(opening[s.key]),
                        std::to_string(income[s.key]), std::to_string(-spending[s.key]),
                        std::to_string(s.treasury), std::to_string(t.ransomsOwed),
                        std::to_string(t.ransomsDue), currency});
    }
    document.heading("Accounts");
    document.paragraph("In " + currency +
                       ". Income and spending are everything the ledger holds "
                       "for each side since the campaign began.");
    document.table({"accounts", "Each side's account", std::move(summary), {}, {}, true});

    // The balance by date, as a chart: one point at the start, then one a day that changed it.
    Chart chart;
    chart.title = "Treasury by date (" + currency + ")";
    chart.xTitle = "Date";
    chart.yTitle = currency;
    const std::vector<campaign::TotalsOnDay> balances =
        campaign::totalsByDay(history.asSideChanges(), info.start, info.date);
    for (const campaign::TotalsOnDay& point : balances) {
        chart.x.push_back(static_cast<double>(point.day.value));
    }
    for (const campaign::SideRow& s : sides) {
        ChartSeries series;
        series.name = s.name;
        series.colour = seriesColour(s.colour);
        for (const campaign::TotalsOnDay& point : balances) {
            const auto it = point.bySide.find(s.key);
            series.values.push_back(it == point.bySide.end() ? 0.0
                                                             : static_cast<double>(it->second));
        }
        chart.series.push_back(std::move(series));
    }
    chart.xTicks = dateTicks(info.reckoning, info.start, info.date);
    document.chart(std::move(chart));

    // Every change by date with the balance after it; a side's run of the same change in one
    // month (the daily pay) is one row from its first day to its last.
    struct MoneyRow {
        std::int64_t side = 0;
        std::string month, cause, note, from, to;
        std::int64_t amount = 0, balance = 0;
        int entries = 0;
    };
    std::vector<MoneyRow> moneyRows;
    std::map<std::int64_t, std::size_t> lastRowOfSide;
    std::map<std::int64_t, std::int64_t> running = opening;
    for (const campaign::MoneyChange& c : changes) {
        if (!running.count(c.side)) continue;
        running[c.side] += c.change;
        const std::string date = campaign::formatDate(info.reckoning, c.day);
        const std::string month = date.substr(0, 7);
        const auto last = lastRowOfSide.find(c.side);
        if (last != lastRowOfSide.end()) {
            MoneyRow& row = moneyRows[last->second];
            const bool sameSign = (row.amount < 0) == (c.change < 0);
            if (row.month == month && row.cause == c.cause && row.note == c.note && sameSign) {
                row.amount += c.change;
                row.balance = running[c.side];
                row.to = date;
                ++row.entries;
                continue;
            }
        }
        moneyRows.push_back(
            {c.side, month, c.cause, c.note, date, date, c.change, running[c.side], 1});
        lastRowOfSide[c.side] = moneyRows.size() - 1;
    }
    Table money({readColumn("date"),
                 csvColumn("from"),
                 csvColumn("to"),
                 {"side"},
                 {"cause"},
                 readColumn("amount", kRight),
                 readColumn("balance", kRight),
                 csvColumn("amount", kRight),
                 csvColumn("balance", kRight),
                 {"what", Table::Align::Left, Table::Shown::Both, true},
                 csvColumn("entries", kRight)});
    for (const MoneyRow& row : moneyRows) {
        const std::string when = row.from == row.to ? row.from : row.from + " to " + row.to;
        const std::string what =
            row.entries > 1 ? row.note + " (" + std::to_string(row.entries) + " days)" : row.note;
        money.addRow({when, row.from, row.to, sideName[row.side], row.cause,
                      signedAmount(row.amount), grouped(row.balance), std::to_string(row.amount),
                      std::to_string(row.balance), what, std::to_string(row.entries)});
    }
    document.heading("Income and spending by date");
    if (money.rowCount() == 0) {
        document.note("No money has changed hands yet.");
    }
    document.table(
        {"money", "Every change, with the balance after it", std::move(money), {}, {}, true});

    // The ransoms.
    Table ransoms({{"captive"},
                   {"side"},
                   {"held by"},
                   readColumn("ransom", kRight),
                   readColumn("paid", kRight),
                   readColumn("outstanding", kRight),
                   csvColumn("ransom", kRight),
                   csvColumn("paid", kRight),
                   csvColumn("outstanding", kRight),
                   {"taken"},
                   {"demanded"},
                   {"deadline"},
                   {"status"}});
    std::int64_t outstanding = 0, overdue = 0, paid = 0;
    for (const campaign::CaptiveLine& c : campaign::readCaptives(db)) {
        if (filter.side && c.sideKey != *filter.side && c.captorKey != *filter.side) continue;
        const bool held = campaign::isHeld(c.status);
        const std::int64_t left = held ? c.ransom - c.paid : 0;
        const bool late = held && !c.deadline.empty() && c.deadline < today;
        outstanding += left;
        paid += c.paid;
        if (late) overdue += left;
        ransoms.addRow(
            {c.who, c.sideName, c.captorName, grouped(c.ransom), groupedOrBlank(c.paid),
             groupedOrBlank(left), std::to_string(c.ransom), std::to_string(c.paid),
             std::to_string(left), c.taken, c.demanded.empty() ? "not yet" : c.demanded, c.deadline,
             late ? campaign::textOf(c.status) + ", overdue" : campaign::textOf(c.status)});
    }
    document.heading("Ransoms");
    document.facts({{"Paid so far", grouped(paid) + " " + currency},
                    {"Outstanding", grouped(outstanding) + " " + currency},
                    {"Of which overdue", grouped(overdue) + " " + currency}});
    if (ransoms.rowCount() == 0) document.note("No one has been taken for ransom.");
    document.table(
        {"ransoms", "Ransoms demanded, paid and outstanding", std::move(ransoms), {}, {}, true});
    return document;
}

}  // namespace seneschal::reports
