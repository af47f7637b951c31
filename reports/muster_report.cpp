// The muster roll as of any date of the campaign (issue 17): side → army → battal → unit, with
// the leaders, men present, wounded and when they return, captive and who holds them, dead and
// deserted, and totals at every level. A past date is the roster now with every change made
// after that day taken back (the ledger keeps each change to each unit's men by day), so the
// roll of any day agrees with the ledger to the man.
#include <algorithm>
#include <deque>
#include <map>
#include <optional>
#include <set>

#include "base/errors.hpp"
#include "base/grouped_number.hpp"
#include "campaign/stores/captives.hpp"
#include "campaign/stores/report_queries.hpp"
#include "campaign/stores/repository.hpp"
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

struct MusterUnit {
    MusterCounts counts;
    std::vector<std::pair<DayNumber, Men>> returns;  // wounded: when each batch returns
    std::set<std::string> captors;
};

// Each wounded batch still wounded on `asOf` and the day it returns: the batches in the order
// they were wounded, each healed in turn (the first wounded are the first home); a batch not yet
// healed today returns on the day its wounded_batch row says.
std::vector<std::pair<DayNumber, Men>> musterReturns(
    const std::vector<campaign::UnitChange>& woundings, DayNumber asOf,
    const std::vector<campaign::WoundedRow>& now) {
    struct WoundedBatch {
        Men left = 0;                                   // still wounded after every change
        std::vector<std::pair<DayNumber, Men>> healed;  // when its men returned
    };
    std::vector<WoundedBatch> batches;
    std::deque<std::size_t> stillWounded;  // indexes into batches, the first wounded first
    std::vector<std::size_t> woundedOnDay;
    bool passedDay = false;
    for (const campaign::UnitChange& c : woundings) {
        if (!passedDay && asOf < c.day) {
            passedDay = true;
            woundedOnDay.assign(stillWounded.begin(), stillWounded.end());
        }
        if (c.change > 0) {
            batches.push_back({c.change, {}});
            stillWounded.push_back(batches.size() - 1);
            continue;
        }
        Men healed = -c.change;
        while (healed > 0 && !stillWounded.empty()) {
            WoundedBatch& batch = batches[stillWounded.front()];
            const Men taken = std::min(healed, batch.left);
            batch.left -= taken;
            batch.healed.emplace_back(c.day, taken);
            healed -= taken;
            if (batch.left == 0) stillWounded.pop_front();
        }
    }
    if (!passedDay) woundedOnDay.assign(stillWounded.begin(), stillWounded.end());
    // Those wounded on the day return when they were healed after it, or, still wounded today,
    // on the day their wounded batch says (the batches in the order they were wounded).
    std::vector<std::pair<DayNumber, Men>> returns;
    std::size_t nowIndex = 0;
    for (std::size_t i : woundedOnDay) {
        const WoundedBatch& batch = batches[i];
        for (const auto& piece : batch.healed) {
            if (asOf < piece.first) returns.push_back(piece);
        }
        if (batch.left > 0 && nowIndex < now.size()) {
            returns.emplace_back(now[nowIndex++].returns, batch.left);
        }
    }
    return returns;
}

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

}  // namespace

Document musterReport(SQLite::Database& db, const ReportFilter& filter) {
    const campaign::CampaignInfo info = campaign::readCampaignInfo(db);
    const DayNumber asOf = filter.asOf.value_or(info.date);
    if (asOf < info.start || info.date < asOf) {
        throw UserError("--as-of " + campaign::formatDate(info.reckoning, asOf) +
                        " is outside the campaign, which runs from " +
                        campaign::formatDate(info.reckoning, info.start) + " to " +
                        campaign::formatDate(info.reckoning, info.date) + " so far");
    }
    const std::vector<campaign::UnitRow> units = campaign::readUnitRows(db);
    std::map<std::int64_t, MusterUnit> byUnit;
    for (const campaign::UnitRow& u : units) {
        byUnit[u.key].counts = {u.present, u.wounded, u.captive, u.dead, u.deserted};
    }
    // The day's roll: today's, less every change made after the day.
    for (const auto& [key, after] : campaign::readUnitChangesAfter(db, asOf)) {
        const auto it = byUnit.find(key);
        if (it == byUnit.end()) continue;
        MusterCounts& c = it->second.counts;
        c.present -= after.present;
        c.wounded -= after.wounded;
        c.captive -= after.captive;
        c.dead -= after.dead;
        c.deserted -= after.deserted;
    }
    std::map<std::int64_t, std::vector<campaign::UnitChange>> woundings;
    for (const campaign::UnitChange& c : campaign::readUnitChanges(db, "wounded")) {
        woundings[c.unit].push_back(c);
    }
    std::map<std::int64_t, std::vector<campaign::WoundedRow>> woundedNow;
    for (const campaign::WoundedRow& w : campaign::readWoundedRows(db)) {
        woundedNow[w.unit].push_back(w);
    }
    for (auto& [key, unit] : byUnit) {
        if (unit.counts.wounded <= 0) continue;
        unit.returns = musterReturns(woundings[key], asOf, woundedNow[key]);
    }
    const std::string asOfIso = campaign::formatDate(info.reckoning, asOf);
    for (const campaign::CaptiveLine& c : campaign::readCaptives(db)) {
        if (c.unitKey == 0 || c.taken > asOfIso) continue;
        const auto it = byUnit.find(c.unitKey);
        if (it != byUnit.end() && it->second.counts.captive > 0) {
            it->second.captors.insert(c.captorName);
        }
    }

    // Leaders' status on the day: the status before the first change after it.
    std::map<std::int64_t, campaign::LeaderStatus> leaderWas;
    for (const campaign::LeaderChange& c : campaign::readLeaderChanges(db)) {
        if (asOf < c.day && !leaderWas.count(c.leader)) leaderWas[c.leader] = c.was;
    }
    std::map<std::string, campaign::LeaderStatus> leaderStatus;  // by name
    std::vector<campaign::LeaderRow> leaders = campaign::readLeaderRows(db);
    for (campaign::LeaderRow& l : leaders) {
        if (const auto it = leaderWas.find(l.key); it != leaderWas.end()) l.status = it->second;
        leaderStatus[l.name] = l.status;
    }
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
    for (const campaign::UnitRow& u : units) {
        if (filter.side && u.sideKey != *filter.side) continue;
        const MusterCounts& c = byUnit[u.key].counts;
        sideTotal[u.sideKey].add(c);
        armyTotal[u.armyKey].add(c);
        battalTotal[u.battalKey].add(c);
        grand.add(c);
        ++shownUnits;
    }
    std::int64_t lastSide = -1, lastArmy = -1, lastBattal = -1;
    for (const campaign::UnitRow& u : units) {
        if (filter.side && u.sideKey != *filter.side) continue;
        const MusterUnit& m = byUnit[u.key];
        // A unit raised after the day had no men yet: it is not on that day's roll.
        const MusterCounts& c = m.counts;
        if (c.present == 0 && c.wounded == 0 && c.captive == 0 && c.dead == 0 && c.deserted == 0) {
            continue;
        }
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

    const bool today = asOf == info.date;
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
    for (const campaign::SideRow& s : campaign::readSideRows(db)) sideNames[s.key] = s.name;
    for (const campaign::LeaderRow& l : leaders) {
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
