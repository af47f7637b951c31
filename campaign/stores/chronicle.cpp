#include "campaign/stores/chronicle.hpp"

#include <SQLiteCpp/Statement.h>

#include "campaign/file/sql_rows.hpp"
#include "campaign/stores/repository.hpp"

namespace seneschal::campaign {

void addChronicle(ActionContext& context, DayNumber day, const std::string& kind,
                  const std::string& text) {
    // perform() has just inserted the running action's row: it is the newest.
    sql::Query insert(context.db(), R"SQL(
        INSERT INTO chronicle (action_id, day, kind, text)
        VALUES ((SELECT max(id) FROM action), ?, ?, ?))SQL");
    insert->bind(1, day.value);
    insert->bind(2, kind);
    insert->bind(3, text);
    insert->exec();
}

ChronicleImport::ChronicleImport(SQLite::Database& db, std::int64_t actionId)
    : insert_(db, "INSERT INTO chronicle (action_id, day, kind, text) VALUES (?, ?, ?, ?)"),
      actionId_(actionId) {}

void ChronicleImport::add(DayNumber day, const std::string& kind, const std::string& text) {
    insert_.bind(1, actionId_);
    insert_.bind(2, day.value);
    insert_.bind(3, kind);
    insert_.bind(4, text);
    sql::runAndReset(insert_);
}

std::vector<ChronicleLine> readChronicle(SQLite::Database& db) {
    const Reckoning reckoning = readCampaignInfo(db).reckoning;
    SQLite::Statement query(
        db, "SELECT day, kind, text, action_id, id FROM chronicle ORDER BY day, id");
    std::vector<ChronicleLine> lines;
    while (query.executeStep()) {
        const DayNumber day{query.getColumn(0).getInt64()};
        lines.push_back({formatDate(reckoning, day), query.getColumn(1).getString(),
                         query.getColumn(2).getString(), query.getColumn(3).getInt64(), day,
                         query.getColumn(4).getInt64()});
    }
    return lines;
}

}  // namespace seneschal::campaign
