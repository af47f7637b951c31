// `march`, `split`, `merge`, `avoid`, `pending`, `factors`: the armies on the campaign map.
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "app/cli/command_context.hpp"
#include "application/battles/campaign_factors.hpp"
#include "application/battles/pending_battles.hpp"
#include "application/files/campaign_files.hpp"
#include "application/orders/march_orders.hpp"
#include "base/grouped_number.hpp"

namespace seneschal::cli {

namespace {

struct MarchOptions {
    CampaignOption db;
    std::string army;
    std::string to;
    bool forced = false;
    std::vector<std::string> units;
    std::string name;
    std::vector<std::string> armies;
    std::string place;
    std::string side;
};

CLI::App* withDb(CLI::App& app, const char* name, const char* help, MarchOptions& options,
                 CampaignAccess access) {
    auto* command = app.add_subcommand(name, help);
    addCampaignOption(command, options.db, access)->required();
    return command;
}

}  // namespace

void registerMarchCommands(CLI::App& app, CommandContext& context) {
    auto march = std::make_shared<MarchOptions>();
    auto* marchCommand = withDb(app, "march", "Order an army to a place by the quickest path",
                                *march, CampaignAccess::Write);
    marchCommand->add_option("--army", march->army, "Army (id or name)")->required();
    marchCommand->add_option("--to", march->to, "Place (id or name)")->required();
    marchCommand->add_flag("--forced", march->forced, "March forced: two days' road a day");
    setAction(marchCommand, context, [march, &context] {
        auto file = march->db.open();
        const application::MarchResult order =
            application::orderMarch(file, {march->army, march->to, march->forced});
        context.out << order.description << "\n  by " << order.way() << "\n  arrives "
                    << order.arrival << " (" << countOf(order.days, "day", "days") << ")\n";
        return 0;
    });

    auto split = std::make_shared<MarchOptions>();
    auto* splitCommand = withDb(app, "split", "Detach units or battals into a new army", *split,
                                CampaignAccess::Write);
    splitCommand->add_option("--army", split->army, "Army (id or name)")->required();
    splitCommand->add_option("--units", split->units, "Units or battals, comma-separated")
        ->required()
        ->delimiter(',');
    splitCommand->add_option("--name", split->name, "Name of the new army")->required();
    setAction(splitCommand, context, [split, &context] {
        auto file = split->db.open();
        context.out
            << application::splitArmy(file, {split->army, split->units, split->name}).description
            << "\n";
        return 0;
    });

    auto merge = std::make_shared<MarchOptions>();
    auto* mergeCommand = withDb(app, "merge", "Merge armies of one side at one place", *merge,
                                CampaignAccess::Write);
    mergeCommand->add_option("--armies", merge->armies, "Armies, comma-separated; the first keeps")
        ->required()
        ->delimiter(',');
    setAction(mergeCommand, context, [merge, &context] {
        auto file = merge->db.open();
        context.out << application::mergeArmies(file, merge->armies).description << "\n";
        return 0;
    });

    auto avoid = std::make_shared<MarchOptions>();
    auto* avoidCommand =
        withDb(app, "avoid", "The weaker side at a pending battle falls back by night", *avoid,
               CampaignAccess::Write);
    avoidCommand->add_option("--place", avoid->place, "Where the battle is pending")->required();
    avoidCommand->add_option("--side", avoid->side, "The side that withdraws")->required();
    avoidCommand->add_option("--to", avoid->to, "The neighbouring place it falls back to")
        ->required();
    setAction(avoidCommand, context, [avoid, &context] {
        auto file = avoid->db.open();
        const application::OrderResult done =
            application::avoidBattle(file, {avoid->place, avoid->side, avoid->to});
        context.out << done.description << "\n";
        for (const std::string& event : done.events) context.out << "  " << event << "\n";
        return 0;
    });

    auto pending = std::make_shared<MarchOptions>();
    setAction(withDb(app, "pending", "List the battles pending", *pending, CampaignAccess::Read),
              context, [pending, &context] {
                  auto file = pending->db.open();
                  const auto lines = application::pendingBattleLines(file);
                  if (lines.empty()) context.out << "No battle is pending.\n";
                  for (const std::string& line : lines) context.out << line << "\n";
                  return 0;
              });

    auto factors = std::make_shared<MarchOptions>();
    auto* factorsCommand =
        withDb(app, "factors", "Each unit's campaign factors for a battle at a place", *factors,
               CampaignAccess::Read);
    factorsCommand->add_option("--place", factors->place, "Place (id or name)")->required();
    setAction(factorsCommand, context, [factors, &context] {
        auto file = factors->db.open();
        for (const auto& unit : application::campaignFactors(file, factors->place))
            context.out << unit.army << " / " << unit.unit << ": " << unit.factors << "\n";
        return 0;
    });
}

}  // namespace seneschal::cli
