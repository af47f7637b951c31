#include "app/gui/march_dialog.hpp"

#include <wx/button.h>
#include <wx/checkbox.h>
#include <wx/choice.h>
#include <wx/sizer.h>
#include <wx/stattext.h>

namespace seneschal::gui {

MarchDialog::MarchDialog(wxWindow* parent, application::CampaignSession& session,
                         const std::string& armyId)
    : wxDialog(parent, wxID_ANY, "March"), session_(session) {
    army_ = new wxChoice(this, wxID_ANY);
    place_ = new wxChoice(this, wxID_ANY);
    forced_ = new wxCheckBox(this, wxID_ANY, "Forced march");
    plan_ = new wxStaticText(this, wxID_ANY, wxString());
    armies_ = armyChoices(session_.snapshot());
    places_ = placeChoices(session_.snapshot());
    armies_.fill(*army_);
    places_.fill(*place_);

    auto* grid = new wxFlexGridSizer(2, wxSize(10, 8));
    grid->AddGrowableCol(1);
    grid->Add(new wxStaticText(this, wxID_ANY, "Army"), 0, wxALIGN_CENTER_VERTICAL);
    grid->Add(army_, 1, wxEXPAND);
    grid->Add(new wxStaticText(this, wxID_ANY, "To"), 0, wxALIGN_CENTER_VERTICAL);
    grid->Add(place_, 1, wxEXPAND);
    grid->AddSpacer(0);
    grid->Add(forced_);
    auto* top = new wxBoxSizer(wxVERTICAL);
    top->Add(grid, 0, wxEXPAND | wxALL, 12);
    top->Add(plan_, 1, wxEXPAND | wxLEFT | wxRIGHT, 12);
    top->Add(CreateStdDialogButtonSizer(wxOK | wxCANCEL), 0, wxEXPAND | wxALL, 12);
    SetSizerAndFit(top);

    army_->Bind(wxEVT_CHOICE, [this](wxCommandEvent&) { updatePlan(); });
    place_->Bind(wxEVT_CHOICE, [this](wxCommandEvent&) { updatePlan(); });
    forced_->Bind(wxEVT_CHECKBOX, [this](wxCommandEvent&) { updatePlan(); });
    armies_.select(*army_, armyId);
    if (army_->GetSelection() == wxNOT_FOUND && !armies_.ids.empty()) army_->SetSelection(0);
    updatePlan();
}

std::string MarchDialog::armyId() const {
    return armies_.selected(*army_);
}

std::string MarchDialog::placeId() const {
    return places_.selected(*place_);
}

bool MarchDialog::forced() const {
    return forced_->GetValue();
}

void MarchDialog::choose(const std::string& armyId, const std::string& placeId) {
    armies_.select(*army_, armyId);
    places_.select(*place_, placeId);
    updatePlan();
}

wxString MarchDialog::planText() const {
    return plan_->GetLabel();
}

void MarchDialog::updatePlan() {
    wxWindow* ok = FindWindow(wxID_OK);
    if (armyId().empty() || placeId().empty()) {
        plan_->SetLabel("Choose an army and where it marches.");
        if (ok) ok->Enable(false);
        if (GetSizer()) GetSizer()->SetSizeHints(this);
        return;
    }
    try {
        plan_->SetLabel(
            wxString::FromUTF8(session_.planMarch(armyId(), placeId(), forced()).describe()));
        if (ok) ok->Enable(true);
    } catch (const std::exception& error) {
        plan_->SetLabel(wxString::FromUTF8(error.what()));
        if (ok) ok->Enable(false);
    }
    plan_->Wrap(460);
    // The path is as long as it is: the dialog grows to show it all.
    GetSizer()->SetSizeHints(this);
    Layout();
}

}  // namespace seneschal::gui
