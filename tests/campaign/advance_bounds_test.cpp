// `advance` is bounded (1 to kMaxAdvanceDays days, never past the calendar's last day) and
// reports its progress day by day (issue 13, item 3).
#include <SQLiteCpp/Statement.h>
#include <gtest/gtest.h>

#include <cstdint>
#include <limits>
#include <memory>
#include <utility>
#include <vector>

#include "base/errors.hpp"
#include "campaign/actions/action_log.hpp"
#include "campaign/actions/actions.hpp"
#include "campaign/stores/repository.hpp"
#include "tests/campaign/sample_campaign.hpp"
#include "tests/campaign/temp_dir.hpp"

namespace seneschal::campaign {
namespace {

using seneschal::testing::TempDir;

class AdvanceBounds : public ::testing::Test {
  protected:
    TempDir dir;
    CampaignFile file = seneschal::testing::createSampleFile(dir / "sample.seneschal");
};

TEST_F(AdvanceBounds, ZeroNegativeAndHugeCountsAreRefusedAndTheDateStays) {
    const DayNumber before = readCampaignInfo(file.db()).date;
    for (std::int64_t days :
         {std::int64_t{0}, std::int64_t{-1}, kMaxAdvanceDays + 1,
          std::numeric_limits<std::int64_t>::max(), std::numeric_limits<std::int64_t>::min()}) {
        AdvanceCalendar advance(days);
        try {
            perform(file.db(), advance);
            FAIL() << days << " days were accepted";
        } catch (const UserError& e) {
            EXPECT_NE(std::string(e.what()).find("by 1 to 3660 days"), std::string::npos)
                << e.what();
        }
    }
    EXPECT_EQ(readCampaignInfo(file.db()).date, before);
}

TEST_F(AdvanceBounds, AnAdvancePastTheLastDayOfTheCalendarIsRefused) {
    const DayNumber nearTheEnd = lastDay(Reckoning::Julian).plusDays(-3);
    file.db().exec("UPDATE campaign SET current_day = " + std::to_string(nearTheEnd.value));
    AdvanceCalendar tooFar(4);
    try {
        perform(file.db(), tooFar);
        FAIL() << "the advance ran past 9999-12-31";
    } catch (const UserError& e) {
        EXPECT_NE(std::string(e.what()).find("the calendar ends on 9999-12-31"), std::string::npos)
            << e.what();
    }
    EXPECT_EQ(readCampaignInfo(file.db()).date, nearTheEnd);
}

TEST_F(AdvanceBounds, ProgressIsReportedAfterEveryDay) {
    std::vector<std::pair<std::int64_t, std::int64_t>> told;
    AdvanceCalendar advance(3, {});  // no daily steps: nothing halts it
    advance.onProgress(
        [&told](std::int64_t done, std::int64_t total) { told.emplace_back(done, total); });
    perform(file.db(), advance);
    const std::vector<std::pair<std::int64_t, std::int64_t>> expected{{1, 3}, {2, 3}, {3, 3}};
    EXPECT_EQ(told, expected);
}

}  // namespace
}  // namespace seneschal::campaign
