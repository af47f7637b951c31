// Issue 16: `seneschal-cli odds --db F --place P [--rules R]` gives the odds of the campaign
// battle at a place, fought as `battle --db` fights it, and writes nothing to the campaign.
#include <gtest/gtest.h>

#include <sstream>
#include <string>
#include <vector>

#include "tests/campaign/temp_dir.hpp"
#include "tests/cli/caen_campaign.hpp"
#include "tests/cli/cli_run.hpp"

namespace seneschal::cli {
namespace {

std::vector<std::string> csvLines(const std::string& text) {
    std::vector<std::string> lines;
    std::istringstream in(text);
    for (std::string line; std::getline(in, line);) lines.push_back(line);
    return lines;
}

TEST_F(CaenCampaign, OddsOfTheBattleAtAPlaceForEachRuleSetWriteNothing) {
    const std::string before = testing::readBytes(db);
    for (const char* rules : {"godsacre", "postcard", "feudal"}) {
        const CliResult r = run({"odds", "--db", db, "--place", "Caen", "--rules", rules, "--runs",
                                 "200", "--seed", "3", "--threads", "2"});
        ASSERT_EQ(r.code, 0) << rules << ": " << r.err;
        const std::vector<std::string> lines = csvLines(r.out);
        ASSERT_EQ(lines.size(), 3u) << r.out;
        EXPECT_EQ(lines[0],
                  "side,wins,win_rate,ci_low,ci_high,draws,mean_men_lost,mean_figures_captured,"
                  "side_name");
        EXPECT_EQ(lines[1].rfind("england,", 0), 0u) << lines[1];
        EXPECT_EQ(lines[2].rfind("france,", 0), 0u) << lines[2];
        // Issue 37: the side's name beside its id.
        EXPECT_TRUE(lines[1].ends_with(",Kingdom of England")) << lines[1];
        EXPECT_TRUE(lines[2].ends_with(",Kingdom of France")) << lines[2];
        // The same seed gives the same odds on one thread as on two.
        const CliResult again = run({"odds", "--db", db, "--place", "caen", "--rules", rules,
                                     "--runs", "200", "--seed", "3", "--threads", "1"});
        EXPECT_EQ(again.out, r.out) << rules;
    }
    EXPECT_EQ(testing::readBytes(db), before);
}

TEST_F(CaenCampaign, OddsWhereNoBattleCanBeFoughtSayWhyInOneLine) {
    const CliResult empty = run({"odds", "--db", db, "--place", "Paris", "--runs", "10"});
    EXPECT_EQ(empty.code, 1);
    EXPECT_EQ(empty.err,
              "error: no battle at Paris: the armies of two hostile sides must be there, and no "
              "side has an army there\n");
    const CliResult half = run({"odds", "--db", db, "--runs", "10"});
    EXPECT_EQ(half.code, 1);
    EXPECT_NE(half.err.find("--place"), std::string::npos) << half.err;
    const CliResult both = run({"odds", "--db", db, "--place", "Caen", "--scenario", "x.xml"});
    EXPECT_EQ(both.code, 1);
    EXPECT_NE(both.err.find("not both"), std::string::npos) << both.err;
    const CliResult unknown = run({"odds", "--db", db, "--place", "Atlantis", "--runs", "10"});
    EXPECT_EQ(unknown.code, 1);
    EXPECT_NE(unknown.err.find("Atlantis"), std::string::npos) << unknown.err;
}

}  // namespace
}  // namespace seneschal::cli

namespace seneschal::cli {
namespace {

std::string seedIn(const std::string& firstLine) {
    const std::size_t at = firstLine.find("seed ");
    if (at == std::string::npos) return "";
    const std::size_t end = firstLine.find_first_not_of("0123456789", at + 5);
    return firstLine.substr(at + 5, end - at - 5);
}

// Issue 16, dice: a battle fought without --seed rolls new dice each time, prints its seed, and
// that seed fights the same battle again.
TEST_F(CaenCampaign, EachBattleRollsItsOwnSeedAndThePrintedSeedReplaysIt) {
    const CliResult first = run({"battle", "--db", db, "--place", "Caen", "--dry-run"});
    const CliResult second = run({"battle", "--db", db, "--place", "Caen", "--dry-run"});
    ASSERT_EQ(first.code, 0) << first.err;
    ASSERT_EQ(second.code, 0) << second.err;
    const std::string seed = seedIn(first.out.substr(0, first.out.find('\n')));
    ASSERT_FALSE(seed.empty()) << first.out;
    EXPECT_NE(seed, seedIn(second.out.substr(0, second.out.find('\n'))));
    const CliResult replay =
        run({"battle", "--db", db, "--place", "Caen", "--dry-run", "--seed", seed});
    EXPECT_EQ(replay.out, first.out);

    const std::string skirmish =
        std::string(SENESCHAL_SOURCE_DIR) + "/data/scenarios/small-skirmish.xml";
    const CliResult quick = run({"battle", "--scenario", skirmish, "--rules", "postcard"});
    ASSERT_EQ(quick.code, 0) << quick.err;
    const std::string quickSeed = seedIn(quick.out.substr(0, quick.out.find('\n')));
    EXPECT_NE(quickSeed, "0") << quick.out;
    EXPECT_EQ(
        run({"battle", "--scenario", skirmish, "--rules", "postcard", "--seed", quickSeed}).out,
        quick.out);
}

}  // namespace
}  // namespace seneschal::cli
