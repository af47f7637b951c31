// Campaign > Sides... hands a side to the programmed opponent (issue 36) on the real window and
// a real Crécy file: the box ticked as the game master would, the very call of the CLI's
// `side --programmed on`, one undoable action named by the side; the next day the opponent's
// decision is in the chronicle with its reason, and undo takes back the day, then the change.
#include <gtest/gtest.h>
#include <wx/menu.h>

#include "app/gui/chronicle_panel.hpp"
#include "app/gui/main_frame.hpp"
#include "app/gui/side_dialog.hpp"
#include "base/data_dir.hpp"
#include "campaign/file/campaign_file.hpp"
#include "campaign/stores/repository.hpp"
#include "gui_test_environment.hpp"
#include "tests/campaign/temp_dir.hpp"
#include "tests/gui/modal_answer.hpp"
#include "tests/gui/recording_prompter.hpp"

namespace seneschal::gui {
namespace {

namespace fs = std::filesystem;

class ProgrammedSideDesk : public ::testing::Test {
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
    void TearDown() override { testing::destroyAndWait(frame); }

    campaign::Side sideOnFile(const std::string& id) const {
        campaign::CampaignFile reopened = campaign::CampaignFile::open(file);
        for (const campaign::Side& side : campaign::readSnapshot(reopened.db()).sides)
            if (side.id == id) return side;
        ADD_FAILURE() << "no side " << id;
        return {};
    }
    wxString undoLabel() { return frame->GetMenuBar()->FindItem(wxID_UNDO)->GetItemLabelText(); }

    seneschal::testing::TempDir dir;
    fs::path file = dir / "crecy.seneschal";
    testing::RecordingPrompter* prompter = nullptr;
    MainFrame* frame = nullptr;
};

TEST_F(ProgrammedSideDesk, TickingTheBoxHandsFranceToTheOpponentWhoDecidesTheNextDay) {
    ASSERT_FALSE(sideOnFile("france").programmed);
    bool offered = false;
    {
        ModalAnswer answer([&](wxDialog* dialog) {
            auto* sides = dynamic_cast<SideDialog*>(dialog);
            if (!sides) return wxID_CANCEL;
            sides->chooseSide("france");
            offered = !sides->programmedChange().has_value();  // nothing changed yet
            sides->setProgrammed(true, "bold");
            return wxID_OK;
        });
        testing::command(*frame, ID_EDIT_SIDES);
    }
    ASSERT_TRUE(prompter->errors.empty()) << prompter->errors.front();
    EXPECT_TRUE(offered);
    const campaign::Side france = sideOnFile("france");
    EXPECT_TRUE(france.programmed);
    EXPECT_EQ(france.character, "bold");
    EXPECT_FALSE(sideOnFile("england").programmed);
    // The status bar and the Undo item say what changed, by the side's name.
    EXPECT_EQ(frame->statusMessage(),
              "Kingdom of France is played by the programmed opponent (bold)");
    EXPECT_TRUE(undoLabel().Contains("Kingdom of France")) << undoLabel();

    // The next day the opponent decides for France and says why.
    ASSERT_TRUE(frame->advance(1));
    ChroniclePanel& chronicle = *frame->panes().chronicle;
    chronicle.showKind("opponent");
    ASSERT_TRUE(testing::waitUntil([&] { return chronicle.shownCount() >= 1; }));
    bool plan = false;
    for (long row = 0; row < chronicle.shownCount(); ++row)
        plan = plan || chronicle.shownText(row, 2).Contains("plan");
    EXPECT_TRUE(plan) << chronicle.shownText(0, 2);

    // Undo takes back the day with its decisions, then the change of hands.
    testing::command(*frame, wxID_UNDO);
    chronicle.showKind("opponent");
    EXPECT_EQ(chronicle.shownCount(), 0);
    EXPECT_TRUE(sideOnFile("france").programmed);
    testing::command(*frame, wxID_UNDO);
    EXPECT_FALSE(sideOnFile("france").programmed);
}

TEST_F(ProgrammedSideDesk, ClearingTheBoxGivesTheSideBackToAPerson) {
    frame->session()->setSideProgrammed({"france", "on", std::nullopt});
    frame->refreshDesk();
    bool ticked = false;
    {
        ModalAnswer answer([&](wxDialog* dialog) {
            auto* sides = dynamic_cast<SideDialog*>(dialog);
            if (!sides) return wxID_CANCEL;
            ticked = sides->programmed();
            sides->setProgrammed(false);
            return wxID_OK;
        });
        ASSERT_TRUE(frame->editSides("france")) << prompter->errors.back();
    }
    EXPECT_TRUE(ticked);
    EXPECT_FALSE(sideOnFile("france").programmed);
    EXPECT_EQ(frame->statusMessage(), "Kingdom of France is played by a person again");
}

}  // namespace
}  // namespace seneschal::gui
