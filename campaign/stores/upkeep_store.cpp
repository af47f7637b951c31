#include "campaign/stores/upkeep_store.hpp"

#include "campaign/file/sql_rows.hpp"
#include "campaign/stores/stored_words.hpp"

namespace seneschal::campaign {

void saveArrears(ActionContext& context, std::int64_t unit, const strategy::KeptUnit& kept,
                 strategy::Pence change, const std::string& note) {
    sql::Query upsert(context.db(), R"SQL(
        INSERT INTO unit_upkeep (unit_id, arrears_pence, arrears_days, service_from_day)
        VALUES (?1, ?2, ?3, ?4)
        ON CONFLICT (unit_id) DO UPDATE SET arrears_pence = ?2, arrears_days = ?3,
                                            service_from_day = ?4)SQL");
    upsert->bind(1, unit);
    upsert->bind(2, kept.arrears);
    upsert->bind(3, kept.arrearsDays);
    if (kept.serviceFrom) {
        upsert->bind(4, kept.serviceFrom->value);
    } else {
        upsert->bind(4);
    }
    upsert->exec();
    context.record(LedgerEntry("arrears-pence", change, note).forUnit(unit));
}

void startService(SQLite::Database& db, std::int64_t unit, DayNumber day) {
    sql::execute(db, "INSERT INTO unit_upkeep (unit_id, service_from_day) VALUES (?1, ?2)",
                 {unit, day.value});
}

UpkeepImport::UpkeepImport(SQLite::Database& db)
    : insert_(db, R"SQL(
        INSERT INTO unit_upkeep (unit_id, arrears_pence, arrears_days, service_from_day)
        VALUES (?, ?, ?, ?))SQL") {}

void UpkeepImport::add(std::int64_t unit, strategy::Pence arrears, std::int64_t arrearsDays,
                       std::optional<DayNumber> serviceFrom) {
    insert_.bind(1, unit);
    insert_.bind(2, arrears);
    insert_.bind(3, arrearsDays);
    if (serviceFrom) {
        insert_.bind(4, serviceFrom->value);
    } else {
        insert_.bind(4);
    }
    sql::runAndReset(insert_);
}

std::vector<KeptUnitRow> readKeptUnitRows(SQLite::Database& db,
                                          std::optional<std::int64_t> sideKey) {
    sql::Query query(db, R"SQL(
        SELECT unit.id, army.side_id, unit.name, unit.slug, unit.troop_type, unit.class,
               unit.present, coalesce(u.arrears_pence, 0), coalesce(u.arrears_days, 0),
               u.service_from_day
        FROM unit JOIN battal ON battal.id = unit.battal_id JOIN army ON army.id = battal.army_id
        LEFT JOIN unit_upkeep AS u ON u.unit_id = unit.id
        WHERE (?1 IS NULL OR army.side_id = ?1)
              AND army.id NOT IN (SELECT army_id FROM army_disbanded)
        ORDER BY army.id, battal.id, unit.id)SQL");
    sql::bindOptional(*query, 1, sideKey);
    std::vector<KeptUnitRow> rows;
    while (query->executeStep()) {
        KeptUnitRow row;
        row.unit = query->getColumn(0).getInt64();
        row.side = query->getColumn(1).getInt64();
        row.name = query->getColumn(2).getString();
        row.id = query->getColumn(3).getString();
        row.type = query->getColumn(4).getString();
        row.troopClass = storedTroopClass(db, query->getColumn(5).getString(), row.name);
        row.present = query->getColumn(6).getInt64();
        row.arrears = query->getColumn(7).getInt64();
        row.arrearsDays = query->getColumn(8).getInt64();
        row.serviceFrom = sql::optionalDay(query->getColumn(9));
        rows.push_back(std::move(row));
    }
    return rows;
}

std::vector<UpkeepRow> readUpkeepRows(SQLite::Database& db) {
    SQLite::Statement query(db, R"SQL(
        SELECT unit_id, arrears_pence, arrears_days, service_from_day
        FROM unit_upkeep ORDER BY unit_id)SQL");
    std::vector<UpkeepRow> rows;
    while (query.executeStep()) {
        rows.push_back({query.getColumn(0).getInt64(), query.getColumn(1).getInt64(),
                        query.getColumn(2).getInt64(), sql::optionalDay(query.getColumn(3))});
    }
    return rows;
}

}  // namespace seneschal::campaign
