#include "app/gui/console_pages/console_step_page.hpp"

#include <wx/checklst.h>
#include <wx/choice.h>
#include <wx/scrolwin.h>
#include <wx/sizer.h>
#include <wx/spinctrl.h>
#include <wx/stattext.h>
#include <wx/textctrl.h>

#include <algorithm>

#include "app/gui/wx_text.hpp"

namespace seneschal::gui {

ConsoleStepPage::ConsoleStepPage(Context context) : context_(std::move(context)) {
    for (const application::ConsoleUnit& u : context_.console.startUnits) unitIds_.push_back(u.id);
}

wxChoice* ConsoleStepPage::unitChoice(wxWindow* parent) {
    wxArrayString names;
    for (const application::ConsoleUnit& u : console().startUnits) {
        names.Add(utf8(application::sideNameOf(console(), u.side) + ": " + u.name));
    }
    auto* choice = new wxChoice(parent, wxID_ANY, wxDefaultPosition, wxDefaultSize, names);
    if (!names.IsEmpty()) choice->SetSelection(0);
    choice->Bind(wxEVT_CHOICE, [this](wxCommandEvent& event) {
        stale();
        event.Skip();
    });
    return choice;
}

std::string ConsoleStepPage::unitAt(const wxChoice* choice) const {
    const int at = choice->GetSelection();
    if (at == wxNOT_FOUND || at >= static_cast<int>(unitIds_.size())) return {};
    return unitIds_[static_cast<std::size_t>(at)];
}

void ConsoleStepPage::selectUnit(wxChoice* choice, const std::string& id) const {
    const auto at = std::find(unitIds_.begin(), unitIds_.end(), id);
    if (at != unitIds_.end()) choice->SetSelection(static_cast<int>(at - unitIds_.begin()));
}

application::CalcDice ConsoleStepPage::diceFrom(const wxTextCtrl* text, std::uint64_t seed) {
    application::CalcDice dice;
    const std::string typed = text->GetValue().Trim().Trim(false).utf8_string();
    if (!typed.empty()) dice.given = application::diceListed(typed, "dice");
    dice.seed = seed;
    return dice;
}

wxScrolledWindow* ConsoleStepPage::scrolledPage(wxWindow* book) {
    auto* page = new wxScrolledWindow(book, wxID_ANY, wxDefaultPosition, wxDefaultSize,
                                      wxVSCROLL | wxTAB_TRAVERSAL);
    page->SetScrollRate(0, 12);
    return page;
}

wxFlexGridSizer* ConsoleStepPage::fieldGrid() {
    auto* grid = new wxFlexGridSizer(2, wxSize(10, 6));
    grid->AddGrowableCol(1);
    return grid;
}

void ConsoleStepPage::addRow(wxFlexGridSizer* grid, wxWindow* parent, const wxString& label,
                             wxWindow* field) {
    grid->Add(new wxStaticText(parent, wxID_ANY, label), 0, wxALIGN_CENTER_VERTICAL);
    grid->Add(field, 1, wxEXPAND);
}

wxSpinCtrl* ConsoleStepPage::numberField(wxWindow* parent, int most) {
    return new wxSpinCtrl(parent, wxID_ANY, "", wxDefaultPosition, wxSize(110, -1), wxSP_ARROW_KEYS,
                          0, most, 0);
}

wxTextCtrl* ConsoleStepPage::diceField(wxWindow* parent) {
    auto* text = new wxTextCtrl(parent, wxID_ANY, "", wxDefaultPosition, wxSize(160, -1));
    text->SetHint("blank: roll");
    text->SetToolTip(
        "The dice thrown on the table, in the order the rules use them (e.g. 4,7,9); leave "
        "blank for the console to roll them");
    return text;
}

std::vector<std::string> ConsoleStepPage::ticked(const wxCheckListBox* box,
                                                 const std::vector<std::string>& ids) {
    std::vector<std::string> chosen;
    for (unsigned i = 0; i < box->GetCount() && i < ids.size(); ++i) {
        if (box->IsChecked(i)) chosen.push_back(ids[i]);
    }
    return chosen;
}

void ConsoleStepPage::tick(wxCheckListBox* box, const std::vector<std::string>& ids,
                           const std::vector<std::string>& chosen) {
    for (unsigned i = 0; i < ids.size(); ++i) {
        box->Check(i, std::find(chosen.begin(), chosen.end(), ids[i]) != chosen.end());
    }
}

wxString ConsoleStepPage::words(const std::string& id) {
    std::string read = id;
    std::replace(read.begin(), read.end(), '-', ' ');
    return utf8(read);
}

}  // namespace seneschal::gui
