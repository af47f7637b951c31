#include "app/gui/background_task.hpp"

#include <gtest/gtest.h>
#include <wx/button.h>
#include <wx/frame.h>
#include <wx/thread.h>
#include <wx/timer.h>

#include <atomic>
#include <condition_variable>
#include <future>
#include <mutex>
#include <optional>

#include "gui_test_environment.hpp"

namespace seneschal::gui {
namespace {

using namespace std::chrono_literals;
using testing::waitUntil;

// Holds the work where a long computation would be until the test lets it go: the worker waits
// on a condition variable instead of sleeping, and goes on the moment the test opens the gate.
class WorkGate {
  public:
    void open() {
        {
            std::lock_guard lock(mutex_);
            open_ = true;
        }
        opened_.notify_all();
    }
    void waitOpen() {
        std::unique_lock lock(mutex_);
        opened_.wait(lock, [this] { return open_; });
    }

  private:
    std::mutex mutex_;
    std::condition_variable opened_;
    bool open_ = false;
};

class BackgroundTaskTest : public ::testing::Test {
  protected:
    void SetUp() override {
        ASSERT_TRUE(testing::wxStarted());
        frame = new wxFrame(nullptr, wxID_ANY, "owner", wxPoint(0, 0), wxSize(500, 300));
        frame->Show();
        ASSERT_TRUE(waitUntil([&] { return frame->IsShownOnScreen(); }));
    }
    void TearDown() override {
        // Opened first: a failed assertion must not leave a held worker for the window to join.
        gate.open();
        testing::destroyAndWait(frame);
    }
    WorkGate gate;
    wxFrame* frame = nullptr;
};

TEST_F(BackgroundTaskTest, CancelStopsALongTaskWhileTheWindowKeepsAnswering) {
    bool sawCancel = false;  // the worker's, read once the work has returned
    std::optional<TaskEnd> ended;
    bool endedOnUiThread = false;
    BackgroundTask* task = BackgroundTask::start(
        frame, "Long work",
        [&](TaskProgress& progress) {
            // A fake Monte Carlo: a quarter done, then held where the rest would take minutes.
            progress.report(0.25, "round");
            gate.waitOpen();
            sawCancel = progress.cancelRequested();
        },
        [&](const TaskEnd& end) {
            ended = end;
            endedOnUiThread = wxThread::IsMain();
        });
    wxWeakRef<wxDialog> dialog(task);

    // The UI answers while the work runs: the gauge shows the progress, and a timer set now
    // fires again and again.
    int ticks = 0;
    wxTimer timer;
    timer.Bind(wxEVT_TIMER, [&](wxTimerEvent&) { ++ticks; });
    timer.Start(20);
    ASSERT_TRUE(waitUntil([&] { return task->shownPercent() == 25 && ticks >= 3; }, 3s))
        << "the gauge shows " << task->shownPercent() << "%, the timer fired " << ticks << " times";
    EXPECT_TRUE(task->running());
    EXPECT_TRUE(task->IsShown());

    // The user presses Cancel; the work reaches its next look at the flag.
    wxCommandEvent press(wxEVT_BUTTON, task->cancelButton().GetId());
    press.SetEventObject(&task->cancelButton());
    task->cancelButton().ProcessWindowEvent(press);
    gate.open();
    ASSERT_TRUE(waitUntil([&] { return ended.has_value(); }, 2s)) << "Cancel did not stop it";
    EXPECT_EQ(ended->kind, TaskEnd::Kind::Cancelled);
    EXPECT_TRUE(endedOnUiThread);
    EXPECT_TRUE(sawCancel) << "the work was not told to stop";
    EXPECT_TRUE(waitUntil([&] { return !dialog; })) << "the progress window stayed";
}

TEST_F(BackgroundTaskTest, AFinishedTaskDeliversItsResultOnTheUiThread) {
    std::optional<int> result;
    bool onUiThread = false;
    TaskEnd::Kind kind = TaskEnd::Kind::Failed;
    BackgroundTask::start<int>(
        frame, "Sum",
        [](TaskProgress& progress) {
            int sum = 0;
            for (int i = 1; i <= 100; ++i) {
                sum += i;
                progress.progressCallback()(i / 100.0);
            }
            return sum;
        },
        [&](const TaskEnd& end, std::optional<int> value) {
            kind = end.kind;
            result = value;
            onUiThread = wxThread::IsMain();
        });
    ASSERT_TRUE(waitUntil([&] { return result.has_value(); }));
    EXPECT_EQ(kind, TaskEnd::Kind::Finished);
    EXPECT_EQ(*result, 5050);
    EXPECT_TRUE(onUiThread);
}

TEST_F(BackgroundTaskTest, AnErrorInTheWorkIsReportedWithItsMessage) {
    std::optional<TaskEnd> ended;
    BackgroundTask::start(
        frame, "Failing", [](TaskProgress&) { throw std::runtime_error("the dice are lost"); },
        [&](const TaskEnd& end) { ended = end; });
    ASSERT_TRUE(waitUntil([&] { return ended.has_value(); }));
    EXPECT_EQ(ended->kind, TaskEnd::Kind::Failed);
    EXPECT_EQ(ended->error, "the dice are lost");
}

TEST_F(BackgroundTaskTest, ClosingTheOwnerWhileWorkingStopsTheWork) {
    std::promise<void> started;
    std::future<void> working = started.get_future();
    std::atomic<bool> stopped{false};
    BackgroundTask::start(
        frame, "Endless",
        [&](TaskProgress& progress) {
            started.set_value();
            // Work that never ends by itself, looking at the flag between steps as real work
            // does: only the owner's closing stops it.
            for (long round = 0; !progress.cancelRequested(); ++round)
                progress.report(static_cast<double>(round % 1000) / 1000.0);
            stopped = true;
        },
        nullptr);
    ASSERT_EQ(working.wait_for(2s), std::future_status::ready) << "the work never started";
    EXPECT_FALSE(stopped.load());
    testing::destroyAndWait(frame);  // its progress window goes with it, and asks the work to stop
    EXPECT_TRUE(waitUntil([&] { return stopped.load(); }, 2s));
    frame = new wxFrame(nullptr, wxID_ANY, "next");  // for TearDown
}

}  // namespace
}  // namespace seneschal::gui
