#include "campaign/calendar/calendar.hpp"

#include <array>
#include <cstdio>

#include "base/errors.hpp"

namespace seneschal::campaign {

namespace {

constexpr std::array<const char*, 12> kMonthNames = {
    "January", "February", "March",     "April",   "May",      "June",
    "July",    "August",   "September", "October", "November", "December"};

std::int64_t floorDiv(std::int64_t a, std::int64_t b) {
    std::int64_t q = a / b;
    if ((a % b != 0) && ((a < 0) != (b < 0))) --q;
    return q;
}

}  // namespace

const char* toString(Reckoning reckoning) {
    return reckoning == Reckoning::Julian ? "julian" : "gregorian";
}

std::optional<Reckoning> reckoningFromString(std::string_view text) {
    if (text == "julian") return Reckoning::Julian;
    if (text == "gregorian") return Reckoning::Gregorian;
    return std::nullopt;
}

bool isLeapYear(Reckoning reckoning, int year) {
    if (reckoning == Reckoning::Julian) return year % 4 == 0;
    return (year % 4 == 0 && year % 100 != 0) || year % 400 == 0;
}

int daysInMonth(Reckoning reckoning, int year, int month) {
    static constexpr int kDays[12] = {31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
    if (month == 2 && isLeapYear(reckoning, year)) return 29;
    return kDays[month - 1];
}

namespace {

// The standard civil-to-JDN conversions (Richards), done in integer arithmetic. Only called
// with years in range, where every intermediate value is far inside 64 bits.
std::int64_t dayNumberOf(Reckoning reckoning, const CalendarDate& date) {
    const std::int64_t a = floorDiv(14 - date.month, 12);
    const std::int64_t y = std::int64_t{date.year} + 4800 - a;
    const std::int64_t m = date.month + 12 * a - 3;
    std::int64_t jdn = date.day + floorDiv(153 * m + 2, 5) + 365 * y + floorDiv(y, 4);
    if (reckoning == Reckoning::Gregorian) {
        jdn += -floorDiv(y, 100) + floorDiv(y, 400) - 32045;
    } else {
        jdn -= 32083;
    }
    return jdn;
}

std::string isoText(int year, int month, int day) {
    char buffer[48];
    // Four digits in the range; a year outside it (only ever in a message) as it is.
    if (year >= 0 && year <= 9999) {
        std::snprintf(buffer, sizeof buffer, "%04d-%02d-%02d", year, month, day);
    } else {
        std::snprintf(buffer, sizeof buffer, "%d-%02d-%02d", year, month, day);
    }
    return buffer;
}

}  // namespace

DayNumber firstDay(Reckoning reckoning) {
    return {dayNumberOf(reckoning, {kFirstYear, 1, 1})};
}

DayNumber lastDay(Reckoning reckoning) {
    return {dayNumberOf(reckoning, {kLastYear, 12, 31})};
}

bool isInRange(Reckoning reckoning, DayNumber day) {
    return day >= firstDay(reckoning) && day <= lastDay(reckoning);
}

std::string rangeText(Reckoning reckoning) {
    return "the years " + std::to_string(kFirstYear) + "-" + std::to_string(kLastYear) +
           " of the " + toString(reckoning) + " calendar";
}

DayNumber toDayNumber(Reckoning reckoning, const CalendarDate& date) {
    if (date.year < kFirstYear || date.year > kLastYear) {
        throw UserError("date " + isoText(date.year, date.month, date.day) + " is outside " +
                        rangeText(reckoning));
    }
    if (date.month < 1 || date.month > 12) {
        throw UserError("month " + std::to_string(date.month) + " does not exist");
    }
    if (date.day < 1 || date.day > daysInMonth(reckoning, date.year, date.month)) {
        throw UserError(std::to_string(date.year) + "-" + std::to_string(date.month) +
                        " has no day " + std::to_string(date.day) + " in the " +
                        toString(reckoning) + " calendar");
    }
    return {dayNumberOf(reckoning, date)};
}

CalendarDate fromDayNumber(Reckoning reckoning, DayNumber day) {
    // Checked before any arithmetic: a day number read from a damaged file may be anything.
    if (!isInRange(reckoning, day)) {
        throw UserError("day number " + std::to_string(day.value) + " is outside " +
                        rangeText(reckoning));
    }
    std::int64_t b = 0;
    std::int64_t c = 0;
    if (reckoning == Reckoning::Gregorian) {
        const std::int64_t a = day.value + 32044;
        b = floorDiv(4 * a + 3, 146097);
        c = a - floorDiv(146097 * b, 4);
    } else {
        b = 0;
        c = day.value + 32082;
    }
    const std::int64_t d = floorDiv(4 * c + 3, 1461);
    const std::int64_t e = c - floorDiv(1461 * d, 4);
    const std::int64_t m = floorDiv(5 * e + 2, 153);
    CalendarDate date;
    date.day = static_cast<int>(e - floorDiv(153 * m + 2, 5) + 1);
    date.month = static_cast<int>(m + 3 - 12 * floorDiv(m, 10));
    date.year = static_cast<int>(100 * b + d - 4800 + floorDiv(m, 10));
    return date;
}

DayNumber parseDate(Reckoning reckoning, std::string_view iso) {
    auto bad = [&](const std::string& why) -> UserError {
        return UserError("date '" + std::string(iso) + "' " + why + " (expected YYYY-MM-DD)");
    };
    // Exactly ten characters, digits but for the two dashes: "1350-5-3", "+1350-05-03",
    // " 1350-05-03" and "2147483647-01-01" are all refused here, before any number is read.
    static constexpr std::string_view kShape = "dddd-dd-dd";
    if (iso.size() != kShape.size()) throw bad("is not a date");
    for (std::size_t i = 0; i < kShape.size(); ++i) {
        const bool digit = iso[i] >= '0' && iso[i] <= '9';
        if (kShape[i] == 'd' ? !digit : iso[i] != '-') throw bad("is not a date");
    }
    auto number = [&](std::size_t from, std::size_t length) {
        int value = 0;
        for (std::size_t i = from; i < from + length; ++i) value = value * 10 + (iso[i] - '0');
        return value;
    };
    return toDayNumber(reckoning, {number(0, 4), number(5, 2), number(8, 2)});
}

std::string formatDate(Reckoning reckoning, DayNumber day) {
    const CalendarDate d = fromDayNumber(reckoning, day);
    return isoText(d.year, d.month, d.day);
}

std::string formatLongDate(Reckoning reckoning, DayNumber day) {
    const CalendarDate d = fromDayNumber(reckoning, day);
    return std::to_string(d.day) + " " + kMonthNames[static_cast<std::size_t>(d.month - 1)] + " " +
           std::to_string(d.year);
}

Reckoning defaultReckoningFor(int year) {
    return year < 1582 ? Reckoning::Julian : Reckoning::Gregorian;
}

}  // namespace seneschal::campaign
