#include "app/gui/prompter.hpp"

#include <wx/filedlg.h>
#include <wx/msgdlg.h>

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

wxString DialogPrompter::saveFile(wxWindow* parent, const wxString& title,
                                  const wxString& wildcard, const wxString& suggestedName) {
    wxFileDialog dialog(parent, title, wxString(), suggestedName, wildcard,
                        wxFD_SAVE | wxFD_OVERWRITE_PROMPT);
    return dialog.ShowModal() == wxID_OK ? dialog.GetPath() : wxString();
}

}  // namespace seneschal::gui
