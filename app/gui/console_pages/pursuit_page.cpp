#include "app/gui/console_pages/pursuit_page.hpp"

#include <wx/choice.h>
#include <wx/scrolwin.h>
#include <wx/sizer.h>
#include <wx/spinctrl.h>
#include <wx/stattext.h>

namespace seneschal::gui {

wxWindow* PursuitPage::build(wxWindow* book) {
    auto* page = scrolledPage(book);
    unit_ = unitChoice(page);
    figures_ = numberField(page, 10000);
    auto* grid = fieldGrid();
    addRow(grid, page, "Unit", unit_);
    addRow(grid, page, "Figures off the table", figures_);
    auto* sizer = new wxBoxSizer(wxVERTICAL);
    sizer->Add(new wxStaticText(page, wxID_ANY,
                                "Figures that pursued their beaten enemy off the table "
                                "(GA-PURSUIT); then Record."),
               0, wxALL, 8);
    sizer->Add(grid, 0, wxEXPAND | wxLEFT | wxRIGHT, 8);
    page->SetSizer(sizer);
    page->FitInside();
    return page;
}

ConsoleResult PursuitPage::workOut(std::uint64_t /*seed*/) {
    const std::string unit = unitAt(unit_);
    const int figures = figures_->GetValue();
    return {std::nullopt, [unit, figures](application::TabletopConsole& c) {
                application::recordPursuedOff(c, unit, figures);
            }};
}

void PursuitPage::set(const std::string& unit, int figures) {
    selectUnit(unit_, unit);
    figures_->SetValue(figures);
}

}  // namespace seneschal::gui
