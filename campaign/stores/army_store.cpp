#include "campaign/stores/army_store.hpp"

#include <SQLiteCpp/Statement.h>

#include "campaign/file/sql_rows.hpp"

namespace seneschal::campaign {

void moveArmy(ActionContext& context, std::int64_t armyKey, const ArmyPosition& to,
              const std::string& ledgerText) {
    SQLite::Statement update(context.db(),
                             "UPDATE army SET place_id = ?1, route_id = ?2, heading_place_id = ?3, "
                             "days_left = ?4 WHERE id = ?5");
    sql::bindOptional(update, 1, to.place);
    sql::bindOptional(update, 2, to.route);
    sql::bindOptional(update, 3, to.heading);
    sql::bindOptional(update, 4, to.daysLeft);
    update.bind(5, armyKey);
    update.exec();
    context.record(LedgerEntry("place", 0, ledgerText).forArmy(armyKey));
}

void withdrawArmy(ActionContext& context, std::int64_t armyKey, std::int64_t placeKey,
                  const std::string& sentence) {
    SQLite::Database& db = context.db();
    sql::execute(db, "UPDATE army SET place_id = ? WHERE id = ?", {placeKey, armyKey});
    writeArmyOrders(db, armyKey, {});
    context.record(LedgerEntry("place", 0, "[GA-RES-LOSE] " + sentence).forArmy(armyKey));
}

void writeArmyMarch(SQLite::Database& db, std::int64_t armyKey, const ArmyMarchRow& row) {
    SQLite::Statement upsert(db, R"SQL(
        INSERT INTO army_march (army_id, forced, last_forced_day, came_from_place_id)
        VALUES (?1, ?2, ?3, ?4)
        ON CONFLICT (army_id) DO UPDATE SET forced = ?2, last_forced_day = ?3,
                                            came_from_place_id = ?4)SQL");
    upsert.bind(1, armyKey);
    upsert.bind(2, row.forced ? 1 : 0);
    sql::bindOptional(
        upsert, 3,
        row.lastForced ? std::optional<std::int64_t>(row.lastForced->value) : std::nullopt);
    sql::bindOptional(upsert, 4, row.cameFrom);
    upsert.exec();
}

void writeArmyOrders(SQLite::Database& db, std::int64_t armyKey,
                     const std::vector<std::int64_t>& stops) {
    sql::execute(db, "DELETE FROM army_order_stop WHERE army_id = ?", {armyKey});
    SQLite::Statement insert(
        db, "INSERT INTO army_order_stop (army_id, seq, place_id) VALUES (?, ?, ?)");
    std::int64_t seq = 1;
    for (const std::int64_t stop : stops) {
        insert.bind(1, armyKey);
        insert.bind(2, seq++);
        insert.bind(3, stop);
        sql::runAndReset(insert);
    }
}

std::int64_t insertSplitArmy(ActionContext& context, std::int64_t fromKey,
                             const std::string& fromName, const std::string& slug,
                             const std::string& name) {
    SQLite::Database& db = context.db();
    SQLite::Statement insert(db, R"SQL(
        INSERT INTO army (slug, name, side_id, leader_id, place_id, route_id, heading_place_id,
                          days_left)
        SELECT ?1, ?2, side_id, NULL, place_id, route_id, heading_place_id, days_left
        FROM army WHERE id = ?3)SQL");
    insert.bind(1, slug);
    insert.bind(2, name);
    insert.bind(3, fromKey);
    insert.exec();
    const std::int64_t newKey = db.getLastInsertRowid();
    sql::execute(db,
                 "INSERT INTO army_march (army_id, forced, last_forced_day, came_from_place_id) "
                 "SELECT ?1, forced, last_forced_day, came_from_place_id FROM army_march "
                 "WHERE army_id = ?2",
                 {newKey, fromKey});
    sql::execute(db,
                 "INSERT INTO army_order_stop (army_id, seq, place_id) SELECT ?1, seq, place_id "
                 "FROM army_order_stop WHERE army_id = ?2",
                 {newKey, fromKey});
    context.record(LedgerEntry("army", 0, "split from " + fromName).forArmy(newKey));
    return newKey;
}

void markArmyMerged(ActionContext& context, std::int64_t armyKey, std::int64_t keeperKey,
                    const std::string& keeperName) {
    SQLite::Database& db = context.db();
    sql::execute(db, "DELETE FROM army_order_stop WHERE army_id = ?", {armyKey});
    sql::execute(db, "DELETE FROM army_march WHERE army_id = ?", {armyKey});
    insertArmyMerged(db, armyKey, keeperKey, context.date());
    context.record(LedgerEntry("army", 0, "merged into " + keeperName).forArmy(armyKey));
}

void markArmyDisbanded(ActionContext& context, std::int64_t armyKey, const std::string& reason) {
    SQLite::Database& db = context.db();
    sql::execute(db, "DELETE FROM army_order_stop WHERE army_id = ?", {armyKey});
    sql::execute(db, "DELETE FROM army_march WHERE army_id = ?", {armyKey});
    sql::execute(db, "UPDATE army SET leader_id = NULL WHERE id = ?", {armyKey});
    insertArmyDisbanded(db, armyKey, context.date(), reason);
    context.record(LedgerEntry("army", 0, "disbanded: " + reason).forArmy(armyKey));
}

void updateArmy(ActionContext& context, std::int64_t armyKey, const std::string& name,
                std::optional<std::int64_t> leaderKey, const std::string& ledgerText) {
    SQLite::Statement update(context.db(), "UPDATE army SET name = ?, leader_id = ? WHERE id = ?");
    update.bind(1, name);
    sql::bindOptional(update, 2, leaderKey);
    update.bind(3, armyKey);
    update.exec();
    context.record(LedgerEntry("army", 0, ledgerText).forArmy(armyKey));
}

ArmyImport::ArmyImport(SQLite::Database& db)
    : insert_(db, R"SQL(
            INSERT INTO army (id, slug, name, side_id, leader_id, place_id, route_id,
                              heading_place_id, days_left)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?))SQL") {}

