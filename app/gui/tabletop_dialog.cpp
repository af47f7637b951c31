#include "app/gui/tabletop_dialog.hpp"

#include <wx/button.h>
#include <wx/choice.h>
#include <wx/display.h>
#include <wx/grid.h>
#include <wx/log.h>
#include <wx/radiobut.h>
#include <wx/settings.h>
#include <wx/sizer.h>
#include <wx/stattext.h>

#include <algorithm>
#include <map>

#include "app/gui/wx_text.hpp"
#include "application/battles/battle_places.hpp"
#include "application/views/campaign_session.hpp"
#include "base/grouped_number.hpp"

namespace seneschal::gui {

namespace {

int cellNumber(const wxGrid& grid, int row, int column) {
    long value = 0;
    return grid.GetCellValue(row, column).Trim().Trim(false).ToLong(&value)
               ? static_cast<int>(value)
               : 0;
}

const battle::UnitEndState kEndStates[] = {
    battle::UnitEndState::Formed,     battle::UnitEndState::Unformed,
    battle::UnitEndState::Routed,     battle::UnitEndState::Withdrawn,
    battle::UnitEndState::PursuedOff, battle::UnitEndState::Destroyed};
const battle::LeaderFate kFates[] = {battle::LeaderFate::Unharmed, battle::LeaderFate::Wounded,
                                     battle::LeaderFate::Killed, battle::LeaderFate::Taken};

// The counts a unit's row holds, by column, as the outcome keeps them.
struct CountColumn {
    int column;
    int battle::UnitOutcome::*count;
};
const CountColumn kCountColumns[] = {
    {TabletopDialog::Removed, &battle::UnitOutcome::figuresRemoved},
    {TabletopDialog::Remainder, &battle::UnitOutcome::menRemainder},
    {TabletopDialog::Routed, &battle::UnitOutcome::figuresRouted},
    {TabletopDialog::Captured, &battle::UnitOutcome::figuresCaptured},
    {TabletopDialog::PursuedOff, &battle::UnitOutcome::figuresPursuedOff},
    {TabletopDialog::FormedCavalry, &battle::UnitOutcome::formedCavalryFigures},
};

// The column that shows a field checkOutcome names (its outcome file attribute).
int columnOfField(const std::string& field, bool inMen) {
    static const std::map<std::string, int> columns = {
        {"men", TabletopDialog::Men},
        {"removed", TabletopDialog::Removed},
        {"remainder", TabletopDialog::Remainder},
        {"routed", TabletopDialog::Routed},
        {"captured", TabletopDialog::Captured},
        {"capturedBy", TabletopDialog::Captured},
        {"pursuedOff", TabletopDialog::PursuedOff},
        {"formedCavalry", TabletopDialog::FormedCavalry},
        {"end", TabletopDialog::EndState}};
    const auto found = columns.find(field);
    if (found == columns.end()) return TabletopDialog::Unit;
    // In men the odd men are part of the men lost: no column of their own.
    if (inMen && found->second == TabletopDialog::Remainder) return TabletopDialog::Removed;
    return found->second;
}

wxString countOf(long n, const char* one, const char* many) {
    return seneschal::countOf(n, one, many);
}

const wxColour kMarked(255, 196, 196);

// Whether nothing at all was typed: such an entry is no draft worth keeping.
bool untouched(const application::TabletopDraft& draft) {
    if (draft.winnerChosen || draft.inMen) return false;
    for (const battle::UnitOutcome& unit : draft.typed.units) {
        for (const CountColumn& each : kCountColumns)
            if (unit.*each.count != 0) return false;
        if (unit.endState != battle::UnitEndState::Formed) return false;
    }
    return std::all_of(draft.typed.leaders.begin(), draft.typed.leaders.end(),
                       [](const battle::LeaderOutcome& leader) {
                           return leader.fate == battle::LeaderFate::Unharmed;
                       });
}

}  // namespace

TabletopDialog::TabletopDialog(wxWindow* parent, application::CampaignSession& session,
                               const battle::BattleSetup& setup, battle::BattleOutcome blank)
    : wxDialog(parent, wxID_ANY, "Enter the tabletop result", wxDefaultPosition, wxDefaultSize,
               wxDEFAULT_DIALOG_STYLE | wxRESIZE_BORDER),
      session_(session),
      blank_(std::move(blank)),
      sides_(setup.sides) {
    inFigures_ =
        new wxRadioButton(this, wxID_ANY, "figures", wxDefaultPosition, wxDefaultSize, wxRB_GROUP);
    inMenButton_ = new wxRadioButton(this, wxID_ANY, "men");
    auto* modeRow = new wxBoxSizer(wxHORIZONTAL);
    modeRow->Add(new wxStaticText(this, wxID_ANY, "Units, as the table left them. Enter losses in"),
                 0, wxALIGN_CENTER_VERTICAL | wxRIGHT, 8);
    modeRow->Add(inFigures_, 0, wxALIGN_CENTER_VERTICAL | wxRIGHT, 8);
    modeRow->Add(inMenButton_, 0, wxALIGN_CENTER_VERTICAL | wxRIGHT, 16);
    modeRow->Add(
        new wxStaticText(this, wxID_ANY,
                         wxString::Format("(%s a figure)", countOf(menPerFigure(), "man", "men"))),
        0, wxALIGN_CENTER_VERTICAL);

    units_ = new wxGrid(this, wxID_ANY);
    units_->CreateGrid(static_cast<int>(blank_.units.size()), UnitColumns);
    wxArrayString states;
    for (battle::UnitEndState state : kEndStates) states.Add(battle::toString(state));
    const wxColour fixed = wxSystemSettings::GetColour(wxSYS_COLOUR_BTNFACE);
    for (int row = 0; row < units_->GetNumberRows(); ++row) {
        const battle::UnitOutcome& unit = blank_.units[static_cast<std::size_t>(row)];
        units_->SetCellValue(row, Side, utf8(battle::sideNameIn(sides_, unit.side)));
        units_->SetCellValue(row, Unit, utf8(unit.unit));
        units_->SetCellValue(row, Men, groupedNumber(unit.menAtStart));
        units_->SetCellValue(row, Figures,
                             groupedNumber(battle::figuresFielded(unit, menPerFigure())));
        for (int c : {Side, Unit, Men, Figures}) {
            units_->SetReadOnly(row, c);
            units_->SetCellBackgroundColour(row, c, fixed);
        }
        for (int c : {Men, Figures})
            units_->SetCellAlignment(row, c, wxALIGN_RIGHT, wxALIGN_CENTRE);
        for (const CountColumn& each : kCountColumns) {
            units_->SetCellEditor(row, each.column, new wxGridCellNumberEditor());
            units_->SetCellAlignment(row, each.column, wxALIGN_RIGHT, wxALIGN_CENTRE);
        }
        units_->SetCellEditor(row, EndState, new wxGridCellChoiceEditor(states));
    }
    units_->SetRowLabelSize(0);
    units_->SetColLabelSize(wxGRID_AUTOSIZE);
    units_->DisableDragRowSize();
    units_->SetMinSize(wxSize(-1, 200));

    leaders_ = new wxGrid(this, wxID_ANY);
    leaders_->CreateGrid(static_cast<int>(blank_.leaders.size()), LeaderColumns);
    leaders_->SetColLabelValue(LeaderSide, "Side");
    leaders_->SetColLabelValue(Leader, "Leader");
    leaders_->SetColLabelValue(Fate, "Fate (GA-LEADER-RISK)");
    wxArrayString fates;
    for (battle::LeaderFate fate : kFates) fates.Add(battle::toString(fate));
    for (int row = 0; row < leaders_->GetNumberRows(); ++row) {
        const battle::LeaderOutcome& leader = blank_.leaders[static_cast<std::size_t>(row)];
        leaders_->SetCellValue(row, LeaderSide, utf8(battle::sideNameIn(sides_, leader.side)));
        leaders_->SetCellValue(row, Leader, utf8(leader.leader));
        for (int c : {LeaderSide, Leader}) {
            leaders_->SetReadOnly(row, c);
            leaders_->SetCellBackgroundColour(row, c, fixed);
        }
        leaders_->SetCellEditor(row, Fate, new wxGridCellChoiceEditor(fates));
    }
    leaders_->SetRowLabelSize(0);
    leaders_->SetMinSize(wxSize(-1, 110));

    winner_ = new wxChoice(this, wxID_ANY);
    // Never the first side by default: the game master says who won (issue 16).
    winner_->Append(wxString::FromUTF8("Choose the winner…"));
    for (const battle::SideSpec& side : sides_) winner_->Append(utf8(side.name));
    winner_->Append("A draw");
    winner_->SetSelection(0);
    winnerLabel_ = new wxStaticText(this, wxID_ANY, "Winner");

    message_ = new wxStaticText(this, wxID_ANY, wxString());
    message_->SetForegroundColour(wxColour(170, 0, 0));

    auto* totals = new wxBoxSizer(wxVERTICAL);
    for (std::size_t i = 0; i < sides_.size(); ++i) {
        totals_.push_back(new wxStaticText(this, wxID_ANY, wxString()));
        totals->Add(totals_.back(), 0, wxBOTTOM, 2);
    }

    auto* winnerRow = new wxBoxSizer(wxHORIZONTAL);
    winnerRow->Add(winnerLabel_, 0, wxALIGN_CENTER_VERTICAL | wxRIGHT, 8);
    winnerRow->Add(winner_);
    auto* discard = new wxButton(this, wxID_ANY, "&Discard draft");
    discard->SetToolTip("Forget what was typed for this battle and start afresh");
    auto* buttons = new wxBoxSizer(wxHORIZONTAL);
    buttons->Add(discard, 0, wxALIGN_CENTER_VERTICAL);
    buttons->AddStretchSpacer();
    buttons->Add(CreateStdDialogButtonSizer(wxOK | wxCANCEL), 0, wxALIGN_CENTER_VERTICAL);

    auto* sizer = new wxBoxSizer(wxVERTICAL);
    sizer->Add(modeRow, 0, wxALL, 8);
    sizer->Add(units_, 3, wxEXPAND | wxLEFT | wxRIGHT, 8);
    sizer->Add(message_, 0, wxEXPAND | wxLEFT | wxRIGHT | wxTOP, 8);
    sizer->Add(totals, 0, wxEXPAND | wxLEFT | wxRIGHT | wxTOP, 8);
    sizer->Add(new wxStaticText(this, wxID_ANY, "Leaders"), 0, wxLEFT | wxRIGHT | wxTOP, 8);
    sizer->Add(leaders_, 1, wxEXPAND | wxLEFT | wxRIGHT | wxTOP, 8);
    sizer->Add(winnerRow, 0, wxALL, 8);
    sizer->Add(buttons, 0, wxEXPAND | wxALL, 8);
    SetSizer(sizer);

    application::TabletopDraft start{blank_, false, false};
    try {
        if (auto kept = session_.tabletopDraft(blank_.place, blank_)) start = std::move(*kept);
    } catch (const std::exception& error) {
        message_->SetLabel(utf8(std::string("The result kept for this battle could not be read (") +
                                error.what() + "); the entry starts afresh."));
    }
    fill(start);

    // As large as the screen allows, so that every column reads without scrolling sideways
    // where it can (1280 x 800 at the least).
    const int display = wxDisplay::GetFromWindow(parent ? parent : this);
    const wxRect screen =
        wxDisplay(display == wxNOT_FOUND ? 0u : static_cast<unsigned>(display)).GetClientArea();
    SetSize(std::min(1240, screen.GetWidth() - 40), std::min(860, screen.GetHeight() - 40));
    SetMinSize(wxSize(std::min(760, screen.GetWidth()), std::min(520, screen.GetHeight())));
    CentreOnParent();
    // The unit's side and name stay in sight while the counts scroll (issue 16). wxGrid
    // freezes only columns that fit its window, so once the grid has its size.
    Layout();
    units_->FreezeTo(0, Men);

    units_->Bind(wxEVT_GRID_CELL_CHANGED, [this](wxGridEvent& event) {
        updateTotals();
        event.Skip();
    });
    // As one types, before the cell is left: the editor's text stands in for the cell's.
    units_->Bind(wxEVT_GRID_EDITOR_CREATED, [this](wxGridEditorCreatedEvent& event) {
        const int row = event.GetRow();
        const int column = event.GetCol();
        event.GetWindow()->Bind(wxEVT_TEXT, [this, row, column](wxCommandEvent& typed) {
            const wxString was = units_->GetCellValue(row, column);
            units_->GetTable()->SetValue(row, column, typed.GetString());
            updateTotals();
            units_->GetTable()->SetValue(row, column, was);
            typed.Skip();
        });
        event.Skip();
    });
    units_->GetGridWindow()->Bind(wxEVT_MOTION, &TabletopDialog::showTip, this);
    inFigures_->Bind(wxEVT_RADIOBUTTON, [this](wxCommandEvent&) { enterInMen(false); });
    inMenButton_->Bind(wxEVT_RADIOBUTTON, [this](wxCommandEvent&) { enterInMen(true); });
    winner_->Bind(wxEVT_CHOICE, [this](wxCommandEvent&) {
        if (winnerMarked_) clearMarks();
    });
    discard->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { discardDraft(); });
    Bind(
        wxEVT_BUTTON, [this](wxCommandEvent&) { ok(); }, wxID_OK);
    Bind(
        wxEVT_BUTTON, [this](wxCommandEvent&) { keepDraftAndClose(); }, wxID_CANCEL);
}

