#include "app/gui/march_dialog.hpp"

#include <wx/button.h>
#include <wx/checkbox.h>
#include <wx/choice.h>
#include <wx/sizer.h>
#include <wx/stattext.h>

#include <algorithm>

namespace seneschal::gui {

namespace {
int indexOf(const std::vector<std::string>& ids, const std::string& id) {
    const auto found = std::find(ids.begin(), ids.end(), id);
    return found == ids.end() ? wxNOT_FOUND : static_cast<int>(found - ids.begin());
}
}  // namespace

MarchDialog::MarchDialog(wxWindow* parent, reports::CampaignSession& session,
                         const std::string& armyId)
    : wxDialog(parent, wxID_ANY, "March"), session_(session) {
    army_ = new wxChoice(this, wxID_ANY);
    place_ = new wxChoice(this, wxID_ANY);
    forced_ = new wxCheckBox(this, wxID_ANY, "Forced march");
    plan_ = new wxStaticText(this, wxID_ANY, wxString());
    for (const campaign::Army& army : session_.snapshot().armies) {
        armyIds_.push_back(army.id);
        army_->Append(wxString::FromUTF8(army.name));
    }
    for (const campaign::Place& place : session_.snapshot().places) {
        placeIds_.push_back(place.id);
        place_->Append(wxString::FromUTF8(place.name));
    }

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
    army_->SetSelection(std::max(0, indexOf(armyIds_, armyId)));
    updatePlan();
}

std::string MarchDialog::armyId() const {
    const int at = army_->GetSelection();
    return at == wxNOT_FOUND ? std::string() : armyIds_[static_cast<std::size_t>(at)];
}

std::string MarchDialog::placeId() const {
    const int at = place_->GetSelection();
    return at == wxNOT_FOUND ? std::string() : placeIds_[static_cast<std::size_t>(at)];
}

bool MarchDialog::forced() const { return forced_->GetValue(); }

void MarchDialog::choose(const std::string& armyId, const std::string& placeId) {
    army_->SetSelection(indexOf(armyIds_, armyId));
    place_->SetSelection(indexOf(placeIds_, placeId));
    updatePlan();
}

wxString MarchDialog::planText() const { return plan_->GetLabel(); }

void MarchDialog::updatePlan() {
    wxWindow* ok = FindWindow(wxID_OK);
    if (armyId().empty() || placeId().empty()) {
        plan_->SetLabel("Choose an army and where it marches.");
        if (ok) ok->Enable(false);
        if (GetSizer()) GetSizer()->SetSizeHints(this);
        return;
    }
    try {
        plan_->SetLabel(wxString::FromUTF8(session_.planMarch(armyId(), placeId(), forced()).describe()));
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
