#pragma once
// A prompter for the desk's tests: remembers every error and question shown, says yes (or, with
// `agree` false, no) to every question, and asks for no file.
#include <optional>
#include <vector>

#include "app/gui/prompter.hpp"

namespace seneschal::gui::testing {

class RecordingPrompter final : public Prompter {
  public:
    void error(wxWindow*, const wxString& title, const wxString& message) override {
        errors.push_back(title + ": " + message);
    }
    bool confirm(wxWindow*, const wxString&, const wxString& message) override {
        questions.push_back(message);
        return agree;
    }
    wxString openFile(wxWindow*, const wxString&, const wxString&) override { return openAnswer; }
    wxString saveFile(wxWindow*, const wxString&, const wxString&, const wxString&) override {
        return savePath;
    }
    std::optional<long> number(wxWindow*, const wxString&, const wxString&, long offered, long,
                               long) override {
        return offered;
    }
    std::optional<int> choose(wxWindow*, const wxString&, const wxString&,
                              const wxArrayString& offered) override {
        choices = offered;
        return chooseAnswer;
    }
    std::optional<wxString> text(wxWindow*, const wxString&, const wxString&,
                                 const wxString& offered) override {
        return textAnswer ? textAnswer : std::optional<wxString>(offered);
    }

    wxArrayString openFiles(wxWindow*, const wxString&, const wxString&) override {
        return filesAnswer;
    }
    wxString folder(wxWindow*, const wxString&) override { return folderAnswer; }
    void inform(wxWindow*, const wxString& title, const wxString& message) override {
        messages.push_back(title + ": " + message);
    }

    std::vector<wxString> errors;
    std::vector<wxString> messages;  // what inform showed, "title: message"
    wxArrayString filesAnswer;       // what a several-files dialog answers; none when empty
    wxString folderAnswer;           // what a folder dialog answers; cancelled when empty
    std::vector<wxString> questions;
    bool agree = true;
    wxString savePath;    // what a save dialog answers; none (cancelled) when empty
    wxString openAnswer;  // the file an open dialog answers; none (cancelled) when empty
    std::optional<wxString> textAnswer;   // what a text question answers; what it offers if none
    std::optional<int> chooseAnswer = 0;  // what a choice answers (none: cancelled)
    wxArrayString choices;                // what the last choice offered
};

}  // namespace seneschal::gui::testing