int TabletopDialog::menPerFigure() const {
    return std::max(session_.rulebook().menPerFigure(), 1);
}

void TabletopDialog::fill(const application::TabletopDraft& draft) {
    inMen_ = draft.inMen;
    (inMen_ ? inMenButton_ : inFigures_)->SetValue(true);
    for (int row = 0; row < units_->GetNumberRows(); ++row) {
        const battle::UnitOutcome& unit = draft.typed.units[static_cast<std::size_t>(row)];
        for (const CountColumn& each : kCountColumns)
            units_->SetCellValue(row, each.column, wxString::Format("%d", unit.*each.count));
        units_->SetCellValue(row, EndState, battle::toString(unit.endState));
    }
    for (int row = 0; row < leaders_->GetNumberRows(); ++row) {
        const battle::LeaderOutcome& leader = draft.typed.leaders[static_cast<std::size_t>(row)];
        leaders_->SetCellValue(row, Fate, battle::toString(leader.fate));
    }
    winner_->SetSelection(0);
    if (draft.winnerChosen) setWinner(draft.typed.winner);
    label();
    updateTotals();
}

void TabletopDialog::label() {
    const wxString unit = inMen_ ? "Men" : "Figures";
    const wxString heads[UnitColumns] = {"Side",
                                         "Unit",
                                         "Men",
                                         "Figures",
                                         inMen_ ? "Men\nlost" : "Figures\nremoved",
                                         "Odd men\nlost",
                                         unit + "\nrouted",
                                         unit + " taken\nprisoner",
                                         unit + "\npursued off",
                                         inMen_ ? "Formed\ncavalry (men)" : "Formed\ncavalry",
                                         "End state"};
    for (int c = 0; c < UnitColumns; ++c) units_->SetColLabelValue(c, heads[c]);
    units_->ShowCol(Remainder);
    units_->AutoSizeColumns(false);
    units_->SetColLabelSize(wxGRID_AUTOSIZE);
    // In men the odd men are counted in the men lost: no column of their own.
    if (inMen_) units_->HideCol(Remainder);
    leaders_->AutoSizeColumns(false);
    units_->ForceRefresh();
}

