#include "campaign/stores/leader_store.hpp"

#include "campaign/file/sql_rows.hpp"

namespace seneschal::campaign {

namespace {

void recordStatus(ActionContext& context, std::int64_t leader, const std::string& note) {
    context.record(LedgerEntry("status", 0, note).forLeader(leader));
}

}  // namespace

void killLeader(ActionContext& context, std::int64_t leader, LeaderStatus was,
                const std::string& note) {
    sql::execute(context.db(),
                 "UPDATE leader SET status = 'dead', wounded_until = NULL, captor_side_id = NULL "
                 "WHERE id = ?1",
                 {leader});
    recordStatus(context, leader, textOf(was) + " -> dead " + note);
}

void woundLeader(ActionContext& context, std::int64_t leader, DayNumber until, LeaderStatus was,
                 const std::string& note) {
    sql::execute(context.db(),
                 "UPDATE leader SET status = 'wounded', wounded_until = ?1 WHERE id = ?2",
                 {until.value, leader});
    recordStatus(context, leader, textOf(was) + " -> wounded " + note);
}

void captureLeader(ActionContext& context, std::int64_t leader, std::int64_t captor,
                   LeaderStatus was, const std::string& note) {
    sql::execute(context.db(),
                 "UPDATE leader SET status = 'captive', wounded_until = NULL, captor_side_id = ?1 "
                 "WHERE id = ?2",
                 {captor, leader});
    recordStatus(context, leader, textOf(was) + " -> captive " + note);
}

void healLeader(ActionContext& context, std::int64_t leader) {
    sql::execute(context.db(),
                 "UPDATE leader SET status = 'active', wounded_until = NULL WHERE id = ?1",
                 {leader});
    recordStatus(context, leader, "wounded -> active");
}

void freeLeader(ActionContext& context, std::int64_t leader, CaptiveStatus status) {
    sql::execute(context.db(),
                 "UPDATE leader SET status = 'active', captor_side_id = NULL WHERE id = ?1",
                 {leader});
    recordStatus(context, leader, "captive -> active (" + textOf(status) + ")");
}

void executeLeader(ActionContext& context, std::int64_t leader, const std::string& captorName) {
    sql::execute(context.db(),
                 "UPDATE leader SET status = 'dead', captor_side_id = NULL WHERE id = ?1",
                 {leader});
    recordStatus(context, leader, "captive -> dead (executed by " + captorName + ")");
}

void updateLeader(ActionContext& context, std::int64_t leaderKey, const Leader& leader,
                  const std::string& ledgerText) {
    SQLite::Statement update(context.db(),
                             "UPDATE leader SET name = ?, rank = ?, cv = ?, character = ? "
                             "WHERE id = ?");
    update.bind(1, leader.name);
    update.bind(2, leader.rank);
    update.bind(3, leader.cv);
    if (leader.character) {
        update.bind(4, *leader.character);
    } else {
        update.bind(4);
    }
    update.bind(5, leaderKey);
    update.exec();
    context.record(LedgerEntry("leader", 0, ledgerText).forLeader(leaderKey));
}

LeaderImport::LeaderImport(SQLite::Database& db)
    : insert_(db, R"SQL(
            INSERT INTO leader (id, slug, name, side_id, rank, cv, character, status,
                                wounded_until, captor_side_id)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?))SQL") {}

void LeaderImport::add(std::int64_t key, const Leader& l, std::int64_t side,
                       std::optional<std::int64_t> captor) {
    insert_.bind(1, key);
    insert_.bind(2, l.id);
    insert_.bind(3, l.name);
    insert_.bind(4, side);
    insert_.bind(5, l.rank);
    insert_.bind(6, l.cv);
    sql::bindOptional(insert_, 7, l.character);
    insert_.bind(8, textOf(l.status));
    if (l.woundedUntil) {
        insert_.bind(9, l.woundedUntil->value);
    } else {
        insert_.bind(9);
    }
    sql::bindOptional(insert_, 10, captor);
    sql::runAndReset(insert_);
}

std::vector<RecoveringLeader> readLeadersRecovering(SQLite::Database& db, DayNumber day) {
    sql::Query query(db,
                     "SELECT id, name FROM leader WHERE status = 'wounded' AND "
                     "wounded_until <= ? ORDER BY id");
    query->bind(1, day.value);
    std::vector<RecoveringLeader> leaders;
    while (query->executeStep())
        leaders.push_back({query->getColumn(0).getInt64(), query->getColumn(1).getString()});
    return leaders;
}

}  // namespace seneschal::campaign
