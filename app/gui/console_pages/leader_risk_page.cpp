#include "app/gui/console_pages/leader_risk_page.hpp"

#include <wx/checkbox.h>
#include <wx/choice.h>
#include <wx/scrolwin.h>
#include <wx/sizer.h>
#include <wx/spinctrl.h>
#include <wx/textctrl.h>

#include <algorithm>

#include "app/gui/wx_text.hpp"
#include "base/errors.hpp"

namespace seneschal::gui {

LeaderRiskPage::LeaderRiskPage(Context context) : ConsoleStepPage(std::move(context)) {
    for (const application::ConsoleLeader& l : console().startLeaders) leaderIds_.push_back(l.id);
}

wxWindow* LeaderRiskPage::build(wxWindow* book) {
    auto* page = scrolledPage(book);
    wxArrayString names;
    for (const application::ConsoleLeader& l : console().startLeaders) {
        names.Add(utf8(application::sideNameOf(console(), l.side) + ": " + l.name + " (CV " +
                       std::to_string(l.cv) + ")"));
    }
    leader_ = new wxChoice(page, wxID_ANY, wxDefaultPosition, wxDefaultSize, names);
    if (!names.IsEmpty()) leader_->SetSelection(0);
    figures_ = numberField(page, 10000);
    melee_ = new wxCheckBox(page, wxID_ANY, "in close combat");
    melee_->SetValue(true);
    dice_ = diceField(page);
    auto* grid = fieldGrid();
    addRow(grid, page, "Leader", leader_);
    addRow(grid, page, "Figures removed near him", figures_);
    addRow(grid, page, "", melee_);
    addRow(grid, page, "Dice", dice_);
    auto* sizer = new wxBoxSizer(wxVERTICAL);
    sizer->Add(grid, 0, wxEXPAND | wxALL, 8);
    page->SetSizer(sizer);
    page->FitInside();
    return page;
}

ConsoleResult LeaderRiskPage::workOut(std::uint64_t seed) {
    const int at = leader_->GetSelection();
    if (at == wxNOT_FOUND) throw UserError("no leader is chosen");
    const std::string leader = leaderIds_[static_cast<std::size_t>(at)];
    application::LeaderRiskRequest r =
        application::leaderRiskRequest(console(), leader, figures_->GetValue(), melee_->GetValue());
    r.dice = diceFrom(dice_, seed);
    const application::LeaderRiskCalcResult result = application::calculateLeaderRisk(rules(), r);
    const std::string enemy = application::enemySideOfLeader(console(), leader);
    return {result.report, [leader, enemy, result](application::TabletopConsole& c) {
                application::recordLeaderRisk(c, leader, enemy, result);
            }};
}

void LeaderRiskPage::set(const std::string& leader, int figuresRemoved, bool inMelee,
                         const wxString& dice) {
    const auto at = std::find(leaderIds_.begin(), leaderIds_.end(), leader);
    if (at != leaderIds_.end()) leader_->SetSelection(static_cast<int>(at - leaderIds_.begin()));
    figures_->SetValue(figuresRemoved);
    melee_->SetValue(inMelee);
    dice_->ChangeValue(dice);
}

}  // namespace seneschal::gui
