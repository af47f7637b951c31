#include "app/gui/console_pages/quarter_page.hpp"

#include <wx/choice.h>
#include <wx/scrolwin.h>
#include <wx/sizer.h>
#include <wx/spinctrl.h>
#include <wx/textctrl.h>

namespace seneschal::gui {

wxWindow* QuarterPage::build(wxWindow* book) {
    auto* page = scrolledPage(book);
    pursuers_ = unitChoice(page);
    routed_ = unitChoice(page);
    figures_ = numberField(page, 10000);
    dice_ = diceField(page);
    auto* grid = fieldGrid();
    addRow(grid, page, "Pursuers", pursuers_);
    addRow(grid, page, "Routed unit asking quarter", routed_);
    addRow(grid, page, "Figures that cannot escape", figures_);
    addRow(grid, page, "Die (the pursuers')", dice_);
    auto* sizer = new wxBoxSizer(wxVERTICAL);
    sizer->Add(grid, 0, wxEXPAND | wxALL, 8);
    page->SetSizer(sizer);
    page->FitInside();
    return page;
}

ConsoleResult QuarterPage::workOut(std::uint64_t seed) {
    const std::string pursuers = unitAt(pursuers_);
    const std::string routed = unitAt(routed_);
    const int figures = figures_->GetValue();
    application::QuarterRequest r =
        application::quarterRequest(console(), pursuers, routed, figures);
    r.dice = diceFrom(dice_, seed);
    const application::QuarterCalcResult result = application::calculateQuarter(rules(), r);
    return {result.report, [pursuers, routed, figures, result](application::TabletopConsole& c) {
                application::recordQuarter(c, pursuers, routed, figures, result);
            }};
}

void QuarterPage::set(const std::string& pursuers, const std::string& routed, int figures,
                      const wxString& dice) {
    selectUnit(pursuers_, pursuers);
    selectUnit(routed_, routed);
    figures_->SetValue(figures);
    dice_->ChangeValue(dice);
}

}  // namespace seneschal::gui
