#include "app/gui/console_pages/leader_loss_page.hpp"

#include <wx/choice.h>
#include <wx/scrolwin.h>
#include <wx/sizer.h>
#include <wx/stattext.h>
#include <wx/textctrl.h>

namespace seneschal::gui {

wxWindow* LeaderLossPage::build(wxWindow* book) {
    auto* page = scrolledPage(book);
    unit_ = unitChoice(page);
    dice_ = diceField(page);
    auto* grid = fieldGrid();
    addRow(grid, page, "Unit whose leader fell", unit_);
    addRow(grid, page, "Die", dice_);
    auto* sizer = new wxBoxSizer(wxVERTICAL);
    sizer->Add(new wxStaticText(page, wxID_ANY,
                                "When a unit's leader is killed or taken, its men react by their "
                                "background (GA-LEADER-KILLED-FEUDAL, -MERC, -REG)."),
               0, wxALL, 8);
    sizer->Add(grid, 0, wxEXPAND | wxLEFT | wxRIGHT, 8);
    page->SetSizer(sizer);
    page->FitInside();
    return page;
}

ConsoleResult LeaderLossPage::workOut(std::uint64_t seed) {
    const std::string unit = unitAt(unit_);
    application::LeaderLossRequest r = application::leaderLossRequest(console(), rules(), unit);
    r.dice = diceFrom(dice_, seed);
    const application::LeaderLossCalcResult result = application::calculateLeaderLoss(rules(), r);
    return {result.report, [unit, result](application::TabletopConsole& c) {
                application::recordLeaderLoss(c, unit, result);
            }};
}

void LeaderLossPage::set(const std::string& unit, const wxString& dice) {
    selectUnit(unit_, unit);
    dice_->ChangeValue(dice);
}

}  // namespace seneschal::gui
