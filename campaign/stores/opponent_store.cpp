#include "campaign/stores/opponent_store.hpp"

#include <SQLiteCpp/Statement.h>

#include "base/errors.hpp"
#include "campaign/file/sql_rows.hpp"

namespace seneschal::campaign {

std::optional<std::uint64_t> readCampaignSeed(SQLite::Database& db) {
    SQLite::Statement query(db, "SELECT seed FROM campaign_seed WHERE id = 1");
    if (!query.executeStep()) return std::nullopt;
    return std::stoull(query.getColumn(0).getString());
}

void writeCampaignSeed(SQLite::Database& db, std::uint64_t seed) {
    SQLite::Statement insert(db, "INSERT INTO campaign_seed (id, seed) VALUES (1, ?)");
    insert.bind(1, std::to_string(seed));
    insert.exec();
}

namespace {

std::vector<ProgrammedSide> programmedRows(SQLite::Database& db, std::optional<std::int64_t> key) {
    sql::Query query(db, R"SQL(
        SELECT side.id, side.slug, side.name, o.character, o.plan
        FROM side_opponent AS o JOIN side ON side.id = o.side_id
        WHERE ?1 IS NULL OR side.id = ?1 ORDER BY side.id)SQL");
    if (key) {
        query->bind(1, *key);
    } else {
        query->bind(1);
    }
    std::vector<ProgrammedSide> rows;
    while (query->executeStep()) {
        rows.push_back({query->getColumn(0).getInt64(), query->getColumn(1).getString(),
                        query->getColumn(2).getString(), query->getColumn(3).getString(),
                        sql::optionalText(query->getColumn(4))});
    }
    return rows;
}

}  // namespace

std::vector<ProgrammedSide> readProgrammedSides(SQLite::Database& db) {
    return programmedRows(db, std::nullopt);
}

std::optional<ProgrammedSide> readProgrammedSide(SQLite::Database& db, std::int64_t sideKey) {
    std::vector<ProgrammedSide> rows = programmedRows(db, sideKey);
    if (rows.empty()) return std::nullopt;
    return rows.front();
}

void setSideProgrammed(ActionContext& context, std::int64_t sideKey,
                       const std::optional<std::string>& character, const std::string& note) {
    if (character) {
        SQLite::Statement upsert(context.db(), R"SQL(
            INSERT INTO side_opponent (side_id, character) VALUES (?1, ?2)
            ON CONFLICT (side_id) DO UPDATE SET character = ?2)SQL");
        upsert.bind(1, sideKey);
        upsert.bind(2, *character);
        upsert.exec();
    } else {
        SQLite::Statement remove(context.db(), "DELETE FROM side_opponent WHERE side_id = ?");
        remove.bind(1, sideKey);
        remove.exec();
    }
    context.record(LedgerEntry("programmed", character ? 1 : 0, note).forSide(sideKey));
}

void setOpponentPlan(ActionContext& context, std::int64_t sideKey, const std::string& plan,
                     const std::string& note) {
    SQLite::Statement update(context.db(), "UPDATE side_opponent SET plan = ? WHERE side_id = ?");
    update.bind(1, plan);
    update.bind(2, sideKey);
    if (update.exec() != 1) throw UserError("the side is not programmed");
    context.record(LedgerEntry("plan", 0, note).forSide(sideKey));
}

void importProgrammedSide(SQLite::Database& db, std::int64_t sideKey,
                          const std::string& character) {
    SQLite::Statement insert(db, "INSERT INTO side_opponent (side_id, character) VALUES (?, ?)");
    insert.bind(1, sideKey);
    insert.bind(2, character);
    insert.exec();
}

std::optional<DayNumber> lastBattleDayOfArmy(SQLite::Database& db, const std::string& armySlug) {
    SQLite::Statement query(db, R"SQL(
        SELECT MAX(r.day) FROM unit_battle_result AS r
        JOIN unit ON unit.id = r.unit_id
        JOIN battal ON battal.id = unit.battal_id
        JOIN army ON army.id = battal.army_id
        WHERE army.slug = ?)SQL");
    query.bind(1, armySlug);
    if (!query.executeStep() || query.getColumn(0).isNull()) return std::nullopt;
    return DayNumber{query.getColumn(0).getInt64()};
}

}  // namespace seneschal::campaign
