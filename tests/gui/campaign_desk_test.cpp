// The real window on a real campaign file, driven through its menu commands and events as a
// game master would: import Crécy, march, advance, undo, redo, reopen, refuse a bad file,
// rename, pay a ransom, fight a battle to its aftermath preview, odds with Cancel. After each
// step the campaign file itself is read back through the library.
#include <gtest/gtest.h>
#include <wx/menu.h>
#include <wx/modalhook.h>
#include <wx/statusbr.h>

#include <functional>

#include "app/gui/aftermath_dialog.hpp"
#include "app/gui/background_task.hpp"
#include "app/gui/battle_dialog.hpp"
#include "app/gui/desk_events.hpp"
#include "app/gui/main_frame.hpp"
#include "reports/pending_battles.hpp"
#include "app/gui/prompter.hpp"
#include "battle/data_dir.hpp"
#include "campaign/calendar.hpp"
#include "campaign/campaign_file.hpp"
#include "campaign/repository.hpp"
#include "gui_test_environment.hpp"
#include "tests/campaign/temp_dir.hpp"

namespace seneschal::gui {
namespace {

namespace fs = std::filesystem;
using testing::waitUntil;

// Answers in place of the game master and remembers what he was told.
struct Answers {
    std::vector<wxString> errors;
    std::vector<wxString> questions;
    bool agree = true;
    wxString fileToOpen;
    wxString fileToSave;
};

class ScriptedPrompter final : public Prompter {
public:
    explicit ScriptedPrompter(Answers& answers) : answers_(answers) {}
    void error(wxWindow*, const wxString& title, const wxString& message) override {
        answers_.errors.push_back(title + ": " + message);
    }
    bool confirm(wxWindow*, const wxString&, const wxString& message) override {
        answers_.questions.push_back(message);
        return answers_.agree;
    }
    wxString openFile(wxWindow*, const wxString&, const wxString&) override {
        return answers_.fileToOpen;
    }
    wxString saveFile(wxWindow*, const wxString&, const wxString&, const wxString&) override {
        return answers_.fileToSave;
    }

private:
    Answers& answers_;
};

// Answers modal dialogs opened inside a test instead of showing them.
class ModalAnswer final : public wxModalDialogHook {
public:
    explicit ModalAnswer(std::function<int(wxDialog*)> answer) : answer_(std::move(answer)) {
        Register();
    }
    ~ModalAnswer() override { Unregister(); }

protected:
    int Enter(wxDialog* dialog) override { return answer_(dialog); }
    void Exit(wxDialog*) override {}

private:
    std::function<int(wxDialog*)> answer_;
};

campaign::CampaignSnapshot readBack(const fs::path& file) {
    campaign::CampaignFile reopened = campaign::CampaignFile::open(file);
    return campaign::readSnapshot(reopened.db());
}

const campaign::Army& army(const campaign::CampaignSnapshot& snapshot, const std::string& id) {
    for (const campaign::Army& each : snapshot.armies)
        if (each.id == id) return each;
    throw std::runtime_error("no army " + id);
}

void command(wxFrame& frame, int id) {
    wxCommandEvent event(wxEVT_MENU, id);
    frame.GetEventHandler()->ProcessEvent(event);
}

wxString menuLabel(wxFrame& frame, int id) {
    return frame.GetMenuBar()->FindItem(id)->GetItemLabelText();
}

class CrecyDesk : public ::testing::Test {
protected:
    void SetUp() override {
        ASSERT_TRUE(testing::wxStarted());
        frame = new MainFrame();
        frame->setPrompter(std::make_unique<ScriptedPrompter>(answers));
        frame->Show();
        ASSERT_TRUE(frame->newFromScenario(crecyScenario(), wxString::FromUTF8(file.string())));
    }
    void TearDown() override { frame->Destroy(); }

    static wxString crecyScenario() {
        return wxString::FromUTF8((scenariosDir() / "crecy-1346.xml").string());
    }
    campaign::CampaignSnapshot onFile() const { return readBack(file); }
    std::string date() const {
        const campaign::CampaignSnapshot snapshot = onFile();
        return campaign::formatDate(snapshot.info.reckoning, snapshot.info.date);
    }
    // The English host marches to Caen, where the French garrison stands.
    // Ordered to Caen, the host marches day by day until it meets the garrison there and the
    // advance halts with a battle pending.
    void marchToCaen() {
        ASSERT_TRUE(frame->orderMarch("english-host", "caen"));
        ASSERT_TRUE(frame->advance(14));
    }

