// `new`, `scenarios`, `export`, `undo`, `redo`, `check`: making, writing out, stepping back and
// checking a campaign file.
#include <memory>
#include <string>

#include "app/cli/command_context.hpp"
#include "application/campaign_files.hpp"
#include "application/history.hpp"
#include "battle/errors.hpp"

namespace seneschal::cli {

namespace {

struct Paths {
    std::string scenario;
    std::string db;
    std::string out;
    bool force = false;
};

void registerNew(CLI::App& app, CommandContext& context) {
    auto paths = std::make_shared<Paths>();
    auto* command = app.add_subcommand("new", "Create a campaign file from a scenario");
    command
        ->add_option("--scenario", paths->scenario,
                     "A bundled scenario's id (see seneschal-cli scenarios) or a scenario XML file")
        ->required();
    command->add_option("--db", paths->db, "The campaign file to create")->required();
    command->add_flag("--force", paths->force,
                      "Replace the campaign file if it exists (only a campaign that no other "
                      "program has open)");
    setAction(command, context, [paths, &context] {
        const auto summary = application::newCampaign({paths->scenario, paths->db, paths->force});
        context.out << "Created " << paths->db << ": " << summary.name << " (" << summary.sides
                    << " sides, " << summary.places << " places, " << summary.routes << " routes, "
                    << summary.leaders << " leaders, " << summary.armies << " armies, "
                    << summary.units << " units, " << summary.men << " men present)\n";
        return 0;
    });
}

void registerScenarios(CLI::App& app, CommandContext& context) {
    auto* command = app.add_subcommand(
        "scenarios", "List the bundled campaign scenarios: id, name, start date and sides");
    auto wide = std::make_shared<bool>(false);
    addWideFlag(command, *wide);
    setAction(command, context, [wide, &context] {
        application::scenariosListing().writeText(context.out, tableWidth(*wide));
        return 0;
    });
}

void registerExport(CLI::App& app, CommandContext& context) {
    auto paths = std::make_shared<Paths>();
    auto* command = app.add_subcommand("export", "Write the campaign as it stands as a scenario");
    command->add_option("--db", paths->db, "The campaign file")->required();
    command->add_option("--out", paths->out, "Scenario XML file to write")->required();
    command->add_flag("--force", paths->force,
                      "Replace an existing --out file (never a campaign file)");
    setAction(command, context, [paths, &context] {
        application::exportCampaign(paths->db, paths->out, paths->force);
        context.out << "Exported " << paths->db << " to " << paths->out << "\n";
        return 0;
    });
}

void registerStep(CLI::App& app, CommandContext& context, bool isUndo) {
    auto paths = std::make_shared<Paths>();
    auto* command = app.add_subcommand(
        isUndo ? "undo" : "redo", isUndo ? "Undo the last action" : "Redo the last undone action");
    command->add_option("--db", paths->db, "The campaign file")->required();
    setAction(command, context, [paths, &context, isUndo] {
        auto file = application::openCampaign(paths->db);
        const auto done =
            isUndo ? application::undoLastAction(file) : application::redoLastUndone(file);
        if (!done) throw UserError(isUndo ? "nothing to undo" : "nothing to redo");
        context.out << (isUndo ? "Undone: " : "Redone: ") << *done << "\n";
        return 0;
    });
}

void registerCheck(CLI::App& app, CommandContext& context) {
    auto paths = std::make_shared<Paths>();
    auto* command = app.add_subcommand(
        "check", "Check the campaign: men conserved, leaders' status, SQLite integrity");
    command->add_option("--db", paths->db, "The campaign file")->required();
    setAction(command, context, [paths, &context] {
        const auto problems = application::checkCampaignFile(paths->db);
        for (const auto& problem : problems) context.out << problem << "\n";
        if (!problems.empty()) {
            context.err << "error: " << problems.size() << " problem"
                        << (problems.size() == 1 ? "" : "s") << " in " << paths->db << "\n";
            return 1;
        }
        context.out << paths->db << ": ok\n";
        return 0;
    });
}

}  // namespace

void registerCampaignFileCommands(CLI::App& app, CommandContext& context) {
    registerNew(app, context);
    registerScenarios(app, context);
    registerExport(app, context);
    registerStep(app, context, true);
    registerStep(app, context, false);
    registerCheck(app, context);
}

}  // namespace seneschal::cli
