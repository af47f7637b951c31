// The chronicle pane lists the chronicle `seneschal-cli advance` prints: the real CLI advances
// the campaign the window has open, and every line it printed (date, [kind], text) is a row of
// the pane, newest first, and a kind chosen in the pane shows its lines alone.
#include <gtest/gtest.h>
#include <wx/choice.h>
#include <wx/statusbr.h>

#include <chrono>
#include <regex>
#include <sstream>
#include <string>
#include <vector>

#include "app/gui/chronicle_panel.hpp"
#include "app/gui/main_frame.hpp"
#include "base/data_dir.hpp"
#include "campaign/battles/apply_outcome.hpp"
#include "gui_test_environment.hpp"
#include "tests/campaign/battlefield_campaign.hpp"
#include "tests/campaign/temp_dir.hpp"
#include "tests/reliability/cli_process.hpp"

namespace seneschal::gui {
namespace {

namespace fs = std::filesystem;
using seneschal::testing::CliRun;
using testing::waitUntil;

struct PrintedLine {
    std::string date, kind, text;
};

// `advance` prints each day's date, then its events as "  [kind] text".
std::vector<PrintedLine> chronicleLinesOf(const std::string& printed) {
    static const std::regex dateLine(R"(\d{4}-\d{2}-\d{2})");
    static const std::regex eventLine(R"(  \[([^\]]+)\] (.*))");
    std::vector<PrintedLine> lines;
    std::string date;
    std::istringstream in(printed);
    for (std::string line; std::getline(in, line);) {
        std::smatch match;
        if (std::regex_match(line, dateLine))
            date = line;
        else if (std::regex_match(line, match, eventLine))
            lines.push_back({date, match[1], match[2]});
    }
    return lines;
}

std::string rowOf(const ChroniclePanel& pane, long row) {
    return (pane.shownText(row, 0) + "  [" + pane.shownText(row, 1) + "] " + pane.shownText(row, 2))
        .utf8_string();
}

std::vector<std::string> rowsOf(const ChroniclePanel& pane) {
    std::vector<std::string> rows;
    for (long row = 0; row < pane.shownCount(); ++row) rows.push_back(rowOf(pane, row));
    return rows;
}

// The pane writes the date in prose and the kind in words (issue 16); the CLI prints ISO dates
// and the kind's name.
std::string asRow(const PrintedLine& line) {
    const campaign::Reckoning julian = campaign::Reckoning::Julian;
    return campaign::formatLongDate(julian, campaign::parseDate(julian, line.date)) + "  [" +
           application::kindLabel(line.kind) + "] " + line.text;
}

class ChroniclePane : public ::testing::Test {
  protected:
    void SetUp() override {
        ASSERT_TRUE(testing::wxStarted());
        frame = new MainFrame();
        frame->Show();
    }
    void TearDown() override { frame->Destroy(); }

    CliRun cli(std::vector<std::string> args) {
        args.insert(args.begin() + 1, {"--db", file.string()});
        return seneschal::testing::runCliProcess(args, dir.path());
    }
    ChroniclePanel& pane() { return *frame->panes().chronicle; }
    // The window has taken in what the CLI wrote once its status bar shows the new date.
    bool windowShowsDate(const wxString& date) {
        return waitUntil([&] { return frame->GetStatusBar()->GetStatusText(1) == date; });
    }
    // Every line the CLI printed is a row of the pane, and the pane shows nothing else.
    void expectEveryPrintedLineListed(const std::vector<PrintedLine>& printed,
                                      std::size_t shownBefore) {
        pane().showKind({});
        const std::vector<std::string> rows = rowsOf(pane());
        for (const PrintedLine& line : printed)
            EXPECT_NE(std::find(rows.begin(), rows.end(), asRow(line)), rows.end()) << asRow(line);
        EXPECT_EQ(rows.size(), shownBefore + printed.size());
        // Newest first: the last line printed heads the pane.
        ASSERT_FALSE(rows.empty());
        EXPECT_EQ(rows.front(), asRow(printed.back()));
    }

    seneschal::testing::TempDir dir;
    fs::path file = dir / "campaign.seneschal";
    MainFrame* frame = nullptr;
};

TEST_F(ChroniclePane, ListsTheArrivalTheCliPrintsAndFiltersByKind) {
    const wxString scenario = wxString::FromUTF8((scenariosDir() / "crecy-1346.xml").string());
    ASSERT_TRUE(frame->newFromScenario(scenario, wxString::FromUTF8(file.string())));
    EXPECT_EQ(pane().shownCount(), 0) << "the war has not begun";

    const CliRun march = cli({"march", "--army", "English host", "--to", "Carentan"});
    ASSERT_EQ(march.exitCode, 0) << march.err;
    const CliRun advance = cli({"advance", "--days", "3"});
    ASSERT_EQ(advance.exitCode, 0) << advance.err;
    ASSERT_TRUE(windowShowsDate("15 July 1346"));

    const std::vector<PrintedLine> printed = chronicleLinesOf(advance.out);
    ASSERT_FALSE(printed.empty()) << advance.out;
    expectEveryPrintedLineListed(printed, 0);

    // The game master picks "arrived" in the pane's choice, as with the mouse.
    ASSERT_TRUE(pane().kindChoice().SetStringSelection("Arrived"));
    wxCommandEvent chosen(wxEVT_CHOICE, pane().kindChoice().GetId());
    chosen.SetEventObject(&pane().kindChoice());
    pane().kindChoice().ProcessWindowEvent(chosen);
    // By Valognes on the 13th to Carentan on the 15th, the last arrival first.
    ASSERT_EQ(pane().shownCount(), 2);
    EXPECT_EQ(rowOf(pane(), 0), "15 July 1346  [Arrived] English host reaches Carentan");
    EXPECT_EQ(rowOf(pane(), 1), "13 July 1346  [Arrived] English host reaches Valognes");
}

TEST_F(ChroniclePane, ListsTheWoundedReturningAndTheRansomsFallingDueThatTheCliPrints) {
    {
        campaign::CampaignFile battlefield = seneschal::testing::createBattlefieldFile(file);
        campaign::ApplyBattleOutcome battle(seneschal::testing::aubreyOutcome());
        campaign::perform(battlefield.db(), battle);
    }
    ASSERT_TRUE(frame->openCampaign(wxString::FromUTF8(file.string())));
    const long battleLines = pane().shownCount();
    ASSERT_GT(battleLines, 0) << "Aubrey's aftermath is in the chronicle";

    const CliRun advance = cli({"advance", "--days", "20"});
    ASSERT_EQ(advance.exitCode, 0) << advance.err;
    ASSERT_TRUE(windowShowsDate("15 September 1346"));

    const std::vector<PrintedLine> printed = chronicleLinesOf(advance.out);
    bool woundedReturn = false, ransomDue = false;
    for (const PrintedLine& line : printed) {
        woundedReturn = woundedReturn || line.kind == "wounded-return";
        ransomDue = ransomDue || line.kind == "ransom-demand-due";
    }
    EXPECT_TRUE(woundedReturn) << advance.out;
    EXPECT_TRUE(ransomDue) << advance.out;
    expectEveryPrintedLineListed(printed, static_cast<std::size_t>(battleLines));
}

}  // namespace
}  // namespace seneschal::gui
