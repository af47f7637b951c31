#include "campaign/actions/action_log.hpp"

#include <SQLiteCpp/Statement.h>
#include <gtest/gtest.h>

#include "base/errors.hpp"
#include "campaign/actions/actions.hpp"
#include "campaign/actions/army_orders.hpp"
#include "campaign/actions/march_actions.hpp"
#include "campaign/actions/ransom_actions.hpp"
#include "campaign/file/digest.hpp"
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

// The sample campaign, where England holds La Hougue (so its host may raise men there) and
// Raoul, England's captive, is held for a ransom of 20000 pounds. Returns Raoul's captive id.
std::int64_t holdRaoulAndGiveEnglandHougue(SQLite::Database& db) {
    db.exec(
        "UPDATE place SET owner_side_id = (SELECT id FROM side WHERE slug = 'england') "
        "WHERE slug = 'hougue'");
    db.exec(R"SQL(
        INSERT INTO captive (side_id, captor_side_id, leader_id, men, rule, taken_day, demand_by_day,
                             deadline_day, ransom, status)
        SELECT france.id, england.id, raoul.id, 1, 'GA-LEADER-RISK', campaign.current_day,
               campaign.current_day + 7, campaign.current_day + 180, 20000, 'held'
        FROM side AS france, side AS england, leader AS raoul, campaign
        WHERE france.slug = 'france' AND england.slug = 'england' AND raoul.slug = 'raoul')SQL");
    return db.getLastInsertRowid();
}

// The action is refused with a message naming `what`.
void expectRefusal(SQLite::Database& db, Action& action, const std::string& what) {
    try {
        perform(db, action);
        ADD_FAILURE() << action.name() << " was not refused";
    } catch (const UserError& error) {
        EXPECT_NE(std::string(error.what()).find(what), std::string::npos) << error.what();
    }
}

TEST(ActionLog, EachActionKindIsUndoneToTheExactTablesBefore) {
    TempDir dir;
    auto file = createSampleFile(dir / "c.seneschal");
    const std::int64_t raoul = holdRaoulAndGiveEnglandHougue(file.db());
    std::vector<std::unique_ptr<Action>> actions;
    actions.push_back(std::make_unique<Recruit>("hougue", "archers", 50));
    actions.push_back(std::make_unique<MarchOrder>("host", "Valognes", false));
    // The host marches; wounded men and Thomas return.
    actions.push_back(std::make_unique<AdvanceCalendar>(12));
    actions.push_back(std::make_unique<RansomCaptive>(RansomVerb::Pay, raoul, 3000));
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
    holdRaoulAndGiveEnglandHougue(file.db());
    const TableDigests start = digestTables(file.db(), kBookkeeping);
    Recruit recruit("hougue", "archers", 50);
    MarchOrder march("host", "valognes", false);
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
    holdRaoulAndGiveEnglandHougue(file.db());
    Recruit recruit("hougue", "archers", 50);
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
    const std::int64_t raoul = holdRaoulAndGiveEnglandHougue(file.db());
    RansomCaptive ransom(RansomVerb::Pay, raoul, 3000);
    const ActionRecord record = perform(file.db(), ransom);
    EXPECT_EQ(record.cause, "ransom");
    EXPECT_EQ(record.description, ransom.describe());
    EXPECT_NE(record.description.find("Raoul"), std::string::npos) << record.description;
    // France pays, England receives.
    EXPECT_EQ(count(file.db(), "SELECT count(*) FROM ledger_entry WHERE action_id = " +
                                   std::to_string(record.id)),
              2);
    EXPECT_EQ(count(file.db(), "SELECT treasury FROM side WHERE slug = 'england'"), 8000);
    EXPECT_EQ(count(file.db(), "SELECT treasury FROM side WHERE slug = 'france'"), 6000);
    undo(file.db());
    EXPECT_EQ(count(file.db(), "SELECT count(*) FROM ledger_entry"), 0);
}

TEST(ActionLog, ARefusedActionLeavesNoTrace) {
    TempDir dir;
    auto file = createSampleFile(dir / "c.seneschal");
    const std::int64_t raoul = holdRaoulAndGiveEnglandHougue(file.db());
    const TableDigests before = digestTables(file.db());
    RansomCaptive tooDear(RansomVerb::Pay, raoul, 10'000);  // France holds only 9000
    expectRefusal(file.db(), tooDear, "cannot pay");
    MarchOrder nowhere("host", "hougue", false);  // it stands there already
    expectRefusal(file.db(), nowhere, "already");
    Recruit nobody("hougue", "nobody", 5);
    expectRefusal(file.db(), nobody, "nobody");
    EXPECT_EQ(digestTables(file.db()), before);
}

TEST(ActionLog, UndoSurvivesClosingAndReopeningTheFile) {
    TempDir dir;
    TableDigests before;
    {
        auto file = createSampleFile(dir / "c.seneschal");
        before = digestTables(file.db(), kBookkeeping);
        MarchOrder march("host", "valognes", false);
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
    holdRaoulAndGiveEnglandHougue(file.db());
    Recruit recruit("hougue", "archers", 50);
    perform(file.db(), recruit);
    file.db().exec("UPDATE unit SET present = 7 WHERE slug = 'archers'");
    const TableDigests before = digestTables(file.db());
    EXPECT_THROW(undo(file.db()), UserError);
    EXPECT_EQ(digestTables(file.db()), before);
}

}  // namespace
}  // namespace seneschal::campaign
