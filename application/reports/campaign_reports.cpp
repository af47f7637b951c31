#include "application/reports/campaign_reports.hpp"

#include <cctype>
#include <charconv>
#include <memory>

#include "application/views/side_knowledge.hpp"
#include "base/errors.hpp"
#include "base/grouped_number.hpp"
#include "battle/resolvers.hpp"
#include "campaign/file/output_file.hpp"
#include "campaign/stores/battle_records.hpp"
#include "campaign/stores/lookup.hpp"
#include "campaign/stores/repository.hpp"
#include "reports/csv_writer.hpp"
#include "reports/html_writer.hpp"
#include "reports/pdf_writer.hpp"

namespace seneschal::application {

namespace {

campaign::DayNumber reportDate(const campaign::CampaignInfo& info, const std::string& text,
                               const std::string& option) {
    try {
        return campaign::parseDate(info.reckoning, text);
    } catch (const UserError& e) {
        throw UserError(option + " '" + text + "': " + e.what());
    }
}

std::int64_t reportKey(SQLite::Database& db, campaign::Subject subject, const std::string& name,
                       const std::string& option) {
    try {
        return campaign::find(db, subject, name).key;
    } catch (const UserError& e) {
        throw UserError(option + ": " + e.what());
    }
}

std::string lowered(std::string text) {
    for (char& c : text) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return text;
}

}  // namespace

reports::Document campaignReport(campaign::CampaignFile& file,
                                 const CampaignReportRequest& request) {
    SQLite::Database& db = file.db();
    const std::optional<reports::ReportKind> kind = reports::reportKindFromString(request.kind);
    if (!kind) {
        std::string known;
        for (const std::string& w : reports::reportKindWords())
            known += (known.empty() ? "" : ", ") + w;
        throw UserError("--kind '" + request.kind + "': no such report (the reports: " + known +
                        ")");
    }
    const campaign::CampaignInfo info = campaign::readCampaignInfo(db);
    reports::ReportFilter filter;
    if (request.battle) {
        std::int64_t id = 0;
        const std::string& text = *request.battle;
        const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), id);
        if (error != std::errc() || end != text.data() + text.size() || id <= 0) {
            throw UserError("--battle '" + text +
                            "': a battle's id is a whole number, as `seneschal-cli battles` "
                            "lists them");
        }
        filter.battle = id;
    }
    if (request.asOf) filter.asOf = reportDate(info, *request.asOf, "--as-of");
    if (request.from) filter.from = reportDate(info, *request.from, "--from");
    if (request.to) filter.to = reportDate(info, *request.to, "--to");
    if (request.side) filter.side = reportKey(db, campaign::Subject::Side, *request.side, "--side");
    if (request.army) filter.army = reportKey(db, campaign::Subject::Army, *request.army, "--army");
    if (request.place) {
        filter.place = reportKey(db, campaign::Subject::Place, *request.place, "--place");
    }
    if (request.scale) {
        if (*kind != reports::ReportKind::Army) {
            throw UserError("--scale is for the army sheet (--kind army): the men a figure");
        }
        if (*request.scale < 1) {
            throw UserError("--scale: men a figure must be 1 or more, not " +
                            std::to_string(*request.scale));
        }
        filter.menPerFigure = *request.scale;
    }
    filter.eventKind = request.eventKind;
    if (*kind == reports::ReportKind::Battle && request.side && filter.battle) {
        // A side reads the report of a battle it fought, and no other (side_knowledge.hpp).
        const SideKnowledge knows = knowledgeOf(file, *request.side);
        if (!sideFought(file, knows, *filter.battle)) {
            throw UserError("--side '" + *request.side + "': " + knows.sideName +
                            " did not fight battle " + std::to_string(*filter.battle) +
                            ", so it has no report of it");
        }
    }
    if (*kind == reports::ReportKind::Chronicle && request.side) {
        // A side's chronicle: the events it hears of (side_knowledge.hpp), as its dispatch.
        const auto hearing =
            std::make_shared<const ChronicleHearing>(file, knowledgeOf(file, *request.side));
        filter.heard = [hearing](const std::string& eventKind, const std::string& text) {
            return hearing->hears(eventKind, text);
        };
    }
    return reports::buildReport(db, *kind, filter);
}

