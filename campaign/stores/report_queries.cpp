#include "campaign/stores/report_queries.hpp"

#include <SQLiteCpp/Statement.h>

#include "campaign/file/sql_rows.hpp"
#include "campaign/stores/stored_words.hpp"

namespace seneschal::campaign {

namespace {

std::string textOrEmpty(const SQLite::Column& column) {
    return column.isNull() ? std::string() : column.getString();
}

}  // namespace

std::vector<UnitRow> readUnitRows(SQLite::Database& db) {
    SQLite::Statement query(db, R"SQL(
        SELECT unit.id, side.id, army.id, battal.id, side.name, army.name, battal.name, unit.name,
               unit.troop_type, unit.class, al.name, bl.name, ul.name,
               unit.present, coalesce(w.men, 0), coalesce(c.men, 0), unit.dead, unit.deserted
        FROM unit
        JOIN battal ON battal.id = unit.battal_id
        JOIN army ON army.id = battal.army_id
        JOIN side ON side.id = army.side_id
        LEFT JOIN leader AS al ON al.id = army.leader_id
        LEFT JOIN leader AS bl ON bl.id = battal.leader_id
        LEFT JOIN leader AS ul ON ul.id = unit.leader_id
        LEFT JOIN (SELECT unit_id, sum(men) AS men FROM wounded_batch GROUP BY unit_id) AS w
               ON w.unit_id = unit.id
        LEFT JOIN (SELECT unit_id, sum(men) AS men FROM captive_batch GROUP BY unit_id) AS c
               ON c.unit_id = unit.id
        ORDER BY side.id, army.id, battal.id, unit.id)SQL");
    std::vector<UnitRow> rows;
    while (query.executeStep()) {
        UnitRow row;
        row.key = query.getColumn(0).getInt64();
        row.sideKey = query.getColumn(1).getInt64();
        row.armyKey = query.getColumn(2).getInt64();
        row.battalKey = query.getColumn(3).getInt64();
        row.side = query.getColumn(4).getString();
        row.army = query.getColumn(5).getString();
        row.battal = query.getColumn(6).getString();
        row.unit = query.getColumn(7).getString();
        row.type = query.getColumn(8).getString();
        row.troopClass = query.getColumn(9).getString();
        row.armyLeader = textOrEmpty(query.getColumn(10));
        row.battalLeader = textOrEmpty(query.getColumn(11));
        row.unitLeader = textOrEmpty(query.getColumn(12));
        row.present = query.getColumn(13).getInt64();
        row.wounded = query.getColumn(14).getInt64();
        row.captive = query.getColumn(15).getInt64();
        row.dead = query.getColumn(16).getInt64();
        row.deserted = query.getColumn(17).getInt64();
        rows.push_back(std::move(row));
    }
    return rows;
}

std::vector<UnitChange> readUnitChanges(SQLite::Database& db, const std::string& what) {
    SQLite::Statement query(db, R"SQL(
        SELECT e.day, e.unit_id, e.what, e.change FROM ledger_entry AS e
        JOIN action AS a ON a.id = e.action_id AND a.state = 'done'
        WHERE e.unit_id IS NOT NULL AND e.change <> 0
          AND e.what IN ('present', 'wounded', 'captive', 'dead', 'deserted')
          AND (?1 = '' OR e.what = ?1)
        ORDER BY e.id)SQL");
    query.bind(1, what);
    std::vector<UnitChange> changes;
    while (query.executeStep()) {
        changes.push_back({{query.getColumn(0).getInt64()},
                           query.getColumn(1).getInt64(),
                           query.getColumn(2).getString(),
                           query.getColumn(3).getInt64()});
    }
    return changes;
}

namespace {

void addToState(MenByState& men, const std::string& what, Men change) {
    if (what == "present") men.present += change;
    if (what == "wounded") men.wounded += change;
    if (what == "captive") men.captive += change;
    if (what == "dead") men.dead += change;
    if (what == "deserted") men.deserted += change;
}

std::map<std::int64_t, MenByState> summedByUnit(SQLite::Statement& query) {
    std::map<std::int64_t, MenByState> byUnit;
    while (query.executeStep()) {
        addToState(byUnit[query.getColumn(0).getInt64()], query.getColumn(1).getString(),
                   query.getColumn(2).getInt64());
    }
    return byUnit;
}

}  // namespace

std::map<std::int64_t, MenByState> readUnitChangesAfter(SQLite::Database& db, DayNumber day) {
    SQLite::Statement query(db, R"SQL(
        SELECT e.unit_id, e.what, sum(e.change) FROM ledger_entry AS e
        JOIN action AS a ON a.id = e.action_id AND a.state = 'done'
        WHERE e.unit_id IS NOT NULL AND e.day > ?
          AND e.what IN ('present', 'wounded', 'captive', 'dead', 'deserted')
        GROUP BY e.unit_id, e.what)SQL");
    query.bind(1, day.value);
    return summedByUnit(query);
}

std::map<std::int64_t, MenByState> readUnitLosses(SQLite::Database& db) {
    SQLite::Statement query(db, R"SQL(
        SELECT e.unit_id, e.what, sum(e.change) FROM ledger_entry AS e
        JOIN action AS a ON a.id = e.action_id AND a.state = 'done'
        WHERE e.unit_id IS NOT NULL AND e.change > 0
          AND e.what IN ('wounded', 'captive', 'dead', 'deserted')
        GROUP BY e.unit_id, e.what)SQL");
    return summedByUnit(query);
}

std::vector<SideDayChange> readPresentChangesBySide(SQLite::Database& db) {
    SQLite::Statement query(db, R"SQL(
        SELECT e.day, army.side_id, sum(e.change) FROM ledger_entry AS e
        JOIN action AS a ON a.id = e.action_id AND a.state = 'done'
        JOIN unit ON unit.id = e.unit_id
        JOIN battal ON battal.id = unit.battal_id
        JOIN army ON army.id = battal.army_id
        WHERE e.what = 'present' AND e.change <> 0
        GROUP BY e.day, army.side_id ORDER BY e.day, army.side_id)SQL");
    std::vector<SideDayChange> changes;
    while (query.executeStep()) {
        changes.push_back({{query.getColumn(0).getInt64()},
                           query.getColumn(1).getInt64(),
                           query.getColumn(2).getInt64()});
    }
    return changes;
}

std::vector<WoundedRow> readWoundedRows(SQLite::Database& db) {
    SQLite::Statement query(db,
                            "SELECT unit_id, men, returns_day FROM wounded_batch "
                            "ORDER BY unit_id, returns_day, id");
    std::vector<WoundedRow> rows;
    while (query.executeStep()) {
        rows.push_back({query.getColumn(0).getInt64(),
                        query.getColumn(1).getInt64(),
                        {query.getColumn(2).getInt64()}});
    }
    return rows;
}

std::vector<SideRow> readSideRows(SQLite::Database& db) {
    SQLite::Statement query(db, "SELECT id, slug, name, treasury, colour FROM side ORDER BY id");
    std::vector<SideRow> rows;
    while (query.executeStep()) {
        rows.push_back({query.getColumn(0).getInt64(), query.getColumn(1).getString(),
                        query.getColumn(2).getString(), query.getColumn(3).getInt64(),
                        sql::optionalText(query.getColumn(4))});
    }
    return rows;
}

std::vector<MoneyChange> readMoneyChanges(SQLite::Database& db) {
    SQLite::Statement query(db, R"SQL(
        SELECT e.day, e.side_id, e.cause, e.change, e.note FROM ledger_entry AS e
        JOIN action AS a ON a.id = e.action_id AND a.state = 'done'
        WHERE e.side_id IS NOT NULL AND e.what = 'treasury' AND e.change <> 0
        ORDER BY e.id)SQL");
    std::vector<MoneyChange> changes;
    while (query.executeStep()) {
        changes.push_back({{query.getColumn(0).getInt64()},
                           query.getColumn(1).getInt64(),
                           query.getColumn(2).getString(),
                           query.getColumn(3).getInt64(),
                           query.getColumn(4).getString()});
    }
    return changes;
}

std::map<std::int64_t, std::int64_t> readTreasuryChangesAfter(SQLite::Database& db, DayNumber day) {
    SQLite::Statement query(db, R"SQL(
        SELECT e.side_id, sum(e.change) FROM ledger_entry AS e
        JOIN action AS a ON a.id = e.action_id AND a.state = 'done'
        WHERE e.side_id IS NOT NULL AND e.what = 'treasury' AND e.day > ?
        GROUP BY e.side_id)SQL");
    query.bind(1, day.value);
    std::map<std::int64_t, std::int64_t> bySide;
    while (query.executeStep()) {
        bySide[query.getColumn(0).getInt64()] = query.getColumn(1).getInt64();
    }
    return bySide;
}

std::vector<LeaderRow> readLeaderRows(SQLite::Database& db) {
    SQLite::Statement query(db, R"SQL(
        SELECT leader.id, leader.side_id, leader.name, leader.rank, leader.status, leader.cv,
               captor.name
        FROM leader LEFT JOIN side AS captor ON captor.id = leader.captor_side_id
        ORDER BY leader.side_id, leader.id)SQL");
    std::vector<LeaderRow> rows;
    while (query.executeStep()) {
        const std::string name = query.getColumn(2).getString();
        rows.push_back({query.getColumn(0).getInt64(), query.getColumn(1).getInt64(), name,
                        query.getColumn(3).getString(),
                        storedLeaderStatus(db, query.getColumn(4).getString(), name),
                        query.getColumn(5).getInt64(), textOrEmpty(query.getColumn(6))});
    }
    return rows;
}

std::vector<LeaderChange> readLeaderChanges(SQLite::Database& db) {
    SQLite::Statement query(db, R"SQL(
        SELECT e.day, e.leader_id, e.note, e.id FROM ledger_entry AS e
        JOIN action AS a ON a.id = e.action_id AND a.state = 'done'
        WHERE e.leader_id IS NOT NULL AND e.what = 'status'
        ORDER BY e.id)SQL");
    std::vector<LeaderChange> changes;
    while (query.executeStep()) {
        const std::string note = query.getColumn(2).getString();
        const std::size_t arrow = note.find(" -> ");
        if (arrow == std::string::npos) continue;
        // The status before the change, as leader_store.cpp writes it: "<was> -> <now> ...".
        const LeaderStatus was = storedEnum<LeaderStatus>(
            note.substr(0, arrow), {db.getFilename(), "ledger_entry.note",
                                    "ledger line " + query.getColumn(3).getString()});
        changes.push_back({{query.getColumn(0).getInt64()}, query.getColumn(1).getInt64(), was});
    }
    return changes;
}

std::string readNameByKey(SQLite::Database& db, Subject subject, std::int64_t key) {
    const char* sql = nullptr;
    switch (subject) {
        case Subject::Side:
            sql = "SELECT name FROM side WHERE id = ?";
            break;
        case Subject::Army:
            sql = "SELECT name FROM army WHERE id = ?";
            break;
        case Subject::Place:
            sql = "SELECT name FROM place WHERE id = ?";
            break;
        default:
            return {};
    }
    sql::Query query(db, sql);
    query->bind(1, key);
    return query->executeStep() ? query->getColumn(0).getString() : std::string();
}

std::map<std::int64_t, ActionSubjects> readActionSubjects(SQLite::Database& db) {
    std::map<std::int64_t, ActionSubjects> subjects;
    SQLite::Statement query(db, R"SQL(
        SELECT e.action_id, coalesce(e.side_id, a.side_id, ua.side_id, l.side_id),
               coalesce(e.army_id, b.army_id)
        FROM ledger_entry AS e
        LEFT JOIN army AS a ON a.id = e.army_id
        LEFT JOIN unit AS u ON u.id = e.unit_id
        LEFT JOIN battal AS b ON b.id = u.battal_id
        LEFT JOIN army AS ua ON ua.id = b.army_id
        LEFT JOIN leader AS l ON l.id = e.leader_id)SQL");
    while (query.executeStep()) {
        ActionSubjects& s = subjects[query.getColumn(0).getInt64()];
        if (!query.getColumn(1).isNull()) s.sides.insert(query.getColumn(1).getInt64());
        if (!query.getColumn(2).isNull()) s.armies.insert(query.getColumn(2).getInt64());
    }
    SQLite::Statement places(db,
                             "SELECT action_id, place_id FROM battle_applied "
                             "WHERE place_id IS NOT NULL");
    while (places.executeStep()) {
        subjects[places.getColumn(0).getInt64()].places.insert(places.getColumn(1).getInt64());
    }
    return subjects;
}

}  // namespace seneschal::campaign
