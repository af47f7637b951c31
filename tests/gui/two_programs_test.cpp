// Issue 13, two programs on one file: the desktop window open on a campaign while the real
// `seneschal-cli` writes to the same file. The window notices and redraws (waited for through
// the event loop, as a game master would look up), Edit > Undo acts on the last action in the
// file whoever made it, neither program writes over the other's action, and a write that
// meets the other program's open transaction waits for it.
#include <SQLiteCpp/Statement.h>
#include <gtest/gtest.h>
#include <wx/dialog.h>
#include <wx/menu.h>
#include <wx/statusbr.h>

#include <chrono>
#include <functional>

#include "app/gui/details_panel.hpp"
#include "app/gui/file_change_watch.hpp"
#include "app/gui/main_frame.hpp"
#include "app/gui/roster_panel.hpp"
#include "base/data_dir.hpp"
#include "campaign/actions/actions.hpp"
#include "campaign/calendar/calendar.hpp"
#include "campaign/file/campaign_file.hpp"
#include "campaign/file/check.hpp"
#include "campaign/stores/repository.hpp"
#include "gui_test_environment.hpp"
#include "tests/campaign/temp_dir.hpp"
#include "tests/reliability/cli_process.hpp"

namespace seneschal::gui {
namespace {
using testing::command;
using testing::menuLabel;

namespace fs = std::filesystem;
using namespace std::chrono_literals;
using seneschal::testing::CliProcess;
using seneschal::testing::CliRun;
using testing::waitUntil;

// A desk action that, while its transaction is open (the file's write lock held), lets another
// program try its own write.
class WhileWriting final : public campaign::Action {
  public:
    WhileWriting(std::unique_ptr<campaign::Action> action, std::function<void()> meanwhile)
        : action_(std::move(action)), meanwhile_(std::move(meanwhile)) {}
    std::string name() const override { return action_->name(); }
    campaign::Cause cause() const override { return action_->cause(); }
    void apply(campaign::ActionContext& context) override {
        action_->apply(context);
        meanwhile_();
    }
    std::string describe() const override { return action_->describe(); }

  private:
    std::unique_ptr<campaign::Action> action_;
    std::function<void()> meanwhile_;
};

// The window runs the test's own action as it gives any order: one undoable command through
// the session.
bool performInWindow(MainFrame& frame, std::unique_ptr<campaign::Action> action) {
    std::shared_ptr<campaign::Action> held(std::move(action));
    return frame.performOrder(held->name(), [held](application::CampaignSession& session) {
        return session.perform(*held).description;
    });
}

// The file as another reader sees it. Through SQLite alone: CampaignFile::open also reads the
// header with an ordinary file descriptor, and closing that in this process would release the
// window's SQLite locks on the file (POSIX locks belong to the process).
SQLite::Database reader(const fs::path& file) {
    return SQLite::Database(file.string(), SQLite::OPEN_READONLY);
}

// The file's actions, oldest first: "Advance the calendar to 13 July 1346 (done)".
std::vector<std::string> actionsOnFile(const fs::path& file) {
    SQLite::Database db = reader(file);
    SQLite::Statement query(db, "SELECT description, state FROM action ORDER BY id");
    std::vector<std::string> actions;
    while (query.executeStep())
        actions.push_back(query.getColumn(0).getString() + " (" + query.getColumn(1).getString() +
                          ")");
    return actions;
}

std::vector<std::string> problemsOnFile(const fs::path& file) {
    SQLite::Database db = reader(file);
    return campaign::checkCampaign(db);
}

class TwoPrograms : public ::testing::Test {
  protected:
    void SetUp() override {
        ASSERT_TRUE(testing::wxStarted());
        frame = new MainFrame();
        frame->Show();
        const wxString scenario = wxString::FromUTF8((scenariosDir() / "crecy-1346.xml").string());
        ASSERT_TRUE(frame->newFromScenario(scenario, wxString::FromUTF8(file.string())));
    }
    void TearDown() override { frame->Destroy(); }

