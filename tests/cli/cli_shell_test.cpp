#include <gtest/gtest.h>

#include <array>
#include <cstdio>
#include <sstream>

#include "app/cli/cli.hpp"
#include "seneschal/version.hpp"
#include "tests/cli/cli_run.hpp"

namespace seneschal::cli {
namespace {

using Result = CliResult;

TEST(CliShell, VersionPrintsTheVersion) {
    const Result r = run({"--version"});
    EXPECT_EQ(r.code, 0);
    EXPECT_NE(r.out.find(kVersion), std::string::npos) << r.out;
}

TEST(CliShell, HelpListsSubcommands) {
    const Result r = run({"--help"});
    EXPECT_EQ(r.code, 0);
    EXPECT_NE(r.out.find("rules"), std::string::npos) << r.out;
}

TEST(CliShell, EachSubcommandHasHelp) {
    const Result r = run({"rules", "check", "--help"});
    EXPECT_EQ(r.code, 0);
    EXPECT_NE(r.out.find("files"), std::string::npos) << r.out;
}

TEST(CliShell, UnknownCommandSaysSoAndExitsTwo) {
    const Result r = run({"conquer-france"});
    EXPECT_EQ(r.code, kExitUsage);
    EXPECT_EQ(r.err, "error: no command 'conquer-france' (see seneschal-cli --help)\n");
    const Result none = run({});
    EXPECT_EQ(none.code, kExitUsage);
    EXPECT_EQ(none.err, "error: give a command (see seneschal-cli --help)\n");
}

TEST(CliShell, UnknownOptionExitsTwo) {
    EXPECT_EQ(run({"rules", "check", "--frobnicate"}).code, kExitUsage);
    EXPECT_EQ(run({}).code, kExitUsage);
}

TEST(CliShell, UserErrorPrintsErrorLineAndExitsOne) {
    const Result r = run({"rules", "check", "/no/such/rules.xml"});
    EXPECT_EQ(r.code, kExitUserError);
    EXPECT_EQ(r.err.rfind("error: ", 0), 0u) << r.err;
    EXPECT_NE(r.err.find("/no/such/rules.xml"), std::string::npos) << r.err;
}

TEST(CliShell, TheInstalledBinaryBehavesTheSame) {
    const std::string command = std::string(SENESCHAL_CLI_BINARY) + " --version";
    FILE* pipe = popen(command.c_str(), "r");
    ASSERT_NE(pipe, nullptr);
    std::array<char, 256> buffer{};
    std::string output;
    while (fgets(buffer.data(), buffer.size(), pipe)) output += buffer.data();
    EXPECT_EQ(pclose(pipe), 0);
    EXPECT_EQ(output, std::string("seneschal-cli ") + kVersion + "\n");
    EXPECT_NE(std::system((std::string(SENESCHAL_CLI_BINARY) + " nonsense 2>/dev/null").c_str()),
              0);
}

}  // namespace
}  // namespace seneschal::cli

namespace seneschal::cli {
namespace {

TEST(RulesCheckCli, EveryShippedRulesFileValidates) {
    std::ostringstream out, err;
    EXPECT_EQ(runCli({"rules", "check"}, out, err), 0) << err.str();
    for (const char* file :
         {"godsacre.xml", "campaign.xml", "postcard.xml", "feudal.xml", "strategy.xml"}) {
        EXPECT_NE(out.str().find(std::string(file) + ": ok"), std::string::npos) << out.str();
    }
}

}  // namespace
}  // namespace seneschal::cli
