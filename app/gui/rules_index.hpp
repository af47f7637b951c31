#pragma once
// The developers' rules coverage (a button in Help > Rules reference): which rule of the seed
// is played where (docs/rules-coverage.md), shown in a plain text window. Found beside the
// data folder (the installed copy lives in share/seneschal/docs).
#include <wx/string.h>

#include <filesystem>
#include <optional>

class wxWindow;

namespace seneschal::gui {

// The rules coverage file, if one can be found; tests and the menu share the lookup.
std::optional<std::filesystem::path> rulesIndexFile();
void showRulesIndex(wxWindow* parent);
// A read-only window of fixed-width text (the rules index, the reports).
void showTextWindow(wxWindow* parent, const wxString& title, const wxString& text);

}  // namespace seneschal::gui
