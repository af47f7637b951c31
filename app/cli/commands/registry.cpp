#include "app/cli/commands/registry.hpp"

namespace seneschal::cli {

void registerRulesCommand(CLI::App& app, CommandContext& context);
void registerCampaignFileCommands(CLI::App& app, CommandContext& context);
void registerListingCommands(CLI::App& app, CommandContext& context);
void registerAftermathCommands(CLI::App& app, CommandContext& context);
void registerBattleCommand(CLI::App& app, CommandContext& context);
void registerOddsCommand(CLI::App& app, CommandContext& context);
void registerMarchCommands(CLI::App& app, CommandContext& context);
void registerUpkeepCommands(CLI::App& app, CommandContext& context);
void registerBackupCommands(CLI::App& app, CommandContext& context);
void registerMapCommand(CLI::App& app, CommandContext& context);
void registerReportCommands(CLI::App& app, CommandContext& context);
void registerCalcCommand(CLI::App& app, CommandContext& context);
void registerScaleCommand(CLI::App& app, CommandContext& context);

void registerEditCommands(CLI::App& app, CommandContext& context);
void registerDemoCommand(CLI::App& app, CommandContext& context);
void registerSideCommand(CLI::App& app, CommandContext& context);
void registerGroupCommands(CLI::App& app, CommandContext& context);

void registerAllCommands(CLI::App& app, CommandContext& context) {
    registerRulesCommand(app, context);
    registerCampaignFileCommands(app, context);
    registerListingCommands(app, context);
    registerAftermathCommands(app, context);
    registerBattleCommand(app, context);
    registerOddsCommand(app, context);
    registerMarchCommands(app, context);
    registerUpkeepCommands(app, context);
    registerBackupCommands(app, context);
    registerMapCommand(app, context);
    registerReportCommands(app, context);
    registerCalcCommand(app, context);
    registerScaleCommand(app, context);
    registerEditCommands(app, context);
    registerDemoCommand(app, context);
    registerSideCommand(app, context);
    registerGroupCommands(app, context);
}

}  // namespace seneschal::cli
