#include "app/gui/unit_dialog.hpp"

#include <wx/choice.h>
#include <wx/sizer.h>
#include <wx/spinctrl.h>
#include <wx/stattext.h>
#include <wx/textctrl.h>

#include <algorithm>

#include "app/gui/wx_text.hpp"
#include "base/grouped_number.hpp"

namespace seneschal::gui {

namespace {

const campaign::Unit* unitOf(const campaign::CampaignSnapshot& snapshot, const std::string& id,
                             std::string* sideId = nullptr) {
    for (const campaign::Army& army : snapshot.armies)
        for (const campaign::Battal& battal : army.battals)
            for (const campaign::Unit& unit : battal.units)
                if (unit.id == id) {
                    if (sideId) *sideId = army.side;
                    return &unit;
                }
    return nullptr;
}

}  // namespace

UnitDialog::UnitDialog(wxWindow* parent, application::CampaignSession& session,
                       const std::string& unitId)
    : wxDialog(parent, wxID_ANY, "Units"),
      session_(session),
      checked_(session.checkArmies()),
      types_(application::troopTypeChoices(session.rulebook())) {
    const campaign::CampaignSnapshot& snapshot = session.snapshot();
    units_.ids.push_back({});
    units_.labels.push_back("A new unit");
    const IdChoices all = unitChoices(snapshot);
    units_.ids.insert(units_.ids.end(), all.ids.begin(), all.ids.end());
    units_.labels.insert(units_.labels.end(), all.labels.begin(), all.labels.end());
    for (const campaign::Army& army : snapshot.armies)
        for (const campaign::Battal& battal : army.battals) {
            battals_.ids.push_back(battal.id);
            battals_.labels.push_back(battal.name + " (" + army.name + ")");
        }

    unit_ = new wxChoice(this, wxID_ANY);
    units_.fill(*unit_);
    battal_ = new wxChoice(this, wxID_ANY);
    battals_.fill(*battal_);
    if (!battals_.ids.empty()) battal_->SetSelection(0);
    name_ = new wxTextCtrl(this, wxID_ANY, "", wxDefaultPosition, wxSize(260, -1));
    type_ = new wxChoice(this, wxID_ANY);
    for (const application::TroopTypeChoice& type : types_) type_->Append(utf8(type.name));
    class_ = new wxChoice(this, wxID_ANY);
    men_ = new wxSpinCtrl(this, wxID_ANY, "", wxDefaultPosition, wxDefaultSize, wxSP_ARROW_KEYS, 0,
                          1'000'000'000, 100);
    reason_ = new wxTextCtrl(this, wxID_ANY, "");
    typeText_ = new wxStaticText(this, wxID_ANY, "");
    points_ = new wxStaticText(this, wxID_ANY, "");
    unit_->Bind(wxEVT_CHOICE, [this](wxCommandEvent&) { onUnitChosen(); });
    type_->Bind(wxEVT_CHOICE, [this](wxCommandEvent&) { onTypeChosen(); });

    auto* grid = new wxFlexGridSizer(2, wxSize(10, 8));
    grid->AddGrowableCol(1);
    const auto row = [&](const char* label, wxWindow* control) {
        grid->Add(new wxStaticText(this, wxID_ANY, label), 0, wxALIGN_CENTER_VERTICAL);
        grid->Add(control, 1, wxEXPAND);
    };
    row("Unit", unit_);
    row("Battal (a new unit)", battal_);
    row("Name", name_);
    row("Troop type", type_);
    row("Class", class_);
    row("Men present", men_);
    row("Reason (men corrected)", reason_);
    auto* top = new wxBoxSizer(wxVERTICAL);
    top->Add(grid, 1, wxEXPAND | wxALL, 12);
    top->Add(typeText_, 0, wxLEFT | wxRIGHT, 12);
    top->Add(points_, 0, wxALL, 12);
    top->Add(CreateStdDialogButtonSizer(wxOK | wxCANCEL), 0, wxEXPAND | wxALL, 12);
    SetSizer(top);
    if (!types_.empty()) type_->SetSelection(0);
    chooseUnit(unitId);
    SetMinSize(wxSize(520, -1));
    Fit();
}

bool UnitDialog::addingUnit() const {
    return unit_->GetSelection() <= 0;
}

std::string UnitDialog::unitId() const {
    return units_.selected(*unit_);
}

void UnitDialog::chooseUnit(const std::string& unitId) {
    units_.select(*unit_, unitId);
    if (unit_->GetSelection() < 0) unit_->SetSelection(0);
    onUnitChosen();
}

void UnitDialog::onUnitChosen() {
    const bool adding = addingUnit();
    battal_->Enable(adding);
    type_->Enable(adding);
    class_->Enable(adding);
    reason_->Enable(!adding);
    std::string sideId;
    const campaign::Unit* unit = unitOf(session_.snapshot(), unitId(), &sideId);
    if (unit) {
        name_->ChangeValue(utf8(unit->name));
        men_->SetValue(static_cast<int>(unit->present));
        const auto type = std::find_if(types_.begin(), types_.end(),
                                       [&](const auto& each) { return each.id == unit->type; });
        if (type != types_.end()) type_->SetSelection(static_cast<int>(type - types_.begin()));
    } else {
        name_->ChangeValue("");
    }
    onTypeChosen();
    if (unit) {
        const std::string cls(battle::toString(unit->troopClass));
        class_->SetStringSelection(utf8(cls));
    }
    wxString points;
    if (unit) {
        const auto own = checked_.unitPoints.find(unit->id);
        points = "This unit: " +
                 (own == checked_.unitPoints.end()
                      ? wxString("not priced")
                      : utf8(seneschal::countOf(own->second, "point", "points"))) +
                 " (GA-POINTS)";
        const auto side = checked_.sidePoints.find(sideId);
        for (const campaign::Side& each : session_.snapshot().sides)
            if (each.id == sideId && side != checked_.sidePoints.end())
                points += "; " + utf8(each.name) + ", every army: " +
                          utf8(seneschal::countOf(side->second, "point", "points"));
    } else {
        points = "A new unit's points are shown once it is added (GA-POINTS).";
    }
    points_->SetLabel(points);
    Layout();
}

void UnitDialog::onTypeChosen() {
    class_->Clear();
    const int at = type_->GetSelection();
    if (at < 0) return;
    const application::TroopTypeChoice& type = types_[static_cast<std::size_t>(at)];
    for (const std::string& cls : type.classes) class_->Append(utf8(cls));
    if (!type.classes.empty()) class_->SetSelection(0);
    typeText_->SetLabel(utf8(type.description));
}

application::AddUnitRequest UnitDialog::newUnit() const {
    application::AddUnitRequest request;
    request.battal = battals_.selected(*battal_);
    request.name = name();
    const int at = type_->GetSelection();
    if (at >= 0) request.type = types_[static_cast<std::size_t>(at)].id;
    request.troopClass = class_->GetStringSelection().utf8_string();
    request.men = men();
    return request;
}

std::string UnitDialog::name() const {
    return name_->GetValue().utf8_string();
}
std::int64_t UnitDialog::men() const {
    return men_->GetValue();
}
std::string UnitDialog::reason() const {
    return reason_->GetValue().utf8_string();
}
wxString UnitDialog::pointsText() const {
    return points_->GetLabel();
}

void UnitDialog::fillNew(const std::string& battalId, const std::string& name,
                         const std::string& typeId, const std::string& troopClass, int men) {
    chooseUnit({});
    battals_.select(*battal_, battalId);
    name_->ChangeValue(utf8(name));
    const auto type = std::find_if(types_.begin(), types_.end(),
                                   [&](const auto& each) { return each.id == typeId; });
    if (type != types_.end()) type_->SetSelection(static_cast<int>(type - types_.begin()));
    onTypeChosen();
    class_->SetStringSelection(utf8(troopClass));
    men_->SetValue(men);
}

void UnitDialog::fillEdit(const std::string& name, int men, const std::string& reason) {
    name_->ChangeValue(utf8(name));
    men_->SetValue(men);
    reason_->ChangeValue(utf8(reason));
}

}  // namespace seneschal::gui
