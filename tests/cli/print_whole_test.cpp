// Issue 37, item 1, "every print and PDF fits its page": each printable of the Crécy campaign
// after a battle (the muster roll, the battle report, the chronicle, the treasury and ransoms,
// the losses, the army sheets) written as PDF by the CLI and read back by poppler's pdftotext as
// a reader's viewer would. Every cell of every table on its pages is there whole (a name too
// long for its column wraps onto a second line, never cut with "…"), and every word of every
// column heading (a heading may wrap under itself).
#include <SQLiteCpp/Database.h>
#include <gtest/gtest.h>

#include <cstdio>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "reports/campaign_reports.hpp"
#include "reports/document.hpp"
#include "tests/cli/caen_campaign.hpp"

namespace seneschal::cli {
namespace {

// The text pdftotext reads, every run of white space one space: a cell wrapped onto two lines
// reads as its words in order.
std::string pdfWords(const std::string& pdf) {
    std::string raw;
    FILE* pipe = ::popen(("pdftotext '" + pdf + "' - 2>&1").c_str(), "r");
    if (pipe == nullptr) {
        ADD_FAILURE() << "cannot run pdftotext";
        return raw;
    }
    char buffer[4096];
    std::size_t read = 0;
    while ((read = std::fread(buffer, 1, sizeof buffer, pipe)) > 0) raw.append(buffer, read);
    EXPECT_EQ(::pclose(pipe), 0) << raw << " (poppler-utils: scripts/install-deps.sh)";
    std::string words;
    std::istringstream in(raw);
    for (std::string word; in >> word;) words += (words.empty() ? "" : " ") + word;
    return words;
}

std::vector<std::string> wordsOf(const std::string& text) {
    std::vector<std::string> words;
    std::istringstream in(text);
    for (std::string word; in >> word;) words.push_back(word);
    return words;
}

class PrintWhole : public CaenCampaign {
  protected:
    void SetUp() override {
        CaenCampaign::SetUp();
        ASSERT_EQ(run({"apply", "--db", db, "--outcome", outcome}).code, 0);
    }

    // Writes the report as PDF through the CLI and checks it against the document the
    // reports module builds for the same request.
    void expectWhole(const std::string& kind, const reports::Document& document,
                     std::vector<std::string> extra = {}) {
        const std::string pdf = (dir / (kind + ".pdf")).string();
        std::vector<std::string> args = {"report", "--db", db, "--kind", kind, "--out", pdf};
        args.insert(args.end(), extra.begin(), extra.end());
        const Result written = run(args);
        ASSERT_EQ(written.code, 0) << written.err;
        const std::string text = pdfWords(pdf);
        EXPECT_EQ(text.find("\u2026"), std::string::npos) << kind << ": a cell cut short";
        std::size_t cells = 0;
        for (const reports::TableBlock* block : document.tables()) {
            if (!block->onPages) continue;
            const auto& columns = block->table.columns();
            for (std::size_t c = 0; c < columns.size(); ++c) {
                if (columns[c].shown == reports::Table::Shown::CsvOnly) continue;
                for (const std::string& word : wordsOf(columns[c].header)) {
                    EXPECT_NE(text.find(word), std::string::npos)
                        << kind << ": heading \"" << columns[c].header << "\"";
                }
                for (const auto& row : block->table.rows()) {
                    const std::vector<std::string> words = wordsOf(row[c]);
                    if (words.empty()) continue;
                    std::string whole;
                    for (const std::string& word : words)
                        whole += (whole.empty() ? "" : " ") + word;
                    ++cells;
                    EXPECT_NE(text.find(whole), std::string::npos)
                        << kind << ", " << block->caption << ": \"" << row[c] << "\" not whole";
                }
            }
        }
        EXPECT_GT(cells, 0U) << kind << " has no table on its pages";
    }

    reports::Document build(reports::ReportKind kind, reports::ReportFilter filter = {}) {
        SQLite::Database file(db, SQLite::OPEN_READONLY);
        return reports::buildReport(file, kind, filter);
    }
};

TEST_F(PrintWhole, TheMusterRollPrintsEveryUnitAndLeaderWhole) {
    expectWhole("muster", build(reports::ReportKind::Muster));
}

TEST_F(PrintWhole, TheArmySheetsPrintEveryUnitAndLeaderWhole) {
    expectWhole("army", build(reports::ReportKind::Army));
}

TEST_F(PrintWhole, TheBattleReportPrintsEveryUnitAndLeaderWhole) {
    reports::ReportFilter filter;
    filter.battle = 1;
    expectWhole("battle", build(reports::ReportKind::Battle, filter), {"--battle", "1"});
}

TEST_F(PrintWhole, TheTreasuryRansomsAndLossesPrintWhole) {
    expectWhole("treasury", build(reports::ReportKind::Treasury));
    expectWhole("losses", build(reports::ReportKind::Losses));
}

}  // namespace
}  // namespace seneschal::cli
