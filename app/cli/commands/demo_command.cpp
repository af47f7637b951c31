// `seneschal-cli demo [--dir DIR] [--rules R] [--seed N]`: the Crécy campaign played for the
// user (application/files/demo_campaign.hpp), into a new campaign file they can open afterwards.
#include <iostream>
#include <memory>

#include "app/cli/command_context.hpp"
#include "app/cli/commands/seed_option.hpp"
#include "app/cli/prose_output.hpp"
#include "application/files/demo_campaign.hpp"

namespace seneschal::cli {

void registerDemoCommand(CLI::App& app, CommandContext& context) {
    auto options = std::make_shared<application::DemoOptions>();
    auto dir = std::make_shared<std::string>();
    auto* demo = app.add_subcommand(
        "demo", "Play the bundled Crécy campaign: march, battle, aftermath, two weeks on");
    demo->add_option("--dir", *dir,
                     "Folder for the new campaign file (default: a new temporary folder)");
    demo->add_option("--rules", options->rules, "Rule set the battles are fought with")
        ->capture_default_str();
    demo->add_option("--seed", options->seed, "Seed of the first battle's dice")
        ->capture_default_str()
        ->check(seedDigits());
    demo->add_flag("--verbose", options->verbose,
                   "Tell everything: each day's wages, the battles' unit-by-unit detail and last "
                   "moves, the final roll unit by unit");
    setAction(demo, context, [options, dir, &context] {
        options->dir = *dir;
        // The demo's prose wrapped at the terminal's width, 80 off a terminal (issue 37).
        ProseStream out(context.out,
                        &context.out == &std::cout ? proseWidth() : kProseColumnsOffTerminal);
        const application::DemoResult result = application::runDemo(*options, out);
        return result.checkPassed ? 0 : 1;
    });
}

}  // namespace seneschal::cli
