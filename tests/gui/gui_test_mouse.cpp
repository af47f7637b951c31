#include <wx/uiaction.h>
#include <wx/window.h>

#include "gui_test_environment.hpp"

namespace seneschal::gui::testing {

void settle(std::chrono::milliseconds time) {
    const auto start = std::chrono::steady_clock::now();
    waitUntil([&] { return std::chrono::steady_clock::now() - start > time; }, time * 2);
}

void clickAt(wxWindow& window, wxPoint at) {
    wxUIActionSimulator mouse;
    mouse.MouseMove(window.ClientToScreen(at));
    settle();
    mouse.MouseDown();
    settle(std::chrono::milliseconds(50));
    mouse.MouseUp();
    settle();
}

void dragFromTo(wxWindow& window, wxPoint from, wxPoint to) {
    wxUIActionSimulator mouse;
    mouse.MouseMove(window.ClientToScreen(from));
    settle();
    mouse.MouseDown();
    settle(std::chrono::milliseconds(50));
    // In steps, as a hand moves: the canvas sees the drag start, then follow the cursor.
    constexpr int kSteps = 8;
    for (int step = 1; step <= kSteps; ++step) {
        const wxPoint at =
            from + wxPoint((to.x - from.x) * step / kSteps, (to.y - from.y) * step / kSteps);
        mouse.MouseMove(window.ClientToScreen(at));
        settle(std::chrono::milliseconds(30));
    }
    mouse.MouseUp();
    settle();
}

}  // namespace seneschal::gui::testing
