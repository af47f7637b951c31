#include "app/gui/console_pages/melee_page.hpp"

#include <wx/button.h>
#include <wx/checklst.h>
#include <wx/choice.h>
#include <wx/listbox.h>
#include <wx/scrolwin.h>
#include <wx/sizer.h>
#include <wx/spinctrl.h>
#include <wx/textctrl.h>

#include <map>

#include "app/gui/wx_text.hpp"
#include "base/errors.hpp"

namespace seneschal::gui {

wxWindow* MeleePage::build(wxWindow* book) {
    auto* page = scrolledPage(book);
    kind_ = new wxChoice(page, wxID_ANY);
    kind_->Append("impact melee");
    kind_->Append("mixed melee");
    kind_->SetSelection(0);
    a_ = unitChoice(page);
    b_ = unitChoice(page);
    if (b_->GetCount() > 1) b_->SetSelection(static_cast<int>(b_->GetCount()) - 1);
    figuresA_ = numberField(page, 10000);
    figuresB_ = numberField(page, 10000);
    wxArrayString factors;
    for (const std::string& id : application::meleeChecklist()) factors.Add(words(id));
    factorsA_ = new wxCheckListBox(page, wxID_ANY, wxDefaultPosition, wxSize(-1, 70), factors);
    factorsB_ = new wxCheckListBox(page, wxID_ANY, wxDefaultPosition, wxSize(-1, 70), factors);
    // GA-CC-RESULT: more units of either side in the same melee, each striking one enemy unit.
    joinUnit_ = unitChoice(page);
    joinFigures_ = numberField(page, 10000);
    joinStrikes_ = unitChoice(page);
    joinFactors_ = new wxCheckListBox(page, wxID_ANY, wxDefaultPosition, wxSize(-1, 70), factors);
    joined_ = new wxListBox(page, wxID_ANY, wxDefaultPosition, wxSize(-1, 60));
    auto* add = new wxButton(page, wxID_ANY, "Add to the melee");
    auto* remove = new wxButton(page, wxID_ANY, "Remove");
    auto* joinButtons = new wxBoxSizer(wxHORIZONTAL);
    joinButtons->Add(add, 0, wxRIGHT, 6);
    joinButtons->Add(remove);
    dice_ = diceField(page);
    auto* grid = fieldGrid();
    addRow(grid, page, "Kind (GA-CC-TYPES)", kind_);
    addRow(grid, page, "Side A", a_);
    addRow(grid, page, "A's figures fighting", figuresA_);
    addRow(grid, page, "A's factors (GA-TF-MELEE)", factorsA_);
    addRow(grid, page, "Side B", b_);
    addRow(grid, page, "B's figures fighting", figuresB_);
    addRow(grid, page, "B's factors", factorsB_);
    addRow(grid, page, "More units (GA-CC-RESULT)", joinUnit_);
    addRow(grid, page, "Its figures fighting", joinFigures_);
    addRow(grid, page, "It strikes", joinStrikes_);
    addRow(grid, page, "Its factors", joinFactors_);
    grid->Add(0, 0);
    grid->Add(joinButtons);
    addRow(grid, page, "Also in the melee", joined_);
    addRow(grid, page, "Dice (each unit's in turn, A's side first)", dice_);
    auto* sizer = new wxBoxSizer(wxVERTICAL);
    sizer->Add(grid, 1, wxEXPAND | wxALL, 8);
    page->SetSizer(sizer);
    page->FitInside();
    add->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) {
        join(unitAt(joinUnit_), joinFigures_->GetValue(), unitAt(joinStrikes_),
             ticked(joinFactors_, application::meleeChecklist()));
    });
    remove->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) {
        const int at = joined_->GetSelection();
        if (at == wxNOT_FOUND) return;
        joinedUnits_.erase(joinedUnits_.begin() + at);
        stale();
        showJoined();
    });
    return page;
}

ConsoleResult MeleePage::workOut(std::uint64_t seed) {
    const std::string a = unitAt(a_);
    const std::string b = unitAt(b_);
    if (a == b) throw UserError("a unit cannot fight itself");
    std::vector<application::MeleeFighter> fighters{{a, figuresA_->GetValue(), b},
                                                    {b, figuresB_->GetValue(), a}};
    std::map<std::string, std::vector<std::string>> tactical{
        {a, ticked(factorsA_, application::meleeChecklist())},
        {b, ticked(factorsB_, application::meleeChecklist())}};
    for (const JoinedUnit& j : joinedUnits_) {
        fighters.push_back(j.fighter);
        tactical[j.fighter.unit] = j.tactical;
    }
    application::MeleeRequest r = application::meleeRequest(
        console(),
        kind_->GetSelection() == 1 ? battle::MeleeKind::Mixed : battle::MeleeKind::Impact,
        fighters);
    for (auto& side : r.sides) {
        for (application::MeleeSideRequest& m : side) m.tactical = tactical[m.unit];
    }
    r.dice = diceFrom(dice_, seed);
    const application::MeleeCalcResult result = application::calculateMelee(rules(), r);
    return {result.report, [r, result](application::TabletopConsole& c) {
                application::recordMelee(c, r, result);
            }};
}

void MeleePage::set(battle::MeleeKind kind, const std::string& a, int figuresA,
                    const std::string& b, int figuresB, const wxString& dice) {
    kind_->SetSelection(kind == battle::MeleeKind::Impact ? 0 : 1);
    selectUnit(a_, a);
    selectUnit(b_, b);
    figuresA_->SetValue(figuresA);
    figuresB_->SetValue(figuresB);
    dice_->ChangeValue(dice);
    joinedUnits_.clear();
    showJoined();
}

void MeleePage::join(const std::string& unit, int figures, const std::string& strikes,
                     const std::vector<std::string>& tactical) {
    joinedUnits_.push_back({{unit, figures, strikes}, tactical});
    stale();
    showJoined();
}

void MeleePage::showJoined() {
    const application::ConsoleState now = application::consoleState(console());
    joined_->Clear();
    for (const JoinedUnit& j : joinedUnits_) {
        std::string line = application::sideNameOf(console(), now.unit(j.fighter.unit).side) +
                           ": " + now.unit(j.fighter.unit).name + ", " +
                           seneschal::countOf(j.fighter.figures, "figure", "figures") +
                           ", strikes " + now.unit(j.fighter.strikes).name;
        for (const std::string& f : j.tactical) line += ", " + words(f);
        joined_->Append(utf8(line));
    }
}

}  // namespace seneschal::gui
