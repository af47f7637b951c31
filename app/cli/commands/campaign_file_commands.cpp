// `new`, `scenarios`, `export`, `undo`, `redo`, `check`, `upgrade`: making, writing out,
// stepping back, checking and upgrading a campaign file.
#include <memory>
#include <string>
#include <string_view>

#include "app/cli/command_context.hpp"
#include "app/cli/commands/number_option.hpp"
#include "app/cli/commands/seed_option.hpp"
#include "application/files/campaign_files.hpp"
#include "application/orders/campaign_edits.hpp"
#include "application/orders/history.hpp"
#include "base/errors.hpp"
#include "base/grouped_number.hpp"

namespace seneschal::cli {

namespace {

// A blank map's width or height, as a scenario's map may be (docs/formats.md).
constexpr CountRange kMapSide{"a side of the map", 1, 100'000, "map units"};

struct Paths {
    std::string scenario;
    CampaignOption db;
    std::string out;
    bool force = false;
};

// `new --blank`'s options: a campaign with no sides, places or armies yet, to build by `edit`.
struct BlankOptions {
    bool blank = false;
    application::BlankCampaignRequest request;
};

void registerNew(CLI::App& app, CommandContext& context) {
    auto paths = std::make_shared<Paths>();
    auto blank = std::make_shared<BlankOptions>();
    auto* command = app.add_subcommand(
        "new", "Create a campaign file from a scenario, or a blank one to build with edit");
    auto* scenario = command->add_option(
        "--scenario", paths->scenario,
        "A bundled scenario's id (see seneschal-cli scenarios) or a scenario XML file");
    auto* blankFlag = command->add_flag(
        "--blank", blank->blank,
        "A blank campaign: no sides, places or armies (add them with seneschal-cli edit)");
    scenario->excludes(blankFlag);
    command->add_option("--db", paths->db.path, "The campaign file to create")->required();
    command->add_flag("--force", paths->force,
                      "Replace the campaign file if it exists (only a campaign that no other "
                      "program has open)");
    auto seed = std::make_shared<std::optional<std::uint64_t>>();
    command
        ->add_option("--seed", *seed,
                     "The campaign's own seed, the programmed opponent's dice (default: a new "
                     "one, printed; the same seed and the same orders give the same campaign)")
        ->check(seedDigits());
    application::BlankCampaignRequest& r = blank->request;
    auto* name = command->add_option("--name", r.name, "--blank: the campaign's name");
    auto* start = command->add_option("--start", r.start, "--blank: its first day, YYYY-MM-DD");
    auto* reckoning = command->add_option(
        "--reckoning", r.reckoning,
        "--blank: julian or gregorian (default: julian before 1582, gregorian after)");
    auto* rules = command->add_option("--rules", r.rules,
                                      "--blank: the rule set, godsacre, postcard or feudal "
                                      "(default godsacre)");
    auto* currency =
        command->add_option("--currency", r.currency, "--blank: its money (default pounds)");
    auto* width = addCountOption(command, "--width", r.width, kMapSide,
                                 "--blank: the map's width in map units (default 1000)");
    auto* height = addCountOption(command, "--height", r.height, kMapSide,
                                  "--blank: the map's height in map units (default 1000)");
    auto* scale = command->add_option(
        "--miles-per-unit", r.milesPerUnit,
        "--blank: the map's scale, miles to a map unit (for the scale bar, and the days a new "
        "route is proposed)");
    for (auto* option : {name, start, reckoning, rules, currency, width, height, scale}) {
        option->needs(blankFlag);
    }
    setAction(command, context, [paths, blank, seed, &context] {
        application::NewCampaignSummary summary;
        if (blank->blank) {
            if (blank->request.name.empty())
                throw UserError("--name: a blank campaign needs a name");
            if (blank->request.start.empty()) {
                throw UserError("--start: a blank campaign needs its first day, YYYY-MM-DD");
            }
            blank->request.campaign = paths->db.path;
            blank->request.replace = paths->force;
            blank->request.seed = *seed;
            summary = application::newBlankCampaign(blank->request);
        } else {
            if (paths->scenario.empty()) throw UserError("give --scenario, or --blank");
            summary =
                application::newCampaign({paths->scenario, paths->db.path, paths->force, *seed});
        }
        const auto count = [](auto value, std::string_view one, std::string_view many) {
            return countOf(static_cast<long long>(value), one, many);
        };
        context.out << "Created " << paths->db.path << ": " << summary.name << " ("
                    << count(summary.sides, "side", "sides") << ", "
                    << count(summary.places, "place", "places") << ", "
                    << count(summary.routes, "route", "routes") << ", "
                    << count(summary.leaders, "leader", "leaders") << ", "
                    << count(summary.armies, "army", "armies") << ", "
                    << count(summary.units, "unit", "units") << ", "
                    << count(summary.men, "man", "men") << " present)\n";
        context.out << "Campaign seed " << summary.seed << " (new --seed " << summary.seed
                    << " makes the same campaign again)\n";
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
    addCampaignOption(command, paths->db, CampaignAccess::Read)->required();
    command->add_option("--out", paths->out, "Scenario XML file to write")->required();
    command->add_flag("--force", paths->force,
                      "Replace an existing --out file (never a campaign file)");
    setAction(command, context, [paths, &context] {
        application::exportCampaign(paths->db.path, paths->out, paths->force);
        context.out << "Exported " << paths->db.path << " to " << paths->out << "\n";
        return 0;
    });
}

void registerStep(CLI::App& app, CommandContext& context, bool isUndo) {
    auto paths = std::make_shared<Paths>();
    auto* command = app.add_subcommand(
        isUndo ? "undo" : "redo", isUndo ? "Undo the last action" : "Redo the last undone action");
    addCampaignOption(command, paths->db, CampaignAccess::Write)->required();
    setAction(command, context, [paths, &context, isUndo] {
        auto file = paths->db.open();
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
        "check",
        "Check the campaign: stored days, men conserved, leaders' status, the undo log, SQLite "
        "integrity, its schema; and warn of a rules file changed since the campaign was made");
    addCampaignOption(command, paths->db, CampaignAccess::Read)->required();
    setAction(command, context, [paths, &context] {
        const auto [problems, warnings] = application::checkCampaignFile(paths->db.path);
        for (const auto& problem : problems) context.out << problem << "\n";
        for (const auto& warning : warnings) context.out << "warning: " << warning << "\n";
        if (!problems.empty()) {
            context.err << "error: "
                        << countOf(static_cast<long long>(problems.size()), "problem", "problems")
                        << " in " << paths->db.path << "\n";
            return 1;
        }
        context.out << paths->db.path << ": ok\n";
        return 0;
    });
}

// `upgrade`: the one reading-free way to bring an older campaign to this program's schema in the
// file (every command that writes does the same first); reading commands never do.
void registerUpgrade(CLI::App& app, CommandContext& context) {
    auto paths = std::make_shared<Paths>();
    auto* command = app.add_subcommand(
        "upgrade",
        "Bring a campaign of an older Seneschal to this program's schema (after a backup)");
    addCampaignOption(command, paths->db, CampaignAccess::Write)->required();
    setAction(command, context, [paths, &context] {
        const application::UpgradeResult done = application::upgradeCampaign(paths->db.path);
        if (done.upgraded) {
            context.out << "Upgraded " << paths->db.path << " from schema version " << done.from
                        << " to " << done.to << "; the campaign as it was is backed up in "
                        << done.backups.string() << "\n";
        } else {
            context.out << paths->db.path << " is already at schema version " << done.to
                        << "; nothing to do\n";
        }
        return 0;
    });
}

}  // namespace

void registerCampaignFileCommands(CLI::App& app, CommandContext& context) {
    registerUpgrade(app, context);
    registerNew(app, context);
    registerScenarios(app, context);
    registerExport(app, context);
    registerStep(app, context, true);
    registerStep(app, context, false);
    registerCheck(app, context);
}

}  // namespace seneschal::cli
