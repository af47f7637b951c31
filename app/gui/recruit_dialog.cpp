#include "app/gui/recruit_dialog.hpp"

#include <wx/button.h>
#include <wx/choice.h>
#include <wx/sizer.h>
#include <wx/spinctrl.h>
#include <wx/stattext.h>

namespace seneschal::gui {

namespace {
// Where the unit's army stands, to offer that place first.
std::string placeOfUnit(const campaign::CampaignSnapshot& snapshot, const std::string& unitId) {
    for (const campaign::Army& army : snapshot.armies)
        for (const campaign::Battal& battal : army.battals)
            for (const campaign::Unit& unit : battal.units)
                if (unit.id == unitId) return army.place.value_or(std::string());
    return {};
}
}  // namespace

RecruitDialog::RecruitDialog(wxWindow* parent, reports::CampaignSession& session,
                             const std::string& unitId)
    : wxDialog(parent, wxID_ANY, "Recruit"), places_(placeChoices(session.snapshot())),
      units_(unitChoices(session.snapshot())) {
    place_ = new wxChoice(this, wxID_ANY);
    unit_ = new wxChoice(this, wxID_ANY);
    men_ = new wxSpinCtrl(this, wxID_ANY, wxEmptyString, wxDefaultPosition, wxDefaultSize,
                          wxSP_ARROW_KEYS, 1, 100000, 50);
    places_.fill(*place_);
    units_.fill(*unit_);

    auto* grid = new wxFlexGridSizer(2, wxSize(10, 8));
    grid->AddGrowableCol(1);
    grid->Add(new wxStaticText(this, wxID_ANY, "Unit"), 0, wxALIGN_CENTER_VERTICAL);
    grid->Add(unit_, 1, wxEXPAND);
    grid->Add(new wxStaticText(this, wxID_ANY, "Raised at"), 0, wxALIGN_CENTER_VERTICAL);
    grid->Add(place_, 1, wxEXPAND);
    grid->Add(new wxStaticText(this, wxID_ANY, "Men"), 0, wxALIGN_CENTER_VERTICAL);
    grid->Add(men_, 0);
    auto* top = new wxBoxSizer(wxVERTICAL);
    top->Add(grid, 1, wxEXPAND | wxALL, 12);
    top->Add(CreateStdDialogButtonSizer(wxOK | wxCANCEL), 0, wxEXPAND | wxALL, 12);
    SetSizerAndFit(top);

    unit_->Bind(wxEVT_CHOICE, [this, &session](wxCommandEvent&) {
        places_.select(*place_, placeOfUnit(session.snapshot(), this->unitId()));
        updateOk();
    });
    place_->Bind(wxEVT_CHOICE, [this](wxCommandEvent&) { updateOk(); });
    units_.select(*unit_, unitId);
    places_.select(*place_, placeOfUnit(session.snapshot(), unitId));
    updateOk();
}

std::string RecruitDialog::placeId() const { return places_.selected(*place_); }
std::string RecruitDialog::unitId() const { return units_.selected(*unit_); }
std::int64_t RecruitDialog::men() const { return men_->GetValue(); }

void RecruitDialog::choose(const std::string& placeId, const std::string& unitId, int men) {
    units_.select(*unit_, unitId);
    places_.select(*place_, placeId);
    men_->SetValue(men);
    updateOk();
}

void RecruitDialog::updateOk() {
    if (wxWindow* ok = FindWindow(wxID_OK)) ok->Enable(!placeId().empty() && !unitId().empty());
}

}  // namespace seneschal::gui
