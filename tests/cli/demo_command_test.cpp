// `seneschal-cli demo`: the Crécy campaign played end to end from the CLI — march, advance,
// battles and their aftermath, two more weeks — ends with the conservation check holding.
#include <gtest/gtest.h>

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
    for (const char* expected : {"March English host to Crécy", "=== Battle at Crécy", "Aftermath:",
                                 "[GA-RES-WIN]", "Two weeks after the battle:", "Final muster",
                                 "Conservation check: every man is accounted for"}) {
        EXPECT_NE(demo.out.find(expected), std::string::npos) << expected;
    }
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
