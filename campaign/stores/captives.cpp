#include "campaign/stores/captives.hpp"

#include <SQLiteCpp/Statement.h>

#include "base/errors.hpp"
#include "campaign/file/sql_rows.hpp"
#include "campaign/stores/leader_store.hpp"
#include "campaign/stores/repository.hpp"
#include "campaign/stores/stored_words.hpp"
#include "campaign/stores/unit_store.hpp"

namespace seneschal::campaign {

namespace {

std::string iso(Reckoning reckoning, const SQLite::Column& column) {
    return column.isNull() ? std::string() : formatDate(reckoning, {column.getInt64()});
}

const char* const kCaptiveQuery = R"SQL(
    SELECT captive.id, coalesce(leader.name, captive.men || ' men of ' || unit.name),
           CASE WHEN captive.leader_id IS NULL THEN 'men' ELSE 'leader' END,
           own.slug, captor.slug, captive.men, captive.ransom, captive.paid, captive.taken_day,
           captive.demand_by_day, captive.demanded_day, captive.deadline_day, captive.status,
           coalesce(captive.leader_id, 0), coalesce(captive.unit_id, 0), captive.side_id,
           captive.captor_side_id, coalesce(captive.batch_id, 0), own.name, captor.name
    FROM captive JOIN side AS own ON own.id = captive.side_id
    JOIN side AS captor ON captor.id = captive.captor_side_id
    LEFT JOIN leader ON leader.id = captive.leader_id
    LEFT JOIN unit ON unit.id = captive.unit_id )SQL";

CaptiveLine readLine(SQLite::Database& db, SQLite::Statement& q, Reckoning reckoning) {
    CaptiveLine line;
    line.id = q.getColumn(0).getInt64();
    line.who = q.getColumn(1).getString();
    line.kind = q.getColumn(2).getString();
    line.side = q.getColumn(3).getString();
    line.captor = q.getColumn(4).getString();
    line.men = q.getColumn(5).getInt64();
    line.ransom = q.getColumn(6).getInt64();
    line.paid = q.getColumn(7).getInt64();
    line.taken = iso(reckoning, q.getColumn(8));
    line.demandBy = iso(reckoning, q.getColumn(9));
    line.demanded = iso(reckoning, q.getColumn(10));
    line.deadline = iso(reckoning, q.getColumn(11));
    line.status = storedCaptiveStatus(db, q.getColumn(12).getString(), line.id);
    line.leaderKey = q.getColumn(13).getInt64();
    line.unitKey = q.getColumn(14).getInt64();
    line.sideKey = q.getColumn(15).getInt64();
    line.captorKey = q.getColumn(16).getInt64();
    line.batchKey = q.getColumn(17).getInt64();
    line.sideName = q.getColumn(18).getString();
    line.captorName = q.getColumn(19).getString();
    return line;
}

}  // namespace

std::int64_t takeCaptive(ActionContext& context, const NewCaptive& captive,
                         const std::string& note) {
    SQLite::Database& db = context.db();
    std::optional<std::int64_t> batch;
    if (captive.unit) {
        batch = captureMen(context, *captive.unit, captive.men, captive.captor, note);
    } else {
        captureLeader(context, *captive.leader, captive.captor, captive.leaderWas, note);
    }
    SQLite::Statement insert(db, R"SQL(
        INSERT INTO captive (side_id, captor_side_id, leader_id, unit_id, batch_id, men, rule,
                             taken_day, demand_by_day, deadline_day, ransom, status)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'held'))SQL");
    insert.bind(1, captive.side);
    insert.bind(2, captive.captor);
    if (captive.leader)
        insert.bind(3, *captive.leader);
    else
        insert.bind(3);
    if (captive.unit)
        insert.bind(4, *captive.unit);
    else
        insert.bind(4);
    if (batch)
        insert.bind(5, *batch);
    else
        insert.bind(5);
    insert.bind(6, captive.men);
    insert.bind(7, captive.rule);
    insert.bind(8, captive.taken.value);
    insert.bind(9, captive.demandBy.value);
    insert.bind(10, captive.deadline.value);
    insert.bind(11, captive.ransom);
    insert.exec();
    return db.getLastInsertRowid();
}

