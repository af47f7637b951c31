// Group play across machines (issue 35, docs/group-play.md): `group start` (the campaign's
// identity and each side's key), `orders write` (a side's orders from its dispatch alone),
// `orders import` (the orders files received, checked and recorded) and `turn` (the turn ended:
// every side's orders applied, the days advanced).
#include <memory>

#include "app/cli/command_context.hpp"
#include "app/cli/commands/number_option.hpp"
#include "application/orders/group_play.hpp"
#include "application/orders/orders_file.hpp"
#include "application/rules/number_ranges.hpp"

namespace seneschal::cli {

namespace {

struct GroupStartOptions {
    CampaignOption db;
};

struct OrdersWriteOptions {
    std::string dispatch;
    std::vector<std::string> marches;
    std::vector<std::string> holds;
    std::vector<std::string> avoids;
    std::vector<std::string> splits;
    std::vector<std::string> merges;
    std::vector<std::string> ransoms;
    std::vector<std::string> recruits;
    std::vector<std::string> reinforcements;
    bool pay = false;
    std::int64_t version = 1;
    std::string out;
    bool force = false;
};

struct OrdersImportOptions {
    CampaignOption db;
    std::vector<std::string> files;
    bool dryRun = false;
};

struct GroupNewKeyOptions {
    CampaignOption db;
    std::string side;
};

struct OrdersStatusOptions {
    CampaignOption db;
};

struct TurnOptions {
    CampaignOption db;
    std::optional<std::int64_t> days;
};

}  // namespace

void registerGroupCommands(CLI::App& app, CommandContext& context) {
    auto* group = app.add_subcommand("group", "Group play across machines");
    group->require_subcommand(1);
    auto start = std::make_shared<GroupStartOptions>();
    auto* startCommand = group->add_subcommand(
        "start", "Start group play: the campaign's identity and a key for every side");
    addCampaignOption(startCommand, start->db, CampaignAccess::Write)->required();
    setAction(startCommand, context, [start, &context] {
        auto file = start->db.open();
        context.out << application::startGroupPlay(file) << '\n';
        return 0;
    });

    auto newKey = std::make_shared<GroupNewKeyOptions>();
    auto* newKeyCommand = group->add_subcommand(
        "new-key",
        "Give a side a new key when its dispatch fell into the wrong hands: orders signed with "
        "the old key are refused from now on (not undone)");
    addCampaignOption(newKeyCommand, newKey->db, CampaignAccess::Write)->required();
    newKeyCommand->add_option("--side", newKey->side, "The side, by id or name")->required();
    setAction(newKeyCommand, context, [newKey, &context] {
        auto file = newKey->db.open();
        context.out << application::newSideKey(file, newKey->side) << '\n';
        return 0;
    });

    auto* orders = app.add_subcommand("orders", "A side's orders file: write one, import them");
    orders->require_subcommand(1);
    auto write = std::make_shared<OrdersWriteOptions>();
    auto* writeCommand = orders->add_subcommand(
        "write", "Write and sign a side's orders from its dispatch page (no campaign file needed)");
    writeCommand->add_option("--dispatch", write->dispatch, "The side's dispatch page (.html)")
        ->required();
    writeCommand->add_option("--march", write->marches, "ARMY=PLACE: march the army there");
    writeCommand->add_option("--hold", write->holds, "ARMY: the army holds where it is");
    writeCommand->add_option(
        "--avoid", write->avoids,
        "ARMY=PLACE: the army's side avoids the battle pending where it stands, falling back "
        "by night to PLACE");
    writeCommand->add_option("--split", write->splits,
                             "ARMY=BATTAL,BATTAL=NEW NAME: the battals named go to a new army "
                             "(at least one stays)");
    writeCommand->add_option("--merge", write->merges,
                             "ARMY=INTO: the army is folded into another of the side's armies at "
                             "its place");
    writeCommand->add_option("--ransom", write->ransoms,
                             "CAPTIVE=DECISION: a captive the side holds (demand, parole, release) "
                             "or one of its own held by another (pay, refuse), by his number");
    writeCommand->add_option(
        "--recruit", write->recruits,
        "ARMY=MEN:TYPE:CLASS:NAME: a new unit raised where the army stands, in a place its side "
        "holds, paid at the turn's end (--recruit \"French royal army=200:crossbowmen:B:Genoese "
        "crossbowmen\")");
    writeCommand->add_option(
        "--reinforce", write->reinforcements,
        "UNIT=MEN: men raised where the unit's army stands, in a place its side holds, to join "
        "the unit, paid at the turn's end (--reinforce \"Grimaldi's crossbowmen=60\")");
    writeCommand->add_flag(
        "--pay", write->pay,
        "Pay the side's arrears, as far as its treasury goes, at the turn's end");
    addCountOption(writeCommand, "--version", write->version, application::kOrdersVersion,
                   "The orders' version: the last one sent wins (default 1)");
    writeCommand->add_option("--out", write->out, "The orders file to write")->required();
    writeCommand->add_flag("--force", write->force, "Replace the file if it exists");
    setAction(writeCommand, context, [write, &context] {
        application::WriteOrdersRequest request;
        request.dispatch = write->dispatch;
        request.marches = write->marches;
        request.holds = write->holds;
        request.avoids = write->avoids;
        request.splits = write->splits;
        request.merges = write->merges;
        request.ransoms = write->ransoms;
        request.recruits = write->recruits;
        request.reinforcements = write->reinforcements;
        request.pay = write->pay;
        request.version = write->version;
        request.out = write->out;
        request.replaceExisting = write->force;
        context.out << application::writeOrders(request) << '\n';
        return 0;
    });

    auto import = std::make_shared<OrdersImportOptions>();
    auto* importCommand = orders->add_subcommand(
        "import", "Check the orders files received, show them, and record them for the turn");
    addCampaignOption(importCommand, import->db, CampaignAccess::Write)->required();
    importCommand->add_option("files", import->files, "The orders files")->required();
    importCommand->add_flag("--dry-run", import->dryRun, "Check and show, record nothing");
    setAction(importCommand, context, [import, &context] {
        application::ImportOrdersRequest request;
        request.files.assign(import->files.begin(), import->files.end());
        request.dryRun = import->dryRun;
        context.out << application::importOrders(import->db.path, request) << '\n';
        return 0;
    });

    auto status = std::make_shared<OrdersStatusOptions>();
    auto* statusCommand = orders->add_subcommand(
        "status", "Which sides have sent orders for the current turn, and which have not");
    addCampaignOption(statusCommand, status->db, CampaignAccess::Read)->required();
    setAction(statusCommand, context, [status, &context] {
        auto file = status->db.open();
        context.out << application::turnStatus(file).describe() << '\n';
        return 0;
    });

    auto turn = std::make_shared<TurnOptions>();
    auto* turnCommand = app.add_subcommand(
        "turn", "End the turn: apply every side's orders received, then advance the days");
    addCampaignOption(turnCommand, turn->db, CampaignAccess::Write)->required();
    addCountOption(turnCommand, "--days", turn->days, application::kAdvanceDays,
                   "Days to advance (default: to the first day of the next turn)");
    setAction(turnCommand, context, [turn, &context] {
        auto file = turn->db.open();
        context.out << application::endTurn(file, {turn->days}) << '\n';
        return 0;
    });
}

}  // namespace seneschal::cli
