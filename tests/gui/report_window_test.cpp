// The Reports menu opens readable, sortable tables (issue 16): the CLI's rows, without ids,
// sorted by a click on a heading (numbers as numbers; again to reverse), filtered by typing,
// and saved as CSV beside the campaign, never over it.
#include "app/gui/report_window.hpp"

#include <gtest/gtest.h>
#include <wx/srchctrl.h>

#include <fstream>
#include <sstream>

#include "tests/gui/crecy_desk_fixture.hpp"

namespace seneschal::gui {
namespace {

class ReportsDesk : public testing::CrecyDeskFixture {
  protected:
    ReportWindow* open(int menuId) {
        wxCommandEvent event(wxEVT_MENU, menuId);
        frame->GetEventHandler()->ProcessEvent(event);
        // The newest: windows closed before may wait a moment to be deleted.
        ReportWindow* newest = nullptr;
        for (wxWindow* child : frame->GetChildren())
            if (auto* window = dynamic_cast<ReportWindow*>(child)) newest = window;
        return newest;
    }
    int column(ReportList& list, const wxString& heading) {
        for (int c = 0; c < list.GetColumnCount(); ++c) {
            wxListItem item;
            item.SetMask(wxLIST_MASK_TEXT);
            list.GetColumn(c, item);
            if (item.GetText() == heading) return c;
        }
        return -1;
    }
};

TEST_F(ReportsDesk, TheMusterRollSortsByMenAsNumbersBothWaysAndFiltersByName) {
    ReportWindow* window = open(ID_REPORT_ROSTER);
    ASSERT_NE(window, nullptr) << "Reports > Tables > Roster opens a window";
    EXPECT_TRUE(window->GetTitle().StartsWith("Roster")) << window->GetTitle();
    ReportList& list = window->list();
    const int present = column(list, "Present");
    const int unit = column(list, "Unit");
    ASSERT_GE(present, 0);
    ASSERT_GE(unit, 0);
    EXPECT_EQ(column(list, "Id"), -1) << "ids are for typing commands, not for reading";
    const std::size_t all = list.shownCount();
    ASSERT_GT(all, 20u);

    const auto men = [&](long row) {
        wxString text = list.cell(row, present);
        text.Replace(",", "");
        long value = 0;
        text.ToLong(&value);
        return value;
    };
    list.sortBy(present);
    EXPECT_TRUE(list.ascending());
    for (long row = 1; row < static_cast<long>(all); ++row)
        ASSERT_LE(men(row - 1), men(row)) << "as numbers: 900 before 1,000, row " << row;
    list.sortBy(present);
    EXPECT_FALSE(list.ascending()) << "a second click reverses";
    for (long row = 1; row < static_cast<long>(all); ++row) ASSERT_GE(men(row - 1), men(row));

    window->filterBox().SetValue("archers");
    EXPECT_LT(list.shownCount(), all);
    EXPECT_GT(list.shownCount(), 0u);
    for (long row = 0; row < static_cast<long>(list.shownCount()); ++row) {
        bool found = false;
        for (int c = 0; c < list.GetColumnCount(); ++c)
            found = found || list.cell(row, c).Lower().Contains("archers");
        EXPECT_TRUE(found) << list.cell(row, unit);
    }
    window->Destroy();
}

TEST_F(ReportsDesk, EveryReportOpensAndTheTreasuryIsSavedAsCsvButNeverOverTheCampaign) {
    for (int id : {ID_REPORT_ROSTER, ID_REPORT_LEADERS, ID_REPORT_LEDGER, ID_REPORT_PRISONERS,
                   ID_REPORT_TREASURY}) {
        ReportWindow* window = open(id);
        ASSERT_NE(window, nullptr) << id;
        EXPECT_GT(window->list().GetColumnCount(), 2) << window->GetTitle();
        window->Destroy();
    }
    ReportWindow* treasury = open(ID_REPORT_TREASURY);
    ASSERT_NE(treasury, nullptr);
    EXPECT_EQ(treasury->list().shownCount(), 2u) << "one row per side";

    const auto csv = dir / "treasury.csv";
    prompter->savePath = wxString::FromUTF8(csv.string());
    ASSERT_TRUE(treasury->saveCsv()) << (prompter->errors.empty() ? "" : prompter->errors[0]);
    std::ifstream in(csv);
    std::stringstream text;
    text << in.rdbuf();
    EXPECT_NE(text.str().find("Kingdom of England"), std::string::npos) << text.str();

    const auto before = std::filesystem::file_size(campaign);
    prompter->savePath = wxString::FromUTF8(campaign.string());
    EXPECT_FALSE(treasury->saveCsv()) << "a report never goes over the campaign file";
    ASSERT_EQ(prompter->errors.size(), 1u);
    EXPECT_EQ(std::filesystem::file_size(campaign), before);
    treasury->Destroy();
}

}  // namespace
}  // namespace seneschal::gui
