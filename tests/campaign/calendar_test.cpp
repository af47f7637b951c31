#include "campaign/calendar/calendar.hpp"

#include <gtest/gtest.h>

#include <boost/date_time/gregorian/gregorian.hpp>
#include <cstdint>
#include <limits>

#include "base/errors.hpp"

namespace seneschal::campaign {
namespace {

TEST(Calendar, CrecyIsTwentySixthAugust1346JulianAndEightDaysLaterGregorian) {
    const DayNumber crecy = parseDate(Reckoning::Julian, "1346-08-26");
    EXPECT_EQ(formatDate(Reckoning::Julian, crecy), "1346-08-26");
    // In the 14th century the Julian calendar ran 8 days behind the proleptic Gregorian.
    EXPECT_EQ(formatDate(Reckoning::Gregorian, crecy), "1346-09-03");
    EXPECT_EQ(formatLongDate(Reckoning::Julian, crecy), "26 August 1346");
}

TEST(Calendar, LandingToCrecyIsFortyFiveDays) {
    const DayNumber landing = parseDate(Reckoning::Julian, "1346-07-12");
    const DayNumber crecy = parseDate(Reckoning::Julian, "1346-08-26");
    EXPECT_EQ(crecy.value - landing.value, 45);
}

TEST(Calendar, ThirteenHundredIsLeapInJulianButNotGregorian) {
    EXPECT_TRUE(isLeapYear(Reckoning::Julian, 1300));
    EXPECT_FALSE(isLeapYear(Reckoning::Gregorian, 1300));
    EXPECT_NO_THROW(parseDate(Reckoning::Julian, "1300-02-29"));
    EXPECT_THROW(parseDate(Reckoning::Gregorian, "1300-02-29"), UserError);
    const DayNumber feb28 = parseDate(Reckoning::Julian, "1300-02-28");
    EXPECT_EQ(formatDate(Reckoning::Julian, feb28.plusDays(1)), "1300-02-29");
    EXPECT_EQ(formatDate(Reckoning::Julian, feb28.plusDays(2)), "1300-03-01");
}

TEST(Calendar, FourteenDaysAcrossMonthAndYearEnds) {
    EXPECT_EQ(
        formatDate(Reckoning::Julian, parseDate(Reckoning::Julian, "1346-08-26").plusDays(14)),
        "1346-09-09");
    EXPECT_EQ(
        formatDate(Reckoning::Julian, parseDate(Reckoning::Julian, "1346-12-25").plusDays(14)),
        "1347-01-08");
    EXPECT_EQ(
        formatDate(Reckoning::Julian, parseDate(Reckoning::Julian, "1348-02-20").plusDays(14)),
        "1348-03-05");  // 1348 is a leap year: 29 February counts
}

TEST(Calendar, GregorianAgreesWithBoostDateTimeWhereBoostReaches) {
    for (const char* iso : {"1400-01-01", "1582-10-15", "1600-02-29", "1700-03-01", "2024-02-29"}) {
        const auto boostDate = boost::gregorian::from_simple_string(iso);
        EXPECT_EQ(parseDate(Reckoning::Gregorian, iso).value,
                  static_cast<std::int64_t>(boostDate.julian_day()))
            << iso;
    }
}

TEST(Calendar, GregorianReformDayFollowsJulianFourthOctober1582) {
    const DayNumber lastJulian = parseDate(Reckoning::Julian, "1582-10-04");
    EXPECT_EQ(formatDate(Reckoning::Gregorian, lastJulian.plusDays(1)), "1582-10-15");
}

TEST(Calendar, RoundTripsEveryDayOfTheCentury) {
    for (Reckoning r : {Reckoning::Julian, Reckoning::Gregorian}) {
        const DayNumber start = parseDate(r, "1300-01-01");
        for (int i = 0; i < 36600; ++i) {
            const DayNumber day = start.plusDays(i);
            ASSERT_EQ(toDayNumber(r, fromDayNumber(r, day)), day);
        }
    }
}

TEST(Calendar, BadDatesAreRefusedWithTheReason) {
    EXPECT_THROW(parseDate(Reckoning::Julian, "1346-13-01"), UserError);
    EXPECT_THROW(parseDate(Reckoning::Julian, "1346-04-31"), UserError);
    EXPECT_THROW(parseDate(Reckoning::Julian, "26 August 1346"), UserError);
    EXPECT_THROW(parseDate(Reckoning::Julian, "1346-08"), UserError);
    EXPECT_EQ(defaultReckoningFor(1346), Reckoning::Julian);
    EXPECT_EQ(defaultReckoningFor(1600), Reckoning::Gregorian);
}

TEST(Calendar, TheFirstAndLastDaysOfTheRangeReadAndWriteBack) {
    for (Reckoning r : {Reckoning::Julian, Reckoning::Gregorian}) {
        EXPECT_EQ(parseDate(r, "0001-01-01"), firstDay(r));
        EXPECT_EQ(parseDate(r, "9999-12-31"), lastDay(r));
        EXPECT_EQ(formatDate(r, firstDay(r)), "0001-01-01");
        EXPECT_EQ(formatLongDate(r, lastDay(r)), "31 December 9999");
    }
}

TEST(Calendar, YearsOutsideOneToNineThousandNineHundredNinetyNineAreRefusedNamingTheDate) {
    for (int year :
         {0, -1, 10000, std::numeric_limits<int>::max(), std::numeric_limits<int>::min()}) {
        try {
            toDayNumber(Reckoning::Julian, {year, 1, 1});
            FAIL() << year << " was accepted";
        } catch (const UserError& e) {
            EXPECT_NE(std::string(e.what()).find("outside the years 1-9999"), std::string::npos)
                << e.what();
            EXPECT_NE(std::string(e.what()).find(std::to_string(year)), std::string::npos)
                << e.what();
        }
    }
}

TEST(Calendar, DayNumbersOfAnySizeAreRefusedNotCrashedOn) {
    constexpr auto kMin = std::numeric_limits<std::int64_t>::min();
    constexpr auto kMax = std::numeric_limits<std::int64_t>::max();
    for (Reckoning r : {Reckoning::Julian, Reckoning::Gregorian}) {
        for (std::int64_t day :
             {kMin, kMin + 1, std::int64_t{-1}, std::int64_t{0}, firstDay(r).value - 1,
              lastDay(r).value + 1, kMax - 1, kMax, std::int64_t{99999999999}}) {
            EXPECT_THROW(fromDayNumber(r, {day}), UserError) << day;
            EXPECT_THROW(formatDate(r, {day}), UserError) << day;
            EXPECT_THROW(formatLongDate(r, {day}), UserError) << day;
        }
    }
}

TEST(Calendar, EveryDayOfTheRangeHasAMonthName) {
    for (Reckoning r : {Reckoning::Julian, Reckoning::Gregorian}) {
        for (std::int64_t day = firstDay(r).value; day <= lastDay(r).value; day += 97) {
            const CalendarDate date = fromDayNumber(r, {day});
            ASSERT_GE(date.month, 1) << day;
            ASSERT_LE(date.month, 12) << day;
            ASSERT_FALSE(formatLongDate(r, {day}).empty());
        }
    }
}

TEST(Calendar, OnlyExactlyYYYYMMDDIsADate) {
    for (const char* text :
         {"1350-5-3", "1350-05-3", "350-05-03", "+350-05-03", " 1350-05-03", "1350-05-03 ",
          "1350/05/03", "2147483647-01-01", "13500-05-03", "-350-05-03", "1350-05-03T00", ""}) {
        try {
            parseDate(Reckoning::Julian, text);
            FAIL() << "'" << text << "' was accepted";
        } catch (const UserError& e) {
            EXPECT_NE(std::string(e.what()).find("expected YYYY-MM-DD"), std::string::npos)
                << e.what();
        }
    }
    EXPECT_THROW(parseDate(Reckoning::Julian, "0000-01-01"), UserError);
    EXPECT_EQ(formatDate(Reckoning::Julian, parseDate(Reckoning::Julian, "1350-05-03")),
              "1350-05-03");
}

}  // namespace
}  // namespace seneschal::campaign