application::TabletopDraft TabletopDialog::draft() const {
    application::TabletopDraft typed{blank_, inMen_, winnerChosen()};
    for (int row = 0; row < units_->GetNumberRows(); ++row) {
        battle::UnitOutcome& unit = typed.typed.units[static_cast<std::size_t>(row)];
        for (const CountColumn& each : kCountColumns)
            unit.*each.count = cellNumber(*units_, row, each.column);
        if (inMen_) unit.menRemainder = 0;
        unit.endState =
            battle::unitEndStateFromString(units_->GetCellValue(row, EndState).utf8_string())
                .value_or(battle::UnitEndState::Formed);
    }
    for (int row = 0; row < leaders_->GetNumberRows(); ++row) {
        battle::LeaderOutcome& leader = typed.typed.leaders[static_cast<std::size_t>(row)];
        leader.fate = battle::leaderFateFromString(leaders_->GetCellValue(row, Fate).utf8_string())
                          .value_or(battle::LeaderFate::Unharmed);
    }
    const int chosen = winner_->GetSelection();
    typed.typed.winner = chosen >= 1 && chosen <= static_cast<int>(sides_.size())
                             ? sides_[static_cast<std::size_t>(chosen - 1)].id
                             : std::string();
    return typed;
}

bool TabletopDialog::winnerChosen() const {
    return winner_->GetSelection() > 0;
}