void ArmyImport::add(std::int64_t key, const Army& army, std::int64_t sideKey,
                     std::optional<std::int64_t> leaderKey, const ArmyPosition& at) {
    insert_.bind(1, key);
    insert_.bind(2, army.id);
    insert_.bind(3, army.name);
    insert_.bind(4, sideKey);
    sql::bindOptional(insert_, 5, leaderKey);
    sql::bindOptional(insert_, 6, at.place);
    sql::bindOptional(insert_, 7, at.route);
    sql::bindOptional(insert_, 8, at.heading);
    sql::bindOptional(insert_, 9, at.daysLeft);
    sql::runAndReset(insert_);
}

void insertArmyMerged(SQLite::Database& db, std::int64_t armyKey, std::int64_t keeperKey,
                      DayNumber day) {
    sql::execute(db, "INSERT INTO army_merged (army_id, into_army_id, day) VALUES (?, ?, ?)",
                 {armyKey, keeperKey, day.value});
}

void insertArmyDisbanded(SQLite::Database& db, std::int64_t armyKey, DayNumber day,
                         const std::string& reason) {
    SQLite::Statement insert(db,
                             "INSERT INTO army_disbanded (army_id, day, reason) VALUES (?, ?, ?)");
    insert.bind(1, armyKey);
    insert.bind(2, day.value);
    insert.bind(3, reason);
    insert.exec();
}

std::optional<ArmyFacts> readArmy(SQLite::Database& db, std::int64_t armyKey) {
    SQLite::Statement query(db, R"SQL(
        SELECT army.slug, army.name, army.place_id, side.id, side.name
        FROM army JOIN side ON side.id = army.side_id WHERE army.id = ?1)SQL");
    query.bind(1, armyKey);
    if (!query.executeStep()) return std::nullopt;
    return ArmyFacts{query.getColumn(0).getString(), query.getColumn(1).getString(),
                     sql::optionalInt(query.getColumn(2)), query.getColumn(3).getInt64(),
                     query.getColumn(4).getString()};
}

bool armyNameTaken(SQLite::Database& db, const std::string& name) {
    SQLite::Statement query(db, "SELECT count(*) FROM army WHERE name = ?");
    query.bind(1, name);
    query.executeStep();
    return query.getColumn(0).getInt64() > 0;
}

