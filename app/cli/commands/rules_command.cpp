// `seneschal-cli rules check [FILE...]`: validates rules tables, so a game master who edits a
// table learns of a mistake (file, line, element) before a battle does.
#include <filesystem>
#include <memory>
#include <string>
#include <vector>

#include "app/cli/command_context.hpp"
#include "battle/data_dir.hpp"
#include "battle/rules_check.hpp"

namespace seneschal::cli {

void registerRulesCommand(CLI::App& app, CommandContext& context) {
    auto* rules = app.add_subcommand("rules", "Check the rules tables");
    rules->require_subcommand(1);
    auto files = std::make_shared<std::vector<std::string>>();
    auto* check = rules->add_subcommand(
        "check", "Load and validate rules files (default: the shipped godsacre.xml)");
    check->add_option("files", *files, "Rules XML files to validate");
    setAction(check, context, [files, &context] {
        std::vector<std::filesystem::path> paths(files->begin(), files->end());
        if (paths.empty()) paths.push_back(rulesDir() / "godsacre.xml");
        for (const auto& path : paths) {
            const auto result = battle::checkRulesFile(path);
            context.out << path.string() << ": ok, " << result.rulesId << " (" << result.summary
                        << ")\n";
        }
        return 0;
    });
}

}  // namespace seneschal::cli
