// `side --db F --side S --programmed on|off [--character cautious|bold]`: a side handed to the
// programmed opponent (issue 36), or back to a person.
#include <memory>
#include <optional>
#include <string>

#include "app/cli/command_context.hpp"
#include "application/files/campaign_files.hpp"
#include "application/orders/opponent_orders.hpp"

namespace seneschal::cli {

namespace {

struct SideOptions {
    CampaignOption db;
    application::SideProgrammedRequest request;
};

}  // namespace

void registerSideCommand(CLI::App& app, CommandContext& context) {
    auto options = std::make_shared<SideOptions>();
    auto* command = app.add_subcommand(
        "side", "Hand a side to the programmed opponent, or back to a person (undoable)");
    addCampaignOption(command, options->db, CampaignAccess::Write)->required();
    command->add_option("--side", options->request.side, "Side (id or name)")->required();
    command
        ->add_option("--programmed", options->request.programmed,
                     "on: the programmed opponent plays the side each day; off: a person does")
        ->required();
    command->add_option("--character", options->request.character,
                        "cautious or bold: how readily it offers battle (default cautious)");
    setAction(command, context, [options, &context] {
        auto file = options->db.open();
        context.out << application::setSideProgrammed(file, options->request).description << "\n";
        return 0;
    });
}

}  // namespace seneschal::cli
