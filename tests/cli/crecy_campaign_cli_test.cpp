// Issue 7's whole campaign, played from the CLI as a user would: march, advance to the
// contact, fight the battle with God's Acre, apply its aftermath, demand and pay a ransom,
// advance again — and every step leaves the conservation check holding.
#include <gtest/gtest.h>

#include <regex>
#include <sstream>

#include "app/cli/cli.hpp"
#include "battle/data_dir.hpp"
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

}  // namespace
}  // namespace seneschal::cli
