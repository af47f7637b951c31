#include "campaign/stores/campaign_store.hpp"

#include "base/errors.hpp"
#include "campaign/file/sql_rows.hpp"

namespace seneschal::campaign {

void insertCampaignInfo(SQLite::Database& db, const CampaignInfo& info) {
    SQLite::Statement insert(db, R"SQL(
        INSERT INTO campaign (id, scenario_id, name, description, rules, reckoning, start_day,
                              current_day, currency, map_width, map_height, map_background)
        VALUES (1, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?))SQL");
    insert.bind(1, info.id);
    insert.bind(2, info.name);
    insert.bind(3, info.description);
    insert.bind(4, info.rules);
    insert.bind(5, toString(info.reckoning));
    insert.bind(6, info.start.value);
    insert.bind(7, info.date.value);
    insert.bind(8, info.currency);
    insert.bind(9, info.mapWidth);
    insert.bind(10, info.mapHeight);
    sql::bindOptional(insert, 11, info.mapBackground);
    sql::runAndReset(insert);
    SQLite::Statement option(db, "INSERT INTO campaign_option (option_id) VALUES (?)");
    for (const std::string& id : info.options) {
        option.bind(1, id);
        sql::runAndReset(option);
    }
}

void forgetMapBackground(SQLite::Database& db) {
    db.exec("UPDATE campaign SET map_background = NULL WHERE id = 1");
}

void setCampaignDay(SQLite::Database& db, DayNumber day) {
    sql::execute(db, "UPDATE campaign SET current_day = ?1 WHERE id = ?2", {day.value, 1});
}

RouteImport::RouteImport(SQLite::Database& db)
    : insert_(db,
              "INSERT INTO route (id, from_place_id, to_place_id, kind, foot_days, mounted_days) "
              "VALUES (?, ?, ?, ?, ?, ?)") {}

void RouteImport::add(std::int64_t key, std::int64_t from, std::int64_t to, const Route& route) {
    insert_.bind(1, key);
    insert_.bind(2, from);
    insert_.bind(3, to);
    insert_.bind(4, route.kind);
    insert_.bind(5, route.footDays);
    insert_.bind(6, route.mountedDays);
    sql::runAndReset(insert_);
}

std::int64_t nextRouteKey(SQLite::Database& db) {
    SQLite::Statement query(db, "SELECT coalesce(max(id), 0) + 1 FROM route");
    query.executeStep();
    return query.getColumn(0).getInt64();
}

void removeRoutesOf(SQLite::Database& db, std::int64_t placeKey) {
    sql::execute(db, "DELETE FROM route WHERE from_place_id = ?1 OR to_place_id = ?1", {placeKey});
}

DayNumber readCampaignDay(SQLite::Database& db) {
    return {db.execAndGet("SELECT current_day FROM campaign WHERE id = 1").getInt64()};
}

std::string readCampaignRulesId(SQLite::Database& db) {
    SQLite::Statement query(db, "SELECT rules FROM campaign WHERE id = 1");
    if (!query.executeStep()) throw UserError("the campaign file holds no campaign");
    return query.getColumn(0).getString();
}

}  // namespace seneschal::campaign
