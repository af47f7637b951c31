#include "campaign/scenarios/scenario_state.hpp"

#include <map>

#include "base/errors.hpp"
#include "campaign/file/sql_rows.hpp"
#include "campaign/stores/army_store.hpp"
#include "campaign/stores/captives.hpp"
#include "campaign/stores/chronicle.hpp"
#include "campaign/stores/lookup.hpp"
#include "campaign/stores/march_treasury.hpp"
#include "campaign/stores/pending_battle_store.hpp"
#include "campaign/stores/place_store.hpp"
#include "campaign/stores/unit_store.hpp"
#include "campaign/stores/upkeep_store.hpp"

namespace seneschal::campaign {

namespace {

using Slugs = sql::SlugsByKey;
using Keys = sql::KeysBySlug;

Keys keysOf(SQLite::Database& db, Subject subject) {
    Keys keys;
    for (const auto& [key, slug] : readIdsByKey(db, subject)) keys.emplace(slug, key);
    return keys;
}

// The slug of a key that may be none.
std::optional<std::string> slugOrNone(const Slugs& slugs, std::optional<std::int64_t> key) {
    if (!key) return std::nullopt;
    return slugs.at(*key);
}

struct Tables {
    Slugs sides, places, leaders, armies, units;
};

void readCaptiveRecords(SQLite::Database& db, const Tables& t, CampaignState& state) {
    for (const CaptiveImport::Row& row : readCaptiveRows(db)) {
        CaptiveRecord c;
        c.leader = slugOrNone(t.leaders, row.leader);
        c.unit = slugOrNone(t.units, row.unit);
        c.men = row.men;
        c.side = t.sides.at(row.side);
        c.captor = t.sides.at(row.captor);
        c.rule = row.rule;
        c.taken = row.taken;
        c.demandBy = row.demandBy;
        c.demanded = row.demanded;
        c.deadline = row.deadline;
        c.ransom = row.ransom;
        c.paid = row.paid;
        c.status = row.status;
        state.captives.push_back(std::move(c));
    }
}

void readMarchState(SQLite::Database& db, const Tables& t, CampaignState& state) {
    std::map<std::int64_t, ArmyMarch> marches;
    for (const auto& [army, row] : readArmyMarches(db)) {
        ArmyMarch& m = marches[army];
        m.forced = row.forced;
        m.lastForced = row.lastForced;
        m.cameFrom = slugOrNone(t.places, row.cameFrom);
    }
    for (const auto& [army, place] : readArmyOrderStops(db))
        marches[army].stops.push_back(t.places.at(place));
    for (auto& [army, m] : marches) {
        m.army = t.armies.at(army);
        state.marches.push_back(std::move(m));
    }
    for (const ArmyMergedRow& merged : readArmyMergedRows(db))
        state.merged.push_back({t.armies.at(merged.army), t.armies.at(merged.into), merged.day});
    for (const ArmyDisbandedRow& row : readArmyDisbandedRows(db))
        state.disbanded.push_back({t.armies.at(row.army), row.day, row.reason});
    for (const auto& [place, holding] : readPlaceHoldings(db))
        state.holdings.push_back({t.places.at(place), t.sides.at(holding.side), holding.since});
    state.pendingBattles = readPendingBattles(db);
    for (const BattleResultRow& result : readBattleResultRows(db)) {
        state.battleResults.push_back(
            {t.units.at(result.unit), t.places.at(result.place), result.result, result.day});
    }
}

void readPayState(SQLite::Database& db, const Tables& t, CampaignState& state) {
    for (const auto& [side, pence] : readPurses(db))
        state.purses.push_back({t.sides.at(side), pence});
    for (const UpkeepRow& row : readUpkeepRows(db)) {
        UnitUpkeep u{t.units.at(row.unit), row.arrears, row.arrearsDays, row.serviceFrom};
        // A row with the defaults means what no row means; leave it out.
        if (u.arrearsPence != 0 || u.arrearsDays != 0 || u.serviceFrom)
            state.upkeep.push_back(std::move(u));
    }
}

}  // namespace

CampaignState readCampaignState(SQLite::Database& db) {
    const Tables t{readIdsByKey(db, Subject::Side), readIdsByKey(db, Subject::Place),
                   readIdsByKey(db, Subject::Leader), readIdsByKey(db, Subject::Army),
                   readIdsByKey(db, Subject::Unit)};
    CampaignState state;
    readCaptiveRecords(db, t, state);
    for (const DepotRow& depot : readDepotRows(db)) {
        state.depots.push_back({t.units.at(depot.unit), t.sides.at(depot.side),
                                slugOrNone(t.places, depot.place), depot.men, depot.since});
    }
    readMarchState(db, t, state);
    readPayState(db, t, state);
    for (const ChronicleLine& line : readChronicle(db))
        state.chronicle.push_back({line.day, line.kind, line.text});
    return state;
}

namespace {

void writeCaptiveRecords(SQLite::Database& db, const CampaignState& state, const Keys& sides,
                         const Keys& leaders, const Keys& units) {
    CaptiveImport insert(db);
    for (const CaptiveRecord& c : state.captives) {
        const std::int64_t captor = sql::keyOf(sides, c.captor);
        std::optional<std::int64_t> batchKey;
        if (c.unit && isHeld(c.status)) {
            batchKey = insert.unclaimedBatch(sql::keyOf(units, *c.unit), c.men, captor);
            if (!batchKey) {
                throw UserError("no captive batch of " + std::to_string(c.men) + " men of unit '" +
                                *c.unit + "' held by '" + c.captor + "' for its captive record");
            }
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
    for (const ArmyDisbanded& d : state.disbanded)
        insertArmyDisbanded(db, sql::keyOf(armies, d.army), d.day, d.reason);
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
    const Keys sides = keysOf(db, Subject::Side), places = keysOf(db, Subject::Place),
               leaders = keysOf(db, Subject::Leader), armies = keysOf(db, Subject::Army),
               units = keysOf(db, Subject::Unit);
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
