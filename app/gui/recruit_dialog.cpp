#include "app/gui/recruit_dialog.hpp"

#include <wx/button.h>
#include <wx/choice.h>
#include <wx/radiobox.h>
#include <wx/sizer.h>
#include <wx/spinctrl.h>
#include <wx/stattext.h>
#include <wx/textctrl.h>

#include <algorithm>

#include "app/gui/wx_text.hpp"

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

std::string placeOfArmy(const campaign::CampaignSnapshot& snapshot, const std::string& armyId) {
    for (const campaign::Army& army : snapshot.armies)
        if (army.id == armyId) return army.place.value_or(std::string());
    return {};
}

enum { kReinforce = 0, kRaise = 1 };

}  // namespace

RecruitDialog::RecruitDialog(wxWindow* parent, application::CampaignSession& session,
                             const std::string& unitId)
    : wxDialog(parent, wxID_ANY, "Recruit"),
      snapshot_(session.snapshot()),
      places_(placeChoices(session.snapshot())),
      units_(unitChoices(session.snapshot())),
      armies_(armyChoices(session.snapshot())),
      types_(application::troopTypeChoices(session.rulebook())) {
    const wxString what[] = {"Reinforce a unit", "Raise a new unit"};
    what_ = new wxRadioBox(this, wxID_ANY, "Recruit", wxDefaultPosition, wxDefaultSize, 2, what, 2,
                           wxRA_SPECIFY_COLS);
    unit_ = new wxChoice(this, wxID_ANY);
    name_ = new wxTextCtrl(this, wxID_ANY);
    name_->SetHint("the new unit's name");
    type_ = new wxChoice(this, wxID_ANY);
    class_ = new wxChoice(this, wxID_ANY);
    typeText_ = new wxStaticText(this, wxID_ANY, wxString());
    army_ = new wxChoice(this, wxID_ANY);
    place_ = new wxChoice(this, wxID_ANY);
    men_ = new wxSpinCtrl(this, wxID_ANY, wxEmptyString, wxDefaultPosition, wxDefaultSize,
                          wxSP_ARROW_KEYS, 1, 100000, 50);
    places_.fill(*place_);
    units_.fill(*unit_);
    armies_.fill(*army_);
    for (const application::TroopTypeChoice& type : types_) type_->Append(utf8(type.name));

    auto* grid = new wxFlexGridSizer(2, wxSize(10, 8));
    grid->AddGrowableCol(1);
    const auto row = [&](const wxString& label, wxWindow* field, std::vector<wxWindow*>& part) {
        auto* text = new wxStaticText(this, wxID_ANY, label);
        grid->Add(text, 0, wxALIGN_CENTER_VERTICAL);
        grid->Add(field, 1, wxEXPAND);
        part.insert(part.end(), {text, field});
    };
    std::vector<wxWindow*> always;
    row("Unit", unit_, reinforcing_);
    row("New unit's name", name_, raising_);
    row("Troop type", type_, raising_);
    row("Class", class_, raising_);
    grid->AddSpacer(0);
    grid->Add(typeText_);
    raising_.push_back(typeText_);
    row("Joins the army", army_, raising_);
    auto* battal = new wxStaticText(this, wxID_ANY, "in its \"Recruits\" battal");
    grid->AddSpacer(0);
    grid->Add(battal);
    raising_.push_back(battal);
    row("Raised at", place_, always);
    row("Men", men_, always);
    // Room for the longest description, so that none is clipped when the type changes.
    std::string longest;
    for (const application::TroopTypeChoice& type : types_)
        if (type.description.size() > longest.size()) longest = type.description;
    typeText_->SetLabel(utf8(longest));
    auto* top = new wxBoxSizer(wxVERTICAL);
    top->Add(what_, 0, wxEXPAND | wxLEFT | wxRIGHT | wxTOP, 12);
    top->Add(grid, 1, wxEXPAND | wxALL, 12);
    top->Add(CreateStdDialogButtonSizer(wxOK | wxCANCEL), 0, wxEXPAND | wxALL, 12);
    SetSizerAndFit(top);

    what_->Bind(wxEVT_RADIOBOX,
                [this](wxCommandEvent&) { setNewUnit(what_->GetSelection() == kRaise); });
    unit_->Bind(wxEVT_CHOICE, [this](wxCommandEvent&) {
        places_.select(*place_, placeOfUnit(snapshot_, this->unitId()));
        updateOk();
    });
    army_->Bind(wxEVT_CHOICE, [this](wxCommandEvent&) {
        places_.select(*place_, placeOfArmy(snapshot_, armies_.selected(*army_)));
        updateOk();
    });
    type_->Bind(wxEVT_CHOICE, [this](wxCommandEvent&) { onTypeChosen(); });
    name_->Bind(wxEVT_TEXT, [this](wxCommandEvent&) { updateOk(); });
    place_->Bind(wxEVT_CHOICE, [this](wxCommandEvent&) { updateOk(); });
    if (!types_.empty()) type_->SetSelection(0);
    onTypeChosen();
    units_.select(*unit_, unitId);
    places_.select(*place_, placeOfUnit(snapshot_, unitId));
    setNewUnit(false);
}

