#include "campaign/stores/battle_roster.hpp"

#include <SQLiteCpp/Statement.h>

#include "campaign/file/sql_rows.hpp"
#include "campaign/stores/stored_words.hpp"

namespace seneschal::campaign {

namespace {

std::string textOrBlank(const SQLite::Column& column) {
    return column.isNull() ? std::string() : column.getString();
}

}  // namespace

std::vector<SideAtPlace> readSidesAt(SQLite::Database& db, std::int64_t placeKey) {
    SQLite::Statement query(db, R"SQL(
        SELECT DISTINCT side.slug, side.name, coalesce(side.colour, '') FROM army
        JOIN side ON side.id = army.side_id WHERE army.place_id = ? ORDER BY side.id)SQL");
    query.bind(1, placeKey);
    std::vector<SideAtPlace> sides;
    while (query.executeStep()) {
        sides.push_back({query.getColumn(0).getString(), query.getColumn(1).getString(),
                         query.getColumn(2).getString()});
    }
    return sides;
}

std::vector<LeaderAtPlace> readActiveLeadersAt(SQLite::Database& db, std::int64_t placeKey) {
    SQLite::Statement query(db, R"SQL(
        SELECT leader.slug, leader.name, side.slug, leader.rank, leader.cv,
               coalesce(leader.character, '')
        FROM leader JOIN side ON side.id = leader.side_id
        WHERE leader.status = 'active' AND leader.id IN (
            SELECT army.leader_id FROM army WHERE army.place_id = ?1
            UNION SELECT battal.leader_id FROM battal JOIN army ON army.id = battal.army_id
                  WHERE army.place_id = ?1
            UNION SELECT unit.leader_id FROM unit JOIN battal ON battal.id = unit.battal_id
                  JOIN army ON army.id = battal.army_id WHERE army.place_id = ?1 AND unit.present > 0)
        ORDER BY leader.id)SQL");
    query.bind(1, placeKey);
    std::vector<LeaderAtPlace> leaders;
    while (query.executeStep()) {
        leaders.push_back({query.getColumn(0).getString(), query.getColumn(1).getString(),
                           query.getColumn(2).getString(), query.getColumn(3).getString(),
                           query.getColumn(4).getInt(), query.getColumn(5).getString()});
    }
    return leaders;
}

std::vector<UnitAtPlace> readUnitsAt(SQLite::Database& db, std::int64_t placeKey) {
    SQLite::Statement query(db, R"SQL(
        SELECT army.slug, army.name, side.slug, coalesce(al.slug, ''),
               battal.slug, battal.name, battal.orders, coalesce(bl.slug, ''),
               unit.slug, unit.name, unit.troop_type, unit.class, unit.present, unit.protection,
               unit.formation, unit.weapons, ul.slug
        FROM unit JOIN battal ON battal.id = unit.battal_id JOIN army ON army.id = battal.army_id
        JOIN side ON side.id = army.side_id
        LEFT JOIN leader AS al ON al.id = army.leader_id
        LEFT JOIN leader AS bl ON bl.id = battal.leader_id
        LEFT JOIN leader AS ul ON ul.id = unit.leader_id
        WHERE army.place_id = ? AND unit.present > 0
        ORDER BY army.id, battal.id, unit.id)SQL");
    query.bind(1, placeKey);
    std::vector<UnitAtPlace> units;
    while (query.executeStep()) {
        UnitAtPlace unit;
        unit.armyId = query.getColumn(0).getString();
        unit.armyName = query.getColumn(1).getString();
        unit.side = query.getColumn(2).getString();
        unit.armyLeader = query.getColumn(3).getString();
        unit.battalId = query.getColumn(4).getString();
        unit.battalName = query.getColumn(5).getString();
        unit.battalOrders = storedBattalOrders(db, query.getColumn(6).getString(), unit.battalName);
        unit.battalLeader = query.getColumn(7).getString();
        unit.id = query.getColumn(8).getString();
        unit.name = query.getColumn(9).getString();
        unit.type = query.getColumn(10).getString();
        unit.troopClass = storedTroopClass(db, query.getColumn(11).getString(), unit.name);
        unit.present = query.getColumn(12).getInt64();
        unit.protection = textOrBlank(query.getColumn(13));
        unit.formation = textOrBlank(query.getColumn(14));
        unit.weapons = textOrBlank(query.getColumn(15));
        unit.leader = textOrBlank(query.getColumn(16));
        units.push_back(std::move(unit));
    }
    return units;
}

std::vector<RosterUnitAt> readRosterUnitsOfSide(SQLite::Database& db, const std::string& side) {
    SQLite::Statement query(db, R"SQL(
        SELECT unit.id, unit.slug, unit.name, side.slug, unit.troop_type, unit.class,
               unit.present, army.place_id,
               coalesce(unit.protection, ''), coalesce(unit.weapons, '')
        FROM unit JOIN battal ON battal.id = unit.battal_id JOIN army ON army.id = battal.army_id
        JOIN side ON side.id = army.side_id
        WHERE side.slug = ?1 ORDER BY unit.id)SQL");
    query.bind(1, side);
    std::vector<RosterUnitAt> units;
    while (query.executeStep()) {
        const std::string name = query.getColumn(2).getString();
        RosterUnit unit{query.getColumn(0).getInt64(),
                        query.getColumn(1).getString(),
                        name,
                        query.getColumn(3).getString(),
                        query.getColumn(4).getString(),
                        storedTroopClass(db, query.getColumn(5).getString(), name),
                        query.getColumn(6).getInt64(),
                        query.getColumn(8).getString(),
                        query.getColumn(9).getString()};
        units.push_back({std::move(unit), sql::optionalInt(query.getColumn(7))});
    }
    return units;
}

std::vector<RosterLeader> readRosterLeaders(SQLite::Database& db) {
    SQLite::Statement query(db, R"SQL(
        SELECT leader.id, leader.slug, leader.name, side.slug, leader.rank, leader.status
        FROM leader JOIN side ON side.id = leader.side_id ORDER BY leader.id)SQL");
    std::vector<RosterLeader> leaders;
    while (query.executeStep()) {
        const std::string name = query.getColumn(2).getString();
        leaders.push_back({query.getColumn(0).getInt64(), query.getColumn(1).getString(), name,
                           query.getColumn(3).getString(), query.getColumn(4).getString(),
                           storedLeaderStatus(db, query.getColumn(5).getString(), name)});
    }
    return leaders;
}

std::vector<LedArmy> readArmiesLedBy(SQLite::Database& db, std::int64_t leaderKey) {
    SQLite::Statement query(db, R"SQL(
        SELECT army.id, coalesce(place.name, '') FROM army LEFT JOIN place ON place.id = army.place_id
        WHERE army.id IN (SELECT id FROM army WHERE leader_id = ?1
                          UNION SELECT army_id FROM battal WHERE leader_id = ?1
                          UNION SELECT battal.army_id FROM unit
                                JOIN battal ON battal.id = unit.battal_id
                                WHERE unit.leader_id = ?1)
        ORDER BY army.id)SQL");
    query.bind(1, leaderKey);
    std::vector<LedArmy> armies;
    while (query.executeStep())
        armies.push_back({query.getColumn(0).getInt64(), query.getColumn(1).getString()});
    return armies;
}

std::vector<FactorUnit> readFactorUnits(SQLite::Database& db, std::int64_t placeKey) {
    SQLite::Statement units(db, R"SQL(
        SELECT unit.id, unit.slug, unit.name, unit.troop_type, army.name, side.slug,
               m.last_forced_day, coalesce(u.arrears_days, 0),
               ul.name, ul.status, bl.name, bl.status, al.name, al.status
        FROM army JOIN side ON side.id = army.side_id
        JOIN battal ON battal.army_id = army.id JOIN unit ON unit.battal_id = battal.id
        LEFT JOIN army_march AS m ON m.army_id = army.id
        LEFT JOIN unit_upkeep AS u ON u.unit_id = unit.id
        LEFT JOIN leader AS ul ON ul.id = unit.leader_id
        LEFT JOIN leader AS bl ON bl.id = battal.leader_id
        LEFT JOIN leader AS al ON al.id = army.leader_id
        WHERE army.id NOT IN (SELECT army_id FROM army_merged UNION ALL
                           SELECT army_id FROM army_disbanded) AND CASE
            WHEN EXISTS (SELECT 1 FROM pending_battle WHERE place_id = ?1)
            THEN army.id IN (SELECT pa.army_id FROM pending_battle_army AS pa
                             JOIN pending_battle AS p ON p.id = pa.battle_id
                             WHERE p.place_id = ?1)
            ELSE army.place_id = ?1 END
        ORDER BY army.id, battal.id, unit.id)SQL");
    units.bind(1, placeKey);
    // Prepared once, bound to each unit in turn.
    SQLite::Statement battles(db, R"SQL(
        SELECT r.day, r.result, place.name FROM unit_battle_result AS r
        JOIN place ON place.id = r.place_id WHERE r.unit_id = ? ORDER BY r.day, r.id)SQL");
    // Wounded coming back to duty are ledger lines of the advance: the wounded count falls.
    SQLite::Statement healed(db, R"SQL(
        SELECT DISTINCT day FROM ledger_entry
        WHERE unit_id = ? AND what = 'wounded' AND change < 0 AND cause = 'advance')SQL");

    std::vector<FactorUnit> out;
    while (units.executeStep()) {
        const std::int64_t unitKey = units.getColumn(0).getInt64();
        FactorUnit unit;
        unit.id = units.getColumn(1).getString();
        unit.name = units.getColumn(2).getString();
        unit.type = units.getColumn(3).getString();
        unit.armyName = units.getColumn(4).getString();
        unit.side = units.getColumn(5).getString();
        unit.lastForcedMarch = sql::optionalDay(units.getColumn(6));
        unit.arrearsDays = units.getColumn(7).getInt64();
        for (int column : {8, 10, 12}) {
            if (units.getColumn(column).isNull()) continue;
            const std::string name = units.getColumn(column).getString();
            unit.leaders.push_back(
                {name, storedLeaderStatus(db, units.getColumn(column + 1).getString(), name)});
        }
        battles.bind(1, unitKey);
        while (battles.executeStep()) {
            unit.battles.push_back({DayNumber{battles.getColumn(0).getInt64()},
                                    battles.getColumn(1).getString(),
                                    battles.getColumn(2).getString()});
        }
        battles.reset();
        healed.bind(1, unitKey);
        while (healed.executeStep())
            unit.woundedReturned.push_back(DayNumber{healed.getColumn(0).getInt64()});
        healed.reset();
        out.push_back(std::move(unit));
    }
    return out;
}

}  // namespace seneschal::campaign
