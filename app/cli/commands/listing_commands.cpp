// `roster`, `leaders`, `ledger`: the campaign's listings as text or CSV; `armies`: where each
// army is and where it marches.
#include <memory>
#include <optional>
#include <string>

#include "app/cli/command_context.hpp"
#include "application/files/campaign_files.hpp"
#include "application/reports/listings.hpp"
#include "application/views/army_listing.hpp"

namespace seneschal::cli {

void registerListingCommands(CLI::App& app, CommandContext& context) {
    auto roster = std::make_shared<ListingOptions>();
    auto* rosterCommand = addListingCommand(app, "roster", "List every unit and its men", *roster);
    rosterCommand->add_option("--army", roster->army, "Only this army (id or name)");
    rosterCommand->add_option("--side", roster->side,
                              "Only what this side (id or name) knows: its own units");
    setAction(rosterCommand, context, [roster, &context] {
        auto file = roster->db.open();
        application::rosterListing(file, roster->army, roster->side)
            .write(context.out, reports::parseTableFormat(roster->format),
                   tableWidth(roster->wide));
        return 0;
    });

    auto leaders = std::make_shared<ListingOptions>();
    setAction(addListingCommand(app, "leaders", "List the leaders, what they lead and their status",
                                *leaders),
              context, [leaders, &context] {
                  auto file = leaders->db.open();
                  application::leadersListing(file).write(
                      context.out, reports::parseTableFormat(leaders->format),
                      tableWidth(leaders->wide));
                  return 0;
              });

    auto ledger = std::make_shared<ListingOptions>();
    setAction(
        addListingCommand(app, "ledger", "List every change to the roster, oldest first", *ledger),
        context, [ledger, &context] {
            auto file = ledger->db.open();
            application::ledgerListing(file).write(
                context.out, reports::parseTableFormat(ledger->format), tableWidth(ledger->wide));
            return 0;
        });

    auto armies = std::make_shared<ListingOptions>();
    auto* armiesCommand = app.add_subcommand(
        "armies", "List every army by side: where it is, its orders, its arrival and its men");
    addCampaignOption(armiesCommand, armies->db, CampaignAccess::Read)->required();
    armiesCommand->add_option("--format", armies->format, "text or csv");
    addWideFlag(armiesCommand, armies->wide);
    setAction(armiesCommand, context, [armies, &context] {
        const reports::TableFormat format = reports::parseTableFormat(armies->format);
        auto file = armies->db.open();
        if (format == reports::TableFormat::Csv) {
            application::armiesCsvTable(file).writeCsv(context.out);
            return 0;
        }
        const auto listing = application::armiesListing(file, armies->wide);
        if (listing.empty()) context.out << "No army is in this campaign.\n";
        for (std::size_t i = 0; i < listing.size(); ++i) {
            context.out << (i > 0 ? "\n" : "") << listing[i].side << '\n';
            listing[i].armies.writeText(context.out, tableWidth(armies->wide));
        }
        return 0;
    });
}

}  // namespace seneschal::cli
