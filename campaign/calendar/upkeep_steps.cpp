#include "campaign/calendar/upkeep_steps.hpp"

#include <algorithm>
#include <limits>
#include <map>

#include "base/errors.hpp"
#include "base/grouped_number.hpp"
#include "battle/dice.hpp"
#include "campaign/battles/rules.hpp"
#include "campaign/stores/march_store.hpp"
#include "campaign/stores/march_treasury.hpp"
#include "campaign/stores/report_queries.hpp"
#include "campaign/stores/repository.hpp"
#include "campaign/stores/unit_store.hpp"
#include "campaign/stores/upkeep_store.hpp"

namespace seneschal::campaign {

using strategy::Pence;

std::vector<KeptRow> loadKeptUnits(SQLite::Database& db, std::optional<std::int64_t> sideKey) {
    const CampaignInfo info = readCampaignInfo(db);
    const battle::Rulebook& rulebook = rulebookFor(info.rules);
    std::vector<KeptRow> rows;
    for (const KeptUnitRow& stored : readKeptUnitRows(db, sideKey)) {
        KeptRow row;
        row.unitKey = stored.unit;
        row.sideKey = stored.side;
        row.name = stored.name;
        row.unit.id = stored.id;
        const battle::TroopType& type = rulebook.troopType(stored.type);
        row.unit.background = type.background;
        row.unit.arm = type.arm;
        row.unit.troopClass = stored.troopClass;
        row.unit.men = stored.present;
        row.unit.arrears = stored.arrears;
        row.unit.arrearsDays = stored.arrearsDays;
        row.unit.serviceFrom = stored.serviceFrom.value_or(info.start);
        rows.push_back(std::move(row));
    }
    return rows;
}

std::uint64_t upkeepSeed(SQLite::Database& db, DayNumber day) {
    // FNV-1a over the scenario id: stable across machines and runs, unlike std::hash.
    std::uint64_t hash = 14695981039346656037ULL;
    for (const unsigned char c : readCampaignInfo(db).id) {
        hash = (hash ^ c) * 1099511628211ULL;
    }
    return battle::SeededDice::deriveSeed(hash, static_cast<std::uint64_t>(day.value));
}

bool PayStep::runDay(ActionContext& context, DayNumber day, std::vector<DayEvent>& events) {
    SQLite::Database& db = context.db();
    const strategy::StrategyRules& rules = context.rules().strategy;
    std::map<std::int64_t, std::vector<KeptRow>> bySide;
    for (KeptRow& row : loadKeptUnits(db)) {
        if (rules.isPaid(row.unit.background)) bySide[row.sideKey].push_back(std::move(row));
    }
    for (auto& [sideKey, rows] : bySide) {
        std::vector<strategy::KeptUnit> units;
        for (const KeptRow& row : rows) units.push_back(row.unit);
        const strategy::PayDay pay =
            strategy::payOneDay(sidePence(db, sideKey, rules.pencePerPound), units, rules);
        setSidePence(context, sideKey, pay.treasuryAfter, "daily pay");
        Pence paid = 0;
        std::size_t unpaid = 0;
        Pence owedInAll = 0;  // what the side owes the units it could not pay today
        for (std::size_t i = 0; i < rows.size(); ++i) {
            if (units[i].arrears == rows[i].unit.arrears) continue;
            const Pence owed = units[i].arrears - rows[i].unit.arrears;
            rows[i].unit = units[i];
            // Each unit's arrears stay on its own ledger line and in its upkeep.
            saveArrears(context, rows[i].unitKey, rows[i].unit, owed, "unpaid for the day");
            ++unpaid;
            // Each unit's arrears are at most kArrearsPence; their sum only for the reader,
            // held at the largest number rather than wrapped.
            owedInAll = units[i].arrears > std::numeric_limits<Pence>::max() - owedInAll
                            ? std::numeric_limits<Pence>::max()
                            : owedInAll + units[i].arrears;
        }
        for (const strategy::PayLine& line : pay.lines) {
            if (line.paid) paid += line.due;
        }
        if (paid > 0 || unpaid > 0) {
            const std::string sideName = readNameByKey(db, Subject::Side, sideKey);
            const auto unpaidCount = static_cast<long long>(unpaid);
            events.push_back(
                {day, "pay",
                 subjectVerb(sideName, "pays", "pay") + " " +
                     strategy::formatMoney(paid, rules.pencePerPound) + " in wages" +
                     (unpaid > 0 ? "; " + countOf(unpaidCount, "unit goes", "units go") + " unpaid"
                                 : std::string())});
            // One line for the side's day, not one for each unit: a long campaign's chronicle
            // would be little else.
            if (unpaid > 0) {
                events.push_back(
                    {day, "arrears",
                     countOf(unpaidCount, "unit", "units") + " of " + sideName +
                         " unpaid: " + strategy::formatMoney(owedInAll, rules.pencePerPound) +
                         " owed to " + (unpaid == 1 ? "it" : "them") + " in arrears"});
            }
        }
    }
    return true;
}

bool FeudalServiceStep::runDay(ActionContext& context, DayNumber day,
                               std::vector<DayEvent>& events) {
    SQLite::Database& db = context.db();
    const strategy::StrategyRules& rules = context.rules().strategy;
    std::vector<KeptRow> rows = loadKeptUnits(db);
    std::vector<strategy::KeptUnit> units;
    for (const KeptRow& row : rows) units.push_back(row.unit);
    battle::SeededDice dice(upkeepSeed(db, day));
    for (const strategy::ServiceLine& line : strategy::feudalServiceDay(units, day, rules, dice)) {
        if (line.goneHome == 0) continue;
        const auto row = std::find_if(rows.begin(), rows.end(),
                                      [&](const KeptRow& r) { return r.unit.id == line.unit; });
        sendMenHome(context, row->unitKey, line.goneHome, line.cause);
        events.push_back({day, "desertion", row->name + ": " + line.cause});
    }
    return true;
}

}  // namespace seneschal::campaign
