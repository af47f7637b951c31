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

bool isLeapYear(Reckoning reckoning, int year);
int daysInMonth(Reckoning reckoning, int year, int month);

DayNumber toDayNumber(Reckoning reckoning, const CalendarDate& date);  // throws UserError if invalid
CalendarDate fromDayNumber(Reckoning reckoning, DayNumber day);

// "1346-08-26" <-> day number, in the given reckoning. Parsing names the bad part.
DayNumber parseDate(Reckoning reckoning, std::string_view iso);
std::string formatDate(Reckoning reckoning, DayNumber day);  // ISO, e.g. 1346-08-26
std::string formatLongDate(Reckoning reckoning, DayNumber day);  // "26 August 1346"

// The reckoning a campaign starting on this year uses unless told otherwise.
Reckoning defaultReckoningFor(int year);

}  // namespace seneschal::campaign
