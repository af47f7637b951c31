#pragma once
// The reports a campaign group reads between sessions (issue 17), each built as a Document from
// the campaign file (and a battle's record, never from printed text): the battle report, the
// muster roll as of any date, the chronicle, the treasury and ransoms, the losses and strength
// over the campaign. The application layer turns names and dates the user typed into the keys
// and days below (application/reports/campaign_reports.hpp).
#include <SQLiteCpp/Database.h>

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "campaign/calendar/calendar.hpp"
#include "reports/document.hpp"

namespace seneschal::reports {

enum class ReportKind { Battle, Muster, Chronicle, Treasury, Losses, Army };

const char* toString(ReportKind kind);  // "battle", "muster", ... (the CLI's --kind)
std::optional<ReportKind> reportKindFromString(std::string_view word);
std::vector<std::string> reportKindWords();

struct ReportFilter {
    std::optional<std::int64_t> battle;       // Battle: the battle's id (battles listing)
    std::optional<campaign::DayNumber> asOf;  // Muster: that day's evening (default today)
    std::optional<std::int64_t> side;         // every report but Battle: one side's only
    // Chronicle and Army (the army sheet: that army's only, else every army):
    std::optional<std::int64_t> army;
    // Army: the men a figure on the table; the rule set's own (GA-SCALE) unless given.
    std::optional<int> menPerFigure;
    std::optional<std::int64_t> place;
    std::string eventKind;  // "battle", "ransom", ... (a prefix: "ransom" takes every ransom-*)
    // Chronicle: what a side hears of (application's side knowledge, given with `side`): a line
    // is kept only when this says so of its kind and text. None: every line of the filter.
    std::function<bool(const std::string& kind, const std::string& text)> heard{};
    std::optional<campaign::DayNumber> from, to;
};

Document buildReport(SQLite::Database& db, ReportKind kind, const ReportFilter& filter);

Document battleReport(SQLite::Database& db, std::int64_t battleId);
Document musterReport(SQLite::Database& db, const ReportFilter& filter);
Document chronicleReport(SQLite::Database& db, const ReportFilter& filter);
Document treasuryReport(SQLite::Database& db, const ReportFilter& filter);
Document lossesReport(SQLite::Database& db, const ReportFilter& filter);
// The army sheet of issue 37: each army battal by battal, every unit with its men and figures
// at the scale, class, troop type, weapons, formation, morale value, points and leader, and a
// blank column for the table's casualties; then the army's leaders.
Document armySheetReport(SQLite::Database& db, const ReportFilter& filter);

// Ticks for a date axis from `first` to `last`: years (level 0), months (1) and, for a range
// short enough to label them, days (2), in the campaign's reckoning.
std::vector<AxisTick> dateTicks(campaign::Reckoning reckoning, campaign::DayNumber first,
                                campaign::DayNumber last);

}  // namespace seneschal::reports
