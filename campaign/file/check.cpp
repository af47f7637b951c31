#include "campaign/file/check.hpp"

#include <SQLiteCpp/Statement.h>

#include "battle/errors.hpp"
#include "campaign/battles/rules.hpp"
#include "campaign/file/schema_check.hpp"
#include "campaign/stores/repository.hpp"

namespace seneschal::campaign {

namespace {

void sqliteChecks(SQLite::Database& db, std::vector<std::string>& problems) {
    SQLite::Statement integrity(db, "PRAGMA integrity_check");
    while (integrity.executeStep()) {
        const std::string line = integrity.getColumn(0).getString();
        if (line != "ok") problems.push_back("integrity: " + line);
    }
    SQLite::Statement keys(db, "PRAGMA foreign_key_check");
    while (keys.executeStep()) {
        problems.push_back("foreign key: row " + keys.getColumn(1).getString() + " of " +
                           keys.getColumn(0).getString() + " refers to a missing " +
                           keys.getColumn(2).getString());
    }
}

// Every way a man leaves the ranks is one of these states, so the sums must meet.
void conservation(SQLite::Database& db, std::vector<std::string>& problems) {
    SQLite::Statement units(db, R"SQL(
        SELECT unit.slug, unit.name, unit.mustered, unit.recruited, unit.present,
               coalesce(w.men, 0), coalesce(c.men, 0), unit.dead, unit.deserted,
               coalesce(d.men, 0)
        FROM unit
        LEFT JOIN (SELECT unit_id, sum(men) AS men FROM wounded_batch GROUP BY unit_id) AS w
               ON w.unit_id = unit.id
        LEFT JOIN (SELECT unit_id, sum(men) AS men FROM captive_batch GROUP BY unit_id) AS c
               ON c.unit_id = unit.id
        LEFT JOIN (SELECT unit_id, sum(men) AS men FROM depot_batch GROUP BY unit_id) AS d
               ON d.unit_id = unit.id
        WHERE unit.mustered + unit.recruited <>
              unit.present + coalesce(w.men, 0) + coalesce(c.men, 0) + unit.dead + unit.deserted
              + coalesce(d.men, 0)
        ORDER BY unit.id)SQL");
    while (units.executeStep()) {
        auto n = [&](int i) { return std::to_string(units.getColumn(i).getInt64()); };
        problems.push_back("unit " + units.getColumn(0).getString() + " (" +
                           units.getColumn(1).getString() + "): mustered " + n(2) +
                           " + recruited " + n(3) + " != present " + n(4) + " + wounded " + n(5) +
                           " + captive " + n(6) + " + dead " + n(7) + " + deserted " + n(8) +
                           " + at the depot " + n(9));
    }
}

void leaderStatus(SQLite::Database& db, std::vector<std::string>& problems) {
    SQLite::Statement leaders(db, R"SQL(
        SELECT slug, status, wounded_until IS NOT NULL, captor_side_id IS NOT NULL,
               captor_side_id = side_id
        FROM leader ORDER BY id)SQL");
    while (leaders.executeStep()) {
        const std::string who = "leader " + leaders.getColumn(0).getString();
        const std::string status = leaders.getColumn(1).getString();
        const bool until = leaders.getColumn(2).getInt() != 0;
        const bool captor = leaders.getColumn(3).getInt() != 0;
        if (status == "wounded" && !until)
            problems.push_back(who + ": wounded with no date of return");
        if (status != "wounded" && until)
            problems.push_back(who + ": " + status + " and wounded until a date");
        if (status == "captive" && !captor) problems.push_back(who + ": captive of no side");
        if (status != "captive" && captor)
            problems.push_back(who + ": " + status + " and held by a captor");
        if (status == "captive" && leaders.getColumn(4).getInt() != 0) {
            problems.push_back(who + ": held captive by his own side");
        }
    }
    // A leader leads at most one army, battal or unit, and only of his own side.
    SQLite::Statement commands(db, R"SQL(
        WITH led(leader_id, what, side_id) AS (
            SELECT army.leader_id, 'army ' || army.slug, army.side_id FROM army
            WHERE army.leader_id IS NOT NULL
            UNION ALL
            SELECT battal.leader_id, 'battal ' || battal.slug, army.side_id FROM battal
            JOIN army ON army.id = battal.army_id WHERE battal.leader_id IS NOT NULL
            UNION ALL
            SELECT unit.leader_id, 'unit ' || unit.slug, army.side_id FROM unit
            JOIN battal ON battal.id = unit.battal_id JOIN army ON army.id = battal.army_id
            WHERE unit.leader_id IS NOT NULL)
        SELECT leader.slug, group_concat(led.what, ', '), count(*),
               sum(led.side_id <> leader.side_id)
        FROM led JOIN leader ON leader.id = led.leader_id
        GROUP BY leader.id ORDER BY leader.id)SQL");
    while (commands.executeStep()) {
        const std::string who = "leader " + commands.getColumn(0).getString();
        if (commands.getColumn(2).getInt() > 1) {
            problems.push_back(who + ": leads more than one thing (" +
                               commands.getColumn(1).getString() + ")");
        }
        if (commands.getColumn(3).getInt() > 0) {
            problems.push_back(who + ": leads troops of another side (" +
                               commands.getColumn(1).getString() + ")");
        }
    }
}

void troopTypes(SQLite::Database& db, std::vector<std::string>& problems) {
    const battle::Rulebook* rules = nullptr;
    try {
        rules = &rulebookFor(readCampaignInfo(db).rules);
    } catch (const UserError& e) {
        problems.push_back(std::string("rules: ") + e.what());
        return;
    }
    SQLite::Statement types(db, "SELECT slug, troop_type, weapons FROM unit ORDER BY id");
    while (types.executeStep()) {
        const std::string type = types.getColumn(1).getString();
        if (rules->findTroopType(type) == nullptr) {
            problems.push_back("unit " + types.getColumn(0).getString() + ": troop type '" + type +
                               "' is not in the rules");
        }
    }
}

}  // namespace

std::vector<std::string> checkCampaign(SQLite::Database& db) {
    std::vector<std::string> problems;
    for (const std::string& difference : schemaDifferences(db)) {
        problems.push_back("schema: " + difference);
    }
    sqliteChecks(db, problems);
    // The roster's checks read the program's tables; on another schema they mean nothing.
    if (!problems.empty() && problems.front().starts_with("schema: ")) return problems;
    conservation(db, problems);
    leaderStatus(db, problems);
    troopTypes(db, problems);
    return problems;
}

}  // namespace seneschal::campaign
