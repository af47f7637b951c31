// `march`, `split`, `merge`, `avoid`, `pending`, `factors`: the armies on the campaign map.
#include <memory>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

#include "app/cli/command_context.hpp"
#include "campaign/actions/action_log.hpp"
#include "campaign/actions/army_orders.hpp"
#include "campaign/actions/march_actions.hpp"
#include "campaign/battles/battle_factors.hpp"
#include "campaign/calendar/march_steps.hpp"
#include "campaign/file/campaign_file.hpp"
#include "campaign/stores/repository.hpp"

namespace seneschal::cli {

namespace {

struct MarchOptions {
    std::string db;
    std::string army;
    std::string to;
    bool forced = false;
    std::vector<std::string> units;
    std::string name;
    std::vector<std::string> armies;
    std::string place;
    std::string side;
};

CLI::App* withDb(CLI::App& app, const char* name, const char* help, MarchOptions& options) {
    auto* command = app.add_subcommand(name, help);
    command->add_option("--db", options.db, "Campaign file")->required();
    return command;
}

}  // namespace

void registerMarchCommands(CLI::App& app, CommandContext& context) {
    auto march = std::make_shared<MarchOptions>();
    auto* marchCommand =
        withDb(app, "march", "Order an army to a place by the quickest path", *march);
    marchCommand->add_option("--army", march->army, "Army (id or name)")->required();
    marchCommand->add_option("--to", march->to, "Place (id or name)")->required();
    marchCommand->add_flag("--forced", march->forced, "March forced: two days' road a day");
    setAction(marchCommand, context, [march, &context] {
        auto file = campaign::CampaignFile::open(march->db);
        campaign::MarchOrder order(march->army, march->to, march->forced);
        campaign::perform(file.db(), order);
        std::string way;
        for (const std::string& stop : order.stops()) way += (way.empty() ? "" : " -> ") + stop;
        context.out << order.describe() << "\n  by " << way << "\n  arrives " << order.arrivalText()
                    << " (" << order.days() << (order.days() == 1 ? " day" : " days") << ")\n";
        return 0;
    });

    auto split = std::make_shared<MarchOptions>();
    auto* splitCommand = withDb(app, "split", "Detach units or battals into a new army", *split);
    splitCommand->add_option("--army", split->army, "Army (id or name)")->required();
    splitCommand->add_option("--units", split->units, "Units or battals, comma-separated")
        ->required()
        ->delimiter(',');
    splitCommand->add_option("--name", split->name, "Name of the new army")->required();
    setAction(splitCommand, context, [split, &context] {
        auto file = campaign::CampaignFile::open(split->db);
        campaign::SplitArmy action(split->army, split->units, split->name);
        campaign::perform(file.db(), action);
        context.out << action.describe() << "\n";
        return 0;
    });

    auto merge = std::make_shared<MarchOptions>();
    auto* mergeCommand = withDb(app, "merge", "Merge armies of one side at one place", *merge);
    mergeCommand->add_option("--armies", merge->armies, "Armies, comma-separated; the first keeps")
        ->required()
        ->delimiter(',');
    setAction(mergeCommand, context, [merge, &context] {
        auto file = campaign::CampaignFile::open(merge->db);
        campaign::MergeArmies action(merge->armies);
        campaign::perform(file.db(), action);
        context.out << action.describe() << "\n";
        return 0;
    });

    auto avoid = std::make_shared<MarchOptions>();
    auto* avoidCommand =
        withDb(app, "avoid", "The weaker side at a pending battle falls back by night", *avoid);
    avoidCommand->add_option("--place", avoid->place, "Where the battle is pending")->required();
    avoidCommand->add_option("--side", avoid->side, "The side that withdraws")->required();
    avoidCommand->add_option("--to", avoid->to, "The neighbouring place it falls back to")
        ->required();
    setAction(avoidCommand, context, [avoid, &context] {
        auto file = campaign::CampaignFile::open(avoid->db);
        campaign::AvoidBattle action(avoid->place, avoid->side, avoid->to);
        campaign::perform(file.db(), action);
        context.out << action.describe() << "\n";
        for (const std::string& event : action.events()) context.out << "  " << event << "\n";
        return 0;
    });

    auto pending = std::make_shared<MarchOptions>();
    setAction(withDb(app, "pending", "List the battles pending", *pending), context,
              [pending, &context] {
                  auto file = campaign::CampaignFile::open(pending->db);
                  const auto lines = campaign::pendingBattleLines(file.db());
                  if (lines.empty()) context.out << "No battle is pending.\n";
                  for (const std::string& line : lines) context.out << line << "\n";
                  return 0;
              });

    auto factors = std::make_shared<MarchOptions>();
    auto* factorsCommand =
        withDb(app, "factors", "Each unit's campaign factors for a battle at a place", *factors);
    factorsCommand->add_option("--place", factors->place, "Place (id or name)")->required();
    setAction(factorsCommand, context, [factors, &context] {
        auto file = campaign::CampaignFile::open(factors->db);
        const auto today = campaign::readCampaignInfo(file.db()).date;
        for (const auto& unit : campaign::battleFactors(file.db(), factors->place, today)) {
            context.out << unit.army << " / " << unit.unitName << ": " << unit.factors.describe()
                        << "\n";
        }
        return 0;
    });
}

}  // namespace seneschal::cli
