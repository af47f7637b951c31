// Issue 37, item 7, on the real window at 1280 x 800 and a real Crécy file: the roster keeps
// its open rows and their arrows after Advance, lists leaders as leaders, and shows Name,
// men, wounded, captive and dead without scrolling, each column as wide as its heading, and a
// column that has no room hidden rather than out of sight.
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

// Every column shown ends within the pane's visible width: no count is out of sight to the
// right, and a column that would be is hidden rather than cut.
void expectEveryColumnInView(wxDataViewCtrl& tree) {
    const int room = tree.GetClientSize().GetWidth();
    ASSERT_GT(room, 200);
    int right = 0;
    for (unsigned at = 0; at < tree.GetColumnCount(); ++at) {
        const wxDataViewColumn* column = tree.GetColumn(at);
        if (column->IsHidden()) continue;
        right += column->GetWidth();
        EXPECT_LE(right, room) << column->GetTitle() << " runs out of the pane ("
                               << column->GetWidth() << " wide, right edge " << right << ")";
        EXPECT_GE(column->GetWidth(), tree.GetTextExtent(column->GetTitle()).GetWidth() + 20)
            << column->GetTitle() << "'s heading is cut";
    }
}

TEST_F(RosterPaneDesk, MenWoundedCaptiveAndDeadAreInViewAt1280WithTheirHeadingsWhole) {
    wxDataViewCtrl& tree = roster().tree();
    testing::untilIdle();
    expectEveryColumnInView(tree);
    // The counts a game master reads the roll for are all there, whatever the room.
    for (const RosterPanel::Heading& heading : RosterPanel::headings()) {
        if (!heading.always) continue;
        bool shown = false;
        for (unsigned at = 0; at < tree.GetColumnCount(); ++at)
            if (tree.GetColumn(at)->GetModelColumn() == heading.column)
                shown = !tree.GetColumn(at)->IsHidden();
        EXPECT_TRUE(shown) << heading.title << " (" << heading.meaning << ") is hidden";
    }
    EXPECT_EQ(tree.GetColumn(1)->GetTitle(), "Men");
    EXPECT_EQ(tree.GetColumn(3)->GetTitle(), "Capt");
    EXPECT_FALSE(tree.GetColumn(4)->IsHidden()) << "the dead are in view at 1280 as well";
    // The names take what is left, at least the narrowest name column.
    EXPECT_GE(tree.GetColumn(0)->GetWidth(), 140);
    // The short headings are said whole in the tooltip.
    EXPECT_TRUE(tree.GetToolTipText().Contains("Capt: captive")) << tree.GetToolTipText();
}

// Issue 37: at 1600 the names win room before the other counts: no column after the dead is
// shown while a name is cut; at 1280 the dead stay in view all the same (above).
TEST_F(RosterPaneDesk, At1600NoCountAfterTheDeadIsShownWhileANameIsCut) {
    frame->SetClientSize(1600, 960);
    frame->Layout();
    testing::untilIdle();
    wxDataViewCtrl& tree = roster().tree();
    const int nameColumn = tree.GetColumn(0)->GetWidth();
    bool pastTheDead = false;
    for (unsigned at = 1; at < tree.GetColumnCount(); ++at) {
        const wxDataViewColumn* column = tree.GetColumn(at);
        if (pastTheDead && !column->IsHidden()) {
            EXPECT_GE(nameColumn, roster().widestName())
                << column->GetTitle() << " is shown while the names are cut";
        }
        if (column->GetModelColumn() == RosterModel::Dead) pastTheDead = true;
    }
    EXPECT_FALSE(tree.GetColumn(4)->IsHidden()) << "the dead are in view at 1600";
    expectEveryColumnInView(tree);
}

// At 1280 the name column cannot hold every name of a unit three levels deep; the pointer over
// one it cuts says it whole (the real mouse, through the X server), and over the counts the
// tooltip is the columns' legend again.
TEST_F(RosterPaneDesk, ANameTheColumnCutsIsSaidWholeUnderThePointer) {
    wxDataViewCtrl& tree = roster().tree();
    const RosterModel& model = roster().model();
    const wxDataViewItem battal = model.itemFor("prince-battle");
    ASSERT_TRUE(battal.IsOk());
    tree.Expand(battal);
    wxDataViewItemArray rows;
    model.GetChildren(battal, rows);
    ASSERT_FALSE(rows.empty());
    wxDataViewItem longest = rows[0];
    for (const wxDataViewItem& row : rows)
        if (model.text(row, RosterModel::Name).length() >
            model.text(longest, RosterModel::Name).length())
            longest = row;
    const wxString name = model.text(longest, RosterModel::Name);
    tree.EnsureVisible(longest);
    testing::untilIdle();
    // A row three levels deep starts its text some 78 pixels into the column.
    ASSERT_GT(tree.GetTextExtent(name).GetWidth(), tree.GetColumn(0)->GetWidth() - 78)
        << name << " fits the column: nothing to say whole";
    const wxRect cell = tree.GetItemRect(longest, tree.GetColumn(0));
    testing::hoverAt(*tree.GetMainWindow(),
                     cell.GetPosition() + wxPoint(cell.width - 10, cell.height / 2));
    testing::untilIdle();
    EXPECT_EQ(tree.GetToolTipText(), name);

    const wxRect men = tree.GetItemRect(longest, tree.GetColumn(1));
    testing::hoverAt(*tree.GetMainWindow(),
                     men.GetPosition() + wxPoint(men.width / 2, men.height / 2));
    testing::untilIdle();
    EXPECT_TRUE(tree.GetToolTipText().Contains("Capt: captive")) << tree.GetToolTipText();
}

TEST_F(RosterPaneDesk, At1600EveryColumnShownIsInView) {
    frame->SetClientSize(1600, 960);
    frame->layout().reset();
    testing::untilIdle();
    expectEveryColumnInView(roster().tree());
}

TEST_F(RosterPaneDesk, AColumnOfWordsComesBackWhenThePaneIsWidened) {
    wxDataViewCtrl& tree = roster().tree();
    roster().SetSize(1500, roster().GetSize().GetHeight());
    roster().Layout();
    testing::untilIdle();
    expectEveryColumnInView(tree);
    for (unsigned at = 0; at < tree.GetColumnCount(); ++at)
        EXPECT_FALSE(tree.GetColumn(at)->IsHidden()) << tree.GetColumn(at)->GetTitle();
    roster().SetSize(360, roster().GetSize().GetHeight());
    roster().Layout();
    testing::untilIdle();
    expectEveryColumnInView(tree);
}

}  // namespace
}  // namespace seneschal::gui
