// Issue 19, item 6: each rule set counts men at its own scale, read from its own file. The
// real CLI is run with SENESCHAL_DATA_DIR at a copy of the data folder whose postcard.xml or
// feudal.xml fields 10 men a figure: `battle --rules` and `odds --rules` then count the men a
// side lost at 10 a figure, as the outcome the resolver wrote says. And `odds` fights with the
// rule set --rules names.
#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "base/data_dir.hpp"
#include "base/grouped_number.hpp"
#include "battle/dice.hpp"
#include "battle/odds.hpp"
#include "battle/outcome_xml.hpp"
#include "tests/campaign/temp_dir.hpp"
#include "tests/cli/cli_run.hpp"

namespace seneschal::cli {
namespace {

namespace fs = std::filesystem;

// A copy of the program's data folder with `rulesFile`'s first menPerFigure="20" made 10.
fs::path dataAtTenMenAFigure(const fs::path& under, const std::string& rulesFile) {
    const fs::path shipped =
        fs::path(SENESCHAL_CLI_BINARY).parent_path().parent_path() / "share" / "seneschal";
    const fs::path copy = under / "data";
    fs::copy(shipped, copy, fs::copy_options::recursive);
    const fs::path file = copy / "rules" / rulesFile;
    std::string xml = testing::readBytes(file);
    const std::string at20 = "menPerFigure=\"20\"";
    const auto at = xml.find(at20);
    EXPECT_NE(at, std::string::npos) << rulesFile;
    if (at != std::string::npos) xml.replace(at, at20.size(), "menPerFigure=\"10\"");
    std::ofstream(file, std::ios::binary | std::ios::trunc) << xml;
    return copy;
}

// Runs the real CLI with the data folder given; returns its exit code, its output in `out`.
int runWithData(const fs::path& data, const std::string& arguments, const fs::path& out) {
    const std::string command = "SENESCHAL_DATA_DIR='" + data.string() + "' '" +
                                SENESCHAL_CLI_BINARY + "' " + arguments + " > '" + out.string() +
                                "' 2>&1";
    return std::system(command.c_str());
}

std::string csvField(const std::string& csv, const std::string& side, int column) {
    std::istringstream lines(csv);
    for (std::string line; std::getline(lines, line);) {
        if (line.rfind(side + ",", 0) != 0) continue;
        std::istringstream fields(line);
        std::string field;
        for (int i = 0; i <= column; ++i) std::getline(fields, field, ',');
        return field;
    }
    return {};
}

TEST(RuleSetScale, QuickRuleSetsCountMenAtTheirOwnFilesScale) {
    for (const std::string rules : {"postcard", "feudal"}) {
        testing::TempDir dir;
        const fs::path data = dataAtTenMenAFigure(dir.path(), rules + ".xml");
        const fs::path battleFile = data / "scenarios" / "small-skirmish.xml";
        // `odds` fights run 0 with the first seed derived from --seed: the same battle.
        const std::uint64_t seed = battle::SeededDice::deriveSeed(1, 0);
        const fs::path outcomeFile = dir / "outcome.xml";
        ASSERT_EQ(runWithData(data,
                              "battle --scenario '" + battleFile.string() + "' --rules " + rules +
                                  " --seed " + std::to_string(seed) + " --outcome '" +
                                  outcomeFile.string() + "'",
                              dir / "battle.txt"),
                  0)
            << testing::readBytes(dir / "battle.txt");
        ASSERT_EQ(runWithData(data,
                              "odds --scenario '" + battleFile.string() + "' --rules " + rules +
                                  " --runs 1 --threads 1 --seed 1",
                              dir / "odds.csv"),
                  0)
            << testing::readBytes(dir / "odds.csv");
        // The outcome is consistent at 10 men a figure: the resolver fielded figures of 10.
        const battle::BattleOutcome outcome = battle::readOutcome(outcomeFile, 10);
        const std::string summary = testing::readBytes(dir / "battle.txt");
        const std::string odds = testing::readBytes(dir / "odds.csv");
        std::int64_t lostInAll = 0;
        for (const auto& [id, name] : {std::pair{"english", "English"}, {"french", "French"}}) {
            const std::int64_t men = battle::menLost(outcome, id, 10);
            lostInAll += men;
            EXPECT_TRUE(has(summary, std::string(name) + " lost " + groupedNumber(men) +
                                         (men == 1 ? " man " : " men ")))
                << rules << ": " << name << " lost " << men << " men\n"
                << summary;
            EXPECT_EQ(csvField(odds, id, 6), std::to_string(men) + ".0") << rules << "\n" << odds;
        }
        EXPECT_GT(lostInAll, 0) << rules << ": a battle in which nobody fell tells nothing";
    }
}

// The campaign's aftermath of a battle a quick rule set fought counts its figures at that rule
// set's scale: at God's Acre's 20 the outcome's counts would not add up to the men who fought.
TEST(RuleSetScale, ACampaignBattleFoughtByAQuickRuleSetIsCountedAtItsScale) {
    for (const std::string rules : {"postcard", "feudal"}) {
        testing::TempDir dir;
        const fs::path data = dataAtTenMenAFigure(dir.path(), rules + ".xml");
        const std::string db = "--db '" + (dir / "caen.seneschal").string() + "'";
        const fs::path said = dir / "said.txt";
        ASSERT_EQ(runWithData(data,
                              "new --scenario '" +
                                  (data / "scenarios" / "crecy-1346.xml").string() + "' " + db,
                              said),
                  0)
            << testing::readBytes(said);
        ASSERT_EQ(runWithData(data, "march " + db + " --army 'English host' --to 'Crécy'", said), 0)
            << testing::readBytes(said);
        ASSERT_EQ(runWithData(data, "advance " + db + " --days 10", said), 0)
            << testing::readBytes(said);
        const fs::path outcome = dir / "caen-outcome.xml";
        const int code = runWithData(data,
                                     "battle " + db + " --place Caen --rules " + rules +
                                         " --seed 1 --dry-run --outcome '" + outcome.string() + "'",
                                     said);
        const std::string preview = testing::readBytes(said);
        EXPECT_EQ(code, 0) << rules << "\n" << preview;
        EXPECT_TRUE(has(preview, "Burghers of Caen (Kingdom of France): 1,000 -> "))
            << rules << "\n"
            << preview;
        // The outcome file written, applied as a game master would: its counts are checked at
        // the scale of the rule set it names, and it shows the same aftermath.
        const fs::path applied = dir / "applied.txt";
        EXPECT_EQ(runWithData(data,
                              "apply " + db + " --rules " + rules + " --outcome '" +
                                  outcome.string() + "' --dry-run",
                              applied),
                  0)
            << rules << "\n"
            << testing::readBytes(applied);
        EXPECT_TRUE(
            has(testing::readBytes(applied), "Burghers of Caen (Kingdom of France): 1,000 -> "))
            << rules << "\n"
            << testing::readBytes(applied);
    }
}

TEST(RuleSetScale, OddsFightWithTheRuleSetNamed) {
    const std::string battleFile = (scenariosDir() / "small-skirmish.xml").string();
    std::string seen[3];
    int i = 0;
    for (const char* rules : {"godsacre", "postcard", "feudal"}) {
        const CliResult r = run({"odds", "--scenario", battleFile, "--rules", rules, "--runs",
                                 "100", "--threads", "1", "--seed", "3"});
        ASSERT_EQ(r.code, 0) << r.err;
        seen[i++] = r.out;
    }
    EXPECT_NE(seen[0], seen[1]);
    EXPECT_NE(seen[0], seen[2]);
    EXPECT_NE(seen[1], seen[2]);
    const CliResult unknown =
        run({"odds", "--scenario", battleFile, "--rules", "chess", "--runs", "1"});
    EXPECT_EQ(unknown.code, 1);
    EXPECT_TRUE(has(unknown.err, "chess")) << unknown.err;
}

}  // namespace
}  // namespace seneschal::cli
