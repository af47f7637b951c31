#include "app/cli/commands/registry.hpp"

namespace seneschal::cli {

void registerRulesCommand(CLI::App& app, CommandContext& context);

void registerAllCommands(CLI::App& app, CommandContext& context) {
    registerRulesCommand(app, context);
}

}  // namespace seneschal::cli