void TabletopDialog::setWinner(const std::string& sideId) {
    winner_->SetSelection(static_cast<int>(sides_.size()) + 1);  // a draw
    for (std::size_t i = 0; i < sides_.size(); ++i)
        if (sides_[i].id == sideId) winner_->SetSelection(static_cast<int>(i) + 1);
    if (winnerMarked_) clearMarks();
}

bool TabletopDialog::inMen() const {
    return inMen_;
}

void TabletopDialog::setCount(int row, int column, int value) {
    units_->SetCellValue(row, column, wxString::Format("%d", value));
    updateTotals();
}

void TabletopDialog::enterInMen(bool men) {
    if (units_->IsCellEditControlEnabled()) units_->SaveEditControlValue();
    if (men == inMen_) return;
    clearMarks();
    application::TabletopDraft typed = draft();
    if (men) {
        typed.typed = application::menFromFigures(typed.typed, menPerFigure());
    } else {
        // Back to figures only when every count makes whole figures: otherwise men would be
        // lost on the way. The check says which count does not.
        if (const auto problem = application::menNotWholeFigures(typed.typed, menPerFigure())) {
            inMenButton_->SetValue(true);
            mark(*problem);
            return;
        }
        typed.typed = application::figuresFromMen(typed.typed, menPerFigure());
    }
    typed.inMen = men;
    fill(typed);
}

