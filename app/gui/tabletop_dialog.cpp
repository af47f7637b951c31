#include "app/gui/tabletop_dialog.hpp"

#include <wx/choice.h>
#include <wx/grid.h>
#include <wx/sizer.h>
#include <wx/stattext.h>

#include "app/gui/wx_text.hpp"
#include "application/battle_setup_builder.hpp"

namespace seneschal::gui {

namespace {

int number(const wxGrid& grid, int row, int column) {
    long value = 0;
    return grid.GetCellValue(row, column).ToLong(&value) ? static_cast<int>(value) : 0;
}

const battle::UnitEndState kEndStates[] = {
    battle::UnitEndState::Formed,     battle::UnitEndState::Unformed,
    battle::UnitEndState::Routed,     battle::UnitEndState::Withdrawn,
    battle::UnitEndState::PursuedOff, battle::UnitEndState::Destroyed};
const battle::LeaderFate kFates[] = {battle::LeaderFate::Unharmed, battle::LeaderFate::Wounded,
                                     battle::LeaderFate::Killed, battle::LeaderFate::Taken};

}  // namespace

TabletopDialog::TabletopDialog(wxWindow* parent, const battle::BattleSetup& setup,
                               battle::BattleOutcome blank)
    : wxDialog(parent, wxID_ANY, "Enter the tabletop result", wxDefaultPosition, wxSize(1060, 720),
               wxDEFAULT_DIALOG_STYLE | wxRESIZE_BORDER),
      blank_(std::move(blank)) {
    for (const battle::SideSpec& side : setup.sides) sideIds_.push_back(side.id);

    units_ = new wxGrid(this, wxID_ANY);
    units_->CreateGrid(static_cast<int>(blank_.units.size()), UnitColumns);
    const char* unitHeads[] = {
        "Side",   "Unit",      "Men",         "Figures removed", "Remainder (men)",
        "Routed", "Prisoners", "Pursued off", "Formed cavalry",  "End state"};
    for (int c = 0; c < UnitColumns; ++c) units_->SetColLabelValue(c, unitHeads[c]);
    wxArrayString states;
    for (battle::UnitEndState state : kEndStates) states.Add(battle::toString(state));
    for (int row = 0; row < units_->GetNumberRows(); ++row) {
        const battle::UnitOutcome& unit = blank_.units[static_cast<std::size_t>(row)];
        units_->SetCellValue(row, Side, utf8(application::sideName(setup.sides, unit.side)));
        units_->SetCellValue(row, Unit, utf8(unit.unit));
        units_->SetCellValue(row, Men, wxString::Format("%d", unit.menAtStart));
        for (int c : {Side, Unit, Men}) units_->SetReadOnly(row, c);
        for (int c = Removed; c <= FormedCavalry; ++c) {
            units_->SetCellValue(row, c, "0");
            units_->SetCellEditor(row, c, new wxGridCellNumberEditor(0, 100000));
        }
        units_->SetCellValue(row, EndState, states[0]);
        units_->SetCellEditor(row, EndState, new wxGridCellChoiceEditor(states));
    }
    units_->SetRowLabelSize(0);
    units_->AutoSizeColumns();
    units_->SetMinSize(wxSize(-1, 280));

    leaders_ = new wxGrid(this, wxID_ANY);
    leaders_->CreateGrid(static_cast<int>(blank_.leaders.size()), LeaderColumns);
    leaders_->SetColLabelValue(LeaderSide, "Side");
    leaders_->SetColLabelValue(Leader, "Leader");
    leaders_->SetColLabelValue(Fate, "Fate (GA-LEADER-RISK)");
    wxArrayString fates;
    for (battle::LeaderFate fate : kFates) fates.Add(battle::toString(fate));
    for (int row = 0; row < leaders_->GetNumberRows(); ++row) {
        const battle::LeaderOutcome& leader = blank_.leaders[static_cast<std::size_t>(row)];
        leaders_->SetCellValue(row, LeaderSide,
                               utf8(application::sideName(setup.sides, leader.side)));
        leaders_->SetCellValue(row, Leader, utf8(leader.leader));
        leaders_->SetReadOnly(row, LeaderSide);
        leaders_->SetReadOnly(row, Leader);
        leaders_->SetCellValue(row, Fate, fates[0]);
        leaders_->SetCellEditor(row, Fate, new wxGridCellChoiceEditor(fates));
    }
    leaders_->SetRowLabelSize(0);
    leaders_->AutoSizeColumns();
    leaders_->SetMinSize(wxSize(-1, 150));

    winner_ = new wxChoice(this, wxID_ANY);
    for (const battle::SideSpec& side : setup.sides) winner_->Append(utf8(side.name));
    winner_->Append("Draw");
    winner_->SetSelection(0);

    auto* winnerRow = new wxBoxSizer(wxHORIZONTAL);
    winnerRow->Add(new wxStaticText(this, wxID_ANY, "Winner"), 0, wxALIGN_CENTER_VERTICAL | wxRIGHT,
                   8);
    winnerRow->Add(winner_);
    auto* sizer = new wxBoxSizer(wxVERTICAL);
    sizer->Add(new wxStaticText(this, wxID_ANY,
                                "Units, as the table left them (figures; "
                                "remainder in men)"),
               0, wxALL, 8);
    sizer->Add(units_, 3, wxEXPAND | wxLEFT | wxRIGHT, 8);
    sizer->Add(new wxStaticText(this, wxID_ANY, "Leaders"), 0, wxALL, 8);
    sizer->Add(leaders_, 1, wxEXPAND | wxLEFT | wxRIGHT, 8);
    sizer->Add(winnerRow, 0, wxALL, 8);
    sizer->Add(CreateStdDialogButtonSizer(wxOK | wxCANCEL), 0, wxEXPAND | wxALL, 8);
    SetSizer(sizer);
}

std::string TabletopDialog::otherSide(const std::string& side) const {
    for (const std::string& each : sideIds_)
        if (each != side) return each;
    return {};
}

void TabletopDialog::setWinner(const std::string& sideId) {
    for (std::size_t i = 0; i < sideIds_.size(); ++i)
        if (sideIds_[i] == sideId) winner_->SetSelection(static_cast<int>(i));
    if (sideId.empty()) winner_->SetSelection(static_cast<int>(sideIds_.size()));
}

battle::BattleOutcome TabletopDialog::outcome() const {
    battle::BattleOutcome out = blank_;
    for (int row = 0; row < units_->GetNumberRows(); ++row) {
        battle::UnitOutcome& unit = out.units[static_cast<std::size_t>(row)];
        unit.figuresRemoved = number(*units_, row, Removed);
        unit.menRemainder = number(*units_, row, Remainder);
        unit.figuresRouted = number(*units_, row, Routed);
        unit.figuresCaptured = number(*units_, row, Captured);
        unit.capturedBy = unit.figuresCaptured > 0 ? otherSide(unit.side) : std::string();
        unit.figuresPursuedOff = number(*units_, row, PursuedOff);
        unit.formedCavalryFigures = number(*units_, row, FormedCavalry);
        unit.endState =
            battle::unitEndStateFromString(units_->GetCellValue(row, EndState).utf8_string())
                .value_or(battle::UnitEndState::Formed);
    }
    for (int row = 0; row < leaders_->GetNumberRows(); ++row) {
        battle::LeaderOutcome& leader = out.leaders[static_cast<std::size_t>(row)];
        leader.fate = battle::leaderFateFromString(leaders_->GetCellValue(row, Fate).utf8_string())
                          .value_or(battle::LeaderFate::Unharmed);
        leader.takenBy =
            leader.fate == battle::LeaderFate::Taken ? otherSide(leader.side) : std::string();
    }
    const int chosen = winner_->GetSelection();
    out.winner = chosen >= 0 && chosen < static_cast<int>(sideIds_.size())
                     ? sideIds_[static_cast<std::size_t>(chosen)]
                     : std::string();
    return out;
}

}  // namespace seneschal::gui
