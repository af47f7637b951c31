#include <gtest/gtest.h>

#include <sstream>
#include <string>
#include <vector>

#include "app/cli/cli.hpp"
#include "tests/campaign/temp_dir.hpp"
#include "tests/cli/cli_run.hpp"
#include "tests/test_files.hpp"

namespace seneschal::cli {
namespace {
using testing::kScenarioDir;

using Result = CliResult;

using seneschal::testing::TempDir;

class MarchCommands : public ::testing::Test {
  protected:
    void load(const std::string& scenario) {
        const Result made =
            run({"new", "--scenario", (kScenarioDir / scenario).string(), "--db", db});
        ASSERT_EQ(made.code, 0) << made.err;
    }
    TempDir dir;
    std::string db = (dir / "c.seneschal").string();
};

TEST_F(MarchCommands, MarchPrintsThePathAndTheArrivalDate) {
    load("crecy-1346.xml");
    const Result r = run({"march", "--db", db, "--army", "English host", "--to", "crecy"});
    ASSERT_EQ(r.code, 0) << r.err;
    EXPECT_EQ(r.out,
              "March English host to Crécy\n"
              "  by Valognes -> Carentan -> Caen -> Lisieux -> Elbeuf -> Rouen -> Amiens -> "
              "Abbeville -> Crécy\n"
              "  arrives 8 August 1346 (27 days)\n");
}

TEST_F(MarchCommands, UnknownPlacesAreUserErrorsAndMissingOptionsUsageErrors) {
    load("crecy-1346.xml");
    const Result unknown = run({"march", "--db", db, "--army", "english-host", "--to", "London"});
    EXPECT_EQ(unknown.code, 1);
    EXPECT_EQ(unknown.err, "error: no place 'London' in this campaign\n");
    EXPECT_EQ(run({"march", "--db", db, "--army", "english-host"}).code, 2);
    EXPECT_EQ(run({"recruit", "--db", db, "--place", "caen", "--men", "5", "--new", "X"}).code, 2);
}

// Issue 37, item 5: the example `recruit --help` shows works as printed, and an unknown
// troop type lists the types and suggests the nearest.
TEST_F(MarchCommands, RecruitsHelpExampleWorksAndAnUnknownTypeSuggestsTheNearest) {
    load("crecy-1346.xml");
    const Result help = run({"recruit", "--help"});
    ASSERT_EQ(help.code, 0) << help.err;
    std::istringstream lines(help.out);
    std::string example;
    for (std::string line; std::getline(lines, line);) {
        const auto at = line.find("seneschal-cli recruit ");
        if (at != std::string::npos)
            example = line.substr(at + std::string("seneschal-cli ").size());
    }
    ASSERT_FALSE(example.empty()) << help.out;
    // The words as a shell splits them, the example's file made this test's.
    std::vector<std::string> args;
    std::string word;
    bool quoted = false, any = false;
    for (const char c : example) {
        if (c == '"') {
            quoted = !quoted;
            any = true;
        } else if (c == ' ' && !quoted) {
            if (any) args.push_back(word == "crecy.seneschal" ? db : word);
            word.clear();
            any = false;
        } else {
            word += c;
            any = true;
        }
    }
    if (any) args.push_back(word == "crecy.seneschal" ? db : word);
    const Result done = run(args);
    EXPECT_EQ(done.code, 0) << example << "\n" << done.err;

    const Result unknown =
        run({"recruit", "--db", db, "--place", "Caen", "--men", "50", "--new", "Norman bowmen",
             "--type", "crosbowmen", "--class", "C", "--army", "Caen garrison"});
    EXPECT_EQ(unknown.code, 1);
    EXPECT_NE(unknown.err.find("error: no troop type 'crosbowmen' in the rules; did you mean "
                               "crossbowmen"),
              std::string::npos)
        << unknown.err;
    EXPECT_NE(unknown.err.find("The types are: "), std::string::npos) << unknown.err;
    EXPECT_NE(unknown.err.find("longbowmen"), std::string::npos) << unknown.err;
}

TEST_F(MarchCommands, SplitMergePendingAndFactors) {
    load("test-small.xml");
    const Result split = run({"split", "--db", db, "--army", "arden-host", "--units",
                              "Vanguard,arden-archers", "--name", "Riders"});
    ASSERT_EQ(split.code, 0) << split.err;
    EXPECT_EQ(split.out, "Split Riders from Host of Arden\n");
    const Result merge = run({"merge", "--db", db, "--armies", "arden-host,Riders"});
    ASSERT_EQ(merge.code, 0) << merge.err;
    EXPECT_EQ(merge.out, "Merge Riders into Host of Arden\n");

    EXPECT_EQ(run({"pending", "--db", db}).out, "No battle is pending.\n");
    const Result factors = run({"factors", "--db", db, "--place", "Redfield"});
    ASSERT_EQ(factors.code, 0) << factors.err;
    EXPECT_NE(factors.out.find("Host of Morvan / Crossbowmen: 0 (no campaign factors)"),
              std::string::npos)
        << factors.out;
    const Result nobody = run({"factors", "--db", db, "--place", "ardenford"});
    EXPECT_EQ(nobody.code, 1);
    EXPECT_EQ(nobody.err, "error: no army stands at Ardenford\n");
}

// Issue 34: an army merged away is not listed with its 0 men any more; undo brings it back.
TEST_F(MarchCommands, AnArmyMergedAwayIsNoLongerListedAndUndoListsItAgain) {
    load("test-small.xml");
    ASSERT_EQ(run({"split", "--db", db, "--army", "arden-host", "--units", "Vanguard", "--name",
                   "Riders"})
                  .code,
              0);
    const auto listsRiders = [&](const char* command) {
        const Result listed = run({command, "--db", db});
        EXPECT_EQ(listed.code, 0) << listed.err;
        // An army's line in each listing: "Riders  at ..." or "  Riders" in the roster.
        return listed.out.find("\nRiders ") != std::string::npos ||
               listed.out.find("\n  Riders\n") != std::string::npos;
    };
    EXPECT_TRUE(listsRiders("armies"));
    EXPECT_TRUE(listsRiders("roster"));
    const Result merge = run({"merge", "--db", db, "--armies", "arden-host,Riders"});
    ASSERT_EQ(merge.code, 0) << merge.err;
    EXPECT_FALSE(listsRiders("armies"));
    EXPECT_FALSE(listsRiders("roster"));
    ASSERT_EQ(run({"undo", "--db", db}).code, 0);
    EXPECT_TRUE(listsRiders("armies"));
    EXPECT_TRUE(listsRiders("roster"));
}

TEST_F(MarchCommands, RecruitAndPay) {
    load("test-small.xml");
    const Result refused = run(
        {"recruit", "--db", db, "--place", "greywater", "--unit", "arden-spears", "--men", "10"});
    EXPECT_EQ(refused.code, 1);
    EXPECT_NE(refused.err.find("men are raised only in one's own places"), std::string::npos)
        << refused.err;
    const Result pay = run({"pay", "--db", db, "--side", "arden"});
    EXPECT_EQ(pay.code, 1);
    EXPECT_EQ(pay.err, "error: Earldom of Arden owes no arrears\n");
}

}  // namespace
}  // namespace seneschal::cli
