#include "app/gui/main_frame.hpp"

#include <gtest/gtest.h>
#include <wx/menu.h>
#include <wx/statusbr.h>
#include <wx/toolbar.h>
#include <wx/weakref.h>

#include "app/gui/about.hpp"
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
    EXPECT_EQ(titles, (std::vector<std::string>{"File", "Edit", "Campaign", "Battle", "Reports",
                                                "Help"}));
    EXPECT_NE(frame->GetToolBar(), nullptr);
    EXPECT_NE(frame->GetStatusBar(), nullptr);
    EXPECT_TRUE(frame->aui().GetPane("welcome").IsOk());

    // Quit through the menu command, as a user would.
    wxCommandEvent quit(wxEVT_MENU, wxID_EXIT);
    frame->GetEventHandler()->ProcessEvent(quit);
    EXPECT_TRUE(waitUntil([&] { return !alive; })) << "the frame did not close on File > Quit";
}

TEST(MainFrameSmoke, AboutNamesTheProgramAndItsVersion) {
    const wxAboutDialogInfo info = aboutInfo();
    EXPECT_EQ(info.GetName(), "Seneschal");
    EXPECT_EQ(info.GetVersion(), kVersion);
}

}  // namespace
}  // namespace seneschal::gui
