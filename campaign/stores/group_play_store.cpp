#include "campaign/stores/group_play_store.hpp"

#include <SQLiteCpp/Statement.h>
#include <SQLiteCpp/Transaction.h>

#include "campaign/file/orders_signature.hpp"
#include "campaign/file/sql_rows.hpp"

namespace seneschal::campaign {

namespace {

constexpr std::size_t kIdentityBytes = 16;
constexpr std::size_t kKeyBytes = 32;

ReceivedOrders receivedFrom(SQLite::Statement& query) {
    ReceivedOrders row;
    row.sideKey = query.getColumn(0).getInt64();
    row.turn = query.getColumn(1).getInt64();
    row.version = query.getColumn(2).getInt64();
    row.orders = query.getColumn(3).getString();
    row.receivedDay = DayNumber{query.getColumn(4).getInt64()};
    return row;
}

}  // namespace

std::optional<GroupPlay> readGroupPlay(SQLite::Database& db) {
    SQLite::Statement query(db, "SELECT identity, started_day FROM group_play WHERE id = 1");
    if (!query.executeStep()) return std::nullopt;
    return GroupPlay{query.getColumn(0).getString(), DayNumber{query.getColumn(1).getInt64()}};
}

std::int64_t startGroupPlay(SQLite::Database& db, DayNumber today) {
    SQLite::Transaction transaction(db, SQLite::TransactionBehavior::IMMEDIATE);
    if (!readGroupPlay(db)) {
        SQLite::Statement insert(
            db, "INSERT INTO group_play (id, identity, started_day) VALUES (1, ?, ?)");
        insert.bind(1, randomHex(kIdentityBytes));
        insert.bind(2, today.value);
        insert.exec();
    }
    std::vector<std::int64_t> keyless;
    {
        SQLite::Statement query(db,
                                "SELECT s.id FROM side AS s LEFT JOIN side_key AS k "
                                "ON k.side_id = s.id WHERE k.side_id IS NULL ORDER BY s.id");
        while (query.executeStep()) keyless.push_back(query.getColumn(0).getInt64());
    }
    SQLite::Statement insert(db, "INSERT INTO side_key (side_id, key_hex) VALUES (?, ?)");
    for (const std::int64_t side : keyless) {
        insert.bind(1, side);
        insert.bind(2, randomHex(kKeyBytes));
        sql::runAndReset(insert);
    }
    transaction.commit();
    return static_cast<std::int64_t>(keyless.size());
}

bool replaceSideKey(SQLite::Database& db, std::int64_t sideKey) {
    SQLite::Transaction transaction(db, SQLite::TransactionBehavior::IMMEDIATE);
    SQLite::Statement update(db, "UPDATE side_key SET key_hex = ? WHERE side_id = ?");
    update.bind(1, randomHex(kKeyBytes));
    update.bind(2, sideKey);
    const bool replaced = update.exec() == 1;
    transaction.commit();
    return replaced;
}

std::optional<std::string> readSideKey(SQLite::Database& db, std::int64_t sideKey) {
    SQLite::Statement query(db, "SELECT key_hex FROM side_key WHERE side_id = ?");
    query.bind(1, sideKey);
    if (!query.executeStep()) return std::nullopt;
    return query.getColumn(0).getString();
}

std::optional<ReceivedOrders> readReceivedOrders(SQLite::Database& db, std::int64_t sideKey,
                                                 std::int64_t turn) {
    SQLite::Statement query(db,
                            "SELECT side_id, turn, version, orders, received_day FROM side_orders "
                            "WHERE side_id = ? AND turn = ?");
    query.bind(1, sideKey);
    query.bind(2, turn);
    if (!query.executeStep()) return std::nullopt;
    return receivedFrom(query);
}

std::map<std::int64_t, ReceivedOrders> readTurnOrders(SQLite::Database& db, std::int64_t turn) {
    std::map<std::int64_t, ReceivedOrders> rows;
    SQLite::Statement query(db,
                            "SELECT side_id, turn, version, orders, received_day FROM side_orders "
                            "WHERE turn = ? ORDER BY side_id");
    query.bind(1, turn);
    while (query.executeStep()) {
        ReceivedOrders row = receivedFrom(query);
        rows.emplace(row.sideKey, std::move(row));
    }
    return rows;
}

void recordReceivedOrders(ActionContext& context, const ReceivedOrders& orders) {
    SQLite::Statement write(
        context.db(),
        "INSERT OR REPLACE INTO side_orders "
        "(side_id, turn, version, orders, received_day) VALUES (?, ?, ?, ?, ?)");
    write.bind(1, orders.sideKey);
    write.bind(2, orders.turn);
    write.bind(3, orders.version);
    write.bind(4, orders.orders);
    write.bind(5, orders.receivedDay.value);
    write.exec();
    context.record(LedgerEntry("orders", 0,
                               "orders for turn " + std::to_string(orders.turn) + ", version " +
                                   std::to_string(orders.version) + " received")
                       .forSide(orders.sideKey));
}

}  // namespace seneschal::campaign