std::vector<CaptiveLine> readCaptives(SQLite::Database& db) {
    const Reckoning reckoning = readCampaignInfo(db).reckoning;
    SQLite::Statement query(db, std::string(kCaptiveQuery) + "ORDER BY captive.id");
    std::vector<CaptiveLine> lines;
    while (query.executeStep()) lines.push_back(readLine(db, query, reckoning));
    return lines;
}

CaptiveLine readCaptive(SQLite::Database& db, std::int64_t id) {
    const Reckoning reckoning = readCampaignInfo(db).reckoning;
    SQLite::Statement query(db, std::string(kCaptiveQuery) + "WHERE captive.id = ?");
    query.bind(1, id);
    if (!query.executeStep()) {
        throw UserError("no captive " + std::to_string(id) +
                        " in this campaign (see `seneschal-cli prisoners`)");
    }
    return readLine(db, query, reckoning);
}

std::optional<std::int64_t> depotPlace(SQLite::Database& db, std::int64_t side) {
    SQLite::Statement largest(db, R"SQL(
        SELECT army.place_id FROM army
        LEFT JOIN battal ON battal.army_id = army.id LEFT JOIN unit ON unit.battal_id = battal.id
        WHERE army.side_id = ?1 AND army.place_id IS NOT NULL
              AND army.id NOT IN (SELECT army_id FROM army_merged UNION ALL
                                  SELECT army_id FROM army_disbanded)
        GROUP BY army.id ORDER BY coalesce(sum(unit.present), 0) DESC, army.id LIMIT 1)SQL");
    largest.bind(1, side);
    if (largest.executeStep()) return largest.getColumn(0).getInt64();
    SQLite::Statement owned(db, "SELECT id FROM place WHERE owner_side_id = ? ORDER BY id LIMIT 1");
    owned.bind(1, side);
    if (owned.executeStep()) return owned.getColumn(0).getInt64();
    return std::nullopt;
}

std::string returnCaptiveHome(ActionContext& context, const CaptiveLine& captive,
                              CaptiveStatus status) {
    SQLite::Database& db = context.db();
    SQLite::Statement mark(db, "UPDATE captive SET status = ?, batch_id = NULL WHERE id = ?");
    mark.bind(1, textOf(status));
    mark.bind(2, captive.id);
    mark.exec();
    if (captive.leaderKey != 0) {
        freeLeader(context, captive.leaderKey, status);
        return captive.who + " returns to " + captive.sideName;
    }
    if (captive.batchKey == 0) return captive.who + " are already home";
    releaseCaptiveBatch(context, captive.batchKey, captive.unitKey, captive.men, status);
    SQLite::Statement alive(db, R"SQL(
        SELECT unit.present + coalesce((SELECT sum(men) FROM wounded_batch
                                         WHERE unit_id = unit.id), 0), unit.name
        FROM unit WHERE unit.id = ?)SQL");
    alive.bind(1, captive.unitKey);
    alive.executeStep();
    const std::string unitName = alive.getColumn(1).getString();
    if (alive.getColumn(0).getInt64() > 0) {
        rejoinUnit(context, captive.unitKey, captive.men,
                   "back from captivity (" + textOf(status) + ")");
        return captive.who + " rejoin their unit";
    }
    const std::optional<std::int64_t> place = depotPlace(db, captive.sideKey);
    std::string where = "at home";
    if (place) {
        SQLite::Statement name(db, "SELECT name FROM place WHERE id = ?");
        name.bind(1, *place);
        name.executeStep();
        where = "at " + name.getColumn(0).getString();
    }
    sendToDepot(context, captive.unitKey, captive.sideKey, place, captive.men,
                "back from captivity; " + unitName + " is gone, so to the depot " + where);
    return captive.who + " come home; their unit is gone, so they wait at the depot " + where;
}

