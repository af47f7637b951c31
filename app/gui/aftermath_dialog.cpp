#include "app/gui/aftermath_dialog.hpp"

#include <wx/button.h>
#include <wx/listctrl.h>
#include <wx/sizer.h>
#include <wx/stattext.h>

#include "app/gui/apply_outcome.hpp"
#include "app/gui/prompter.hpp"
#include "app/gui/wx_text.hpp"
#include "application/battle_setup_builder.hpp"

namespace seneschal::gui {

namespace {

wxString compare(const battle::BattleOutcome& outcome, const battle::OddsResult& odds,
                 int menPerFigure, const std::vector<battle::SideSpec>& sides) {
    wxString text = "Expected losses (odds of " +
                    wxString::Format("%lld", static_cast<long long>(odds.runs)) +
                    " battles) beside the actual ones:";
    for (const battle::SideOdds& side : odds.sides) {
        text += wxString::Format(
            "\n  %s: expected %.0f men lost, actually %lld",
            utf8(application::sideName(sides, side.side)), side.meanMenLost,
            static_cast<long long>(battle::menLost(outcome, side.side, menPerFigure)));
    }
    return text;
}

}  // namespace

AftermathDialog::AftermathDialog(wxWindow* parent, application::CampaignSession& session,
                                 Prompter& prompter, battle::BattleOutcome outcome,
                                 battle::Aftermath aftermath,
                                 std::optional<battle::OddsResult> odds, int menPerFigure,
                                 std::vector<battle::SideSpec> sides,
                                 std::vector<std::string> headlines)
    : wxDialog(parent, wxID_ANY, "Aftermath of the battle", wxDefaultPosition, wxSize(1040, 560),
               wxDEFAULT_DIALOG_STYLE | wxRESIZE_BORDER),
      session_(session),
      prompter_(prompter),
      outcome_(std::move(outcome)) {
    const wxString winner = aftermath.winner.empty()
                                ? wxString("a draw")
                                : utf8(application::sideName(sides, aftermath.winner)) + " won";
    const wxString where =
        outcome_.place.empty() ? wxString("The battle") : "The battle at " + utf8(outcome_.place);
    auto* heading = new wxStaticText(
        this, wxID_ANY, where + ": " + winner + ". Nothing is written until you apply it.");
    lines_ = new wxListCtrl(this, wxID_ANY, wxDefaultPosition, wxDefaultSize,
                            wxLC_REPORT | wxLC_SINGLE_SEL);
    const std::pair<const char*, int> columns[] = {
        {"Rule", 110}, {"Side", 140}, {"Unit or leader", 230},
        {"Fate", 75},  {"Men", 55},   {"What happens", 400}};
    int index = 0;
    for (const auto& [title, width] : columns)
        lines_->InsertColumn(index++, title, wxLIST_FORMAT_LEFT, width);
    long row = 0;
    for (const battle::AftermathLine& line : aftermath.lines) {
        lines_->InsertItem(row, utf8(line.rule));
        lines_->SetItem(row, 1, utf8(application::sideName(sides, line.side)));
        lines_->SetItem(row, 2, utf8(line.unit.empty() ? line.leader : line.unit));
        lines_->SetItem(row, 3, battle::toString(line.fate));
        lines_->SetItem(row, 4, wxString::Format("%d", line.men));
        lines_->SetItem(row, 5, utf8(line.text));
        ++row;
    }
    // The totals first, as a game master tells them (issue 16); the lines below are the detail.
    for (const std::string& line : headlines) headlines_ += utf8(line) + "\n";
    headlines_.Trim();
    auto* totals = new wxStaticText(this, wxID_ANY, headlines_);
    totals->SetFont(totals->GetFont().Larger());
    auto* sizer = new wxBoxSizer(wxVERTICAL);
    sizer->Add(heading, 0, wxALL, 10);
    sizer->Add(totals, 0, wxLEFT | wxRIGHT | wxBOTTOM, 10);
    sizer->Add(lines_, 1, wxEXPAND | wxLEFT | wxRIGHT, 10);
    if (odds) {
        comparison_ = compare(outcome_, *odds, menPerFigure, sides);
        sizer->Add(new wxStaticText(this, wxID_ANY, comparison_), 0, wxALL, 10);
    }
    auto* buttons = new wxBoxSizer(wxHORIZONTAL);
    auto* applyButton = new wxButton(this, wxID_APPLY, "&Apply");
    buttons->AddStretchSpacer();
    buttons->Add(applyButton, 0, wxRIGHT, 8);
    buttons->Add(new wxButton(this, wxID_CANCEL, "Close"));
    sizer->Add(buttons, 0, wxEXPAND | wxALL, 10);
    SetSizer(sizer);
    applyButton->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) {
        if (apply()) EndModal(wxID_APPLY);
    });
}

wxString AftermathDialog::headlines() const {
    return headlines_;
}

long AftermathDialog::lineCount() const {
    return lines_->GetItemCount();
}

wxString AftermathDialog::cell(long row, int column) const {
    return lines_->GetItemText(row, column);
}

wxString AftermathDialog::comparison() const {
    return comparison_;
}

bool AftermathDialog::apply() {
    const ApplyResult result = applyOutcome(session_, outcome_);
    if (!result.applied) prompter_.error(this, "Apply the aftermath", utf8(result.message));
    return result.applied;
}

}  // namespace seneschal::gui
