#include "campaign/stores/listings.hpp"

#include <SQLiteCpp/Statement.h>

#include "campaign/stores/lookup.hpp"
#include "campaign/stores/repository.hpp"

namespace seneschal::campaign {

std::vector<RosterLine> readRoster(SQLite::Database& db, const std::optional<std::string>& army) {
    std::optional<std::int64_t> armyKey;
    if (army) armyKey = find(db, Subject::Army, *army).key;
    SQLite::Statement query(db, R"SQL(
        SELECT side.name, army.name, battal.name, unit.name, unit.troop_type, unit.class,
               unit.present, coalesce(w.men, 0), coalesce(c.men, 0), unit.dead, unit.deserted,
               w.first_return, c.held_by, side.slug, army.slug, battal.slug, unit.slug
        FROM unit
        JOIN battal ON battal.id = unit.battal_id
        JOIN army ON army.id = battal.army_id
        JOIN side ON side.id = army.side_id
        LEFT JOIN (SELECT unit_id, sum(men) AS men, min(returns_day) AS first_return
                   FROM wounded_batch GROUP BY unit_id) AS w
               ON w.unit_id = unit.id
        LEFT JOIN (SELECT b.unit_id, sum(b.men) AS men,
                          (SELECT group_concat(name, '; ') FROM (
                               SELECT DISTINCT s.name FROM captive_batch AS x
                               JOIN side AS s ON s.id = x.captor_side_id
                               WHERE x.unit_id = b.unit_id ORDER BY s.name)) AS held_by
                   FROM captive_batch AS b GROUP BY b.unit_id) AS c
               ON c.unit_id = unit.id
        WHERE (?1 IS NULL AND army.id NOT IN (SELECT army_id FROM army_disbanded))
              OR army.id = ?1
        ORDER BY army.id, battal.id, unit.id)SQL");
    if (armyKey) {
        query.bind(1, *armyKey);
    } else {
        query.bind(1);
    }
    const Reckoning reckoning = readCampaignInfo(db).reckoning;
    std::vector<RosterLine> lines;
    while (query.executeStep()) {
        RosterLine line;
        line.side = query.getColumn(0).getString();
        line.army = query.getColumn(1).getString();
        line.battal = query.getColumn(2).getString();
        line.unit = query.getColumn(3).getString();
        line.type = query.getColumn(4).getString();
        line.troopClass = query.getColumn(5).getString();
        line.present = query.getColumn(6).getInt64();
        line.wounded = query.getColumn(7).getInt64();
        line.captive = query.getColumn(8).getInt64();
        line.dead = query.getColumn(9).getInt64();
        line.deserted = query.getColumn(10).getInt64();
        if (!query.getColumn(11).isNull()) {
            line.nextReturn = formatDate(reckoning, {query.getColumn(11).getInt64()});
        }
        if (!query.getColumn(12).isNull()) line.heldBy = query.getColumn(12).getString();
        line.sideId = query.getColumn(13).getString();
        line.armyId = query.getColumn(14).getString();
        line.battalId = query.getColumn(15).getString();
        line.unitId = query.getColumn(16).getString();
        lines.push_back(std::move(line));
    }
    return lines;
}

std::vector<LeaderLine> readLeaders(SQLite::Database& db) {
    const Reckoning reckoning = readCampaignInfo(db).reckoning;
    // A leader of an army merged away leads his men in the army they are in now, through any
    // later merges (`home`).
    SQLite::Statement query(db, R"SQL(
        WITH RECURSIVE kept(army_id, keeper_id, depth) AS (
            SELECT id, id, 0 FROM army
            UNION ALL
            SELECT kept.army_id, m.into_army_id, kept.depth + 1
            FROM kept JOIN army_merged AS m ON m.army_id = kept.keeper_id
            WHERE kept.depth < 10000),
        home(army_id, name) AS (
            SELECT kept.army_id, keeper.name FROM kept JOIN army AS keeper
            ON keeper.id = kept.keeper_id
            WHERE kept.keeper_id NOT IN (SELECT army_id FROM army_merged))
        SELECT side.name, leader.slug, leader.name, leader.rank, leader.cv,
               coalesce(leader.character, ''), leader.status, leader.wounded_until,
               captor.name,
               coalesce((SELECT 'army ' || home.name FROM army
                         JOIN home ON home.army_id = army.id
                         WHERE army.leader_id = leader.id LIMIT 1),
                        (SELECT 'battal ' || name FROM battal WHERE leader_id = leader.id),
                        (SELECT 'unit ' || name FROM unit WHERE leader_id = leader.id), '')
        FROM leader
        JOIN side ON side.id = leader.side_id
        LEFT JOIN side AS captor ON captor.id = leader.captor_side_id
        ORDER BY side.id, leader.id)SQL");
    std::vector<LeaderLine> lines;
    while (query.executeStep()) {
        LeaderLine line;
        line.side = query.getColumn(0).getString();
        line.id = query.getColumn(1).getString();
        line.name = query.getColumn(2).getString();
        line.rank = query.getColumn(3).getString();
        line.cv = query.getColumn(4).getInt64();
        line.character = query.getColumn(5).getString();
        line.status = query.getColumn(6).getString();
        if (!query.getColumn(7).isNull()) {
            line.status += " until " + formatDate(reckoning, {query.getColumn(7).getInt64()});
        }
        if (!query.getColumn(8).isNull()) line.status += " of " + query.getColumn(8).getString();
        line.leads = query.getColumn(9).getString();
        lines.push_back(std::move(line));
    }
    return lines;
}

std::vector<LedgerLine> readLedger(SQLite::Database& db) {
    const Reckoning reckoning = readCampaignInfo(db).reckoning;
    SQLite::Statement query(db, R"SQL(
        SELECT action.id, ledger_entry.day, ledger_entry.cause, action.description,
               coalesce('unit ' || unit.name, 'leader ' || leader.name, 'army ' || army.name,
                        'side ' || side.name, 'campaign'),
               ledger_entry.what, ledger_entry.change, ledger_entry.note
        FROM ledger_entry
        JOIN action ON action.id = ledger_entry.action_id
        LEFT JOIN unit ON unit.id = ledger_entry.unit_id
        LEFT JOIN leader ON leader.id = ledger_entry.leader_id
        LEFT JOIN army ON army.id = ledger_entry.army_id
        LEFT JOIN side ON side.id = ledger_entry.side_id
        WHERE action.state = 'done'
        ORDER BY ledger_entry.id)SQL");
    std::vector<LedgerLine> lines;
    while (query.executeStep()) {
        LedgerLine line;
        line.action = query.getColumn(0).getInt64();
        line.date = formatDate(reckoning, {query.getColumn(1).getInt64()});
        line.cause = query.getColumn(2).getString();
        line.description = query.getColumn(3).getString();
        line.subject = query.getColumn(4).getString();
        line.what = query.getColumn(5).getString();
        line.change = query.getColumn(6).getInt64();
        line.note = query.getColumn(7).getString();
        lines.push_back(std::move(line));
    }
    return lines;
}

}  // namespace seneschal::campaign
