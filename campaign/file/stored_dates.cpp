#include "campaign/file/stored_dates.hpp"

#include <SQLiteCpp/Statement.h>

#include <array>
#include <string>

#include "base/errors.hpp"
#include "base/grouped_number.hpp"
#include "base/plain_text.hpp"
#include "campaign/calendar/calendar.hpp"

namespace seneschal::campaign {

namespace {

// A stored day column and what a person calls it. Every column of the schema that holds a
// day number is listed (campaign/file/schema.cpp); a nullable column is checked where it is set.
struct DayColumn {
    const char* table;
    const char* column;
    const char* what;
    bool scheduled = false;  // a day the campaign looks ahead to, set from the current day
};

// A campaign in its last days may schedule a return or a deadline past 31 December 9999: such a
// day may lie up to this far past the range, so the file still opens (showing that one day is
// then refused as a UserError, never a crash). A century is more than any schedule of the rules
// and far from overflowing anything.
constexpr std::int64_t kScheduleSlackDays = 36'600;

constexpr std::array<DayColumn, 25> kDayColumns = {{
    {"campaign", "start_day", "start day"},
    {"campaign", "current_day", "current day"},
    {"leader", "wounded_until", "day a wounded leader returns", true},
    {"wounded_batch", "returns_day", "day wounded men return", true},
    {"action", "campaign_day", "day of an action in the ledger"},
    {"ledger_entry", "day", "day of a ledger entry"},
    {"captive", "taken_day", "day a captive was taken"},
    {"captive", "demand_by_day", "day a ransom must be demanded by", true},
    {"captive", "demanded_day", "day a ransom was demanded"},
    {"captive", "deadline_day", "ransom deadline", true},
    {"depot_batch", "since", "day men reached a depot"},
    {"chronicle", "day", "day of a chronicle entry"},
    {"army_march", "last_forced_day", "day of an army's last forced march"},
    {"place_holding", "since_day", "day a place was taken"},
    {"unit_upkeep", "service_from_day", "day a unit's service began"},
    {"pending_battle", "since_day", "day a battle became due"},
    {"unit_battle_result", "day", "day of a battle result"},
    {"army_merged", "day", "day an army was merged"},
    {"army_disbanded", "day", "day an army was disbanded"},
    {"battle_applied", "day", "day of a battle applied"},
    {"tabletop_draft", "since_day", "day the battle of a tabletop draft became due"},
    {"battle_odds", "since_day", "day the battle of the odds run became due"},
    {"tabletop_console", "since_day", "day the battle of a tabletop console became due"},
    {"group_play", "started_day", "day group play started"},
    {"side_orders", "received_day", "day a side's orders were received"},
}};

bool hasTable(SQLite::Database& db, const char* table) {
    SQLite::Statement query(db, "SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?");
    query.bind(1, table);
    return query.executeStep();
}

}  // namespace

std::vector<std::string> storedDateProblems(SQLite::Database& db) {
    std::vector<std::string> problems;
    if (!hasTable(db, "campaign")) return problems;
    SQLite::Statement info(db, "SELECT reckoning FROM campaign WHERE id = 1");
    if (!info.executeStep()) return problems;  // an empty campaign holds no days yet
    const std::string reckoningName = info.getColumn(0).getString();
    const auto reckoning = reckoningFromString(reckoningName);
    if (!reckoning) {
        // What the file holds is quoted through printable(): a hand-made file may put anything
        // there, and the message must stay one line.
        problems.push_back("unknown reckoning '" + printable(reckoningName) +
                           "' (julian or gregorian)");
        return problems;
    }
    const std::int64_t first = firstDay(*reckoning).value;
    const std::int64_t last = lastDay(*reckoning).value;
    const std::string range = rangeText(*reckoning) + " (day numbers " + std::to_string(first) +
                              " to " + std::to_string(last) + ")";
    const auto more = [](std::int64_t count) {
        return count <= 1 ? std::string() : ", and " + countOf(count - 1, "more row", "more rows");
    };

    for (const DayColumn& day : kDayColumns) {
        if (!hasTable(db, day.table)) continue;
        // typeof() catches a value that is not a whole number at all (a damaged STRICT table
        // cannot hold one, but a hand-made file can).
        const std::string outside = std::string(day.column) + " IS NOT NULL AND (typeof(" +
                                    day.column + ") <> 'integer' OR " + day.column + " < ?1 OR " +
                                    day.column + " > ?2)";
        SQLite::Statement query(db, std::string("SELECT (SELECT ") + day.column + " FROM " +
                                        day.table + " WHERE " + outside +
                                        " LIMIT 1), (SELECT count(*) FROM " + day.table +
                                        " WHERE " + outside + ")");
        query.bind(1, first);
        query.bind(2, day.scheduled ? last + kScheduleSlackDays : last);
        if (query.executeStep() && query.getColumn(1).getInt64() > 0) {
            problems.push_back(std::string(day.what) + " (day number " +
                               printable(query.getColumn(0).getString()) +
                               more(query.getColumn(1).getInt64()) + ") outside " + range);
        }
    }

    // An army on the march arrives days_left days after the current day: a scheduled day too,
    // so it may fall past the range by the slack above, and the sum must not overflow.
    if (hasTable(db, "army")) {
        SQLite::Statement query(db, R"SQL(
            SELECT army.name, army.days_left FROM army, campaign
            WHERE campaign.id = 1 AND army.days_left IS NOT NULL
              AND (typeof(army.days_left) <> 'integer' OR army.days_left < 0
                   OR army.days_left > ?1 - campaign.current_day) ORDER BY army.id)SQL");
        query.bind(1, last + kScheduleSlackDays);
        while (query.executeStep()) {
            problems.push_back("the army '" + printable(query.getColumn(0).getString()) +
                               "' arriving " + printable(query.getColumn(1).getString()) +
                               " days after the current day, outside " + range);
        }
    }
    return problems;
}

}  // namespace seneschal::campaign