    seneschal::testing::TempDir dir;
    fs::path file = dir / "crecy.seneschal";
    Answers answers;
    MainFrame* frame = nullptr;
};

TEST_F(CrecyDesk, ImportingCrecyShowsItsNameFileDateAndTreasury) {
    EXPECT_TRUE(frame->GetTitle().StartsWith(wxString::FromUTF8("The Crécy campaign, 1346")));
    EXPECT_TRUE(frame->GetTitle().Contains("crecy.seneschal"));
    EXPECT_EQ(frame->GetStatusBar()->GetStatusText(1), "12 July 1346");
    EXPECT_EQ(frame->GetStatusBar()->GetStatusText(2), "Kingdom of England: 30,000 pounds");
    EXPECT_EQ(frame->GetStatusBar()->GetStatusText(3), "0 battles pending");
    EXPECT_EQ(frame->desk().map.places.size(), onFile().places.size());
    EXPECT_FALSE(frame->commands().CanUndo()) << "the import itself cannot be undone";
    EXPECT_TRUE(fs::exists(file));
}

TEST_F(CrecyDesk, AMarchByCommandAsksWithTheArrivalDateThenTheArmyMarchesAsDaysPass) {
    ASSERT_TRUE(frame->orderMarch("english-host", "carentan"));
    ASSERT_EQ(answers.questions.size(), 1u);
    EXPECT_TRUE(answers.questions[0].Contains("Carentan")) << answers.questions[0];
    EXPECT_TRUE(answers.questions[0].Contains("arrives 15 July 1346")) << answers.questions[0];
    // The order is given; the host sets out when the calendar advances.
    EXPECT_EQ(army(onFile(), "english-host").place, "saint-vaast");
    ASSERT_TRUE(frame->advance(3));
    EXPECT_EQ(army(onFile(), "english-host").place, "carentan");  // 15 July, as promised
    EXPECT_EQ(frame->desk().map.findArmy("english-host")->where.placeId, "carentan");

    answers.agree = false;  // the game master thinks better of it: nothing happens
    EXPECT_FALSE(frame->orderMarch("english-host", "saint-vaast"));
    EXPECT_EQ(army(onFile(), "english-host").place, "carentan");
}

TEST_F(CrecyDesk, AdvanceUndoAndRedoChangeTheFileAndTheMenuNamesTheAction) {
    ASSERT_TRUE(frame->orderMarch("english-host", "valognes"));
    command(*frame, ID_ADVANCE_WEEK);
    EXPECT_EQ(date(), "1346-07-19");
    EXPECT_TRUE(frame->statusMessage().Contains("Advanced 7 days")) << frame->statusMessage();
    EXPECT_TRUE(menuLabel(*frame, wxID_UNDO).StartsWith("Undo Advance")) << menuLabel(*frame, wxID_UNDO);
    EXPECT_TRUE(frame->panes().chronicle != nullptr);
    ASSERT_FALSE(frame->desk().chronicle.entries.empty());
    EXPECT_EQ(frame->desk().chronicle.entries.back().kind, "advance");

    EXPECT_EQ(army(onFile(), "english-host").place, "valognes");  // marched on the first day
    command(*frame, wxID_UNDO);
    EXPECT_EQ(date(), "1346-07-12");
    EXPECT_EQ(army(onFile(), "english-host").place, "saint-vaast");
    EXPECT_TRUE(menuLabel(*frame, wxID_REDO).StartsWith("Redo Advance")) << menuLabel(*frame, wxID_REDO);
    EXPECT_TRUE(menuLabel(*frame, wxID_UNDO).StartsWith("Undo March English host"))
        << menuLabel(*frame, wxID_UNDO);
    command(*frame, wxID_UNDO);
    EXPECT_EQ(army(onFile(), "english-host").place, "saint-vaast");
    EXPECT_FALSE(frame->commands().CanUndo());

    command(*frame, wxID_REDO);  // the order again: the host has not moved yet
    EXPECT_EQ(army(onFile(), "english-host").place, "saint-vaast");
    command(*frame, wxID_REDO);
    EXPECT_EQ(army(onFile(), "english-host").place, "valognes");
    EXPECT_EQ(date(), "1346-07-19");
    EXPECT_EQ(frame->GetStatusBar()->GetStatusText(1), "19 July 1346");
    EXPECT_FALSE(frame->commands().CanRedo());
}

TEST_F(CrecyDesk, UndoReachesBackPastReopeningBecauseTheHistoryIsInTheFile) {
    ASSERT_TRUE(frame->orderMarch("english-host", "valognes"));
    command(*frame, ID_ADVANCE_DAY);
    command(*frame, wxID_CLOSE);
    EXPECT_EQ(frame->session(), nullptr);
    EXPECT_EQ(frame->GetStatusBar()->GetStatusText(0), "No campaign open");

    answers.fileToOpen = wxString::FromUTF8(file.string());
    command(*frame, wxID_OPEN);
    ASSERT_NE(frame->session(), nullptr);
    EXPECT_TRUE(frame->commands().CanUndo());
    EXPECT_TRUE(menuLabel(*frame, wxID_UNDO).StartsWith("Undo Advance")) << menuLabel(*frame, wxID_UNDO);
    command(*frame, wxID_UNDO);
    command(*frame, wxID_UNDO);
    EXPECT_EQ(army(onFile(), "english-host").place, "saint-vaast");
    EXPECT_EQ(date(), "1346-07-12");
    command(*frame, wxID_REDO);
    command(*frame, wxID_REDO);
    EXPECT_EQ(army(onFile(), "english-host").place, "valognes");
    EXPECT_EQ(frame->recentFiles().GetHistoryFile(0), wxString::FromUTF8(file.string()));
}

TEST_F(CrecyDesk, ABadFileIsRefusedByNameAndTheOpenCampaignStays) {
    const fs::path junk = dir / "letter.seneschal";
    seneschal::testing::writeBytes(junk, "Dear Sir, this is not a campaign.");
    answers.fileToOpen = wxString::FromUTF8(junk.string());
    command(*frame, wxID_OPEN);
    ASSERT_EQ(answers.errors.size(), 1u);
    EXPECT_TRUE(answers.errors[0].Contains("letter.seneschal")) << answers.errors[0];
    ASSERT_NE(frame->session(), nullptr);
    EXPECT_EQ(frame->session()->path(), file);
    EXPECT_EQ(seneschal::testing::readBytes(junk), "Dear Sir, this is not a campaign.");
    EXPECT_TRUE(frame->GetTitle().Contains("crecy.seneschal"));
}

TEST_F(CrecyDesk, RenamingAUnitInTheDetailsIsAnUndoableAction) {
    const std::string unit = onFile().armies[0].battals[0].units[0].id;
    EditRequestEvent rename(reports::DetailSubject::Unit, unit, "name", "The Black Prince's own");
    frame->GetEventHandler()->ProcessEvent(rename);
    EXPECT_TRUE(rename.IsAllowed());
    EXPECT_EQ(onFile().armies[0].battals[0].units[0].name, "The Black Prince's own");
    command(*frame, wxID_UNDO);
    EXPECT_NE(onFile().armies[0].battals[0].units[0].name, "The Black Prince's own");

    EditRequestEvent blank(reports::DetailSubject::Unit, unit, "name", "");
    frame->GetEventHandler()->ProcessEvent(blank);
    EXPECT_FALSE(blank.IsAllowed()) << "the library refuses a unit without a name";
    ASSERT_EQ(answers.errors.size(), 1u);
    EXPECT_TRUE(answers.errors[0].Contains("a unit needs a name")) << answers.errors[0];
}

TEST_F(CrecyDesk, MarchingIntoCaenMakesABattleThatResolvesToAnAftermathPreview) {
    marchToCaen();
    EXPECT_EQ(frame->GetStatusBar()->GetStatusText(3), "1 battle pending");
    EXPECT_TRUE(frame->desk().map.battlePendingAt("caen"));

    BattleDialog dialog(frame, *frame->session(), frame->prompter());
    dialog.chooseRules("postcard");
    const auto fought = dialog.autoResolve();
    ASSERT_TRUE(fought);
    EXPECT_FALSE(dialog.resultText().empty());
    long lines = 0;
    wxString comparison = "not shown";
    ModalAnswer answer([&](wxDialog* shown) {
        if (auto* preview = dynamic_cast<AftermathDialog*>(shown)) {
            lines = preview->lineCount();
            comparison = preview->comparison();
            EXPECT_TRUE(preview->apply()) << "the aftermath is written to the campaign";
        }
        return wxID_CANCEL;
    });
    dialog.previewAftermath(fought->outcome, false);
    EXPECT_GT(lines, 0);
    EXPECT_TRUE(comparison.empty()) << "no odds beside an auto-resolved battle";
    EXPECT_TRUE(answers.errors.empty()) << (answers.errors.empty() ? "" : answers.errors.back());
    // Applied: the beaten left the field, so no battle is pending at Caen; undo restores it.
    EXPECT_TRUE(reports::pendingBattles(onFile()).empty());
    command(*frame, wxID_UNDO);
    EXPECT_TRUE(frame->desk().map.battlePendingAt("caen"));
    EXPECT_FALSE(reports::pendingBattles(onFile()).empty());
    command(*frame, wxID_REDO);  // the same aftermath again, exactly
    EXPECT_TRUE(reports::pendingBattles(onFile()).empty());
    EXPECT_FALSE(frame->desk().map.battlePendingAt("caen"));
}

TEST_F(CrecyDesk, OddsRunOnAWorkerAndStopOnCancel) {
    marchToCaen();
    BattleDialog dialog(frame, *frame->session(), frame->prompter());
    dialog.chooseRules("postcard");
    dialog.setRuns(1'000'000);
    BackgroundTask* task = dialog.startOdds();
    ASSERT_NE(task, nullptr);
    EXPECT_TRUE(dialog.oddsRunning());
    testing::settle(std::chrono::milliseconds(600));  // a million battles take far longer
    EXPECT_TRUE(dialog.oddsRunning()) << "the window answers while the worker fights";
    task->requestCancel();
    ASSERT_TRUE(waitUntil([&] { return !dialog.oddsRunning(); }, std::chrono::seconds(20)));
    ASSERT_TRUE(dialog.odds());
    EXPECT_TRUE(dialog.odds()->cancelled);
    EXPECT_GT(dialog.odds()->runs, 0);
    EXPECT_LT(dialog.odds()->runs, 1'000'000);
    EXPECT_TRUE(dialog.resultText().StartsWith("Cancelled after")) << dialog.resultText();
}

// test-small.xml with Morvan's treasury as given, or made rich enough to pay a count's ransom.
class SmallDesk : public ::testing::Test {
protected:
    void open(const std::string& morvanTreasury) {
        ASSERT_TRUE(testing::wxStarted());
        std::string scenario = seneschal::testing::readBytes(scenariosDir() / "test-small.xml");
        const std::string given = "treasury=\"6500\"";
        scenario.replace(scenario.find(given), given.size(),
                         "treasury=\"" + morvanTreasury + "\"");
        seneschal::testing::writeBytes(dir / "small.xml", scenario);
        frame = new MainFrame();
        frame->setPrompter(std::make_unique<ScriptedPrompter>(answers));
        ASSERT_TRUE(frame->newFromScenario(wxString::FromUTF8((dir / "small.xml").string()),
                                           wxString::FromUTF8(file.string())));
    }
    void TearDown() override {
        if (frame) frame->Destroy();
    }
    std::string statusOf(const std::string& id) const {
        for (const campaign::Leader& leader : readBack(file).leaders)
            if (leader.id == id) return leader.status;
        return "missing";
    }

