// Campaign > Split, Merge, Recruit and Pay on the real window and a real Crécy file: each
// dialog is answered as the game master would, the library's action is performed, Edit > Undo
// names it and takes it back. After each step the campaign file is read back through the library.
#include <gtest/gtest.h>
#include <wx/menu.h>
#include <wx/statusbr.h>

#include <algorithm>
#include <functional>

#include "app/gui/main_frame.hpp"
#include "app/gui/merge_dialog.hpp"
#include "app/gui/pay_dialog.hpp"
#include "app/gui/prompter.hpp"
#include "app/gui/recruit_dialog.hpp"
#include "app/gui/split_dialog.hpp"
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

const campaign::Army* findArmy(const campaign::CampaignSnapshot& snapshot, const std::string& id) {
    for (const campaign::Army& each : snapshot.armies)
        if (each.id == id) return &each;
    return nullptr;
}

const campaign::Unit* findUnit(const campaign::CampaignSnapshot& snapshot, const std::string& id) {
    for (const campaign::Army& army : snapshot.armies)
        for (const campaign::Battal& battal : army.battals)
            for (const campaign::Unit& unit : battal.units)
                if (unit.id == id) return &unit;
    return nullptr;
}

std::string armyOfUnit(const campaign::CampaignSnapshot& snapshot, const std::string& unitId) {
    for (const campaign::Army& army : snapshot.armies)
        for (const campaign::Battal& battal : army.battals)
            for (const campaign::Unit& unit : battal.units)
                if (unit.id == unitId) return army.id;
    return {};
}

class ArmyOrdersDesk : public ::testing::Test {
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

    campaign::CampaignSnapshot onFile() const {
        campaign::CampaignFile reopened = campaign::CampaignFile::open(file);
        return campaign::readSnapshot(reopened.db());
    }
    void command(int id) {
        wxCommandEvent event(wxEVT_MENU, id);
        frame->GetEventHandler()->ProcessEvent(event);
    }
    wxString undoLabel() { return frame->GetMenuBar()->FindItem(wxID_UNDO)->GetItemLabelText(); }
    bool enabled(int id) {
        frame->UpdateWindowUI(wxUPDATE_UI_RECURSE);
        return frame->GetMenuBar()->IsEnabled(id);
    }

    seneschal::testing::TempDir dir;
    fs::path file = dir / "crecy.seneschal";
    testing::RecordingPrompter* prompter = nullptr;
    MainFrame* frame = nullptr;
};

TEST_F(ArmyOrdersDesk, TheArmyOrdersAreOfferedOnlyWhileACampaignIsOpen) {
    for (int id : {ID_SPLIT, ID_MERGE, ID_RECRUIT, ID_PAY}) EXPECT_TRUE(enabled(id)) << id;
    frame->closeCampaign();
    for (int id : {ID_SPLIT, ID_MERGE, ID_RECRUIT, ID_PAY}) EXPECT_FALSE(enabled(id)) << id;
}

TEST_F(ArmyOrdersDesk, SplittingArchersOffTheEnglishHostThenMergingThemBackEachUndoable) {
    {
        ModalAnswer answer([](wxDialog* dialog) {
            auto* split = dynamic_cast<SplitDialog*>(dialog);
            if (!split) return wxID_CANCEL;
            split->choose("english-host", {"cheshire-archers"}, "Cheshire column");
            return wxID_OK;
        });
        command(ID_SPLIT);
    }
    ASSERT_TRUE(prompter->errors.empty()) << prompter->errors.front();
    campaign::CampaignSnapshot split = onFile();
    EXPECT_EQ(armyOfUnit(split, "cheshire-archers"), "cheshire-column");
    ASSERT_NE(findArmy(split, "cheshire-column"), nullptr);
    EXPECT_EQ(findArmy(split, "cheshire-column")->place, "saint-vaast");
    EXPECT_TRUE(undoLabel().StartsWith("Undo Split Cheshire column from English host"))
        << undoLabel();

    {
        ModalAnswer answer([](wxDialog* dialog) {
            auto* merge = dynamic_cast<MergeDialog*>(dialog);
            if (!merge) return wxID_CANCEL;
            merge->choose("english-host", {});
            EXPECT_EQ(merge->candidates(), std::vector<std::string>{"cheshire-column"})
                << "only the English army standing with the host is offered";
            merge->choose("english-host", {"cheshire-column"});
            return wxID_OK;
        });
        command(ID_MERGE);
    }
    ASSERT_TRUE(prompter->errors.empty()) << prompter->errors.front();
    EXPECT_EQ(armyOfUnit(onFile(), "cheshire-archers"), "english-host");
    EXPECT_TRUE(undoLabel().StartsWith("Undo Merge Cheshire column into English host"))
        << undoLabel();

    command(wxID_UNDO);  // the merge
    EXPECT_EQ(armyOfUnit(onFile(), "cheshire-archers"), "cheshire-column");
    command(wxID_UNDO);  // the split
    EXPECT_EQ(armyOfUnit(onFile(), "cheshire-archers"), "english-host");
    EXPECT_EQ(findArmy(onFile(), "cheshire-column"), nullptr);
}

