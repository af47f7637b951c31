#include "app/gui/recruit_dialog.hpp"

#include <wx/button.h>
#include <wx/choice.h>
#include <wx/radiobox.h>
#include <wx/settings.h>
#include <wx/sizer.h>
#include <wx/spinctrl.h>
#include <wx/stattext.h>
#include <wx/textctrl.h>

#include <algorithm>

#include "app/gui/wx_text.hpp"

namespace seneschal::gui {

namespace {

std::string armyOfUnit(const campaign::CampaignSnapshot& snapshot, const std::string& unitId) {
    for (const campaign::Army& army : snapshot.armies)
        for (const campaign::Battal& battal : army.battals)
            for (const campaign::Unit& unit : battal.units)
                if (unit.id == unitId) return army.id;
    return {};
}

// The armies that may raise men today, "Caen garrison (at Caen)", and their units.
IdChoices armiesThatMayRecruit(const application::RecruitChoices& choices) {
    IdChoices ids;
    for (const application::RecruitArmy& army : choices.armies) {
        if (!army.refusal.empty()) continue;
        ids.ids.push_back(army.armyId);
        ids.labels.push_back(army.armyName + " (at " + army.placeName + ")");
    }
    return ids;
}

IdChoices unitsThatMayRecruit(const campaign::CampaignSnapshot& snapshot,
                              const application::RecruitChoices& choices) {
    IdChoices ids;
    for (const campaign::Army& army : snapshot.armies) {
        const application::RecruitArmy* choice = choices.find(army.id);
        if (!choice || !choice->refusal.empty()) continue;
        for (const campaign::Battal& battal : army.battals)
            for (const campaign::Unit& unit : battal.units) {
                ids.ids.push_back(unit.id);
                ids.labels.push_back(unit.name + " (" + army.name + ")");
            }
    }
    return ids;
}

// Why the armies not offered are not: the sides that may recruit nowhere, then each army's
// reason, the first few of a long list.
std::string whyNotOffered(const application::RecruitChoices& choices) {
    constexpr std::size_t kShown = 6;
    std::string text;
    for (const std::string& note : choices.notes) text += (text.empty() ? "" : "\n") + note;
    std::size_t refused = 0;
    for (const application::RecruitArmy& army : choices.armies) {
        if (army.refusal.empty()) continue;
        if (refused++ < kShown)
            text += (text.empty() ? "" : "\n") + ("Not offered: " + army.refusal + ".");
    }
    if (refused > kShown)
        text += "\nand " +
                countOf(static_cast<long long>(refused - kShown), "other army", "other armies") +
                " not offered.";
    return text;
}

enum { kReinforce = 0, kRaise = 1 };

}  // namespace

RecruitDialog::RecruitDialog(wxWindow* parent, application::CampaignSession& session,
                             const std::string& unitId)
    : wxDialog(parent, wxID_ANY, "Recruit"),
      snapshot_(session.snapshot()),
      choices_(application::recruitChoices(session.snapshot())),
      units_(unitsThatMayRecruit(session.snapshot(), choices_)),
      armies_(armiesThatMayRecruit(choices_)),
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
    place_ = new wxStaticText(this, wxID_ANY, wxString());
    men_ = new wxSpinCtrl(this, wxID_ANY, wxEmptyString, wxDefaultPosition, wxDefaultSize,
                          wxSP_ARROW_KEYS, 1, 100000, 50);
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
    const int wrap = FromDIP(460);
    notOfferedText_ = utf8(whyNotOffered(choices_));
    notOffered_ = new wxStaticText(this, wxID_ANY, notOfferedText_);
    notOffered_->SetForegroundColour(wxSystemSettings::GetColour(wxSYS_COLOUR_GRAYTEXT));
    notOffered_->Wrap(wrap);
    error_ = new wxStaticText(this, wxID_ANY, wxString());
    error_->SetForegroundColour(wxColour(170, 0, 0));
    auto* top = new wxBoxSizer(wxVERTICAL);
    top->Add(what_, 0, wxEXPAND | wxLEFT | wxRIGHT | wxTOP, 12);
    top->Add(grid, 1, wxEXPAND | wxALL, 12);
    top->Add(notOffered_, 0, wxEXPAND | wxLEFT | wxRIGHT, 12);
    top->Add(error_, 0, wxEXPAND | wxLEFT | wxRIGHT | wxTOP, 12);
    top->Add(CreateStdDialogButtonSizer(wxOK | wxCANCEL), 0, wxEXPAND | wxALL, 12);
    SetSizerAndFit(top);