void demandRansom(ActionContext& context, const CaptiveLine& captive, DayNumber day,
                  std::int64_t ransom, const std::string& note) {
    SQLite::Statement update(context.db(),
                             "UPDATE captive SET status = 'demanded', demanded_day = ?, "
                             "ransom = ? WHERE id = ?");
    update.bind(1, day.value);
    update.bind(2, ransom);
    update.bind(3, captive.id);
    update.exec();
    LedgerEntry entry("ransom", ransom, note);
    entry.forSide(captive.sideKey);
    if (captive.leaderKey) entry.forLeader(captive.leaderKey);
    if (captive.unitKey) entry.forUnit(captive.unitKey);
    context.record(entry);
}

void forgiveParoleDebt(ActionContext& context, const CaptiveLine& captive) {
    setCaptiveStatus(context.db(), captive.id, CaptiveStatus::Released);
    context.record(LedgerEntry("ransom", -(captive.ransom - captive.paid), "parole debt forgiven")
                       .forSide(captive.sideKey));
}

void refuseRansom(ActionContext& context, const CaptiveLine& captive) {
    setCaptiveStatus(context.db(), captive.id, CaptiveStatus::Refused);
    context.record(
        LedgerEntry("status", 0, textOf(captive.status) + " -> refused").forSide(captive.sideKey));
}

void addRansomPaid(SQLite::Database& db, std::int64_t captive, std::int64_t amount) {
    SQLite::Statement paid(db, "UPDATE captive SET paid = paid + ? WHERE id = ?");
    paid.bind(1, amount);
    paid.bind(2, captive);
    paid.exec();
}

void setCaptiveStatus(SQLite::Database& db, std::int64_t captive, CaptiveStatus status) {
    SQLite::Statement update(db, "UPDATE captive SET status = ? WHERE id = ?");
    update.bind(1, textOf(status));
    update.bind(2, captive);
    update.exec();
}

void markExecuted(SQLite::Database& db, std::int64_t captive) {
    SQLite::Statement mark(db,
                           "UPDATE captive SET status = 'executed', batch_id = NULL WHERE id = ?");
    mark.bind(1, captive);
    mark.exec();
}

CaptiveImport::CaptiveImport(SQLite::Database& db)
    : insert_(db, R"SQL(
        INSERT INTO captive (side_id, captor_side_id, leader_id, unit_id, batch_id, men, rule,
                             taken_day, demand_by_day, demanded_day, deadline_day, ransom, paid,
                             status)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?))SQL"),
      batch_(db, R"SQL(
        SELECT captive_batch.id FROM captive_batch
        WHERE unit_id = ? AND men = ? AND captor_side_id = ?
          AND NOT EXISTS (SELECT 1 FROM captive WHERE captive.batch_id = captive_batch.id)
        ORDER BY captive_batch.id LIMIT 1)SQL") {}

std::optional<std::int64_t> CaptiveImport::unclaimedBatch(std::int64_t unit, Men men,
                                                          std::int64_t captor) {
    batch_.bind(1, unit);
    batch_.bind(2, men);
    batch_.bind(3, captor);
    std::optional<std::int64_t> batch;
    if (batch_.executeStep()) batch = batch_.getColumn(0).getInt64();
    batch_.reset();
    batch_.clearBindings();
    return batch;
}

void CaptiveImport::add(const Row& row) {
    insert_.bind(1, row.side);
    insert_.bind(2, row.captor);
    sql::bindOptional(insert_, 3, row.leader);
    sql::bindOptional(insert_, 4, row.unit);
    sql::bindOptional(insert_, 5, row.batch);
    insert_.bind(6, row.men);
    insert_.bind(7, row.rule);
    insert_.bind(8, row.taken.value);
    insert_.bind(9, row.demandBy.value);
    if (row.demanded) {
        insert_.bind(10, row.demanded->value);
    } else {
        insert_.bind(10);
    }
    insert_.bind(11, row.deadline.value);
    insert_.bind(12, row.ransom);
    insert_.bind(13, row.paid);
    insert_.bind(14, textOf(row.status));
    sql::runAndReset(insert_);
}

