#include "app/gui/console_pages/shooting_page.hpp"

#include <wx/checklst.h>
#include <wx/choice.h>
#include <wx/scrolwin.h>
#include <wx/sizer.h>
#include <wx/spinctrl.h>
#include <wx/textctrl.h>

#include "base/errors.hpp"

namespace seneschal::gui {

wxWindow* ShootingPage::build(wxWindow* book) {
    auto* page = scrolledPage(book);
    shooter_ = unitChoice(page);
    target_ = unitChoice(page);
    if (target_->GetCount() > 1) target_->SetSelection(static_cast<int>(target_->GetCount()) - 1);
    figures_ = numberField(page, 10000);
    wxArrayString factors;
    for (const std::string& id : application::shootingChecklist()) factors.Add(words(id));
    factors_ = new wxCheckListBox(page, wxID_ANY, wxDefaultPosition, wxSize(-1, 120), factors);
    dice_ = diceField(page);
    auto* grid = fieldGrid();
    addRow(grid, page, "Shooters", shooter_);
    addRow(grid, page, "Target", target_);
    addRow(grid, page, "Figures shooting", figures_);
    addRow(grid, page, "Tactical factors (GA-TF-SHOOT)", factors_);
    addRow(grid, page, "Dice", dice_);
    auto* sizer = new wxBoxSizer(wxVERTICAL);
    sizer->Add(grid, 1, wxEXPAND | wxALL, 8);
    page->SetSizer(sizer);
    page->FitInside();
    return page;
}

ConsoleResult ShootingPage::workOut(std::uint64_t seed) {
    const std::string shooter = unitAt(shooter_);
    const std::string target = unitAt(target_);
    if (shooter == target) throw UserError("a unit cannot shoot at itself");
    application::ShootingRequest r =
        application::shootingRequest(console(), shooter, target, figures_->GetValue());
    r.tactical = ticked(factors_, application::shootingChecklist());
    r.dice = diceFrom(dice_, seed);
    const application::ShootingCalcResult result = application::calculateShooting(rules(), r);
    return {result.report, [shooter, target, r, result](application::TabletopConsole& c) {
                application::recordShooting(c, shooter, target, r, result);
            }};
}

void ShootingPage::set(const std::string& shooter, const std::string& target, int figures,
                       const std::vector<std::string>& tactical, const wxString& dice) {
    selectUnit(shooter_, shooter);
    selectUnit(target_, target);
    figures_->SetValue(figures);
    tick(factors_, application::shootingChecklist(), tactical);
    dice_->ChangeValue(dice);
}

}  // namespace seneschal::gui
