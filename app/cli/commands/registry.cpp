#include "app/cli/commands/registry.hpp"

namespace seneschal::cli {

void registerRulesCommand(CLI::App& app, CommandContext& context);
void registerCampaignFileCommands(CLI::App& app, CommandContext& context);
void registerListingCommands(CLI::App& app, CommandContext& context);
void registerBattleCommand(CLI::App& app, CommandContext& context);
void registerOddsCommand(CLI::App& app, CommandContext& context);

void registerAllCommands(CLI::App& app, CommandContext& context) {
    registerRulesCommand(app, context);
    registerCampaignFileCommands(app, context);
    registerListingCommands(app, context);
    registerBattleCommand(app, context);
    registerOddsCommand(app, context);
}

}  // namespace seneschal::cli
