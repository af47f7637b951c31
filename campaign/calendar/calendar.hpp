#pragma once
// Campaign dates. Boost.Date_Time's Gregorian dates begin in 1400 and the period's
// chronicles date by the Julian calendar, so a campaign counts days itself (a Julian Day
// Number) and shows them in its own reckoning: Julian by default before 1582, Gregorian on
// request. Boost.Date_Time serves as the check of our Gregorian arithmetic where its range allows.
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace seneschal::campaign {

enum class Reckoning { Julian, Gregorian };

const char* toString(Reckoning reckoning);
std::optional<Reckoning> reckoningFromString(std::string_view text);

struct CalendarDate {
    int year = 0;
    int month = 0;  // 1..12
    int day = 0;    // 1..31
    friend bool operator==(const CalendarDate&, const CalendarDate&) = default;
};

// A day in the campaign: the Julian Day Number, the same whatever the reckoning.
struct DayNumber {
    std::int64_t value = 0;
    friend auto operator<=>(const DayNumber&, const DayNumber&) = default;
    DayNumber plusDays(std::int64_t days) const { return {value + days}; }
};

// The years a campaign's dates may take, in either reckoning: a four-digit year, so that every
// date written as YYYY-MM-DD reads back, and far from where day arithmetic could overflow.
inline constexpr int kFirstYear = 1;
inline constexpr int kLastYear = 9999;

// The first and last day numbers of that range (1 January of year 1, 31 December 9999).
DayNumber firstDay(Reckoning reckoning);
DayNumber lastDay(Reckoning reckoning);
bool isInRange(Reckoning reckoning, DayNumber day);
// "the years 1-9999 of the julian calendar", for messages.
std::string rangeText(Reckoning reckoning);

bool isLeapYear(Reckoning reckoning, int year);
int daysInMonth(Reckoning reckoning, int year, int month);

// Both throw UserError for a date or day outside the range above (or not in the calendar):
// no input, however wild, overflows or reads outside a table.
DayNumber toDayNumber(Reckoning reckoning, const CalendarDate& date);
CalendarDate fromDayNumber(Reckoning reckoning, DayNumber day);

// "1346-08-26" <-> day number, in the given reckoning. Parsing is strict: exactly YYYY-MM-DD
// (four-digit year, two-digit month and day), year in range; a refusal names the bad part.
DayNumber parseDate(Reckoning reckoning, std::string_view iso);
std::string formatDate(Reckoning reckoning, DayNumber day);      // ISO, e.g. 1346-08-26
std::string formatLongDate(Reckoning reckoning, DayNumber day);  // "26 August 1346"

// The reckoning a campaign starting on this year uses unless told otherwise.
Reckoning defaultReckoningFor(int year);

}  // namespace seneschal::campaign
