// `roster`, `leaders`, `ledger`: the campaign's listings as text or CSV.
#include <memory>
#include <optional>
#include <string>

#include "app/cli/command_context.hpp"
#include "application/campaign_files.hpp"
#include "application/listings.hpp"

namespace seneschal::cli {

namespace {

struct ListingOptions {
    std::string db;
    std::string format = "text";
    std::optional<std::string> army;
};

CLI::App* listing(CLI::App& app, const char* name, const char* help, ListingOptions& options) {
    auto* command = app.add_subcommand(name, help);
    command->add_option("--db", options.db, "Campaign file")->required();
    command->add_option("--format", options.format, "text or csv")
        ->check(CLI::IsMember({"text", "csv"}));
    return command;
}

}  // namespace

void registerListingCommands(CLI::App& app, CommandContext& context) {
    auto roster = std::make_shared<ListingOptions>();
    auto* rosterCommand = listing(app, "roster", "List every unit and its men", *roster);
    rosterCommand->add_option("--army", roster->army, "Only this army (id or name)");
    setAction(rosterCommand, context, [roster, &context] {
        auto file = application::openCampaign(roster->db);
        application::rosterListing(file, roster->army)
            .write(context.out, reports::parseTableFormat(roster->format));
        return 0;
    });

    auto leaders = std::make_shared<ListingOptions>();
    setAction(
        listing(app, "leaders", "List the leaders, what they lead and their status", *leaders),
        context, [leaders, &context] {
            auto file = application::openCampaign(leaders->db);
            application::leadersListing(file).write(context.out,
                                                    reports::parseTableFormat(leaders->format));
            return 0;
        });

    auto ledger = std::make_shared<ListingOptions>();
    setAction(listing(app, "ledger", "List every change to the roster, oldest first", *ledger),
              context, [ledger, &context] {
                  auto file = application::openCampaign(ledger->db);
                  application::ledgerListing(file).write(context.out,
                                                         reports::parseTableFormat(ledger->format));
                  return 0;
              });
}

}  // namespace seneschal::cli
