// The muster roll as of any date of the campaign (issue 17): side → army → battal → unit, with
// the leaders, men present, wounded and when they return, captive and who holds them, dead and
// deserted, and totals at every level. The day's campaign is `stateAsOf`'s (the roster now with
// every change made after that day taken back), so the roll of any day agrees with the ledger
// to the man; this file only lays it out.
#include <map>
#include <set>

#include "base/grouped_number.hpp"
#include "campaign/history/state_as_of.hpp"
#include "reports/campaign_reports.hpp"
#include "reports/report_words.hpp"

namespace seneschal::reports {

namespace {

using campaign::DayNumber;
using campaign::Men;

struct MusterCounts {
    Men present = 0, wounded = 0, captive = 0, dead = 0, deserted = 0;
    void add(const MusterCounts& other) {
        present += other.present;
        wounded += other.wounded;
        captive += other.captive;
        dead += other.dead;
        deserted += other.deserted;
    }
};

std::string returnsText(const std::vector<std::pair<DayNumber, Men>>& returns,
                        campaign::Reckoning reckoning) {
    std::map<DayNumber, Men> byDay;
    for (const auto& r : returns) byDay[r.first] += r.second;
    std::string text;
    for (const auto& day : byDay) {
        if (!text.empty()) text += "; ";
        text += grouped(day.second) + " on " + campaign::formatDate(reckoning, day.first);
    }
    return text;
}

std::string joined(const std::set<std::string>& names) {
    std::string text;
    for (const std::string& name : names) text += (text.empty() ? "" : ", ") + name;
    return text;
}

MusterCounts countsOf(const campaign::UnitRow& u) {
    return {u.present, u.wounded, u.captive, u.dead, u.deserted};
}

}  // namespace

Document musterReport(SQLite::Database& db, const ReportFilter& filter) {
    const campaign::CampaignOnDay day = campaign::stateAsOf(db, filter.asOf);
    const campaign::CampaignInfo& info = day.info;
    const campaign::DayNumber asOf = day.day;
    std::map<std::string, campaign::LeaderStatus> leaderStatus;  // by name
    for (const campaign::LeaderRow& l : day.leaders) leaderStatus[l.name] = l.status;
    const auto leaderText = [&](const std::string& name) {
        if (name.empty()) return std::string();
        const auto status = leaderStatus.find(name);
        return status == leaderStatus.end() || status->second == campaign::LeaderStatus::Active
                   ? name
                   : name + " (" + campaign::textOf(status->second) + ")";
    };

    constexpr auto kRight = Table::Align::Right;
    Table table({{"name"},
                 csvColumn("level"),
                 csvColumn("side"),
                 csvColumn("army"),
                 csvColumn("battal"),
                 csvColumn("unit"),
                 {"leader"},
                 {"type"},
                 readColumn("present", kRight),
                 readColumn("wounded", kRight),
                 {"wounded return", Table::Align::Left, Table::Shown::Both, true},
                 readColumn("captive", kRight),
                 {"held by"},
                 readColumn("dead", kRight),
                 readColumn("deserted", kRight),
                 csvColumn("present", kRight),
                 csvColumn("wounded", kRight),
                 csvColumn("captive", kRight),
                 csvColumn("dead", kRight),
                 csvColumn("deserted", kRight)});
    TableBlock block;
    block.id = "muster";
    block.caption = "The roll, side by side, army by army";
    std::vector<RowStyle>& styles = block.styles;
    std::vector<int>& indents = block.indents;
    const auto addRow =
        [&](const std::string& name, const std::string& level, const campaign::UnitRow& u,
            const std::string& leader, const std::string& type, const MusterCounts& c,
            const std::string& returns, const std::string& captors, RowStyle style, int indent) {
            table.addRow({name,
                          level,
                          level == "total" ? "" : u.side,
                          indent >= 1 && level != "total" ? u.army : "",
                          indent >= 2 && level != "total" ? u.battal : "",
                          indent >= 3 && level != "total" ? u.unit : "",
                          leader,
                          type,
                          grouped(c.present),
                          groupedOrBlank(c.wounded),
                          returns,
                          groupedOrBlank(c.captive),
                          captors,
                          groupedOrBlank(c.dead),
                          groupedOrBlank(c.deserted),
                          std::to_string(c.present),
                          std::to_string(c.wounded),
                          std::to_string(c.captive),
                          std::to_string(c.dead),
                          std::to_string(c.deserted)});
            styles.push_back(style);
            indents.push_back(indent);
        };

    // Totals first (each group's row stands above its units), then the rows.
    std::map<std::int64_t, MusterCounts> sideTotal, armyTotal, battalTotal;
    MusterCounts grand;
    std::size_t shownUnits = 0;
    for (const campaign::UnitOnDay& m : day.units) {
        const campaign::UnitRow& u = m.unit;
        if (filter.side && u.sideKey != *filter.side) continue;
        const MusterCounts c = countsOf(u);
        sideTotal[u.sideKey].add(c);
        armyTotal[u.armyKey].add(c);
        battalTotal[u.battalKey].add(c);
        grand.add(c);
        ++shownUnits;
    }
    std::int64_t lastSide = -1, lastArmy = -1, lastBattal = -1;
    for (const campaign::UnitOnDay& m : day.units) {
        const campaign::UnitRow& u = m.unit;
        if (filter.side && u.sideKey != *filter.side) continue;
        if (!m.onRoll()) continue;
        const MusterCounts c = countsOf(u);
        if (u.sideKey != lastSide) {
            addRow(u.side, "side", u, "", "", sideTotal[u.sideKey], "", "", RowStyle::Group, 0);
            lastSide = u.sideKey;
            lastArmy = lastBattal = -1;
        }
        if (u.armyKey != lastArmy) {
            addRow(u.army, "army", u, leaderText(u.armyLeader), "", armyTotal[u.armyKey], "", "",
                   RowStyle::Subtotal, 1);
            lastArmy = u.armyKey;
            lastBattal = -1;
        }
        if (u.battalKey != lastBattal) {
            addRow(u.battal, "battal", u, leaderText(u.battalLeader), "", battalTotal[u.battalKey],
                   "", "", RowStyle::Subtotal, 2);
            lastBattal = u.battalKey;
        }
        addRow(u.unit, "unit", u, leaderText(u.unitLeader),
               troopsText(info.rules, u.type, u.troopClass), c,
               returnsText(m.returns, info.reckoning), joined(m.captors), RowStyle::Body, 3);
    }
    campaign::UnitRow none;
    addRow(filter.side ? "Total" : "Total, all sides", "total", none, "", "", grand, "", "",
           RowStyle::Total, 0);
    block.table = std::move(table);

    const bool today = day.today;
    Document document("Muster roll", info.name + " — as of " +
                                         campaign::formatLongDate(info.reckoning, asOf) +
                                         (today ? " (today)" : ""));
    document.facts(
        {{"Present", menText(grand.present)},
         {"Wounded", menText(grand.wounded)},
         {"Held captive", menText(grand.captive)},
         {"Dead", menText(grand.dead)},
         {"Deserted", menText(grand.deserted)},
         {"Units", seneschal::countOf(static_cast<long long>(shownUnits), "unit", "units")}});
    if (!today) {
        document.note(
            "Units stand under the army and battal they serve in today; the men in each state "
            "are those of " +
            campaign::formatLongDate(info.reckoning, asOf) + ".");
    }
    document.heading("Roll");
    document.table(std::move(block));

    // The leaders, with their status that day.
    constexpr auto kLeft = Table::Align::Left;
    Table leaderTable(
        {{"leader"}, {"side"}, {"rank"}, {"CV", kRight}, {"status", kLeft}, {"held by"}});
    std::map<std::int64_t, std::string> sideNames;
    for (const campaign::SideOnDay& s : day.sides) sideNames[s.side.key] = s.side.name;
    for (const campaign::LeaderRow& l : day.leaders) {
        if (filter.side && l.sideKey != *filter.side) continue;
        leaderTable.addRow({l.name, sideNames[l.sideKey], l.rank, std::to_string(l.cv),
                            campaign::textOf(l.status),
                            l.status == campaign::LeaderStatus::Captive ? l.captor : ""});
    }
    if (leaderTable.rowCount() > 0) {
        document.heading("Leaders");
        TableBlock leaderBlock;
        leaderBlock.id = "leaders";
        leaderBlock.caption = "Leaders and their status";
        leaderBlock.table = std::move(leaderTable);
        document.table(std::move(leaderBlock));
    }
    return document;
}

}  // namespace seneschal::reports
