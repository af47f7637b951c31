// Issue 13, "Nothing lost": each data-loss bug found by trying the CLI as a hostile user would,
// as a regression test through runCli (and the real binary where a process limit is needed).
// The campaign is Crécy with the English host at Caen and an outcome of a battle there.
#include <SQLiteCpp/Database.h>
#include <gtest/gtest.h>
#include <sqlite3.h>
#include <sys/wait.h>

#include <chrono>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "app/cli/cli.hpp"
#include "battle/outcome_xml.hpp"
#include "campaign/file/campaign_file.hpp"
#include "campaign/file/check.hpp"
#include "campaign/file/storage_failure.hpp"
#include "tests/campaign/battlefield_campaign.hpp"
#include "tests/campaign/temp_dir.hpp"
#include "tests/cli/caen_campaign.hpp"
#include "tests/cli/cli_run.hpp"
#include "tests/test_files.hpp"

namespace seneschal::cli {
namespace {
using testing::kScenarioDir;
using testing::kSmallScenario;

using Result = CliResult;

namespace fs = std::filesystem;
using seneschal::testing::readBytes;
using seneschal::testing::TempDir;

// One line, `error: ...`, as every refusal is printed.
::testing::AssertionResult oneErrorLine(const Result& r) {
    if (r.code != kExitUserError) {
        return ::testing::AssertionFailure() << "exit " << r.code << ", stderr: " << r.err;
    }
    if (r.err.rfind("error: ", 0) != 0 || r.err.find('\n') != r.err.size() - 1) {
        return ::testing::AssertionFailure() << "not one error line: " << r.err;
    }
    return ::testing::AssertionSuccess();
}

std::string campaignName(const std::string& db) {
    SQLite::Database file(db, SQLite::OPEN_READONLY);
    return file.execAndGet("SELECT name FROM campaign").getString();
}

class NothingLost : public CaenCampaign {
  protected:
    std::string writeOutcome(const std::string& name, const battle::BattleOutcome& o) {
        const std::string path = (dir / name).string();
        battle::writeOutcomeFile(o, path);
        return path;
    }
    std::vector<std::string> problems() {
        auto file = campaign::CampaignFile::open(db, campaign::Access::Check);
        return campaign::checkCampaign(file.db());
    }
};

// --- 1. `new --force` over a campaign whose -wal is live or left over --------------------------

// A crash leaves the campaign's last changes in FILE-wal. Copying the files while a connection
// holds uncommitted-to-the-main-file changes makes exactly that picture.
void copyWithLiveLog(const std::string& from, const std::string& to) {
    SQLite::Database holder(from, SQLite::OPEN_READWRITE);
    holder.exec("PRAGMA journal_mode = WAL");
    holder.exec("PRAGMA wal_autocheckpoint = 0");
    holder.exec("UPDATE campaign SET name = 'The Old Campaign, renamed'");
    holder.exec("UPDATE side SET treasury = treasury + 1");
    ASSERT_TRUE(fs::exists(from + "-wal"));
    ASSERT_GT(fs::file_size(from + "-wal"), 0u);
    fs::copy_file(from, to);
    fs::copy_file(from + "-wal", to + "-wal");
}

TEST_F(NothingLost, NewForceOverACampaignWithALeftoverLogGivesTheNewCampaignWhole) {
    const std::string crashed = (dir / "crashed.seneschal").string();
    copyWithLiveLog(db, crashed);

    const Result r =
        run({"new", "--scenario", kSmallScenario.string(), "--db", crashed, "--force"});
    ASSERT_EQ(r.code, 0) << r.err;

    EXPECT_FALSE(fs::exists(crashed + "-wal")) << "the old campaign's log is still beside the new";
    EXPECT_EQ(campaignName(crashed), "The March of Arden, 1350");
    const Result checked = run({"check", "--db", crashed});
    EXPECT_EQ(checked.code, 0) << checked.out << checked.err;
    auto file = campaign::CampaignFile::open(crashed);
    EXPECT_EQ(file.db().execAndGet("SELECT count(*) FROM unit").getInt(), 12);
    EXPECT_EQ(file.db().execAndGet("SELECT count(*) FROM action").getInt(), 1)
        << "the old campaign's history came along";
}

TEST_F(NothingLost, NewForceOverACampaignAnotherProgramHoldsOpenIsRefusedAndChangesNothing) {
    SQLite::Database desktop(db, SQLite::OPEN_READWRITE);  // the desktop program has it open
    desktop.exec("PRAGMA journal_mode = WAL");
    desktop.exec("UPDATE side SET treasury = treasury + 7");
    const std::string before = readBytes(db);

    const Result r = run({"new", "--scenario", kSmallScenario.string(), "--db", db, "--force"});
    EXPECT_TRUE(oneErrorLine(r));
    EXPECT_TRUE(has(r.err, "another program has it open")) << r.err;
    EXPECT_TRUE(readBytes(db) == before) << "the file changed";
    EXPECT_EQ(desktop.execAndGet("SELECT name FROM campaign").getString(),
              "The Crécy campaign, 1346");
    EXPECT_FALSE(fs::exists(db + ".importing"));
}

TEST_F(NothingLost, NewForceReplacesOnlyACampaignNeverAnotherFile) {
    const std::string notes = (dir / "notes.seneschal").string();
    std::ofstream(notes) << "a year of session notes\n";
    const Result r = run({"new", "--scenario", kSmallScenario.string(), "--db", notes, "--force"});
    EXPECT_TRUE(oneErrorLine(r));
    EXPECT_TRUE(has(r.err, "not a Seneschal campaign")) << r.err;
    EXPECT_EQ(readBytes(notes), "a year of session notes\n");
}

TEST_F(NothingLost, AKilledImportsLeftoversAreCleanedUpByTheNextNew) {
    const std::string target = (dir / "fresh.seneschal").string();
    for (const char* suffix : {".importing", ".importing-wal", ".importing-shm"}) {
        std::ofstream(target + suffix) << "left by a killed import";
    }
    ASSERT_EQ(run({"new", "--scenario", kSmallScenario.string(), "--db", target}).code, 0);
    for (const auto& entry : fs::directory_iterator(dir.path())) {
        EXPECT_EQ(entry.path().string().find(".importing"), std::string::npos) << entry.path();
    }
}

// --- 2. Output options never write onto a campaign --------------------------------------------

TEST_F(NothingLost, BattleDryRunLogOntoTheCampaignIsRefused) {
    const std::string before = readBytes(db);
    const Result r =
        run({"battle", "--db", db, "--place", "Caen", "--seed", "7", "--dry-run", "--log", db});
    EXPECT_TRUE(oneErrorLine(r));
    EXPECT_TRUE(has(r.err, "--log")) << r.err;
    EXPECT_TRUE(readBytes(db) == before) << "the file changed";
}

TEST_F(NothingLost, BattleOutcomeOntoTheCampaignIsRefusedEvenWithForce) {
    const std::string before = readBytes(db);
    const Result r = run({"battle", "--db", db, "--place", "Caen", "--seed", "7", "--dry-run",
                          "--outcome", db, "--force"});
    EXPECT_TRUE(oneErrorLine(r));
    EXPECT_TRUE(readBytes(db) == before) << "the file changed";
}

TEST_F(NothingLost, AnOutputOntoAnyOtherCampaignIsRefusedEvenWithForce) {
    const std::string other = (dir / "other.seneschal").string();
    ASSERT_EQ(run({"new", "--scenario", kSmallScenario.string(), "--db", other}).code, 0);
    const std::string before = readBytes(other);
    const Result r = run({"battle", "--scenario", (kScenarioDir / "reference-1500.xml").string(),
                          "--seed", "1", "--outcome", other, "--force"});
    EXPECT_TRUE(oneErrorLine(r));
    EXPECT_TRUE(has(r.err, "SQLite database")) << r.err;
    EXPECT_TRUE(readBytes(other) == before) << "the file changed";
}

TEST_F(NothingLost, ExportOntoItsOwnCampaignIsRefused) {
    const std::string before = readBytes(db);
    const Result r = run({"export", "--db", db, "--out", db, "--force"});
    EXPECT_TRUE(oneErrorLine(r));
    EXPECT_TRUE(readBytes(db) == before) << "the file changed";
}

TEST_F(NothingLost, OutputsOntoTheCampaignsSideFilesAreRefused) {
    const Result r = run({"export", "--db", db, "--out", db + "-wal", "--force"});
    EXPECT_TRUE(oneErrorLine(r));
    EXPECT_FALSE(fs::exists(db + "-wal"));
}

TEST_F(NothingLost, AnExistingOutputIsReplacedOnlyWithForceAndNothingHalfWrittenIsLeft) {
    const std::string log = (dir / "battle.log").string();
    std::ofstream(log) << "last week's log\n";
    const Result refused =
        run({"battle", "--scenario", (kScenarioDir / "reference-1500.xml").string(), "--seed", "1",
             "--log", log});
    EXPECT_TRUE(oneErrorLine(refused));
    EXPECT_TRUE(has(refused.err, "--force")) << refused.err;
    EXPECT_EQ(readBytes(log), "last week's log\n");

    const Result forced =
        run({"battle", "--scenario", (kScenarioDir / "reference-1500.xml").string(), "--seed", "1",
             "--log", log, "--force"});
    ASSERT_EQ(forced.code, 0) << forced.err;
    EXPECT_NE(readBytes(log), "last week's log\n");
    for (const auto& entry : fs::directory_iterator(dir.path())) {
        EXPECT_EQ(entry.path().string().find(".partial"), std::string::npos) << entry.path();
    }
}

TEST_F(NothingLost, ARelativeOutputIsWrittenInTheCurrentFolder) {
    const fs::path was = fs::current_path();
    fs::current_path(dir.path());
    const Result r = run({"battle", "--scenario", (kScenarioDir / "reference-1500.xml").string(),
                          "--seed", "1", "--log", "battle.log"});
    fs::current_path(was);
    EXPECT_EQ(r.code, 0) << r.err;
    EXPECT_TRUE(fs::exists(dir / "battle.log"));
}

// A look at a campaign (a listing, a refusal) leaves nothing beside it.
TEST_F(NothingLost, ListingACampaignLeavesNoSideFilesBesideIt) {
    for (const std::vector<std::string>& look : {std::vector<std::string>{"backups", "--db", db},
                                                 {"roster", "--db", db},
                                                 {"check", "--db", db},
                                                 {"prisoners", "--db", db}}) {
        ASSERT_EQ(run(look).code, 0) << look[0];
        EXPECT_FALSE(fs::exists(db + "-wal")) << look[0];
        EXPECT_FALSE(fs::exists(db + "-shm")) << look[0];
    }
}

TEST_F(NothingLost, TwoOutputsOntoOneFileAreRefused) {
    const std::string same = (dir / "same.txt").string();
    const Result r = run({"battle", "--scenario", (kScenarioDir / "reference-1500.xml").string(),
                          "--seed", "1", "--log", same, "--outcome", same});
    EXPECT_TRUE(oneErrorLine(r));
    EXPECT_FALSE(fs::exists(same));
}

TEST_F(NothingLost, ExportWritesANewFileAndRefusesToReplaceOneWithoutForce) {
    const std::string out = (dir / "war.xml").string();
    ASSERT_EQ(run({"export", "--db", db, "--out", out}).code, 0);
    const std::string first = readBytes(out);
    EXPECT_TRUE(oneErrorLine(run({"export", "--db", db, "--out", out})));
    EXPECT_EQ(run({"export", "--db", db, "--out", out, "--force"}).code, 0);
    EXPECT_TRUE(readBytes(out) == first) << "the file changed";
}

// --- 4. An outcome of another day or another rule set ------------------------------------------

TEST_F(NothingLost, AnOutcomeDatedAnotherDayIsRefused) {
    battle::BattleOutcome old = caenOutcome();
    old.date = "1200-01-01";
    const std::string path = writeOutcome("old.xml", old);
    const std::string before = readBytes(db);
    const Result r = run({"apply", "--db", db, "--outcome", path});
    EXPECT_TRUE(oneErrorLine(r));
    EXPECT_TRUE(has(r.err, "error: outcome file '" + path + "' (field 'date')")) << r.err;
    EXPECT_TRUE(has(r.err, "1 January 1200")) << r.err;
    EXPECT_TRUE(readBytes(db) == before) << "the file changed";
}

TEST_F(NothingLost, AnOutcomeOnTheCampaignsDayIsApplied) {
    battle::BattleOutcome today = caenOutcome();
    today.date = "1346-07-12";
    const Result r = run({"apply", "--db", db, "--outcome", writeOutcome("today.xml", today)});
    EXPECT_EQ(r.code, 0) << r.err;
}

TEST_F(NothingLost, AnOutcomeOfAnotherRuleSetIsRefusedUnlessTheBattleWasFoughtWithIt) {
    battle::BattleOutcome feudal = caenOutcome();
    feudal.rules = "feudal";
    const std::string path = writeOutcome("feudal.xml", feudal);
    const Result refused = run({"apply", "--db", db, "--outcome", path});
    EXPECT_TRUE(oneErrorLine(refused));
    EXPECT_TRUE(has(refused.err, "field 'rules'")) << refused.err;
    EXPECT_TRUE(has(refused.err, "--rules feudal")) << refused.err;

    const Result said = run({"apply", "--db", db, "--outcome", path, "--rules", "feudal"});
    EXPECT_EQ(said.code, 0) << said.err;
}

// --- 5. An outcome applied twice ---------------------------------------------------------------

TEST_F(NothingLost, AnOutcomeAppliedTwiceIsRefusedNamingTheFirst) {
    ASSERT_EQ(run({"apply", "--db", db, "--outcome", outcome}).code, 0);
    const std::string once = readBytes(db);
    const Result again = run({"apply", "--db", db, "--outcome", outcome});
    EXPECT_TRUE(oneErrorLine(again));
    EXPECT_TRUE(has(again.err,
                    "applied already: 'Battle at Caen: Kingdom of England wins' on 12 "
                    "July 1346"))
        << again.err;
    EXPECT_TRUE(readBytes(db) == once) << "the file changed";
    EXPECT_TRUE(problems().empty());
}

TEST_F(NothingLost, ASecondOutcomeForTheSameBattleIsRefusedToo) {
    ASSERT_EQ(run({"apply", "--db", db, "--outcome", outcome}).code, 0);
    battle::BattleOutcome other = caenOutcome();
    other.leaders.clear();  // another outcome, same place and day
    const Result r = run({"apply", "--db", db, "--outcome", writeOutcome("other.xml", other)});
    EXPECT_TRUE(oneErrorLine(r));
    EXPECT_TRUE(has(r.err, "applied already")) << r.err;
}

TEST_F(NothingLost, AnUndoneOutcomeMayBeAppliedAgain) {
    ASSERT_EQ(run({"apply", "--db", db, "--outcome", outcome}).code, 0);
    ASSERT_EQ(run({"undo", "--db", db}).code, 0);
    const Result again = run({"apply", "--db", db, "--outcome", outcome});
    EXPECT_EQ(again.code, 0) << again.err;
    EXPECT_TRUE(problems().empty());
}

// --- 6. A schema another program changed -------------------------------------------------------

TEST_F(NothingLost, APlantedTriggerIsFoundByCheckAndRefusedByEveryWritingCommand) {
    {
        SQLite::Database file(db, SQLite::OPEN_READWRITE);
        file.exec(
            "CREATE TRIGGER wipe AFTER UPDATE ON campaign BEGIN "
            "DELETE FROM ledger_entry; END");
    }
    const std::string before = readBytes(db);
    const Result advance = run({"advance", "--db", db, "--days", "1"});
    EXPECT_TRUE(oneErrorLine(advance));
    EXPECT_TRUE(has(advance.err, "trigger 'wipe'")) << advance.err;
    EXPECT_TRUE(readBytes(db) == before) << "the file changed";

    const Result checked = run({"check", "--db", db});
    EXPECT_EQ(checked.code, kExitUserError);
    EXPECT_TRUE(has(checked.out, "schema: trigger 'wipe' is not Seneschal's")) << checked.out;
    EXPECT_TRUE(readBytes(db) == before) << "check wrote to the file";
}

TEST_F(NothingLost, ADroppedTableIsFoundByCheckAndRefusedOnOpen) {
    {
        SQLite::Database file(db, SQLite::OPEN_READWRITE);
        file.exec("DROP TABLE army_merged");
    }
    const Result march = run({"march", "--db", db, "--army", "English host", "--to", "Crécy"});
    EXPECT_TRUE(oneErrorLine(march));
    EXPECT_TRUE(has(march.err, "table 'army_merged' is missing")) << march.err;
    const Result checked = run({"check", "--db", db});
    EXPECT_EQ(checked.code, kExitUserError);
    EXPECT_TRUE(has(checked.out, "schema: table 'army_merged' is missing")) << checked.out;
}

TEST_F(NothingLost, AnAlteredTableIsFoundByCheck) {
    {
        SQLite::Database file(db, SQLite::OPEN_READWRITE);
        file.exec("ALTER TABLE unit ADD COLUMN notes TEXT");
    }
    const Result checked = run({"check", "--db", db});
    EXPECT_EQ(checked.code, kExitUserError);
    EXPECT_TRUE(has(checked.out, "schema: table 'unit' is not as Seneschal made it"))
        << checked.out;
}

// --- 7. Errors that read as internal faults ----------------------------------------------------

TEST_F(NothingLost, AWriterBlockedByAnotherProgramSaysSoNamingTheFile) {
    SQLite::Database other(db, SQLite::OPEN_READWRITE);
    other.exec("BEGIN IMMEDIATE");  // another program is in the middle of writing
    other.exec("UPDATE side SET treasury = treasury + 1");
    const auto started = std::chrono::steady_clock::now();
    const Result r = run({"advance", "--db", db, "--days", "1"});
    const auto waited = std::chrono::steady_clock::now() - started;
    other.exec("ROLLBACK");
    EXPECT_TRUE(oneErrorLine(r));
    EXPECT_TRUE(has(r.err, "campaign file '" + db + "' is busy: another program")) << r.err;
    EXPECT_FALSE(has(r.err, "internal error")) << r.err;
    // It waited for the other program before giving up (the busy timeout).
    EXPECT_GE(waited, std::chrono::milliseconds(campaign::kBusyTimeoutMs - 500));
}

TEST_F(NothingLost, EachStorageFailureIsAUserErrorNamingTheFile) {
    for (const int code :
         {SQLITE_BUSY, SQLITE_LOCKED, SQLITE_FULL, SQLITE_IOERR, SQLITE_IOERR_WRITE,
          SQLITE_READONLY, SQLITE_CORRUPT, SQLITE_NOTADB, SQLITE_CANTOPEN}) {
        const auto message = campaign::describeStorageFailure(code, "war.seneschal");
        ASSERT_TRUE(message.has_value()) << code;
        EXPECT_TRUE(has(*message, "'war.seneschal'")) << *message;
    }
    EXPECT_FALSE(campaign::describeStorageFailure(SQLITE_CONSTRAINT, "war.seneschal").has_value())
        << "a broken constraint is the program's fault and must stay an internal error";
    EXPECT_TRUE(has(*campaign::describeStorageFailure(SQLITE_FULL, "w"), "disk"));
}

// A disk that refuses to grow the file (the process's file size limit stands in for a full disk:
// the real binary, so the limit binds only it).
TEST_F(NothingLost, ADiskThatRefusesTheWriteIsAUserErrorAndTheCampaignSurvives) {
    const std::string before = readBytes(db);
    const int limitBlocks = 16;  // 8 KiB (ulimit -f counts 512-byte blocks): the log cannot grow
    const std::string err = (dir / "err.txt").string();
    const std::string command = "trap '' XFSZ; ulimit -f " + std::to_string(limitBlocks) + "; '" +
                                std::string(SENESCHAL_CLI_BINARY) + "' advance --db '" + db +
                                "' --days 30 2> '" + err + "' > /dev/null";
    const int status = std::system(("bash -c \"" + command + "\"").c_str());
    ASSERT_TRUE(WIFEXITED(status));
    EXPECT_EQ(WEXITSTATUS(status), kExitUserError);
    const std::string message = readBytes(err);
    EXPECT_EQ(message.rfind("error: ", 0), 0u) << message;
    EXPECT_TRUE(has(message, db)) << message;
    EXPECT_FALSE(has(message, "internal error")) << message;
    EXPECT_TRUE(readBytes(db) == before) << "the file changed";
    const Result checked = run({"check", "--db", db});
    EXPECT_EQ(checked.code, 0) << checked.out << checked.err;
    auto file = campaign::CampaignFile::open(db);
    EXPECT_EQ(file.db().execAndGet("SELECT count(*) FROM action").getInt(), 1)
        << "the refused advance left an action";
}

}  // namespace
}  // namespace seneschal::cli
