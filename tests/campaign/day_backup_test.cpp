// The day's backup of a campaign whose log is empty (as every command-line action finds it) is
// copied from a snapshot taken before the action writes, while the action is worked out, and
// is in place before the action commits (issue 33). Each backup must hold exactly the campaign
// as it was before that day's first change, restore to it, and an action whose backup cannot
// be written is refused and leaves the campaign as it was.
#include <SQLiteCpp/Database.h>
#include <gtest/gtest.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <csignal>
#include <string>
#include <vector>

#include "base/errors.hpp"
#include "campaign/actions/action_log.hpp"
#include "campaign/actions/actions.hpp"
#include "campaign/battles/apply_outcome.hpp"
#include "campaign/file/backup.hpp"
#include "campaign/file/campaign_file.hpp"
#include "campaign/file/digest.hpp"
#include "campaign/file/restore.hpp"
#include "tests/campaign/backup_contents.hpp"
#include "tests/campaign/battlefield_campaign.hpp"
#include "tests/campaign/temp_dir.hpp"

namespace seneschal::campaign {
namespace {

namespace fs = std::filesystem;
using seneschal::testing::aubreyOutcome;
using seneschal::testing::createBattlefieldFile;
using seneschal::testing::TempDir;

// The log folded into the file and emptied, as the command line leaves a campaign.
void emptyTheLog(SQLite::Database& db) {
    db.exec("PRAGMA wal_checkpoint(TRUNCATE)");
    ASSERT_EQ(fs::file_size(fs::path(db.getFilename() + "-wal")), 0u);
}

void nextCampaignDay(SQLite::Database& db) {
    db.exec("UPDATE campaign SET current_day = current_day + 1");
}

void renameArchers(SQLite::Database& db, const std::string& to) {
    RenameUnit action("archers", to);
    perform(db, action);
}

class DayBackups : public ::testing::Test {
  protected:
    TempDir dir;
    fs::path path = dir / "field.seneschal";
    CampaignFile file = createBattlefieldFile(path);
    SQLite::Database& db = file.db();
};

TEST_F(DayBackups, EachDaysBackupHoldsThatDayBeforeItsFirstChangeAndRestoresToIt) {
    const std::vector<std::string> names = {"Bowmen", "Longbowmen", "Archers of Cheshire",
                                            "Archers of Wales"};
    std::vector<TableDigests> daysBefore;
    for (const std::string& name : names) {
        nextCampaignDay(db);
        emptyTheLog(db);
        daysBefore.push_back(digestTables(db));
        renameArchers(db, name);
        renameArchers(db, name + " (again)");  // the day's second action: no backup of its own
    }
    const std::vector<BackupInfo> backups = listBackups(path);  // newest first
    ASSERT_EQ(backups.size(), names.size());
    for (std::size_t day = 0; day < names.size(); ++day) {
        const BackupInfo& backup = backups[names.size() - 1 - day];
        EXPECT_EQ(backup.kind, BackupKind::Day);
        EXPECT_EQ(campaignIn(backup.path), daysBefore[day]) << backup.name;
    }
    for (std::size_t day = 0; day < names.size(); ++day) {
        const std::string name = backups[names.size() - 1 - day].name;
        restoreBackup(db, path, name);
        // The restore keeps the file's own setting of how many backups to keep: the same here.
        EXPECT_EQ(digestTables(db), daysBefore[day]) << name;
    }
}

TEST_F(DayBackups, AnAftermathsBackupTakenBesideTheBattleHoldsTheCampaignBeforeIt) {
    emptyTheLog(db);
    const TableDigests before = digestTables(db);
    ApplyBattleOutcome battle(aubreyOutcome());
    perform(db, battle);
    const auto backups = listBackups(path);
    ASSERT_EQ(backups.size(), 1u);
    EXPECT_EQ(backups[0].reason, "before Battle at Aubrey");
    EXPECT_EQ(campaignIn(backups[0].path), before);
    EXPECT_NE(digestTables(db), before);
    restoreBackup(db, path, backups[0].name);
    EXPECT_EQ(digestTables(db), before);
}

// A refused action takes its backup with it, also when the copy was under way beside it.
TEST_F(DayBackups, ARefusedActionLeavesNoBackupAndNoFolderBehind) {
    emptyTheLog(db);
    RenameUnit unknown("no-such-unit", "Bowmen");
    EXPECT_THROW(perform(db, unknown), UserError);
    EXPECT_TRUE(listBackups(path).empty());
    EXPECT_FALSE(fs::exists(backupsFolder(path)));
}

// The copy fails while the action is worked out (here: no file of the process may grow past a
// size smaller than the campaign, so the backup cannot be written but the action's few pages
// in the log can): the action is refused, not committed without its backup.
TEST_F(DayBackups, AnActionWhoseBackupFailsBesideItIsRefusedAndNothingIsChanged) {
    emptyTheLog(db);
    const TableDigests before = digestTables(db);
    const auto campaignBytes = fs::file_size(path);
    ASSERT_GT(campaignBytes, 64u * 1024u);

    rlimit was{};
    ASSERT_EQ(::getrlimit(RLIMIT_FSIZE, &was), 0);
    const auto oldHandler = std::signal(SIGXFSZ, SIG_IGN);  // a failed write, not a signal
    rlimit limited = was;
    limited.rlim_cur = static_cast<rlim_t>(campaignBytes / 2);
    ASSERT_EQ(::setrlimit(RLIMIT_FSIZE, &limited), 0);
    std::string message;
    try {
        renameArchers(db, "Bowmen");
    } catch (const UserError& e) {
        message = e.what();
    }
    ::setrlimit(RLIMIT_FSIZE, &was);
    std::signal(SIGXFSZ, oldHandler);

    EXPECT_NE(message.find("cannot back up '" + path.string() + "' for the first action of"),
              std::string::npos)
        << message;
    EXPECT_NE(message.find("nothing was changed"), std::string::npos) << message;
    EXPECT_EQ(digestTables(db), before);
    EXPECT_TRUE(listBackups(path).empty());
    std::vector<std::string> left;
    std::error_code ec;
    for (const auto& entry : fs::directory_iterator(backupsFolder(path), ec)) {
        left.push_back(entry.path().filename().string());
    }
    EXPECT_TRUE(left.empty()) << left.front();

    renameArchers(db, "Bowmen");  // with room again, the same action is done and backed up
    ASSERT_EQ(listBackups(path).size(), 1u);
    EXPECT_EQ(campaignIn(listBackups(path)[0].path), before);
}

// Written beside the action, the backup is still one file in rollback-journal mode, whole.
TEST_F(DayBackups, ABackupIsOneSelfContainedFileInRollbackMode) {
    emptyTheLog(db);
    renameArchers(db, "Bowmen");
    const auto backups = listBackups(path);
    ASSERT_EQ(backups.size(), 1u);
    std::vector<std::string> names;
    for (const auto& entry : fs::directory_iterator(backupsFolder(path))) {
        names.push_back(entry.path().filename().string());
    }
    EXPECT_EQ(names, std::vector<std::string>{backups[0].name});
    SQLite::Database copy(backups[0].path.string(), SQLite::OPEN_READONLY);
    EXPECT_EQ(copy.execAndGet("PRAGMA journal_mode").getString(), "delete");
    EXPECT_EQ(copy.execAndGet("PRAGMA integrity_check").getString(), "ok");
}

// Killed while the backup is being written beside the action (the moment its hidden partial
// file appears, again and again): the campaign is as before the action or as after it, never
// after it without its backup; every backup under a real name is whole and holds the campaign
// as it was before (one may be there without the action: killed after its rename, before the
// commit); and the next action backs the day up again.
TEST_F(DayBackups, KilledWhileTheBackupIsWrittenNoActionIsLeftWithoutItsBackup) {
    emptyTheLog(db);
    const TableDigests before = digestTables(db);
    file = CampaignFile::create(dir / "placeholder.seneschal");  // this process lets go of it
    const fs::path folder = backupsFolder(path);
    int killedMidway = 0;
    for (int attempt = 0; attempt < 20; ++attempt) {
        const pid_t child = ::fork();
        ASSERT_GE(child, 0);
        if (child == 0) {
            try {
                CampaignFile played = CampaignFile::open(path);
                renameArchers(played.db(), "Bowmen");
            } catch (...) {
                ::_exit(1);
            }
            ::_exit(0);
        }
        // Waits (without sleeping) for the partial backup to appear, then kills the child.
        bool sawPartial = false;
        int status = 0;
        while (!sawPartial && ::waitpid(child, &status, WNOHANG) == 0) {
            std::error_code ec;
            for (const auto& entry : fs::directory_iterator(folder, ec)) {
                if (entry.path().filename().string().front() == '.') sawPartial = true;
            }
        }
        if (sawPartial) {
            ::kill(child, SIGKILL);
            ::waitpid(child, &status, 0);
            if (WIFSIGNALED(status)) ++killedMidway;
        } else {
            ASSERT_TRUE(WIFEXITED(status) && WEXITSTATUS(status) == 0);
        }

        CampaignFile reopened = CampaignFile::open(path);
        const TableDigests now = digestTables(reopened.db());
        const std::vector<BackupInfo> backups = listBackups(path);
        for (const BackupInfo& backup : backups) {
            EXPECT_TRUE(backup.problem.empty()) << backup.name << ": " << backup.problem;
            EXPECT_EQ(campaignIn(backup.path), before) << backup.name;
        }
        if (now != before) {  // the action is there: so is its backup
            EXPECT_EQ(backups.size(), 1u);
            break;
        }
        // The action is not there: no backup, or (killed between the backup's rename and the
        // commit) the one whole backup checked above.
        EXPECT_LE(backups.size(), 1u);
        // Before the next try: no partial left to be mistaken for this try's (a crash's
        // leftover is otherwise cleared after an hour).
        std::error_code ec;
        for (const auto& entry : fs::directory_iterator(folder, ec)) fs::remove(entry.path(), ec);
    }
    CampaignFile reopened = CampaignFile::open(path);
    if (digestTables(reopened.db()) == before) renameArchers(reopened.db(), "Bowmen");
    ASSERT_EQ(listBackups(path).size(), 1u);
    EXPECT_EQ(campaignIn(listBackups(path)[0].path), before);
    RecordProperty("killedMidway", killedMidway);
}

}  // namespace
}  // namespace seneschal::campaign
