#include "campaign/action_log.hpp"

#include <SQLiteCpp/Statement.h>
#include <gtest/gtest.h>

#include "battle/errors.hpp"
#include "campaign/actions.hpp"
#include "campaign/digest.hpp"
#include "tests/campaign/sample_campaign.hpp"
#include "tests/campaign/temp_dir.hpp"
#include "tests/test_files.hpp"

namespace seneschal::campaign {
namespace {
using testing::kBookkeeping;

using seneschal::testing::createSampleFile;
using seneschal::testing::TempDir;

// The undo log's own table records which actions are done; everything else must come back.

std::int64_t count(SQLite::Database& db, const std::string& sql) {
    return db.execAndGet(sql).getInt64();
}

TEST(ActionLog, EachActionKindIsUndoneToTheExactTablesBefore) {
    TempDir dir;
    auto file = createSampleFile(dir / "c.seneschal");
    std::vector<std::unique_ptr<Action>> actions;
    actions.push_back(std::make_unique<RecruitMen>("archers", 50));
    actions.push_back(std::make_unique<MarchArmy>("host", "Valognes"));
    actions.push_back(std::make_unique<AdvanceCalendar>(12));  // wounded men and Thomas return
    actions.push_back(std::make_unique<RansomLeader>("raoul", 3000));
    actions.push_back(std::make_unique<RenameUnit>("knights", "Prince's knights"));
    for (auto& action : actions) {
        const TableDigests before = digestTables(file.db(), kBookkeeping);
        perform(file.db(), *action);
        const TableDigests after = digestTables(file.db(), kBookkeeping);
        EXPECT_NE(after, before) << action->describe() << " changed nothing";
        ASSERT_TRUE(undo(file.db()).has_value());
        EXPECT_EQ(digestTables(file.db(), kBookkeeping), before) << action->describe();
        ASSERT_TRUE(redo(file.db()).has_value());
        EXPECT_EQ(digestTables(file.db(), kBookkeeping), after) << action->describe();
    }
}

TEST(ActionLog, UndoWalksBackThroughEveryActionToTheStart) {
    TempDir dir;
    auto file = createSampleFile(dir / "c.seneschal");
    const TableDigests start = digestTables(file.db(), kBookkeeping);
    RecruitMen recruit("archers", 50);
    MarchArmy march("host", "valognes");
    AdvanceCalendar advance(30);
    perform(file.db(), recruit);
    const TableDigests afterRecruit = digestTables(file.db(), kBookkeeping);
    perform(file.db(), march);
    perform(file.db(), advance);
    EXPECT_EQ(undo(file.db())->name, "Advance");
    EXPECT_EQ(undo(file.db())->description, "March English host to Valognes");
    EXPECT_EQ(digestTables(file.db(), kBookkeeping), afterRecruit);
    EXPECT_EQ(undo(file.db())->name, "Recruit");
    EXPECT_EQ(digestTables(file.db(), kBookkeeping), start);
    EXPECT_FALSE(undo(file.db()).has_value()) << "undo went past the start";
}

TEST(ActionLog, ANewActionDropsTheRedoHistory) {
    TempDir dir;
    auto file = createSampleFile(dir / "c.seneschal");
    RecruitMen recruit("archers", 50);
    RenameUnit rename("knights", "Household");
    perform(file.db(), recruit);
    undo(file.db());
    ASSERT_TRUE(nextRedo(file.db()).has_value());
    perform(file.db(), rename);
    EXPECT_FALSE(nextRedo(file.db()).has_value());
    EXPECT_FALSE(redo(file.db()).has_value());
    EXPECT_EQ(count(file.db(), "SELECT present FROM unit WHERE slug = 'archers'"), 1000);
    EXPECT_EQ(nextUndo(file.db())->description, "Rename Knights to Household");
}

TEST(ActionLog, AnActionWritesItsLedgerInTheSameTransaction) {
    TempDir dir;
    auto file = createSampleFile(dir / "c.seneschal");
    RansomLeader ransom("Raoul", 3000);
    const ActionRecord record = perform(file.db(), ransom);
    EXPECT_EQ(record.cause, "ransom");
    EXPECT_EQ(record.description, "Ransom Raoul for 3000");
    EXPECT_EQ(count(file.db(), "SELECT count(*) FROM ledger_entry WHERE action_id = " +
                                   std::to_string(record.id)),
              3);
    EXPECT_EQ(count(file.db(), "SELECT treasury FROM side WHERE slug = 'england'"), 8000);
    EXPECT_EQ(count(file.db(), "SELECT treasury FROM side WHERE slug = 'france'"), 6000);
    undo(file.db());
    EXPECT_EQ(count(file.db(), "SELECT count(*) FROM ledger_entry"), 0);
}

TEST(ActionLog, ARefusedActionLeavesNoTrace) {
    TempDir dir;
    auto file = createSampleFile(dir / "c.seneschal");
    const TableDigests before = digestTables(file.db());
    RansomLeader tooDear("raoul", 1'000'000);
    EXPECT_THROW(perform(file.db(), tooDear), UserError);
    MarchArmy noRoad("host", "carentan");
    EXPECT_THROW(perform(file.db(), noRoad), UserError);
    RecruitMen nobody("nobody", 5);
    EXPECT_THROW(perform(file.db(), nobody), UserError);
    EXPECT_EQ(digestTables(file.db()), before);
}

TEST(ActionLog, UndoSurvivesClosingAndReopeningTheFile) {
    TempDir dir;
    TableDigests before;
    {
        auto file = createSampleFile(dir / "c.seneschal");
        before = digestTables(file.db(), kBookkeeping);
        MarchArmy march("host", "valognes");
        perform(file.db(), march);
    }
    auto file = CampaignFile::open(dir / "c.seneschal");
    EXPECT_EQ(nextUndo(file.db())->description, "March English host to Valognes");
    undo(file.db());
    EXPECT_EQ(digestTables(file.db(), kBookkeeping), before);
}

TEST(ActionLog, UndoRefusesWhenTheFileWasChangedBehindItsBack) {
    TempDir dir;
    auto file = createSampleFile(dir / "c.seneschal");
    RecruitMen recruit("archers", 50);
    perform(file.db(), recruit);
    file.db().exec("UPDATE unit SET present = 7 WHERE slug = 'archers'");
    const TableDigests before = digestTables(file.db());
    EXPECT_THROW(undo(file.db()), UserError);
    EXPECT_EQ(digestTables(file.db()), before);
}

}  // namespace
}  // namespace seneschal::campaign
