#include "campaign/scenarios/scenario_state.hpp"

#include <SQLiteCpp/Statement.h>

#include <map>

#include "base/errors.hpp"
#include "campaign/file/sql_rows.hpp"
#include "campaign/stores/army_store.hpp"
#include "campaign/stores/captives.hpp"
#include "campaign/stores/chronicle.hpp"
#include "campaign/stores/march_treasury.hpp"
#include "campaign/stores/pending_battle_store.hpp"
#include "campaign/stores/place_store.hpp"
#include "campaign/stores/unit_store.hpp"
#include "campaign/stores/upkeep_store.hpp"

namespace seneschal::campaign {

namespace {

using Slugs = sql::SlugsByKey;
using Keys = sql::KeysBySlug;

Slugs slugsOf(SQLite::Database& db, const std::string& table) {
    Slugs slugs;
    SQLite::Statement query(db, "SELECT id, slug FROM " + table);
    while (query.executeStep())
        slugs.emplace(query.getColumn(0).getInt64(), query.getColumn(1).getString());
    return slugs;
}

Keys keysOf(SQLite::Database& db, const std::string& table) {
    Keys keys;
    for (const auto& [key, slug] : slugsOf(db, table)) keys.emplace(slug, key);
    return keys;
}

DayNumber storedDay(const SQLite::Column& column) {
    return {column.getInt64()};
}

struct Tables {
    Slugs sides, places, leaders, armies, units;
};

void readCaptiveRecords(SQLite::Database& db, const Tables& t, CampaignState& state) {
    SQLite::Statement q(db, R"SQL(
        SELECT leader_id, unit_id, men, side_id, captor_side_id, rule, taken_day, demand_by_day,
               demanded_day, deadline_day, ransom, paid, status
        FROM captive ORDER BY id)SQL");
    while (q.executeStep()) {
        CaptiveRecord c;
        c.leader = sql::slugOf(t.leaders, q.getColumn(0));
        c.unit = sql::slugOf(t.units, q.getColumn(1));
        c.men = q.getColumn(2).getInt64();
        c.side = t.sides.at(q.getColumn(3).getInt64());
        c.captor = t.sides.at(q.getColumn(4).getInt64());
        c.rule = q.getColumn(5).getString();
        c.taken = storedDay(q.getColumn(6));
        c.demandBy = storedDay(q.getColumn(7));
        c.demanded = sql::optionalDay(q.getColumn(8));
        c.deadline = storedDay(q.getColumn(9));
        c.ransom = q.getColumn(10).getInt64();
        c.paid = q.getColumn(11).getInt64();
        c.status = q.getColumn(12).getString();
        state.captives.push_back(std::move(c));
    }
}

void readMarchState(SQLite::Database& db, const Tables& t, CampaignState& state) {
    std::map<std::int64_t, ArmyMarch> marches;
    SQLite::Statement march(
        db, "SELECT army_id, forced, last_forced_day, came_from_place_id FROM army_march");
    while (march.executeStep()) {
        ArmyMarch& m = marches[march.getColumn(0).getInt64()];
        m.forced = march.getColumn(1).getInt() != 0;
        m.lastForced = sql::optionalDay(march.getColumn(2));
        m.cameFrom = sql::slugOf(t.places, march.getColumn(3));
    }
    SQLite::Statement stop(db,
                           "SELECT army_id, place_id FROM army_order_stop ORDER BY army_id, seq");
    while (stop.executeStep()) {
        marches[stop.getColumn(0).getInt64()].stops.push_back(
            t.places.at(stop.getColumn(1).getInt64()));
    }
    for (auto& [army, m] : marches) {
        m.army = t.armies.at(army);
        state.marches.push_back(std::move(m));
    }
    SQLite::Statement merged(db,
                             "SELECT army_id, into_army_id, day FROM army_merged ORDER BY army_id");
    while (merged.executeStep()) {
        state.merged.push_back({t.armies.at(merged.getColumn(0).getInt64()),
                                t.armies.at(merged.getColumn(1).getInt64()),
                                storedDay(merged.getColumn(2))});
    }
    SQLite::Statement holding(
        db, "SELECT place_id, side_id, since_day FROM place_holding ORDER BY place_id");
    while (holding.executeStep()) {
        state.holdings.push_back({t.places.at(holding.getColumn(0).getInt64()),
                                  t.sides.at(holding.getColumn(1).getInt64()),
                                  storedDay(holding.getColumn(2))});
    }
    state.pendingBattles = readPendingBattles(db);
    SQLite::Statement result(
        db, "SELECT unit_id, place_id, result, day FROM unit_battle_result ORDER BY id");
    while (result.executeStep()) {
        state.battleResults.push_back({t.units.at(result.getColumn(0).getInt64()),
                                       t.places.at(result.getColumn(1).getInt64()),
                                       result.getColumn(2).getString(),
                                       storedDay(result.getColumn(3))});
    }
}

void readPayState(SQLite::Database& db, const Tables& t, CampaignState& state) {
    SQLite::Statement purse(db, "SELECT side_id, pence FROM side_purse ORDER BY side_id");
    while (purse.executeStep()) {
        state.purses.push_back(
            {t.sides.at(purse.getColumn(0).getInt64()), purse.getColumn(1).getInt64()});
    }
    SQLite::Statement upkeep(db, R"SQL(
        SELECT unit_id, arrears_pence, arrears_days, service_from_day
        FROM unit_upkeep ORDER BY unit_id)SQL");
    while (upkeep.executeStep()) {
        UnitUpkeep u{t.units.at(upkeep.getColumn(0).getInt64()), upkeep.getColumn(1).getInt64(),
                     upkeep.getColumn(2).getInt64(), sql::optionalDay(upkeep.getColumn(3))};
        // A row with the defaults means what no row means; leave it out.
        if (u.arrearsPence != 0 || u.arrearsDays != 0 || u.serviceFrom)
            state.upkeep.push_back(std::move(u));
    }
}

}  // namespace

CampaignState readCampaignState(SQLite::Database& db) {
    const Tables t{slugsOf(db, "side"), slugsOf(db, "place"), slugsOf(db, "leader"),
                   slugsOf(db, "army"), slugsOf(db, "unit")};
    CampaignState state;
    readCaptiveRecords(db, t, state);
    SQLite::Statement depot(
        db, "SELECT unit_id, side_id, place_id, men, since FROM depot_batch ORDER BY id");
    while (depot.executeStep()) {
        state.depots.push_back({t.units.at(depot.getColumn(0).getInt64()),
                                t.sides.at(depot.getColumn(1).getInt64()),
                                sql::slugOf(t.places, depot.getColumn(2)),
                                depot.getColumn(3).getInt64(), storedDay(depot.getColumn(4))});
    }
    readMarchState(db, t, state);
    readPayState(db, t, state);
    SQLite::Statement chronicle(db, "SELECT day, kind, text FROM chronicle ORDER BY day, id");
    while (chronicle.executeStep()) {
        state.chronicle.push_back({storedDay(chronicle.getColumn(0)),
                                   chronicle.getColumn(1).getString(),
                                   chronicle.getColumn(2).getString()});
    }
    return state;
}

namespace {

void writeCaptiveRecords(SQLite::Database& db, const CampaignState& state, const Keys& sides,
                         const Keys& leaders, const Keys& units) {
    CaptiveImport insert(db);
    SQLite::Statement batch(db, R"SQL(
        SELECT captive_batch.id FROM captive_batch
        WHERE unit_id = ? AND men = ? AND captor_side_id = ?
          AND NOT EXISTS (SELECT 1 FROM captive WHERE captive.batch_id = captive_batch.id)
        ORDER BY captive_batch.id LIMIT 1)SQL");
    for (const CaptiveRecord& c : state.captives) {
        const std::int64_t captor = sql::keyOf(sides, c.captor);
        std::optional<std::int64_t> batchKey;
        if (c.unit && isHeld(c.status)) {
            batch.bind(1, sql::keyOf(units, *c.unit));
            batch.bind(2, c.men);
            batch.bind(3, captor);
            if (!batch.executeStep()) {
                throw UserError("no captive batch of " + std::to_string(c.men) + " men of unit '" +
                                *c.unit + "' held by '" + c.captor + "' for its captive record");
            }
            batchKey = batch.getColumn(0).getInt64();
            batch.reset();
            batch.clearBindings();
        }
        CaptiveImport::Row row;
        row.side = sql::keyOf(sides, c.side);
        row.captor = captor;
        row.leader = sql::keyOf(leaders, c.leader);
        row.unit = sql::keyOf(units, c.unit);
        row.batch = batchKey;
        row.men = c.men;
        row.rule = c.rule;
        row.taken = c.taken;
        row.demandBy = c.demandBy;
        row.demanded = c.demanded;
        row.deadline = c.deadline;
        row.ransom = c.ransom;
        row.paid = c.paid;
        row.status = c.status;
        insert.add(row);
    }
}

void writeMarchState(SQLite::Database& db, const CampaignState& state, const Keys& sides,
                     const Keys& places, const Keys& armies, const Keys& units) {
    for (const ArmyMarch& m : state.marches) {
        const std::int64_t army = sql::keyOf(armies, m.army);
        // Orders alone need no march row: no row means not forced, coming from nowhere.
        if (m.forced || m.lastForced || m.cameFrom) {
            writeArmyMarch(db, army, {m.forced, m.lastForced, sql::keyOf(places, m.cameFrom)});
        }
        std::vector<std::int64_t> stops;
        for (const std::string& place : m.stops) stops.push_back(sql::keyOf(places, place));
        if (!stops.empty()) writeArmyOrders(db, army, stops);
    }
    for (const ArmyMerged& m : state.merged) {
        insertArmyMerged(db, sql::keyOf(armies, m.army), sql::keyOf(armies, m.into), m.day);
    }
    for (const PlaceHolding& h : state.holdings) {
        writePlaceHolding(db, sql::keyOf(places, h.place),
                          PlaceHoldingRow{sql::keyOf(sides, h.side), h.since});
    }
    replacePendingBattles(db, places, armies, state.pendingBattles);
    BattleResultRows results(db);
    for (const BattleResult& r : state.battleResults) {
        results.insert(sql::keyOf(units, r.unit), r.day, sql::keyOf(places, r.place), r.result);
    }
}

void writePayState(SQLite::Database& db, const CampaignState& state, const Keys& sides,
                   const Keys& units) {
    PurseImport purse(db);
    for (const SidePurse& p : state.purses) purse.add(sql::keyOf(sides, p.side), p.pence);
    UpkeepImport upkeep(db);
    for (const UnitUpkeep& u : state.upkeep) {
        upkeep.add(sql::keyOf(units, u.unit), u.arrearsPence, u.arrearsDays, u.serviceFrom);
    }
}

}  // namespace

void writeCampaignState(SQLite::Database& db, const CampaignState& state, std::int64_t actionId) {
    const Keys sides = keysOf(db, "side"), places = keysOf(db, "place"),
               leaders = keysOf(db, "leader"), armies = keysOf(db, "army"),
               units = keysOf(db, "unit");
    try {
        writeCaptiveRecords(db, state, sides, leaders, units);
        DepotImport depot(db);
        for (const DepotMen& d : state.depots) {
            // One by one, in this order: the first unknown id is the one the error names.
            const std::int64_t unit = sql::keyOf(units, d.unit);
            const std::int64_t side = sql::keyOf(sides, d.side);
            depot.add(unit, side, sql::keyOf(places, d.place), d.men, d.since);
        }
        writeMarchState(db, state, sides, places, armies, units);
        writePayState(db, state, sides, units);
        ChronicleImport chronicle(db, actionId);
        for (const ChronicleEntry& e : state.chronicle) chronicle.add(e.day, e.kind, e.text);
    } catch (const SQLite::Exception& e) {
        throw UserError(std::string("the campaign's state could not be stored: ") + e.what());
    }
}

}  // namespace seneschal::campaign
