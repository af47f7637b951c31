// `recruit`, `pay`: raising men and paying what is owed, from the side's treasury.
#include <memory>
#include <optional>
#include <string>

#include "app/cli/command_context.hpp"
#include "app/cli/commands/number_option.hpp"
#include "application/files/campaign_files.hpp"
#include "application/orders/upkeep_orders.hpp"
#include "application/rules/number_ranges.hpp"
#include "base/errors.hpp"

namespace seneschal::cli {

namespace {

struct UpkeepOptions {
    CampaignOption db;
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
    addCampaignOption(recruitCommand, recruit->db, CampaignAccess::Write)->required();
    recruitCommand->add_option("--place", recruit->place, "Where the men are raised")->required();
    addCountOption(recruitCommand, "--men", recruit->men, application::kRecruitMen, "How many men")
        ->required();
    auto* unit = recruitCommand->add_option("--unit", recruit->unit, "Unit to reinforce");
    auto* fresh = recruitCommand->add_option("--new", recruit->newName, "Name of a new unit");
    unit->excludes(fresh);
    auto* type = recruitCommand->add_option(
        "--type", recruit->type,
        "Troop type of a new unit, by id or name (an unknown one lists them)");
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
        auto file = recruit->db.open();
        application::RecruitRequest request{recruit->place, recruit->men, {}, {}};
        if (recruit->unit) {
            request.unit = *recruit->unit;
        } else {
            request.newUnit = application::NewUnitRequest{*recruit->newName, recruit->type,
                                                          recruit->troopClass, recruit->army};
        }
        context.out << application::recruit(file, request).description << "\n";
        return 0;
    });

    auto pay = std::make_shared<UpkeepOptions>();
    auto* payCommand = app.add_subcommand("pay", "Pay a side's arrears from its treasury");
    addCampaignOption(payCommand, pay->db, CampaignAccess::Write)->required();
    payCommand->add_option("--side", pay->side, "Side (id or name)")->required();
    addCountOption(payCommand, "--amount", pay->amount, application::kPaymentPounds,
                   "At most this many pounds");
    setAction(payCommand, context, [pay, &context] {
        auto file = pay->db.open();
        context.out << application::payArrears(file, {pay->side, pay->amount}).description << "\n";
        return 0;
    });
}

}  // namespace seneschal::cli
