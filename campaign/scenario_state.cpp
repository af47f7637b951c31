#include "campaign/scenario_state.hpp"

#include <SQLiteCpp/Statement.h>

#include <map>

#include "battle/errors.hpp"
#include "campaign/captives.hpp"

namespace seneschal::campaign {

namespace {

using Slugs = std::map<std::int64_t, std::string>;
using Keys = std::map<std::string, std::int64_t, std::less<>>;

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

std::optional<std::string> slugOf(const Slugs& slugs, const SQLite::Column& column) {
    if (column.isNull()) return std::nullopt;
    return slugs.at(column.getInt64());
}

std::optional<DayNumber> dayOf(const SQLite::Column& column) {
    if (column.isNull()) return std::nullopt;
    return DayNumber{column.getInt64()};
}

DayNumber day(const SQLite::Column& column) {
    return {column.getInt64()};
}

std::int64_t keyOf(const Keys& keys, const std::string& slug) {
    const auto it = keys.find(slug);
    if (it == keys.end()) throw UserError("unknown reference '" + slug + "'");
    return it->second;
}

void bindOptional(SQLite::Statement& statement, int index, const std::optional<std::int64_t>& v) {
    if (v) {
        statement.bind(index, *v);
    } else {
        statement.bind(index);
    }
}

std::optional<std::int64_t> valueOf(const std::optional<DayNumber>& d) {
    if (!d) return std::nullopt;
    return d->value;
}

std::optional<std::int64_t> keyOf(const Keys& keys, const std::optional<std::string>& slug) {
    if (!slug) return std::nullopt;
    return keyOf(keys, *slug);
}

void run(SQLite::Statement& statement) {
    statement.exec();
    statement.reset();
    statement.clearBindings();
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
        c.leader = slugOf(t.leaders, q.getColumn(0));
        c.unit = slugOf(t.units, q.getColumn(1));
        c.men = q.getColumn(2).getInt64();
        c.side = t.sides.at(q.getColumn(3).getInt64());
        c.captor = t.sides.at(q.getColumn(4).getInt64());
        c.rule = q.getColumn(5).getString();
        c.taken = day(q.getColumn(6));
        c.demandBy = day(q.getColumn(7));
        c.demanded = dayOf(q.getColumn(8));
        c.deadline = day(q.getColumn(9));
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
        m.lastForced = dayOf(march.getColumn(2));
        m.cameFrom = slugOf(t.places, march.getColumn(3));
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
                                day(merged.getColumn(2))});
    }
    SQLite::Statement holding(
        db, "SELECT place_id, side_id, since_day FROM place_holding ORDER BY place_id");
    while (holding.executeStep()) {
        state.holdings.push_back({t.places.at(holding.getColumn(0).getInt64()),
                                  t.sides.at(holding.getColumn(1).getInt64()),
                                  day(holding.getColumn(2))});
    }
    SQLite::Statement battle(db, "SELECT id, place_id, since_day FROM pending_battle ORDER BY id");
    SQLite::Statement armies(
        db, "SELECT army_id FROM pending_battle_army WHERE battle_id = ? ORDER BY army_id");
    while (battle.executeStep()) {
        PendingBattle b{t.places.at(battle.getColumn(1).getInt64()), day(battle.getColumn(2)), {}};
        armies.bind(1, battle.getColumn(0).getInt64());
        while (armies.executeStep())
            b.armies.push_back(t.armies.at(armies.getColumn(0).getInt64()));
        armies.reset();
        state.pendingBattles.push_back(std::move(b));
    }
    SQLite::Statement result(
        db, "SELECT unit_id, place_id, result, day FROM unit_battle_result ORDER BY id");
    while (result.executeStep()) {
        state.battleResults.push_back({t.units.at(result.getColumn(0).getInt64()),
                                       t.places.at(result.getColumn(1).getInt64()),
                                       result.getColumn(2).getString(), day(result.getColumn(3))});
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
                     upkeep.getColumn(2).getInt64(), dayOf(upkeep.getColumn(3))};
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
                                slugOf(t.places, depot.getColumn(2)), depot.getColumn(3).getInt64(),
                                day(depot.getColumn(4))});
    }
    readMarchState(db, t, state);
    readPayState(db, t, state);
    SQLite::Statement chronicle(db, "SELECT day, kind, text FROM chronicle ORDER BY day, id");
    while (chronicle.executeStep()) {
        state.chronicle.push_back({day(chronicle.getColumn(0)), chronicle.getColumn(1).getString(),
                                   chronicle.getColumn(2).getString()});
    }
    return state;
}