TEST_F(ArmyOrdersDesk, ARefusedSplitIsToldAndChangesNothing) {
    const std::size_t armies = onFile().armies.size();
    // The new army may not take a name already used.
    EXPECT_FALSE(frame->splitArmy("english-host", {"cheshire-archers"}, "English host"));
    ASSERT_EQ(prompter->errors.size(), 1u);
    EXPECT_TRUE(prompter->errors[0].Contains("there is already an army called 'English host'"))
        << prompter->errors[0];
    EXPECT_EQ(onFile().armies.size(), armies);
    EXPECT_EQ(armyOfUnit(onFile(), "cheshire-archers"), "english-host");
    EXPECT_FALSE(frame->commands().CanUndo());
}

TEST_F(ArmyOrdersDesk, RecruitingAtSaintVaastNeedsItToBeEnglishThenPaysForTheMen) {
    // Saint-Vaast is French at the start: the library refuses to raise men there.
    EXPECT_FALSE(frame->recruit("saint-vaast", "cheshire-archers", 100));
    ASSERT_EQ(prompter->errors.size(), 1u);
    EXPECT_TRUE(prompter->errors[0].Contains("men are raised only in one's own places"))
        << prompter->errors[0];
    prompter->errors.clear();
    // The host holds the town unopposed as the days pass, and it changes hands.
    ASSERT_TRUE(frame->advance(3));
    campaign::CampaignSnapshot held = onFile();
    const campaign::Place* vaast = nullptr;
    for (const campaign::Place& place : held.places)
        if (place.id == "saint-vaast") vaast = &place;
    ASSERT_NE(vaast, nullptr);
    ASSERT_EQ(vaast->owner, "england");
    const campaign::Men before = findUnit(held, "cheshire-archers")->present;
    const std::int64_t treasury = held.sides[0].treasury;

    {
        ModalAnswer answer([](wxDialog* dialog) {
            auto* recruit = dynamic_cast<RecruitDialog*>(dialog);
            if (!recruit) return wxID_CANCEL;
            recruit->choose("cheshire-archers", 100);
            EXPECT_EQ(recruit->placeId(), "saint-vaast") << "raised where the host stands";
            return wxID_OK;
        });
        command(ID_RECRUIT);
    }
    ASSERT_TRUE(prompter->errors.empty()) << prompter->errors.front();
    campaign::CampaignSnapshot recruited = onFile();
    EXPECT_EQ(findUnit(recruited, "cheshire-archers")->present, before + 100);
    EXPECT_LT(recruited.sides[0].treasury, treasury) << "the men are paid for";
    EXPECT_TRUE(undoLabel().StartsWith("Undo Recruit 100 men into Cheshire archers"))
        << undoLabel();

    command(wxID_UNDO);
    campaign::CampaignSnapshot undone = onFile();
    EXPECT_EQ(findUnit(undone, "cheshire-archers")->present, before);
    EXPECT_EQ(undone.sides[0].treasury, treasury);
}

