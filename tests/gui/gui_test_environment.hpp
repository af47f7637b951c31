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

// Every wait of the GUI tests is on a condition or an event, never a sleep: the wx event loop
// runs (X events, timers, CallAfter, idle-time work) and the condition is looked at whenever
// the loop goes idle and on a short wxTimer; a timeout is only the bound after which the wait
// fails.

// Runs the event loop until `done` holds or `timeout` passes; returns whether it held.
bool waitUntil(const std::function<bool()>& done,
               std::chrono::milliseconds timeout = std::chrono::milliseconds(5000));

// Runs the event loop until it is idle: what was queued so far (X events, CallAfter, the
// controls' idle-time layout) has been handled.
void untilIdle();

// Destroys a top-level window (which wx deletes at idle time) and waits until it is gone.
void destroyAndWait(wxWindow* window);

// Waits until `window` is on screen and has been drawn there since this was called: the X
// server has mapped it where it stands, so the mouse can reach it.
bool waitUntilDrawn(wxWindow& window);

bool wxStarted();

// The real mouse, through the X server (XTEST), at points in `window`'s client coordinates. Each
// step waits for `window` to receive its event (the motion, the press, the release).
void clickAt(wxWindow& window, wxPoint at);
void hoverAt(wxWindow& window, wxPoint at);  // the pointer moved there, no button
void dragFromTo(wxWindow& window, wxPoint from, wxPoint to);

// Chooses menu command `id` of `frame`, as a click on the item does.
inline void command(wxFrame& frame, int id) {
    wxCommandEvent event(wxEVT_MENU, id);
    frame.GetEventHandler()->ProcessEvent(event);
}

// Whether menu command `id` of `frame` is offered now (its update handlers run first).
inline bool menuEnabled(wxFrame& frame, int id) {
    frame.UpdateWindowUI(wxUPDATE_UI_RECURSE);
    return frame.GetMenuBar()->IsEnabled(id);
}

// The label menu item `id` shows now (Undo and Redo name their action).
inline wxString menuLabel(wxFrame& frame, int id) {
    return frame.GetMenuBar()->FindItem(id)->GetItemLabelText();
}

}  // namespace seneschal::gui::testing
