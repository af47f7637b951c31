#include "campaign/stores/applied_battles.hpp"

#include <SQLiteCpp/Statement.h>

#include <cstdio>

#include "battle/outcome_xml.hpp"

namespace seneschal::campaign {

std::string outcomeDigest(const battle::BattleOutcome& outcome) {
    std::uint64_t hash = 14695981039346656037ULL;
    for (const unsigned char byte : battle::writeOutcome(outcome)) {
        hash ^= byte;
        hash *= 1099511628211ULL;
    }
    char text[17];
    std::snprintf(text, sizeof text, "%016llx", static_cast<unsigned long long>(hash));
    return text;
}

std::optional<AppliedBattle> findAppliedBattle(SQLite::Database& db,
                                               std::optional<std::int64_t> placeKey, DayNumber day,
                                               const std::string& digest) {
    SQLite::Statement query(
        db,
        "SELECT summary, day FROM battle_applied "
        "WHERE digest = ?1 OR (place_id = ?2 AND day = ?3) ORDER BY id LIMIT 1");
    query.bind(1, digest);
    if (placeKey) {
        query.bind(2, *placeKey);
    } else {
        query.bind(2);  // NULL: matches no place
    }
    query.bind(3, day.value);
    if (!query.executeStep()) return std::nullopt;
    return AppliedBattle{query.getColumn(0).getString(), {query.getColumn(1).getInt64()}};
}

std::int64_t recordAppliedBattle(ActionContext& context, const battle::BattleOutcome& outcome,
                                 std::optional<std::int64_t> placeKey, DayNumber day,
                                 const std::string& summary) {
    SQLite::Statement insert(context.db(),
                             "INSERT INTO battle_applied (action_id, place_id, day, rules, seed, "
                             "digest, summary) VALUES (?, ?, ?, ?, ?, ?, ?)");
    insert.bind(1, context.actionId());
    if (placeKey) {
        insert.bind(2, *placeKey);
    } else {
        insert.bind(2);
    }
    insert.bind(3, day.value);
    insert.bind(4, outcome.rules);
    if (outcome.seed) {
        insert.bind(5, std::to_string(*outcome.seed));
    } else {
        insert.bind(5);
    }
    insert.bind(6, outcomeDigest(outcome));
    insert.bind(7, summary);
    insert.exec();
    return context.db().getLastInsertRowid();
}

}  // namespace seneschal::campaign
