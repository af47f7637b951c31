#pragma once
// One page of the tabletop console's calculators (issue 31, item 8): the controls for one kind
// of step and the working out of its result. The console dialog (tabletop_console_dialog.hpp)
// keeps the layout and the flow: which page is shown, the result worked out, recording it, the
// log and undo. A page only reads the console; the step it works out changes it when recorded.
#include <wx/string.h>

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "application/tabletop/calculators.hpp"
#include "application/tabletop/tabletop_console.hpp"
#include "battle/rulebook.hpp"

class wxCheckListBox;
class wxChoice;
class wxFlexGridSizer;
class wxScrolledWindow;
class wxSpinCtrl;
class wxTextCtrl;
class wxWindow;

namespace seneschal::gui {

// A step the console records: the change it makes to the console.
using ConsoleChange = std::function<void(application::TabletopConsole&)>;

// What a page worked out: the working the game master reads and the step recorded from it.
// No report for a page with nothing to work out (marks, pursuit): its step takes the choices
// as they are, and recording it rolls no dice.
struct ConsoleResult {
    std::optional<application::CalcReport> report;
    ConsoleChange step;
};

class ConsoleStepPage {
  public:
    // What every page reads: the rules, the console as it stands (the dialog's own, current
    // after every step) and a word to the dialog when a choice changes (the result worked out
    // no longer holds).
    struct Context {
        const battle::Rulebook& rules;
        const application::TabletopConsole& console;
        std::function<void()> stale;
    };

    explicit ConsoleStepPage(Context context);
    virtual ~ConsoleStepPage() = default;
    ConsoleStepPage(const ConsoleStepPage&) = delete;
    ConsoleStepPage& operator=(const ConsoleStepPage&) = delete;

    // The page's tab and its controls, children of `book`.
    virtual wxString title() const = 0;
    virtual wxWindow* build(wxWindow* book) = 0;
    // The result of the choices shown, with the dice typed or rolled from `seed`; throws (the
    // message says why) when the choices do not make a step.
    virtual ConsoleResult workOut(std::uint64_t seed) = 0;

    // The page came to the front; a unit was picked in the units' grid; a step was recorded
    // or undone.
    virtual void shown() {}
    virtual void unitPicked(const std::string& /*unit*/) {}
    virtual void consoleChanged() {}

  protected:
    const battle::Rulebook& rules() const { return context_.rules; }
    const application::TabletopConsole& console() const { return context_.console; }
    void stale() const { context_.stale(); }

    // A choice of the console's units ("side: unit"), the first chosen; choosing marks the
    // result stale.
    wxChoice* unitChoice(wxWindow* parent);
    std::string unitAt(const wxChoice* choice) const;  // its unit's id, empty for none
    void selectUnit(wxChoice* choice, const std::string& id) const;
    // The dice typed in `text` (blank: rolled from `seed`).
    static application::CalcDice diceFrom(const wxTextCtrl* text, std::uint64_t seed);

    // The pages' common parts: a page that scrolls when the window is too short, its grid of
    // labelled fields, a number field, a dice field, a checklist's ticked ids, an id in words.
    static wxScrolledWindow* scrolledPage(wxWindow* book);
    static wxFlexGridSizer* fieldGrid();
    static void addRow(wxFlexGridSizer* grid, wxWindow* parent, const wxString& label,
                       wxWindow* field);
    static wxSpinCtrl* numberField(wxWindow* parent, int most);
    static wxTextCtrl* diceField(wxWindow* parent);
    static std::vector<std::string> ticked(const wxCheckListBox* box,
                                           const std::vector<std::string>& ids);
    static void tick(wxCheckListBox* box, const std::vector<std::string>& ids,
                     const std::vector<std::string>& chosen);
    static wxString words(const std::string& id);  // "target-in-cover" -> "target in cover"

  private:
    Context context_;
    std::vector<std::string> unitIds_;  // the unit choices' order
};

}  // namespace seneschal::gui
