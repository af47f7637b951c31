// `seneschal-cli calc ...` and `scale` (issue 18): the CSV a script reads (one header row, one
// row of results), the working a person reads with its rule IDs, and bad input refused with
// one `error:` line naming the option and exit 1.
#include <gtest/gtest.h>

#include <fstream>
#include <sstream>

#include "battle/rulebook_loader.hpp"
#include "tests/cli/caen_campaign.hpp"
#include "tests/cli/cli_run.hpp"

namespace seneschal::cli {
namespace {

CliResult calcRunCli(std::vector<std::string> args) {
    args.insert(args.begin(), "calc");
    return run(args);
}

// GA-CAS-DICE, E.g. 3: 10 figures on 15 with dice 4, 7 and 9 remove two figures.
TEST(CalcCommandTest, GA_CAS_DICE_CsvIsOneHeaderAndOneRow) {
    const auto r = calcRunCli(
        {"casualties", "--figures", "10", "--factor", "15", "--dice", "4,7,9", "--format", "csv"});
    EXPECT_EQ(r.code, 0) << r.err;
    EXPECT_EQ(r.out, "figures_removed,men_carried\n2,0\n");
}

// GA-CAS-DICE, E.g. 1 and 2: a negative factor is typed as it is.
TEST(CalcCommandTest, GA_CAS_DICE_NegativeFactorTensAndUnits) {
    auto r = calcRunCli(
        {"casualties", "--figures", "5", "--factor", "-2", "--dice", "1,5", "--format", "csv"});
    EXPECT_EQ(r.code, 0) << r.err;
    EXPECT_EQ(r.out, "figures_removed,men_carried\n0,0\n");
    r = calcRunCli(
        {"casualties", "--figures", "5", "--factor", "-2", "--dice", "0,5", "--format", "csv"});
    EXPECT_EQ(r.out, "figures_removed,men_carried\n1,0\n");
}

// GA-CAS-MEN, E.g. 2: 45 men, two figures and 5 carried.
TEST(CalcCommandTest, GA_CAS_MEN_MethodMen) {
    const auto r = calcRunCli(
        {"casualties", "--figures", "10", "--factor", "15", "--method", "men", "--format", "csv"});
    EXPECT_EQ(r.code, 0) << r.err;
    EXPECT_EQ(r.out, "figures_removed,men_carried\n2,5\n");
}

// The working in words, each step with its rule.
TEST(CalcCommandTest, GA_CAS_DICE_TextShowsTheWorkingWithRuleIds) {
    const auto r =
        calcRunCli({"casualties", "--figures", "10", "--factor", "15", "--dice", "4,7,9"});
    EXPECT_EQ(r.code, 0) << r.err;
    EXPECT_TRUE(has(r.out, "the casualty table gives 3*8 (GA-CAS-DICE)")) << r.out;
    EXPECT_TRUE(has(r.out, "decimal dice 4, 7, 9: 2 figures removed")) << r.out;
    EXPECT_TRUE(has(r.out, "Result: 2 figures removed, 0 men carried.")) << r.out;
}

// Rolled with a seed: the seed is printed and the same seed rolls the same dice.
TEST(CalcCommandTest, GA_DICE_RolledWithSeedRepeat) {
    const auto a = calcRunCli({"casualties", "--figures", "10", "--factor", "15", "--seed", "7"});
    const auto b = calcRunCli({"casualties", "--figures", "10", "--factor", "15", "--seed", "7"});
    EXPECT_EQ(a.code, 0) << a.err;
    EXPECT_EQ(a.out, b.out);
    EXPECT_TRUE(has(a.out, "Dice rolled with seed 7")) << a.out;
}

// GA-LEADER-KILLED-FEUDAL: 4 + CV 3 + MV 5 + 1 (Knightly) = 13: revenge.
TEST(CalcCommandTest, GA_LEADER_KILLED_FEUDAL_Csv) {
    auto r = calcRunCli({"leader-loss", "--die", "4", "--cv", "3", "--mv", "5", "--class",
                         "knightly", "--format", "csv"});
    EXPECT_EQ(r.code, 0) << r.err;
    EXPECT_EQ(r.out, "score,result\n13,revenge\n");
    r = calcRunCli({"leader-loss", "--die", "2", "--cv", "2", "--mv", "4", "--class", "feudal",
                    "--format", "csv"});
    EXPECT_EQ(r.out, "score,result\n7,rout\n");
    r = calcRunCli({"leader-loss", "--die", "3", "--cv", "3", "--mv", "4", "--class", "mercenary",
                    "--format", "csv"});
    EXPECT_EQ(r.out, "score,result\n,withdraw\n");
    r = calcRunCli({"leader-loss", "--die", "3", "--cv", "3", "--mv", "4", "--class", "regular",
                    "--level", "battal", "--format", "csv"});
    EXPECT_EQ(r.out, "score,result\n10,fight-on\n");
}

// GA-QUARTER: 4 exceeds 3 casualties per figure; 12 prisoner figures need 3 escorts.
TEST(CalcCommandTest, GA_QUARTER_Csv) {
    auto r = calcRunCli({"quarter", "--die", "4", "--casualties-per-figure", "3",
                         "--prisoner-figures", "12", "--format", "csv"});
    EXPECT_EQ(r.code, 0) << r.err;
    EXPECT_EQ(r.out, "granted,escorts\nyes,3\n");
    r = calcRunCli({"quarter", "--die", "3", "--casualties-per-figure", "3", "--prisoner-figures",
                    "12", "--format", "csv"});
    EXPECT_EQ(r.out, "granted,escorts\nno,0\n");
}

TEST(CalcCommandTest, ShootingMeleeMoraleAndLeaderRiskRun) {
    auto r = calcRunCli({"shooting", "--shooter", "longbowmen", "--figures", "10", "--target",
                         "spearmen", "--tactical", "long-range", "--method", "men", "--dice", "4",
                         "--format", "csv"});
    EXPECT_EQ(r.code, 0) << r.err;
    EXPECT_TRUE(has(r.out,
                    "weapon_factor,tactical_factor,random_factor,final_factor,"
                    "figures_removed,men_carried,morale_tests\n12,-3,0,9,"))
        << r.out;
    r = calcRunCli({"melee", "--a-type", "knights", "--a-class", "B", "--a-figures", "4",
                    "--a-tactical", "charging", "--b-type", "spearmen", "--b-figures", "6",
                    "--method", "men", "--dice", "5,3"});
    EXPECT_EQ(r.code, 0) << r.err;
    EXPECT_TRUE(has(r.out, "A: final factor +21 (GA-TF-MELEE)")) << r.out;
    EXPECT_TRUE(has(r.out, "(GA-CC-RESULT)")) << r.out;
    r = calcRunCli({"morale", "--class", "feudal", "--figures", "12", "--cv", "3", "--dice", "3,4",
                    "--format", "csv"});
    EXPECT_EQ(r.out, "score,result,passed\n14,steady,yes\n");
    r = calcRunCli(
        {"leader-risk", "--figures", "3", "--cv", "2", "--dice", "2,5,2,0", "--format", "csv"});
    EXPECT_EQ(r.out, "potential,fate\n1,killed\n");
}

void calcExpectRefused(const CliResult& r, const std::string& option) {
    EXPECT_EQ(r.code, 1) << r.out << r.err;
    EXPECT_EQ(r.err.rfind("error: " + option, 0), 0u) << r.err;
    EXPECT_EQ(std::count(r.err.begin(), r.err.end(), '\n'), 1) << r.err;
    EXPECT_TRUE(r.out.empty()) << r.out;
}

TEST(CalcCommandTest, BadInputIsOneErrorLineNamingTheOptionExitOne) {
    calcExpectRefused(
        calcRunCli({"casualties", "--figures", "-1", "--factor", "15", "--dice", "4,7,9"}),
        "--figures");
    calcExpectRefused(
        calcRunCli({"casualties", "--figures", "10", "--factor", "15", "--dice", "4,7"}), "--dice");
    calcExpectRefused(
        calcRunCli({"casualties", "--figures", "10", "--factor", "15", "--dice", "4,7,10"}),
        "--dice");
    calcExpectRefused(
        calcRunCli({"leader-loss", "--die", "4", "--cv", "3", "--mv", "5", "--class", "elvish"}),
        "--class");
    calcExpectRefused(
        calcRunCli({"leader-loss", "--die", "7", "--cv", "3", "--mv", "5", "--class", "feudal"}),
        "--die");
    calcExpectRefused(calcRunCli({"quarter", "--die", "4", "--casualties-per-figure", "3",
                                  "--prisoner-figures", "-2"}),
                      "--prisoner-figures");
    calcExpectRefused(calcRunCli({"shooting", "--shooter", "archers-of-doom", "--figures", "10",
                                  "--target", "spearmen"}),
                      "--shooter");
}

// `scale`: the units of both sides at Caen at the proposed scale; every row conserves its men.
class ScaleCommandTest : public CaenCampaign {};

std::vector<std::string> scaleCsvFields(const std::string& line) {
    std::vector<std::string> fields;
    std::string field;
    bool quoted = false;
    for (char c : line) {
        if (c == '"') {
            quoted = !quoted;
        } else if (c == ',' && !quoted) {
            fields.push_back(field);
            field.clear();
        } else {
            field += c;
        }
    }
    fields.push_back(field);
    return fields;
}

TEST_F(ScaleCommandTest, GA_SETUP_HIST_MenConservedForEveryUnit) {
    const std::string collection = (dir / "club.xml").string();
    {
        std::ofstream out(collection);
        out << "<collection name=\"The club\" table-width=\"1800\">\n";
        for (const auto& [id, type] : battle::defaultRulebook().troopTypes()) {
            out << "  <troops type=\"" << id << "\" figures=\"40\"/>\n";
        }
        out << "</collection>\n";
    }
    const auto text = run({"scale", "--db", db, "--place", "Caen", "--collection", collection});
    ASSERT_EQ(text.code, 0) << text.err;
    EXPECT_TRUE(has(text.out, "Proposed scale: ")) << text.out;
    EXPECT_TRUE(has(text.out, "(GA-SMALL-SCALE)")) << text.out;
    EXPECT_TRUE(has(text.out, "20 men a figure (GA-SCALE)")) << text.out;

    const auto csv = run({"scale", "--db", db, "--place", "Caen", "--collection", collection,
                          "--format", "csv", "--scale", "20"});
    ASSERT_EQ(csv.code, 0) << csv.err;
    std::istringstream lines(csv.out);
    std::string line;
    std::getline(lines, line);
    EXPECT_EQ(line, "side,army,unit,troop_type,men,figures,men_left_over");
    int rows = 0;
    while (std::getline(lines, line)) {
        const auto f = scaleCsvFields(line);
        ASSERT_EQ(f.size(), 7u) << line;
        EXPECT_EQ(std::stoi(f[5]) * 20 + std::stoi(f[6]), std::stoi(f[4])) << line;
        ++rows;
    }
    EXPECT_GT(rows, 1);

    std::ofstream(dir / "bad.xml") << "<collection>\n  <troops type=\"elves\" figures=\"4\"/>\n"
                                      "</collection>\n";
    const auto bad =
        run({"scale", "--db", db, "--place", "Caen", "--collection", (dir / "bad.xml").string()});
    EXPECT_EQ(bad.code, 1);
    EXPECT_TRUE(has(bad.err, "bad.xml")) << bad.err;
    EXPECT_TRUE(has(bad.err, ":2")) << bad.err;
}

// `scale --battle`: a battle file with no campaign (the skirmish's 300 archers at 12 men a figure
// are 25 figures with none over); a campaign's battle and a battle file at once are refused.
TEST_F(ScaleCommandTest, GA_SETUP_HIST_ABattleFileIsScaledWithNoCampaign) {
    const std::string collection = (dir / "club.xml").string();
    std::ofstream(collection) << "<collection name=\"The club\">\n"
                                 "  <troops type=\"feudal-archers\" figures=\"60\"/>\n"
                                 "</collection>\n";
    const std::string skirmish =
        (std::filesystem::path(SENESCHAL_SOURCE_DIR) / "data/scenarios/small-skirmish.xml")
            .string();
    const auto csv = run({"scale", "--battle", skirmish, "--collection", collection, "--scale",
                          "12", "--format", "csv"});
    ASSERT_EQ(csv.code, 0) << csv.err;
    EXPECT_TRUE(has(csv.out, "Despenser's archers,feudal-archers,300,25,0")) << csv.out;
    const auto text = run({"scale", "--battle", skirmish, "--collection", collection});
    ASSERT_EQ(text.code, 0) << text.err;
    EXPECT_TRUE(has(text.out, "Proposed scale: ")) << text.out;

    const auto both = run(
        {"scale", "--battle", skirmish, "--db", db, "--place", "Caen", "--collection", collection});
    EXPECT_EQ(both.code, 1);
    EXPECT_TRUE(has(both.err, "either --db and --place")) << both.err;
    const auto neither = run({"scale", "--collection", collection});
    EXPECT_EQ(neither.code, 1);
}

}  // namespace
}  // namespace seneschal::cli