TEST_F(ArmyOrdersDesk, RecruitRaisesANewUnitIntoTheArmysRecruitsBattalAndUndoDisbandsIt) {
    ASSERT_TRUE(frame->advance(3));  // Saint-Vaast becomes English
    const std::int64_t treasury = onFile().sides[0].treasury;
    wxString described;
    {
        ModalAnswer answer([&](wxDialog* dialog) {
            auto* recruit = dynamic_cast<RecruitDialog*>(dialog);
            if (!recruit) return wxID_CANCEL;
            recruit->chooseNewUnit("Lancashire bowmen", "longbowmen", "B", "english-host", 120);
            described = recruit->typeDescription();
            return wxID_OK;
        });
        command(ID_RECRUIT);
    }
    ASSERT_TRUE(prompter->errors.empty()) << prompter->errors.front();
    EXPECT_EQ(described, "Regular infantry, loose order, protection PI")
        << "the type's classification is shown beside it";
    const campaign::CampaignSnapshot raised = onFile();
    const campaign::Army* host = findArmy(raised, "english-host");
    ASSERT_NE(host, nullptr);
    const campaign::Unit* bowmen = nullptr;
    std::string battal;
    for (const campaign::Battal& each : host->battals)
        for (const campaign::Unit& unit : each.units)
            if (unit.name == "Lancashire bowmen") {
                bowmen = &unit;
                battal = each.name;
            }
    ASSERT_NE(bowmen, nullptr) << "the new unit joins the English host";
    EXPECT_EQ(battal, "Recruits");
    EXPECT_EQ(bowmen->type, "longbowmen");
    EXPECT_EQ(bowmen->troopClass, campaign::TroopClass::B);
    EXPECT_EQ(bowmen->present, 120);
    EXPECT_LT(raised.sides[0].treasury, treasury) << "the men are paid for";
    EXPECT_TRUE(undoLabel().StartsWith("Undo Recruit 120 men as Lancashire bowmen at"))
        << undoLabel();

    command(wxID_UNDO);
    const campaign::CampaignSnapshot undone = onFile();
    for (const campaign::Battal& each : findArmy(undone, "english-host")->battals)
        for (const campaign::Unit& unit : each.units) EXPECT_NE(unit.name, "Lancashire bowmen");
    EXPECT_EQ(undone.sides[0].treasury, treasury);
}

TEST_F(ArmyOrdersDesk, ANewUnitWithoutANameCannotBeAskedFor) {
    RecruitDialog dialog(frame, *frame->session(), "");
    dialog.chooseNewUnit("", "crossbowmen", "C", "caen-garrison", 10);
    EXPECT_TRUE(dialog.raisingNewUnit());
    EXPECT_FALSE(dialog.FindWindow(wxID_OK)->IsEnabled());
    dialog.chooseNewUnit("Bowmen", "crossbowmen", "C", "caen-garrison", 10);
    EXPECT_TRUE(dialog.FindWindow(wxID_OK)->IsEnabled());
    EXPECT_EQ(dialog.placeId(), "caen");
    dialog.choose("cheshire-archers", 10);
    EXPECT_FALSE(dialog.raisingNewUnit()) << "back to reinforcing";
}

// Issue 37, item 5: at Crécy's start the English host stands at Saint-Vaast, which is French;
// the English may recruit nowhere. The dialog offers only the French armies in French places
// and their units, and says why the English are not offered.
TEST_F(ArmyOrdersDesk, RecruitOffersOnlyTheArmiesStandingInTheirOwnPlacesAndSaysWhyNotTheRest) {
    RecruitDialog dialog(frame, *frame->session(), "cheshire-archers");
    const std::vector<std::string> armies = dialog.armiesOffered();
    EXPECT_EQ(std::count(armies.begin(), armies.end(), "english-host"), 0);
    EXPECT_EQ(std::count(armies.begin(), armies.end(), "caen-garrison"), 1);
    const std::vector<std::string> units = dialog.unitsOffered();
    EXPECT_EQ(std::count(units.begin(), units.end(), "cheshire-archers"), 0)
        << "a unit of an army that may not recruit is not offered";
    EXPECT_FALSE(units.empty());
    const wxString why = dialog.notOffered();
    EXPECT_TRUE(why.Contains("Kingdom of England may recruit nowhere today")) << why;
    EXPECT_TRUE(
        why.Contains("English host stands at Saint-Vaast-la-Hougue, which is Kingdom of "
                     "France's"))
        << why;
}

