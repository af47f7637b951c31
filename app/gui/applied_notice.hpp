#pragma once
// What the desk says once a battle is applied (issue 16, "after Apply the window says what was
// applied"): the sentence in the status bar, and whole in an information bar across the top of
// the desk until the game master closes it. The bar is a pane of the desk's layout, made the
// first time it is needed.
#include <wx/string.h>

class wxAuiManager;
class wxFrame;

namespace seneschal::gui {

void showAppliedNotice(wxFrame& desk, wxAuiManager& aui, const wxString& headline,
                       const wxString& whole);
// Closes the bar: a campaign opened or closed is not the one it spoke of (issue 37, item 4).
void hideAppliedNotice(wxAuiManager& aui);
// The message the bar shows now; empty when it is closed or was never shown.
wxString appliedNotice(wxAuiManager& aui);

}  // namespace seneschal::gui
