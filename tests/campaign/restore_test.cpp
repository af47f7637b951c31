// Restoring a campaign from a backup (issue 13): the exact state comes back, the campaign as it
// stood is backed up first (so the restore is undone by restoring that), a damaged or unknown
// backup is refused with nothing changed, and a connection holding the file open sees the
// restored campaign.
#include "campaign/file/restore.hpp"

#include <SQLiteCpp/Database.h>
#include <SQLiteCpp/Statement.h>
#include <gtest/gtest.h>
#include <sqlite3.h>

#include <fstream>

#include "base/errors.hpp"
#include "campaign/actions/action_log.hpp"
#include "campaign/battles/apply_outcome.hpp"
#include "campaign/file/campaign_file.hpp"
#include "campaign/file/digest.hpp"
#include "campaign/file/schema.hpp"
#include "tests/campaign/backup_contents.hpp"
#include "tests/campaign/battlefield_campaign.hpp"
#include "tests/campaign/temp_dir.hpp"

namespace seneschal::campaign {
namespace {

namespace fs = std::filesystem;
using seneschal::testing::aubreyOutcome;
using seneschal::testing::createBattlefieldFile;
using seneschal::testing::TempDir;

std::int64_t deadKnights(SQLite::Database& db) {
    return db.execAndGet("SELECT dead FROM unit WHERE slug = 'english-knights'").getInt64();
}

std::string restoreError(SQLite::Database& db, const fs::path& path, const std::string& name) {
    try {
        restoreBackup(db, path, name);
    } catch (const UserError& e) {
        return e.what();
    }
    return "(no error)";
}

// A campaign that fought the battle at Aubrey: its one backup holds the campaign before it.
class Restore : public ::testing::Test {
  protected:
    void SetUp() override {
        beforeBattle = digestTables(db);
        ApplyBattleOutcome battle(aubreyOutcome());
        perform(db, battle);
        afterBattle = digestTables(db);
        ASSERT_EQ(listBackups(path).size(), 1u);
        battleBackup = listBackups(path)[0].name;
    }
    TempDir dir;
    fs::path path = dir / "field.seneschal";
    CampaignFile file = createBattlefieldFile(path);
    SQLite::Database& db = file.db();
    TableDigests beforeBattle;
    TableDigests afterBattle;
    std::string battleBackup;
};

TEST_F(Restore, TheBackupsCampaignComesBackExactlyAfterASafetyBackupOfTheCampaignAsItStood) {
    const RestoreReport report = restoreBackup(db, path, battleBackup);
    EXPECT_EQ(digestTables(db), beforeBattle);
    EXPECT_EQ(report.restored.name, battleBackup);
    EXPECT_EQ(report.restored.campaignDate, "26 August 1346");
    EXPECT_EQ(report.safety.reason,
              "before restore of the backup of 26 August 1346 made " + report.restored.madeLocal);
    EXPECT_EQ(report.safety.kind, BackupKind::Restore);
    EXPECT_EQ(campaignIn(report.safety.path), afterBattle);
    // The undo history is the backup's: the battle is not in it.
    EXPECT_FALSE(nextUndo(db).has_value());
}

TEST_F(Restore, ARestoreIsUndoneByRestoringItsSafetyBackup) {
    const RestoreReport report = restoreBackup(db, path, battleBackup);
    restoreBackup(db, path, report.safety.name);
    EXPECT_EQ(digestTables(db), afterBattle);
    ASSERT_TRUE(nextUndo(db).has_value());
    EXPECT_EQ(nextUndo(db)->name, "Battle");
}

TEST_F(Restore, TheNameMayBeGivenWithoutItsExtensionOrByAStartOnlyItHas) {
    const std::string stem = fs::path(battleBackup).stem().string();
    EXPECT_EQ(restoreBackup(db, path, stem).restored.name, battleBackup);
    // Now two backups: the battle's and the restore's, made a moment apart.
    EXPECT_EQ(
        restoreBackup(db, path, battleBackup.substr(0, battleBackup.find('_') + 11)).restored.name,
        battleBackup);
    EXPECT_NE(restoreError(db, path, battleBackup.substr(0, 4)).find("the nearest"),
              std::string::npos);
}

TEST_F(Restore, AnUnknownNameIsRefusedNamingTheNearestBackups) {
    const std::string message = restoreError(db, path, "before-battle");
    EXPECT_NE(message.find("no backup of '" + path.string() + "' is named 'before-battle'"),
              std::string::npos)
        << message;
    EXPECT_NE(message.find(battleBackup), std::string::npos) << message;
    EXPECT_EQ(digestTables(db), afterBattle);
    EXPECT_EQ(listBackups(path).size(), 1u);
}

TEST_F(Restore, ADamagedBackupIsRefusedAndNothingIsChangedOrBackedUp) {
    const fs::path backup = backupsFolder(path) / battleBackup;
    {
        // Pages 2 onwards overwritten: the header still says SQLite, the tables are gone.
        std::fstream bytes(backup, std::ios::in | std::ios::out | std::ios::binary);
        bytes.seekp(4096);
        const std::string junk(8192, '\x5a');
        bytes.write(junk.data(), static_cast<std::streamsize>(junk.size()));
    }
    const std::string message = restoreError(db, path, battleBackup);
    EXPECT_NE(message.find("is damaged"), std::string::npos) << message;
    EXPECT_NE(message.find("Nothing was changed"), std::string::npos) << message;
    EXPECT_EQ(digestTables(db), afterBattle);
    EXPECT_EQ(listBackups(path).size(), 1u);
}

TEST_F(Restore, AnotherConnectionHoldingTheFileOpenSeesTheRestoredCampaign) {
    CampaignFile desktop = CampaignFile::open(path);
    const std::int64_t deadAfterBattle = deadKnights(desktop.db());
    ASSERT_GT(deadAfterBattle, 0);
    // The desktop is in the middle of reading when the restore comes.
    SQLite::Statement reading(desktop.db(), "SELECT name FROM unit ORDER BY id");
    ASSERT_TRUE(reading.executeStep());

    restoreBackup(db, path, battleBackup);
    reading.reset();
    EXPECT_EQ(deadKnights(desktop.db()), 0);
    EXPECT_EQ(digestTables(desktop.db()), beforeBattle);
}

TEST_F(Restore, ARestoreWaitsForAnotherConnectionsWriteToFinish) {
    SQLite::Database desktop(path.string(), SQLite::OPEN_READWRITE);
    desktop.exec("BEGIN IMMEDIATE");
    desktop.exec("UPDATE side SET treasury = treasury + 1");
    // In place of the busy timeout: the first time the restore has to wait, the desktop
    // finishes its write; without waiting, the restore would fail.
    struct Waiting {
        SQLite::Database* desktop;
        int waits = 0;
    } waiting{&desktop};
    sqlite3_busy_handler(
        db.getHandle(),
        [](void* data, int) {
            auto* state = static_cast<Waiting*>(data);
            if (state->waits++ == 0) state->desktop->exec("COMMIT");
            return 1;
        },
        &waiting);

    restoreBackup(db, path, battleBackup);
    EXPECT_EQ(waiting.waits, 1);
    EXPECT_EQ(digestTables(db), beforeBattle);
}

TEST_F(Restore, TheNumberOfBackupsKeptStaysTheFiles) {
    setBackupsToKeep(db, path, 7);
    restoreBackup(db, path, battleBackup);
    EXPECT_EQ(backupsToKeep(db), 7);
}

TEST_F(Restore, AMissingCampaignIsRestoredAndAReadOnlyOneIsRefusedUntouched) {
    file = CampaignFile::create(dir / "elsewhere.seneschal");  // closes the campaign
    fs::remove(path);
    const RestoreReport report = restoreBackup(path, battleBackup);
    EXPECT_FALSE(report.setAside.has_value());
    {
        CampaignFile reopened = CampaignFile::open(path);
        EXPECT_EQ(digestTables(reopened.db()), beforeBattle);
    }

    fs::permissions(path, fs::perms::owner_write | fs::perms::group_write | fs::perms::others_write,
                    fs::perm_options::remove);
    const std::string bytes = seneschal::testing::readBytes(path);
    EXPECT_THROW(restoreBackup(path, battleBackup), UserError);
    EXPECT_EQ(seneschal::testing::readBytes(path), bytes);
}

TEST(RestoreOlder, ABackupFromBeforeAMigrationIsBroughtToTheCurrentSchema) {
    TempDir dir;
    const fs::path path = dir / "field.seneschal";
    CampaignFile file = createBattlefieldFile(path);
    const TableDigests before = digestTables(file.db());
    // What a backup made by the Seneschal of schema version 4 looks like.
    const BackupInfo old = makeBackup(file.db(), path, "before test", BackupKind::Action);
    {
        SQLite::Database backup(old.path.string(), SQLite::OPEN_READWRITE);
        backup.exec(
            "DROP TABLE map_picture; DROP TABLE army_disbanded; DROP TABLE side_orders; DROP TABLE "
            "side_key; "
            "DROP TABLE group_play; "
            "DROP TABLE side_opponent; DROP TABLE campaign_seed; "
            "DROP TABLE rules_file; DROP TABLE tabletop_console; DROP TABLE battle_record; "
            "DROP TABLE battle_odds; "
            "DROP TABLE tabletop_draft; DROP TABLE map_feature; DROP TABLE map_geography; "
            "DROP TABLE battle_applied; "
            "DROP TABLE backup_policy; PRAGMA user_version = 4");
    }
    file.db().exec("UPDATE side SET treasury = 1");

    restoreBackup(file.db(), path, old.name);
    EXPECT_EQ(schemaVersionOf(file.db()), currentSchemaVersion());
    EXPECT_EQ(digestTables(file.db()), before);
}

}  // namespace
}  // namespace seneschal::campaign
