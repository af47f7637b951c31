// Issue 30, "nothing lost", round three: the outputs and names found damaging a campaign, each as
// a regression test through the CLI as a user types it. The wider classes are in the hostile
// command corpus (tests/data/hostile/commands/outputs.cases, names.cases).
#include <SQLiteCpp/Database.h>
#include <gtest/gtest.h>

#include <filesystem>
#include <string>

#include "tests/campaign/temp_dir.hpp"
#include "tests/cli/cli_run.hpp"
#include "tests/test_files.hpp"

namespace seneschal::cli::round_three {
namespace {
namespace fs = std::filesystem;
using seneschal::testing::kSmallScenario;
using seneschal::testing::readBytes;
using seneschal::testing::TempDir;

std::int64_t treasuries(const std::string& db) {
    SQLite::Database file(db, SQLite::OPEN_READONLY);
    return file.execAndGet("SELECT sum(treasury) FROM side").getInt64();
}

class RoundThree : public ::testing::Test {
  protected:
    void SetUp() override {
        ASSERT_EQ(run({"new", "--scenario", kSmallScenario.string(), "--db", db}).code, 0);
        ASSERT_EQ(run({"new", "--scenario", kSmallScenario.string(), "--db", other}).code, 0);
    }
    TempDir dir;
    std::string db = (dir / "mine.seneschal").string();
    std::string other = (dir / "theirs.seneschal").string();
};

// The desk holds the other campaign open: its last change lives in its -wal until the desk
// closes it. Before the fix `report --out theirs.seneschal-wal --force` replaced that log and the
// +1,000,000 vanished.
TEST_F(RoundThree, AnOutputWithForceOntoAnotherCampaignsLiveLogIsRefusedAndItsChangeSurvives) {
    const std::int64_t before = treasuries(other);
    {
        SQLite::Database desk(other, SQLite::OPEN_READWRITE);
        desk.exec("PRAGMA journal_mode = WAL");
        desk.exec("PRAGMA wal_autocheckpoint = 0");
        desk.exec("UPDATE side SET treasury = treasury + 1000000 WHERE rowid = 1");
        ASSERT_TRUE(fs::exists(other + "-wal"));
        const std::string log = readBytes(other + "-wal");
        for (const std::vector<std::string>& args :
             {std::vector<std::string>{"report", "--db", db, "--kind", "muster", "--format", "html",
                                       "--out", other + "-wal", "--force"},
              std::vector<std::string>{"export", "--db", db, "--out", other + "-wal", "--force"},
              std::vector<std::string>{"report", "--db", db, "--kind", "treasury", "--format",
                                       "csv", "--out", other + "-shm", "--force"}}) {
            const CliResult r = run(args);
            EXPECT_EQ(r.code, kExitUserError) << args[0] << ": " << r.err;
            EXPECT_TRUE(has(r.err, "SQLite side file")) << r.err;
        }
        EXPECT_EQ(readBytes(other + "-wal"), log);
    }
    EXPECT_EQ(treasuries(other), before + 1000000);
}

// A file written where a campaign's backups folder goes would refuse every later backup, and
// so every first action of a day ("cannot back up").
TEST_F(RoundThree, AnOutputNamedAsABackupsFolderIsRefusedAndTheDaysFirstActionIsStillBackedUp) {
    const std::string folder = db + ".backups";
    const CliResult report =
        run({"report", "--db", db, "--kind", "muster", "--format", "html", "--out", folder});
    EXPECT_EQ(report.code, kExitUserError) << report.err;
    EXPECT_TRUE(has(report.err, "backups folder")) << report.err;
    EXPECT_FALSE(fs::exists(folder));
    const CliResult march =
        run({"march", "--db", db, "--army", "Host of Arden", "--to", "Redfield"});
    ASSERT_EQ(march.code, 0) << march.err;
    EXPECT_TRUE(fs::is_directory(folder));
}

TEST_F(RoundThree, NothingIsWrittenInsideABackupsFolderEvenWithForce) {
    ASSERT_EQ(run({"march", "--db", db, "--army", "Host of Arden", "--to", "Redfield"}).code, 0);
    const fs::path folder = db + ".backups";
    ASSERT_TRUE(fs::is_directory(folder));
    const fs::path backup = fs::directory_iterator(folder)->path();
    const std::string bytes = readBytes(backup);
    const CliResult r = run({"export", "--db", db, "--out", backup.string(), "--force"});
    EXPECT_EQ(r.code, kExitUserError) << r.err;
    EXPECT_EQ(readBytes(backup), bytes);
}

// A long army name made an id longer than a scenario allows, so the campaign's own export could
// not be imported again.
TEST_F(RoundThree, AnArmySplitOffUnderALongNameExportsAndImportsAgain) {
    const std::string name(150, 'L');
    ASSERT_EQ(
        run({"split", "--db", db, "--army", "Host of Arden", "--units", "Hobilars", "--name", name})
            .code,
        0);
    ASSERT_EQ(run({"split", "--db", db, "--army", "Host of Arden", "--units", "Welsh spearmen",
                   "--name", name + "M"})
                  .code,
              0);
    const std::string scenario = (dir / "export.xml").string();
    ASSERT_EQ(run({"export", "--db", db, "--out", scenario}).code, 0);
    const CliResult again =
        run({"new", "--scenario", scenario, "--db", (dir / "again.seneschal").string()});
    EXPECT_EQ(again.code, 0) << again.err;
}

// Names typed on the command line are held to the rule names in files are held to.
TEST_F(RoundThree, ARecruitNamedWithAnEscapeSequenceIsRefusedAndNothingReachesTheTerminalRaw) {
    const std::string before = readBytes(db);
    const CliResult r =
        run({"recruit", "--db", db, "--place", "Greywater Ford", "--men", "10", "--new",
             "Red\x1b[31m men", "--type", "spearmen", "--class", "C", "--army", "Host of Arden"});
    EXPECT_EQ(r.code, kExitUserError);
    EXPECT_TRUE(has(r.err, "U+001B")) << r.err;
    EXPECT_FALSE(has(r.err, "\x1b")) << r.err;
    EXPECT_EQ(readBytes(db), before);
}

TEST_F(RoundThree, ANewUnitsNameOfTwoHundredBytesIsTakenAndOneMoreIsNot) {
    {
        SQLite::Database file(db, SQLite::OPEN_READWRITE);  // the host at home, where it recruits
        file.exec(
            "UPDATE army SET place_id = (SELECT id FROM place WHERE slug = 'ardenford') "
            "WHERE slug = 'arden-host'");
    }
    const auto recruit = [&](const std::string& name) {
        return run({"recruit", "--db", db, "--place", "Ardenford", "--men", "10", "--new", name,
                    "--type", "spearmen", "--class", "C", "--army", "Host of Arden"});
    };
    const CliResult longest = recruit(std::string(200, 'a'));
    EXPECT_EQ(longest.code, 0) << longest.err;
    const CliResult tooLong = recruit(std::string(201, 'b'));
    EXPECT_EQ(tooLong.code, kExitUserError);
    EXPECT_TRUE(has(tooLong.err, "201 bytes")) << tooLong.err;
    const std::string scenario = (dir / "export.xml").string();
    ASSERT_EQ(run({"export", "--db", db, "--out", scenario}).code, 0);
    EXPECT_EQ(run({"new", "--scenario", scenario, "--db", (dir / "b.seneschal").string()}).code, 0);
}

}  // namespace
}  // namespace seneschal::cli::round_three