void TabletopDialog::updateTotals() {
    const application::TabletopDraft typed = draft();
    const int scale = menPerFigure();
    for (std::size_t i = 0; i < sides_.size(); ++i) {
        long men = 0, removed = 0, lostMen = 0, routed = 0, prisoners = 0;
        for (const battle::UnitOutcome& unit : typed.typed.units) {
            if (unit.side != sides_[i].id) continue;
            men += unit.menAtStart;
            const long lost = inMen_ ? unit.figuresRemoved
                                     : long{unit.figuresRemoved} * scale + unit.menRemainder;
            lostMen += lost;
            removed += inMen_ ? lost / scale : unit.figuresRemoved;
            routed += unit.figuresRouted;
            prisoners += unit.figuresCaptured;
        }
        const char* one = inMen_ ? "man" : "figure";
        const char* many = inMen_ ? "men" : "figures";
        totals_[i]->SetLabel(utf8(sides_[i].name) + ": " + countOf(men, "man", "men") +
                             " at start; " + countOf(removed, "figure", "figures") + " removed (" +
                             countOf(lostMen, "man", "men") + " lost); " +
                             countOf(routed, one, many) + " routed; " +
                             countOf(prisoners, one, many) + " taken prisoner");
    }
}

void TabletopDialog::clearMarks() {
    if (markedUnit_) {
        units_->SetCellBackgroundColour(markedUnit_->first, markedUnit_->second,
                                        units_->GetDefaultCellBackgroundColour());
    }
    if (markedLeader_) {
        leaders_->SetCellBackgroundColour(markedLeader_->first, markedLeader_->second,
                                          leaders_->GetDefaultCellBackgroundColour());
    }
    markedUnit_.reset();
    markedLeader_.reset();
    winnerMarked_ = false;
    winnerLabel_->SetForegroundColour(GetForegroundColour());
    winnerLabel_->SetLabel("Winner");
    markedText_.clear();
    message_->SetLabel(wxString());
    units_->GetGridWindow()->UnsetToolTip();
    units_->ForceRefresh();
    leaders_->ForceRefresh();
    Layout();
}

