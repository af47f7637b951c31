#include "campaign/calendar/upkeep_steps.hpp"

#include <SQLiteCpp/Statement.h>

#include <algorithm>
#include <map>

#include "base/errors.hpp"
#include "battle/dice.hpp"
#include "campaign/battles/rules.hpp"
#include "campaign/stores/march_store.hpp"
#include "campaign/stores/march_treasury.hpp"
#include "campaign/stores/repository.hpp"
#include "campaign/stores/unit_store.hpp"
#include "campaign/stores/upkeep_store.hpp"

namespace seneschal::campaign {

using strategy::Pence;

std::vector<KeptRow> loadKeptUnits(SQLite::Database& db, std::optional<std::int64_t> sideKey) {
    const CampaignInfo info = readCampaignInfo(db);
    const battle::Rulebook& rulebook = rulebookFor(info.rules);
    SQLite::Statement query(db, R"SQL(
        SELECT unit.id, army.side_id, unit.name, unit.slug, unit.troop_type, unit.class,
               unit.present, coalesce(u.arrears_pence, 0), coalesce(u.arrears_days, 0),
               u.service_from_day
        FROM unit JOIN battal ON battal.id = unit.battal_id JOIN army ON army.id = battal.army_id
        LEFT JOIN unit_upkeep AS u ON u.unit_id = unit.id
        WHERE ?1 IS NULL OR army.side_id = ?1 ORDER BY army.id, battal.id, unit.id)SQL");
    if (sideKey) {
        query.bind(1, *sideKey);
    } else {
        query.bind(1);
    }
    std::vector<KeptRow> rows;
    while (query.executeStep()) {
        KeptRow row;
        row.unitKey = query.getColumn(0).getInt64();
        row.sideKey = query.getColumn(1).getInt64();
        row.name = query.getColumn(2).getString();
        row.unit.id = query.getColumn(3).getString();
        const battle::TroopType& type = rulebook.troopType(query.getColumn(4).getString());
        row.unit.background = type.background;
        row.unit.arm = type.arm;
        row.unit.troopClass = battle::troopClassFromString(query.getColumn(5).getString()).value();
        row.unit.men = query.getColumn(6).getInt64();
        row.unit.arrears = query.getColumn(7).getInt64();
        row.unit.arrearsDays = query.getColumn(8).getInt64();
        row.unit.serviceFrom =
            query.getColumn(9).isNull() ? info.start : DayNumber{query.getColumn(9).getInt64()};
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
    const strategy::StrategyRules& rules = strategyRules();
    std::map<std::int64_t, std::vector<KeptRow>> bySide;
    for (KeptRow& row : loadKeptUnits(db)) {
        if (rules.isPaid(row.unit.background)) bySide[row.sideKey].push_back(std::move(row));
    }
    for (auto& [sideKey, rows] : bySide) {
        std::vector<strategy::KeptUnit> units;
        for (const KeptRow& row : rows) units.push_back(row.unit);
        const strategy::PayDay pay = strategy::payOneDay(sidePence(db, sideKey), units, rules);
        setSidePence(context, sideKey, pay.treasuryAfter, "daily pay");
        Pence paid = 0;
        std::size_t unpaid = 0;
        for (std::size_t i = 0; i < rows.size(); ++i) {
            if (units[i].arrears == rows[i].unit.arrears) continue;
            const Pence owed = units[i].arrears - rows[i].unit.arrears;
            rows[i].unit = units[i];
            saveArrears(context, rows[i].unitKey, rows[i].unit, owed, "unpaid for the day");
            ++unpaid;
            events.push_back({day, "arrears",
                              rows[i].name + " unpaid: " + std::to_string(units[i].arrearsDays) +
                                  " days in arrears (" +
                                  strategy::formatMoney(units[i].arrears, rules.pencePerPound) +
                                  ")"});
        }
        for (const strategy::PayLine& line : pay.lines) {
            if (line.paid) paid += line.due;
        }
        if (paid > 0 || unpaid > 0) {
            SQLite::Statement name(db, "SELECT name FROM side WHERE id = ?");
            name.bind(1, sideKey);
            name.executeStep();
            events.push_back({day, "pay",
                              name.getColumn(0).getString() + " pays " +
                                  strategy::formatMoney(paid, rules.pencePerPound) + " in wages" +
                                  (unpaid > 0 ? "; " + std::to_string(unpaid) + " units go unpaid"
                                              : std::string())});
        }
    }
    return true;
}

bool FeudalServiceStep::runDay(ActionContext& context, DayNumber day,
                               std::vector<DayEvent>& events) {
    SQLite::Database& db = context.db();
    const strategy::StrategyRules& rules = strategyRules();
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
