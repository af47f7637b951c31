#include "campaign/stores/pending_battle_store.hpp"

#include "base/errors.hpp"
#include "campaign/file/sql_rows.hpp"

namespace seneschal::campaign {

std::vector<strategy::PendingBattle> readPendingBattles(SQLite::Database& db) {
    std::vector<strategy::PendingBattle> battles;
    sql::Query pending(db, R"SQL(
        SELECT p.id, place.slug, p.since_day, army.slug FROM pending_battle AS p
        JOIN place ON place.id = p.place_id
        JOIN pending_battle_army AS pa ON pa.battle_id = p.id JOIN army ON army.id = pa.army_id
        ORDER BY p.id, army.id)SQL");
    std::int64_t last = -1;
    while (pending->executeStep()) {
        if (pending->getColumn(0).getInt64() != last) {
            last = pending->getColumn(0).getInt64();
            battles.push_back(
                {pending->getColumn(1).getString(), {pending->getColumn(2).getInt64()}, {}});
        }
        battles.back().armies.push_back(pending->getColumn(3).getString());
    }
    return battles;
}

bool hasPendingBattle(SQLite::Database& db, std::int64_t placeKey) {
    SQLite::Statement query(db, "SELECT 1 FROM pending_battle WHERE place_id = ?");
    query.bind(1, placeKey);
    return query.executeStep();
}

std::vector<std::string> readPendingBattlePlaces(SQLite::Database& db) {
    SQLite::Statement query(db,
                            "SELECT place.slug FROM pending_battle JOIN place ON place.id = "
                            "pending_battle.place_id ORDER BY pending_battle.id");
    std::vector<std::string> places;
    while (query.executeStep()) places.push_back(query.getColumn(0).getString());
    return places;
}

std::vector<BattleResultRow> readBattleResultRows(SQLite::Database& db) {
    SQLite::Statement query(
        db, "SELECT unit_id, place_id, result, day FROM unit_battle_result ORDER BY id");
    std::vector<BattleResultRow> rows;
    while (query.executeStep()) {
        rows.push_back({query.getColumn(0).getInt64(), query.getColumn(1).getInt64(),
                        query.getColumn(2).getString(), DayNumber{query.getColumn(3).getInt64()}});
    }
    return rows;
}

void replacePendingBattles(SQLite::Database& db, const sql::KeysBySlug& places,
                           const sql::KeysBySlug& armies,
                           const std::vector<strategy::PendingBattle>& pending) {
    db.exec("DELETE FROM pending_battle_army");
    db.exec("DELETE FROM pending_battle");
    SQLite::Statement battle(db, "INSERT INTO pending_battle (place_id, since_day) VALUES (?, ?)");
    SQLite::Statement army(db,
                           "INSERT INTO pending_battle_army (battle_id, army_id) VALUES (?, ?)");
    for (const strategy::PendingBattle& p : pending) {
        battle.bind(1, sql::keyOf(places, p.place));
        battle.bind(2, p.since.value);
        sql::runAndReset(battle);
        const std::int64_t id = db.getLastInsertRowid();
        for (const std::string& a : p.armies) {
            army.bind(1, id);
            army.bind(2, sql::keyOf(armies, a));
            sql::runAndReset(army);
        }
    }
}

void settlePendingBattle(ActionContext& context, std::int64_t placeKey,
                         std::optional<std::int64_t> winnerSideKey) {
    SQLite::Database& db = context.db();
    SQLite::Statement battle(db, "SELECT id FROM pending_battle WHERE place_id = ?");
    battle.bind(1, placeKey);
    if (!battle.executeStep()) {
        SQLite::Statement name(db, "SELECT name FROM place WHERE id = ?");
        name.bind(1, placeKey);
        name.executeStep();
        throw UserError("no battle is pending at " + name.getColumn(0).getString());
    }
    const std::int64_t battleId = battle.getColumn(0).getInt64();
    battle.reset();
    SQLite::Statement results(db, R"SQL(
        INSERT INTO unit_battle_result (unit_id, day, place_id, result)
        SELECT unit.id, ?1, ?2,
               CASE WHEN ?3 IS NULL THEN 'draw' WHEN army.side_id = ?3 THEN 'victory'
                    ELSE 'defeat' END
        FROM pending_battle_army AS pa JOIN army ON army.id = pa.army_id
        JOIN battal ON battal.army_id = army.id JOIN unit ON unit.battal_id = battal.id
        WHERE pa.battle_id = ?4 ORDER BY unit.id)SQL");
    results.bind(1, context.date().value);
    results.bind(2, placeKey);
    sql::bindOptional(results, 3, winnerSideKey);
    results.bind(4, battleId);
    results.exec();
    sql::execute(db, "DELETE FROM pending_battle_army WHERE battle_id = ?", {battleId});
    sql::execute(db, "DELETE FROM pending_battle WHERE id = ?", {battleId});
}

BattleResultRows::BattleResultRows(SQLite::Database& db)
    : insert_(db,
              "INSERT INTO unit_battle_result (unit_id, day, place_id, result) "
              "VALUES (?, ?, ?, ?)") {}

void BattleResultRows::insert(std::int64_t unitKey, DayNumber day, std::int64_t placeKey,
                              const std::string& result) {
    insert_.bind(1, unitKey);
    insert_.bind(2, day.value);
    insert_.bind(3, placeKey);
    insert_.bind(4, result);
    sql::runAndReset(insert_);
}

}  // namespace seneschal::campaign
