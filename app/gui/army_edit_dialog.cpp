#include "app/gui/army_edit_dialog.hpp"

#include <wx/checkbox.h>
#include <wx/choice.h>
#include <wx/sizer.h>
#include <wx/stattext.h>
#include <wx/textctrl.h>

#include "app/gui/wx_text.hpp"
#include "base/grouped_number.hpp"

namespace seneschal::gui {

namespace {

const campaign::Army* armyOf(const campaign::CampaignSnapshot& snapshot, const std::string& id) {
    for (const campaign::Army& army : snapshot.armies)
        if (army.id == id) return &army;
    return nullptr;
}

// Every man the army still counts: present, wounded returning, held captive.
campaign::Men menLeft(const campaign::Army& army) {
    campaign::Men men = 0;
    for (const campaign::Battal& battal : army.battals)
        for (const campaign::Unit& unit : battal.units)
            men += unit.present + unit.woundedTotal() + unit.captiveTotal();
    return men;
}

}  // namespace

ArmyEditDialog::ArmyEditDialog(wxWindow* parent, const campaign::CampaignSnapshot& snapshot,
                               const std::string& armyId)
    : wxDialog(parent, wxID_ANY, "Armies and battals"),
      snapshot_(snapshot),
      sides_(sideChoices(snapshot)),
      places_(placeChoices(snapshot)) {
    armies_.ids.push_back({});
    armies_.labels.push_back("A new army");
    const IdChoices all = armyChoices(snapshot);
    armies_.ids.insert(armies_.ids.end(), all.ids.begin(), all.ids.end());
    armies_.labels.insert(armies_.labels.end(), all.labels.begin(), all.labels.end());
    leaders_.ids.push_back({});
    leaders_.labels.push_back("None");
    for (const campaign::Leader& leader : snapshot.leaders) {
        leaders_.ids.push_back(leader.id);
        leaders_.labels.push_back(leader.name);
    }
    army_ = new wxChoice(this, wxID_ANY);
    armies_.fill(*army_);
    side_ = new wxChoice(this, wxID_ANY);
    sides_.fill(*side_);
    if (!sides_.ids.empty()) side_->SetSelection(0);
    name_ = new wxTextCtrl(this, wxID_ANY, "", wxDefaultPosition, wxSize(260, -1));
    place_ = new wxChoice(this, wxID_ANY);
    places_.fill(*place_);
    if (!places_.ids.empty()) place_->SetSelection(0);
    commander_ = new wxChoice(this, wxID_ANY);
    leaders_.fill(*commander_);
    commander_->SetSelection(0);
    battal_ = new wxTextCtrl(this, wxID_ANY, "");
    disband_ = new wxCheckBox(this, wxID_ANY, "Disband it");
    reason_ = new wxTextCtrl(this, wxID_ANY, "");
    reason_->SetHint("why, for the ledger and the chronicle");
    disband_->Bind(wxEVT_CHECKBOX,
                   [this](wxCommandEvent&) { reason_->Enable(disband_->GetValue()); });
    army_->Bind(wxEVT_CHOICE, [this](wxCommandEvent&) { onArmyChosen(); });

    auto* grid = new wxFlexGridSizer(2, wxSize(10, 8));
    grid->AddGrowableCol(1);
    const auto row = [&](const char* label, wxWindow* control) {
        grid->Add(new wxStaticText(this, wxID_ANY, label), 0, wxALIGN_CENTER_VERTICAL);
        grid->Add(control, 1, wxEXPAND);
    };
    row("Army", army_);
    row("Side (a new army)", side_);
    row("Name", name_);
    row("At (a new army)", place_);
    row("Commander", commander_);
    row("Add a battal named", battal_);
    row("Umpire's correction", disband_);
    row("Reason", reason_);
    auto* top = new wxBoxSizer(wxVERTICAL);
    top->Add(grid, 1, wxEXPAND | wxALL, 12);
    top->Add(CreateStdDialogButtonSizer(wxOK | wxCANCEL), 0, wxEXPAND | wxALL, 12);
    SetSizer(top);
    chooseArmy(armyId);
    Fit();
}

bool ArmyEditDialog::addingArmy() const {
    return army_->GetSelection() <= 0;
}

std::string ArmyEditDialog::armyId() const {
    return armies_.selected(*army_);
}

void ArmyEditDialog::chooseArmy(const std::string& armyId) {
    armies_.select(*army_, armyId);
    if (army_->GetSelection() < 0) army_->SetSelection(0);
    onArmyChosen();
}

void ArmyEditDialog::onArmyChosen() {
    const campaign::Army* army = armyOf(snapshot_, armyId());
    side_->Enable(army == nullptr);
    place_->Enable(army == nullptr);
    name_->ChangeValue(army ? utf8(army->name) : wxString());
    commander_->SetSelection(0);
    disband_->SetValue(false);
    disband_->Enable(disbandOffered());
    disband_->SetLabel(disbandLabel());
    reason_->Enable(false);
    reason_->ChangeValue(wxString());
    if (!army) return;
    sides_.select(*side_, army->side);
    if (army->place) places_.select(*place_, *army->place);
    if (army->leader) leaders_.select(*commander_, *army->leader);
}

application::AddArmyRequest ArmyEditDialog::newArmy() const {
    application::AddArmyRequest request;
    request.side = sides_.selected(*side_);
    request.name = name_->GetValue().utf8_string();
    request.at = places_.selected(*place_);
    const std::string commander = leaders_.selected(*commander_);
    if (!commander.empty()) request.commander = commander;
    return request;
}

std::optional<application::SetArmyRequest> ArmyEditDialog::changes() const {
    const campaign::Army* army = armyOf(snapshot_, armyId());
    if (!army) return std::nullopt;
    application::SetArmyRequest request;
    request.army = army->id;
    const std::string name = name_->GetValue().utf8_string();
    if (name != army->name) request.name = name;
    const std::string commander = leaders_.selected(*commander_);
    if (commander != army->leader.value_or("")) {
        if (commander.empty())
            request.noCommander = true;
        else
            request.commander = commander;
    }
    if (!request.name && !request.commander && !request.noCommander) return std::nullopt;
    return request;
}

bool ArmyEditDialog::disbandOffered() const {
    const campaign::Army* army = armyOf(snapshot_, armyId());
    return army && menLeft(*army) == 0;
}

wxString ArmyEditDialog::disbandLabel() const {
    const campaign::Army* army = armyOf(snapshot_, armyId());
    if (!army) return "Disband it (an army on the field only)";
    const campaign::Men men = menLeft(*army);
    if (men > 0) return utf8("Disband it (not while it has " + countOf(men, "man", "men") + ")");
    return "Disband it: nothing is left of it";
}

void ArmyEditDialog::askToDisband(const std::string& reason) {
    disband_->SetValue(disbandOffered());
    reason_->Enable(disband_->GetValue());
    reason_->ChangeValue(utf8(reason));
}

std::optional<application::DisbandArmyRequest> ArmyEditDialog::disbanding() const {
    if (!disband_->IsEnabled() || !disband_->GetValue()) return std::nullopt;
    return application::DisbandArmyRequest{armyId(), reason_->GetValue().utf8_string()};
}

std::string ArmyEditDialog::newBattal() const {
    return battal_->GetValue().utf8_string();
}

void ArmyEditDialog::fill(const std::string& sideId, const std::string& name,
                          const std::string& placeId, const std::string& commanderId,
                          const std::string& battal) {
    sides_.select(*side_, sideId);
    name_->ChangeValue(utf8(name));
    places_.select(*place_, placeId);
    leaders_.select(*commander_, commanderId);
    battal_->ChangeValue(utf8(battal));
}

ArmyCheckDialog::ArmyCheckDialog(wxWindow* parent, const application::ArmiesChecked& checked)
    : wxDialog(parent, wxID_ANY, "Check armies", wxDefaultPosition, wxDefaultSize,
               wxDEFAULT_DIALOG_STYLE | wxRESIZE_BORDER) {
    for (const std::string& line : checked.lines) text_ += utf8(line) + "\n";
    if (checked.lines.empty()) text_ = "No side has an army yet.\n";
    auto* text = new wxTextCtrl(this, wxID_ANY, text_, wxDefaultPosition, wxSize(640, 360),
                                wxTE_MULTILINE | wxTE_READONLY | wxTE_DONTWRAP);
    auto* top = new wxBoxSizer(wxVERTICAL);
    top->Add(
        new wxStaticText(this, wxID_ANY,
                         utf8("Each army by God's Acre's army builder (GA-POINTS, GA-CMD-COST): " +
                              seneschal::countOf(static_cast<long long>(checked.breaches),
                                                 "rule broken", "rules broken") +
                              ". A campaign's army may keep them; change it if you wish.")),
        0, wxALL, 12);
    top->Add(text, 1, wxEXPAND | wxLEFT | wxRIGHT, 12);
    top->Add(CreateStdDialogButtonSizer(wxOK), 0, wxEXPAND | wxALL, 12);
    SetSizerAndFit(top);
}

}  // namespace seneschal::gui
