#pragma once
#include "app/cli/command_context.hpp"

namespace seneschal::cli {

// One line per subcommand; each lives in its own file under app/cli/commands/.
void registerAllCommands(CLI::App& app, CommandContext& context);

}  // namespace seneschal::cli