ReportFormat reportFormatFor(const std::string& format, const std::filesystem::path& out) {
    std::string word = lowered(format);
    if (word.empty()) {
        word = lowered(out.extension().string());
        if (!word.empty() && word.front() == '.') word.erase(0, 1);
        if (word == "htm" || word == "xhtml") word = "html";
        if (word.empty() || (word != "html" && word != "csv" && word != "pdf")) {
            throw UserError("--format: say html, csv or pdf (the file '" + out.string() +
                            "' does not say which by its extension)");
        }
    }
    if (word == "html") return ReportFormat::Html;
    if (word == "csv") return ReportFormat::Csv;
    if (word == "pdf") return ReportFormat::Pdf;
    throw UserError("--format '" + format + "': the formats are html, csv and pdf");
}

const char* reportFormatName(ReportFormat format) {
    switch (format) {
        case ReportFormat::Html:
            return "HTML";
        case ReportFormat::Csv:
            return "CSV";
        case ReportFormat::Pdf:
            return "PDF";
    }
    return "?";
}

std::string reportBytes(const reports::Document& document, ReportFormat format,
                        const std::string& table) {
    if (!table.empty() && format != ReportFormat::Csv) {
        throw UserError("--table is for CSV: HTML and PDF hold every table of the report");
    }
    switch (format) {
        case ReportFormat::Html:
            return reports::writeXhtml(document);
        case ReportFormat::Csv:
            return reports::writeTableCsv(document, table);
        case ReportFormat::Pdf:
            return reports::pdfDocument(document);
    }
    return {};
}

void saveReportFile(campaign::CampaignFile& file, const reports::Document& document,
                    ReportFormat format, const std::filesystem::path& out, bool replaceExisting,
                    const std::string& table) {
    campaign::OutputPolicy policy;
    policy.replaceExisting = replaceExisting;
    policy.protectedFiles = {file.path()};
    const campaign::OutputTarget target{out, "--out"};
    campaign::checkOutputs({target}, policy);
    campaign::writeOutputFile(target, reportBytes(document, format, table), policy);
}

std::string writeCampaignReport(campaign::CampaignFile& file, const ReportFileRequest& request) {
    if (request.out.empty()) throw UserError("--out: say which file to write the report to");
    const ReportFormat format = reportFormatFor(request.format, request.out);
    // The file is checked before the report is built: a refused file costs nothing.
    campaign::OutputPolicy policy;
    policy.replaceExisting = request.replaceExisting;
    policy.protectedFiles = {file.path()};
    campaign::checkOutputs({{request.out, "--out"}}, policy);
    const reports::Document document = campaignReport(file, request.report);
    saveReportFile(file, document, format, request.out, request.replaceExisting, request.table);
    std::string what = document.title();
    if (format == ReportFormat::Csv) {
        const std::vector<const reports::TableBlock*> tables = document.tables();
        const reports::TableBlock* table =
            request.table.empty() ? tables.front() : document.findTable(request.table);
        what += " (table " + table->id + ", " +
                seneschal::countOf(static_cast<long long>(table->table.rowCount()), "row", "rows") +
                ")";
    }
    return "Wrote " + what + " as " + reportFormatName(format) + " to " + request.out.string() +
           ".";
}

reports::Table battlesListing(campaign::CampaignFile& file) {
    const campaign::CampaignInfo info = campaign::readCampaignInfo(file.db());
    using reports::Table;
    Table table({{"id", Table::Align::Right},
                 {"date"},
                 {"place"},
                 {"rules"},
                 {"rules id", Table::Align::Left, Table::Shown::CsvOnly},
                 {"seed", Table::Align::Right},
                 {"result", Table::Align::Left, Table::Shown::Both, true}});
    for (const campaign::AppliedBattleRow& row : campaign::listAppliedBattles(file.db())) {
        table.addRow({std::to_string(row.id), campaign::formatDate(info.reckoning, row.day),
                      row.place, battle::ruleSetName(row.rules), row.rules, row.seed.value_or(""),
                      row.summary});
    }
    return table;
}

}  // namespace seneschal::application
