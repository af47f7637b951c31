// `backups` and `restore` through runCli on the Crécy campaign with the English host at Caen
// (issue 13): the battle's aftermath is backed up first, the list shows it, a restore brings
// the roster back and names its safety backup, and what cannot be backed up is not done.
#include <SQLiteCpp/Database.h>
#include <gtest/gtest.h>

#include <algorithm>
#include <sstream>

#include "app/cli/cli.hpp"
#include "battle/outcome_xml.hpp"
#include "campaign/file/backup.hpp"
#include "tests/campaign/battlefield_campaign.hpp"
#include "tests/campaign/temp_dir.hpp"
#include "tests/cli/caen_campaign.hpp"

namespace seneschal::cli {
namespace {

namespace fs = std::filesystem;
using seneschal::testing::readBytes;
using seneschal::testing::TempDir;
using seneschal::testing::writeBytes;

using Result = CliResult;

class BackupCommands : public CaenCampaign {
  protected:
    std::string roster() { return run({"roster", "--db", db, "--format", "csv"}).out; }
    std::string onlyBackup() {
        const auto backups = campaign::listBackups(db);
        EXPECT_EQ(backups.size(), 1u);
        return backups.empty() ? std::string() : backups[0].name;
    }
};

TEST_F(BackupCommands, BackupsListsTheBattlesBackupWithItsDateReasonAndSize) {
    const Result none = run({"backups", "--db", db});
    ASSERT_EQ(none.code, 0) << none.err;
    EXPECT_TRUE(has(none.out, "No backups of " + db + " yet")) << none.out;

    ASSERT_EQ(run({"apply", "--db", db, "--outcome", outcome}).code, 0);
    const Result listed = run({"backups", "--db", db});
    ASSERT_EQ(listed.code, 0) << listed.err;
    EXPECT_TRUE(has(listed.out, "1 backup of " + db + " in " + db +
                                    ".backups, newest first "
                                    "(keeping the last 20):"))
        << listed.out;
    EXPECT_TRUE(has(listed.out, "name")) << listed.out;
    EXPECT_TRUE(has(listed.out, "campaign date")) << listed.out;
    EXPECT_TRUE(has(listed.out, onlyBackup())) << listed.out;
    EXPECT_TRUE(has(listed.out, "12 July 1346")) << listed.out;
    EXPECT_TRUE(has(listed.out, "before Battle at Caen")) << listed.out;
    EXPECT_TRUE(has(listed.out, " kB")) << listed.out;
}

TEST_F(BackupCommands, BackupsKeepSetsHowManyAreKept) {
    const Result kept = run({"backups", "--db", db, "--keep", "5"});
    ASSERT_EQ(kept.code, 0) << kept.err;
    EXPECT_EQ(kept.out, "Keeping the last 5 backups of " + db + "\n");
    EXPECT_TRUE(has(run({"backups", "--db", db, "--keep", "1"}).out, "the last 1 backup of"));
    const Result refused = run({"backups", "--db", db, "--keep", "0"});
    EXPECT_EQ(refused.code, kExitUserError);
    EXPECT_TRUE(
        has(refused.err, "error: --keep 0: the number of backups to keep must be from 1 to 1000"))
        << refused.err;
}

TEST_F(BackupCommands, RestoreBringsTheRosterBackAndNamesTheSafetyBackup) {
    const std::string before = roster();
    ASSERT_EQ(run({"apply", "--db", db, "--outcome", outcome}).code, 0);
    const std::string after = roster();
    ASSERT_NE(after, before);
    const std::string name = onlyBackup();

    const Result restored = run({"restore", "--db", db, "--backup", name});
    ASSERT_EQ(restored.code, 0) << restored.err;
    EXPECT_TRUE(has(restored.out, "Restored " + db + " to 12 July 1346 from backup " + name +
                                      " (before Battle at Caen, made "))
        << restored.out;
    EXPECT_TRUE(has(restored.out, "The campaign as it stood is in backup ")) << restored.out;
    EXPECT_EQ(roster(), before);
    EXPECT_EQ(run({"undo", "--db", db}).code, kExitUserError) << "the battle is still undoable";

    // The restore is undone by restoring its safety backup.
    const auto backups = campaign::listBackups(db);
    ASSERT_EQ(backups.size(), 2u);
    EXPECT_TRUE(has(backups[0].reason, "before restore of the backup of 12 July 1346 made "))
        << backups[0].reason;
    ASSERT_EQ(run({"restore", "--db", db, "--backup", backups[0].name}).code, 0);
    EXPECT_EQ(roster(), after);
}

TEST_F(BackupCommands, RestoreOfAnUnknownBackupIsOneErrorLineNamingTheNearest) {
    ASSERT_EQ(run({"apply", "--db", db, "--outcome", outcome}).code, 0);
    const Result r = run({"restore", "--db", db, "--backup", "before-battle-at-caen"});
    EXPECT_EQ(r.code, kExitUserError);
    EXPECT_TRUE(has(r.err, "error: no backup of '" + db +
                               "' is named 'before-battle-at-caen'; "
                               "the nearest: " +
                               onlyBackup()))
        << r.err;
    EXPECT_EQ(std::count(r.err.begin(), r.err.end(), '\n'), 1) << r.err;
}

TEST_F(BackupCommands, ACampaignThatCannotBeOpenedIsReplacedByTheBackupAndSetAside) {
    const std::string before = roster();
    ASSERT_EQ(run({"apply", "--db", db, "--outcome", outcome}).code, 0);
    const std::string name = onlyBackup();
    writeBytes(db, "the disk returned garbage");
    ASSERT_EQ(run({"roster", "--db", db}).code, kExitUserError);

    const Result listed = run({"backups", "--db", db});
    ASSERT_EQ(listed.code, 0) << listed.err;
    EXPECT_TRUE(has(listed.out, name)) << listed.out;

    const Result restored = run({"restore", "--db", db, "--backup", name});
    ASSERT_EQ(restored.code, 0) << restored.err;
    EXPECT_TRUE(
        has(restored.out, "The file that could not be opened was set aside as " + db + ".damaged-"))
        << restored.out;
    EXPECT_EQ(roster(), before);
    std::vector<std::string> aside;
    for (const auto& entry : fs::directory_iterator(dir.path())) {
        const std::string file = entry.path().filename().string();
        if (file.find(".damaged-") != std::string::npos) aside.push_back(file);
    }
    ASSERT_EQ(aside.size(), 1u);
    EXPECT_EQ(readBytes(dir / aside[0]), "the disk returned garbage");
}

TEST_F(BackupCommands, ABattleWhoseBackupCannotBeMadeIsRefusedAndTheFileLeftAlone) {
    writeBytes(db + ".backups", "a file where the backups folder goes");
    const std::string bytes = readBytes(db);
    const Result r = run({"apply", "--db", db, "--outcome", outcome});
    EXPECT_EQ(r.code, kExitUserError);
    EXPECT_TRUE(has(r.err, "error: cannot back up '")) << r.err;
    EXPECT_TRUE(has(r.err, "crecy.seneschal' before Battle at Caen: '")) << r.err;
    EXPECT_TRUE(has(r.err, "nothing was changed")) << r.err;
    EXPECT_EQ(readBytes(db), bytes);
}

}  // namespace
}  // namespace seneschal::cli
