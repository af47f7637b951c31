#include "campaign/stores/march_treasury.hpp"

#include <SQLiteCpp/Statement.h>

#include "battle/errors.hpp"
#include "campaign/stores/march_store.hpp"

namespace seneschal::campaign {

using strategy::Pence;

strategy::Pence sidePence(SQLite::Database& db, std::int64_t sideKey) {
    SQLite::Statement query(db, R"SQL(
        SELECT side.treasury, coalesce(purse.pence, 0) FROM side
        LEFT JOIN side_purse AS purse ON purse.side_id = side.id WHERE side.id = ?)SQL");
    query.bind(1, sideKey);
    if (!query.executeStep()) throw UserError("no side with key " + std::to_string(sideKey));
    return query.getColumn(0).getInt64() * strategyRules().pencePerPound +
           query.getColumn(1).getInt64();
}

void setSidePence(ActionContext& context, std::int64_t sideKey, Pence pence,
                  const std::string& why) {
    if (pence < 0) throw UserError("a treasury cannot fall below nothing");
    const Pence perPound = strategyRules().pencePerPound;
    const Pence before = sidePence(context.db(), sideKey);
    if (before == pence) return;
    const std::int64_t poundsBefore = before / perPound;
    const std::int64_t pounds = pence / perPound;
    const Pence oddBefore = before % perPound;
    const Pence odd = pence % perPound;
    if (pounds != poundsBefore) {
        SQLite::Statement update(context.db(), "UPDATE side SET treasury = ? WHERE id = ?");
        update.bind(1, pounds);
        update.bind(2, sideKey);
        update.exec();
        context.record(LedgerEntry("treasury", pounds - poundsBefore, why).forSide(sideKey));
    }
    if (odd != oddBefore) {
        SQLite::Statement upsert(context.db(), R"SQL(
            INSERT INTO side_purse (side_id, pence) VALUES (?1, ?2)
            ON CONFLICT (side_id) DO UPDATE SET pence = ?2)SQL");
        upsert.bind(1, sideKey);
        upsert.bind(2, odd);
        upsert.exec();
        context.record(LedgerEntry("purse-pence", odd - oddBefore, why).forSide(sideKey));
    }
}

}  // namespace seneschal::campaign