// A refusal comes inside the dialog, which keeps what was typed; after a success the status bar
// says what was recruited, not the refusal before it.
TEST_F(ArmyOrdersDesk, ARefusedRecruitKeepsTheDialogAndItsInputThenASuccessIsSaidInTheStatusBar) {
    const std::int64_t purse = onFile().sides[1].treasury;
    ASSERT_GT(purse, 0);
    bool opened = false;
    {
        ModalAnswer answer([&](wxDialog* dialog) {
            auto* recruit = dynamic_cast<RecruitDialog*>(dialog);
            if (!recruit) return wxID_CANCEL;
            opened = true;
            // More knights than the French treasury pays for (240d a man, £50,000 held).
            recruit->chooseNewUnit("Norman bowmen", "knights", "C", "caen-garrison", 100000);
            EXPECT_FALSE(recruit->give());
            EXPECT_TRUE(recruit->refusal().Contains("treasury holds")) << recruit->refusal();
            EXPECT_EQ(recruit->newUnitName(), "Norman bowmen") << "the input is kept";
            EXPECT_TRUE(recruit->raisingNewUnit());
            EXPECT_EQ(recruit->men(), 100000);
            EXPECT_FALSE(recruit->given());
            recruit->chooseNewUnit("Norman bowmen", "crossbowmen", "C", "caen-garrison", 50);
            EXPECT_TRUE(recruit->give()) << recruit->refusal();
            EXPECT_TRUE(recruit->refusal().empty());
            return wxID_OK;
        });
        command(ID_RECRUIT);
    }
    ASSERT_TRUE(opened);
    EXPECT_TRUE(prompter->errors.empty()) << "the refusal was told in the dialog, not over it";
    const wxString status = frame->GetStatusBar()->GetStatusText(0);
    EXPECT_TRUE(status.StartsWith("Recruit 50 men as Norman bowmen at Caen")) << status;
    EXPECT_FALSE(status.Contains("refused")) << status;
    const campaign::CampaignSnapshot raised = onFile();
    int bowmen = 0;
    for (const campaign::Battal& battal : findArmy(raised, "caen-garrison")->battals)
        for (const campaign::Unit& unit : battal.units) bowmen += unit.name == "Norman bowmen";
    EXPECT_EQ(bowmen, 1) << "raised once, by the dialog's own OK";
    EXPECT_LT(raised.sides[1].treasury, purse);
}

TEST_F(ArmyOrdersDesk, PayingWhenNothingIsOwedIsRefusedWithTheLibrarysReason) {
    {
        ModalAnswer answer([](wxDialog* dialog) {
            auto* pay = dynamic_cast<PayDialog*>(dialog);
            if (!pay) return wxID_CANCEL;
            pay->choose("england", std::nullopt);
            return wxID_OK;
        });
        command(ID_PAY);
    }
    ASSERT_EQ(prompter->errors.size(), 1u);
    EXPECT_TRUE(prompter->errors[0].Contains("Kingdom of England owes no arrears"))
        << prompter->errors[0];
    EXPECT_FALSE(frame->commands().CanUndo());
}

TEST_F(ArmyOrdersDesk, ArrearsOwedAfterAnEmptiedTreasuryArePaidAndTheUndoTakesThePaymentBack) {
    ASSERT_TRUE(frame->advance(3));  // Saint-Vaast becomes English
    // Spend all but 1,000 pounds on archers: the next day's wages for them go unpaid.
    const std::int64_t pounds = onFile().sides[0].treasury;
    const std::int64_t men = (pounds - 1000) * 240 / 60;  // 60d a man for class B longbowmen
    ASSERT_TRUE(frame->recruit("saint-vaast", "cheshire-archers", men)) << prompter->errors.front();
    ASSERT_TRUE(frame->advance(1));
    const std::int64_t purse = onFile().sides[0].treasury;
    ASSERT_GT(purse, 0);

    {
        ModalAnswer answer([](wxDialog* dialog) {
            auto* pay = dynamic_cast<PayDialog*>(dialog);
            if (!pay) return wxID_CANCEL;
            pay->choose("england", 100);
            return wxID_OK;
        });
        command(ID_PAY);
    }
    ASSERT_TRUE(prompter->errors.empty()) << prompter->errors.front();
    EXPECT_EQ(onFile().sides[0].treasury, purse - 100);
    EXPECT_TRUE(undoLabel().StartsWith(
        wxString::FromUTF8("Undo Pay £100 of arrears to 1 unit of Kingdom of England")))
        << undoLabel();
    command(wxID_UNDO);
    EXPECT_EQ(onFile().sides[0].treasury, purse);
}

}  // namespace
}  // namespace seneschal::gui
