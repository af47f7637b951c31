#include "app/gui/side_dialog.hpp"

#include <wx/choice.h>
#include <wx/sizer.h>
#include <wx/spinctrl.h>
#include <wx/stattext.h>
#include <wx/textctrl.h>

#include "app/gui/wx_text.hpp"
#include "base/grouped_number.hpp"

namespace seneschal::gui {

namespace {

const campaign::Side* sideOf(const campaign::CampaignSnapshot& snapshot, const std::string& id) {
    for (const campaign::Side& side : snapshot.sides)
        if (side.id == id) return &side;
    return nullptr;
}

}  // namespace

SideDialog::SideDialog(wxWindow* parent, application::CampaignSession& session,
                       const std::string& sideId)
    : wxDialog(parent, wxID_ANY, "Sides"), session_(session), checked_(session.checkArmies()) {
    sides_.ids.push_back({});
    sides_.labels.push_back("A new side");
    const IdChoices all = sideChoices(session.snapshot());
    sides_.ids.insert(sides_.ids.end(), all.ids.begin(), all.ids.end());
    sides_.labels.insert(sides_.labels.end(), all.labels.begin(), all.labels.end());
    side_ = new wxChoice(this, wxID_ANY);
    sides_.fill(*side_);
    name_ = new wxTextCtrl(this, wxID_ANY, "", wxDefaultPosition, wxSize(260, -1));
    colour_ = new wxTextCtrl(this, wxID_ANY, "");
    treasury_ = new wxSpinCtrl(this, wxID_ANY, "", wxDefaultPosition, wxDefaultSize,
                               wxSP_ARROW_KEYS, 0, 1'000'000'000, 0);
    reason_ = new wxTextCtrl(this, wxID_ANY, "");
    points_ = new wxStaticText(this, wxID_ANY, "");
    side_->Bind(wxEVT_CHOICE, [this](wxCommandEvent&) { onSideChosen(); });

    auto* grid = new wxFlexGridSizer(2, wxSize(10, 8));
    grid->AddGrowableCol(1);
    const auto row = [&](const char* label, wxWindow* control) {
        grid->Add(new wxStaticText(this, wxID_ANY, label), 0, wxALIGN_CENTER_VERTICAL);
        grid->Add(control, 1, wxEXPAND);
    };
    row("Side", side_);
    row("Name", name_);
    row("Colour (#rrggbb, may be empty)", colour_);
    row("Treasury (pounds)", treasury_);
    row("Reason (treasury corrected)", reason_);
    auto* top = new wxBoxSizer(wxVERTICAL);
    top->Add(grid, 1, wxEXPAND | wxALL, 12);
    top->Add(points_, 0, wxLEFT | wxRIGHT | wxBOTTOM, 12);
    top->Add(CreateStdDialogButtonSizer(wxOK | wxCANCEL), 0, wxEXPAND | wxALL, 12);
    SetSizer(top);
    chooseSide(sideId);
    SetMinSize(wxSize(480, -1));
    Fit();
}

bool SideDialog::addingSide() const {
    return side_->GetSelection() <= 0;
}

std::string SideDialog::sideId() const {
    return sides_.selected(*side_);
}

void SideDialog::chooseSide(const std::string& sideId) {
    sides_.select(*side_, sideId);
    if (side_->GetSelection() < 0) side_->SetSelection(0);
    onSideChosen();
}

void SideDialog::onSideChosen() {
    const campaign::Side* side = sideOf(session_.snapshot(), sideId());
    name_->ChangeValue(side ? utf8(side->name) : wxString());
    colour_->ChangeValue(side ? utf8(side->colour.value_or("")) : wxString());
    treasury_->SetValue(side ? static_cast<int>(side->treasury) : 0);
    reason_->ChangeValue("");
    reason_->Enable(side != nullptr);
    wxString points = "A new side has no army yet.";
    if (side) {
        const auto found = checked_.sidePoints.find(side->id);
        const int total = found == checked_.sidePoints.end() ? 0 : found->second;
        points = utf8(side->name + ", every army: " + seneschal::countOf(total, "point", "points") +
                      " (GA-POINTS, GA-CMD-COST)");
    }
    points_->SetLabel(points);
    Layout();
}

application::AddSideRequest SideDialog::newSide() const {
    application::AddSideRequest request;
    request.name = name_->GetValue().utf8_string();
    if (!colour_->GetValue().empty()) request.colour = colour_->GetValue().utf8_string();
    request.treasury = treasury_->GetValue();
    return request;
}

std::optional<application::SetSideRequest> SideDialog::changes() const {
    const campaign::Side* side = sideOf(session_.snapshot(), sideId());
    if (!side) return std::nullopt;
    application::SetSideRequest request;
    request.side = side->id;
    bool changed = false;
    const std::string name = name_->GetValue().utf8_string();
    if (name != side->name) {
        request.name = name;
        changed = true;
    }
    const std::string colour = colour_->GetValue().utf8_string();
    if (!colour.empty() && colour != side->colour.value_or("")) {
        request.colour = colour;
        changed = true;
    }
    if (treasury_->GetValue() != side->treasury) {
        request.treasury = treasury_->GetValue();
        request.reason = reason_->GetValue().utf8_string();
        changed = true;
    }
    if (!changed) return std::nullopt;
    return request;
}

wxString SideDialog::pointsText() const {
    return points_->GetLabel();
}

void SideDialog::fill(const std::string& name, const std::string& colour, int treasury,
                      const std::string& reason) {
    name_->ChangeValue(utf8(name));
    colour_->ChangeValue(utf8(colour));
    treasury_->SetValue(treasury);
    reason_->ChangeValue(utf8(reason));
}

}  // namespace seneschal::gui
