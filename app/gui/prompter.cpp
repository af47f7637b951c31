#include "app/gui/prompter.hpp"

#include <wx/choicdlg.h>
#include <wx/filedlg.h>
#include <wx/msgdlg.h>
#include <wx/numdlg.h>
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

std::optional<wxString> DialogPrompter::text(wxWindow* parent, const wxString& title,
                                             const wxString& message, const wxString& offered) {
    wxTextEntryDialog dialog(parent, message, title, offered);
    if (dialog.ShowModal() != wxID_OK) return std::nullopt;
    return dialog.GetValue();
}

}  // namespace seneschal::gui
