#pragma once
// Group play across machines (issue 35, schema version 13): the one writer of `group_play`,
// `side_key` and `side_orders` (docs/architecture.md, "Who writes each table").
// The campaign's identity and the sides' keys are made once, when the campaign starts group
// play, outside the undo history (a key undone would refuse the orders of every dispatch sent
// with it); the orders received are written by the import's action, with a ledger line, so
// undo takes them back.
#include <SQLiteCpp/Database.h>

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "campaign/actions/action.hpp"
#include "campaign/calendar/calendar.hpp"

namespace seneschal::campaign {

struct GroupPlay {
    std::string identity;  // 32 hex digits, random: which campaign an orders file is for
    DayNumber startedDay;
};

// None before the campaign starts group play.
std::optional<GroupPlay> readGroupPlay(SQLite::Database& db);

// Starts group play, or gives keys to sides added since: the campaign's identity if it has none,
// and a key (64 hex digits) for every side without one, in one transaction. Returns the number
// of keys made. Written outside any action: not in the ledger, not undone.
std::int64_t startGroupPlay(SQLite::Database& db, DayNumber today);

// Gives the side a new key in place of its old one (a dispatch fell into the wrong hands), in one
// transaction, outside any action like the keys first made: undo would hand back the key that
// got out. False when the side has no key (group play not started).
bool replaceSideKey(SQLite::Database& db, std::int64_t sideKey);

// The side's key (hex), none when it has not got one.
std::optional<std::string> readSideKey(SQLite::Database& db, std::int64_t sideKey);

struct ReceivedOrders {
    std::int64_t sideKey = 0;
    std::int64_t turn = 0;
    std::int64_t version = 0;
    std::string orders;  // one order a line: "march ARMY PLACE", "hold ARMY" (ids)
    DayNumber receivedDay;
};

// The orders received from the side for the turn, if any.
std::optional<ReceivedOrders> readReceivedOrders(SQLite::Database& db, std::int64_t sideKey,
                                                 std::int64_t turn);
// Every side's orders received for the turn, by side key.
std::map<std::int64_t, ReceivedOrders> readTurnOrders(SQLite::Database& db, std::int64_t turn);

// Records the side's orders for the turn (replacing an earlier version), with a ledger line
// "orders" for the side naming the turn and version.
void recordReceivedOrders(ActionContext& context, const ReceivedOrders& orders);

}  // namespace seneschal::campaign
