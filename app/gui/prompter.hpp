#pragma once
// Every question and message the desk puts to the game master goes through this small
// interface, so that tests can answer in place of a modal dialog (which would block them).
#include <wx/arrstr.h>
#include <wx/string.h>

#include <optional>

class wxWindow;

namespace seneschal::gui {

class Prompter {
  public:
    virtual ~Prompter() = default;
    // A refusal or failure, with the library's message.
    virtual void error(wxWindow* parent, const wxString& title, const wxString& message) = 0;
    // A yes/no question; true to go ahead.
    virtual bool confirm(wxWindow* parent, const wxString& title, const wxString& message) = 0;
    // A file to read or to write; empty when the game master cancels.
    virtual wxString openFile(wxWindow* parent, const wxString& title,
                              const wxString& wildcard) = 0;
    virtual wxString saveFile(wxWindow* parent, const wxString& title, const wxString& wildcard,
                              const wxString& suggestedName) = 0;
    // A whole number from `least` to `most`, `offered` filled in; none when cancelled.
    virtual std::optional<long> number(wxWindow* parent, const wxString& title,
                                       const wxString& message, long offered, long least,
                                       long most) = 0;
    // The index of one of `choices`; none when cancelled.
    virtual std::optional<int> choose(wxWindow* parent, const wxString& title,
                                      const wxString& message, const wxArrayString& choices) = 0;
    // A line of text, `offered` filled in; none when cancelled. A prompter of a test answers
    // what is offered unless it says otherwise.
    virtual std::optional<wxString> text(wxWindow* parent, const wxString& title,
                                         const wxString& message, const wxString& offered);
    // Several files to read (Turn > Receive orders); empty when cancelled. A prompter of a test
    // names none unless it says otherwise.
    virtual wxArrayString openFiles(wxWindow* parent, const wxString& title,
                                    const wxString& wildcard);
    // A folder to write into (Turn > Send dispatches); empty when cancelled (or, in a test,
    // unless it says otherwise).
    virtual wxString folder(wxWindow* parent, const wxString& title);
    // A message to read and dismiss: what an order did, in more lines than the status bar
    // holds. A prompter of a test shows nothing unless it says otherwise.
    virtual void inform(wxWindow* parent, const wxString& title, const wxString& message);
};

// The real dialogs.
class DialogPrompter final : public Prompter {
  public:
    void error(wxWindow* parent, const wxString& title, const wxString& message) override;
    bool confirm(wxWindow* parent, const wxString& title, const wxString& message) override;
    wxString openFile(wxWindow* parent, const wxString& title, const wxString& wildcard) override;
    wxString saveFile(wxWindow* parent, const wxString& title, const wxString& wildcard,
                      const wxString& suggestedName) override;
    std::optional<long> number(wxWindow* parent, const wxString& title, const wxString& message,
                               long offered, long least, long most) override;
    std::optional<int> choose(wxWindow* parent, const wxString& title, const wxString& message,
                              const wxArrayString& choices) override;
    std::optional<wxString> text(wxWindow* parent, const wxString& title, const wxString& message,
                                 const wxString& offered) override;
    wxArrayString openFiles(wxWindow* parent, const wxString& title,
                            const wxString& wildcard) override;
    wxString folder(wxWindow* parent, const wxString& title) override;
    void inform(wxWindow* parent, const wxString& title, const wxString& message) override;
};

inline const char* const kCampaignWildcard =
    "Seneschal campaigns (*.seneschal)|*.seneschal|All files|*";
inline const char* const kScenarioWildcard = "Scenario files (*.xml)|*.xml|All files|*";
inline const char* const kOrdersWildcard = "Orders files (*.xml)|*.xml|All files|*";
inline const char* const kMapPictureWildcard =
    "SVG pictures (*.svg)|*.svg|PNG pictures (*.png)|*.png";

}  // namespace seneschal::gui
