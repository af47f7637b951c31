#include <SQLiteCpp/Database.h>
#include <gtest/gtest.h>

#include <sstream>

#include "app/cli/cli.hpp"
#include "campaign/actions/action_log.hpp"
#include "campaign/actions/army_orders.hpp"
#include "campaign/file/campaign_file.hpp"
#include "tests/campaign/temp_dir.hpp"
#include "tests/cli/cli_run.hpp"
#include "tests/test_files.hpp"

namespace seneschal::cli {
namespace {
using testing::kSmallScenario;

using Result = CliResult;

namespace fs = std::filesystem;
using seneschal::testing::TempDir;

const std::string kBad = std::string(SENESCHAL_SOURCE_DIR) + "/tests/campaign/bad-scenarios/";

class CampaignCommands : public ::testing::Test {
  protected:
    void SetUp() override {
        const Result made = run({"new", "--scenario", kSmallScenario.string(), "--db", db});
        ASSERT_EQ(made.code, 0) << made.err;
    }
    void perform(campaign::Action& action) {
        auto file = campaign::CampaignFile::open(db);
        campaign::perform(file.db(), action);
    }
    TempDir dir;
    std::string db = (dir / "arden.seneschal").string();
};

TEST_F(CampaignCommands, NewReportsWhatItCreated) {
    TempDir other;
    const Result r = run(
        {"new", "--scenario", kSmallScenario.string(), "--db", (other / "x.seneschal").string()});
    EXPECT_EQ(r.code, 0) << r.err;
    EXPECT_NE(r.out.find("The March of Arden, 1350 (2 sides, 6 places, 8 routes, 9 leaders, "
                         "3 armies, 12 units"),
              std::string::npos)
        << r.out;
}

// Issue 37, words: the summary of a new campaign groups its numbers and says "1 army", not
// "1 armies".
TEST_F(CampaignCommands, NewSaysItsCountsInWordsGroupedAndSingularForOne) {
    const std::string made = (dir / "blank.seneschal").string();
    const Result r = run({"new", "--blank", "--db", made, "--name", "The Border War", "--start",
                          "1350-05-01", "--width", "600", "--height", "400"});
    ASSERT_EQ(r.code, 0) << r.err;
    EXPECT_NE(r.out.find("(0 sides, 0 places, 0 routes, 0 leaders, 0 armies, 0 units, 0 men "
                         "present)"),
              std::string::npos)
        << r.out;
    const Result crecy =
        run({"new", "--scenario", "crecy-1346", "--db", (dir / "crecy-words.seneschal").string()});
    ASSERT_EQ(crecy.code, 0) << crecy.err;
    EXPECT_NE(crecy.out.find("44,800 men present"), std::string::npos) << crecy.out;
}

TEST_F(CampaignCommands, NewRefusesToOverwriteUnlessForced) {
    const Result refused = run({"new", "--scenario", kSmallScenario.string(), "--db", db});
    EXPECT_EQ(refused.code, kExitUserError);
    EXPECT_NE(refused.err.find("--force"), std::string::npos) << refused.err;
    EXPECT_EQ(run({"new", "--scenario", kSmallScenario.string(), "--db", db, "--force"}).code, 0);
}

TEST_F(CampaignCommands, NewWithABadScenarioNamesFileAndLineAndLeavesNoFile) {
    const std::string target = (dir / "bad.seneschal").string();
    const Result r = run({"new", "--scenario", kBad + "unknown-troop-type.xml", "--db", target});
    EXPECT_EQ(r.code, kExitUserError);
    EXPECT_NE(r.err.find("unknown-troop-type.xml:18"), std::string::npos) << r.err;
    EXPECT_NE(r.err.find("dragoons"), std::string::npos) << r.err;
    EXPECT_FALSE(fs::exists(target));
}

TEST_F(CampaignCommands, RosterCsvHasTheAgreedHeaderAndEveryUnit) {
    const Result r = run({"roster", "--db", db, "--format", "csv"});
    ASSERT_EQ(r.code, 0) << r.err;
    std::istringstream lines(r.out);
    std::string header;
    std::getline(lines, header);
    EXPECT_EQ(header,
              "side,army,battal,unit,type,class,present,wounded,captive,dead,deserted,figures,next "
              "return,held by,side id,army id,battal id,unit id");
    int units = 0;
    for (std::string line; std::getline(lines, line);) ++units;
    EXPECT_EQ(units, 12);
    EXPECT_NE(r.out.find("Earldom of Arden,Host of Arden,Main battle,Longbowmen of Arden,"
                         "longbowmen,B,600,40,0,0,0,30,"),
              std::string::npos)
        << r.out;
}

TEST_F(CampaignCommands, RosterOfOneArmyByNameOrId) {
    const Result byName =
        run({"roster", "--db", db, "--army", "Garrison of Kestrel", "--format", "csv"});
    ASSERT_EQ(byName.code, 0) << byName.err;
    EXPECT_EQ(byName.out,
              run({"roster", "--db", db, "--army", "kestrel-garrison", "--format", "csv"}).out);
    EXPECT_NE(byName.out.find("Militia spearmen"), std::string::npos);
    EXPECT_EQ(byName.out.find("Longbowmen"), std::string::npos);
    const Result unknown = run({"roster", "--db", db, "--army", "Host of Atlantis"});
    EXPECT_EQ(unknown.code, kExitUserError);
    EXPECT_NE(unknown.err.find("no army 'Host of Atlantis'"), std::string::npos) << unknown.err;
}

TEST_F(CampaignCommands, RosterTextIsAlignedForReading) {
    const Result r = run({"roster", "--db", db});
    ASSERT_EQ(r.code, 0) << r.err;
    EXPECT_NE(r.out.find("figures"), std::string::npos);
    EXPECT_NE(r.out.find("Duke's knights"), std::string::npos);
}

TEST_F(CampaignCommands, LeadersShowWhatTheyLeadAndTheirStatus) {
    const Result r = run({"leaders", "--db", db, "--format", "csv"});
    ASSERT_EQ(r.code, 0) << r.err;
    EXPECT_NE(
        r.out.find("count-odo,\"Odo, Count of Kestrel\",count,3,,,captive of Earldom of Arden"),
        std::string::npos)
        << r.out;
    EXPECT_NE(r.out.find("sir-bertran,Sir Bertran,knight,2,incompetent,,wounded until 1350-05-20"),
              std::string::npos)
        << r.out;
    EXPECT_NE(r.out.find("earl-hugh,\"Hugh, Earl of Arden\",earl,4,bold,army Host of Arden,active"),
              std::string::npos)
        << r.out;
}

TEST_F(CampaignCommands, UndoAndRedoStepThroughTheLedger) {
    {
        // Greywater Ford, where the host stands, is Arden's: men may be raised there.
        auto file = campaign::CampaignFile::open(db);
        file.db().exec(
            "UPDATE place SET owner_side_id = (SELECT id FROM side WHERE slug = 'arden') "
            "WHERE slug = 'greywater'");
    }
    campaign::Recruit recruit("greywater", "arden-knights", 30);
    perform(recruit);
    const std::string recruited = recruit.describe();
    ASSERT_EQ(recruited.rfind("Recruit 30 men into Earl's knights at Greywater Ford", 0), 0u)
        << recruited;
    EXPECT_NE(run({"ledger", "--db", db, "--format", "csv"})
                  .out.find("Recruit 30 men into Earl's knights"),
              std::string::npos);

    const Result undone = run({"undo", "--db", db});
    EXPECT_EQ(undone.code, 0) << undone.err;
    EXPECT_EQ(undone.out, "Undone: " + recruited + "\n");
    EXPECT_EQ(run({"ledger", "--db", db}).out.find("Recruit 30"), std::string::npos);
    EXPECT_NE(
        run({"roster", "--db", db, "--format", "csv"}).out.find("Earl's knights,knights,B,120,"),
        std::string::npos);

    const Result nothing = run({"undo", "--db", db});
    EXPECT_EQ(nothing.code, kExitUserError);
    EXPECT_NE(nothing.err.find("nothing to undo"), std::string::npos);

    EXPECT_EQ(run({"redo", "--db", db}).out, "Redone: " + recruited + "\n");
    EXPECT_NE(
        run({"roster", "--db", db, "--format", "csv"}).out.find("Earl's knights,knights,B,150,"),
        std::string::npos);
    EXPECT_EQ(run({"redo", "--db", db}).code, kExitUserError);
}

TEST_F(CampaignCommands, LedgerStartsWithWhatTheScenarioMustered) {
    const Result r = run({"ledger", "--db", db, "--format", "csv"});
    ASSERT_EQ(r.code, 0) << r.err;
    EXPECT_NE(r.out.find("1350-05-03,import,\"Import The March of Arden, 1350\",unit Spearmen,"
                         "mustered,+425,from the scenario"),
              std::string::npos)
        << r.out;
}

TEST_F(CampaignCommands, CheckPassesAFreshCampaignAndFailsABrokenOne) {
    const Result ok = run({"check", "--db", db});
    EXPECT_EQ(ok.code, 0) << ok.out << ok.err;
    {
        SQLite::Database raw(db, SQLite::OPEN_READWRITE);
        raw.exec("UPDATE unit SET present = present - 3 WHERE slug = 'arden-bills'");
    }
    const Result broken = run({"check", "--db", db});
    EXPECT_EQ(broken.code, kExitUserError);
    EXPECT_NE(broken.out.find("the men of the unit Billmen do not add up: mustered 300"),
              std::string::npos)
        << broken.out;
}

TEST_F(CampaignCommands, ExportWritesAScenarioThatImportsAgain) {
    const std::string out = (dir / "now.xml").string();
    ASSERT_EQ(run({"export", "--db", db, "--out", out}).code, 0);
    const Result again =
        run({"new", "--scenario", out, "--db", (dir / "again.seneschal").string()});
    EXPECT_EQ(again.code, 0) << again.err;
    EXPECT_EQ(run({"roster", "--db", (dir / "again.seneschal").string(), "--format", "csv"}).out,
              run({"roster", "--db", db, "--format", "csv"}).out);
}

TEST_F(CampaignCommands, AnUnknownFormatIsAUsageError) {
    EXPECT_EQ(run({"roster", "--db", db, "--format", "pdf"}).code, kExitUsage);
    EXPECT_EQ(run({"roster"}).code, kExitUsage);
}

TEST(CampaignCommandErrors, AMissingCampaignFileIsNamed) {
    const Result r = run({"roster", "--db", "/no/such/campaign.seneschal"});
    EXPECT_EQ(r.code, kExitUserError);
    EXPECT_NE(r.err.find("/no/such/campaign.seneschal' does not exist"), std::string::npos)
        << r.err;
}

}  // namespace
}  // namespace seneschal::cli