    what_->Bind(wxEVT_RADIOBOX,
                [this](wxCommandEvent&) { setNewUnit(what_->GetSelection() == kRaise); });
    unit_->Bind(wxEVT_CHOICE, [this](wxCommandEvent&) { updateOk(); });
    army_->Bind(wxEVT_CHOICE, [this](wxCommandEvent&) { updateOk(); });
    type_->Bind(wxEVT_CHOICE, [this](wxCommandEvent&) { onTypeChosen(); });
    name_->Bind(wxEVT_TEXT, [this](wxCommandEvent&) { updateOk(); });
    men_->Bind(wxEVT_SPINCTRL, [this](wxCommandEvent&) { updateOk(); });
    Bind(
        wxEVT_BUTTON,
        [this](wxCommandEvent& event) {
            if (give()) event.Skip();  // done: the dialog closes; refused: it stays, as typed
        },
        wxID_OK);
    if (!types_.empty()) type_->SetSelection(0);
    onTypeChosen();
    units_.select(*unit_, unitId);
    if (unit_->GetSelection() == wxNOT_FOUND && !units_.ids.empty()) unit_->SetSelection(0);
    setNewUnit(false);
}

bool RecruitDialog::raisingNewUnit() const {
    return what_->GetSelection() == kRaise;
}
std::string RecruitDialog::placeId() const {
    const std::string army =
        raisingNewUnit() ? armies_.selected(*army_) : armyOfUnit(snapshot_, unitId());
    const application::RecruitArmy* choice = choices_.find(army);
    return choice && choice->refusal.empty() ? choice->placeId : std::string();
}
std::vector<std::string> RecruitDialog::armiesOffered() const {
    return armies_.ids;
}
std::vector<std::string> RecruitDialog::unitsOffered() const {
    return units_.ids;
}
std::string RecruitDialog::newUnitName() const {
    return name_->GetValue().utf8_string();
}
wxString RecruitDialog::refusal() const {
    wxString said = error_->GetLabel();
    said.Replace("\n", " ");  // as said, not as wrapped to the dialog's width
    return said;
}
wxString RecruitDialog::notOffered() const {
    return notOfferedText_;
}

bool RecruitDialog::give() {
    if (!give_) return true;
    const std::string refused = give_(*this);
    if (refused.empty()) {
        given_ = true;
        error_->SetLabel(wxString());
        return true;
    }
    error_->SetLabel(utf8("The campaign refused: " + refused));
    error_->Wrap(FromDIP(460));
    GetSizer()->SetSizeHints(this);
    Layout();
    return false;
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

void RecruitDialog::choose(const std::string& unitId, int men) {
    setNewUnit(false);
    units_.select(*unit_, unitId);
    men_->SetValue(men);
    updateOk();
}

void RecruitDialog::chooseNewUnit(const std::string& name, const std::string& typeId,
                                  const std::string& troopClass, const std::string& armyId,
                                  int men) {
    setNewUnit(true);
    name_->ChangeValue(utf8(name));
    const auto type = std::find_if(types_.begin(), types_.end(),
                                   [&](const auto& each) { return each.id == typeId; });
    type_->SetSelection(type == types_.end() ? wxNOT_FOUND
                                             : static_cast<int>(type - types_.begin()));
    onTypeChosen();
    class_->SetStringSelection(utf8(troopClass));
    armies_.select(*army_, armyId);
    men_->SetValue(men);
    updateOk();
}

void RecruitDialog::setNewUnit(bool raising) {
    what_->SetSelection(raising ? kRaise : kReinforce);
    for (wxWindow* window : reinforcing_) window->Enable(!raising);
    for (wxWindow* window : raising_) window->Enable(raising);
    if (raising && armies_.selected(*army_).empty() && !armies_.ids.empty()) {
        // The army of the unit chosen before, else the first.
        armies_.select(*army_, armyOfUnit(snapshot_, unitId()));
        if (army_->GetSelection() == wxNOT_FOUND) army_->SetSelection(0);
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

void RecruitDialog::showPlace() {
    const std::string place = placeId();
    std::string text = "nowhere: no army may raise men today";
    if (!place.empty()) {
        const std::string army =
            raisingNewUnit() ? armies_.selected(*army_) : armyOfUnit(snapshot_, unitId());
        const application::RecruitArmy* choice = choices_.find(army);
        text = choice->placeName + ", where " + choice->armyName + " stands";
    } else if (!armies_.ids.empty()) {
        text = "where the army stands";
    }
    place_->SetLabel(utf8(text));
}

void RecruitDialog::updateOk() {
    showPlace();
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
