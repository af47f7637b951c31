#include "app/gui/pane_layout.hpp"

#include <gtest/gtest.h>
#include <wx/memconf.h>

#include "app/gui/main_frame.hpp"
#include "gui_test_environment.hpp"

namespace seneschal::gui {
namespace {

using testing::waitUntil;

MainFrame* openFrame(wxConfigBase& config) {
    auto* frame = new MainFrame(&config);
    frame->Show();
    EXPECT_TRUE(waitUntil([&] { return frame->IsShownOnScreen(); }));
    return frame;
}

void closeFrame(MainFrame* frame) {
    wxWeakRef<wxFrame> alive(frame);
    frame->Close();  // as the user does: the layout is saved on the way out
    EXPECT_TRUE(waitUntil([&] { return !alive; }));
}

TEST(PaneLayout, AClosedPaneAndAMovedPaneStaySoAfterARestart) {
    ASSERT_TRUE(testing::wxStarted());
    wxMemoryConfig config;
    MainFrame* first = openFrame(config);
    // Through the View menu, as a user would close the chronicle.
    wxCommandEvent toggle(wxEVT_MENU, ID_VIEW_CHRONICLE);
    first->GetEventHandler()->ProcessEvent(toggle);
    EXPECT_FALSE(first->aui().GetPane(DeskPanes::kChronicle).IsShown());
    first->aui().GetPane(DeskPanes::kRoster).Right();
    first->aui().Update();
    closeFrame(first);

    MainFrame* second = openFrame(config);
    EXPECT_FALSE(second->aui().GetPane(DeskPanes::kChronicle).IsShown());
    EXPECT_EQ(second->aui().GetPane(DeskPanes::kRoster).dock_direction, wxAUI_DOCK_RIGHT);
    EXPECT_TRUE(second->aui().GetPane(DeskPanes::kPrisoners).IsShown());

    wxCommandEvent reset(wxEVT_MENU, ID_VIEW_RESET_LAYOUT);
    second->GetEventHandler()->ProcessEvent(reset);
    EXPECT_TRUE(second->aui().GetPane(DeskPanes::kChronicle).IsShown());
    EXPECT_EQ(second->aui().GetPane(DeskPanes::kRoster).dock_direction, wxAUI_DOCK_LEFT);
    closeFrame(second);
}

TEST(PaneLayout, ALayoutSavedByAnotherVersionIsIgnored) {
    ASSERT_TRUE(testing::wxStarted());
    wxMemoryConfig config;
    config.Write(PaneLayout::kVersionKey, PaneLayout::kLayoutVersion + 1);
    config.Write(PaneLayout::kPerspectiveKey, "layout2|name=roster;state=0|");
    MainFrame* frame = openFrame(config);
    EXPECT_TRUE(frame->aui().GetPane(DeskPanes::kRoster).IsShown());
    EXPECT_FALSE(frame->layout().restore(config));
    closeFrame(frame);
}

}  // namespace
}  // namespace seneschal::gui