namespace {

void writeCaptiveRecords(SQLite::Database& db, const CampaignState& state, const Keys& sides,
                         const Keys& leaders, const Keys& units) {
    SQLite::Statement insert(db, R"SQL(
        INSERT INTO captive (side_id, captor_side_id, leader_id, unit_id, batch_id, men, rule,
                             taken_day, demand_by_day, demanded_day, deadline_day, ransom, paid,
                             status)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?))SQL");
    SQLite::Statement batch(db, R"SQL(
        SELECT captive_batch.id FROM captive_batch
        WHERE unit_id = ? AND men = ? AND captor_side_id = ?
          AND NOT EXISTS (SELECT 1 FROM captive WHERE captive.batch_id = captive_batch.id)
        ORDER BY captive_batch.id LIMIT 1)SQL");
    for (const CaptiveRecord& c : state.captives) {
        const std::int64_t captor = keyOf(sides, c.captor);
        std::optional<std::int64_t> batchKey;
        if (c.unit && isHeld(c.status)) {
            batch.bind(1, keyOf(units, *c.unit));
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
        insert.bind(1, keyOf(sides, c.side));
        insert.bind(2, captor);
        bindOptional(insert, 3, keyOf(leaders, c.leader));
        bindOptional(insert, 4, keyOf(units, c.unit));
        bindOptional(insert, 5, batchKey);
        insert.bind(6, c.men);
        insert.bind(7, c.rule);
        insert.bind(8, c.taken.value);
        insert.bind(9, c.demandBy.value);
        bindOptional(insert, 10, valueOf(c.demanded));
        insert.bind(11, c.deadline.value);
        insert.bind(12, c.ransom);
        insert.bind(13, c.paid);
        insert.bind(14, c.status);
        run(insert);
    }
}

void writeMarchState(SQLite::Database& db, const CampaignState& state, const Keys& sides,
                     const Keys& places, const Keys& armies, const Keys& units) {
    SQLite::Statement march(db, R"SQL(
        INSERT INTO army_march (army_id, forced, last_forced_day, came_from_place_id)
        VALUES (?, ?, ?, ?))SQL");
    SQLite::Statement stop(db,
                           "INSERT INTO army_order_stop (army_id, seq, place_id) VALUES (?, ?, ?)");
    for (const ArmyMarch& m : state.marches) {
        const std::int64_t army = keyOf(armies, m.army);
        // Orders alone need no march row: no row means not forced, coming from nowhere.
        if (m.forced || m.lastForced || m.cameFrom) {
            march.bind(1, army);
            march.bind(2, m.forced ? 1 : 0);
            bindOptional(march, 3, valueOf(m.lastForced));
            bindOptional(march, 4, keyOf(places, m.cameFrom));
            run(march);
        }
        std::int64_t seq = 0;
        for (const std::string& place : m.stops) {
            stop.bind(1, army);
            stop.bind(2, ++seq);
            stop.bind(3, keyOf(places, place));
            run(stop);
        }
    }
    SQLite::Statement merged(
        db, "INSERT INTO army_merged (army_id, into_army_id, day) VALUES (?, ?, ?)");
    for (const ArmyMerged& m : state.merged) {
        merged.bind(1, keyOf(armies, m.army));
        merged.bind(2, keyOf(armies, m.into));
        merged.bind(3, m.day.value);
        run(merged);
    }
    SQLite::Statement holding(
        db, "INSERT INTO place_holding (place_id, side_id, since_day) VALUES (?, ?, ?)");
    for (const PlaceHolding& h : state.holdings) {
        holding.bind(1, keyOf(places, h.place));
        holding.bind(2, keyOf(sides, h.side));
        holding.bind(3, h.since.value);
        run(holding);
    }
    SQLite::Statement battle(db, "INSERT INTO pending_battle (place_id, since_day) VALUES (?, ?)");
    SQLite::Statement army(db,
                           "INSERT INTO pending_battle_army (battle_id, army_id) VALUES (?, ?)");
    for (const PendingBattle& b : state.pendingBattles) {
        battle.bind(1, keyOf(places, b.place));
        battle.bind(2, b.since.value);
        run(battle);
        const std::int64_t battleKey = db.getLastInsertRowid();
        for (const std::string& a : b.armies) {
            army.bind(1, battleKey);
            army.bind(2, keyOf(armies, a));
            run(army);
        }
    }
    SQLite::Statement result(
        db, "INSERT INTO unit_battle_result (unit_id, day, place_id, result) VALUES (?, ?, ?, ?)");
    for (const BattleResult& r : state.battleResults) {
        result.bind(1, keyOf(units, r.unit));
        result.bind(2, r.day.value);
        result.bind(3, keyOf(places, r.place));
        result.bind(4, r.result);
        run(result);
    }
}

void writePayState(SQLite::Database& db, const CampaignState& state, const Keys& sides,
                   const Keys& units) {
    SQLite::Statement purse(db, "INSERT INTO side_purse (side_id, pence) VALUES (?, ?)");
    for (const SidePurse& p : state.purses) {
        purse.bind(1, keyOf(sides, p.side));
        purse.bind(2, p.pence);
        run(purse);
    }
    SQLite::Statement upkeep(db, R"SQL(
        INSERT INTO unit_upkeep (unit_id, arrears_pence, arrears_days, service_from_day)
        VALUES (?, ?, ?, ?))SQL");
    for (const UnitUpkeep& u : state.upkeep) {
        upkeep.bind(1, keyOf(units, u.unit));
        upkeep.bind(2, u.arrearsPence);
        upkeep.bind(3, u.arrearsDays);
        bindOptional(upkeep, 4, valueOf(u.serviceFrom));
        run(upkeep);
    }
}

}  // namespace

