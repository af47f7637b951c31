// `recruit`, `pay`: raising men and paying what is owed, from the side's treasury.
#include <memory>
#include <optional>
#include <string>

#include "app/cli/command_context.hpp"
#include "battle/errors.hpp"
#include "campaign/actions/action_log.hpp"
#include "campaign/actions/army_orders.hpp"
#include "campaign/file/campaign_file.hpp"

namespace seneschal::cli {

namespace {

struct UpkeepOptions {
    std::string db;
    std::string place;
    std::optional<std::string> unit;
    std::optional<std::string> newName;
    std::string type;
    std::string troopClass;
    std::string army;
    std::int64_t men = 0;
    std::string side;
    std::optional<std::int64_t> amount;
};

}  // namespace

void registerUpkeepCommands(CLI::App& app, CommandContext& context) {
    auto recruit = std::make_shared<UpkeepOptions>();
    auto* recruitCommand =
        app.add_subcommand("recruit", "Raise a new unit or reinforce one, paid from the treasury");
    recruitCommand->add_option("--db", recruit->db, "Campaign file")->required();
    recruitCommand->add_option("--place", recruit->place, "Where the men are raised")->required();
    recruitCommand->add_option("--men", recruit->men, "How many men")->required();
    auto* unit = recruitCommand->add_option("--unit", recruit->unit, "Unit to reinforce");
    auto* fresh = recruitCommand->add_option("--new", recruit->newName, "Name of a new unit");
    unit->excludes(fresh);
    auto* type = recruitCommand->add_option("--type", recruit->type, "Troop type of a new unit");
    auto* cls =
        recruitCommand->add_option("--class", recruit->troopClass, "Class A-D of a new unit");
    auto* army = recruitCommand->add_option("--army", recruit->army, "Army a new unit joins");
    for (auto* option : {type, cls, army}) {
        option->needs(fresh);
        fresh->needs(option);
    }
    setAction(recruitCommand, context, [recruit, &context] {
        if (!recruit->unit && !recruit->newName) {
            throw UserError(
                "give --unit to reinforce or --new, --type, --class and --army to raise");
        }
        auto file = campaign::CampaignFile::open(recruit->db);
        std::unique_ptr<campaign::Recruit> action;
        if (recruit->unit) {
            action =
                std::make_unique<campaign::Recruit>(recruit->place, *recruit->unit, recruit->men);
        } else {
            action = std::make_unique<campaign::Recruit>(
                recruit->place,
                campaign::NewUnitRequest{*recruit->newName, recruit->type, recruit->troopClass,
                                         recruit->army},
                recruit->men);
        }
        campaign::perform(file.db(), *action);
        context.out << action->describe() << "\n";
        return 0;
    });

    auto pay = std::make_shared<UpkeepOptions>();
    auto* payCommand = app.add_subcommand("pay", "Pay a side's arrears from its treasury");
    payCommand->add_option("--db", pay->db, "Campaign file")->required();
    payCommand->add_option("--side", pay->side, "Side (id or name)")->required();
    payCommand->add_option("--amount", pay->amount, "At most this many pounds");
    setAction(payCommand, context, [pay, &context] {
        auto file = campaign::CampaignFile::open(pay->db);
        campaign::PayArrears action(pay->side, pay->amount);
        campaign::perform(file.db(), action);
        context.out << action.describe() << "\n";
        return 0;
    });
}

}  // namespace seneschal::cli
