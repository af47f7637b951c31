// `seneschal-cli demo`: the Crécy campaign played end to end from the CLI — march, advance,
// battles and their aftermath, two more weeks — ends with the conservation check holding.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <sstream>

#include "app/cli/cli.hpp"
#include "tests/campaign/temp_dir.hpp"
#include "tests/cli/cli_run.hpp"

namespace seneschal::cli {
namespace {

using CliRun = CliResult;

TEST(DemoCommand, MarchesToCrecyFightsAppliesTheAftermathAndMustersEveryMan) {
    seneschal::testing::TempDir dir;
    const CliRun demo = run({"demo", "--dir", dir.path().string(), "--rules", "postcard"});
    ASSERT_EQ(demo.code, 0) << demo.err << demo.out;
    for (const char* expected :
         {"March English host to Crécy", "=== Battle at Crécy", "Kingdom of England wins",
          "Applied: Battle at Crécy", "Two weeks after the battle:", "Final muster",
          "Conservation check: every man is accounted for"}) {
        EXPECT_NE(demo.out.find(expected), std::string::npos) << expected;
    }
    // Issue 16: the demo tells the campaign; the rule-by-rule detail waits for --verbose.
    EXPECT_EQ(demo.out.find("[GA-RES-WIN]"), std::string::npos);
    EXPECT_EQ(demo.out.find("[pay]"), std::string::npos);
    EXPECT_EQ(demo.out.find("-> unharmed"), std::string::npos);
    EXPECT_NE(demo.out.find("  Wages, 13 to 19 July 1346: Kingdom of England "), std::string::npos)
        << "a week's wages on one line";
    const std::size_t musterAt = demo.out.find("Final muster");
    const std::string muster =
        demo.out.substr(musterAt, demo.out.find("Conservation check") - musterAt);
    std::istringstream lines(muster);
    for (std::string line; std::getline(lines, line);)
        EXPECT_LE(line.size(), 100u) << "the muster fits 100 columns: " << line;
    // Issue 37: the prose is wrapped at 80 columns off a terminal (the leaders of a battle ran
    // past 120 on one line); only a table's rows, their columns two spaces apart, and a word
    // longer than a line (a file's path) are wider.
    std::istringstream all(demo.out);
    for (std::string line; std::getline(all, line);) {
        const std::size_t indent = std::min(line.find_first_not_of(' '), line.size());
        if (line.find("  ", indent) != std::string::npos) continue;
        if (line.find(' ', indent) == std::string::npos) continue;  // one word: a file's path
        std::size_t width = 0;
        for (const char c : line) width += (static_cast<unsigned char>(c) & 0xC0) != 0x80;
        EXPECT_LE(width, 80u) << line;
    }
}

TEST(DemoCommand, VerboseTellsEveryRuleLineAndEveryDaysWages) {
    seneschal::testing::TempDir dir;
    const CliRun demo =
        run({"demo", "--dir", dir.path().string(), "--rules", "postcard", "--verbose"});
    ASSERT_EQ(demo.code, 0) << demo.err << demo.out;
    for (const char* expected : {"[GA-RES-WIN]", "[pay] Kingdom of England pays", "Unit by unit",
                                 "The battle's last moves"})
        EXPECT_NE(demo.out.find(expected), std::string::npos) << expected;
    const auto file = dir.path() / "crecy-1346-demo.seneschal";
    ASSERT_TRUE(std::filesystem::exists(file));
    EXPECT_EQ(run({"check", "--db", file.string()}).code, 0);
    // The battles are in the ledger, and each can be undone like any action.
    EXPECT_NE(run({"ledger", "--db", file.string()}).out.find("battle"), std::string::npos);
    EXPECT_EQ(run({"undo", "--db", file.string()}).code, 0);
    EXPECT_EQ(run({"check", "--db", file.string()}).code, 0);
}

TEST(DemoCommand, ASecondRunNeverReplacesTheFirstCampaign) {
    seneschal::testing::TempDir dir;
    ASSERT_EQ(run({"demo", "--dir", dir.path().string(), "--rules", "postcard"}).code, 0);
    ASSERT_EQ(run({"demo", "--dir", dir.path().string(), "--rules", "postcard"}).code, 0);
    EXPECT_TRUE(std::filesystem::exists(dir.path() / "crecy-1346-demo.seneschal"));
    EXPECT_TRUE(std::filesystem::exists(dir.path() / "crecy-1346-demo-2.seneschal"));
}

}  // namespace
}  // namespace seneschal::cli
