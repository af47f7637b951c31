// `seneschal-cli battle` and `odds` through runCli: the summary, the log and outcome files,
// the same seed giving the same files, the odds CSV (independent of the thread count), and bad
// input reported with file, line and element.
#include <gtest/gtest.h>

#include <algorithm>
#include <fstream>
#include <map>
#include <sstream>
#include <vector>

#include "app/cli/cli.hpp"
#include "base/data_dir.hpp"
#include "battle/outcome_xml.hpp"
#include "tests/campaign/temp_dir.hpp"
#include "tests/cli/cli_run.hpp"

namespace seneschal::cli {
namespace {

using Result = CliResult;

std::string scenario(const char* file) {
    return (seneschal::scenariosDir() / file).string();
}

// The number a text starts with, read past its thousands' commas ("1,234.5 points" -> 1234.5).
double competitionLeadingNumber(const std::string& text) {
    std::string digits;
    for (const char c : text) {
        if (c == ',') continue;
        if ((c < '0' || c > '9') && c != '.') break;
        digits += c;
    }
    return digits.empty() ? -1 : std::stod(digits);
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

// A file written from its sources is checked before its first fought run: --check says what it
// holds, fights nothing (no winner, no log), and finds the same errors a fight would.
TEST(BattleCli, CheckSaysWhatAFileHoldsAndFightsNothing) {
    testing::TempDir dir;
    const auto log = dir.path() / "never.log";
    const Result r = run({"battle", "--scenario", scenario("battle-courtrai-1302.xml"), "--check",
                          "--log", log.string()});
    ASSERT_EQ(r.code, 0) << r.err;
    EXPECT_NE(r.out.find("the battle file is sound"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("Flemish: 9,000 men, 450 figures in 5 units and 5 battals"),
              std::string::npos)
        << r.out;
    EXPECT_EQ(r.out.find(" won after "), std::string::npos) << r.out;
    EXPECT_FALSE(std::filesystem::exists(log));

    const auto bad = dir.path() / "bad.xml";
    std::string text = slurp(scenario("battle-courtrai-1302.xml"));
    const std::string from = "front=\"85\"";
    ASSERT_NE(text.find(from), std::string::npos);
    text.replace(text.find(from), from.size(), "front=\"5\"");
    std::ofstream(bad) << text;
    const Result refused = run({"battle", "--scenario", bad.string(), "--check"});
    EXPECT_EQ(refused.code, 1);
    EXPECT_NE(refused.err.find("error: "), std::string::npos) << refused.err;
    EXPECT_NE(refused.err.find("base line"), std::string::npos) << refused.err;
}

// A battle file fought, checked or weighed with a rule set that does not exist is refused with
// one error line naming it, before anything is fought or written: it is not quietly fought by
// God's Acre instead (the campaign's battles already refuse it).
// `--check` fights nothing, so it asks for the file it checks, not for a battle to fight.
TEST(BattleCli, CheckWithNoBattleFileAsksForTheFile) {
    const Result r = run({"battle", "--check"});
    EXPECT_EQ(r.code, 1);
    EXPECT_EQ(r.err, "error: --check checks a battle file: give --scenario FILE\n");
    EXPECT_TRUE(r.out.empty()) << r.out;
}

TEST(BattleCli, AnUnknownRuleSetIsRefusedNotFoughtByGodsAcre) {
    testing::TempDir dir;
    const auto log = dir.path() / "never.log";
    const auto outcome = dir.path() / "never.xml";
    const std::string file = scenario("small-skirmish.xml");
    for (const std::vector<std::string>& args :
         {std::vector<std::string>{"battle", "--scenario", file, "--rules", "nosuch", "--seed", "3",
                                   "--log", log.string(), "--outcome", outcome.string()},
          std::vector<std::string>{"battle", "--scenario", file, "--rules", "nosuch", "--check"},
          std::vector<std::string>{"odds", "--scenario", file, "--rules", "nosuch", "--runs",
                                   "10"}}) {
        const Result r = run(args);
        EXPECT_EQ(r.code, 1) << args[0] << ": " << r.out;
        EXPECT_EQ(r.err.rfind("error: no rule set 'nosuch'", 0), 0u) << r.err;
        EXPECT_EQ(std::count(r.err.begin(), r.err.end(), '\n'), 1) << r.err;
        EXPECT_EQ(r.out.find(" won after "), std::string::npos) << r.out;
    }
    EXPECT_FALSE(std::filesystem::exists(log));
    EXPECT_FALSE(std::filesystem::exists(outcome));
    // The known ones still fight the same file.
    for (const char* rules : {"godsacre", "postcard", "feudal"}) {
        const Result r = run({"battle", "--scenario", file, "--rules", rules, "--seed", "3"});
        EXPECT_EQ(r.code, 0) << rules << ": " << r.err;
    }
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
              "side,wins,win_rate,ci_low,ci_high,draws,mean_men_lost,mean_figures_captured,"
              "side_name");
    EXPECT_EQ(english.rfind("english,", 0), 0u) << english;
    EXPECT_EQ(french.rfind("french,", 0), 0u) << french;
    EXPECT_TRUE(one.err.empty());  // no progress bar when stderr is not a terminal
}

// The cells of one CSV line without quotes.
std::vector<std::string> csvCells(const std::string& line) {
    std::vector<std::string> cells(1);
    for (const char c : line) {
        if (c == ',')
            cells.emplace_back();
        else
            cells.back() += c;
    }
    return cells;
}

// Issue 32: `odds --for-good` counts what the rules' results of battle lose for good
// (GA-RES-WIN, GA-RES-LOSE): the beaten French lose their routed half as deserters on top of
// the figures removed, and when the English win, the French lose many men for each of theirs.
TEST(OddsCli, ForGoodCountsTheResultsOfBattleAndTheRatioWhenASideWon) {
    const Result r = run({"odds", "--scenario", scenario("battle-agincourt-1415.xml"), "--runs",
                          "300", "--threads", "2", "--for-good"});
    ASSERT_EQ(r.code, 0) << r.err;
    std::istringstream lines(r.out);
    std::string header, english, french;
    std::getline(lines, header);
    std::getline(lines, english);
    std::getline(lines, french);
    EXPECT_EQ(header,
              "side,wins,win_rate,ci_low,ci_high,draws,mean_men_lost,mean_figures_captured,"
              "mean_men_lost_for_good,loss_ratio_when_won,side_name");
    const std::vector<std::string> e = csvCells(english), f = csvCells(french);
    ASSERT_EQ(e.size(), 11U) << english;
    ASSERT_EQ(f.size(), 11U) << french;
    EXPECT_EQ(e[0], "english");
    ASSERT_GT(std::stod(e[1]), 0) << english;               // the English won some of them
    EXPECT_GT(std::stod(f[8]), std::stod(f[6])) << french;  // deserters on top of the fallen
    EXPECT_GT(std::stod(e[9]), 1.0) << english;

    // A competition battle is scored, not applied: it has no results of battle to count.
    const Result competition =
        run({"odds", "--scenario", scenario("reference-1500.xml"), "--runs", "10", "--for-good"});
    EXPECT_EQ(competition.code, 1);
    EXPECT_NE(competition.err.find("error: "), std::string::npos) << competition.err;
    EXPECT_NE(competition.err.find("GA-RES-COMP"), std::string::npos) << competition.err;
    EXPECT_TRUE(competition.out.empty()) << competition.out;
}

// The rows of a table whose first cell is `first` (cells split at two or more spaces).
std::vector<std::vector<std::string>> competitionRows(const std::string& out,
                                                      const std::string& first) {
    std::vector<std::vector<std::string>> rows;
    std::istringstream lines(out);
    std::string line;
    while (std::getline(lines, line)) {
        std::vector<std::string> cells;
        std::string cell;
        int spaces = 0;
        for (const char c : line) {
            if (c == ' ') {
                ++spaces;
                continue;
            }
            if (spaces >= 2 && !cell.empty()) {
                cells.push_back(cell);
                cell.clear();
            } else if (spaces == 1 && !cell.empty()) {
                cell += ' ';
            }
            spaces = 0;
            cell += c;
        }
        if (!cell.empty()) cells.push_back(cell);
        if (!cells.empty() && cells[0] == first) rows.push_back(cells);
    }
    return rows;
}

// The row whose first two cells are `first` and `second`.
std::vector<std::string> competitionRow(const std::string& out, const std::string& first,
                                        const std::string& second) {
    for (const auto& row : competitionRows(out, first)) {
        if (row.size() >= 2 && row[1] == second) return row;
    }
    return {};
}

// GA-RES-COMP: a competition battle is scored, each unit priced as it fought (its own
// protection and weapons, GA-POINTS): tests/data/competition/standoff.xml works the points by
// hand (nothing can happen in its one move, so every figure ends standing formed).
TEST(BattleCli, GA_RES_COMP_ACompetitionBattleIsScoredPricingEachUnitAsItFought) {
    const std::string file =
        (std::filesystem::path(SENESCHAL_SOURCE_DIR) / "tests/data/competition/standoff.xml")
            .string();
    for (const char* seed : {"1", "2"}) {
        const Result r = run({"battle", "--scenario", file, "--seed", seed});
        ASSERT_EQ(r.code, 0) << r.err;
        EXPECT_TRUE(has(r.out, "South wins on points, 75 to 50")) << r.out;
        EXPECT_TRUE(has(r.out, "  North: 50 points\n")) << r.out;
        EXPECT_TRUE(has(r.out, "  South: 75 points\n")) << r.out;
        // side, unit, figures, counted as, share, a figure, points: after the units' table
        const std::string score = r.out.substr(std::min(r.out.size(), r.out.find("Scored as")));
        EXPECT_EQ(competitionRow(score, "North", "Northern spearmen"),
                  (std::vector<std::string>{"North", "Northern spearmen", "10", "standing formed",
                                            "full", "5", "50"}))
            << r.out;
        EXPECT_EQ(competitionRow(score, "South", "Southern billmen"),
                  (std::vector<std::string>{"South", "Southern billmen", "15", "standing formed",
                                            "full", "5", "75"}))
            << r.out;
        EXPECT_FALSE(has(r.out, "north")) << r.out;  // names, never ids
    }
}

// Every side's points, and every line that earned them, each naming a unit of the file; the
// lines add up to the side's points. A historical battle has no score.
TEST(BattleCli, GA_RES_COMP_EachSidesPointsAndTheirBreakdown) {
    const Result r = run({"battle", "--scenario", scenario("mirror.xml"), "--seed", "3"});
    ASSERT_EQ(r.code, 0) << r.err;
    const std::size_t scored = r.out.find("Scored as a competition game (GA-RES-COMP): ");
    ASSERT_NE(scored, std::string::npos) << r.out;
    EXPECT_TRUE(has(r.out, " on points, ")) << r.out;
    std::map<std::string, double> total, sum;
    for (const std::string side : {"North", "South"}) {
        const std::size_t at = r.out.find("\n  " + side + ": ", scored);
        ASSERT_NE(at, std::string::npos) << r.out;
        total[side] = competitionLeadingNumber(r.out.substr(at + side.size() + 5));
        const std::string own = side == "North" ? "Northern " : "Southern ";
        for (const auto& row : competitionRows(r.out.substr(scored), side)) {
            if (row.size() != 7) continue;                  // the side's total, "North: 1 point"
            EXPECT_EQ(row[1].rfind(own, 0), 0u) << row[1];  // a unit of the side's own
            sum[side] += competitionLeadingNumber(row[6]);
        }
    }
    for (const auto& [name, points] : total) EXPECT_DOUBLE_EQ(sum[name], points) << name;
    EXPECT_GT(total["North"] + total["South"], 0) << r.out;

    const Result historical =
        run({"battle", "--scenario", scenario("small-skirmish.xml"), "--seed", "3"});
    ASSERT_EQ(historical.code, 0) << historical.err;
    EXPECT_FALSE(has(historical.out, "GA-RES-COMP")) << historical.out;
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

// A battle file's battal that comes onto the field later (battal@arrives): `--check` says when
// and where; a bad move is refused in one line naming the file, the line and the field, before
// anything is fought or written.
TEST(BattleCli, ABattalArrivingLaterIsShownByCheckAndABadMoveIsRefusedInOneLine) {
    testing::TempDir dir;
    const auto battleWith = [](const std::string& arrives) {
        return R"(<battle format="1" id="late" name="Late" type="historical" moves="30">
  <sides><side id="north" name="North"/><side id="south" name="South"/></sides>
  <army id="n" name="North army" side="north">
    <battal id="van" name="Vanguard" orders="attack">
      <unit id="nmaa" name="North men-at-arms" type="dismounted-men-at-arms" class="B" men="1200"/>
    </battal>
    <battal id="late" name="Late riders" orders="attack" x="900" front="200" )" +
               arrives + R"(>
      <unit id="nkn" name="Late knights" type="knights" class="C" men="400"/>
    </battal>
  </army>
  <army id="s" name="South army" side="south">
    <battal id="sb" name="South host" orders="hold">
      <unit id="sbow" name="South bowmen" type="longbowmen" class="B" men="1200"/>
    </battal>
  </army>
</battle>)";
    };
    const auto good = dir.path() / "late.xml";
    std::ofstream(good) << battleWith(R"(arrives="6")");
    const Result checked = run({"battle", "--scenario", good.string(), "--check"});
    ASSERT_EQ(checked.code, 0) << checked.err;
    EXPECT_NE(checked.out.find("Late riders comes onto the field at move 6 (x 900, front 200 mm)"),
              std::string::npos)
        << checked.out;
    const Result fought = run({"battle", "--scenario", good.string(), "--seed", "5"});
    ASSERT_EQ(fought.code, 0) << fought.err;
    const Result odds = run({"odds", "--scenario", good.string(), "--runs", "20"});
    ASSERT_EQ(odds.code, 0) << odds.err;

    for (const std::string& bad :
         {std::string(R"(arrives="0")"), std::string(R"(arrives="1")"),
          std::string(R"(arrives="31")"), std::string(R"(arrives="dawn")")}) {
        const auto file = dir.path() / "bad.xml";
        std::ofstream(file) << battleWith(bad);
        const auto log = dir.path() / "never.log";
        for (const std::vector<std::string>& args :
             {std::vector<std::string>{"battle", "--scenario", file.string(), "--check"},
              std::vector<std::string>{"battle", "--scenario", file.string(), "--seed", "1",
                                       "--log", log.string()}}) {
            const Result r = run(args);
            EXPECT_EQ(r.code, 1) << bad << ": " << r.out;
            EXPECT_EQ(r.err.rfind("error: " + file.string() + ":7: ", 0), 0u)
                << bad << ": " << r.err;
            EXPECT_NE(r.err.find("battal@arrives"), std::string::npos) << r.err;
            EXPECT_EQ(std::count(r.err.begin(), r.err.end(), '\n'), 1) << r.err;
            EXPECT_FALSE(std::filesystem::exists(log));
        }
    }
}

}  // namespace
}  // namespace seneschal::cli
