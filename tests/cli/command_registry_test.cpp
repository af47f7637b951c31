// A command line builds only its own command's group of commands (issue 33: the others' options
// were a seventh of a short command's work). The table that says which group holds which command
// is written by hand: these tests hold it to what each group really registers, so a command
// added to a group and not to the table (or the other way round) fails here, not at a user's
// terminal.
#include <gtest/gtest.h>

#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "app/cli/commands/registry.hpp"
#include "tests/cli/cli_run.hpp"

namespace seneschal::cli {
namespace {

std::vector<std::string> namesOf(CLI::App& app) {
    std::vector<std::string> names;
    for (const CLI::App* command : app.get_subcommands({})) names.push_back(command->get_name());
    return names;
}

TEST(CommandRegistry, EachGroupRegistersExactlyTheCommandsItIsListedWith) {
    const std::vector<std::vector<std::string>> groups = commandGroups();
    ASSERT_FALSE(groups.empty());
    for (const std::vector<std::string>& listed : groups) {
        ASSERT_FALSE(listed.empty());
        CLI::App app;
        std::ostringstream out, err;
        CommandContext context{out, err};
        ASSERT_TRUE(registerCommandGroupOf(app, context, listed.front()));
        EXPECT_EQ(namesOf(app), listed);
        for (const std::string& name : listed) {
            CLI::App alone;
            ASSERT_TRUE(registerCommandGroupOf(alone, context, name)) << name;
            EXPECT_EQ(namesOf(alone), listed) << name;
        }
    }
}

TEST(CommandRegistry, TheGroupsTogetherAreEveryCommandOnceInTheOrderHelpLists) {
    CLI::App app;
    std::ostringstream out, err;
    CommandContext context{out, err};
    registerAllCommands(app, context);
    std::vector<std::string> grouped;
    for (const std::vector<std::string>& group : commandGroups())
        grouped.insert(grouped.end(), group.begin(), group.end());
    EXPECT_EQ(namesOf(app), grouped);
    EXPECT_EQ(std::set<std::string>(grouped.begin(), grouped.end()).size(), grouped.size());
    CLI::App none;
    EXPECT_FALSE(registerCommandGroupOf(none, context, "no-such-command"));
    EXPECT_TRUE(namesOf(none).empty());
}

// What a user sees is the same whether one group or all are built: the whole help lists every
// command, a command not known is named, and a command's own help and refusals are its own.
TEST(CommandRegistry, HelpAndRefusalsAreTheSameWithOnlyTheCommandsGroupBuilt) {
    const CliResult help = run({"--help"});
    EXPECT_EQ(help.code, 0);
    for (const std::vector<std::string>& group : commandGroups())
        for (const std::string& name : group)
            EXPECT_NE(help.out.find("\n  " + name + " "), std::string::npos) << name;
    const CliResult unknown = run({"rosters"});
    EXPECT_EQ(unknown.code, 2);
    EXPECT_EQ(unknown.err, "error: no command 'rosters' (see seneschal-cli --help)\n");
    const CliResult missing = run({"roster"});
    EXPECT_EQ(missing.code, 2);
    EXPECT_EQ(missing.err.rfind("error: --db is required", 0), 0U) << missing.err;
    const CliResult rosterHelp = run({"roster", "--help"});
    EXPECT_EQ(rosterHelp.code, 0);
    EXPECT_NE(rosterHelp.out.find("List every unit and its men"), std::string::npos);
    EXPECT_EQ(rosterHelp.out.find("Subcommands:"), std::string::npos) << rosterHelp.out;
}

}  // namespace
}  // namespace seneschal::cli
