// What the desktop window's file watch relies on (issue 13): the session tells a commit by
// another connection (another program) from its own writes.
#include "application/views/campaign_session.hpp"

#include <SQLiteCpp/Database.h>
#include <gtest/gtest.h>

#include <filesystem>

#include "campaign/actions/action_log.hpp"
#include "campaign/actions/actions.hpp"
#include "campaign/file/campaign_file.hpp"
#include "tests/campaign/temp_dir.hpp"
#include "tests/test_files.hpp"

namespace seneschal::application {
namespace {
using testing::kSmallScenario;

namespace fs = std::filesystem;

TEST(CampaignSessionChanges, AnotherProgramsCommitIsSeenTheSessionsOwnWritesAreNot) {
    testing::TempDir dir;
    const fs::path file = dir / "small.seneschal";
    CampaignSession session = CampaignSession::importScenario(kSmallScenario, file);
    const std::int64_t start = session.snapshot().info.date.value;
    EXPECT_FALSE(session.changedElsewhere());

    campaign::AdvanceCalendar ownAdvance(1);
    session.perform(ownAdvance);
    EXPECT_FALSE(session.changedElsewhere()) << "the session's own write is no news to it";

    {
        SQLite::Database other(file.string(), SQLite::OPEN_READWRITE);
        campaign::configureConnection(other);
        campaign::AdvanceCalendar otherAdvance(2);
        campaign::perform(other, otherAdvance);
    }
    EXPECT_TRUE(session.changedElsewhere());
    EXPECT_EQ(session.snapshot().info.date.value, start + 1) << "not re-read yet";
    session.refresh();
    EXPECT_FALSE(session.changedElsewhere());
    EXPECT_EQ(session.snapshot().info.date.value, start + 3);
}

}  // namespace
}  // namespace seneschal::application
