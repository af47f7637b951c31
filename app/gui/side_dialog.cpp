#include "app/gui/side_dialog.hpp"

#include <wx/checkbox.h>
#include <wx/choice.h>
#include <wx/sizer.h>
#include <wx/stattext.h>
#include <wx/textctrl.h>

#include "app/gui/wx_text.hpp"
#include "base/count_range.hpp"
#include "base/errors.hpp"
#include "base/grouped_number.hpp"

namespace seneschal::gui {

namespace {

constexpr CountRange kTreasury{"a treasury", 0, 1'000'000'000, "pounds"};

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
    // Which sides the programmed opponent plays, seen in the list without choosing each.
    for (std::size_t i = 1; i < sides_.ids.size(); ++i) {
        const campaign::Side* side = sideOf(session.snapshot(), sides_.ids[i]);
        if (side && side->programmed) sides_.labels[i] += " (programmed, " + side->character + ")";
    }
    side_ = new wxChoice(this, wxID_ANY);
    sides_.fill(*side_);
    name_ = new wxTextCtrl(this, wxID_ANY, "", wxDefaultPosition, wxSize(260, -1));
    colour_ = new wxTextCtrl(this, wxID_ANY, "");
    treasury_ = new wxTextCtrl(this, wxID_ANY, "0", wxDefaultPosition, wxDefaultSize, wxTE_RIGHT);
    problem_ = new wxStaticText(this, wxID_ANY, "");
    problem_->SetForegroundColour(wxColour(0xa0, 0x10, 0x10));
    reason_ = new wxTextCtrl(this, wxID_ANY, "");
    points_ = new wxStaticText(this, wxID_ANY, "");
    programmed_ = new wxCheckBox(this, wxID_ANY, "The programmed opponent, not a person");
    opponentNote_ = new wxStaticText(
        this, wxID_ANY,
        "Each day it gives the side's orders from what its scouts see, and says why in the "
        "chronicle.");
    opponentNote_->Wrap(320);
    character_ = new wxChoice(this, wxID_ANY);
    character_->Append("Cautious: offers battle later, avoids it sooner");
    character_->Append("Bold: offers battle sooner, stands longer");
    character_->SetSelection(0);
    side_->Bind(wxEVT_CHOICE, [this](wxCommandEvent&) { onSideChosen(); });
    programmed_->Bind(wxEVT_CHECKBOX, [this](wxCommandEvent&) { showProgrammed(); });

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
    row("Played by", programmed_);
    row("Opponent's character", character_);
    grid->AddSpacer(0);
    grid->Add(opponentNote_, 0);
    auto* top = new wxBoxSizer(wxVERTICAL);
    top->Add(grid, 1, wxEXPAND | wxALL, 12);
    top->Add(points_, 0, wxLEFT | wxRIGHT | wxBOTTOM, 12);
    top->Add(problem_, 0, wxLEFT | wxRIGHT, 12);
    top->Add(CreateStdDialogButtonSizer(wxOK | wxCANCEL), 0, wxEXPAND | wxALL, 12);
    Bind(wxEVT_BUTTON, &SideDialog::onOk, this, wxID_OK);
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
    treasury_->ChangeValue(groupedNumber(side ? side->treasury : 0));
    problem_->SetLabel(wxString());
    reason_->ChangeValue("");
    reason_->Enable(side != nullptr);
    programmed_->SetValue(side && side->programmed);
    character_->SetSelection(side && side->character == "bold" ? 1 : 0);
    showProgrammed();
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
    request.treasury = treasuryTyped().value_or(0);
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
    if (const std::optional<std::int64_t> typed = treasuryTyped();
        typed && *typed != side->treasury) {
        request.treasury = *typed;
        request.reason = reason_->GetValue().utf8_string();
        changed = true;
    }
    if (!changed) return std::nullopt;
    return request;
}

std::optional<std::int64_t> SideDialog::treasuryTyped() const {
    std::string typed;
    for (const char c : treasury_->GetValue().utf8_string())
        if (c != ',' && c != ' ') typed += c;
    try {
        return parseInRange(kTreasury, typed, "Treasury");
    } catch (const UserError&) {
        return std::nullopt;
    }
}

wxString SideDialog::treasuryText() const {
    return treasury_->GetValue();
}

void SideDialog::typeTreasury(const wxString& text) {
    treasury_->SetValue(text);
}

wxString SideDialog::problem() const {
    if (treasuryTyped()) return wxString();
    return utf8("Treasury '" + treasury_->GetValue().utf8_string() +
                "': a whole number of pounds, " + rangeWords(kTreasury) + ".");
}

void SideDialog::onOk(wxCommandEvent& event) {
    const wxString wrong = problem();
    problem_->SetLabel(wrong);
    if (!wrong.empty()) {
        Layout();
        Fit();
        treasury_->SetFocus();
        return;  // the dialog stays open with what was typed
    }
    event.Skip();
}

void SideDialog::showProgrammed() {
    // A new side is made first, then handed to the opponent.
    programmed_->Enable(!addingSide());
    character_->Enable(!addingSide() && programmed_->GetValue());
    opponentNote_->Enable(!addingSide() && programmed_->GetValue());
}

std::optional<application::SideProgrammedRequest> SideDialog::programmedChange() const {
    const campaign::Side* side = sideOf(session_.snapshot(), sideId());
    if (!side) return std::nullopt;
    const bool programmed = programmed_->GetValue();
    const std::string character = character_->GetSelection() == 1 ? "bold" : "cautious";
    if (programmed == side->programmed && (!programmed || character == side->character))
        return std::nullopt;
    application::SideProgrammedRequest request;
    request.side = side->id;
    request.programmed = programmed ? "on" : "off";
    if (programmed) request.character = character;
    return request;
}

void SideDialog::setProgrammed(bool programmed, const std::string& character) {
    programmed_->SetValue(programmed);
    character_->SetSelection(character == "bold" ? 1 : 0);
    showProgrammed();
}

bool SideDialog::programmed() const {
    return programmed_->GetValue();
}

wxString SideDialog::pointsText() const {
    return points_->GetLabel();
}

void SideDialog::fill(const std::string& name, const std::string& colour, int treasury,
                      const std::string& reason) {
    name_->ChangeValue(utf8(name));
    colour_->ChangeValue(utf8(colour));
    treasury_->ChangeValue(groupedNumber(treasury));
    reason_->ChangeValue(utf8(reason));
}

}  // namespace seneschal::gui
