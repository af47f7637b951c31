#include "app/gui/main_frame.hpp"

#include <gtest/gtest.h>
#include <wx/menu.h>
#include <wx/statusbr.h>
#include <wx/toolbar.h>
#include <wx/weakref.h>

#include "app/gui/about.hpp"
#include "app/gui/shots/sample_views.hpp"
#include "gui_test_environment.hpp"
#include "seneschal/version.hpp"

namespace seneschal::gui {
namespace {

using testing::waitUntil;

TEST(MainFrameSmoke, OpensWithMenusToolbarStatusBarAndPanesThenClosesCleanly) {
    ASSERT_TRUE(testing::wxStarted());
    auto* frame = new MainFrame();
    wxWeakRef<wxFrame> alive(frame);
    frame->Show();
    ASSERT_TRUE(waitUntil([&] { return frame->IsShownOnScreen(); }));

    wxMenuBar* bar = frame->GetMenuBar();
    ASSERT_NE(bar, nullptr);
    std::vector<std::string> titles;
    for (size_t i = 0; i < bar->GetMenuCount(); ++i) {
        titles.push_back(wxMenuItem::GetLabelText(bar->GetMenuLabel(i)).ToStdString());
    }
    EXPECT_EQ(titles, (std::vector<std::string>{"File", "Edit", "View", "Campaign", "Battle",
                                                "Turn", "Reports", "Help"}));
    EXPECT_NE(frame->GetToolBar(), nullptr);
    EXPECT_NE(frame->GetStatusBar(), nullptr);
    for (const char* pane : {"map", "roster", "details", "prisoners", "chronicle"}) {
        EXPECT_TRUE(frame->aui().GetPane(pane).IsShown()) << pane;
    }
    EXPECT_EQ(frame->aui().GetPane("map").dock_direction, wxAUI_DOCK_CENTRE);
    EXPECT_EQ(frame->aui().GetPane("roster").dock_direction, wxAUI_DOCK_LEFT);
    EXPECT_EQ(frame->aui().GetPane("details").dock_direction, wxAUI_DOCK_RIGHT);
    EXPECT_EQ(frame->aui().GetPane("chronicle").dock_direction, wxAUI_DOCK_BOTTOM);
    EXPECT_EQ(frame->GetStatusBar()->GetStatusText(0), "No campaign open");
    EXPECT_TRUE(frame->GetIcons().GetIconCount() > 0) << "the window has the program's icon";

    // Quit through the menu command, as a user would.
    wxCommandEvent quit(wxEVT_MENU, wxID_EXIT);
    frame->GetEventHandler()->ProcessEvent(quit);
    EXPECT_TRUE(waitUntil([&] { return !alive; })) << "the frame did not close on File > Quit";
}

TEST(MainFrameSmoke, ADeskShowsItsNameAndFileInTheTitleAndItsDateTreasuryAndBattlesBelow) {
    ASSERT_TRUE(testing::wxStarted());
    auto* frame = new MainFrame();
    frame->showDesk(samples::crecyDesk());
    EXPECT_TRUE(frame->GetTitle().StartsWith(wxString::FromUTF8("Crécy, 1346")));
    EXPECT_TRUE(frame->GetTitle().Contains("demo: no campaign file"));
    EXPECT_EQ(frame->GetStatusBar()->GetStatusText(1), "1346-08-23");
    EXPECT_EQ(frame->GetStatusBar()->GetStatusText(2), "England: 2,450 livres");
    EXPECT_EQ(frame->GetStatusBar()->GetStatusText(3), "1 battle pending");
    frame->Destroy();
}

TEST(MainFrameSmoke, UndoAndRedoSitInTheEditMenuWithTheirShortcutsAndStartDisabled) {
    ASSERT_TRUE(testing::wxStarted());
    auto* frame = new MainFrame();
    const wxMenuItem* redo = frame->GetMenuBar()->FindItem(wxID_REDO);
    ASSERT_NE(redo, nullptr);
    EXPECT_TRUE(redo->GetItemLabel().Contains("Ctrl+Shift+Z")) << redo->GetItemLabel();
    EXPECT_FALSE(frame->commands().CanUndo()) << "nothing done yet, nothing to undo";
    frame->Destroy();
}

TEST(MainFrameSmoke, AboutNamesTheProgramAndItsVersion) {
    const wxAboutDialogInfo info = aboutInfo();
    EXPECT_EQ(info.GetName(), "Seneschal");
    EXPECT_EQ(info.GetVersion(), kVersion);
}

}  // namespace
}  // namespace seneschal::gui
