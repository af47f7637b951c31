#include "app/gui/console_pages/marks_page.hpp"

#include <wx/checkbox.h>
#include <wx/choice.h>
#include <wx/scrolwin.h>
#include <wx/sizer.h>
#include <wx/spinctrl.h>
#include <wx/stattext.h>

namespace seneschal::gui {

wxWindow* MarksPage::build(wxWindow* book) {
    auto* page = scrolledPage(book);
    unit_ = unitChoice(page);
    charging_ = new wxCheckBox(page, wxID_ANY, "declares a charge (GA-CHARGE)");
    moved_ = numberField(page, 5000);
    formed_ = new wxCheckBox(page, wxID_ANY, "formed (GA-UNFORMED)");
    contact_ = new wxCheckBox(page, wxID_ANY, "in contact with the enemy");
    auto* grid = fieldGrid();
    addRow(grid, page, "Unit", unit_);
    addRow(grid, page, "", charging_);
    addRow(grid, page, "Moved (mm)", moved_);
    addRow(grid, page, "", formed_);
    addRow(grid, page, "", contact_);
    auto* sizer = new wxBoxSizer(wxVERTICAL);
    sizer->Add(new wxStaticText(page, wxID_ANY,
                                "Mark charges when declared, and after moving who moved how far, "
                                "who is unformed and who is in contact; then Record."),
               0, wxALL, 8);
    sizer->Add(grid, 0, wxEXPAND | wxLEFT | wxRIGHT, 8);
    page->SetSizer(sizer);
    page->FitInside();
    unit_->Bind(wxEVT_CHOICE, [this](wxCommandEvent&) { load(); });
    return page;
}

ConsoleResult MarksPage::workOut(std::uint64_t /*seed*/) {
    application::UnitMarks marks;
    marks.charging = charging_->GetValue();
    marks.moved = moved_->GetValue();
    marks.formed = formed_->GetValue();
    marks.inContact = contact_->GetValue();
    const std::string unit = unitAt(unit_);
    return {std::nullopt, [unit, marks](application::TabletopConsole& c) {
                application::markUnit(c, unit, marks);
            }};
}

void MarksPage::unitPicked(const std::string& unit) {
    selectUnit(unit_, unit);
    load();
}

void MarksPage::set(const std::string& unit, bool charging, int moved, bool formed, bool contact) {
    selectUnit(unit_, unit);
    charging_->SetValue(charging);
    moved_->SetValue(moved);
    formed_->SetValue(formed);
    contact_->SetValue(contact);
}

void MarksPage::load() {
    const std::string id = unitAt(unit_);
    if (id.empty()) return;
    const application::ConsoleState state = application::consoleState(console());
    const application::ConsoleUnit& u = state.unit(id);
    charging_->SetValue(u.charging);
    moved_->SetValue(u.moved);
    formed_->SetValue(u.formed);
    contact_->SetValue(u.inContact);
}

}  // namespace seneschal::gui
