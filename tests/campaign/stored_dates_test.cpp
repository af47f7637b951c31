// A campaign file whose stored days are far outside the calendar is refused on open, before
// anything is written (issue 13: a day of 10^11 made `advance` crash in formatLongDate).
#include "campaign/file/stored_dates.hpp"

#include <SQLiteCpp/Database.h>
#include <gtest/gtest.h>

#include <cstdint>
#include <limits>
#include <string>

#include "base/errors.hpp"
#include "campaign/file/campaign_file.hpp"
#include "campaign/scenarios/scenario_import.hpp"
#include "tests/campaign/temp_dir.hpp"
#include "tests/test_files.hpp"

namespace seneschal::campaign {
namespace {
using testing::kSmallScenario;

namespace fs = std::filesystem;
using seneschal::testing::readBytes;
using seneschal::testing::TempDir;

class StoredDates : public ::testing::Test {
  protected:
    void SetUp() override {
        importScenario(kSmallScenario, db, false);
        // Out of the WAL so that the file alone is the campaign, as a user would copy it.
        SQLite::Database(db.string(), SQLite::OPEN_READWRITE).exec("PRAGMA journal_mode = DELETE");
    }

    // Writes behind the program's back, as a damaged or hand-edited file would be.
    void plant(const std::string& sql, std::int64_t value) {
        SQLite::Database raw(db.string(), SQLite::OPEN_READWRITE);
        raw.exec("PRAGMA ignore_check_constraints = ON");
        SQLite::Statement statement(raw, sql);
        statement.bind(1, value);
        statement.exec();
    }

    // The message of the refusal to open, and a check that the file is as it was.
    std::string refusal() {
        const std::string before = readBytes(db);
        std::string message;
        try {
            CampaignFile::open(db);
            ADD_FAILURE() << "the campaign was opened";
        } catch (const UserError& e) {
            message = e.what();
        }
        EXPECT_EQ(readBytes(db), before) << "the refused file was changed";
        EXPECT_FALSE(fs::exists(db.string() + "-wal"));
        EXPECT_FALSE(fs::exists(db.string() + "-shm"));
        return message;
    }

    TempDir dir;
    fs::path db = dir / "arden.seneschal";
};

TEST_F(StoredDates, CurrentDayFarOutsideTheYearsIsRefusedOnOpenAndTheFileLeftAlone) {
    for (std::int64_t day : {std::int64_t{99999999999}, std::int64_t{-99999999999},
                             std::numeric_limits<std::int64_t>::max(),
                             std::numeric_limits<std::int64_t>::min(), std::int64_t{0}}) {
        plant("UPDATE campaign SET current_day = ?", day);
        const std::string message = refusal();
        EXPECT_NE(message.find("arden.seneschal"), std::string::npos) << message;
        EXPECT_NE(message.find("current day (day number " + std::to_string(day) + ")"),
                  std::string::npos)
            << message;
        EXPECT_NE(message.find("outside the years 1-9999 of the julian calendar"),
                  std::string::npos)
            << message;
        EXPECT_NE(message.find("left untouched"), std::string::npos) << message;
    }
}

TEST_F(StoredDates, AWoundedReturnDayOutsideTheYearsIsRefused) {
    plant("UPDATE wounded_batch SET returns_day = ?", std::numeric_limits<std::int64_t>::max());
    EXPECT_NE(refusal().find("day wounded men return"), std::string::npos);
}

TEST_F(StoredDates, AStartDayOutsideTheYearsIsRefused) {
    plant("UPDATE campaign SET start_day = ?", -5);
    EXPECT_NE(refusal().find("start day (day number -5)"), std::string::npos);
}

TEST_F(StoredDates, AMarchArrivingPastTheLastDayIsRefused) {
    plant(
        "UPDATE army SET place_id = NULL, route_id = 1, heading_place_id = 2, days_left = ? "
        "WHERE slug = 'arden-host'",
        std::numeric_limits<std::int64_t>::max());
    const std::string message = refusal();
    EXPECT_NE(message.find("the army 'Host of Arden' arriving"), std::string::npos) << message;
}

TEST_F(StoredDates, AnUnknownReckoningIsRefusedRatherThanCrashedOn) {
    SQLite::Database raw(db.string(), SQLite::OPEN_READWRITE);
    raw.exec("PRAGMA ignore_check_constraints = ON");
    raw.exec("UPDATE campaign SET reckoning = 'lunar'");
    EXPECT_NE(refusal().find("unknown reckoning 'lunar'"), std::string::npos);
}

TEST_F(StoredDates, DaysInsideTheYearsOpen) {
    plant("UPDATE campaign SET current_day = ?", lastDay(Reckoning::Julian).value);
    EXPECT_NO_THROW(CampaignFile::open(db));
}

}  // namespace
}  // namespace seneschal::campaign
