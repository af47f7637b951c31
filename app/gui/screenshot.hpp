#pragma once
#include <wx/string.h>

class wxWindow;

namespace seneschal::gui {

// Writes what `window` shows on screen to a PNG. Returns false (and says why) on failure.
bool saveScreenshot(wxWindow& window, const wxString& path, wxString* error = nullptr);

}  // namespace seneschal::gui
