// The README stays true (issue 16): every command of its "A first campaign from the command line"
// section runs as written, in order, by the shell, in a fresh folder where no file of the source
// tree is at hand, with only the program's path put for `build/bin/seneschal-cli` and `$cli`.
#include <gtest/gtest.h>

#include <array>
#include <cstdio>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "tests/campaign/temp_dir.hpp"

namespace {

const char* const kSection = "## A first campaign from the command line";

// The lines of the section's first ```sh block, as the README has them.
std::vector<std::string> readmeCommands() {
    std::ifstream readme(std::string(SENESCHAL_SOURCE_DIR) + "/README.md");
    std::string line;
    bool inSection = false;
    bool inBlock = false;
    std::vector<std::string> commands;
    while (std::getline(readme, line)) {
        if (!inSection) {
            inSection = line == kSection;
            continue;
        }
        if (!inBlock) {
            if (line.rfind("## ", 0) == 0) break;
            inBlock = line == "```sh";
            continue;
        }
        if (line == "```") break;
        if (line.find_first_not_of(' ') != std::string::npos) commands.push_back(line);
    }
    return commands;
}

std::string replaceAll(std::string text, const std::string& what, const std::string& with) {
    for (std::size_t at = text.find(what); at != std::string::npos;
         at = text.find(what, at + with.size())) {
        text.replace(at, what.size(), with);
    }
    return text;
}

struct ShellResult {
    int status = 0;
    std::string output;
};

ShellResult runInShell(const std::string& folder, const std::string& line) {
    const std::string binary = std::string("'") + SENESCHAL_CLI_BINARY + "'";
    std::string command = replaceAll(line, "build/bin/seneschal-cli", binary);
    command = replaceAll(command, "$cli", binary);
    const std::string script = "cd '" + folder + "' && " + command + " 2>&1";
    ShellResult result;
    FILE* pipe = popen(script.c_str(), "r");
    if (!pipe) return {-1, "popen failed"};
    std::array<char, 4096> buffer{};
    while (fgets(buffer.data(), buffer.size(), pipe)) result.output += buffer.data();
    result.status = pclose(pipe);
    return result;
}

TEST(ReadmeCommands, TheFirstCampaignRunsAsWrittenInAFreshFolder) {
    const std::vector<std::string> commands = readmeCommands();
    ASSERT_GT(commands.size(), 15u) << "the README has no \"" << kSection << "\" sh block";
    seneschal::testing::TempDir dir;
    std::string ransomed;
    for (const std::string& line : commands) {
        const ShellResult result = runInShell(dir.path().string(), line);
        ASSERT_EQ(result.status, 0) << "the README's command failed:\n  " << line << "\n"
                                    << result.output;
        if (line.find(" ransom ") != std::string::npos) ransomed += result.output;
    }
    // The ransom the README demands, and then pays as its comment says, is the one owed.
    EXPECT_NE(ransomed.find("Pay"), std::string::npos) << ransomed;
}

TEST(ReadmeCommands, ABundledBattleIsFoughtByItsIdFromAnyFolder) {
    seneschal::testing::TempDir dir;
    const ShellResult battle =
        runInShell(dir.path().string(), "$cli battle --scenario reference-1500 --seed 1");
    EXPECT_EQ(battle.status, 0) << battle.output;
    const ShellResult odds =
        runInShell(dir.path().string(), "$cli odds --scenario reference-1500 --runs 20");
    EXPECT_EQ(odds.status, 0) << odds.output;
    const ShellResult unknown =
        runInShell(dir.path().string(), "$cli battle --scenario no-such-battle --seed 1");
    EXPECT_NE(unknown.status, 0);
    EXPECT_NE(unknown.output.find("no battle file or bundled battle 'no-such-battle'"),
              std::string::npos)
        << unknown.output;
}

}  // namespace
