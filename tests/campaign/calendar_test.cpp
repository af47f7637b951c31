#include "campaign/calendar.hpp"

#include <boost/date_time/gregorian/gregorian.hpp>
#include <gtest/gtest.h>

#include "battle/errors.hpp"

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
    EXPECT_EQ(formatDate(Reckoning::Julian, parseDate(Reckoning::Julian, "1346-08-26").plusDays(14)),
              "1346-09-09");
    EXPECT_EQ(formatDate(Reckoning::Julian, parseDate(Reckoning::Julian, "1346-12-25").plusDays(14)),
              "1347-01-08");
    EXPECT_EQ(formatDate(Reckoning::Julian, parseDate(Reckoning::Julian, "1348-02-20").plusDays(14)),
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

}  // namespace
}  // namespace seneschal::campaign
