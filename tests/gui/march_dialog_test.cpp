// Campaign > March... (issue 37, item 8) on the real window and a real Crécy file: the
// destinations by name with a search box, the days and arrival shown, and OK the one
// confirmation of the march.
#include "app/gui/march_dialog.hpp"

#include <gtest/gtest.h>
#include <wx/menu.h>

#include <algorithm>

#include "app/gui/main_frame.hpp"
#include "base/data_dir.hpp"
#include "gui_test_environment.hpp"
#include "tests/campaign/temp_dir.hpp"
#include "tests/gui/modal_answer.hpp"
#include "tests/gui/recording_prompter.hpp"

namespace seneschal::gui {
namespace {

namespace fs = std::filesystem;

class MarchDialogDesk : public ::testing::Test {
  protected:
    void SetUp() override {
        ASSERT_TRUE(testing::wxStarted());
        frame = new MainFrame();
        auto owned = std::make_unique<testing::RecordingPrompter>();
        prompter = owned.get();
        frame->setPrompter(std::move(owned));
        frame->Show();
        ASSERT_TRUE(
            frame->newFromScenario(wxString::FromUTF8((scenariosDir() / "crecy-1346.xml").string()),
                                   wxString::FromUTF8(file.string())));
    }
    void TearDown() override { frame->Destroy(); }

    void command(int id) {
        wxCommandEvent event(wxEVT_MENU, id);
        frame->GetEventHandler()->ProcessEvent(event);
    }
    wxString undoLabel() { return frame->GetMenuBar()->FindItem(wxID_UNDO)->GetItemLabelText(); }

    seneschal::testing::TempDir dir;
    fs::path file = dir / "crecy.seneschal";
    testing::RecordingPrompter* prompter = nullptr;
    MainFrame* frame = nullptr;
};

TEST_F(MarchDialogDesk, DestinationsAreListedByNameWithoutTheArmysOwnPlace) {
    MarchDialog dialog(frame, *frame->session(), "english-host");
    const std::vector<std::string> names = dialog.destinationNames();
    ASSERT_GT(names.size(), 20u);
    EXPECT_EQ(names.front(), "Abbeville") << "not the scenario's order (Saint-Vaast first)";
    EXPECT_TRUE(std::is_sorted(names.begin(), names.end(),
                               [](const std::string& a, const std::string& b) {
                                   return wxString::FromUTF8(a).CmpNoCase(wxString::FromUTF8(b)) <
                                          0;
                               }))
        << "by name, whatever the case (Pont-de-l'Arche before Pont-Remy)";
    EXPECT_EQ(std::count(names.begin(), names.end(), "Saint-Vaast-la-Hougue"), 0)
        << "the host stands there";
}

TEST_F(MarchDialogDesk, TypingFindsThePlaceWhateverItsAccentsAndShowsDaysAndArrival) {
    MarchDialog dialog(frame, *frame->session(), "english-host");
    dialog.find("cre");
    EXPECT_EQ(dialog.destinationNames(), std::vector<std::string>{"Crécy"});
    EXPECT_EQ(dialog.placeId(), "crecy") << "the one place found is the one chosen";
    EXPECT_TRUE(dialog.planText().Contains("of march")) << dialog.planText();
    EXPECT_TRUE(dialog.planText().Contains("arrives")) << dialog.planText();
    EXPECT_TRUE(dialog.FindWindow(wxID_OK)->IsEnabled());
    dialog.find("ca");
    const std::vector<std::string> names = dialog.destinationNames();
    EXPECT_NE(std::find(names.begin(), names.end(), "Caen"), names.end());
    EXPECT_NE(std::find(names.begin(), names.end(), "Carentan"), names.end());
    EXPECT_EQ(std::find(names.begin(), names.end(), "Paris"), names.end());
}

TEST_F(MarchDialogDesk, OkOrdersTheMarchWithoutASecondBoxConfirmingIt) {
    {
        ModalAnswer answer([](wxDialog* dialog) {
            auto* march = dynamic_cast<MarchDialog*>(dialog);
            if (!march) return wxID_CANCEL;
            march->choose("english-host", "valognes");
            EXPECT_TRUE(march->planText().Contains("Valognes")) << march->planText();
            return wxID_OK;
        });
        command(ID_MARCH);
    }
    EXPECT_TRUE(prompter->errors.empty()) << prompter->errors.front();
    EXPECT_TRUE(prompter->questions.empty())
        << "the dialog showed the route; no box asks again: " << prompter->questions.front();
    EXPECT_TRUE(undoLabel().StartsWith("Undo March English host to Valognes")) << undoLabel();
}

}  // namespace
}  // namespace seneschal::gui
