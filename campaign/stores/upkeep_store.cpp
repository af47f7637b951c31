#include "campaign/stores/upkeep_store.hpp"

#include "campaign/file/sql_rows.hpp"

namespace seneschal::campaign {

void saveArrears(ActionContext& context, std::int64_t unit, const strategy::KeptUnit& kept,
                 strategy::Pence change, const std::string& note) {
    SQLite::Statement upsert(context.db(), R"SQL(
        INSERT INTO unit_upkeep (unit_id, arrears_pence, arrears_days, service_from_day)
        VALUES (?1, ?2, ?3, ?4)
        ON CONFLICT (unit_id) DO UPDATE SET arrears_pence = ?2, arrears_days = ?3,
                                            service_from_day = ?4)SQL");
    upsert.bind(1, unit);
    upsert.bind(2, kept.arrears);
    upsert.bind(3, kept.arrearsDays);
    if (kept.serviceFrom) {
        upsert.bind(4, kept.serviceFrom->value);
    } else {
        upsert.bind(4);
    }
    upsert.exec();
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

}  // namespace seneschal::campaign
