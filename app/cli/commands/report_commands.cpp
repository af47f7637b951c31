// `battles`: the battles applied, with the ids `report --kind battle` takes; `report`: a report
// a group reads between sessions (battle, muster roll, chronicle, treasury, losses, the army
// sheet to fight with on the table) written as HTML, CSV or PDF
// (application/reports/campaign_reports.hpp); `dispatch`: a side's dispatch for the turn
// (application/reports/dispatch.hpp).
#include <memory>
#include <optional>
#include <string>

#include "app/cli/command_context.hpp"
#include "app/cli/commands/number_option.hpp"
#include "application/files/campaign_files.hpp"
#include "application/reports/campaign_reports.hpp"
#include "application/reports/dispatch.hpp"
#include "application/rules/number_ranges.hpp"
#include "base/errors.hpp"

namespace seneschal::cli {

namespace {

struct BattlesOptions {
    CampaignOption db;
    std::string format = "text";
    bool wide = false;
};

struct ReportOptions {
    CampaignOption db;
    application::ReportFileRequest request;
    std::string out;
    std::string kind;
    std::optional<std::string> battle, asOf, side, army, place, from, to;
    std::optional<int> scale;
};

struct DispatchOptions {
    CampaignOption db;
    application::DispatchRequest request;
    std::string out;
    bool all = false;
};

}  // namespace

void registerReportCommands(CLI::App& app, CommandContext& context) {
    auto battles = std::make_shared<BattlesOptions>();
    auto* battlesCommand =
        app.add_subcommand("battles", "List the battles applied, with their ids for `report`");
    addCampaignOption(battlesCommand, battles->db, CampaignAccess::Read)->required();
    battlesCommand->add_option("--format", battles->format, "text or csv")
        ->check(CLI::IsMember({"text", "csv"}));
    addWideFlag(battlesCommand, battles->wide);
    setAction(battlesCommand, context, [battles, &context] {
        auto file = battles->db.open();
        const reports::Table table = application::battlesListing(file);
        const reports::TableFormat format = reports::parseTableFormat(battles->format);
        if (table.rowCount() == 0 && format == reports::TableFormat::Text) {
            context.out << "No battle has been applied in this campaign yet.\n";
            return 0;
        }
        table.write(context.out, format, tableWidth(battles->wide));
        return 0;
    });

    auto report = std::make_shared<ReportOptions>();
    auto* command = app.add_subcommand(
        "report",
        "Write a report: a battle, the muster roll, the chronicle, the treasury and ransoms, or "
        "the losses and strength, or an army sheet for the table, as HTML, CSV or PDF");
    addCampaignOption(command, report->db, CampaignAccess::Read)->required();
    command
        ->add_option("--kind", report->kind, "battle, muster, chronicle, treasury, losses or army")
        ->required();
    addCountOption(command, "--battle", report->battle, application::kListedId,
                   "The battle's id (seneschal-cli battles)");
    command->add_option("--as-of", report->asOf,
                        "The muster roll as of this date (YYYY-MM-DD; today unless given)");
    command->add_option("--side", report->side, "Only this side (id or name)");
    command->add_option("--army", report->army,
                        "The chronicle and the army sheet: only this army (id or name)");
    addCountOption(command, "--scale", report->scale, application::kMenAFigure,
                   "The army sheet: men a figure on the table (GA-SCALE unless given)");
    command->add_option("--place", report->place, "The chronicle: only this place (id or name)");
    command->add_option("--event", report->request.report.eventKind,
                        "The chronicle: only events of this kind (battle, ransom, march, ...)");
    command->add_option("--from", report->from, "The chronicle: from this date (YYYY-MM-DD)");
    command->add_option("--to", report->to, "The chronicle: to this date (YYYY-MM-DD)");
    command->add_option("--format", report->request.format,
                        "html, csv or pdf (unless given, from the file's extension)");
    command->add_option("--table", report->request.table,
                        "CSV: which of the report's tables (the first unless given)");
    command->add_option("--out", report->out, "The file to write")->required();
    command->add_flag("--force", report->request.replaceExisting,
                      "Replace the file if it exists (never a campaign)");
    setAction(command, context, [report, &context] {
        application::ReportFileRequest request = report->request;
        request.out = report->out;
        request.report.kind = report->kind;
        request.report.battle = report->battle;
        request.report.asOf = report->asOf;
        request.report.side = report->side;
        request.report.army = report->army;
        request.report.place = report->place;
        request.report.from = report->from;
        request.report.to = report->to;
        request.report.scale = report->scale;
        auto file = report->db.open();
        context.out << application::writeCampaignReport(file, request) << '\n';
        return 0;
    });

    auto dispatch = std::make_shared<DispatchOptions>();
    auto* dispatchCommand = app.add_subcommand(
        "dispatch",
        "Write a side's dispatch for the current turn: one self-contained HTML page and a PDF "
        "holding only what the side knows");
    addCampaignOption(dispatchCommand, dispatch->db, CampaignAccess::Read)->required();
    auto* sideOption =
        dispatchCommand->add_option("--side", dispatch->request.side, "The side (id or name)");
    dispatchCommand->add_flag("--all", dispatch->all, "Every side's dispatch, two files a side")
        ->excludes(sideOption);
    dispatchCommand->add_option("--out", dispatch->out, "The folder to write the two files to")
        ->required();
    dispatchCommand->add_flag("--force", dispatch->request.replaceExisting,
                              "Replace the files if they exist (never a campaign)");
    setAction(dispatchCommand, context, [dispatch, &context] {
        application::DispatchRequest request = dispatch->request;
        request.outDir = dispatch->out;
        if (!dispatch->all && request.side.empty())
            throw UserError("--side: say which side's dispatch to write, or --all for every side");
        auto file = dispatch->db.open();
        if (dispatch->all) {
            context.out << application::writeEveryDispatch(file, request.outDir,
                                                           request.replaceExisting)
                        << '\n';
            return 0;
        }
        context.out << application::writeDispatch(file, request) << '\n';
        return 0;
    });
}

}  // namespace seneschal::cli
