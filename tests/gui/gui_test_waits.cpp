// The GUI tests' waits: the wx event loop runs until a condition holds, looked at whenever the
// loop goes idle and woken by a short wxTimer. No sleep anywhere: a sleeping test neither
// handles the events it waits for nor notices at once that they came.
#include <gtest/gtest.h>
#include <wx/evtloop.h>
#include <wx/timer.h>
#include <wx/weakref.h>
#include <wx/window.h>

#include "event_watch.hpp"
#include "gui_test_environment.hpp"

namespace seneschal::gui::testing {

namespace {

constexpr int kLookEveryMs = 5;  // how often the timer wakes the loop to look at the condition
constexpr int kIdleBoundMs = 5000;

// A nested event loop that ends once, when told to or when its failure bound passes.
class BoundedLoop {
  public:
    explicit BoundedLoop(std::chrono::milliseconds bound) {
        bound_.Bind(wxEVT_TIMER, [this](wxTimerEvent&) {
            timedOut_ = true;
            end();
        });
        bound_.StartOnce(static_cast<int>(bound.count()));
    }
    ~BoundedLoop() { bound_.Stop(); }
    BoundedLoop(const BoundedLoop&) = delete;
    BoundedLoop& operator=(const BoundedLoop&) = delete;

    void run() {
        wxWakeUpIdle();  // an idle event comes even when nothing else is queued
        loop_.Run();
    }
    // Once only: a second Exit would end the loop this one is nested in.
    void end() {
        if (ending_) return;
        ending_ = true;
        loop_.Exit();
    }
    bool timedOut() const { return timedOut_; }

  private:
    wxEventLoop loop_;
    wxTimer bound_;
    bool ending_ = false;
    bool timedOut_ = false;
};

}  // namespace

bool waitUntil(const std::function<bool()>& done, std::chrono::milliseconds timeout) {
    if (done()) return true;
    BoundedLoop loop(timeout);
    bool held = false;
    const auto look = [&] {
        if (!held && done()) {
            held = true;
            loop.end();
        }
    };
    wxTimer tick;
    tick.Bind(wxEVT_TIMER, [&](wxTimerEvent&) { look(); });
    tick.Start(kLookEveryMs);
    const auto onIdle = [&](wxIdleEvent& event) {
        event.Skip();
        look();
    };
    wxTheApp->Bind(wxEVT_IDLE, onIdle);
    loop.run();
    wxTheApp->Unbind(wxEVT_IDLE, onIdle);
    tick.Stop();
    return held;
}

void untilIdle() {
    BoundedLoop loop{std::chrono::milliseconds(kIdleBoundMs)};
    // The application's idle event comes after the queued events were handled; the windows'
    // idle-time work and deferred deletions follow in the same pass, before the loop ends.
    const auto onIdle = [&](wxIdleEvent& event) {
        event.Skip();
        if (!wxTheApp->HasPendingEvents()) loop.end();
    };
    wxTheApp->Bind(wxEVT_IDLE, onIdle);
    loop.run();
    wxTheApp->Unbind(wxEVT_IDLE, onIdle);
    EXPECT_FALSE(loop.timedOut()) << "the event loop never went idle";
}

void destroyAndWait(wxWindow* window) {
    wxWeakRef<wxWindow> alive(window);
    window->Destroy();
    EXPECT_TRUE(waitUntil([&] { return !alive; })) << "the window was never deleted";
}

bool waitUntilDrawn(wxWindow& window) {
    EventWatch paints(window, {wxEVT_PAINT});
    window.Refresh();
    return waitUntil([&] { return paints.count(wxEVT_PAINT) > 0 && window.IsShownOnScreen(); });
}

}  // namespace seneschal::gui::testing
