#include "app/gui/prompter.hpp"

#include <wx/choicdlg.h>
#include <wx/dialog.h>
#include <wx/dirdlg.h>
#include <wx/filedlg.h>
#include <wx/msgdlg.h>
#include <wx/numdlg.h>
#include <wx/sizer.h>
#include <wx/textctrl.h>
#include <wx/textdlg.h>

namespace seneschal::gui {

void DialogPrompter::error(wxWindow* parent, const wxString& title, const wxString& message) {
    wxMessageBox(message, title, wxOK | wxICON_ERROR, parent);
}

bool DialogPrompter::confirm(wxWindow* parent, const wxString& title, const wxString& message) {
    return wxMessageBox(message, title, wxOK | wxCANCEL | wxICON_QUESTION, parent) == wxOK;
}

wxString DialogPrompter::openFile(wxWindow* parent, const wxString& title,
                                  const wxString& wildcard) {
    wxFileDialog dialog(parent, title, wxString(), wxString(), wildcard,
                        wxFD_OPEN | wxFD_FILE_MUST_EXIST);
    return dialog.ShowModal() == wxID_OK ? dialog.GetPath() : wxString();
}

wxString DialogPrompter::saveFile(wxWindow* parent, const wxString& title, const wxString& wildcard,
                                  const wxString& suggestedName) {
    wxFileDialog dialog(parent, title, wxString(), suggestedName, wildcard,
                        wxFD_SAVE | wxFD_OVERWRITE_PROMPT);
    return dialog.ShowModal() == wxID_OK ? dialog.GetPath() : wxString();
}

std::optional<long> DialogPrompter::number(wxWindow* parent, const wxString& title,
                                           const wxString& message, long offered, long least,
                                           long most) {
    wxNumberEntryDialog dialog(parent, message, wxString(), title, offered, least, most);
    if (dialog.ShowModal() != wxID_OK) return std::nullopt;
    return dialog.GetValue();
}

std::optional<int> DialogPrompter::choose(wxWindow* parent, const wxString& title,
                                          const wxString& message, const wxArrayString& choices) {
    wxSingleChoiceDialog dialog(parent, message, title, choices);
    if (dialog.ShowModal() != wxID_OK) return std::nullopt;
    return dialog.GetSelection();
}

std::optional<wxString> Prompter::text(wxWindow*, const wxString&, const wxString&,
                                       const wxString& offered) {
    return offered;
}

wxArrayString Prompter::openFiles(wxWindow*, const wxString&, const wxString&) {
    return {};
}

wxString Prompter::folder(wxWindow*, const wxString&) {
    return {};
}

void Prompter::inform(wxWindow*, const wxString&, const wxString&) {}

wxArrayString DialogPrompter::openFiles(wxWindow* parent, const wxString& title,
                                        const wxString& wildcard) {
    wxFileDialog dialog(parent, title, wxString(), wxString(), wildcard,
                        wxFD_OPEN | wxFD_FILE_MUST_EXIST | wxFD_MULTIPLE);
    wxArrayString paths;
    if (dialog.ShowModal() == wxID_OK) dialog.GetPaths(paths);
    return paths;
}

wxString DialogPrompter::folder(wxWindow* parent, const wxString& title) {
    wxDirDialog dialog(parent, title, wxString(), wxDD_DEFAULT_STYLE | wxDD_DIR_MUST_EXIST);
    return dialog.ShowModal() == wxID_OK ? dialog.GetPath() : wxString();
}

void DialogPrompter::inform(wxWindow* parent, const wxString& title, const wxString& message) {
    // A turn's report runs to many lines: a window that scrolls and wraps its prose, where a
    // message box would grow past the screen.
    wxDialog dialog(parent, wxID_ANY, title, wxDefaultPosition, wxSize(760, 520),
                    wxDEFAULT_DIALOG_STYLE | wxRESIZE_BORDER);
    auto* view = new wxTextCtrl(&dialog, wxID_ANY, message, wxDefaultPosition, wxDefaultSize,
                                wxTE_MULTILINE | wxTE_READONLY | wxTE_WORDWRAP);
    auto* sizer = new wxBoxSizer(wxVERTICAL);
    sizer->Add(view, 1, wxEXPAND | wxALL, 8);
    sizer->Add(dialog.CreateStdDialogButtonSizer(wxOK), 0, wxEXPAND | wxALL, 8);
    dialog.SetSizer(sizer);
    dialog.ShowModal();
}

std::optional<wxString> DialogPrompter::text(wxWindow* parent, const wxString& title,
                                             const wxString& message, const wxString& offered) {
    wxTextEntryDialog dialog(parent, message, title, offered);
    if (dialog.ShowModal() != wxID_OK) return std::nullopt;
    return dialog.GetValue();
}

}  // namespace seneschal::gui
