#include "app/gui/console_pages/morale_page.hpp"

#include <wx/arrstr.h>
#include <wx/choice.h>
#include <wx/scrolwin.h>
#include <wx/sizer.h>
#include <wx/stattext.h>
#include <wx/textctrl.h>

#include "app/gui/wx_text.hpp"

namespace seneschal::gui {

wxWindow* MoralePage::build(wxWindow* book) {
    auto* page = scrolledPage(book);
    unit_ = unitChoice(page);
    factors_ = new wxTextCtrl(page, wxID_ANY, "");
    std::string names;
    for (const std::string& n : application::moraleFactorNames()) {
        names += (names.empty() ? "" : ", ") + n;
    }
    factors_->SetToolTip(
        utf8("Factors that apply, as name or name:count, comma-separated: " + names));
    dice_ = diceField(page);
    auto* grid = fieldGrid();
    addRow(grid, page, "Unit", unit_);
    addRow(grid, page, "Factors (GA-MT-ROLL, GA-DISTRACT)", factors_);
    addRow(grid, page, "Dice (two)", dice_);
    auto* sizer = new wxBoxSizer(wxVERTICAL);
    sizer->Add(grid, 0, wxEXPAND | wxALL, 8);
    auto* hint = new wxStaticText(page, wxID_ANY, utf8("Factors: " + names));
    hint->Wrap(420);
    sizer->Add(hint, 0, wxLEFT | wxRIGHT, 8);
    page->SetSizer(sizer);
    page->FitInside();
    unit_->Bind(wxEVT_CHOICE, [this](wxCommandEvent&) { fillFactors(); });
    return page;
}

ConsoleResult MoralePage::workOut(std::uint64_t seed) {
    const std::string unit = unitAt(unit_);
    application::MoraleRequest r = application::moraleRequest(console(), unit);
    r.factors.clear();
    for (const wxString& part : wxSplit(factors_->GetValue(), ',')) {
        const wxString f = wxString(part).Trim().Trim(false);
        if (!f.empty()) r.factors.push_back(f.utf8_string());
    }
    r.dice = diceFrom(dice_, seed);
    const application::MoraleCalcResult result = application::calculateMorale(rules(), r);
    return {result.report, [unit, r, result](application::TabletopConsole& c) {
                application::recordMorale(c, unit, r, result);
            }};
}

void MoralePage::set(const std::string& unit, const wxString& factors, const wxString& dice) {
    selectUnit(unit_, unit);
    factors_->ChangeValue(factors);
    dice_->ChangeValue(dice);
}

void MoralePage::fillFactors() {
    const std::string id = unitAt(unit_);
    if (id.empty()) return;
    try {
        const application::MoraleRequest r = application::moraleRequest(console(), id);
        std::string text;
        for (const std::string& f : r.factors) text += (text.empty() ? "" : ", ") + f;
        if (application::consoleState(console()).unit(id).lostRound &&
            text.find("lost") == std::string::npos) {
            text += std::string(text.empty() ? "" : ", ") + "lost-melee-per-point:1";
        }
        factors_->ChangeValue(utf8(text));
    } catch (const std::exception&) {
        factors_->ChangeValue("");
    }
}

}  // namespace seneschal::gui