void writeCampaignState(SQLite::Database& db, const CampaignState& state, std::int64_t actionId) {
    const Keys sides = keysOf(db, "side"), places = keysOf(db, "place"),
               leaders = keysOf(db, "leader"), armies = keysOf(db, "army"),
               units = keysOf(db, "unit");
    try {
        writeCaptiveRecords(db, state, sides, leaders, units);
        SQLite::Statement depot(db, R"SQL(
            INSERT INTO depot_batch (unit_id, side_id, place_id, men, since)
            VALUES (?, ?, ?, ?, ?))SQL");
        for (const DepotMen& d : state.depots) {
            depot.bind(1, keyOf(units, d.unit));
            depot.bind(2, keyOf(sides, d.side));
            bindOptional(depot, 3, keyOf(places, d.place));
            depot.bind(4, d.men);
            depot.bind(5, d.since.value);
            run(depot);
        }
        writeMarchState(db, state, sides, places, armies, units);
        writePayState(db, state, sides, units);
        SQLite::Statement chronicle(
            db, "INSERT INTO chronicle (action_id, day, kind, text) VALUES (?, ?, ?, ?)");
        for (const ChronicleEntry& e : state.chronicle) {
            chronicle.bind(1, actionId);
            chronicle.bind(2, e.day.value);
            chronicle.bind(3, e.kind);
            chronicle.bind(4, e.text);
            run(chronicle);
        }
    } catch (const SQLite::Exception& e) {
        throw UserError(std::string("the campaign's state could not be stored: ") + e.what());
    }
}

}  // namespace seneschal::campaign
