#pragma once
// Help > Rules reference: the procedures of play for players
// (application/rules/rules_reference.hpp) in a window the game master may keep open beside the
// desk, with a contents list at the top and a button to the developers' coverage table.
#include <wx/frame.h>

#include "application/rules/rules_reference.hpp"

class wxHtmlWindow;

namespace seneschal::gui {

class RulesReferenceWindow final : public wxFrame {
  public:
    RulesReferenceWindow(wxWindow* parent, const application::RulesReference& reference);
    // The page's text as a person reads it (tests look for titles and provenance words).
    [[nodiscard]] wxString pageText() const;

  private:
    wxHtmlWindow* page_ = nullptr;
};

// Opens the reference (or raises the one already open); on a missing or broken data file
// says which and returns nullptr.
RulesReferenceWindow* showRulesReference(wxWindow* parent);

}  // namespace seneschal::gui
