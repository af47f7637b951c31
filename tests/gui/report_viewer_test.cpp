// The report viewer (issue 17): each report of the Reports menu on the Crécy campaign after the
// battle at Caen (its odds run first in the battle dialog), shown with its title and its charts
// as PNG pictures of the memory file system; saved as HTML, CSV and PDF through the session;
// laid out on printed pages; and File > Print roster and Print prisoners.
#include "app/gui/report_viewer.hpp"

#include <gtest/gtest.h>
#include <wx/dcmemory.h>
#include <wx/filesys.h>
#include <wx/html/htmlwin.h>
#include <wx/html/htmprint.h>
#include <wx/image.h>
#include <wx/mstream.h>
#include <wx/print.h>

#include <fstream>
#include <pugixml.hpp>
#include <sstream>

#include "app/gui/aftermath_dialog.hpp"
#include "app/gui/battle_dialog.hpp"
#include "tests/gui/crecy_desk_fixture.hpp"

namespace seneschal::gui {
namespace {

std::string viewerSlurp(const std::filesystem::path& path) {
    std::ifstream in(path, std::ios::binary);
    std::ostringstream out;
    out << in.rdbuf();
    return out.str();
}

// The bytes of a file of wx's memory file system; empty when there is none.
std::string memoryFile(const wxString& name) {
    wxFileSystem files;
    std::unique_ptr<wxFSFile> file(files.OpenFile("memory:" + name));
    if (!file || !file->GetStream()) return {};
    std::string bytes;
    char buffer[4096];
    wxInputStream& in = *file->GetStream();
    while (!in.Eof()) {
        in.Read(buffer, sizeof buffer);
        bytes.append(buffer, in.LastRead());
        if (in.LastRead() == 0) break;
    }
    return bytes;
}

class ReportViewerDesk : public testing::CrecyDeskFixture {
  protected:
    // The English host marches on Caen and meets its garrison; the odds are run in the battle
    // dialog, then the battle is fought and applied from the aftermath preview.
    void fightAtCaen() {
        ASSERT_TRUE(frame->performOrder("March", [](application::CampaignSession& session) {
            return session.orderMarch({"english-host", "caen", false}).description;
        }));
        ASSERT_TRUE(frame->advance(14));
        auto* dialog = new BattleDialog(frame, *frame->session(), frame->prompter());
        dialog->choosePlace("caen");
        dialog->chooseRules("postcard");
        dialog->chooseSeed(1346);
        dialog->setRuns(200);
        ASSERT_NE(dialog->startOdds(), nullptr);
        ASSERT_TRUE(
            testing::waitUntil([&] { return !dialog->oddsRunning(); }, std::chrono::seconds(60)));
        ASSERT_TRUE(dialog->odds().has_value());
        const auto fought = dialog->autoResolve();
        ASSERT_TRUE(fought.has_value());
        AftermathDialog* preview =
            dialog->buildPreview(fought->outcome, fought->outcome.rules, false);
        ASSERT_NE(preview, nullptr);
        EXPECT_TRUE(preview->apply());
        preview->Destroy();
        testing::destroyAndWait(dialog);
        ASSERT_TRUE(prompter->errors.empty()) << prompter->errors.front();
    }

    ReportViewer* newestViewer() {
        ReportViewer* newest = nullptr;
        for (wxWindow* child : frame->GetChildren())
            if (auto* viewer = dynamic_cast<ReportViewer*>(child);
                viewer && !viewer->IsBeingDeleted())
                newest = viewer;
        return newest;
    }

    ReportViewer* open(int menuId) {
        ReportViewer* before = newestViewer();
        testing::command(*frame, menuId);
        ReportViewer* viewer = newestViewer();
        return viewer == before ? nullptr : viewer;
    }

