// `battles` and `report` as a user runs them (issue 17): the Crécy campaign played to its first
// battle, then every report in every form written to a fresh folder; the PDF pages counted by
// poppler's pdfinfo; refusals that name the option and leave the folder as it was.
#include <gtest/gtest.h>

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <pugixml.hpp>
#include <regex>

#include "base/data_dir.hpp"
#include "tests/campaign/temp_dir.hpp"
#include "tests/cli/cli_run.hpp"

namespace seneschal::cli {
namespace {

std::string reportFileBytes(const std::filesystem::path& path) {
    std::ifstream in(path, std::ios::binary);
    return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

// The pages poppler counts in a PDF, or -1 when it cannot read it.
int reportPdfPages(const std::filesystem::path& pdf) {
    const std::string command = "pdfinfo '" + pdf.string() + "' 2>&1";
    FILE* pipe = ::popen(command.c_str(), "r");
    if (!pipe) return -1;
    std::string text;
    char buffer[512];
    while (std::fgets(buffer, sizeof buffer, pipe)) text += buffer;
    ::pclose(pipe);
    std::smatch pages;
    if (!std::regex_search(text, pages, std::regex("Pages:\\s+([0-9]+)"))) return -1;
    return std::stoi(pages[1].str());
}

class ReportCommands : public ::testing::Test {
  protected:
    void SetUp() override {
        ASSERT_EQ(
            run({"new", "--scenario", (scenariosDir() / "crecy-1346.xml").string(), "--db", db})
                .code,
            0);
        ASSERT_EQ(run({"march", "--db", db, "--army", "English host", "--to", "Crécy"}).code, 0);
        ASSERT_EQ(run({"advance", "--db", db, "--days", "30"}).code, 0);
        const CliResult battle = run({"battle", "--db", db, "--place", "Caen", "--seed", "11"});
        ASSERT_EQ(battle.code, 0) << battle.err;
    }

    seneschal::testing::TempDir dir;
    std::string db = (dir.path() / "crecy.seneschal").string();
};

// Issue 35: a side's chronicle holds the events it hears of, as its dispatch's: its own wages
// and not the enemy's, the enemy host's march only where it met France's own men.
TEST_F(ReportCommands, ASidesChronicleHoldsOnlyWhatItHearsOf) {
    const std::string whole = (dir.path() / "whole.csv").string();
    const std::string france = (dir.path() / "france.csv").string();
    ASSERT_EQ(run({"report", "--db", db, "--kind", "chronicle", "--out", whole}).code, 0);
    const CliResult r =
        run({"report", "--db", db, "--kind", "chronicle", "--side", "France", "--out", france});
    ASSERT_EQ(r.code, 0) << r.err;
    const std::string all = reportFileBytes(whole);
    const std::string heard = reportFileBytes(france);
    ASSERT_TRUE(has(all, "Kingdom of England pays")) << "the umpire's chronicle has both";
    ASSERT_TRUE(has(all, "English host leaves "));
    EXPECT_FALSE(has(heard, "Kingdom of England pays")) << "England's wage bill";
    EXPECT_FALSE(has(heard, "English host leaves ")) << "England's route";
    EXPECT_TRUE(has(heard, "Kingdom of France pays"));
    EXPECT_TRUE(has(heard, "Battle at Caen")) << "the battle it fought";
}

// Who holds a place is public: France hears that Saint-Vaast-la-Hougue, its town where the
// English landed, passes to England, though the host that took it is England's business.
TEST(ReportCommandsChronicle, ASideHearsOfItsTownLost) {
    seneschal::testing::TempDir dir;
    const std::string db = (dir.path() / "crecy.seneschal").string();
    ASSERT_EQ(
        run({"new", "--scenario", (scenariosDir() / "crecy-1346.xml").string(), "--db", db}).code,
        0);
    ASSERT_EQ(run({"advance", "--db", db, "--days", "3"}).code, 0);
    const std::string out = (dir.path() / "france.csv").string();
    ASSERT_EQ(
        run({"report", "--db", db, "--kind", "chronicle", "--side", "France", "--out", out}).code,
        0);
    const std::string heard = reportFileBytes(out);
    EXPECT_TRUE(has(heard, "Saint-Vaast-la-Hougue passes to Kingdom of England")) << heard;
    EXPECT_FALSE(has(heard, "English host holds Saint-Vaast")) << heard;
}

TEST_F(ReportCommands, BattlesListsTheBattleWithItsId) {
    const CliResult r = run({"battles", "--db", db});
    EXPECT_EQ(r.code, 0) << r.err;
    EXPECT_TRUE(has(r.out, "Caen")) << r.out;
    EXPECT_TRUE(has(r.out, "God's Acre")) << r.out;
    const CliResult csv = run({"battles", "--db", db, "--format", "csv"});
    EXPECT_TRUE(has(csv.out, "id,date,place,rules,rules id,seed,result\n1,")) << csv.out;
}

TEST_F(ReportCommands, EveryReportInEveryForm) {
    for (const char* kind : {"battle", "muster", "chronicle", "treasury", "losses"}) {
        for (const char* format : {"html", "csv", "pdf"}) {
            const auto out = dir.path() / (std::string(kind) + "." + format);
            std::vector<std::string> args = {"report",   "--db", db,      "--kind",    kind,
                                             "--format", format, "--out", out.string()};
            if (std::string(kind) == "battle") {
                args.push_back("--battle");
                args.push_back("1");
            }
            const CliResult r = run(args);
            ASSERT_EQ(r.code, 0) << kind << " " << format << ": " << r.err;
            EXPECT_TRUE(has(r.out, "Wrote ")) << r.out;
            const std::string bytes = reportFileBytes(out);
            if (std::string(format) == "html") {
                pugi::xml_document xml;
                EXPECT_TRUE(xml.load_string(bytes.c_str())) << kind;
                const bool charted = std::string(kind) == "battle" ||
                                     std::string(kind) == "treasury" ||
                                     std::string(kind) == "losses";
                EXPECT_EQ(has(bytes, "<svg"), charted) << kind << ": charts inline as SVG";
            } else if (std::string(format) == "pdf") {
                EXPECT_EQ(bytes.rfind("%PDF", 0), 0u) << kind;
                EXPECT_GE(reportPdfPages(out), 1) << kind;
            } else {
                EXPECT_FALSE(bytes.empty());
                EXPECT_NE(bytes.find('\n'), std::string::npos);
            }
        }
    }
}

TEST_F(ReportCommands, TheFormatComesFromTheExtensionWhenNotGiven) {
    const auto out = dir.path() / "roll.csv";
    const CliResult r = run(
        {"report", "--db", db, "--kind", "muster", "--as-of", "1346-07-12", "--out", out.string()});
    ASSERT_EQ(r.code, 0) << r.err;
    EXPECT_EQ(reportFileBytes(out).rfind("name,level,side,army,battal,unit,leader,type,", 0), 0u)
        << reportFileBytes(out).substr(0, 200);
}

TEST_F(ReportCommands, RefusalsNameTheOptionAndWriteNothing) {
    const auto before = [&] {
        std::vector<std::string> names;
        for (const auto& entry : std::filesystem::directory_iterator(dir.path())) {
            names.push_back(entry.path().filename().string());
        }
        std::sort(names.begin(), names.end());
        return names;
    }();
    const std::string campaign = reportFileBytes(db);
    const auto refused = [&](const std::vector<std::string>& args, const std::string& says,
                             int code = 1) {
        const CliResult r = run(args);
        EXPECT_EQ(r.code, code) << args[4];
        EXPECT_TRUE(has(r.err, "error: ")) << r.err;
        EXPECT_TRUE(has(r.err, says)) << r.err;
    };
    const std::string out = (dir.path() / "r.html").string();
    refused({"report", "--db", db, "--kind", "gossip", "--out", out}, "--kind 'gossip'");
    refused({"report", "--db", db, "--kind", "battle", "--out", out}, "--battle");
    // Not a number at all is a usage error, as for every count option (exit 2).
    refused({"report", "--db", db, "--kind", "battle", "--battle", "x", "--out", out}, "--battle",
            kExitUsage);
    refused({"report", "--db", db, "--kind", "muster", "--as-of", "1346-13-01", "--out", out},
            "--as-of");
    refused({"report", "--db", db, "--kind", "muster", "--side", "Burgundy", "--out", out},
            "--side");
    refused({"dispatch", "--db", db, "--side", "Burgundy", "--out", dir.path().string()}, "--side");
    refused({"dispatch", "--db", db, "--side", "England", "--out",
             (dir.path() / "no-such-folder").string()},
            "--out");
    refused({"report", "--db", db, "--kind", "muster", "--out", (dir.path() / "r.txt").string()},
            "--format");
    refused({"report", "--db", db, "--kind", "muster", "--format", "csv", "--table", "nope",
             "--out", out},
            "--table 'nope'");
    // The campaign itself is never a report's file, --force or not.
    refused({"report", "--db", db, "--kind", "muster", "--format", "html", "--force", "--out", db},
            db);
    const auto after = [&] {
        std::vector<std::string> names;
        for (const auto& entry : std::filesystem::directory_iterator(dir.path())) {
            names.push_back(entry.path().filename().string());
        }
        std::sort(names.begin(), names.end());
        return names;
    }();
    EXPECT_EQ(after, before);
    EXPECT_EQ(reportFileBytes(db), campaign);
}

TEST_F(ReportCommands, AnExistingFileIsReplacedOnlyWithForce) {
    const auto out = dir.path() / "muster.html";
    { std::ofstream(out) << "keep me"; }
    const CliResult refused =
        run({"report", "--db", db, "--kind", "muster", "--out", out.string()});
    EXPECT_EQ(refused.code, 1);
    EXPECT_EQ(reportFileBytes(out), "keep me");
    const CliResult forced =
        run({"report", "--db", db, "--kind", "muster", "--out", out.string(), "--force"});
    EXPECT_EQ(forced.code, 0) << forced.err;
    EXPECT_TRUE(has(reportFileBytes(out), "Muster roll"));
}

// Issue 35: each side's dispatch of the turn, after the battle at Caen both fought: the page and
// the PDF, the battle's report in both, the side's own armies and nothing of the other side's
// orders; written again only with --force.
TEST_F(ReportCommands, EachSideGetsItsDispatchWithTheBattleItFought) {
    const std::filesystem::path out = dir.path() / "turn";
    std::filesystem::create_directory(out);
    for (const char* side : {"England", "France"}) {
        const CliResult r = run({"dispatch", "--db", db, "--side", side, "--out", out.string()});
        ASSERT_EQ(r.code, 0) << r.err;
        EXPECT_TRUE(has(r.out, "Wrote the dispatch of Kingdom of ")) << r.out;
        EXPECT_TRUE(has(r.out, "orders due by")) << r.out;
    }
    std::vector<std::filesystem::path> pages;
    for (const auto& entry : std::filesystem::directory_iterator(out))
        pages.push_back(entry.path());
    ASSERT_EQ(pages.size(), 4u);
    for (const std::filesystem::path& page : pages) {
        if (page.extension() == ".pdf") {
            EXPECT_GT(reportPdfPages(page), 0) << page;
            continue;
        }
        const std::string html = reportFileBytes(page);
        pugi::xml_document parsed;
        EXPECT_TRUE(parsed.load_string(html.c_str())) << page;  // well-formed, the SVG within
        EXPECT_TRUE(has(html, "<svg")) << page;
        EXPECT_TRUE(has(html, "Battle")) << page;
        EXPECT_TRUE(has(html, "Caen")) << page;
    }
    const CliResult again =
        run({"dispatch", "--db", db, "--side", "England", "--out", out.string()});
    EXPECT_EQ(again.code, 1);
    EXPECT_TRUE(has(again.err, "error: ")) << again.err;
    EXPECT_EQ(
        run({"dispatch", "--db", db, "--side", "England", "--out", out.string(), "--force"}).code,
        0);
}

}  // namespace
}  // namespace seneschal::cli
