#include "app/gui/background_task.hpp"

#include <gtest/gtest.h>
#include <wx/button.h>
#include <wx/frame.h>
#include <wx/thread.h>
#include <wx/timer.h>

#include <atomic>
#include <thread>

#include "gui_test_environment.hpp"

namespace seneschal::gui {
namespace {

using namespace std::chrono_literals;
using testing::waitUntil;

class BackgroundTaskTest : public ::testing::Test {
  protected:
    void SetUp() override {
        ASSERT_TRUE(testing::wxStarted());
        frame = new wxFrame(nullptr, wxID_ANY, "owner", wxPoint(0, 0), wxSize(500, 300));
        frame->Show();
        ASSERT_TRUE(waitUntil([&] { return frame->IsShownOnScreen(); }));
    }
    void TearDown() override {
        frame->Destroy();
        testing::settle();
    }
    wxFrame* frame = nullptr;
};

TEST_F(BackgroundTaskTest, CancelStopsALongTaskWhileTheWindowKeepsAnswering) {
    std::atomic<long> rounds{0};
    std::optional<TaskEnd> ended;
    bool endedOnUiThread = false;
    BackgroundTask* task = BackgroundTask::start(
        frame, "Long work",
        [&](TaskProgress& progress) {
            // A fake Monte Carlo that would take about a minute and a half.
            for (long round = 0; round < 100000 && !progress.cancelRequested(); ++round) {
                rounds = round;
                progress.report(static_cast<double>(round) / 100000.0, "round");
                std::this_thread::sleep_for(1ms);
            }
        },
        [&](const TaskEnd& end) {
            ended = end;
            endedOnUiThread = wxThread::IsMain();
        });
    wxWeakRef<wxDialog> dialog(task);

    // The UI answers while the work runs: a timer set now fires within a moment.
    int ticks = 0;
    wxTimer timer;
    timer.Bind(wxEVT_TIMER, [&](wxTimerEvent&) { ++ticks; });
    timer.Start(20);
    ASSERT_TRUE(waitUntil([&] { return task->shownPercent() > 0; }, 3s)) << "the gauge never moved";
    EXPECT_GE(ticks, 3) << "timers did not fire while the task ran";
    EXPECT_TRUE(task->IsShown());

    // The user presses Cancel.
    wxCommandEvent press(wxEVT_BUTTON, task->cancelButton().GetId());
    press.SetEventObject(&task->cancelButton());
    task->cancelButton().ProcessWindowEvent(press);
    ASSERT_TRUE(waitUntil([&] { return ended.has_value(); }, 2s)) << "Cancel did not stop it";
    EXPECT_EQ(ended->kind, TaskEnd::Kind::Cancelled);
    EXPECT_TRUE(endedOnUiThread);
    const long stoppedAt = rounds;
    EXPECT_LT(stoppedAt, 100000 - 1);
    testing::settle(50ms);
    EXPECT_EQ(rounds, stoppedAt) << "the work went on after Cancel";
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
    std::atomic<bool> stopped{false};
    BackgroundTask::start(
        frame, "Endless",
        [&](TaskProgress& progress) {
            while (!progress.cancelRequested()) std::this_thread::sleep_for(1ms);
            stopped = true;
        },
        nullptr);
    testing::settle(50ms);
    frame->Destroy();
    frame = new wxFrame(nullptr, wxID_ANY, "next");  // for TearDown
    EXPECT_TRUE(waitUntil([&] { return stopped.load(); }, 2s));
}

}  // namespace
}  // namespace seneschal::gui
