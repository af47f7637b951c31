#pragma once
// The reports a group reads between sessions (issue 17), for both shells: what the user typed
// (a kind, a battle's id, a date, names) turned into a report (reports/campaign_reports.hpp),
// and the report written as XHTML, CSV or PDF through the one writer of output files (never
// over a campaign; an existing file replaced only when asked). The CLI's `battles` and
// `report`, the desk's report viewer and its Save As.
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "campaign/file/campaign_file.hpp"
#include "reports/campaign_reports.hpp"
#include "reports/document.hpp"
#include "reports/table.hpp"

namespace seneschal::application {

struct CampaignReportRequest {
    std::string kind = "muster";          // battle, muster, chronicle, treasury, losses, army
    std::optional<std::string> battle;    // the battle's id, as `battles` lists them
    std::optional<std::string> asOf;      // ISO date in the campaign's reckoning
    std::optional<std::string> side;      // id or name
    std::optional<std::string> army;      // id or name (chronicle, army)
    std::optional<std::string> place;     // id or name (chronicle)
    std::string eventKind;                // chronicle: battle, ransom, march, ...
    std::optional<std::string> from, to;  // chronicle: ISO dates
    std::optional<int> scale;             // army: men a figure (GA-SCALE unless given)
};

// Throws UserError naming the option at fault (--kind, --battle, --as-of, --side, --scale, ...).
reports::Document campaignReport(campaign::CampaignFile& file,
                                 const CampaignReportRequest& request);

enum class ReportFormat { Html, Csv, Pdf };

// "html", "csv" or "pdf"; empty: from the output file's extension. Throws UserError.
ReportFormat reportFormatFor(const std::string& format, const std::filesystem::path& out);
const char* reportFormatName(ReportFormat format);  // "HTML", "CSV", "PDF"

// The report's bytes in the format (`table`: which table for CSV, empty for the first).
std::string reportBytes(const reports::Document& document, ReportFormat format,
                        const std::string& table = {});

struct ReportFileRequest {
    CampaignReportRequest report;
    std::string format;  // html, csv, pdf; empty: from the extension of `out`
    std::filesystem::path out;
    std::string table;  // CSV: which table
    bool replaceExisting = false;
};

// Builds and writes the report; returns what a person reads: "Wrote the muster roll as HTML to
// muster.html." Nothing is written when anything is refused.
std::string writeCampaignReport(campaign::CampaignFile& file, const ReportFileRequest& request);

// The same for a report already built (the desk's Save As).
void saveReportFile(campaign::CampaignFile& file, const reports::Document& document,
                    ReportFormat format, const std::filesystem::path& out, bool replaceExisting,
                    const std::string& table = {});

// Every battle applied, oldest first: id, date, place, rule set, seed, result.
reports::Table battlesListing(campaign::CampaignFile& file);

}  // namespace seneschal::application
