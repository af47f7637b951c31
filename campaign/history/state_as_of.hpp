#pragma once
// The campaign as of a day (issue 31, item 9): the one place that works a past day back from
// today's roster through the ledger. The file keeps the campaign as it stands now and, in the
// ledger, every change each action made to a unit's men, a leader's status and a side's
// treasury, with the day it was made; the state on the evening of a past day is today's less
// every change made after that day. Undone actions never happened (the stores read only actions
// still done). The reports lay out what this gives; none of them works back on its own.
#include <SQLiteCpp/Database.h>

#include <cstdint>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "campaign/calendar/calendar.hpp"
#include "campaign/stores/model.hpp"
#include "campaign/stores/report_queries.hpp"

namespace seneschal::campaign {

// A unit on the day: where it stands today (side, army, battal and their leaders, which the
// ledger does not date) with its men in each state that day.
struct UnitOnDay {
    UnitRow unit;  // its present, wounded, captive, dead and deserted are the day's
    // Its men wounded that day and the day each batch returns to duty (the first wounded are
    // the first home), in the order they were wounded.
    std::vector<std::pair<DayNumber, Men>> returns;
    std::set<std::string> captors;  // the sides holding its men captive that day, by name

    // A unit raised after the day had no men in any state yet: it is not on that day's roll.
    bool onRoll() const;
};

struct SideOnDay {
    SideRow side;     // its treasury is the day's
    Men present = 0;  // men present in its units that day
};

struct CampaignOnDay {
    CampaignInfo info;
    DayNumber day;
    bool today = false;
    std::vector<SideOnDay> sides;    // in the file's order
    std::vector<UnitOnDay> units;    // by side, army, battal and unit
    std::vector<LeaderRow> leaders;  // each with the status it had that day, by side
};

// The campaign on the evening of `day` (today when none is given). Throws UserError naming
// `option` when the day is before the campaign's start or after its current date.
CampaignOnDay stateAsOf(SQLite::Database& db, std::optional<DayNumber> day = {},
                        const std::string& option = "--as-of");

// Each side's running total (men present, or treasury) on the evening of every day that changed
// it, and on the eve of each such day, from the campaign's start to today: a total holds level
// until the eve of a change, then steps. Only the sides in `opening` are followed.
struct TotalsOnDay {
    DayNumber day;
    std::map<std::int64_t, std::int64_t> bySide;
};

struct SideChanges {
    std::map<std::int64_t, std::int64_t> opening;  // each side's total before its first change
    std::vector<SideDayChange> changes;            // by day
};

std::vector<TotalsOnDay> totalsByDay(const SideChanges& history, DayNumber from, DayNumber to);

// The history of men present on the sides of `unitsNow` (today's units, as readUnitRows gives
// them, all or some sides'): each side's men before its first change (today's, less every change)
// and every day's change since.
SideChanges presentHistory(SQLite::Database& db, const std::vector<UnitRow>& unitsNow);

// The history of the treasuries: each side's balance as the campaign was made (today's, less
// every change since but the import's, which set it) and the changes since, with their causes.
struct TreasuryHistory {
    std::vector<SideRow> sides;                    // today's
    std::map<std::int64_t, std::int64_t> opening;  // each side's balance at the start
    std::vector<MoneyChange> changes;              // in the order they were made, import's left out
    SideChanges asSideChanges() const;
};

TreasuryHistory treasuryHistory(SQLite::Database& db);

}  // namespace seneschal::campaign
