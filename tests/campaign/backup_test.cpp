// Backups beside a campaign file (issue 13): made before a battle's aftermath, on the first
// action of each campaign day and before a schema migration; rotated to the number the file
// keeps; and a backup that cannot be made refuses what it was to protect.
#include "campaign/file/backup.hpp"

#include <SQLiteCpp/Database.h>
#include <gtest/gtest.h>

#include <chrono>
#include <vector>

#include "base/errors.hpp"
#include "campaign/actions/action_log.hpp"
#include "campaign/actions/actions.hpp"
#include "campaign/battles/apply_outcome.hpp"
#include "campaign/file/campaign_file.hpp"
#include "campaign/file/digest.hpp"
#include "campaign/file/schema.hpp"
#include "campaign/stores/repository.hpp"
#include "tests/campaign/backup_contents.hpp"
#include "tests/campaign/battlefield_campaign.hpp"
#include "tests/campaign/temp_dir.hpp"

namespace seneschal::campaign {
namespace {

namespace fs = std::filesystem;
using seneschal::testing::aubreyOutcome;
using seneschal::testing::createBattlefieldFile;
using seneschal::testing::readBytes;
using seneschal::testing::TempDir;
using seneschal::testing::writeBytes;

std::vector<std::string> reasons(const fs::path& campaign) {
    std::vector<std::string> out;
    for (const BackupInfo& backup : listBackups(campaign)) out.push_back(backup.reason);
    return out;
}

void rename(SQLite::Database& db, const std::string& to) {
    RenameUnit action("archers", to);
    perform(db, action);
}

// A campaign written by the Seneschal of schema version 4, closed.
void makeVersion4File(const fs::path& path) {
    SQLite::Database db(path.string(), SQLite::OPEN_READWRITE | SQLite::OPEN_CREATE);
    configureConnection(db);
    const auto all = campaignMigrations();
    applyMigrations(db, std::vector<Migration>(all.begin(), all.begin() + 4), path.string());
    writeSnapshot(db, seneschal::testing::battlefieldCampaign());
}

class Backups : public ::testing::Test {
  protected:
    TempDir dir;
    fs::path path = dir / "field.seneschal";
    CampaignFile file = createBattlefieldFile(path);
    SQLite::Database& db = file.db();
};

TEST_F(Backups, AnAftermathIsBackedUpFirstAndTheBackupHoldsTheCampaignBeforeTheBattle) {
    const TableDigests before = digestTables(db);
    ApplyBattleOutcome battle(aubreyOutcome());
    perform(db, battle);

    const auto backups = listBackups(path);
    ASSERT_EQ(backups.size(), 1u);
    EXPECT_EQ(backups[0].reason, "before Battle at Aubrey");
    EXPECT_EQ(backups[0].campaignDate, "26 August 1346");
    EXPECT_EQ(backups[0].kind, BackupKind::Action);
    EXPECT_NE(backups[0].name.find("_1346-08-26_before-battle-at-aubrey.seneschal"),
              std::string::npos)
        << backups[0].name;
    EXPECT_EQ(backups[0].path.parent_path(), dir / "field.seneschal.backups");
    EXPECT_EQ(campaignIn(backups[0].path), before);
    EXPECT_NE(digestTables(db), before);
}

TEST_F(Backups, TheFirstActionOfACampaignDayIsBackedUpAndTheSecondIsNot) {
    rename(db, "Bowmen");
    EXPECT_EQ(reasons(path), std::vector<std::string>{"first action of 26 August 1346"});
    rename(db, "Longbowmen");
    EXPECT_EQ(listBackups(path).size(), 1u);

    db.exec("UPDATE campaign SET current_day = current_day + 1");
    rename(db, "Archers of Cheshire");
    EXPECT_EQ(reasons(path), (std::vector<std::string>{"first action of 27 August 1346",
                                                       "first action of 26 August 1346"}));
}

// A refused action writes nothing: not the campaign, and no backup beside it either (the
// day's first backup is made before the action is tried, and goes again when it is refused).
TEST_F(Backups, ARefusedFirstActionOfTheDayLeavesNoBackupBehind) {
    RenameUnit unknown("no-such-unit", "Bowmen");
    EXPECT_THROW(perform(db, unknown), UserError);
    EXPECT_TRUE(listBackups(path).empty());
    EXPECT_FALSE(fs::exists(backupsFolder(path)));

    rename(db, "Bowmen");  // the day's first action that is done is backed up as before
    EXPECT_EQ(reasons(path), std::vector<std::string>{"first action of 26 August 1346"});
}

// Nor does a refused action rotate an older backup away to make room for its own.
TEST_F(Backups, ARefusedActionRotatesNoOlderBackupAway) {
    setBackupsToKeep(db, path, 2);
    makeBackup(db, path, "before test 1", BackupKind::Action);
    makeBackup(db, path, "before test 2", BackupKind::Action);
    db.exec("UPDATE campaign SET current_day = current_day + 1");  // a new day: a backup is due
    RenameUnit unknown("no-such-unit", "Bowmen");
    EXPECT_THROW(perform(db, unknown), UserError);
    EXPECT_EQ(reasons(path), (std::vector<std::string>{"before test 2", "before test 1"}));
}

TEST_F(Backups, ABattleBackupCountsAsTheDaysBackup) {
    ApplyBattleOutcome battle(aubreyOutcome());
    perform(db, battle);
    rename(db, "Bowmen");
    EXPECT_EQ(reasons(path), std::vector<std::string>{"before Battle at Aubrey"});
}

TEST_F(Backups, RotationKeepsTheLastNAndTheNewestBackupBeforeAMigration) {
    setBackupsToKeep(db, path, 3);
    makeBackup(db, path, "before schema migration to 5", BackupKind::Migration);
    std::vector<std::string> made;
    for (int i = 1; i <= 5; ++i) {
        made.push_back(
            makeBackup(db, path, "before test " + std::to_string(i), BackupKind::Action).name);
    }
    EXPECT_EQ(reasons(path),
              (std::vector<std::string>{"before test 5", "before test 4", "before test 3",
                                        "before schema migration to 5"}));
    EXPECT_FALSE(fs::exists(backupsFolder(path) / made[0]));

    EXPECT_EQ(setBackupsToKeep(db, path, 1), 2);
    EXPECT_EQ(reasons(path),
              (std::vector<std::string>{"before test 5", "before schema migration to 5"}));
    EXPECT_EQ(backupsToKeep(db), 1);
}

// Rotation goes by the backups' names, but a name never outweighs the note inside: a backup
// before a migration, renamed by hand to read like any other, is still the one kept.
TEST_F(Backups, RotationByTheNamesStillKeepsABackupWhoseNoteSaysMoreThanItsName) {
    setBackupsToKeep(db, path, 1);
    const BackupInfo migration =
        makeBackup(db, path, "before schema migration to 5", BackupKind::Migration);
    const fs::path renamed =
        migration.path.parent_path() /
        (migration.name.substr(0, migration.name.find('_', 25)) + "_before-test-0.seneschal");
    fs::rename(migration.path, renamed);
    makeBackup(db, path, "before test 1", BackupKind::Action);
    makeBackup(db, path, "before test 2", BackupKind::Action);
    EXPECT_EQ(reasons(path),
              (std::vector<std::string>{"before test 2", "before schema migration to 5"}));
    EXPECT_TRUE(fs::exists(renamed));
}

TEST_F(Backups, RotationNeverTouchesAFileSeneschalDidNotMake) {
    setBackupsToKeep(db, path, 1);
    fs::create_directory(backupsFolder(path));
    writeBytes(backupsFolder(path) / "my own copy.seneschal", "not a campaign");
    makeBackup(db, path, "before test 1", BackupKind::Action);
    makeBackup(db, path, "before test 2", BackupKind::Action);
    const auto backups = listBackups(path);
    ASSERT_EQ(backups.size(), 2u);
    EXPECT_TRUE(fs::exists(backupsFolder(path) / "my own copy.seneschal"));
    EXPECT_FALSE(backups[0].problem.empty() && backups[1].problem.empty());
}

TEST_F(Backups, ABackupBeingWrittenIsNeitherListedNorCountedAndACrashsLeftoverIsCleared) {
    setBackupsToKeep(db, path, 1);
    const BackupInfo kept = makeBackup(db, path, "before test 1", BackupKind::Action);
    // Another program's backup, still being written, and one a crash left two hours ago.
    const fs::path writing =
        backupsFolder(path) / ".2026-12-01T10-00-00.000Z_x_y.seneschal.partial";
    const fs::path crashed =
        backupsFolder(path) / ".2026-11-30T10-00-00.000Z_x_y.seneschal.partial";
    writeBytes(writing, "half");
    writeBytes(crashed, "half");
    fs::last_write_time(crashed, fs::file_time_type::clock::now() - std::chrono::hours(2));
    EXPECT_EQ(listBackups(path).size(), 1u);

    const BackupInfo next = makeBackup(db, path, "before test 2", BackupKind::Action);
    EXPECT_EQ(reasons(path), std::vector<std::string>{"before test 2"});
    EXPECT_TRUE(fs::exists(writing));
    EXPECT_FALSE(fs::exists(crashed));
    EXPECT_FALSE(fs::exists(kept.path));
    EXPECT_TRUE(fs::exists(next.path));
}

TEST_F(Backups, TheNumberKeptIsRefusedOutsideOneToAThousand) {
    EXPECT_THROW(setBackupsToKeep(db, path, 0), UserError);
    EXPECT_THROW(setBackupsToKeep(db, path, 1001), UserError);
    EXPECT_EQ(backupsToKeep(db), kDefaultBackupsKept);
}

TEST_F(Backups, ABackupWhileAnotherConnectionIsWritingHoldsOnlyWhatWasCommitted) {
    const TableDigests before = digestTables(db);
    SQLite::Database other(path.string(), SQLite::OPEN_READWRITE);
    other.exec("BEGIN IMMEDIATE");
    other.exec("UPDATE side SET treasury = 0");
    const BackupInfo backup = makeBackup(db, path, "before test", BackupKind::Action);
    other.exec("COMMIT");
    EXPECT_EQ(campaignIn(backup.path), before);
}

TEST_F(Backups, ABackupIsOneFileWithNothingBesideIt) {
    const BackupInfo backup = makeBackup(db, path, "before test", BackupKind::Action);
    std::vector<std::string> names;
    for (const auto& entry : fs::directory_iterator(backupsFolder(path))) {
        names.push_back(entry.path().filename().string());
    }
    EXPECT_EQ(names, std::vector<std::string>{backup.name});
    SQLite::Database copy(backup.path.string(), SQLite::OPEN_READONLY);
    EXPECT_EQ(copy.execAndGet("PRAGMA journal_mode").getString(), "delete");
}

TEST_F(Backups, AnActionWhoseBackupCannotBeMadeIsRefusedAndTheCampaignIsLeftByteForByte) {
    file = CampaignFile::create(dir / "placeholder.seneschal");  // closes the campaign
    // Tests run as root, where permissions stop nothing: a file stands where the folder goes.
    writeBytes(backupsFolder(path), "in the way");
    const std::string bytes = readBytes(path);

    CampaignFile reopened = CampaignFile::open(path);
    ApplyBattleOutcome battle(aubreyOutcome());
    try {
        perform(reopened.db(), battle);
        FAIL() << "the battle was applied without its backup";
    } catch (const UserError& e) {
        const std::string message = e.what();
        EXPECT_NE(message.find("cannot back up '" + path.string() + "' before Battle at Aubrey"),
                  std::string::npos)
            << message;
        EXPECT_NE(message.find("field.seneschal.backups"), std::string::npos) << message;
        EXPECT_NE(message.find("nothing was changed"), std::string::npos) << message;
    }
    reopened = CampaignFile::create(dir / "placeholder2.seneschal");  // closes it again
    EXPECT_EQ(readBytes(path), bytes);
}

TEST(BackupsOfOlderFiles, AnOlderFileIsBackedUpBeforeItIsMigrated) {
    TempDir dir;
    const fs::path path = dir / "old.seneschal";
    makeVersion4File(path);
    TableDigests before;
    {
        SQLite::Database db(path.string(), SQLite::OPEN_READONLY);
        before = digestTables(db);
    }
    CampaignFile file = CampaignFile::open(path);
    EXPECT_EQ(file.migration(), MigrationResult::Upgraded);
    const auto backups = listBackups(path);
    ASSERT_EQ(backups.size(), 1u);
    EXPECT_EQ(backups[0].reason,
              "before schema migration to " + std::to_string(currentSchemaVersion()));
    EXPECT_EQ(backups[0].kind, BackupKind::Migration);
    EXPECT_EQ(backups[0].schemaVersion, 4);
    EXPECT_EQ(campaignIn(backups[0].path), before);
}

TEST(BackupsOfOlderFiles, AMigrationThatCannotBeBackedUpIsRefusedAndTheFileKeptAsItWas) {
    TempDir dir;
    const fs::path path = dir / "old.seneschal";
    makeVersion4File(path);
    writeBytes(backupsFolder(path), "in the way");
    const std::string bytes = readBytes(path);
    try {
        CampaignFile::open(path);
        FAIL() << "the file was migrated without its backup";
    } catch (const UserError& e) {
        EXPECT_NE(std::string(e.what()).find("before schema migration to " +
                                             std::to_string(currentSchemaVersion())),
                  std::string::npos)
            << e.what();
    }
    EXPECT_EQ(readBytes(path), bytes);
}

TEST(BackupsBeforeAnImport, AnExistingCampaignIsBackedUpAndAForeignFileIsNot) {
    TempDir dir;
    const fs::path path = dir / "field.seneschal";
    createBattlefieldFile(path);
    const auto backup = backupBeforeReplace(path, "The March of Arden, 1350");
    ASSERT_TRUE(backup.has_value());
    EXPECT_EQ(backup->reason, "before import of The March of Arden, 1350");
    EXPECT_EQ(backup->kind, BackupKind::Import);

    writeBytes(dir / "notes.seneschal", "not a campaign");
    EXPECT_FALSE(backupBeforeReplace(dir / "notes.seneschal", "x").has_value());
    EXPECT_FALSE(backupBeforeReplace(dir / "missing.seneschal", "x").has_value());
}

}  // namespace
}  // namespace seneschal::campaign
