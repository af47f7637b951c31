#include "app/gui/roster_panel.hpp"

#include <gtest/gtest.h>
#include <wx/frame.h>
#include <wx/srchctrl.h>

#include <chrono>
#include <iostream>

#include "app/gui/shots/sample_views.hpp"
#include "gui_test_environment.hpp"

namespace seneschal::gui {
namespace {

using testing::waitUntil;

class RosterPanelTest : public ::testing::Test {
  protected:
    void SetUp() override {
        ASSERT_TRUE(testing::wxStarted());
        frame = new wxFrame(nullptr, wxID_ANY, "roster", wxPoint(0, 0), wxSize(900, 700));
        panel = new RosterPanel(frame);
        frame->Show();
        ASSERT_TRUE(waitUntil([&] { return frame->IsShownOnScreen(); }));
    }
    void TearDown() override { testing::destroyAndWait(frame); }

    // The rows the tree can show, walked through the model as the control does.
    std::size_t visibleRows(wxDataViewItem parent = wxDataViewItem()) {
        wxDataViewItemArray children;
        panel->model().GetChildren(parent, children);
        std::size_t count = children.size();
        for (const wxDataViewItem& child : children) count += visibleRows(child);
        return count;
    }

    wxFrame* frame = nullptr;
    RosterPanel* panel = nullptr;
};

TEST_F(RosterPanelTest, ShowsSideArmyBattalUnitAndLeadersWithTheirColumns) {
    panel->setRoster(samples::crecyDesk().roster);
    const RosterModel& model = panel->model();
    const wxDataViewItem archers = model.itemFor("u-p-bow");
    ASSERT_TRUE(archers.IsOk());
    EXPECT_EQ(model.idOf(model.GetParent(archers)), "b-prince");
    EXPECT_EQ(model.idOf(model.GetParent(model.GetParent(archers))), "edward");
    wxVariant cell;
    model.GetValue(cell, archers, RosterModel::Wounded);
    EXPECT_EQ(cell.GetString(), "40");
    model.GetValue(cell, archers, RosterModel::Returns);
    EXPECT_EQ(cell.GetString(), "1346-09-07") << "the day they are back, in its own column";
    model.GetValue(cell, archers, RosterModel::Figures);
    EXPECT_EQ(cell.GetString(), "100");
    model.GetValue(cell, model.itemFor("l-warwick"), RosterModel::Wounded);
    EXPECT_EQ(cell.GetString(), "wounded");
    model.GetValue(cell, model.itemFor("l-warwick"), RosterModel::Returns);
    EXPECT_EQ(cell.GetString(), "1346-09-06");
    model.GetValue(cell, model.itemFor("edward"), RosterModel::Present);
    EXPECT_EQ(cell.GetString(), "9,600") << "an army's row totals its units";
}

TEST_F(RosterPanelTest, TypingInTheFilterBoxNarrowsTheRosterAndClearingRestoresIt) {
    panel->setRoster(samples::crecyDesk().roster);
    const std::size_t all = visibleRows();
    panel->filterBox().SetValue("genoese");  // sends the text event, as typing does
    const std::size_t narrowed = visibleRows();
    EXPECT_LT(narrowed, all);
    EXPECT_TRUE(panel->model().itemFor("u-g-xbow").IsOk());
    EXPECT_FALSE(panel->model().itemFor("u-p-bow").IsOk());
    EXPECT_TRUE(panel->model().itemFor("france").IsOk()) << "a match keeps its ancestors";
    panel->filterBox().SetValue("");
    EXPECT_EQ(visibleRows(), all);
}

TEST_F(RosterPanelTest, SortingByPresentComparesNumbersNotText) {
    panel->setRoster(samples::crecyDesk().roster);
    const RosterModel& model = panel->model();
    // 800 men against 2,000: as text "800" would sort after "2,000".
    EXPECT_LT(model.Compare(model.itemFor("u-p-maa"), model.itemFor("u-p-bow"),
                            RosterModel::Present, true),
              0);
    EXPECT_GT(model.Compare(model.itemFor("u-p-maa"), model.itemFor("u-p-bow"),
                            RosterModel::Present, false),
              0);
    for (unsigned i = 0; i < panel->tree().GetColumnCount(); ++i) {
        EXPECT_TRUE(panel->tree().GetColumn(i)->IsSortable()) << "column " << i;
    }
    EXPECT_EQ(panel->tree().GetColumnCount(), unsigned{RosterModel::ColumnCount});
}

TEST_F(RosterPanelTest, TenThousandUnitsAreShownAndFilteredQuickly) {
    const application::RosterView big = samples::generatedRoster(10000);
    const auto start = std::chrono::steady_clock::now();
    panel->setRoster(big);
    testing::untilIdle();
    const auto shown = std::chrono::steady_clock::now();
    panel->filterBox().SetValue("Unit 99");
    const auto filtered = std::chrono::steady_clock::now();
    const auto ms = [](auto d) {
        return std::chrono::duration_cast<std::chrono::milliseconds>(d).count();
    };
    std::cout << "[ roster ] 10,000 units: shown in " << ms(shown - start) << " ms, filtered in "
              << ms(filtered - shown) << " ms\n";
    EXPECT_EQ(panel->model().rowCount() > 0, true);
    EXPECT_LT(ms(shown - start), 2000);
    EXPECT_LT(ms(filtered - shown), 2000);
    EXPECT_TRUE(panel->model().itemFor("unit-9999").IsOk());
    EXPECT_FALSE(panel->model().itemFor("unit-1234").IsOk());
    // The same roll again (as after an advance): the rows are renewed in place.
    panel->setFilter("");
    testing::untilIdle();
    const wxDataViewItem kept = panel->model().itemFor("unit-1234");
    const auto again = std::chrono::steady_clock::now();
    panel->setRoster(big);
    testing::untilIdle();
    const auto renewed = std::chrono::steady_clock::now();
    std::cout << "[ roster ] 10,000 units shown again after an advance in " << ms(renewed - again)
              << " ms\n";
    EXPECT_EQ(panel->model().itemFor("unit-1234").GetID(), kept.GetID()) << "the same rows";
    EXPECT_LT(ms(renewed - again), 2000);
}

}  // namespace
}  // namespace seneschal::gui
