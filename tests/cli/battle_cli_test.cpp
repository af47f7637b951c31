// `seneschal-cli battle` and `odds` through runCli: the summary, the log and outcome files,
// the same seed giving the same files, the odds CSV (independent of the thread count), and bad
// input reported with file, line and element.
#include <gtest/gtest.h>

#include <fstream>
#include <sstream>

#include "app/cli/cli.hpp"
#include "battle/data_dir.hpp"
#include "battle/outcome_xml.hpp"
#include "tests/campaign/temp_dir.hpp"
#include "tests/cli/cli_run.hpp"

namespace seneschal::cli {
namespace {

using Result = CliResult;

std::string scenario(const char* file) {
    return (seneschal::scenariosDir() / file).string();
}

std::string slurp(const std::filesystem::path& p) {
    std::ifstream in(p, std::ios::binary);
    std::ostringstream s;
    s << in.rdbuf();
    return s.str();
}

TEST(BattleCli, PrintsTheWinnerMovesLossesAndEveryUnit) {
    const Result r = run({"battle", "--scenario", scenario("reference-1500.xml"), "--seed", "1"});
    ASSERT_EQ(r.code, 0) << r.err;
    EXPECT_NE(r.out.find(" won after "), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("English lost "), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("French lost "), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("Cheshire bowmen"), std::string::npos);
    EXPECT_NE(r.out.find("Grimaldi's crossbowmen"), std::string::npos);  // a unit line of each side
}

TEST(BattleCli, WritesTheLogAndOutcomeTheSameForTheSameSeed) {
    testing::TempDir dir;
    const auto log1 = dir.path() / "a.log", log2 = dir.path() / "b.log";
    const auto out1 = dir.path() / "a.xml", out2 = dir.path() / "b.xml";
    ASSERT_EQ(run({"battle", "--scenario", scenario("small-skirmish.xml"), "--seed", "9", "--log",
                   log1.string(), "--outcome", out1.string()})
                  .code,
              0);
    ASSERT_EQ(run({"battle", "--scenario", scenario("small-skirmish.xml"), "--seed", "9", "--log",
                   log2.string(), "--outcome", out2.string()})
                  .code,
              0);
    EXPECT_EQ(slurp(log1), slurp(log2));
    EXPECT_EQ(slurp(out1), slurp(out2));
    EXPECT_NE(slurp(log1).find("GA-"), std::string::npos);
    // The outcome file reads back as a consistent outcome.
    const battle::BattleOutcome o = battle::readOutcome(out1, 20);
    EXPECT_EQ(o.units.size(), 4u);
    ASSERT_TRUE(o.seed.has_value());
    EXPECT_EQ(*o.seed, 9u);
}

TEST(OddsCli, PrintsCsvARowPerSideIndependentOfThreads) {
    const auto args = [](const char* threads) {
        return std::vector<std::string>{"odds",   "--scenario", scenario("small-skirmish.xml"),
                                        "--runs", "200",        "--threads",
                                        threads,  "--seed",     "5"};
    };
    const Result one = run(args("1"));
    const Result two = run(args("2"));
    ASSERT_EQ(one.code, 0) << one.err;
    EXPECT_EQ(one.out, two.out);
    std::istringstream lines(one.out);
    std::string header, english, french, extra;
    std::getline(lines, header);
    std::getline(lines, english);
    std::getline(lines, french);
    EXPECT_FALSE(std::getline(lines, extra));
    EXPECT_EQ(header,
              "side,wins,win_rate,ci_low,ci_high,draws,mean_men_lost,mean_figures_captured");
    EXPECT_EQ(english.rfind("english,", 0), 0u) << english;
    EXPECT_EQ(french.rfind("french,", 0), 0u) << french;
    EXPECT_TRUE(one.err.empty());  // no progress bar when stderr is not a terminal
}

TEST(BattleCli, BadInputNamesFileLineAndElement) {
    testing::TempDir dir;
    const auto bad = dir.path() / "bad.xml";
    std::ofstream(bad) << "<battle format='1' id='x' name='X'>\n  <sides><side id='a' "
                          "name='A'/><side id='b' name='B'/></sides>\n"
                          "  <army id='a1' name='A1' side='a'><battal id='b1' name='B1'>\n"
                          "    <unit id='u' name='U' type='dragoons' class='C' men='100'/>\n"
                          "  </battal></army>\n</battle>\n";
    const Result r = run({"battle", "--scenario", bad.string(), "--seed", "1"});
    EXPECT_EQ(r.code, 1);
    EXPECT_NE(r.err.find("bad.xml"), std::string::npos) << r.err;
    EXPECT_NE(r.err.find(":4"), std::string::npos) << r.err;
    EXPECT_NE(r.err.find("unit"), std::string::npos) << r.err;
    const Result missing =
        run({"odds", "--scenario", (dir.path() / "none.xml").string(), "--runs", "10"});
    EXPECT_EQ(missing.code, 1);
    const Result none = run({"battle", "--seed", "1"});
    EXPECT_EQ(none.code, 1);
    EXPECT_NE(none.err.find("--scenario"), std::string::npos);
}

}  // namespace
}  // namespace seneschal::cli