bool RecruitDialog::raisingNewUnit() const {
    return what_->GetSelection() == kRaise;
}
std::string RecruitDialog::placeId() const {
    return places_.selected(*place_);
}
std::string RecruitDialog::unitId() const {
    return units_.selected(*unit_);
}
std::int64_t RecruitDialog::men() const {
    return men_->GetValue();
}
wxString RecruitDialog::typeDescription() const {
    return typeText_->GetLabel();
}

application::NewUnitRequest RecruitDialog::newUnit() const {
    application::NewUnitRequest request;
    request.name = name_->GetValue().Strip(wxString::both).utf8_string();
    const int type = type_->GetSelection();
    if (type != wxNOT_FOUND) request.type = types_[static_cast<std::size_t>(type)].id;
    request.troopClass = class_->GetStringSelection().utf8_string();
    request.army = armies_.selected(*army_);
    return request;
}

void RecruitDialog::choose(const std::string& placeId, const std::string& unitId, int men) {
    setNewUnit(false);
    units_.select(*unit_, unitId);
    places_.select(*place_, placeId);
    men_->SetValue(men);
    updateOk();
}

void RecruitDialog::chooseNewUnit(const std::string& name, const std::string& typeId,
                                  const std::string& troopClass, const std::string& armyId,
                                  const std::string& placeId, int men) {
    setNewUnit(true);
    name_->ChangeValue(utf8(name));
    const auto type = std::find_if(types_.begin(), types_.end(),
                                   [&](const auto& each) { return each.id == typeId; });
    type_->SetSelection(type == types_.end() ? wxNOT_FOUND
                                             : static_cast<int>(type - types_.begin()));
    onTypeChosen();
    class_->SetStringSelection(utf8(troopClass));
    armies_.select(*army_, armyId);
    places_.select(*place_, placeId);
    men_->SetValue(men);
    updateOk();
}

void RecruitDialog::setNewUnit(bool raising) {
    what_->SetSelection(raising ? kRaise : kReinforce);
    for (wxWindow* window : reinforcing_) window->Enable(!raising);
    for (wxWindow* window : raising_) window->Enable(raising);
    if (raising && armies_.selected(*army_).empty() && !armies_.ids.empty()) {
        // The army of the unit chosen before, else the first.
        std::string army = armies_.ids.front();
        for (const campaign::Army& each : snapshot_.armies)
            for (const campaign::Battal& battal : each.battals)
                for (const campaign::Unit& unit : battal.units)
                    if (unit.id == unitId()) army = each.id;
        armies_.select(*army_, army);
        places_.select(*place_, placeOfArmy(snapshot_, army));
    }
    updateOk();
}

void RecruitDialog::onTypeChosen() {
    const int at = type_->GetSelection();
    const wxString kept = class_->GetStringSelection();
    class_->Clear();
    typeText_->SetLabel(wxString());
    if (at != wxNOT_FOUND) {
        const application::TroopTypeChoice& type = types_[static_cast<std::size_t>(at)];
        for (const std::string& c : type.classes) class_->Append(utf8(c));
        typeText_->SetLabel(utf8(type.description));
        // Keep the class chosen when the new type allows it; else the middling one.
        if (!class_->SetStringSelection(kept) && !class_->SetStringSelection("C"))
            class_->SetSelection(0);
    }
    Layout();
    updateOk();
}

void RecruitDialog::updateOk() {
    wxWindow* ok = FindWindow(wxID_OK);
    if (!ok) return;
    if (raisingNewUnit()) {
        const application::NewUnitRequest request = newUnit();
        ok->Enable(!placeId().empty() && !request.name.empty() && !request.type.empty() &&
                   !request.troopClass.empty() && !request.army.empty());
    } else {
        ok->Enable(!placeId().empty() && !unitId().empty());
    }
}

}  // namespace seneschal::gui
