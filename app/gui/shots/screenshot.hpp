#pragma once
#include <wx/string.h>

class wxWindow;

namespace seneschal::gui {

// Writes what `window` shows on screen to a PNG. Returns false (and says why) on failure.
bool saveScreenshot(wxWindow& window, const wxString& path, wxString* error = nullptr);

// The same for a dialog. Under Xvfb, reading the screen back through wx does not see GTK
// dialogs stacked over the frame, so this asks ImageMagick's `import` for the window by its
// title, and falls back to saveScreenshot when `import` is not installed.
bool saveDialogScreenshot(wxWindow& dialog, const wxString& path, wxString* error = nullptr);

}  // namespace seneschal::gui
