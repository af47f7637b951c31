// Issue 37, item 7, on the real window at 1280 x 800 and a real Crécy file: the roster keeps
// its open rows and their arrows after Advance, lists leaders as leaders, and shows Name,
// Present and Wounded without scrolling, each column as wide as its heading.
#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "app/gui/roster_panel.hpp"
#include "tests/gui/crecy_desk_fixture.hpp"

namespace seneschal::gui {
namespace {

class RosterPaneDesk : public testing::CrecyDeskFixture {
  protected:
    RosterPanel& roster() { return *frame->panes().roster; }
    bool isOpen(const std::string& id) {
        const std::vector<std::string> open = roster().expandedIds();
        return std::find(open.begin(), open.end(), id) != open.end();
    }
};

TEST_F(RosterPaneDesk, TheRowsOpenBeforeAnAdvanceAreOpenAfterItWithTheirArrows) {
    const RosterModel& model = roster().model();
    const wxDataViewItem battal = model.itemFor("prince-battle");
    ASSERT_TRUE(battal.IsOk());
    roster().tree().Expand(battal);
    ASSERT_TRUE(isOpen("prince-battle"));
    ASSERT_FALSE(isOpen("second-archers")) << "a battal left closed";
    ASSERT_TRUE(frame->advance(1));
    EXPECT_TRUE(isOpen("prince-battle")) << "the battal opened stays open";
    EXPECT_TRUE(isOpen("english-host"));
    EXPECT_FALSE(isOpen("second-archers")) << "and the one closed stays closed";
    const wxDataViewItem closed = model.itemFor("second-archers");
    ASSERT_TRUE(closed.IsOk());
    EXPECT_TRUE(model.IsContainer(closed)) << "a closed battal keeps its arrow";
    roster().tree().Expand(closed);
    EXPECT_TRUE(isOpen("second-archers")) << "and opens";
}

TEST_F(RosterPaneDesk, ALeaderIsListedAsALeaderWithRankAndCvNotAsAUnitOfYes) {
    const RosterModel& model = roster().model();
    const wxDataViewItem king = model.itemFor("edward-iii");
    ASSERT_TRUE(king.IsOk());
    for (unsigned column = RosterModel::Present; column < RosterModel::ColumnCount; ++column)
        EXPECT_NE(model.text(king, column), "yes") << column;
    EXPECT_EQ(model.text(king, RosterModel::Present), "") << "a leader has no strength";
    const wxString name = model.text(king, RosterModel::Name);
    EXPECT_TRUE(name.StartsWith("Edward III (")) << name;
    EXPECT_TRUE(name.Contains(", CV ")) << name;
}

TEST_F(RosterPaneDesk, NamePresentAndWoundedAreInViewAt1280WithTheirHeadingsWhole) {
    wxDataViewCtrl& tree = roster().tree();
    const int room = tree.GetClientSize().GetWidth();
    ASSERT_GT(room, 200);
    int right = 0;
    for (unsigned at = 0; at < 3; ++at) {
        const wxDataViewColumn* column = tree.GetColumn(at);
        right += column->GetWidth();
        EXPECT_LE(right, room) << column->GetTitle() << " runs out of the pane ("
                               << column->GetWidth() << ")";
        EXPECT_GE(column->GetWidth(), tree.GetTextExtent(column->GetTitle()).GetWidth() + 30)
            << column->GetTitle() << "'s heading is cut";
    }
    EXPECT_EQ(tree.GetColumn(1)->GetTitle(), "Present");
    EXPECT_EQ(tree.GetColumn(2)->GetTitle(), "Wounded");
    EXPECT_EQ(tree.GetColumn(3)->GetTitle(), "Captive");
    // The names take what is left, at least the narrowest name column.
    EXPECT_GE(tree.GetColumn(0)->GetWidth(), 140);
}

}  // namespace
}  // namespace seneschal::gui
