// Help > Rules reference (issue 16): the players' reference opens from the menu with the
// procedures in words and says which tables are reconstructed.
#include "app/gui/rules_reference_window.hpp"

#include <gtest/gtest.h>

#include "app/gui/command_ids.hpp"
#include "app/gui/main_frame.hpp"
#include "gui_test_environment.hpp"

namespace seneschal::gui {
namespace {

RulesReferenceWindow* openReference(MainFrame& frame) {
    wxCommandEvent event(wxEVT_MENU, ID_RULES_INDEX);
    frame.GetEventHandler()->ProcessEvent(event);
    for (wxWindow* child : frame.GetChildren())
        if (auto* window = dynamic_cast<RulesReferenceWindow*>(child)) return window;
    return nullptr;
}

TEST(RulesReferenceWindow, HelpMenuOpensThePlayersReference) {
    ASSERT_TRUE(testing::wxStarted());
    auto* frame = new MainFrame();
    frame->Show();

    wxMenuBar* bar = frame->GetMenuBar();
    ASSERT_NE(bar, nullptr);
    wxMenuItem* item = bar->FindItem(ID_RULES_INDEX);
    ASSERT_NE(item, nullptr);
    EXPECT_EQ(item->GetItemLabelText(), "Rules reference");

    RulesReferenceWindow* window = openReference(*frame);
    ASSERT_NE(window, nullptr);
    EXPECT_TRUE(window->IsShown());
    const wxString text = window->pageText();
    EXPECT_TRUE(text.Contains("The turn sequence")) << text.Left(400);
    EXPECT_TRUE(text.Contains("Risk to leaders and losing a leader"));
    EXPECT_TRUE(text.Contains("Reconstructed: the seed's table was lost"));
    EXPECT_TRUE(text.Contains("The seed's numbers."));
    // Read from the rules file: the longbow's effective range of godsacre.xml's <ranges>.
    EXPECT_TRUE(text.Contains("longbow"));

    // Opening it again raises the same window rather than stacking a second.
    EXPECT_EQ(openReference(*frame), window);
    frame->Destroy();
}

}  // namespace
}  // namespace seneschal::gui
