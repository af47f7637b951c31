#include "app/gui/new_blank_dialog.hpp"

#include <wx/choice.h>
#include <wx/sizer.h>
#include <wx/spinctrl.h>
#include <wx/stattext.h>
#include <wx/textctrl.h>

#include <algorithm>

#include "app/gui/wx_text.hpp"
#include "battle/resolvers.hpp"

namespace seneschal::gui {

namespace {
const char* const kReckonings[] = {"By the year (Julian before 1582)", "julian", "gregorian"};
}  // namespace

NewBlankDialog::NewBlankDialog(wxWindow* parent)
    : wxDialog(parent, wxID_ANY, "New blank campaign"), ruleIds_(battle::resolverIds()) {
    name_ = new wxTextCtrl(this, wxID_ANY, "", wxDefaultPosition, wxSize(280, -1));
    start_ = new wxTextCtrl(this, wxID_ANY, "1340-05-01");
    reckoning_ = new wxChoice(this, wxID_ANY);
    for (const char* each : kReckonings) reckoning_->Append(each);
    reckoning_->SetSelection(0);
    rules_ = new wxChoice(this, wxID_ANY);
    for (const std::string& id : ruleIds_) rules_->Append(utf8(battle::ruleSetName(id)));
    rules_->SetSelection(0);
    currency_ = new wxTextCtrl(this, wxID_ANY, "pounds");
    width_ = new wxSpinCtrl(this, wxID_ANY, "", wxDefaultPosition, wxDefaultSize, wxSP_ARROW_KEYS,
                            100, 100000, 1000);
    height_ = new wxSpinCtrl(this, wxID_ANY, "", wxDefaultPosition, wxDefaultSize, wxSP_ARROW_KEYS,
                             100, 100000, 1000);
    scale_ = new wxTextCtrl(this, wxID_ANY, "0.2");

    auto* grid = new wxFlexGridSizer(2, wxSize(10, 8));
    grid->AddGrowableCol(1);
    const auto row = [&](const char* label, wxWindow* control) {
        grid->Add(new wxStaticText(this, wxID_ANY, label), 0, wxALIGN_CENTER_VERTICAL);
        grid->Add(control, 1, wxEXPAND);
    };
    row("Name", name_);
    row("First day (YYYY-MM-DD)", start_);
    row("Reckoning", reckoning_);
    row("Rule set", rules_);
    row("Currency", currency_);
    row("Map width (map units)", width_);
    row("Map height (map units)", height_);
    row("Miles to a map unit (empty: no scale)", scale_);
    auto* top = new wxBoxSizer(wxVERTICAL);
    top->Add(new wxStaticText(this, wxID_ANY,
                              "A campaign with no sides, places or armies yet: build it on the "
                              "map in edit mode\n(Campaign > Edit map) and with the Campaign "
                              "menu's dialogs. The scale proposes each route's days."),
             0, wxALL, 12);
    top->Add(grid, 1, wxEXPAND | wxLEFT | wxRIGHT, 12);
    top->Add(CreateStdDialogButtonSizer(wxOK | wxCANCEL), 0, wxEXPAND | wxALL, 12);
    SetSizerAndFit(top);
    name_->SetFocus();
}

application::BlankCampaignRequest NewBlankDialog::request() const {
    application::BlankCampaignRequest request;
    request.name = name_->GetValue().utf8_string();
    request.start = start_->GetValue().utf8_string();
    if (reckoning_->GetSelection() > 0) request.reckoning = kReckonings[reckoning_->GetSelection()];
    const int rules = rules_->GetSelection();
    if (rules >= 0 && static_cast<std::size_t>(rules) < ruleIds_.size())
        request.rules = ruleIds_[static_cast<std::size_t>(rules)];
    request.currency = currency_->GetValue().utf8_string();
    request.width = width_->GetValue();
    request.height = height_->GetValue();
    double scale = 0;
    if (scale_->GetValue().ToCDouble(&scale) && scale > 0) request.milesPerUnit = scale;
    return request;
}

void NewBlankDialog::fill(const std::string& name, const std::string& start,
                          const std::optional<std::string>& reckoning, const std::string& rules,
                          const std::string& currency, int width, int height,
                          std::optional<double> milesPerUnit) {
    name_->ChangeValue(utf8(name));
    start_->ChangeValue(utf8(start));
    reckoning_->SetSelection(0);
    for (int i = 1; i < 3; ++i)
        if (reckoning && *reckoning == kReckonings[i]) reckoning_->SetSelection(i);
    const auto id = std::find(ruleIds_.begin(), ruleIds_.end(), rules);
    if (id != ruleIds_.end()) rules_->SetSelection(static_cast<int>(id - ruleIds_.begin()));
    currency_->ChangeValue(utf8(currency));
    width_->SetValue(width);
    height_->SetValue(height);
    scale_->ChangeValue(milesPerUnit ? wxString::FromCDouble(*milesPerUnit) : wxString());
}

}  // namespace seneschal::gui
