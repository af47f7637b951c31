#pragma once
#include <string>
#include <string_view>
#include <vector>

#include "app/cli/command_context.hpp"

namespace seneschal::cli {

// Every command, in the order `--help` lists them; each group lives in its own file under
// app/cli/commands/.
void registerAllCommands(CLI::App& app, CommandContext& context);

// Only the group of commands `name` is one of (false, registering nothing, when no group has a
// command of that name). A command line names its command first: building the other thirty-odd
// commands' options is a seventh of a short command's work, and under the sanitizers a quarter
// of its start (issue 33). Help of the whole program, and a command not known, take them all.
bool registerCommandGroupOf(CLI::App& app, CommandContext& context, std::string_view name);

// The commands each group registers, by name, in order (checked against what each registers by
// tests/cli/command_registry_test.cpp).
std::vector<std::vector<std::string>> commandGroups();

}  // namespace seneschal::cli
