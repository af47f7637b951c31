#include "campaign/history/state_as_of.hpp"

#include <algorithm>
#include <deque>

#include "base/errors.hpp"
#include "campaign/stores/captives.hpp"
#include "campaign/stores/repository.hpp"

namespace seneschal::campaign {

namespace {

// Each wounded batch still wounded on `day` and the day it returns: the batches in the order
// they were wounded, each healed in turn (the first wounded are the first home); a batch not yet
// healed today returns on the day its wounded_batch row says.
std::vector<std::pair<DayNumber, Men>> woundedReturns(const std::vector<UnitChange>& woundings,
                                                      DayNumber day,
                                                      const std::vector<WoundedRow>& now) {
    struct WoundedBatch {
        Men left = 0;                                   // still wounded after every change
        std::vector<std::pair<DayNumber, Men>> healed;  // when its men returned
    };
    std::vector<WoundedBatch> batches;
    std::deque<std::size_t> stillWounded;  // indexes into batches, the first wounded first
    std::vector<std::size_t> woundedOnDay;
    bool passedDay = false;
    for (const UnitChange& c : woundings) {
        if (!passedDay && day < c.day) {
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
            if (day < piece.first) returns.push_back(piece);
        }
        if (batch.left > 0 && nowIndex < now.size()) {
            returns.emplace_back(now[nowIndex++].returns, batch.left);
        }
    }
    return returns;
}

void takeBack(UnitRow& u, const MenByState& after) {
    u.present -= after.present;
    u.wounded -= after.wounded;
    u.captive -= after.captive;
    u.dead -= after.dead;
    u.deserted -= after.deserted;
}

}  // namespace

bool UnitOnDay::onRoll() const {
    return unit.present != 0 || unit.wounded != 0 || unit.captive != 0 || unit.dead != 0 ||
           unit.deserted != 0;
}

CampaignOnDay stateAsOf(SQLite::Database& db, std::optional<DayNumber> asOf,
                        const std::string& option) {
    CampaignOnDay state;
    state.info = readCampaignInfo(db);
    const CampaignInfo& info = state.info;
    const DayNumber day = asOf.value_or(info.date);
    if (day < info.start || info.date < day) {
        throw UserError(option + " " + formatDate(info.reckoning, day) +
                        " is outside the campaign, which runs from " +
                        formatDate(info.reckoning, info.start) + " to " +
                        formatDate(info.reckoning, info.date) + " so far");
    }
    state.day = day;
    state.today = day == info.date;

    // The units' men: today's, less every change made after the day (summed by SQLite: a
    // campaign of ten years holds hundreds of thousands of changes).
    std::map<std::int64_t, std::size_t> unitIndex;
    for (UnitRow& u : readUnitRows(db)) {
        unitIndex[u.key] = state.units.size();
        state.units.push_back({std::move(u), {}, {}});
    }
    if (!state.today) {
        for (const auto& [key, after] : readUnitChangesAfter(db, day)) {
            const auto it = unitIndex.find(key);
            if (it != unitIndex.end()) takeBack(state.units[it->second].unit, after);
        }
    }

    // When the wounded of that day return, for the units with wounded that day.
    std::map<std::int64_t, std::vector<WoundedRow>> woundedNow;
    for (const WoundedRow& w : readWoundedRows(db)) woundedNow[w.unit].push_back(w);
    {
        std::map<std::int64_t, std::vector<UnitChange>> woundings;
        for (const UnitChange& c : readUnitChanges(db, "wounded")) woundings[c.unit].push_back(c);
        for (UnitOnDay& u : state.units) {
            if (u.unit.wounded <= 0) continue;
            u.returns = woundedReturns(woundings[u.unit.key], day, woundedNow[u.unit.key]);
        }
    }

    // Who held each unit's captives that day: the batches taken by the day and held today.
    const std::string dayIso = formatDate(info.reckoning, day);
    for (const CaptiveLine& c : readCaptives(db)) {
        if (c.unitKey == 0 || c.taken > dayIso) continue;
        const auto it = unitIndex.find(c.unitKey);
        if (it == unitIndex.end()) continue;
        UnitOnDay& u = state.units[it->second];
        if (u.unit.captive > 0) u.captors.insert(c.captorName);
    }

    // Leaders' status on the day: the status before their first change after it.
    state.leaders = readLeaderRows(db);
    if (!state.today) {
        std::map<std::int64_t, LeaderStatus> was;
        for (const LeaderChange& c : readLeaderChanges(db)) {
            if (day < c.day && !was.count(c.leader)) was[c.leader] = c.was;
        }
        for (LeaderRow& l : state.leaders) {
            if (const auto it = was.find(l.key); it != was.end()) l.status = it->second;
        }
    }

    // The sides: their men present that day and their treasury, today's less every change after.
    std::map<std::int64_t, std::int64_t> spentAfter;
    if (!state.today) spentAfter = readTreasuryChangesAfter(db, day);
    std::map<std::int64_t, Men> present;
    for (const UnitOnDay& u : state.units) present[u.unit.sideKey] += u.unit.present;
    for (SideRow& s : readSideRows(db)) {
        s.treasury -= spentAfter[s.key];
        state.sides.push_back({s, present[s.key]});
    }
    return state;
}

std::vector<TotalsOnDay> totalsByDay(const SideChanges& history, DayNumber from, DayNumber to) {
    std::set<std::int64_t> days;
    for (const SideDayChange& c : history.changes) {
        if (history.opening.count(c.side)) days.insert(c.day.value);
    }
    days.insert(from.value);
    days.insert(to.value);
    std::vector<TotalsOnDay> points;
    std::map<std::int64_t, std::int64_t> running = history.opening;
    auto next = history.changes.begin();
    for (const std::int64_t day : days) {
        // A total changes on a day, not over the days before it: it holds level until the eve
        // of each change, then steps.
        if (!points.empty() && points.back().day.value < day - 1) {
            points.push_back({{day - 1}, running});
        }
        while (next != history.changes.end() && next->day.value <= day) {
            if (const auto it = running.find(next->side); it != running.end()) {
                it->second += next->change;
            }
            ++next;
        }
        points.push_back({{day}, running});
    }
    return points;
}

SideChanges presentHistory(SQLite::Database& db, const std::vector<UnitRow>& unitsNow) {
    SideChanges history;
    for (const UnitRow& u : unitsNow) history.opening[u.sideKey] += u.present;
    history.changes = readPresentChangesBySide(db);
    for (const SideDayChange& c : history.changes) {
        if (const auto it = history.opening.find(c.side); it != history.opening.end()) {
            it->second -= c.change;
        }
    }
    return history;
}

TreasuryHistory treasuryHistory(SQLite::Database& db) {
    TreasuryHistory history;
    history.sides = readSideRows(db);
    history.changes = readMoneyChanges(db);
    // The import set each side's treasury at the start: the opening balance, not income.
    std::erase_if(history.changes, [](const MoneyChange& c) { return c.cause == "import"; });
    for (const SideRow& s : history.sides) history.opening[s.key] = s.treasury;
    for (const MoneyChange& c : history.changes) {
        if (const auto it = history.opening.find(c.side); it != history.opening.end()) {
            it->second -= c.change;
        }
    }
    return history;
}

SideChanges TreasuryHistory::asSideChanges() const {
    SideChanges side{opening, {}};
    side.changes.reserve(changes.size());
    for (const MoneyChange& c : changes) side.changes.push_back({c.day, c.side, c.change});
    return side;
}

}  // namespace seneschal::campaign