    // The CLI on the same file, run to its end (the window's event loop does not run
    // meanwhile, as when the game master types in a terminal).
    CliRun cli(std::vector<std::string> args) {
        args.insert(args.begin() + 1, {"--db", file.string()});
        return seneschal::testing::runCliProcess(args, dir.path());
    }
    wxString shownDate() const { return frame->GetStatusBar()->GetStatusText(1); }
    std::string dateOnFile() const {
        SQLite::Database db = reader(file);
        const campaign::CampaignInfo info = campaign::readCampaignInfo(db);
        return campaign::formatDate(info.reckoning, info.date);
    }

    seneschal::testing::TempDir dir;
    fs::path file = dir / "crecy.seneschal";
    MainFrame* frame = nullptr;
};

TEST_F(TwoPrograms, TheWindowRedrawsEveryPaneWhenTheCliMarchesAndAdvancesKeepingTheSelection) {
    frame->select(application::DetailSubject::Army, "english-host");
    ASSERT_EQ(frame->panes().details->details().id, "english-host");
    const std::size_t chronicleBefore = frame->desk().chronicle.entries.size();

    const CliRun march = cli({"march", "--army", "English host", "--to", "Carentan"});
    ASSERT_EQ(march.exitCode, 0) << march.err;
    const CliRun advance = cli({"advance", "--days", "3"});
    ASSERT_EQ(advance.exitCode, 0) << advance.err;

    ASSERT_TRUE(waitUntil([&] { return shownDate() == "15 July 1346"; }))
        << "the window still shows " << shownDate();
    EXPECT_EQ(frame->desk().map.findArmy("english-host")->where.placeId, "carentan");
    EXPECT_GT(frame->desk().chronicle.entries.size(), chronicleBefore);
    EXPECT_TRUE(frame->statusMessage().Contains("Another program")) << frame->statusMessage();
    // The selection is where it was, with the army's details as they are now.
    EXPECT_EQ(frame->panes().roster->selectedId(), "english-host");
    EXPECT_EQ(frame->panes().details->details().id, "english-host");
    EXPECT_TRUE(menuLabel(*frame, wxID_UNDO).StartsWith("Undo Advance"))
        << menuLabel(*frame, wxID_UNDO);

    // The window acts in its turn: the file holds all three actions, in order.
    command(*frame, ID_ADVANCE_DAY);
    const std::vector<std::string> actions = actionsOnFile(file);
    ASSERT_EQ(actions.size(), 4u);
    EXPECT_TRUE(actions[1].starts_with("March English host")) << actions[1];
    EXPECT_EQ(actions[2], "Advance the calendar to 15 July 1346 (done)");
    EXPECT_EQ(actions[3], "Advance the calendar to 16 July 1346 (done)");
    EXPECT_TRUE(problemsOnFile(file).empty()) << problemsOnFile(file).front();
}

TEST_F(TwoPrograms, EditUndoAfterTheCliActedUndoesTheCliActionAndNamesIt) {
    command(*frame, ID_ADVANCE_DAY);  // the window's own action first
    const CliRun march = cli({"march", "--army", "English host", "--to", "Carentan"});
    ASSERT_EQ(march.exitCode, 0) << march.err;
    ASSERT_TRUE(waitUntil([&] {
        return menuLabel(*frame, wxID_UNDO).StartsWith("Undo March English host");
    })) << menuLabel(*frame, wxID_UNDO);

    command(*frame, wxID_UNDO);
    const std::vector<std::string> actions = actionsOnFile(file);
    ASSERT_EQ(actions.size(), 3u);
    EXPECT_EQ(actions[1], "Advance the calendar to 13 July 1346 (done)")
        << "the window's own action stays";
    EXPECT_TRUE(actions[2].starts_with("March English host")) << actions[2];
    EXPECT_TRUE(actions[2].ends_with("(undone)")) << actions[2];
    EXPECT_TRUE(menuLabel(*frame, wxID_UNDO).StartsWith("Undo Advance"))
        << menuLabel(*frame, wxID_UNDO);
    EXPECT_TRUE(menuLabel(*frame, wxID_REDO).StartsWith("Redo March English host"))
        << menuLabel(*frame, wxID_REDO);
    command(*frame, wxID_REDO);
    EXPECT_TRUE(actionsOnFile(file)[2].ends_with("(done)"));
}

TEST_F(TwoPrograms, EditRedoAfterTheCliUndidTheWindowsActionRedoesIt) {
    command(*frame, ID_ADVANCE_WEEK);
    ASSERT_EQ(dateOnFile(), "1346-07-19");
    const CliRun undo = cli({"undo"});
    ASSERT_EQ(undo.exitCode, 0) << undo.err;
    ASSERT_TRUE(waitUntil([&] { return shownDate() == "12 July 1346"; })) << shownDate();
    EXPECT_TRUE(menuLabel(*frame, wxID_REDO).StartsWith("Redo Advance the calendar to 19 July"))
        << menuLabel(*frame, wxID_REDO);

    command(*frame, wxID_REDO);
    EXPECT_EQ(dateOnFile(), "1346-07-19") << "Redo brings back what the CLI undid";
    EXPECT_EQ(shownDate(), "19 July 1346");
}

TEST_F(TwoPrograms, AWindowActionOnAStaleDeskWritesAfterTheCliActionNotOverIt) {
    // The CLI advances while the window has not looked yet; the game master acts on what he
    // sees, and his action runs against the file as it is now.
    const CliRun advance = cli({"advance", "--days", "2"});
    ASSERT_EQ(advance.exitCode, 0) << advance.err;
    EXPECT_EQ(shownDate(), "12 July 1346") << "the window has not looked at the file yet";
    command(*frame, ID_ADVANCE_DAY);
    EXPECT_EQ(dateOnFile(), "1346-07-15") << "both advances counted: 2 days and 1";
    EXPECT_EQ(shownDate(), "15 July 1346");
    const std::vector<std::string> actions = actionsOnFile(file);
    ASSERT_EQ(actions.size(), 3u);
    EXPECT_EQ(actions[1], "Advance the calendar to 14 July 1346 (done)");
    EXPECT_EQ(actions[2], "Advance the calendar to 15 July 1346 (done)");
    EXPECT_TRUE(problemsOnFile(file).empty()) << problemsOnFile(file).front();
}

// Was lost before the header was read through SQLite (campaign/file/sqlite_header.hpp) rather than
// an ifstream: closing the ifstream's descriptor dropped every POSIX lock the process held on the
// file (they belong to the process, not the descriptor), among them the lock by which the
// window's connection says "still open" in WAL mode. The CLI, closing, then believed it was the
// last connection and deleted the -wal and -shm under the window, whose next action went to a
// deleted -wal and was lost ("disk I/O error" for the next reader).
TEST_F(TwoPrograms, AfterReopeningTheOpenCampaignTheWindowsWritesStillReachTheFile) {
    // File > Open (or the recent files) on the campaign already open: the window opens it
    // afresh while the old connection is still open, then closes the old one.
    ASSERT_TRUE(frame->openCampaign(wxString::FromUTF8(file.string())));
    const CliRun advance = cli({"advance", "--days", "2"});
    ASSERT_EQ(advance.exitCode, 0) << advance.err;
    command(*frame, ID_ADVANCE_DAY);
    EXPECT_EQ(shownDate(), "15 July 1346");
    EXPECT_EQ(dateOnFile(), "1346-07-15") << "another reader does not see the window's advance";
    frame->closeCampaign();
    EXPECT_EQ(dateOnFile(), "1346-07-15") << "the window's advance was lost on closing";
    const std::vector<std::string> actions = actionsOnFile(file);
    EXPECT_EQ(actions.size(), 3u);
}

TEST_F(TwoPrograms, WhileADialogIsOpenTheRedrawWaitsAndComesWhenItCloses) {
    auto* dialog = new wxDialog(frame, wxID_ANY, "A dialog of the window");
    dialog->Show();
    const CliRun advance = cli({"advance", "--days", "2"});
    ASSERT_EQ(advance.exitCode, 0) << advance.err;
    EXPECT_FALSE(frame->fileWatch().check()) << "no redraw under an open dialog";
    EXPECT_TRUE(dialog->IsShown());
    EXPECT_EQ(shownDate(), "12 July 1346");
    dialog->Hide();
    EXPECT_TRUE(frame->fileWatch().check());
    EXPECT_EQ(shownDate(), "14 July 1346");
    dialog->Destroy();
}

TEST_F(TwoPrograms, ACliWriteWaitsForTheWindowsTransactionThenSucceeds) {
    std::unique_ptr<CliProcess> other;
    bool waitedForTheLock = false;
    const bool done = performInWindow(
        *frame, std::make_unique<WhileWriting>(std::make_unique<campaign::AdvanceCalendar>(1), [&] {
            other = std::make_unique<CliProcess>(
                std::vector<std::string>{"advance", "--db", file.string(), "--days", "2"},
                dir / "cli.out", dir / "cli.err");
            // The window's transaction stays open a while: the CLI must still be running,
            // waiting for the file, not have given up.
            waitedForTheLock = !other->endsWithin(300ms);
        }));
    ASSERT_TRUE(done);
    EXPECT_TRUE(waitedForTheLock) << "the CLI did not wait: " << other->err();
    const seneschal::testing::ChildEnd end = other->wait();
    EXPECT_EQ(end.exitCode, 0) << other->err();
    const std::vector<std::string> actions = actionsOnFile(file);
    ASSERT_EQ(actions.size(), 3u);
    EXPECT_EQ(actions[1], "Advance the calendar to 13 July 1346 (done)")
        << "the window's action, committed first";
    EXPECT_EQ(actions[2], "Advance the calendar to 15 July 1346 (done)") << "then the CLI's";
    EXPECT_EQ(dateOnFile(), "1346-07-15");
    EXPECT_TRUE(problemsOnFile(file).empty()) << problemsOnFile(file).front();
    EXPECT_TRUE(waitUntil([&] { return shownDate() == "15 July 1346"; })) << shownDate();
}

TEST_F(TwoPrograms, ACliWriteBlockedPastTheBusyTimeoutFailsWithAnErrorAndWritesNothing) {
    seneschal::testing::ChildEnd end;
    std::string err;
    std::chrono::steady_clock::duration waited{};
    const bool done = performInWindow(
        *frame, std::make_unique<WhileWriting>(std::make_unique<campaign::AdvanceCalendar>(1), [&] {
            const auto start = std::chrono::steady_clock::now();
            CliProcess other({"advance", "--db", file.string(), "--days", "2"}, dir / "cli.out",
                             dir / "cli.err");
            end = other.wait();  // the window holds the file until the CLI gives up
            waited = std::chrono::steady_clock::now() - start;
            err = other.err();
        }));
    ASSERT_TRUE(done);
    // A user error, told on one error line naming the file (the exact words are tested with
    // the CLI, tests/cli/nothing_lost_test.cpp).
    EXPECT_EQ(end.exitCode, 1) << err;
    EXPECT_FALSE(end.killed) << err;
    EXPECT_EQ(err.rfind("error: ", 0), 0u) << err;
    EXPECT_NE(err.find("is busy"), std::string::npos) << err;
    EXPECT_GE(waited, 1s) << "the CLI gave up without waiting for the file";
    const std::vector<std::string> actions = actionsOnFile(file);
    ASSERT_EQ(actions.size(), 2u);
    EXPECT_EQ(actions[1], "Advance the calendar to 13 July 1346 (done)");
    EXPECT_EQ(dateOnFile(), "1346-07-13");
}

}  // namespace
}  // namespace seneschal::gui
