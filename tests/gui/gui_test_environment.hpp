#pragma once
// Starts wx once for the whole GUI test binary, inside a gtest Environment rather than main,
// so that listing the tests needs no display; and cleans up only if the start succeeded.
#include <wx/app.h>
#include <wx/frame.h>
#include <wx/gdicmn.h>
#include <wx/menu.h>

#include <chrono>
#include <functional>

class wxWindow;

namespace seneschal::gui::testing {

// Runs the event loop until `done` holds or `timeout` passes; returns whether it held.
bool waitUntil(const std::function<bool()>& done,
               std::chrono::milliseconds timeout = std::chrono::milliseconds(5000));

// Runs the event loop for a while: lets the X server deliver what was sent to it.
void settle(std::chrono::milliseconds time = std::chrono::milliseconds(100));

bool wxStarted();

// The real mouse, through the X server (XTEST), at points in `window`'s client coordinates.
void clickAt(wxWindow& window, wxPoint at);
void dragFromTo(wxWindow& window, wxPoint from, wxPoint to);

// Chooses menu command `id` of `frame`, as a click on the item does.
inline void command(wxFrame& frame, int id) {
    wxCommandEvent event(wxEVT_MENU, id);
    frame.GetEventHandler()->ProcessEvent(event);
}

// The label menu item `id` shows now (Undo and Redo name their action).
inline wxString menuLabel(wxFrame& frame, int id) {
    return frame.GetMenuBar()->FindItem(id)->GetItemLabelText();
}

}  // namespace seneschal::gui::testing
