#include "campaign/stores/march_treasury.hpp"

#include <SQLiteCpp/Statement.h>

#include "base/count_range.hpp"
#include "base/errors.hpp"
#include "campaign/battles/rules.hpp"
#include "campaign/file/sql_rows.hpp"
#include "campaign/limits.hpp"
#include "campaign/stores/march_store.hpp"

namespace seneschal::campaign {

using strategy::Pence;

strategy::Pence sidePence(SQLite::Database& db, std::int64_t sideKey, Pence perPound) {
    sql::Query query(db, R"SQL(
        SELECT side.treasury, coalesce(purse.pence, 0) FROM side
        LEFT JOIN side_purse AS purse ON purse.side_id = side.id WHERE side.id = ?)SQL");
    query->bind(1, sideKey);
    if (!query->executeStep()) throw UserError("no side with key " + std::to_string(sideKey));
    return query->getColumn(0).getInt64() * perPound + query->getColumn(1).getInt64();
}

void updateSide(ActionContext& context, std::int64_t sideKey, const Side& side,
                const std::string& ledgerText) {
    SQLite::Statement update(context.db(), "UPDATE side SET name = ?, colour = ? WHERE id = ?");
    update.bind(1, side.name);
    if (side.colour) {
        update.bind(2, *side.colour);
    } else {
        update.bind(2);
    }
    update.bind(3, sideKey);
    update.exec();
    context.record(LedgerEntry("side", 0, ledgerText).forSide(sideKey));
}

void setSidePence(ActionContext& context, std::int64_t sideKey, Pence pence,
                  const std::string& why) {
    if (pence < 0) throw UserError("a treasury cannot fall below nothing");
    const Pence perPound = context.rules().strategy.pencePerPound;
    const Pence before = sidePence(context.db(), sideKey, perPound);
    if (before == pence) return;
    const std::int64_t poundsBefore = before / perPound;
    const std::int64_t pounds = pence / perPound;
    requireInRange(kTreasuryPounds, pounds, why + ": the treasury");
    const Pence oddBefore = before % perPound;
    const Pence odd = pence % perPound;
    if (pounds != poundsBefore) {
        sql::Query update(context.db(), "UPDATE side SET treasury = ? WHERE id = ?");
        update->bind(1, pounds);
        update->bind(2, sideKey);
        update->exec();
        context.record(LedgerEntry("treasury", pounds - poundsBefore, why).forSide(sideKey));
    }
    if (odd != oddBefore) {
        sql::Query upsert(context.db(), R"SQL(
            INSERT INTO side_purse (side_id, pence) VALUES (?1, ?2)
            ON CONFLICT (side_id) DO UPDATE SET pence = ?2)SQL");
        upsert->bind(1, sideKey);
        upsert->bind(2, odd);
        upsert->exec();
        context.record(LedgerEntry("purse-pence", odd - oddBefore, why).forSide(sideKey));
    }
}

void transferPounds(ActionContext& context, const PoundsTransfer& transfer) {
    // The receiver's treasury stays in its range (campaign/limits.hpp); the payer's cannot fall
    // below nothing.
    requireInRange(kPaymentPounds, transfer.pounds, transfer.paidNote);
    SQLite::Statement held(context.db(), "SELECT name, treasury FROM side WHERE id = ?");
    held.bind(1, transfer.to);
    if (held.executeStep()) {
        checkedAdd(held.getColumn(1).getInt64(), transfer.pounds, kTreasuryPounds,
                   held.getColumn(0).getString() + " cannot receive " +
                       std::to_string(transfer.pounds) + " pounds");
    }
    SQLite::Statement move(context.db(), "UPDATE side SET treasury = treasury + ? WHERE id = ?");
    move.bind(1, -transfer.pounds);
    move.bind(2, transfer.from);
    move.exec();
    move.reset();
    move.bind(1, transfer.pounds);
    move.bind(2, transfer.to);
    move.exec();
    const auto subject = [&](LedgerEntry entry) {
        if (transfer.leader) entry.forLeader(*transfer.leader);
        if (transfer.unit) entry.forUnit(*transfer.unit);
        return entry;
    };
    context.record(subject(
        LedgerEntry("treasury", -transfer.pounds, transfer.paidNote).forSide(transfer.from)));
    context.record(subject(
        LedgerEntry("treasury", transfer.pounds, transfer.receivedNote).forSide(transfer.to)));
}

SideImport::SideImport(SQLite::Database& db)
    : insert_(db, "INSERT INTO side (id, slug, name, colour, treasury) VALUES (?, ?, ?, ?, ?)") {}

void SideImport::add(std::int64_t key, const Side& side) {
    insert_.bind(1, key);
    insert_.bind(2, side.id);
    insert_.bind(3, side.name);
    sql::bindOptional(insert_, 4, side.colour);
    insert_.bind(5, side.treasury);
    sql::runAndReset(insert_);
}

PurseImport::PurseImport(SQLite::Database& db)
    : insert_(db, "INSERT INTO side_purse (side_id, pence) VALUES (?, ?)") {}

void PurseImport::add(std::int64_t side, strategy::Pence pence) {
    insert_.bind(1, side);
    insert_.bind(2, pence);
    sql::runAndReset(insert_);
}

SideTreasury readSideTreasury(SQLite::Database& db, std::int64_t sideKey) {
    SQLite::Statement query(db, "SELECT name, treasury FROM side WHERE id = ?");
    query.bind(1, sideKey);
    query.executeStep();
    return {query.getColumn(0).getString(), query.getColumn(1).getInt64()};
}

std::vector<std::pair<std::int64_t, strategy::Pence>> readPurses(SQLite::Database& db) {
    SQLite::Statement query(db, "SELECT side_id, pence FROM side_purse ORDER BY side_id");
    std::vector<std::pair<std::int64_t, strategy::Pence>> purses;
    while (query.executeStep())
        purses.emplace_back(query.getColumn(0).getInt64(), query.getColumn(1).getInt64());
    return purses;
}

}  // namespace seneschal::campaign
