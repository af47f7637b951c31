// The real mouse through the X server, each step waiting until the window has received the
// event it caused (never for a while): the press comes after the window has seen the pointer
// arrive, the release after it has seen the press.
#include <gtest/gtest.h>
#include <wx/uiaction.h>
#include <wx/utils.h>
#include <wx/window.h>

#include "event_watch.hpp"
#include "gui_test_environment.hpp"

namespace seneschal::gui::testing {

namespace {

class WatchedMouse {
  public:
    explicit WatchedMouse(wxWindow& window)
        : window_(window), seen_(window, {wxEVT_MOTION, wxEVT_LEFT_DOWN, wxEVT_LEFT_UP}) {}

    void moveTo(wxPoint at) {
        const wxPoint onScreen = window_.ClientToScreen(at);
        if (wxGetMousePosition() == onScreen) return;  // there already: X reports no motion
        const int before = seen_.count(wxEVT_MOTION);
        mouse_.MouseMove(onScreen);
        EXPECT_TRUE(waitUntil([&] {
            return seen_.count(wxEVT_MOTION) > before && seen_.lastAt(wxEVT_MOTION) == at;
        })) << "the window never saw the pointer reach ("
            << at.x << ", " << at.y << ")";
    }
    void press() {
        act(
            wxEVT_LEFT_DOWN, [this] { mouse_.MouseDown(); }, "press");
    }
    void release() {
        act(
            wxEVT_LEFT_UP, [this] { mouse_.MouseUp(); }, "release");
    }

  private:
    void act(wxEventType type, const std::function<void()>& action, const char* what) {
        const int before = seen_.count(type);
        action();
        EXPECT_TRUE(waitUntil([&] { return seen_.count(type) > before; }))
            << "the window never saw the button's " << what;
    }

    wxWindow& window_;
    EventWatch seen_;
    wxUIActionSimulator mouse_;
};

}  // namespace

void clickAt(wxWindow& window, wxPoint at) {
    WatchedMouse mouse(window);
    mouse.moveTo(at);
    mouse.press();
    mouse.release();
}

void hoverAt(wxWindow& window, wxPoint at) {
    // Some native windows (GTK's tree view) report motion in coordinates of their own, under
    // their headings: this waits for the motion, wherever the window says it is.
    EventWatch seen(window, {wxEVT_MOTION});
    const wxPoint onScreen = window.ClientToScreen(at);
    if (wxGetMousePosition() == onScreen) return;
    wxUIActionSimulator mouse;
    mouse.MouseMove(onScreen);
    EXPECT_TRUE(waitUntil([&] { return seen.count(wxEVT_MOTION) > 0; }))
        << "the window never saw the pointer move to (" << at.x << ", " << at.y << ")";
}

void dragFromTo(wxWindow& window, wxPoint from, wxPoint to) {
    WatchedMouse mouse(window);
    mouse.moveTo(from);
    mouse.press();
    // In steps, as a hand moves: the canvas sees the drag start, then follow the cursor.
    constexpr int kSteps = 8;
    for (int step = 1; step <= kSteps; ++step)
        mouse.moveTo(from +
                     wxPoint((to.x - from.x) * step / kSteps, (to.y - from.y) * step / kSteps));
    mouse.release();
}

}  // namespace seneschal::gui::testing