    seneschal::testing::TempDir out;
};

TEST_F(ReportViewerDesk, EachReportShowsItsTitleAndItsChartsAsPicturesOfTheirSize) {
    fightAtCaen();
    struct Expected {
        int menu;
        const char* title;
        bool charts;
    };
    // A Post(card) battle keeps no strength move by move: its report has no chart.
    const Expected reports[] = {{ID_REPORT_BATTLE, "Battle of Caen", false},
                                {ID_REPORT_MUSTER, "Muster roll", false},
                                {ID_REPORT_CHRONICLE, "Chronicle", false},
                                {ID_REPORT_TREASURY_RANSOMS, "Treasury and ransoms", true},
                                {ID_REPORT_LOSSES, "Losses and strength", true}};
    for (const Expected& report : reports) {
        SCOPED_TRACE(report.title);
        ReportViewer* viewer = open(report.menu);
        ASSERT_NE(viewer, nullptr) << (prompter->errors.empty() ? "" : prompter->errors.back());
        const wxString text = viewer->page().ToText();
        EXPECT_TRUE(text.Strip(wxString::leading).StartsWith(wxString::FromUTF8(report.title)))
            << text.Left(200);
        EXPECT_TRUE(viewer->GetTitle().StartsWith(wxString::FromUTF8(report.title)));
        const std::vector<wxString> pictures = viewer->pages().pictures();
        if (report.charts) {
            EXPECT_FALSE(pictures.empty()) << "a chart is shown";
        }
        for (const wxString& name : pictures) {
            EXPECT_NE(viewer->pages().html().Find("<img src=\"memory:" + name + "\""), wxNOT_FOUND);
            const std::string png = memoryFile(name);
            ASSERT_GT(png.size(), 8u) << name;
            EXPECT_EQ(png.substr(0, 8), std::string("\x89PNG\r\n\x1a\n", 8));
            wxMemoryInputStream stream(png.data(), png.size());
            wxImage image(stream, wxBITMAP_TYPE_PNG);
            ASSERT_TRUE(image.IsOk());
            EXPECT_EQ(image.GetWidth(), ReportPages::kChartWidth);
            EXPECT_EQ(image.GetHeight(), ReportPages::kChartHeight);
        }
        if (report.menu == ID_REPORT_BATTLE) {
            EXPECT_NE(text.Find("Expected and actual losses"), wxNOT_FOUND)
                << "the odds run in the battle dialog were kept for the report";
        }
        EXPECT_EQ(viewer->scrollToChart(), !pictures.empty());
        testing::destroyAndWait(viewer);
        for (const wxString& name : pictures)
            EXPECT_TRUE(memoryFile(name).empty()) << name << " is removed with the window";
    }
    EXPECT_TRUE(prompter->errors.empty()) << prompter->errors.front();
}

TEST_F(ReportViewerDesk, TheMusterRollIsAsOfTheDateTypedAndAWrongDateIsRefused) {
    ASSERT_TRUE(frame->advance(7));
    prompter->textAnswer = wxString("1346-07-12");
    ReportViewer* viewer = open(ID_REPORT_MUSTER);
    ASSERT_NE(viewer, nullptr);
    EXPECT_NE(viewer->page().ToText().Find("as of 12 July 1346"), wxNOT_FOUND);
    EXPECT_EQ(viewer->page().ToText().Find("(today)"), wxNOT_FOUND);
    testing::destroyAndWait(viewer);

    prompter->textAnswer = wxString("the day after Crecy");
    EXPECT_EQ(open(ID_REPORT_MUSTER), nullptr);
    ASSERT_EQ(prompter->errors.size(), 1u);
    EXPECT_TRUE(prompter->errors[0].StartsWith("Cannot show the report")) << prompter->errors[0];
}

// Issue 37: Reports > Army sheet… asks which army (the first, here) and the men a figure.
TEST_F(ReportViewerDesk, TheArmySheetIsOfTheArmyChosenAtTheScaleTyped) {
    const std::string army = frame->session()->snapshot().armies.front().name;
    prompter->textAnswer = wxString("10");
    ReportViewer* viewer = open(ID_REPORT_ARMY_SHEET);
    ASSERT_NE(viewer, nullptr) << (prompter->errors.empty() ? "" : prompter->errors.back());
    const wxString text = viewer->page().ToText();
    EXPECT_TRUE(text.Strip(wxString::leading).StartsWith("Army sheet")) << text.Left(200);
    EXPECT_NE(text.Find("10 men a figure"), wxNOT_FOUND) << text.Left(400);
    EXPECT_NE(text.Find(wxString::FromUTF8(army)), wxNOT_FOUND) << army;
    EXPECT_NE(text.Find("casualties"), wxNOT_FOUND);
    testing::destroyAndWait(viewer);

    prompter->textAnswer = wxString("a dozen");
    EXPECT_EQ(open(ID_REPORT_ARMY_SHEET), nullptr);
    ASSERT_EQ(prompter->errors.size(), 1u);
    EXPECT_TRUE(prompter->errors[0].StartsWith("Cannot show the army sheet"))
        << prompter->errors[0];
}

TEST_F(ReportViewerDesk, BattleReportExplainsWhenNoBattleHasBeenApplied) {
    EXPECT_EQ(open(ID_REPORT_BATTLE), nullptr);
    ASSERT_EQ(prompter->errors.size(), 1u);
    EXPECT_NE(prompter->errors[0].Find("No battle has been applied"), wxNOT_FOUND)
        << prompter->errors[0];
}

TEST_F(ReportViewerDesk, SaveAsWritesHtmlCsvAndPdfButNeverOverTheCampaign) {
    fightAtCaen();
    ReportViewer* viewer = open(ID_REPORT_LOSSES);
    ASSERT_NE(viewer, nullptr);

    const std::filesystem::path html = out / "losses.html";
    ASSERT_TRUE(viewer->saveTo(wxString::FromUTF8(html.string())));
    pugi::xml_document page;
    const pugi::xml_parse_result parsed = page.load_file(html.c_str());
    EXPECT_TRUE(parsed) << parsed.description();
    EXPECT_NE(viewerSlurp(html).find("Losses and strength"), std::string::npos);

    // A CSV holds one table: the one the game master chooses (the first, here).
    const std::filesystem::path csv = out / "losses.csv";
    ASSERT_TRUE(viewer->saveTo(wxString::FromUTF8(csv.string())));
    const std::string table = viewerSlurp(csv);
    const std::string header = table.substr(0, table.find('\n'));
    EXPECT_NE(header.find(','), std::string::npos) << header;
    EXPECT_GT(std::count(table.begin(), table.end(), '\n'), 1);

    const std::filesystem::path pdf = out / "losses.pdf";
    ASSERT_TRUE(viewer->saveTo(wxString::FromUTF8(pdf.string())));
    EXPECT_EQ(viewerSlurp(pdf).substr(0, 4), "%PDF");
    EXPECT_TRUE(prompter->errors.empty()) << prompter->errors.front();

    // Never over the campaign, whatever the dialog answered.
    const std::string before = viewerSlurp(campaign);
    EXPECT_FALSE(viewer->saveTo(wxString::FromUTF8(campaign.string())));
    EXPECT_EQ(prompter->errors.size(), 1u);
    // A name the program cannot tell the format of.
    EXPECT_FALSE(viewer->saveTo(wxString::FromUTF8((out / "losses.txt").string())));
    EXPECT_EQ(prompter->errors.size(), 2u);
    EXPECT_FALSE(std::filesystem::exists(out / "losses.txt"));
    testing::destroyAndWait(viewer);
    EXPECT_EQ(viewerSlurp(campaign).size(), before.size());
}

TEST_F(ReportViewerDesk, TheReportIsLaidOutOnPrintedPagesWithItsCharts) {
    fightAtCaen();
    ReportViewer* viewer = open(ID_REPORT_LOSSES);  // with its charts, which print too
    ASSERT_NE(viewer, nullptr);
    ASSERT_FALSE(viewer->pages().pictures().empty());
    wxPrintPreview preview(viewer->pages().printout().release(),
                           viewer->pages().printout().release());
    ASSERT_TRUE(preview.IsOk());
    EXPECT_GT(preview.GetMaxPage(), 0);
    wxPreviewFrame* shown = viewer->preview();
    ASSERT_NE(shown, nullptr);
    testing::destroyAndWait(shown);
    testing::destroyAndWait(viewer);
}

TEST_F(ReportViewerDesk, PrintRosterAndPrintPrisonersMakeTheirPages) {
    fightAtCaen();
    const auto previews = [] {
        int count = 0;
        for (wxWindow* window : wxTopLevelWindows)
            if (dynamic_cast<wxPreviewFrame*>(window) && !window->IsBeingDeleted()) ++count;
        return count;
    };
    const int before = previews();
    ASSERT_TRUE(frame->printRoster(true));
    ASSERT_TRUE(frame->printPrisoners(true));
    EXPECT_EQ(previews(), before + 2);
    for (wxWindow* window : wxTopLevelWindows)
        if (dynamic_cast<wxPreviewFrame*>(window)) window->Destroy();
    testing::untilIdle();

    // The prisoners' pages: the captives by name, never by id.
    ReportPages prisoners(frame->session()->prisonersDocument());
    EXPECT_NE(prisoners.html().Find("Prisoners and ransoms"), wxNOT_FOUND);
    EXPECT_EQ(prisoners.html().Find(">id<"), wxNOT_FOUND);
    ReportPages roster(frame->session()->report({}));
    wxPrintPreview preview(roster.printout().release(), roster.printout().release());
    ASSERT_TRUE(preview.IsOk());
    EXPECT_GT(preview.GetMaxPage(), 0);
    EXPECT_TRUE(prompter->errors.empty()) << prompter->errors.front();
}

// Issue 37, item 1: File > Print roster printed one truncated page. The print dialog must offer
// every page (wx's printout named the range 1 to -1 before its layout, which GTK's dialog showed
// as "Pages: 1"); the roster, too wide for an upright page, turns to landscape; and its widest
// table fits the paper's width at a readable size, over several pages.
TEST_F(ReportViewerDesk, PrintedRosterOffersEveryPageTurnsToLandscapeAndFitsThePaper) {
    fightAtCaen();
    ReportPages roster(frame->session()->report({}));
    int minPage = -1, maxPage = -1, fromPage = -1, toPage = -1;
    roster.printout()->GetPageInfo(&minPage, &maxPage, &fromPage, &toPage);
    EXPECT_EQ(fromPage, 0) << "the dialog would offer a range, not every page";
    EXPECT_EQ(toPage, 0) << "the dialog would offer a range, not every page";

    wxPrintData paper;
    paper.SetPaperId(wxPAPER_A4);
    ASSERT_EQ(roster.orientation(paper), wxLANDSCAPE);
    // Laid out as the printer lays it out, on A4 turned, at 96 dots an inch.
    const std::unique_ptr<ReportPrintout> printout = roster.printout();
    wxBitmap sheet(1123, 794);
    wxMemoryDC dc(sheet);
    printout->SetDC(&dc);
    printout->SetPPIScreen(96, 96);
    printout->SetPPIPrinter(96, 96);
    printout->SetPageSizePixels(1123, 794);
    printout->SetPaperRectPixels(wxRect(0, 0, 1123, 794));
    printout->SetPageSizeMM(297, 210);
    printout->OnPreparePrinting();
    printout->GetPageInfo(&minPage, &maxPage, &fromPage, &toPage);
    EXPECT_GT(maxPage, 1) << "the whole roster is several pages";
    EXPECT_EQ(fromPage, 1);
    EXPECT_EQ(toPage, maxPage);
    EXPECT_TRUE(printout->fitsPaper())
        << "cut at the right edge even at " << ReportPrintout::kSmallestPoints << " points";
    EXPECT_GE(printout->points(), 9);
    printout->SetDC(nullptr);

    // A report of prose and narrow tables stays upright.
    application::CampaignReportRequest chronicle;
    chronicle.kind = "chronicle";
    EXPECT_EQ(ReportPages(frame->session()->report(chronicle)).orientation(paper), wxPORTRAIT);
}

}  // namespace
}  // namespace seneschal::gui
