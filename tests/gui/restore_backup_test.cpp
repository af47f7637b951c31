// File > Restore from backup... on the real window (issue 13): the Crécy campaign marches and
// advances a week, then the backup made on its first action is restored through the menu; the
// file and every pane are back on 12 July with the host at Saint-Vaast, and the campaign as it
// stood is one more backup. Cancel, or no to the confirmation, changes nothing.
#include <gtest/gtest.h>
#include <wx/listctrl.h>
#include <wx/menu.h>
#include <wx/statusbr.h>

#include "app/gui/main_frame.hpp"
#include "app/gui/prompter.hpp"
#include "app/gui/restore_dialog.hpp"
#include "base/data_dir.hpp"
#include "campaign/calendar/calendar.hpp"
#include "campaign/file/backup.hpp"
#include "campaign/file/campaign_file.hpp"
#include "campaign/stores/repository.hpp"
#include "gui_test_environment.hpp"
#include "tests/campaign/temp_dir.hpp"
#include "tests/gui/modal_answer.hpp"
#include "tests/gui/recording_prompter.hpp"

namespace seneschal::gui {
namespace {

namespace fs = std::filesystem;

using Agreeing = testing::RecordingPrompter;

class RestoreFromBackup : public ::testing::Test {
  protected:
    void SetUp() override {
        ASSERT_TRUE(testing::wxStarted());
        frame = new MainFrame();
        auto owned = std::make_unique<Agreeing>();
        prompter = owned.get();
        frame->setPrompter(std::move(owned));
        frame->Show();
        const wxString scenario = wxString::FromUTF8((scenariosDir() / "crecy-1346.xml").string());
        ASSERT_TRUE(frame->newFromScenario(scenario, wxString::FromUTF8(file.string())));
        // The first action of 12 July is backed up; a week later the host is at Valognes.
        ASSERT_TRUE(frame->orderMarch("english-host", "valognes"));
        ASSERT_TRUE(frame->advance(7));
        ASSERT_EQ(frame->GetStatusBar()->GetStatusText(1), "19 July 1346");
        const auto backups = campaign::listBackups(file);
        ASSERT_EQ(backups.size(), 1u);
        ASSERT_EQ(backups[0].reason, "first action of 12 July 1346");
        firstAction = backups[0].name;
        prompter->questions.clear();  // the march's
    }
    void TearDown() override { frame->Destroy(); }

    // File > Restore from backup..., answering its dialog with `answer`.
    void restoreThroughTheMenu(const std::function<int(RestoreDialog&)>& answer) {
        shown = 0;
        ModalAnswer modal([&](wxDialog* dialog) -> int {
            auto* restore = dynamic_cast<RestoreDialog*>(dialog);
            if (!restore) return wxID_CANCEL;
            ++shown;
            listed = restore->list().GetItemCount();
            return answer(*restore);
        });
        wxCommandEvent event(wxEVT_MENU, ID_RESTORE_BACKUP);
        frame->GetEventHandler()->ProcessEvent(event);
    }
    std::string dateOnFile() {
        auto reopened = campaign::CampaignFile::open(file);
        const auto snapshot = campaign::readSnapshot(reopened.db());
        return campaign::formatDate(snapshot.info.reckoning, snapshot.info.date);
    }
    std::string hostAt() const { return frame->desk().map.findArmy("english-host")->where.placeId; }

    seneschal::testing::TempDir dir;
    fs::path file = dir / "crecy.seneschal";
    MainFrame* frame = nullptr;
    Agreeing* prompter = nullptr;
    std::string firstAction;
    int shown = 0;
    int listed = 0;
};

TEST_F(RestoreFromBackup, TheChosenBackupReplacesTheCampaignInTheFileAndEveryPane) {
    ASSERT_EQ(hostAt(), "valognes");
    restoreThroughTheMenu([&](RestoreDialog& dialog) {
        EXPECT_TRUE(dialog.choose(firstAction));
        return wxID_OK;
    });
    EXPECT_EQ(shown, 1);
    EXPECT_EQ(listed, 1);
    ASSERT_TRUE(prompter->errors.empty()) << prompter->errors.back();
    ASSERT_EQ(prompter->questions.size(), 1u);
    EXPECT_TRUE(
        prompter->questions[0].Contains("now at 19 July 1346, with the backup of 12 July "
                                        "1346 (first action of 12 July 1346"))
        << prompter->questions[0];

    EXPECT_EQ(dateOnFile(), "1346-07-12");
    EXPECT_EQ(frame->GetStatusBar()->GetStatusText(1), "12 July 1346");
    EXPECT_EQ(hostAt(), "saint-vaast");
    EXPECT_FALSE(frame->commands().CanUndo()) << "the undo history is the backup's";
    EXPECT_TRUE(frame->statusMessage().Contains("the campaign as it stood is in backup"))
        << frame->statusMessage();
    const auto backups = campaign::listBackups(file);
    ASSERT_EQ(backups.size(), 2u);
    EXPECT_TRUE(backups[0].reason.starts_with("before restore of the backup of 12 July 1346"))
        << backups[0].reason;
}

TEST_F(RestoreFromBackup, CancelOrNoToTheConfirmationChangesNothing) {
    restoreThroughTheMenu([](RestoreDialog&) { return wxID_CANCEL; });
    EXPECT_EQ(shown, 1);
    EXPECT_TRUE(prompter->questions.empty());

    prompter->agree = false;
    restoreThroughTheMenu([](RestoreDialog&) { return wxID_OK; });
    EXPECT_EQ(prompter->questions.size(), 1u);

    EXPECT_EQ(dateOnFile(), "1346-07-19");
    EXPECT_EQ(hostAt(), "valognes");
    EXPECT_EQ(campaign::listBackups(file).size(), 1u);
}

TEST_F(RestoreFromBackup, TheListSortsByAColumnWhenItsHeaderIsClicked) {
    // A second backup, of 19 July, made now: newest first it heads the list.
    {
        auto open = campaign::CampaignFile::open(file);
        campaign::makeBackup(open.db(), file, "before test", campaign::BackupKind::Action);
    }
    restoreThroughTheMenu([](RestoreDialog& dialog) {
        EXPECT_EQ(dialog.list().GetItemText(0, 0), "19 July 1346");
        dialog.sortBy(0);  // by campaign date, oldest first
        EXPECT_EQ(dialog.list().GetItemText(0, 0), "12 July 1346");
        dialog.sortBy(0);
        EXPECT_EQ(dialog.list().GetItemText(0, 0), "19 July 1346");
        return wxID_CANCEL;
    });
    EXPECT_EQ(listed, 2);
}

}  // namespace
}  // namespace seneschal::gui