std::optional<std::string> readArmyPlaceId(SQLite::Database& db, const std::string& armyId) {
    SQLite::Statement query(db,
                            "SELECT place.slug FROM army JOIN place ON place.id = "
                            "army.place_id WHERE army.slug = ?");
    query.bind(1, armyId);
    if (!query.executeStep()) return std::nullopt;
    return query.getColumn(0).getString();
}

bool armyHasOrders(SQLite::Database& db, const std::string& armyId) {
    SQLite::Statement query(db,
                            "SELECT 1 FROM army_order_stop JOIN army ON army.id = "
                            "army_order_stop.army_id WHERE army.slug = ?");
    query.bind(1, armyId);
    return query.executeStep();
}

std::map<std::int64_t, ArmyMarchRow> readArmyMarches(SQLite::Database& db) {
    std::map<std::int64_t, ArmyMarchRow> marches;
    SQLite::Statement query(
        db, "SELECT army_id, forced, last_forced_day, came_from_place_id FROM army_march");
    while (query.executeStep()) {
        ArmyMarchRow& m = marches[query.getColumn(0).getInt64()];
        m.forced = query.getColumn(1).getInt() != 0;
        m.lastForced = sql::optionalDay(query.getColumn(2));
        m.cameFrom = sql::optionalInt(query.getColumn(3));
    }
    return marches;
}

std::vector<std::pair<std::int64_t, std::int64_t>> readArmyOrderStops(SQLite::Database& db) {
    SQLite::Statement query(db,
                            "SELECT army_id, place_id FROM army_order_stop ORDER BY army_id, seq");
    std::vector<std::pair<std::int64_t, std::int64_t>> stops;
    while (query.executeStep())
        stops.emplace_back(query.getColumn(0).getInt64(), query.getColumn(1).getInt64());
    return stops;
}

std::vector<ArmyMergedRow> readArmyMergedRows(SQLite::Database& db) {
    SQLite::Statement query(db,
                            "SELECT army_id, into_army_id, day FROM army_merged ORDER BY army_id");
    std::vector<ArmyMergedRow> rows;
    while (query.executeStep()) {
        rows.push_back({query.getColumn(0).getInt64(), query.getColumn(1).getInt64(),
                        DayNumber{query.getColumn(2).getInt64()}});
    }
    return rows;
}

}  // namespace seneschal::campaign

namespace seneschal::campaign {

std::vector<ArmyDisbandedRow> readArmyDisbandedRows(SQLite::Database& db) {
    SQLite::Statement query(db, "SELECT army_id, day, reason FROM army_disbanded ORDER BY army_id");
    std::vector<ArmyDisbandedRow> rows;
    while (query.executeStep()) {
        rows.push_back({query.getColumn(0).getInt64(), DayNumber{query.getColumn(1).getInt64()},
                        query.getColumn(2).getString()});
    }
    return rows;
}

ArmyRemains readArmyRemains(SQLite::Database& db, std::int64_t armyKey) {
    SQLite::Statement query(db, R"SQL(
        WITH its_unit AS (SELECT unit.id, unit.present FROM unit
                          JOIN battal ON battal.id = unit.battal_id WHERE battal.army_id = ?1)
        SELECT (SELECT coalesce(sum(present), 0) FROM its_unit),
               (SELECT coalesce(sum(men), 0) FROM wounded_batch
                WHERE unit_id IN (SELECT id FROM its_unit)),
               (SELECT coalesce(sum(men), 0) FROM captive_batch
                WHERE unit_id IN (SELECT id FROM its_unit)),
               (SELECT coalesce(sum(men), 0) FROM depot_batch
                WHERE unit_id IN (SELECT id FROM its_unit)),
               (SELECT place.name FROM pending_battle_army AS pa
                JOIN pending_battle AS p ON p.id = pa.battle_id
                JOIN place ON place.id = p.place_id WHERE pa.army_id = ?1))SQL");
    query.bind(1, armyKey);
    query.executeStep();
    ArmyRemains remains;
    remains.present = query.getColumn(0).getInt64();
    remains.wounded = query.getColumn(1).getInt64();
    remains.captive = query.getColumn(2).getInt64();
    remains.depot = query.getColumn(3).getInt64();
    if (!query.getColumn(4).isNull()) remains.pendingBattleAt = query.getColumn(4).getString();
    return remains;
}

}  // namespace seneschal::campaign
