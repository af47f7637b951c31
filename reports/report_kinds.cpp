#include <array>

#include "base/errors.hpp"
#include "reports/campaign_reports.hpp"

namespace seneschal::reports {

namespace {

struct KindWord {
    ReportKind kind;
    const char* word;
};

constexpr std::array<KindWord, 6> kReportKindWords = {{{ReportKind::Battle, "battle"},
                                                       {ReportKind::Muster, "muster"},
                                                       {ReportKind::Chronicle, "chronicle"},
                                                       {ReportKind::Treasury, "treasury"},
                                                       {ReportKind::Losses, "losses"},
                                                       {ReportKind::Army, "army"}}};

constexpr std::array<const char*, 12> kMonthShort = {"Jan", "Feb", "Mar", "Apr", "May", "Jun",
                                                     "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"};

}  // namespace

const char* toString(ReportKind kind) {
    for (const KindWord& k : kReportKindWords) {
        if (k.kind == kind) return k.word;
    }
    return "?";
}

std::optional<ReportKind> reportKindFromString(std::string_view word) {
    for (const KindWord& k : kReportKindWords) {
        if (word == k.word) return k.kind;
    }
    return std::nullopt;
}

std::vector<std::string> reportKindWords() {
    std::vector<std::string> words;
    for (const KindWord& k : kReportKindWords) words.emplace_back(k.word);
    return words;
}

Document buildReport(SQLite::Database& db, ReportKind kind, const ReportFilter& filter) {
    switch (kind) {
        case ReportKind::Battle:
            if (!filter.battle) {
                throw UserError(
                    "a battle report needs --battle: the battle's id, as `battles` lists them");
            }
            return battleReport(db, *filter.battle);
        case ReportKind::Muster:
            return musterReport(db, filter);
        case ReportKind::Chronicle:
            return chronicleReport(db, filter);
        case ReportKind::Treasury:
            return treasuryReport(db, filter);
        case ReportKind::Losses:
            return lossesReport(db, filter);
        case ReportKind::Army:
            return armySheetReport(db, filter);
    }
    throw UserError("unknown report");
}

std::vector<AxisTick> dateTicks(campaign::Reckoning reckoning, campaign::DayNumber first,
                                campaign::DayNumber last) {
    std::vector<AxisTick> ticks;
    if (last < first) return ticks;
    if (last == first) {
        ticks.push_back(
            {static_cast<double>(first.value), campaign::formatLongDate(reckoning, first), 0});
        return ticks;
    }
    const std::int64_t span = last.value - first.value;
    const campaign::CalendarDate start = campaign::fromDayNumber(reckoning, first);
    const campaign::CalendarDate end = campaign::fromDayNumber(reckoning, last);
    for (int year = start.year; year <= end.year; ++year) {
        for (int month = 1; month <= 12; ++month) {
            const campaign::DayNumber day = campaign::toDayNumber(reckoning, {year, month, 1});
            if (day < first || last < day) continue;
            if (month == 1) {
                ticks.push_back({static_cast<double>(day.value), std::to_string(year), 0});
            } else {
                ticks.push_back({static_cast<double>(day.value),
                                 std::string(kMonthShort[static_cast<std::size_t>(month - 1)]) +
                                     " " + std::to_string(year),
                                 1});
            }
        }
    }
    // Days only where there are few enough to read: a campaign of a season, a single battle.
    if (span <= 120) {
        for (std::int64_t d = first.value; d <= last.value; ++d) {
            const campaign::CalendarDate date = campaign::fromDayNumber(reckoning, {d});
            if (date.day == 1) continue;  // the month's tick stands there
            ticks.push_back({static_cast<double>(d),
                             std::to_string(date.day) + " " +
                                 kMonthShort[static_cast<std::size_t>(date.month - 1)],
                             2});
        }
    }
    return ticks;
}

}  // namespace seneschal::reports
