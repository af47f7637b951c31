#include "app/gui/aftermath_dialog.hpp"

#include <wx/button.h>
#include <wx/display.h>
#include <wx/html/htmlwin.h>
#include <wx/sizer.h>
#include <wx/stattext.h>

#include <algorithm>

#include "app/gui/apply_outcome.hpp"
#include "app/gui/html_text.hpp"
#include "app/gui/prompter.hpp"
#include "app/gui/wx_text.hpp"
#include "application/battles/battle_places.hpp"
#include "application/views/campaign_session.hpp"

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
            utf8(battle::sideNameIn(sides, side.side)), side.meanMenLost,
            static_cast<long long>(battle::menLost(outcome, side.side, menPerFigure)));
    }
    return text;
}

// As large as `wanted`, within what the screen offers: the more lines show, the less to scroll.
wxSize previewSize(const wxSize& wanted) {
    const wxRect area = wxDisplay(0u).GetClientArea();
    return {std::min(wanted.x, area.width * 3 / 4), std::min(wanted.y, area.height * 85 / 100)};
}

// A heading per unit, leader or side, its lines beneath: the rule ID, then the whole sentence,
// wrapped to the window's width.
wxString detailPage(const std::vector<application::AftermathGroup>& groups) {
    wxString html;
    for (const application::AftermathGroup& group : groups) {
        html += "<p><b>" + htmlText(group.heading) + "</b>";
        if (group.sideLevel) html += " <i>(the side as a whole)</i>";
        html += "</p><table cellspacing=0 cellpadding=1>";
        for (const application::AftermathDetailLine& line : group.lines) {
            html += "<tr><td valign=top nowrap><font color=\"#6b4f1d\"><tt>" + htmlText(line.rule) +
                    "</tt></font>&nbsp;&nbsp;</td><td valign=top>" + htmlText(line.text) +
                    "</td></tr>";
        }
        html += "</table>";
    }
    if (groups.empty()) html = "<p><i>No unit or leader is changed by this battle.</i></p>";
    return html;
}

}  // namespace

AftermathDialog::AftermathDialog(
    wxWindow* parent, application::CampaignSession& session, Prompter& prompter,
    battle::BattleOutcome outcome, std::string foughtWith,
    std::vector<application::AftermathGroup> detail, std::optional<battle::OddsResult> odds,
    int menPerFigure, std::vector<battle::SideSpec> sides, std::vector<std::string> headlines,
    campaign::CampaignStamp workedOutOn, std::shared_ptr<const battle::ResolvedBattle> fought)
    : wxDialog(parent, wxID_ANY, "Aftermath of the battle", wxDefaultPosition,
               previewSize(wxSize(1100, 860)), wxDEFAULT_DIALOG_STYLE | wxRESIZE_BORDER),
      session_(session),
      prompter_(prompter),
      headlineLines_(headlines),
      outcome_(std::move(outcome)),
      foughtWith_(std::move(foughtWith)),
      workedOutOn_(workedOutOn),
      fought_(std::move(fought)),
      detail_(std::move(detail)) {
    const wxString winner = outcome_.winner.empty()
                                ? wxString("a draw")
                                : utf8(battle::sideNameIn(sides, outcome_.winner)) + " won";
    const wxString where =
        outcome_.place.empty() ? wxString("The battle") : "The battle at " + utf8(outcome_.place);
    auto* heading = new wxStaticText(
        this, wxID_ANY, where + ": " + winner + ". Nothing is written until you apply it.");
    lines_ = new wxHtmlWindow(this, wxID_ANY, wxDefaultPosition, wxDefaultSize,
                              wxHW_SCROLLBAR_AUTO | wxBORDER_THEME);
    lines_->SetStandardFonts(GetFont().GetPointSize());
    lines_->SetPage(detailPage(detail_));
    // The totals first, as a game master tells them (issue 16); the lines below are the detail.
    for (const std::string& line : headlines) headlines_ += utf8(line) + "\n";
    headlines_.Trim();
    auto* totals = new wxStaticText(this, wxID_ANY, headlines_);
    totals->SetFont(totals->GetFont().Larger());
    totals->Wrap(GetSize().x - 40);
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
    long count = 0;
    for (const application::AftermathGroup& group : detail_)
        count += static_cast<long>(group.lines.size());
    return count;
}

wxString AftermathDialog::detailText() const {
    wxString text;
    for (const application::AftermathGroup& group : detail_) {
        text += utf8(group.heading) + "\n";
        for (const application::AftermathDetailLine& line : group.lines)
            text += "  " + utf8(line.rule) + ": " + utf8(line.text) + "\n";
    }
    return text;
}

wxString AftermathDialog::comparison() const {
    return comparison_;
}

bool AftermathDialog::apply() {
    // Dated before it is applied: applying writes the battle, it does not move the calendar.
    const std::string date = session_.longDateText();
    const ApplyResult result =
        applyOutcome(session_, outcome_, foughtWith_, workedOutOn_, fought_.get());
    if (!result.applied) {
        prompter_.error(this, "Apply the aftermath", utf8(result.message));
        return false;
    }
    const application::AppliedBattleMessage applied =
        application::appliedBattleMessage(outcome_.place, date, headlineLines_);
    applied_ = true;
    appliedHeadline_ = applied.headline;
    tellDeskBattleApplied(this, applied.headline, applied.whole);
    return true;
}

}  // namespace seneschal::gui