void TabletopDialog::mark(const battle::OutcomeProblem& problem) {
    clearMarks();
    // The check's messages run on from a file's line number ("unit 'X': ..."); here each
    // stands alone, as a sentence.
    markedText_ = utf8(problem.message);
    if (!markedText_.empty()) markedText_[0] = wxToupper(markedText_[0]);
    message_->SetLabel(markedText_);
    message_->Wrap(std::max(GetClientSize().GetWidth() - 16, 300));
    using Where = battle::OutcomeProblem::Where;
    if (problem.where == Where::Unit && problem.index >= 0 &&
        problem.index < units_->GetNumberRows()) {
        const int column = columnOfField(problem.field, inMen_);
        markedUnit_ = {problem.index, column};
        units_->SetCellBackgroundColour(problem.index, column, kMarked);
        units_->MakeCellVisible(problem.index, column);
        units_->SetGridCursor(problem.index, column);
        units_->SetFocus();
    } else if (problem.where == Where::Leader && problem.index >= 0 &&
               problem.index < leaders_->GetNumberRows()) {
        markedLeader_ = {problem.index, Fate};
        leaders_->SetCellBackgroundColour(problem.index, Fate, kMarked);
        leaders_->MakeCellVisible(problem.index, Fate);
        leaders_->SetGridCursor(problem.index, Fate);
        leaders_->SetFocus();
    } else if (problem.field == "winner") {
        winnerMarked_ = true;
        winnerLabel_->SetForegroundColour(wxColour(170, 0, 0));
        winnerLabel_->SetLabel(wxString::FromUTF8("Winner ▸"));
        winner_->SetFocus();
    }
    units_->ForceRefresh();
    leaders_->ForceRefresh();
    Layout();
}

wxString TabletopDialog::message() const {
    return message_->GetLabel();
}

wxString TabletopDialog::totals() const {
    wxString text;
    for (const wxStaticText* line : totals_) text += line->GetLabel() + "\n";
    return text;
}

wxString TabletopDialog::cellTip(int row, int column) const {
    return markedUnit_ && markedUnit_->first == row && markedUnit_->second == column ? markedText_
                                                                                     : wxString();
}

void TabletopDialog::showTip(wxMouseEvent& event) {
    event.Skip();
    // Only the main grid window is watched: the marked counts never stand in the frozen part.
    wxWindow* window = units_->GetGridWindow();
    wxGridWindow* gridWindow = units_->DevicePosToGridWindow(
        units_->ScreenToClient(window->ClientToScreen(event.GetPosition())));
    if (!gridWindow) return;
    const wxPoint at = units_->CalcGridWindowUnscrolledPosition(event.GetPosition(), gridWindow);
    const wxGridCellCoords cell = units_->XYToCell(at, gridWindow);
    const wxString tip = cellTip(cell.GetRow(), cell.GetCol());
    if (tip.empty()) {
        window->UnsetToolTip();
    } else if (window->GetToolTipText() != tip) {
        window->SetToolTip(tip);
    }
}

bool TabletopDialog::ok() {
    if (units_->IsCellEditControlEnabled()) units_->SaveEditControlValue();
    if (leaders_->IsCellEditControlEnabled()) leaders_->SaveEditControlValue();
    const application::TabletopDraft typed = draft();
    const application::TabletopCheck checked =
        application::checkTabletopDraft(typed, menPerFigure());
    // Kept either way: a refused entry is still what the table said, and an accepted one stays
    // until the battle is applied, so a preview closed without Apply loses nothing.
    keepDraft();
    if (checked.problem) {
        mark(*checked.problem);
        return false;
    }
    clearMarks();
    accepted_ = *checked.outcome;
    if (IsModal()) {
        EndModal(wxID_OK);
    } else {
        SetReturnCode(wxID_OK);
        Hide();
    }
    return true;
}

void TabletopDialog::keepDraft() {
    const application::TabletopDraft typed = draft();
    try {
        if (untouched(typed)) {
            session_.discardTabletopDraft(blank_.place);
        } else {
            session_.saveTabletopDraft(blank_.place, typed);
        }
    } catch (const std::exception& error) {
        wxLogWarning("%s", utf8(std::string("What was typed could not be kept: ") + error.what()));
    }
}

void TabletopDialog::keepDraftAndClose() {
    if (units_->IsCellEditControlEnabled()) units_->SaveEditControlValue();
    if (leaders_->IsCellEditControlEnabled()) leaders_->SaveEditControlValue();
    keepDraft();
    if (IsModal()) {
        EndModal(wxID_CANCEL);
    } else {
        SetReturnCode(wxID_CANCEL);
        Hide();
    }
}

void TabletopDialog::discardDraft() {
    if (units_->IsCellEditControlEnabled()) units_->DisableCellEditControl();
    if (leaders_->IsCellEditControlEnabled()) leaders_->DisableCellEditControl();
    try {
        session_.discardTabletopDraft(blank_.place);
    } catch (const std::exception& error) {
        wxLogWarning("%s", utf8(std::string("The draft could not be discarded: ") + error.what()));
        return;
    }
    clearMarks();
    fill({blank_, false, false});
}

}  // namespace seneschal::gui
