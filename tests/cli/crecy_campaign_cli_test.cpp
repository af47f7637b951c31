// Issue 7's whole campaign, played from the CLI as a user would: march, advance to the
// contact, fight the battle with God's Acre, apply its aftermath, demand and pay a ransom,
// advance again — and every step leaves the conservation check holding.
#include <gtest/gtest.h>

#include <regex>
#include <sstream>

#include "app/cli/cli.hpp"
#include "base/data_dir.hpp"
#include "tests/campaign/temp_dir.hpp"
#include "tests/cli/cli_run.hpp"

namespace seneschal::cli {
namespace {

TEST(CrecyCampaignCli, MarchAdvanceBattleAftermathRansomAdvanceKeepsEveryManAccountedFor) {
    seneschal::testing::TempDir dir;
    const std::string db = (dir.path() / "crecy.seneschal").string();
    const auto ok = [&](const std::vector<std::string>& args) {
        const CliResult r = run(args);
        EXPECT_EQ(r.code, 0) << args[0] << ": " << r.err;
        EXPECT_EQ(run({"check", "--db", db}).code, 0) << "after " << args[0];
        return r;
    };
    ok({"new", "--scenario", (scenariosDir() / "crecy-1346.xml").string(), "--db", db});
    const CliResult march = ok({"march", "--db", db, "--army", "English host", "--to", "Crécy"});
    EXPECT_NE(march.out.find("arrives"), std::string::npos) << march.out;

    // The host meets the Caen garrison on the way; the advance halts there.
    const CliResult advance = ok({"advance", "--db", db, "--days", "30"});
    EXPECT_NE(advance.out.find("a battle is pending at Caen"), std::string::npos) << advance.out;
    EXPECT_NE(run({"advance", "--db", db, "--days", "1"}).code, 0)
        << "advancing past a pending battle is refused";
    EXPECT_NE(run({"pending", "--db", db}).out.find("Caen"), std::string::npos);

    const CliResult battle = ok({"battle", "--db", db, "--place", "Caen", "--seed", "11"});
    EXPECT_NE(battle.out.find("Applied: Battle at Caen"), std::string::npos) << battle.out;
    EXPECT_NE(battle.out.find("[GA-RES-"), std::string::npos) << battle.out;
    EXPECT_EQ(run({"pending", "--db", db}).out.find("Caen"), std::string::npos)
        << "the battle is no longer pending";

    // Seed 11 leaves the Constable's knights captive: their ransom is demanded and paid.
    const CliResult prisoners = ok({"prisoners", "--db", db, "--format", "csv"});
    std::smatch id;
    ASSERT_TRUE(
        std::regex_search(prisoners.out, id, std::regex("\n([0-9]+),[^\n]*Constable's knights")))
        << prisoners.out;
    ok({"ransom", "--db", db, "demand", id[1].str()});
    const CliResult pay = ok({"ransom", "--db", db, "pay", id[1].str()});
    EXPECT_NE(pay.out.find("Pay "), std::string::npos) << pay.out;
    EXPECT_NE(run({"prisoners", "--db", db, "--format", "csv"}).out.find(",paid"),
              std::string::npos);
    ok({"advance", "--db", db, "--days", "14"});
    ok({"undo", "--db", db});
    ok({"redo", "--db", db});
}

// Issue 16: the winner marches on. The English host, halted at Caen on its way to Crécy, takes
// up its orders again when the battle there is applied, says so, and the undo of the battle
// takes that back with the rest.
TEST(CrecyCampaignCli, TheWinnerResumesItsMarchAfterTheBattleAndUndoTakesItBack) {
    seneschal::testing::TempDir dir;
    const std::string db = (dir.path() / "crecy.seneschal").string();
    const auto ok = [&](const std::vector<std::string>& args) {
        const CliResult r = run(args);
        EXPECT_EQ(r.code, 0) << args[0] << ": " << r.err;
        return r;
    };
    const auto englishRow = [&] {
        std::istringstream lines(ok({"armies", "--db", db}).out);
        std::string line;
        while (std::getline(lines, line)) {
            if (line.rfind("English host", 0) == 0) return line;
        }
        return std::string();
    };
    ok({"new", "--scenario", (scenariosDir() / "crecy-1346.xml").string(), "--db", db});
    ok({"march", "--db", db, "--army", "English host", "--to", "Crécy"});
    ok({"advance", "--db", db, "--days", "10"});
    // Held by the pending battle, the host shows no arrival: its orders wait for the battle.
    const std::string halted = englishRow();
    EXPECT_TRUE(has(halted, "at Caen")) << halted;
    EXPECT_FALSE(has(halted, "1346")) << halted;

    const CliResult battle = ok({"battle", "--db", db, "--place", "Caen", "--seed", "7"});
    EXPECT_TRUE(has(battle.out,
                    "Applied: Battle at Caen: Kingdom of England wins\n"
                    "English host resumes its march to Crécy, arriving 8 August "
                    "1346\n"))
        << battle.out;
    const std::string resumed = englishRow();
    EXPECT_TRUE(has(resumed, "Crécy")) << resumed;
    EXPECT_TRUE(has(resumed, "8 August 1346")) << resumed;
    EXPECT_TRUE(has(ok({"ledger", "--db", db, "--format", "csv"}).out,
                    "English host resumes its march to Crécy, arriving 8 August 1346"));

    // The host marches on the next day: it leaves Caen for Lisieux.
    const CliResult onward = ok({"advance", "--db", db, "--days", "1"});
    EXPECT_TRUE(has(onward.out, "English host leaves Caen for Lisieux")) << onward.out;

    ok({"undo", "--db", db});
    ok({"undo", "--db", db});
    EXPECT_EQ(englishRow(), halted) << "undo restores the host as it stood before the battle";
    EXPECT_TRUE(has(ok({"pending", "--db", db}).out, "Caen"));
    EXPECT_FALSE(has(ok({"ledger", "--db", db, "--format", "csv"}).out, "resumes its march"));
    // Fought again the same way, it resumes again: the order was kept, not rebuilt.
    ok({"battle", "--db", db, "--place", "Caen", "--seed", "7"});
    EXPECT_TRUE(has(englishRow(), "8 August 1346"));
}

}  // namespace
}  // namespace seneschal::cli
