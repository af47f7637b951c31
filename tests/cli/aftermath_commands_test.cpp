// `apply`, `advance`, `prisoners`, `ransom`, `treasury` and the campaign `battle`, through
// runCli on the Crécy sample with the English host at Caen.
#include <SQLiteCpp/Database.h>
#include <gtest/gtest.h>

#include <sstream>

#include "app/cli/cli.hpp"
#include "battle/outcome_xml.hpp"
#include "tests/campaign/battlefield_campaign.hpp"
#include "tests/campaign/temp_dir.hpp"
#include "tests/cli/caen_campaign.hpp"
#include "tests/cli/cli_run.hpp"

namespace seneschal::cli {
namespace {

using Result = CliResult;

using seneschal::testing::TempDir;

using AftermathCommands = CaenCampaign;

TEST_F(AftermathCommands, ApplyDryRunPreviewsEveryChangeAndWritesNothing) {
    const Result r = run({"apply", "--db", db, "--outcome", outcome, "--dry-run"});
    ASSERT_EQ(r.code, 0) << r.err;
    EXPECT_TRUE(has(r.out,
                    "Prince's household knights (Kingdom of England): 200 -> 160 men; 20 dead, "
                    "20 wounded (back on 26 July 1346)"))
        << r.out;
    EXPECT_TRUE(has(r.out, "Raoul, Count of Eu (Kingdom of France): taken by Kingdom of England"))
        << r.out;
    EXPECT_TRUE(has(r.out, "[GA-RES-LOSE]")) << r.out;
    EXPECT_TRUE(has(r.out, "Dry run: nothing was written")) << r.out;
    EXPECT_EQ(run({"undo", "--db", db}).code, kExitUserError) << "the dry run left an action";
}

TEST_F(AftermathCommands, ApplyThenPrisonersRansomTreasuryAdvanceAndUndo) {
    const Result applied = run({"apply", "--db", db, "--outcome", outcome});
    ASSERT_EQ(applied.code, 0) << applied.err;
    EXPECT_TRUE(has(applied.out, "Applied: Battle at Caen: Kingdom of England wins"))
        << applied.out;

    const Result prisoners = run({"prisoners", "--db", db, "--format", "csv"});
    ASSERT_EQ(prisoners.code, 0) << prisoners.err;
    EXPECT_TRUE(has(prisoners.out,
                    "id,captive,kind,side,captor,men,ransom,paid,taken,demand by,"
                    "demanded,deadline,status,side name,captor name,currency\n"))
        << prisoners.out;
    EXPECT_TRUE(has(prisoners.out,
                    "2,\"Raoul, Count of Eu\",leader,france,england,1,8000,0,"
                    "1346-07-12,1346-07-19,,1347-01-08,held"))
        << prisoners.out;

    const Result advance = run({"advance", "--db", db, "--days", "14"});
    ASSERT_EQ(advance.code, 0) << advance.err;
    EXPECT_TRUE(has(advance.out, "1346-07-19\n  [ransom-demand-due]")) << advance.out;
    EXPECT_TRUE(has(advance.out,
                    "1346-07-26\n  [wounded-return] 20 wounded men of Prince's household knights "
                    "return to duty"))
        << advance.out;

    // Both sides have paid their armies for two weeks; the ransom moves exactly 3000.
    const auto treasuryOf = [&](const std::string& side) {
        const std::string csv = run({"treasury", "--db", db, "--format", "csv"}).out;
        const auto at = csv.find("\n" + side + ",");
        EXPECT_NE(at, std::string::npos) << csv;
        std::vector<std::string> fields;
        std::string line = csv.substr(at + 1, csv.find('\n', at + 1) - at - 1);
        for (std::size_t start = 0;;) {
            const auto comma = line.find(',', start);
            fields.push_back(line.substr(start, comma - start));
            if (comma == std::string::npos) break;
            start = comma + 1;
        }
        return fields;
    };
    const auto englandBefore = std::stoll(treasuryOf("england")[2]);
    const auto franceBefore = std::stoll(treasuryOf("france")[2]);
    const Result pay = run({"ransom", "--db", db, "pay", "2", "--amount", "3000"});
    ASSERT_EQ(pay.code, 0) << pay.err;
    EXPECT_EQ(pay.out, "Pay 3,000 pounds for Raoul, Count of Eu\n");
    const auto england = treasuryOf("england");
    const auto france = treasuryOf("france");
    EXPECT_EQ(std::stoll(england[2]), englandBefore + 3000);
    EXPECT_EQ(std::stoll(france[2]), franceBefore - 3000);
    EXPECT_EQ(england[3] + "," + england[4], "0,5800");  // owes nothing, is owed 5800
    EXPECT_EQ(france[3] + "," + france[4], "5800,0");

    EXPECT_EQ(run({"undo", "--db", db}).code, 0);
    EXPECT_EQ(std::stoll(treasuryOf("france")[2]), franceBefore);
    EXPECT_EQ(run({"check", "--db", db}).code, 0);
}

TEST_F(AftermathCommands, ARansomTheTreasuryCannotPayIsRefused) {
    ASSERT_EQ(run({"apply", "--db", db, "--outcome", outcome}).code, 0);
    const Result r = run({"ransom", "--db", db, "pay", "2", "--amount", "60000"});
    EXPECT_EQ(r.code, kExitUserError);
    EXPECT_TRUE(has(r.err, "error: only 8,000 pounds is owed")) << r.err;
    const Result none = run({"ransom", "--db", db, "escape", "99"});
    EXPECT_EQ(none.code, kExitUserError);
    EXPECT_TRUE(has(none.err, "no captive 99")) << none.err;
}

TEST_F(AftermathCommands, ABadOutcomeNamesTheUnitAndFieldAndAppliesNothing) {
    std::string xml = testing::readBytes(outcome);
    xml.replace(xml.find("Constable's knights"), 19, "Constable's knigts");
    testing::writeBytes(outcome, xml);
    const Result r = run({"apply", "--db", db, "--outcome", outcome});
    EXPECT_EQ(r.code, kExitUserError);
    EXPECT_TRUE(has(r.err, "unit 'Constable's knigts' (field 'name')")) << r.err;
    EXPECT_EQ(run({"undo", "--db", db}).code, kExitUserError) << "something was applied";
}

// Feudal, seed 1: with most seeds at Caen the quick resolvers give a withdrawn cavalry unit
// formed cavalry figures, which the outcome check refuses (reported to the integrator).
TEST_F(AftermathCommands, BattleAtAPlaceFightsWithTheChosenResolverAndAppliesTheAftermath) {
    const Result dry = run(
        {"battle", "--db", db, "--place", "Caen", "--seed", "1", "--rules", "feudal", "--dry-run"});
    ASSERT_EQ(dry.code, 0) << dry.err;
    // Issue 16: the headline first (who won, how), the seed to fight it again, the log after.
    EXPECT_EQ(dry.out.rfind("Dice seed 1 (--seed 1 fights this battle again)\nBattle at Caen on 12 "
                            "July 1346 (Campaign battle, OHW Feudal): Kingdom of England wins\n",
                            0),
              0u)
        << dry.out;
    EXPECT_LT(dry.out.find("Unit by unit"), dry.out.find("The battle's last moves")) << dry.out;
    EXPECT_TRUE(has(dry.out, "[FW-")) << dry.out;
    EXPECT_TRUE(has(dry.out, "Dry run: nothing was written")) << dry.out;
    const Result fought =
        run({"battle", "--db", db, "--place", "Caen", "--seed", "1", "--rules", "feudal"});
    ASSERT_EQ(fought.code, 0) << fought.err;
    EXPECT_TRUE(has(fought.out, "Applied: Battle at Caen")) << fought.out;
    EXPECT_EQ(run({"check", "--db", db}).code, 0);
    EXPECT_EQ(run({"undo", "--db", db}).code, 0);
    const Result nobody =
        run({"battle", "--db", db, "--place", "Rouen", "--seed", "1", "--rules", "postcard"});
    EXPECT_EQ(nobody.code, kExitUserError);
    EXPECT_TRUE(has(nobody.err, "no battle at Rouen")) << nobody.err;
}

}  // namespace
}  // namespace seneschal::cli