    seneschal::testing::TempDir dir;
    fs::path file = dir / "small.seneschal";
    Answers answers;
    MainFrame* frame = nullptr;
};

TEST_F(SmallDesk, ARansomTheSideCannotAffordIsRefusedWithTheLibrarysReason) {
    open("6500");
    RansomActionEvent pay("pay", {"count-odo"});
    frame->GetEventHandler()->ProcessEvent(pay);
    ASSERT_EQ(answers.errors.size(), 1u);
    EXPECT_TRUE(answers.errors[0].Contains("cannot pay")) << answers.errors[0];
    EXPECT_EQ(statusOf("count-odo"), "captive");
}

TEST_F(SmallDesk, PayingARansomFreesTheCaptiveInTheFileAndUndoTakesHimBack) {
    open("65000");
    RansomActionEvent pay("pay", {"count-odo"});
    frame->GetEventHandler()->ProcessEvent(pay);
    EXPECT_TRUE(answers.errors.empty()) << (answers.errors.empty() ? wxString() : answers.errors[0]);
    EXPECT_EQ(statusOf("count-odo"), "active");
    EXPECT_EQ(frame->desk().prisoners.findCaptive("count-odo"), nullptr);
    command(*frame, wxID_UNDO);
    EXPECT_EQ(statusOf("count-odo"), "captive");
}

}  // namespace
}  // namespace seneschal::gui
