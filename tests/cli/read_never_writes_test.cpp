// Issue 30 items 8 and 9: a command that only reads a campaign writes nothing (not the file, not
// a -wal or -shm beside it, not a backup), even on a campaign of an older schema; the upgrade
// happens on the first writing command (after a backup) or by `upgrade`. A campaign whose
// invariants are broken is refused by every command that plays on it, naming what is broken
// and pointing at `check` and `restore`; `restore` never puts back a file Seneschal did not make.
#include <SQLiteCpp/Database.h>
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <string>
#include <vector>

#include "app/cli/cli.hpp"
#include "campaign/file/backup.hpp"
#include "campaign/file/schema.hpp"
#include "tests/campaign/older_campaign.hpp"
#include "tests/campaign/temp_dir.hpp"
#include "tests/cli/caen_campaign.hpp"
#include "tests/cli/cli_run.hpp"
#include "tests/test_files.hpp"

namespace seneschal::cli {
namespace {

namespace fs = std::filesystem;
using seneschal::testing::readBytes;

bool mentions(const std::string& text, const std::string& part) {
    return text.find(part) != std::string::npos;
}

// Every file under the campaign's folder (the backups folder's too), with its bytes.
std::vector<std::pair<std::string, std::string>> folderPicture(const fs::path& folder) {
    std::vector<std::pair<std::string, std::string>> files;
    for (const auto& entry : fs::recursive_directory_iterator(folder)) {
        files.emplace_back(fs::relative(entry.path(), folder).string(),
                           entry.is_regular_file() ? readBytes(entry.path()) : std::string("/"));
    }
    std::sort(files.begin(), files.end());
    return files;
}

class ReadNeverWrites : public CaenCampaign {
  protected:
    // The campaign as an older Seneschal (schema version 10) made it. Its backups (made by `new`)
    // are cleared, so that any backup seen was made since.
    void makeOlder() {
        testing::makeSchema10Campaign(db);
        fs::remove_all(campaign::backupsFolder(db));
        ASSERT_FALSE(fs::exists(db + "-wal"));
    }
    // Men appear in a unit from nowhere: the conservation `check` holds to is broken.
    void breakConservation() {
        SQLite::Database file(db, SQLite::OPEN_READWRITE);
        file.exec("UPDATE unit SET present = present + 7 WHERE slug = 'prince-knights'");
        file.exec("PRAGMA journal_mode = DELETE");
    }
    int schemaVersion() {
        SQLite::Database file(db, SQLite::OPEN_READONLY);
        return file.execAndGet("PRAGMA user_version").getInt();
    }
};

TEST_F(ReadNeverWrites, ReadingCommandsOnAnOlderCampaignWriteNothingAndShowIt) {
    makeOlder();
    const auto before = folderPicture(dir.path());
    const std::vector<std::vector<std::string>> reads = {
        {"roster", "--db", db},    {"check", "--db", db},   {"treasury", "--db", db},
        {"battles", "--db", db},   {"backups", "--db", db}, {"ledger", "--db", db},
        {"prisoners", "--db", db},
    };
    for (const auto& args : reads) {
        const CliResult r = run(args);
        EXPECT_EQ(r.code, 0) << args[0] << ": " << r.err;
        EXPECT_EQ(folderPicture(dir.path()), before)
            << args[0] << " wrote beside or into the campaign";
    }
    EXPECT_TRUE(mentions(run({"roster", "--db", db}).out, "Prince's household"));
    EXPECT_TRUE(mentions(run({"check", "--db", db}).out, ": ok"));
    EXPECT_EQ(schemaVersion(), 10);
}

TEST_F(ReadNeverWrites, TheFirstWritingCommandUpgradesTheOlderCampaignAfterABackup) {
    makeOlder();
    const CliResult r = run({"advance", "--db", db, "--days", "1"});
    ASSERT_EQ(r.code, 0) << r.err;
    EXPECT_EQ(schemaVersion(), campaign::currentSchemaVersion());
    const auto backups = campaign::listBackups(db);
    ASSERT_EQ(backups.size(), 1u);
    EXPECT_TRUE(mentions(backups.front().name, "before-schema-migration")) << backups.front().name;
    SQLite::Database old(backups.front().path.string(), SQLite::OPEN_READONLY);
    EXPECT_EQ(old.execAndGet("PRAGMA user_version").getInt(), 10);
}

TEST_F(ReadNeverWrites, UpgradeBringsTheCampaignToThisSchemaOnceAndSaysWhatItDid) {
    makeOlder();
    const CliResult first = run({"upgrade", "--db", db});
    ASSERT_EQ(first.code, 0) << first.err;
    EXPECT_TRUE(mentions(
        first.out, "from schema version 10 to " + std::to_string(campaign::currentSchemaVersion())))
        << first.out;
    EXPECT_TRUE(mentions(first.out, "backed up in")) << first.out;
    EXPECT_EQ(schemaVersion(), campaign::currentSchemaVersion());
    EXPECT_EQ(campaign::listBackups(db).size(), 1u);

    const CliResult again = run({"upgrade", "--db", db});
    ASSERT_EQ(again.code, 0) << again.err;
    EXPECT_TRUE(mentions(again.out, "nothing to do")) << again.out;
    EXPECT_EQ(campaign::listBackups(db).size(), 1u) << "no backup of a file left as it was";
    // The roster of the upgraded campaign is the one the older file held.
    EXPECT_TRUE(mentions(run({"roster", "--db", db}).out, "Prince's household"));
}

TEST_F(ReadNeverWrites, ACampaignWhoseMenDoNotAddUpIsNotPlayedOn) {
    breakConservation();
    const auto before = folderPicture(dir.path());
    const std::vector<std::vector<std::string>> writes = {
        {"advance", "--db", db, "--days", "1"},
        {"march", "--db", db, "--army", "English host", "--to", "Bayeux"},
        {"apply", "--db", db, "--outcome", outcome},
        {"upgrade", "--db", db},
    };
    for (const auto& args : writes) {
        const CliResult r = run(args);
        EXPECT_EQ(r.code, kExitUserError) << args[0] << ": " << r.out;
        EXPECT_EQ(r.err.rfind("error: campaign file '" + db + "' is damaged: ", 0), 0u) << r.err;
        EXPECT_TRUE(mentions(r.err, "Prince's household knights")) << r.err;
        EXPECT_TRUE(mentions(r.err, "seneschal-cli restore --db " + db)) << r.err;
        EXPECT_TRUE(mentions(r.err, "seneschal-cli check --db " + db)) << r.err;
        EXPECT_EQ(std::count(r.err.begin(), r.err.end(), '\n'), 1) << r.err;
        EXPECT_EQ(folderPicture(dir.path()), before) << args[0] << " wrote";
    }
    const CliResult check = run({"check", "--db", db});
    EXPECT_EQ(check.code, kExitUserError);
    EXPECT_TRUE(mentions(check.out + check.err, "present 207")) << check.out << check.err;
    EXPECT_EQ(folderPicture(dir.path()), before) << "check wrote";
}

TEST_F(ReadNeverWrites, AStoredDayOutsideTheCalendarIsFoundByCheckAndNamesTheFileWhenRefused) {
    {
        SQLite::Database file(db, SQLite::OPEN_READWRITE);
        file.exec("UPDATE campaign SET current_day = 99999999999");
        file.exec("PRAGMA journal_mode = DELETE");
    }
    const auto before = folderPicture(dir.path());
    const CliResult check = run({"check", "--db", db});
    EXPECT_EQ(check.code, kExitUserError);
    EXPECT_TRUE(mentions(check.out + check.err, "current day")) << check.out << check.err;
    for (const char* command : {"battles", "roster", "advance"}) {
        std::vector<std::string> args = {command, "--db", db};
        if (std::string(command) == "advance") args.insert(args.end(), {"--days", "1"});
        const CliResult r = run(args);
        EXPECT_EQ(r.code, kExitUserError) << command;
        EXPECT_TRUE(mentions(r.err, "'" + db + "'")) << command << ": " << r.err;
        EXPECT_TRUE(mentions(r.err, "current day")) << command << ": " << r.err;
    }
    EXPECT_EQ(folderPicture(dir.path()), before);
}

TEST_F(ReadNeverWrites, RestoreRefusesAFileItListsAsNotMadeBySeneschal) {
    const fs::path backups = campaign::backupsFolder(db);
    fs::create_directories(backups);
    fs::copy_file(db, backups / "by-hand.seneschal");
    const CliResult listed = run({"backups", "--db", db});
    ASSERT_EQ(listed.code, 0) << listed.err;
    EXPECT_TRUE(mentions(listed.out, "(not made by Seneschal)")) << listed.out;

    const auto before = folderPicture(dir.path());
    const CliResult r = run({"restore", "--db", db, "--backup", "by-hand"});
    EXPECT_EQ(r.code, kExitUserError) << r.out;
    EXPECT_TRUE(mentions(r.err, "by-hand.seneschal")) << r.err;
    EXPECT_TRUE(mentions(r.err, "not made by Seneschal")) << r.err;
    EXPECT_EQ(folderPicture(dir.path()), before);
}

TEST_F(ReadNeverWrites, ARefusedBackupLeavesNoSideFilesInTheBackupsFolder) {
    const fs::path backups = campaign::backupsFolder(db);
    ASSERT_EQ(run({"advance", "--db", db, "--days", "1"}).code, 0);
    auto listed = campaign::listBackups(db);
    ASSERT_FALSE(listed.empty());
    // A backup damaged on disk (its pages overwritten in the middle) is refused when restored.
    const fs::path victim = listed.front().path;
    {
        std::string bytes = readBytes(victim);
        ASSERT_GT(bytes.size(), 8192u);
        std::fill(bytes.begin() + 4096, bytes.begin() + 8192, '\x5a');
        seneschal::testing::writeBytes(victim, bytes);
    }
    const auto before = folderPicture(dir.path());
    const CliResult r = run({"restore", "--db", db, "--backup", listed.front().name});
    EXPECT_EQ(r.code, kExitUserError) << r.out;
    EXPECT_TRUE(mentions(r.err, victim.filename().string())) << r.err;
    EXPECT_EQ(folderPicture(dir.path()), before) << "a -wal or -shm was left in " << backups;
}

}  // namespace
}  // namespace seneschal::cli
