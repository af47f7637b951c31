// The empty window says how to begin (issue 16): a button per bundled scenario starts a new
// campaign in a file the game master names, Open is offered, and the campaigns opened before
// come back with one click once the campaign is closed.
#include <gtest/gtest.h>
#include <wx/button.h>

#include "app/gui/main_frame.hpp"
#include "app/gui/welcome_panel.hpp"
#include "gui_test_environment.hpp"
#include "tests/campaign/temp_dir.hpp"
#include "tests/gui/recording_prompter.hpp"

namespace seneschal::gui {
namespace {

std::vector<wxString> buttonLabels(wxWindow& panel) {
    std::vector<wxString> labels;
    for (wxWindow* child : panel.GetChildren())
        if (auto* button = dynamic_cast<wxButton*>(child)) labels.push_back(button->GetLabel());
    return labels;
}

bool anyContains(const std::vector<wxString>& labels, const wxString& part) {
    for (const wxString& label : labels)
        if (label.Contains(part)) return true;
    return false;
}

TEST(EmptyWindow, SaysHowToBeginStartsABundledCampaignAndOffersItAgainWhenClosed) {
    ASSERT_TRUE(testing::wxStarted());
    auto* frame = new MainFrame();
    auto answers = std::make_unique<testing::RecordingPrompter>();
    testing::RecordingPrompter& prompter = *answers;
    frame->setPrompter(std::move(answers));
    frame->Show();
    ASSERT_TRUE(testing::waitUntil([&] { return frame->IsShownOnScreen(); }));

    WelcomePanel& welcome = frame->welcome();
    EXPECT_TRUE(welcome.IsShown()) << "no campaign open: the window says how to begin";
    ASSERT_GE(welcome.scenarioCount(), 1u);
    const std::vector<wxString> labels = buttonLabels(welcome);
    EXPECT_TRUE(anyContains(labels, wxString::FromUTF8("The Crécy campaign, 1346")))
        << "a bundled scenario is offered by its name";
    EXPECT_TRUE(anyContains(labels, "Open a campaign file"));
    // Issue 34: the three campaigns in the box, and not the test fixture.
    EXPECT_TRUE(anyContains(labels, "The Poitiers campaign, 1356"));
    EXPECT_TRUE(anyContains(labels, "The Agincourt campaign, 1415"));
    EXPECT_FALSE(anyContains(labels, "The March of Arden")) << "test-small is a test fixture";
    EXPECT_EQ(welcome.scenarioCount(), 3u);
    EXPECT_GE(welcome.GetSize().GetWidth(), 300) << "it covers the map pane";

    std::size_t crecy = welcome.scenarioCount();
    for (std::size_t i = 0; i < welcome.scenarioCount(); ++i)
        if (welcome.scenario(i).id == "crecy-1346") crecy = i;
    ASSERT_LT(crecy, welcome.scenarioCount());

    // Cancelling the save dialog starts nothing.
    EXPECT_FALSE(frame->newFromBundled(crecy));
    EXPECT_EQ(frame->session(), nullptr);

    seneschal::testing::TempDir dir;
    const auto file = dir / "my-crecy.seneschal";
    prompter.savePath = wxString::FromUTF8(file.string());
    wxCommandEvent click(wxEVT_MENU, ID_NEW_FROM_BUNDLED_FIRST + static_cast<int>(crecy));
    frame->GetEventHandler()->ProcessEvent(click);
    ASSERT_NE(frame->session(), nullptr) << (prompter.errors.empty() ? "" : prompter.errors[0]);
    EXPECT_TRUE(std::filesystem::exists(file));
    EXPECT_FALSE(welcome.IsShown()) << "the map shows the campaign";

    frame->closeCampaign();
    EXPECT_TRUE(welcome.IsShown());
    EXPECT_TRUE(anyContains(buttonLabels(welcome), "my-crecy.seneschal"))
        << "the campaign just closed is offered again";
    frame->Destroy();
}

}  // namespace
}  // namespace seneschal::gui
