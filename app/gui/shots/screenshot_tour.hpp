#pragma once
// seneschal-screenshots --screenshot-dir: shows the Crécy desk with something selected, then
// writes a PNG of the main window, of each pane and of each dialog we have, and closes the window.
// Each step waits for the window to paint before reading the screen back.
#include <wx/string.h>

namespace seneschal::gui {

class MainFrame;

// Starts the tour; it runs from timers and closes `frame` when done. Failures are logged.
void startScreenshotTour(MainFrame& frame, const wxString& folder);

}  // namespace seneschal::gui
