#include "app/gui/march_dialog.hpp"

#include <wx/button.h>
#include <wx/checkbox.h>
#include <wx/choice.h>
#include <wx/listbox.h>
#include <wx/sizer.h>
#include <wx/stattext.h>
#include <wx/textctrl.h>

#include "app/gui/wx_text.hpp"

namespace seneschal::gui {

MarchDialog::MarchDialog(wxWindow* parent, application::CampaignSession& session,
                         const std::string& armyId)
    : wxDialog(parent, wxID_ANY, "March"), session_(session) {
    army_ = new wxChoice(this, wxID_ANY);
    find_ = new wxTextCtrl(this, wxID_ANY);
    find_->SetHint("Type to find a place");
    place_ = new wxListBox(this, wxID_ANY, wxDefaultPosition, FromDIP(wxSize(-1, 200)), 0, nullptr,
                           wxLB_SINGLE);
    forced_ = new wxCheckBox(this, wxID_ANY, "Forced march");
    plan_ = new wxStaticText(this, wxID_ANY, wxString());
    armies_ = armyChoices(session_.snapshot());
    armies_.fill(*army_);

    auto* grid = new wxFlexGridSizer(2, wxSize(10, 8));
    grid->AddGrowableCol(1);
    grid->AddGrowableRow(2);
    grid->Add(new wxStaticText(this, wxID_ANY, "Army"), 0, wxALIGN_CENTER_VERTICAL);
    grid->Add(army_, 1, wxEXPAND);
    grid->Add(new wxStaticText(this, wxID_ANY, "To"), 0, wxALIGN_CENTER_VERTICAL);
    grid->Add(find_, 1, wxEXPAND);
    grid->AddSpacer(0);
    grid->Add(place_, 1, wxEXPAND);
    grid->AddSpacer(0);
    grid->Add(forced_);
    auto* top = new wxBoxSizer(wxVERTICAL);
    top->Add(grid, 1, wxEXPAND | wxALL, 12);
    top->Add(plan_, 0, wxEXPAND | wxLEFT | wxRIGHT, 12);
    top->Add(CreateStdDialogButtonSizer(wxOK | wxCANCEL), 0, wxEXPAND | wxALL, 12);
    SetSizer(top);

    army_->Bind(wxEVT_CHOICE, [this](wxCommandEvent&) {
        fillDestinations();
        updatePlan();
    });
    find_->Bind(wxEVT_TEXT, [this](wxCommandEvent&) {
        fillDestinations();
        updatePlan();
    });
    // Down from the search box goes to the places found, the first chosen.
    find_->Bind(wxEVT_CHAR_HOOK, [this](wxKeyEvent& event) {
        if (event.GetKeyCode() == WXK_DOWN && place_->GetCount() > 0) {
            place_->SetFocus();
            if (place_->GetSelection() == wxNOT_FOUND) place_->SetSelection(0);
            updatePlan();
            return;
        }
        event.Skip();
    });
    place_->Bind(wxEVT_LISTBOX, [this](wxCommandEvent&) { updatePlan(); });
    place_->Bind(wxEVT_LISTBOX_DCLICK, [this](wxCommandEvent&) {
        wxWindow* ok = FindWindow(wxID_OK);
        if (ok && ok->IsEnabled() && IsModal()) EndModal(wxID_OK);
    });
    forced_->Bind(wxEVT_CHECKBOX, [this](wxCommandEvent&) { updatePlan(); });
    armies_.select(*army_, armyId);
    if (army_->GetSelection() == wxNOT_FOUND && !armies_.ids.empty()) army_->SetSelection(0);
    fillDestinations();
    updatePlan();
    // Room for the longest plan without the dialog jumping as the choice changes.
    SetMinSize(FromDIP(wxSize(520, -1)));
    Fit();
}

void MarchDialog::fillDestinations() {
    const std::string kept = placeId();
    places_ = application::destinationsByName(session_.snapshot(), armyId(),
                                              find_->GetValue().utf8_string());
    place_->Clear();
    for (const application::Destination& place : places_) place_->Append(utf8(place.name));
    for (std::size_t i = 0; i < places_.size(); ++i)
        if (places_[i].id == kept) place_->SetSelection(static_cast<int>(i));
    // One place found: it is the one meant.
    if (place_->GetSelection() == wxNOT_FOUND && places_.size() == 1) place_->SetSelection(0);
}

std::string MarchDialog::armyId() const {
    return armies_.selected(*army_);
}

std::string MarchDialog::placeId() const {
    if (!place_) return {};
    const int at = place_->GetSelection();
    if (at == wxNOT_FOUND || static_cast<std::size_t>(at) >= places_.size()) return {};
    return places_[static_cast<std::size_t>(at)].id;
}

bool MarchDialog::forced() const {
    return forced_->GetValue();
}

void MarchDialog::choose(const std::string& armyId, const std::string& placeId) {
    armies_.select(*army_, armyId);
    find_->ChangeValue(wxString());
    fillDestinations();
    place_->SetSelection(wxNOT_FOUND);
    for (std::size_t i = 0; i < places_.size(); ++i)
        if (places_[i].id == placeId) place_->SetSelection(static_cast<int>(i));
    updatePlan();
}

void MarchDialog::find(const wxString& typed) {
    find_->SetValue(typed);  // as typing does: the list is filtered
}

std::vector<std::string> MarchDialog::destinationNames() const {
    std::vector<std::string> names;
    for (const application::Destination& place : places_) names.push_back(place.name);
    return names;
}

wxString MarchDialog::planText() const {
    return plan_->GetLabel();
}

void MarchDialog::updatePlan() {
    wxWindow* ok = FindWindow(wxID_OK);
    if (armyId().empty() || placeId().empty()) {
        plan_->SetLabel(places_.empty() ? "No place's name holds what is typed."
                                        : "Choose an army and where it marches.");
        if (ok) ok->Enable(false);
        if (GetSizer()) GetSizer()->SetSizeHints(this);
        return;
    }
    try {
        plan_->SetLabel(utf8(session_.planMarch(armyId(), placeId(), forced()).describe()));
        if (ok) ok->Enable(true);
    } catch (const std::exception& error) {
        plan_->SetLabel(utf8(error.what()));
        if (ok) ok->Enable(false);
    }
    plan_->Wrap(FromDIP(480));
    // The path is as long as it is: the dialog grows to show it all.
    GetSizer()->SetSizeHints(this);
    Layout();
}

}  // namespace seneschal::gui
