#include "app/gui/rules_index.hpp"

#include <wx/dialog.h>
#include <wx/msgdlg.h>
#include <wx/sizer.h>
#include <wx/textctrl.h>

#include <fstream>
#include <sstream>

#include "base/data_dir.hpp"

namespace seneschal::gui {

std::optional<std::filesystem::path> rulesIndexFile() {
    namespace fs = std::filesystem;
    std::error_code ignored;
    // rulesDir() is <data>/rules: the docs sit beside the data in an installed tree, and two
    // levels up from share/seneschal/rules in a build tree is the source's docs/ (via data/).
    const fs::path rules = rulesDir();
    for (const fs::path& candidate :
         {rules.parent_path() / "docs" / "rules-coverage.md",
          rules.parent_path() / "rules-coverage.md",
          rules.parent_path().parent_path().parent_path().parent_path() / "docs" /
              "rules-coverage.md"}) {
        if (fs::is_regular_file(candidate, ignored)) return candidate;
    }
    return std::nullopt;
}

void showRulesIndex(wxWindow* parent) {
    const auto file = rulesIndexFile();
    if (!file) {
        wxMessageBox(
            "The rules coverage table (rules-coverage.md) is not installed beside the data "
            "folder " +
                wxString::FromUTF8(rulesDir().parent_path().string()),
            "Rules coverage", wxOK | wxICON_WARNING, parent);
        return;
    }
    std::ifstream in(*file);
    std::ostringstream text;
    text << in.rdbuf();
    showTextWindow(parent, "Rules coverage (for developers)", wxString::FromUTF8(text.str()));
}

void showTextWindow(wxWindow* parent, const wxString& title, const wxString& text) {
    wxDialog dialog(parent, wxID_ANY, title, wxDefaultPosition, wxSize(900, 640),
                    wxDEFAULT_DIALOG_STYLE | wxRESIZE_BORDER);
    auto* view = new wxTextCtrl(&dialog, wxID_ANY, text, wxDefaultPosition, wxDefaultSize,
                                wxTE_MULTILINE | wxTE_READONLY | wxTE_DONTWRAP);
    view->SetFont(wxFont(wxFontInfo(9).Family(wxFONTFAMILY_TELETYPE)));
    auto* sizer = new wxBoxSizer(wxVERTICAL);
    sizer->Add(view, 1, wxEXPAND | wxALL, 8);
    sizer->Add(dialog.CreateStdDialogButtonSizer(wxOK), 0, wxEXPAND | wxALL, 8);
    dialog.SetSizer(sizer);
    dialog.ShowModal();
}

}  // namespace seneschal::gui