std::vector<TreasuryLine> readTreasury(SQLite::Database& db) {
    SQLite::Statement query(db, R"SQL(
        SELECT side.slug, side.name, side.treasury,
               coalesce((SELECT sum(ransom - paid) FROM captive
                         WHERE side_id = side.id AND status IN ('held', 'demanded', 'part-paid',
                                                                 'refused', 'paroled')), 0),
               coalesce((SELECT sum(ransom - paid) FROM captive
                         WHERE captor_side_id = side.id AND status IN ('held', 'demanded',
                                                 'part-paid', 'refused', 'paroled')), 0)
        FROM side ORDER BY side.id)SQL");
    std::vector<TreasuryLine> lines;
    while (query.executeStep()) {
        lines.push_back({query.getColumn(0).getString(), query.getColumn(1).getString(),
                         query.getColumn(2).getInt64(), query.getColumn(3).getInt64(),
                         query.getColumn(4).getInt64()});
    }
    return lines;
}

std::vector<CaptiveImport::Row> readCaptiveRows(SQLite::Database& db) {
    SQLite::Statement query(db, R"SQL(
        SELECT leader_id, unit_id, men, side_id, captor_side_id, rule, taken_day, demand_by_day,
               demanded_day, deadline_day, ransom, paid, status, id
        FROM captive ORDER BY id)SQL");
    std::vector<CaptiveImport::Row> rows;
    while (query.executeStep()) {
        CaptiveImport::Row row;
        row.leader = sql::optionalInt(query.getColumn(0));
        row.unit = sql::optionalInt(query.getColumn(1));
        row.men = query.getColumn(2).getInt64();
        row.side = query.getColumn(3).getInt64();
        row.captor = query.getColumn(4).getInt64();
        row.rule = query.getColumn(5).getString();
        row.taken = DayNumber{query.getColumn(6).getInt64()};
        row.demandBy = DayNumber{query.getColumn(7).getInt64()};
        row.demanded = sql::optionalDay(query.getColumn(8));
        row.deadline = DayNumber{query.getColumn(9).getInt64()};
        row.ransom = query.getColumn(10).getInt64();
        row.paid = query.getColumn(11).getInt64();
        row.status = storedCaptiveStatus(db, query.getColumn(12).getString(),
                                         query.getColumn(13).getInt64());
        rows.push_back(std::move(row));
    }
    return rows;
}

std::vector<RansomDue> readRansomsDue(SQLite::Database& db, DayNumber day) {
    sql::Query query(db, R"SQL(
        SELECT captive.id, coalesce(leader.name, captive.men || ' men of ' || unit.name),
               captor.name, own.name, captive.ransom - captive.paid,
               captive.demand_by_day = ?1 AND captive.status = 'held',
               captive.deadline_day = ?1
        FROM captive JOIN side AS captor ON captor.id = captive.captor_side_id
        JOIN side AS own ON own.id = captive.side_id
        LEFT JOIN leader ON leader.id = captive.leader_id
        LEFT JOIN unit ON unit.id = captive.unit_id
        WHERE captive.status IN ('held', 'demanded', 'part-paid', 'refused', 'paroled')
          AND ((captive.demand_by_day = ?1 AND captive.status = 'held')
               OR captive.deadline_day = ?1)
        ORDER BY captive.id)SQL");
    query->bind(1, day.value);
    std::vector<RansomDue> due;
    while (query->executeStep()) {
        due.push_back({query->getColumn(0).getInt64(), query->getColumn(1).getString(),
                       query->getColumn(2).getString(), query->getColumn(3).getString(),
                       query->getColumn(4).getInt64(), query->getColumn(5).getInt() != 0,
                       query->getColumn(6).getInt() != 0});
    }
    return due;
}

}  // namespace seneschal::campaign
