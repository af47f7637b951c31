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

namespace {

using Register = void (*)(CLI::App&, CommandContext&);

struct CommandGroup {
    Register add;
    std::vector<std::string_view> names;
};

const std::vector<CommandGroup>& groups() {
    static const std::vector<CommandGroup> kGroups = {
        {registerRulesCommand, {"rules"}},
        {registerCampaignFileCommands,
         {"upgrade", "new", "scenarios", "export", "undo", "redo", "check"}},
        {registerListingCommands, {"roster", "leaders", "ledger", "armies"}},
        {registerAftermathCommands, {"apply", "advance", "prisoners", "treasury", "ransom"}},
        {registerBattleCommand, {"battle"}},
        {registerOddsCommand, {"odds"}},
        {registerMarchCommands, {"march", "split", "merge", "avoid", "pending", "factors"}},
        {registerUpkeepCommands, {"recruit", "pay"}},
        {registerBackupCommands, {"backups", "restore"}},
        {registerMapCommand, {"map"}},
        {registerReportCommands, {"battles", "report", "dispatch"}},
        {registerCalcCommand, {"calc"}},
        {registerScaleCommand, {"scale"}},
        {registerEditCommands, {"edit"}},
        {registerDemoCommand, {"demo"}},
        {registerSideCommand, {"side"}},
        {registerGroupCommands, {"group", "orders", "turn"}},
    };
    return kGroups;
}

}  // namespace

void registerAllCommands(CLI::App& app, CommandContext& context) {
    for (const CommandGroup& group : groups()) group.add(app, context);
}

bool registerCommandGroupOf(CLI::App& app, CommandContext& context, std::string_view name) {
    for (const CommandGroup& group : groups()) {
        for (const std::string_view each : group.names) {
            if (each != name) continue;
            group.add(app, context);
            return true;
        }
    }
    return false;
}

std::vector<std::vector<std::string>> commandGroups() {
    std::vector<std::vector<std::string>> all;
    for (const CommandGroup& group : groups())
        all.emplace_back(group.names.begin(), group.names.end());
    return all;
}

}  // namespace seneschal::cli
