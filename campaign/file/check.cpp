// The session extension's changeset iterator reads the undo log's records; its declarations
// are only visible with both defined (as in action_log.cpp).
#define SQLITE_ENABLE_SESSION 1
#define SQLITE_ENABLE_PREUPDATE_HOOK 1

#include "campaign/file/check.hpp"

#include <SQLiteCpp/Statement.h>
#include <sqlite3.h>

#include <memory>
#include <optional>

#include "base/errors.hpp"
#include "base/plain_text.hpp"
#include "campaign/battles/rules.hpp"
#include "campaign/file/schema_check.hpp"
#include "campaign/file/stored_dates.hpp"
#include "campaign/stores/model_enums.hpp"

namespace seneschal::campaign {

namespace {

void integrity(SQLite::Database& db, std::vector<std::string>& problems) {
    SQLite::Statement integrity(db, "PRAGMA integrity_check");
    while (integrity.executeStep()) {
        const std::string line = integrity.getColumn(0).getString();
        if (line != "ok") problems.push_back("integrity: " + printable(line));
    }
}

void foreignKeys(SQLite::Database& db, std::vector<std::string>& problems) {
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
        SELECT unit.name, unit.mustered, unit.recruited, unit.present,
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
        problems.push_back("the men of the unit " + printable(units.getColumn(0).getString()) +
                           " do not add up: mustered " + n(1) + " + recruited " + n(2) +
                           " != present " + n(3) + " + wounded " + n(4) + " + captive " + n(5) +
                           " + dead " + n(6) + " + deserted " + n(7) + " + at the depot " + n(8));
    }
}

// A word of a closed column (a leader's status, a battal's orders, a unit's class, a captive's
// status) that the program does not know: the schema's CHECK stops every program but one that
// switches it off, and the store modules refuse to read one (stored_words.hpp).
template <typename Enum>
void storedWords(SQLite::Database& db, const char* table, const char* column, const char* rowName,
                 const char* rowKind, std::vector<std::string>& problems) {
    SQLite::Statement rows(
        db, std::string("SELECT ") + rowName + ", " + column + " FROM " + table + " ORDER BY id");
    while (rows.executeStep()) {
        const std::string text = rows.getColumn(1).getString();
        if (enumFromText<Enum>(text)) continue;
        problems.push_back(unknownWordMessage<Enum>(
            text, {{},
                   std::string(table) + "." + column,
                   std::string(rowKind) + " '" + printable(rows.getColumn(0).getString()) + "'"}));
    }
}

void storedWords(SQLite::Database& db, std::vector<std::string>& problems) {
    storedWords<LeaderStatus>(db, "leader", "status", "name", "leader", problems);
    storedWords<BattalOrders>(db, "battal", "orders", "name", "battal", problems);
    storedWords<TroopClass>(db, "unit", "class", "name", "unit", problems);
    storedWords<CaptiveStatus>(db, "captive", "status", "id", "captive", problems);
}

void leaderStatus(SQLite::Database& db, std::vector<std::string>& problems) {
    SQLite::Statement leaders(db, R"SQL(
        SELECT name, status, wounded_until IS NOT NULL, captor_side_id IS NOT NULL,
               captor_side_id = side_id
        FROM leader ORDER BY id)SQL");
    while (leaders.executeStep()) {
        const std::string who = "leader " + printable(leaders.getColumn(0).getString());
        const std::string word = leaders.getColumn(1).getString();
        const std::optional<LeaderStatus> status = enumFromText<LeaderStatus>(word);
        if (!status) continue;  // storedWords says so
        const bool until = leaders.getColumn(2).getInt() != 0;
        const bool captor = leaders.getColumn(3).getInt() != 0;
        if (*status == LeaderStatus::Wounded && !until)
            problems.push_back(who + ": wounded with no date of return");
        if (*status != LeaderStatus::Wounded && until)
            problems.push_back(who + ": " + word + " and wounded until a date");
        if (*status == LeaderStatus::Captive && !captor)
            problems.push_back(who + ": captive of no side");
        if (*status != LeaderStatus::Captive && captor)
            problems.push_back(who + ": " + word + " and held by a captor");
        if (*status == LeaderStatus::Captive && leaders.getColumn(4).getInt() != 0) {
            problems.push_back(who + ": held captive by his own side");
        }
    }
    // A leader leads at most one army, battal or unit, and only of his own side.
    SQLite::Statement commands(db, R"SQL(
        WITH led(leader_id, what, side_id) AS (
            SELECT army.leader_id, 'the army ' || army.name, army.side_id FROM army
            WHERE army.leader_id IS NOT NULL
            UNION ALL
            SELECT battal.leader_id, 'the battal ' || battal.name || ' of ' || army.name,
                   army.side_id FROM battal
            JOIN army ON army.id = battal.army_id WHERE battal.leader_id IS NOT NULL
            UNION ALL
            SELECT unit.leader_id, 'the unit ' || unit.name, army.side_id FROM unit
            JOIN battal ON battal.id = unit.battal_id JOIN army ON army.id = battal.army_id
            WHERE unit.leader_id IS NOT NULL)
        SELECT leader.name, group_concat(led.what, ', '), count(*),
               sum(led.side_id <> leader.side_id)
        FROM led JOIN leader ON leader.id = led.leader_id
        GROUP BY leader.id ORDER BY leader.id)SQL");
    while (commands.executeStep()) {
        const std::string who = "leader " + printable(commands.getColumn(0).getString());
        if (commands.getColumn(2).getInt() > 1) {
            problems.push_back(who + ": leads more than one thing (" +
                               printable(commands.getColumn(1).getString()) + ")");
        }
        if (commands.getColumn(3).getInt() > 0) {
            problems.push_back(who + ": leads troops of another side (" +
                               printable(commands.getColumn(1).getString()) + ")");
        }
    }
}

// Is this changeset one SQLite can read to its end?
bool changesetReadable(const void* data, int size) {
    sqlite3_changeset_iter* iterator = nullptr;
    if (sqlite3changeset_start(&iterator, size, const_cast<void*>(data)) != SQLITE_OK) return false;
    int rc = SQLITE_ROW;
    while (rc == SQLITE_ROW) rc = sqlite3changeset_next(iterator);
    const int finished = sqlite3changeset_finalize(iterator);
    return rc == SQLITE_DONE && finished == SQLITE_OK;
}

// The undo log (campaign/actions/action_log.cpp): a new action drops every undone one, so the
// actions done come before those undone; only the import has no changes recorded (undo stops
// there); and the next action undo and redo would take must be readable.
void undoLog(SQLite::Database& db, std::vector<std::string>& problems) {
    const auto named = [](SQLite::Statement& row) {
        return "action " + row.getColumn(0).getString() + " '" +
               printable(row.getColumn(1).getString()) + "'";
    };
    SQLite::Statement order(db, R"SQL(
        SELECT id, name FROM action
        WHERE state = 'undone' AND id < (SELECT max(id) FROM action WHERE state = 'done')
        ORDER BY id LIMIT 1)SQL");
    if (order.executeStep()) {
        problems.push_back("ledger: " + named(order) +
                           " is undone but an action after it is done (undo and redo would "
                           "replay them out of order)");
    }
    SQLite::Statement unrecorded(db, R"SQL(
        SELECT id, name FROM action
        WHERE changeset IS NULL AND cause <> 'import' ORDER BY id)SQL");
    while (unrecorded.executeStep()) {
        problems.push_back("ledger: " + named(unrecorded) +
                           " has no record of its changes (only the import may lack one)");
    }
    SQLite::Statement next(db, R"SQL(
        SELECT id, name, changeset, 'undo' FROM
            (SELECT * FROM action WHERE state = 'done' ORDER BY id DESC LIMIT 1)
        WHERE changeset IS NOT NULL
        UNION ALL
        SELECT id, name, changeset, 'redo' FROM
            (SELECT * FROM action WHERE state = 'undone' ORDER BY id LIMIT 1)
        WHERE changeset IS NOT NULL)SQL");
    while (next.executeStep()) {
        const SQLite::Column blob = next.getColumn(2);
        if (blob.getType() != SQLITE_BLOB || !changesetReadable(blob.getBlob(), blob.getBytes())) {
            problems.push_back("ledger: the record of " + named(next) + " (what " +
                               next.getColumn(3).getString() + " would take) is damaged");
        }
    }
}

void troopTypes(SQLite::Database& db, std::vector<std::string>& problems) {
    const battle::Rulebook* rules = nullptr;
    try {
        // The rules' id alone: the campaign's other fields (its days) may be what is broken.
        SQLite::Statement id(db, "SELECT rules FROM campaign WHERE id = 1");
        if (!id.executeStep()) return;
        rules = &rulebookFor(id.getColumn(0).getString());
    } catch (const UserError& e) {
        problems.push_back(std::string("rules: ") + e.what());
        return;
    }
    SQLite::Statement types(db, "SELECT name, troop_type, weapons FROM unit ORDER BY id");
    while (types.executeStep()) {
        const std::string type = types.getColumn(1).getString();
        if (rules->findTroopType(type) == nullptr) {
            problems.push_back("unit " + printable(types.getColumn(0).getString()) +
                               ": troop type '" + type + "' is not in the rules");
        }
    }
}

}  // namespace

std::vector<std::string> invariantProblems(SQLite::Database& db) {
    std::vector<std::string> problems = storedDateProblems(db);
    foreignKeys(db, problems);
    conservation(db, problems);
    storedWords(db, problems);
    leaderStatus(db, problems);
    undoLog(db, problems);
    return problems;
}

std::vector<std::string> checkCampaign(SQLite::Database& db) {
    std::vector<std::string> problems;
    for (const std::string& difference : schemaDifferences(db)) {
        problems.push_back("schema: " + difference);
    }
    integrity(db, problems);
    // The roster's checks read the program's tables; on another schema they mean nothing.
    if (!problems.empty() && problems.front().starts_with("schema: ")) {
        foreignKeys(db, problems);
        return problems;
    }
    for (std::string& problem : invariantProblems(db)) problems.push_back(std::move(problem));
    troopTypes(db, problems);
    return problems;
}

}  // namespace seneschal::campaign
