#include "app/gui/split_dialog.hpp"

#include <wx/button.h>
#include <wx/checklst.h>
#include <wx/choice.h>
#include <wx/sizer.h>
#include <wx/stattext.h>
#include <wx/textctrl.h>

#include <algorithm>

namespace seneschal::gui {

SplitDialog::SplitDialog(wxWindow* parent, application::CampaignSession& session,
                         const std::string& armyId)
    : wxDialog(parent, wxID_ANY, "Split an army"),
      session_(session),
      armies_(armyChoices(session.snapshot())) {
    army_ = new wxChoice(this, wxID_ANY);
    units_list_ = new wxCheckListBox(this, wxID_ANY, wxDefaultPosition, wxSize(360, 200));
    name_ = new wxTextCtrl(this, wxID_ANY);
    armies_.fill(*army_);

    auto* grid = new wxFlexGridSizer(2, wxSize(10, 8));
    grid->AddGrowableCol(1);
    grid->Add(new wxStaticText(this, wxID_ANY, "Army"), 0, wxALIGN_CENTER_VERTICAL);
    grid->Add(army_, 1, wxEXPAND);
    grid->Add(new wxStaticText(this, wxID_ANY, "Detach"), 0);
    grid->Add(units_list_, 1, wxEXPAND);
    grid->Add(new wxStaticText(this, wxID_ANY, "New army"), 0, wxALIGN_CENTER_VERTICAL);
    grid->Add(name_, 1, wxEXPAND);
    auto* top = new wxBoxSizer(wxVERTICAL);
    top->Add(grid, 1, wxEXPAND | wxALL, 12);
    top->Add(CreateStdDialogButtonSizer(wxOK | wxCANCEL), 0, wxEXPAND | wxALL, 12);
    SetSizerAndFit(top);

    army_->Bind(wxEVT_CHOICE, [this](wxCommandEvent&) { listUnits(); });
    units_list_->Bind(wxEVT_CHECKLISTBOX, [this](wxCommandEvent&) { updateOk(); });
    name_->Bind(wxEVT_TEXT, [this](wxCommandEvent&) { updateOk(); });
    armies_.select(*army_, armyId);
    if (army_->GetSelection() == wxNOT_FOUND && !armies_.ids.empty()) army_->SetSelection(0);
    listUnits();
}

std::string SplitDialog::armyId() const {
    return armies_.selected(*army_);
}

std::vector<std::string> SplitDialog::detached() const {
    std::vector<std::string> ids;
    for (std::size_t i = 0; i < units_.ids.size(); ++i)
        if (units_list_->IsChecked(static_cast<unsigned>(i))) ids.push_back(units_.ids[i]);
    return ids;
}

std::string SplitDialog::newName() const {
    return name_->GetValue().utf8_string();
}

void SplitDialog::choose(const std::string& armyId, const std::vector<std::string>& unitIds,
                         const std::string& newName) {
    armies_.select(*army_, armyId);
    listUnits();
    for (std::size_t i = 0; i < units_.ids.size(); ++i) {
        const bool wanted =
            std::find(unitIds.begin(), unitIds.end(), units_.ids[i]) != unitIds.end();
        units_list_->Check(static_cast<unsigned>(i), wanted);
    }
    name_->ChangeValue(wxString::FromUTF8(newName));
    updateOk();
}

void SplitDialog::listUnits() {
    units_ = unitsOf(session_.snapshot(), armyId());
    units_list_->Clear();
    for (const std::string& label : units_.labels) units_list_->Append(wxString::FromUTF8(label));
    updateOk();
}

void SplitDialog::updateOk() {
    // Whether the split is allowed is the library's to say; here only that something is asked.
    if (wxWindow* ok = FindWindow(wxID_OK))
        ok->Enable(!armyId().empty() && !detached().empty() && !newName().empty());
}

}  // namespace seneschal::gui
