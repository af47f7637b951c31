#include "app/gui/tabletop_console_dialog.hpp"

#include <wx/button.h>
#include <wx/checkbox.h>
#include <wx/checklst.h>
#include <wx/choice.h>
#include <wx/display.h>
#include <wx/grid.h>
#include <wx/listbox.h>
#include <wx/listctrl.h>
#include <wx/notebook.h>
#include <wx/scrolwin.h>
#include <wx/settings.h>
#include <wx/sizer.h>
#include <wx/spinctrl.h>
#include <wx/stattext.h>
#include <wx/textctrl.h>

#include <algorithm>
#include <map>

#include "app/gui/prompter.hpp"
#include "app/gui/wx_text.hpp"
#include "application/battles/campaign_battle.hpp"
#include "application/tabletop/calculators.hpp"
#include "application/tabletop/table_scale.hpp"
#include "base/errors.hpp"

namespace seneschal::gui {

namespace {

// "target-in-cover" -> "target in cover": the calculators' factor ids as a person reads them.
wxString consoleWords(const std::string& id) {
    std::string words = id;
    std::replace(words.begin(), words.end(), '-', ' ');
    return utf8(words);
}

wxString consoleYes(bool yes) {
    return yes ? "yes" : "no";
}

wxSpinCtrl* consoleSpin(wxWindow* parent, int most) {
    auto* spin = new wxSpinCtrl(parent, wxID_ANY, "", wxDefaultPosition, wxSize(110, -1),
                                wxSP_ARROW_KEYS, 0, most, 0);
    return spin;
}

wxTextCtrl* consoleDiceField(wxWindow* parent) {
    auto* text = new wxTextCtrl(parent, wxID_ANY, "", wxDefaultPosition, wxSize(160, -1));
    text->SetHint("blank: roll");
    text->SetToolTip(
        "The dice thrown on the table, in the order the rules use them (e.g. 4,7,9); leave "
        "blank for the console to roll them");
    return text;
}

void consoleRow(wxFlexGridSizer* grid, wxWindow* parent, const wxString& label, wxWindow* field) {
    grid->Add(new wxStaticText(parent, wxID_ANY, label), 0, wxALIGN_CENTER_VERTICAL);
    grid->Add(field, 1, wxEXPAND);
}

// A calculator's page: it scrolls when the window is too short for all its fields.
wxScrolledWindow* consolePage(wxWindow* book) {
    auto* page = new wxScrolledWindow(book, wxID_ANY, wxDefaultPosition, wxDefaultSize,
                                      wxVSCROLL | wxTAB_TRAVERSAL);
    page->SetScrollRate(0, 12);
    return page;
}

wxFlexGridSizer* consoleGrid() {
    auto* grid = new wxFlexGridSizer(2, wxSize(10, 6));
    grid->AddGrowableCol(1);
    return grid;
}

std::vector<std::string> consoleTicked(const wxCheckListBox* box,
                                       const std::vector<std::string>& ids) {
    std::vector<std::string> ticked;
    for (unsigned i = 0; i < box->GetCount() && i < ids.size(); ++i) {
        if (box->IsChecked(i)) ticked.push_back(ids[i]);
    }
    return ticked;
}

}  // namespace

TabletopConsoleDialog::TabletopConsoleDialog(wxWindow* parent, const battle::Rulebook& rules,
                                             const battle::BattleSetup& setup,
                                             application::TabletopConsole console, Keeper keep,
                                             Prompter& prompter)
    : wxDialog(parent, wxID_ANY, "Tabletop console", wxDefaultPosition, wxDefaultSize,
               wxDEFAULT_DIALOG_STYLE | wxRESIZE_BORDER | wxMAXIMIZE_BOX),
      rules_(rules),
      setup_(setup),
      console_(std::move(console)),
      keep_(std::move(keep)),
      prompter_(prompter),
      nextSeed_(application::freshSeed()) {
    SetTitle(utf8("Tabletop console — " + console_.battleName));
    for (const application::ConsoleUnit& u : console_.startUnits) unitIds_.push_back(u.id);
    for (const application::ConsoleLeader& l : console_.startLeaders) leaderIds_.push_back(l.id);

    heading_ = new wxStaticText(this, wxID_ANY, "");
    wxFont big = heading_->GetFont();
    big.SetPointSize(big.GetPointSize() + 3);
    big.MakeBold();
    heading_->SetFont(big);

    auto* next = new wxButton(this, wxID_ANY, "&Next step");
    undoButton_ = new wxButton(this, wxID_ANY, "&Undo last step");
    auto* end = new wxButton(this, wxID_ANY, "&End battle...");
    scale_ = new wxStaticText(this, wxID_ANY, "");
    scaleButton_ = new wxButton(this, wxID_ANY, "&Scale...");
    proposeButton_ = new wxButton(this, wxID_ANY, "&Propose from a collection...");
    auto* close = new wxButton(this, wxID_CANCEL, "&Close (kept)");
    next->SetToolTip("On to the next step of the move (GA-SEQ)");
    close->SetToolTip("Close the console: the battle is kept and opens again where you left it");

    auto* top = new wxBoxSizer(wxHORIZONTAL);
    top->Add(next, 0, wxRIGHT, 6);
    top->Add(undoButton_, 0, wxRIGHT, 6);
    top->Add(end, 0, wxRIGHT, 24);
    top->Add(scale_, 0, wxALIGN_CENTER_VERTICAL | wxRIGHT, 6);
    top->Add(scaleButton_, 0, wxRIGHT, 6);
    top->Add(proposeButton_, 0, wxRIGHT, 6);
    top->AddStretchSpacer();
    top->Add(close, 0);

    units_ = new wxGrid(this, wxID_ANY);
    units_->CreateGrid(static_cast<int>(console_.startUnits.size()), UnitColumns);
    const char* labels[UnitColumns] = {"Side",    "Unit",   "Figures", "Removed",
                                       "Carried", "Formed", "Morale",  "Moved",
                                       "Contact", "Leader", "Troops",  "Orders"};
    for (int c = 0; c < UnitColumns; ++c) units_->SetColLabelValue(c, labels[c]);
    units_->EnableEditing(false);
    units_->SetRowLabelSize(0);
    units_->DisableDragRowSize();
    units_->SetSelectionMode(wxGrid::wxGridSelectRows);
    units_->SetColLabelAlignment(wxALIGN_LEFT, wxALIGN_CENTRE);
    units_->FreezeTo(0, Figures);  // the side and the unit stay while the state scrolls
    // Its columns would take the whole width: the calculators keep theirs.
    units_->SetMinSize(wxSize(360, 220));
    auto* legend = new wxStaticText(
        this, wxID_ANY,
        "Figures: standing of those fielded. Carried: casualty men carried to the next loss "
        "(GA-CAS-MEN). Moved: mm this move. Red: routed; yellow: unformed.");
    legend->SetForegroundColour(wxSystemSettings::GetColour(wxSYS_COLOUR_GRAYTEXT));
    legend->Wrap(560);

    due_ = new wxTextCtrl(this, wxID_ANY, "", wxDefaultPosition, wxSize(-1, 70),
                          wxTE_MULTILINE | wxTE_READONLY);

    pages_ = new wxNotebook(this, wxID_ANY, wxDefaultPosition, wxSize(500, 260));
    pages_->SetMinSize(wxSize(500, 200));
    pages_->AddPage(marksPage(pages_), "Marks");
    pages_->AddPage(shootingPage(pages_), "Shooting");
    pages_->AddPage(meleePage(pages_), "Melee");
    pages_->AddPage(moralePage(pages_), "Morale");
    pages_->AddPage(leaderRiskPage(pages_), "Leader risk");
    pages_->AddPage(leaderLossPage(pages_), "Leader loss");
    pages_->AddPage(quarterPage(pages_), "Quarter");
    pages_->AddPage(pursuitPage(pages_), "Pursuit");
    auto* work = new wxButton(this, wxID_ANY, "&Work it out");
    auto* keepIt = new wxButton(this, wxID_ANY, "&Record");
    work->SetToolTip("Work out the result with the dice given, or roll them");
    keepIt->SetToolTip("Record the result worked out as a step of the battle log");
    working_ = new wxTextCtrl(this, wxID_ANY, "", wxDefaultPosition, wxSize(300, 130),
                              wxTE_MULTILINE | wxTE_READONLY);
    message_ = new wxStaticText(this, wxID_ANY, "");
    message_->SetForegroundColour(wxColour(160, 0, 0));

    log_ = new wxListCtrl(this, wxID_ANY, wxDefaultPosition, wxSize(-1, 170),
                          wxLC_REPORT | wxLC_SINGLE_SEL);
    log_->AppendColumn("Move", wxLIST_FORMAT_RIGHT, 50);
    log_->AppendColumn("Step", wxLIST_FORMAT_LEFT, 300);
    log_->AppendColumn("Rule", wxLIST_FORMAT_LEFT, 120);
    log_->AppendColumn("What happened", wxLIST_FORMAT_LEFT, 800);

    auto* left = new wxBoxSizer(wxVERTICAL);
    left->Add(units_, 1, wxEXPAND | wxBOTTOM, 2);
    left->Add(legend, 0, wxBOTTOM, 6);
    left->Add(new wxStaticText(this, wxID_ANY, "Due now"), 0, wxBOTTOM, 2);
    left->Add(due_, 0, wxEXPAND);
    auto* buttons = new wxBoxSizer(wxHORIZONTAL);
    buttons->Add(work, 0, wxRIGHT, 6);
    buttons->Add(keepIt, 0);
    auto* right = new wxBoxSizer(wxVERTICAL);
    right->Add(pages_, 1, wxEXPAND | wxBOTTOM, 6);
    right->Add(buttons, 0, wxBOTTOM, 6);
    right->Add(message_, 0, wxEXPAND | wxBOTTOM, 4);
    right->Add(working_, 0, wxEXPAND);
    auto* middle = new wxBoxSizer(wxHORIZONTAL);
    middle->Add(left, 5, wxEXPAND | wxRIGHT, 10);
    middle->Add(right, 4, wxEXPAND);

    auto* all = new wxBoxSizer(wxVERTICAL);
    all->Add(heading_, 0, wxALL, 10);
    all->Add(top, 0, wxEXPAND | wxLEFT | wxRIGHT | wxBOTTOM, 10);
    all->Add(middle, 1, wxEXPAND | wxLEFT | wxRIGHT, 10);
    all->Add(new wxStaticText(this, wxID_ANY, "Battle log"), 0, wxLEFT | wxTOP, 10);
    all->Add(log_, 0, wxEXPAND | wxALL, 10);
    SetSizer(all);

    next->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { nextStep(); });
    undoButton_->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { undo(); });
    end->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { endBattle(); });
    scaleButton_->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { askScale(); });
    proposeButton_->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { proposeScale(); });
    work->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { workOut(); });
    keepIt->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { record(); });
    pages_->Bind(wxEVT_NOTEBOOK_PAGE_CHANGED, [this](wxBookCtrlEvent& event) {
        pending_ = nullptr;
        working_->Clear();
        message_->SetLabel("");
        if (event.GetSelection() == MoraleTab) fillMoraleFactors();
        event.Skip();
    });
    units_->Bind(wxEVT_GRID_SELECT_CELL, [this](wxGridEvent& event) {
        const int row = event.GetRow();
        if (row >= 0 && row < static_cast<int>(unitIds_.size())) {
            const std::string& id = unitIds_[static_cast<std::size_t>(row)];
            for (wxChoice* choice : {markUnit_, moraleUnit_, lossUnit_, pursuitUnit_}) {
                selectUnit(choice, id);
            }
            loadMarks();
        }
        event.Skip();
    });

    const wxRect screen = wxDisplay(wxDisplay::GetFromWindow(parent)).GetClientArea();
    SetSize(std::min(screen.width - 40, 1500), std::min(screen.height - 40, 940));
    CentreOnParent();
    refresh();
}

wxChoice* TabletopConsoleDialog::unitChoice(wxWindow* parent) {
    wxArrayString names;
    for (const application::ConsoleUnit& u : console_.startUnits) {
        names.Add(utf8(application::sideNameOf(console_, u.side) + ": " + u.name));
    }
    auto* choice = new wxChoice(parent, wxID_ANY, wxDefaultPosition, wxDefaultSize, names);
    if (!names.IsEmpty()) choice->SetSelection(0);
    choice->Bind(wxEVT_CHOICE, [this](wxCommandEvent& event) {
        pending_ = nullptr;
        event.Skip();
    });
    return choice;
}

std::string TabletopConsoleDialog::unitAt(const wxChoice* choice) const {
    const int at = choice->GetSelection();
    if (at == wxNOT_FOUND || at >= static_cast<int>(unitIds_.size())) return {};
    return unitIds_[static_cast<std::size_t>(at)];
}

void TabletopConsoleDialog::selectUnit(wxChoice* choice, const std::string& id) {
    const auto at = std::find(unitIds_.begin(), unitIds_.end(), id);
    if (at != unitIds_.end()) choice->SetSelection(static_cast<int>(at - unitIds_.begin()));
}

wxWindow* TabletopConsoleDialog::marksPage(wxNotebook* book) {
    auto* page = consolePage(book);
    markUnit_ = unitChoice(page);
    charging_ = new wxCheckBox(page, wxID_ANY, "declares a charge (GA-CHARGE)");
    moved_ = consoleSpin(page, 5000);
    formed_ = new wxCheckBox(page, wxID_ANY, "formed (GA-UNFORMED)");
    contact_ = new wxCheckBox(page, wxID_ANY, "in contact with the enemy");
    auto* grid = consoleGrid();
    consoleRow(grid, page, "Unit", markUnit_);
    consoleRow(grid, page, "", charging_);
    consoleRow(grid, page, "Moved (mm)", moved_);
    consoleRow(grid, page, "", formed_);
    consoleRow(grid, page, "", contact_);
    auto* sizer = new wxBoxSizer(wxVERTICAL);
    sizer->Add(new wxStaticText(page, wxID_ANY,
                                "Mark charges when declared, and after moving who moved how far, "
                                "who is unformed and who is in contact; then Record."),
               0, wxALL, 8);
    sizer->Add(grid, 0, wxEXPAND | wxLEFT | wxRIGHT, 8);
    page->SetSizer(sizer);
    page->FitInside();
    markUnit_->Bind(wxEVT_CHOICE, [this](wxCommandEvent&) { loadMarks(); });
    return page;
}

wxWindow* TabletopConsoleDialog::shootingPage(wxNotebook* book) {
    auto* page = consolePage(book);
    shooter_ = unitChoice(page);
    target_ = unitChoice(page);
    if (target_->GetCount() > 1) target_->SetSelection(static_cast<int>(target_->GetCount()) - 1);
    shootFigures_ = consoleSpin(page, 10000);
    wxArrayString factors;
    for (const std::string& id : application::shootingChecklist()) factors.Add(consoleWords(id));
    shootFactors_ = new wxCheckListBox(page, wxID_ANY, wxDefaultPosition, wxSize(-1, 120), factors);
    shootDice_ = consoleDiceField(page);
    auto* grid = consoleGrid();
    consoleRow(grid, page, "Shooters", shooter_);
    consoleRow(grid, page, "Target", target_);
    consoleRow(grid, page, "Figures shooting", shootFigures_);
    consoleRow(grid, page, "Tactical factors (GA-TF-SHOOT)", shootFactors_);
    consoleRow(grid, page, "Dice", shootDice_);
    auto* sizer = new wxBoxSizer(wxVERTICAL);
    sizer->Add(grid, 1, wxEXPAND | wxALL, 8);
    page->SetSizer(sizer);
    page->FitInside();
    return page;
}

wxWindow* TabletopConsoleDialog::meleePage(wxNotebook* book) {
    auto* page = consolePage(book);
    meleeKind_ = new wxChoice(page, wxID_ANY);
    meleeKind_->Append("impact melee");
    meleeKind_->Append("mixed melee");
    meleeKind_->SetSelection(0);
    meleeA_ = unitChoice(page);
    meleeB_ = unitChoice(page);
    if (meleeB_->GetCount() > 1) meleeB_->SetSelection(static_cast<int>(meleeB_->GetCount()) - 1);
    meleeFiguresA_ = consoleSpin(page, 10000);
    meleeFiguresB_ = consoleSpin(page, 10000);
    wxArrayString factors;
    for (const std::string& id : application::meleeChecklist()) factors.Add(consoleWords(id));
    meleeFactorsA_ = new wxCheckListBox(page, wxID_ANY, wxDefaultPosition, wxSize(-1, 70), factors);
    meleeFactorsB_ = new wxCheckListBox(page, wxID_ANY, wxDefaultPosition, wxSize(-1, 70), factors);
    // GA-CC-RESULT: more units of either side in the same melee, each striking one enemy unit.
    joinUnit_ = unitChoice(page);
    joinFigures_ = consoleSpin(page, 10000);
    joinStrikes_ = unitChoice(page);
    joinFactors_ = new wxCheckListBox(page, wxID_ANY, wxDefaultPosition, wxSize(-1, 70), factors);
    joined_ = new wxListBox(page, wxID_ANY, wxDefaultPosition, wxSize(-1, 60));
    auto* add = new wxButton(page, wxID_ANY, "Add to the melee");
    auto* remove = new wxButton(page, wxID_ANY, "Remove");
    auto* joinButtons = new wxBoxSizer(wxHORIZONTAL);
    joinButtons->Add(add, 0, wxRIGHT, 6);
    joinButtons->Add(remove);
    meleeDice_ = consoleDiceField(page);
    auto* grid = consoleGrid();
    consoleRow(grid, page, "Kind (GA-CC-TYPES)", meleeKind_);
    consoleRow(grid, page, "Side A", meleeA_);
    consoleRow(grid, page, "A's figures fighting", meleeFiguresA_);
    consoleRow(grid, page, "A's factors (GA-TF-MELEE)", meleeFactorsA_);
    consoleRow(grid, page, "Side B", meleeB_);
    consoleRow(grid, page, "B's figures fighting", meleeFiguresB_);
    consoleRow(grid, page, "B's factors", meleeFactorsB_);
    consoleRow(grid, page, "More units (GA-CC-RESULT)", joinUnit_);
    consoleRow(grid, page, "Its figures fighting", joinFigures_);
    consoleRow(grid, page, "It strikes", joinStrikes_);
    consoleRow(grid, page, "Its factors", joinFactors_);
    grid->Add(0, 0);
    grid->Add(joinButtons);
    consoleRow(grid, page, "Also in the melee", joined_);
    consoleRow(grid, page, "Dice (each unit's in turn, A's side first)", meleeDice_);
    auto* sizer = new wxBoxSizer(wxVERTICAL);
    sizer->Add(grid, 1, wxEXPAND | wxALL, 8);
    page->SetSizer(sizer);
    page->FitInside();
    add->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) {
        joinMelee(unitAt(joinUnit_), joinFigures_->GetValue(), unitAt(joinStrikes_),
                  consoleTicked(joinFactors_, application::meleeChecklist()));
    });
    remove->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) {
        const int at = joined_->GetSelection();
        if (at == wxNOT_FOUND) return;
        joinedUnits_.erase(joinedUnits_.begin() + at);
        pending_ = nullptr;
        showJoined();
    });
    return page;
}

void TabletopConsoleDialog::joinMelee(const std::string& unit, int figures,
                                      const std::string& strikes,
                                      const std::vector<std::string>& tactical) {
    joinedUnits_.push_back({{unit, figures, strikes}, tactical});
    pending_ = nullptr;
    showJoined();
}

void TabletopConsoleDialog::showJoined() {
    const application::ConsoleState now = application::consoleState(console_);
    joined_->Clear();
    for (const JoinedUnit& j : joinedUnits_) {
        std::string line = application::sideNameOf(console_, now.unit(j.fighter.unit).side) + ": " +
                           now.unit(j.fighter.unit).name + ", " +
                           seneschal::countOf(j.fighter.figures, "figure", "figures") +
                           ", strikes " + now.unit(j.fighter.strikes).name;
        for (const std::string& f : j.tactical) line += ", " + consoleWords(f);
        joined_->Append(utf8(line));
    }
}

wxWindow* TabletopConsoleDialog::moralePage(wxNotebook* book) {
    auto* page = consolePage(book);
    moraleUnit_ = unitChoice(page);
    moraleFactors_ = new wxTextCtrl(page, wxID_ANY, "");
    std::string names;
    for (const std::string& n : application::moraleFactorNames()) {
        names += (names.empty() ? "" : ", ") + n;
    }
    moraleFactors_->SetToolTip(
        utf8("Factors that apply, as name or name:count, comma-separated: " + names));
    moraleDice_ = consoleDiceField(page);
    auto* grid = consoleGrid();
    consoleRow(grid, page, "Unit", moraleUnit_);
    consoleRow(grid, page, "Factors (GA-MT-ROLL, GA-DISTRACT)", moraleFactors_);
    consoleRow(grid, page, "Dice (two)", moraleDice_);
    auto* sizer = new wxBoxSizer(wxVERTICAL);
    sizer->Add(grid, 0, wxEXPAND | wxALL, 8);
    auto* hint = new wxStaticText(page, wxID_ANY, utf8("Factors: " + names));
    hint->Wrap(420);
    sizer->Add(hint, 0, wxLEFT | wxRIGHT, 8);
    page->SetSizer(sizer);
    page->FitInside();
    moraleUnit_->Bind(wxEVT_CHOICE, [this](wxCommandEvent&) { fillMoraleFactors(); });
    return page;
}

wxWindow* TabletopConsoleDialog::leaderRiskPage(wxNotebook* book) {
    auto* page = consolePage(book);
    wxArrayString names;
    for (const application::ConsoleLeader& l : console_.startLeaders) {
        names.Add(utf8(application::sideNameOf(console_, l.side) + ": " + l.name + " (CV " +
                       std::to_string(l.cv) + ")"));
    }
    riskLeader_ = new wxChoice(page, wxID_ANY, wxDefaultPosition, wxDefaultSize, names);
    if (!names.IsEmpty()) riskLeader_->SetSelection(0);
    riskFigures_ = consoleSpin(page, 10000);
    riskMelee_ = new wxCheckBox(page, wxID_ANY, "in close combat");
    riskMelee_->SetValue(true);
    riskDice_ = consoleDiceField(page);
    auto* grid = consoleGrid();
    consoleRow(grid, page, "Leader", riskLeader_);
    consoleRow(grid, page, "Figures removed near him", riskFigures_);
    consoleRow(grid, page, "", riskMelee_);
    consoleRow(grid, page, "Dice", riskDice_);
    auto* sizer = new wxBoxSizer(wxVERTICAL);
    sizer->Add(grid, 0, wxEXPAND | wxALL, 8);
    page->SetSizer(sizer);
    page->FitInside();
    return page;
}

wxWindow* TabletopConsoleDialog::leaderLossPage(wxNotebook* book) {
    auto* page = consolePage(book);
    lossUnit_ = unitChoice(page);
    lossDice_ = consoleDiceField(page);
    auto* grid = consoleGrid();
    consoleRow(grid, page, "Unit whose leader fell", lossUnit_);
    consoleRow(grid, page, "Die", lossDice_);
    auto* sizer = new wxBoxSizer(wxVERTICAL);
    sizer->Add(new wxStaticText(page, wxID_ANY,
                                "When a unit's leader is killed or taken, its men react by their "
                                "background (GA-LEADER-KILLED-FEUDAL, -MERC, -REG)."),
               0, wxALL, 8);
    sizer->Add(grid, 0, wxEXPAND | wxLEFT | wxRIGHT, 8);
    page->SetSizer(sizer);
    page->FitInside();
    return page;
}

wxWindow* TabletopConsoleDialog::quarterPage(wxNotebook* book) {
    auto* page = consolePage(book);
    pursuers_ = unitChoice(page);
    routed_ = unitChoice(page);
    quarterFigures_ = consoleSpin(page, 10000);
    quarterDice_ = consoleDiceField(page);
    auto* grid = consoleGrid();
    consoleRow(grid, page, "Pursuers", pursuers_);
    consoleRow(grid, page, "Routed unit asking quarter", routed_);
    consoleRow(grid, page, "Figures that cannot escape", quarterFigures_);
    consoleRow(grid, page, "Die (the pursuers')", quarterDice_);
    auto* sizer = new wxBoxSizer(wxVERTICAL);
    sizer->Add(grid, 0, wxEXPAND | wxALL, 8);
    page->SetSizer(sizer);
    page->FitInside();
    return page;
}

wxWindow* TabletopConsoleDialog::pursuitPage(wxNotebook* book) {
    auto* page = consolePage(book);
    pursuitUnit_ = unitChoice(page);
    pursuitFigures_ = consoleSpin(page, 10000);
    auto* grid = consoleGrid();
    consoleRow(grid, page, "Unit", pursuitUnit_);
    consoleRow(grid, page, "Figures off the table", pursuitFigures_);
    auto* sizer = new wxBoxSizer(wxVERTICAL);
    sizer->Add(new wxStaticText(page, wxID_ANY,
                                "Figures that pursued their beaten enemy off the table "
                                "(GA-PURSUIT); then Record."),
               0, wxALL, 8);
    sizer->Add(grid, 0, wxEXPAND | wxLEFT | wxRIGHT, 8);
    page->SetSizer(sizer);
    page->FitInside();
    return page;
}

void TabletopConsoleDialog::loadMarks() {
    const std::string id = unitAt(markUnit_);
    if (id.empty()) return;
    const application::ConsoleState state = application::consoleState(console_);
    const application::ConsoleUnit& u = state.unit(id);
    charging_->SetValue(u.charging);
    moved_->SetValue(u.moved);
    formed_->SetValue(u.formed);
    contact_->SetValue(u.inContact);
}

void TabletopConsoleDialog::fillMoraleFactors() {
    const std::string id = unitAt(moraleUnit_);
    if (id.empty()) return;
    try {
        const application::MoraleRequest r = application::moraleRequest(console_, id);
        std::string text;
        for (const std::string& f : r.factors) text += (text.empty() ? "" : ", ") + f;
        if (application::consoleState(console_).unit(id).lostRound &&
            text.find("lost") == std::string::npos) {
            text += std::string(text.empty() ? "" : ", ") + "lost-melee-per-point:1";
        }
        moraleFactors_->ChangeValue(utf8(text));
    } catch (const std::exception&) {
        moraleFactors_->ChangeValue("");
    }
}

application::CalcDice TabletopConsoleDialog::diceFrom(const wxTextCtrl* text) const {
    application::CalcDice dice;
    const std::string typed = text->GetValue().Trim().Trim(false).utf8_string();
    if (!typed.empty()) dice.given = application::diceListed(typed, "dice");
    dice.seed = nextSeed_;
    return dice;
}

void TabletopConsoleDialog::showPage(Page page) {
    pages_->SetSelection(static_cast<std::size_t>(page));
}

void TabletopConsoleDialog::setMarks(const std::string& unit, bool charging, int moved, bool formed,
                                     bool contact) {
    showPage(MarksTab);
    selectUnit(markUnit_, unit);
    charging_->SetValue(charging);
    moved_->SetValue(moved);
    formed_->SetValue(formed);
    contact_->SetValue(contact);
}

void TabletopConsoleDialog::setShooting(const std::string& shooter, const std::string& target,
                                        int figures, const std::vector<std::string>& tactical,
                                        const wxString& dice) {
    showPage(ShootingTab);
    selectUnit(shooter_, shooter);
    selectUnit(target_, target);
    shootFigures_->SetValue(figures);
    const std::vector<std::string> ids = application::shootingChecklist();
    for (unsigned i = 0; i < ids.size(); ++i) {
        shootFactors_->Check(i,
                             std::find(tactical.begin(), tactical.end(), ids[i]) != tactical.end());
    }
    shootDice_->ChangeValue(dice);
    pending_ = nullptr;
}

void TabletopConsoleDialog::setMelee(battle::MeleeKind kind, const std::string& a, int figuresA,
                                     const std::string& b, int figuresB, const wxString& dice) {
    showPage(MeleeTab);
    meleeKind_->SetSelection(kind == battle::MeleeKind::Impact ? 0 : 1);
    selectUnit(meleeA_, a);
    selectUnit(meleeB_, b);
    meleeFiguresA_->SetValue(figuresA);
    meleeFiguresB_->SetValue(figuresB);
    meleeDice_->ChangeValue(dice);
    joinedUnits_.clear();
    showJoined();
    pending_ = nullptr;
}

void TabletopConsoleDialog::setMorale(const std::string& unit, const wxString& factors,
                                      const wxString& dice) {
    showPage(MoraleTab);
    selectUnit(moraleUnit_, unit);
    moraleFactors_->ChangeValue(factors);
    moraleDice_->ChangeValue(dice);
    pending_ = nullptr;
}

void TabletopConsoleDialog::setLeaderRisk(const std::string& leader, int figuresRemoved,
                                          bool inMelee, const wxString& dice) {
    showPage(LeaderRiskTab);
    const auto at = std::find(leaderIds_.begin(), leaderIds_.end(), leader);
    if (at != leaderIds_.end())
        riskLeader_->SetSelection(static_cast<int>(at - leaderIds_.begin()));
    riskFigures_->SetValue(figuresRemoved);
    riskMelee_->SetValue(inMelee);
    riskDice_->ChangeValue(dice);
    pending_ = nullptr;
}

void TabletopConsoleDialog::setLeaderLoss(const std::string& unit, const wxString& dice) {
    showPage(LeaderLossTab);
    selectUnit(lossUnit_, unit);
    lossDice_->ChangeValue(dice);
    pending_ = nullptr;
}

void TabletopConsoleDialog::setQuarter(const std::string& pursuers, const std::string& routed,
                                       int figures, const wxString& dice) {
    showPage(QuarterTab);
    selectUnit(pursuers_, pursuers);
    selectUnit(routed_, routed);
    quarterFigures_->SetValue(figures);
    quarterDice_->ChangeValue(dice);
    pending_ = nullptr;
}

void TabletopConsoleDialog::setPursuit(const std::string& unit, int figures) {
    showPage(PursuitTab);
    selectUnit(pursuitUnit_, unit);
    pursuitFigures_->SetValue(figures);
}

void TabletopConsoleDialog::showWorking(const application::CalcReport& report) {
    std::string text;
    for (const application::WorkingLine& line : report.working) {
        text += line.rule + "  " + line.text + "\n";
    }
    if (!report.dice.empty()) {
        text += report.diceGiven ? "Dice thrown on the table:" : "Dice rolled:";
        for (const application::CalcDie& die : report.dice) text += " " + std::to_string(die.face);
        text += "\n";
    }
    for (const application::WorkingLine& line : report.moraleTests) {
        text += "Due: " + line.text + " (" + line.rule + ")\n";
    }
    text += "=> " + report.summary;
    working_->ChangeValue(utf8(text));
    message_->SetLabel("");
}

void TabletopConsoleDialog::refused(const std::string& what) {
    pending_ = nullptr;
    message_->SetLabel(utf8(what));
    message_->Wrap(std::max(200, working_->GetSize().GetWidth()));
    Layout();
}

bool TabletopConsoleDialog::workOut() {
    pending_ = nullptr;
    try {
        switch (static_cast<Page>(pages_->GetSelection())) {
            case MarksTab:
            case PursuitTab:
                working_->ChangeValue("Nothing to work out: Record takes the marks as they are.");
                return true;
            case ShootingTab: {
                const std::string shooter = unitAt(shooter_);
                const std::string target = unitAt(target_);
                if (shooter == target) throw UserError("a unit cannot shoot at itself");
                application::ShootingRequest r = application::shootingRequest(
                    console_, shooter, target, shootFigures_->GetValue());
                r.tactical = consoleTicked(shootFactors_, application::shootingChecklist());
                r.dice = diceFrom(shootDice_);
                const application::ShootingCalcResult result =
                    application::calculateShooting(rules_, r);
                showWorking(result.report);
                pending_ = [shooter, target, r, result](application::TabletopConsole& c) {
                    application::recordShooting(c, shooter, target, r, result);
                };
                return true;
            }
            case MeleeTab: {
                const std::string a = unitAt(meleeA_);
                const std::string b = unitAt(meleeB_);
                if (a == b) throw UserError("a unit cannot fight itself");
                std::vector<application::MeleeFighter> fighters{{a, meleeFiguresA_->GetValue(), b},
                                                                {b, meleeFiguresB_->GetValue(), a}};
                std::map<std::string, std::vector<std::string>> tactical{
                    {a, consoleTicked(meleeFactorsA_, application::meleeChecklist())},
                    {b, consoleTicked(meleeFactorsB_, application::meleeChecklist())}};
                for (const JoinedUnit& j : joinedUnits_) {
                    fighters.push_back(j.fighter);
                    tactical[j.fighter.unit] = j.tactical;
                }
                application::MeleeRequest r = application::meleeRequest(
                    console_,
                    meleeKind_->GetSelection() == 1 ? battle::MeleeKind::Mixed
                                                    : battle::MeleeKind::Impact,
                    fighters);
                for (auto& side : r.sides) {
                    for (application::MeleeSideRequest& m : side) m.tactical = tactical[m.unit];
                }
                r.dice = diceFrom(meleeDice_);
                const application::MeleeCalcResult result = application::calculateMelee(rules_, r);
                showWorking(result.report);
                pending_ = [r, result](application::TabletopConsole& c) {
                    application::recordMelee(c, r, result);
                };
                return true;
            }
            case MoraleTab: {
                const std::string unit = unitAt(moraleUnit_);
                application::MoraleRequest r = application::moraleRequest(console_, unit);
                r.factors.clear();
                wxString typed = moraleFactors_->GetValue();
                for (const wxString& part : wxSplit(typed, ',')) {
                    const wxString f = wxString(part).Trim().Trim(false);
                    if (!f.empty()) r.factors.push_back(f.utf8_string());
                }
                r.dice = diceFrom(moraleDice_);
                const application::MoraleCalcResult result =
                    application::calculateMorale(rules_, r);
                showWorking(result.report);
                pending_ = [unit, r, result](application::TabletopConsole& c) {
                    application::recordMorale(c, unit, r, result);
                };
                return true;
            }
            case LeaderRiskTab: {
                const int at = riskLeader_->GetSelection();
                if (at == wxNOT_FOUND) throw UserError("no leader is chosen");
                const std::string leader = leaderIds_[static_cast<std::size_t>(at)];
                application::LeaderRiskRequest r = application::leaderRiskRequest(
                    console_, leader, riskFigures_->GetValue(), riskMelee_->GetValue());
                r.dice = diceFrom(riskDice_);
                const application::LeaderRiskCalcResult result =
                    application::calculateLeaderRisk(rules_, r);
                showWorking(result.report);
                const std::string enemy = application::enemySideOfLeader(console_, leader);
                pending_ = [leader, enemy, result](application::TabletopConsole& c) {
                    application::recordLeaderRisk(c, leader, enemy, result);
                };
                return true;
            }
            case LeaderLossTab: {
                const std::string unit = unitAt(lossUnit_);
                application::LeaderLossRequest r =
                    application::leaderLossRequest(console_, rules_, unit);
                r.dice = diceFrom(lossDice_);
                const application::LeaderLossCalcResult result =
                    application::calculateLeaderLoss(rules_, r);
                showWorking(result.report);
                pending_ = [unit, result](application::TabletopConsole& c) {
                    application::recordLeaderLoss(c, unit, result);
                };
                return true;
            }
            case QuarterTab: {
                const std::string pursuers = unitAt(pursuers_);
                const std::string routed = unitAt(routed_);
                const int figures = quarterFigures_->GetValue();
                application::QuarterRequest r =
                    application::quarterRequest(console_, pursuers, routed, figures);
                r.dice = diceFrom(quarterDice_);
                const application::QuarterCalcResult result =
                    application::calculateQuarter(rules_, r);
                showWorking(result.report);
                pending_ = [pursuers, routed, figures, result](application::TabletopConsole& c) {
                    application::recordQuarter(c, pursuers, routed, figures, result);
                };
                return true;
            }
            case Tabs:
                break;
        }
    } catch (const std::exception& error) {
        refused(error.what());
    }
    return false;
}

bool TabletopConsoleDialog::record() {
    const Page page = static_cast<Page>(pages_->GetSelection());
    if (page == MarksTab) {
        application::UnitMarks marks;
        marks.charging = charging_->GetValue();
        marks.moved = moved_->GetValue();
        marks.formed = formed_->GetValue();
        marks.inContact = contact_->GetValue();
        const std::string unit = unitAt(markUnit_);
        commit([unit, marks](application::TabletopConsole& c) {
            application::markUnit(c, unit, marks);
        });
        return message_->GetLabel().empty();
    }
    if (page == PursuitTab) {
        const std::string unit = unitAt(pursuitUnit_);
        const int figures = pursuitFigures_->GetValue();
        commit([unit, figures](application::TabletopConsole& c) {
            application::recordPursuedOff(c, unit, figures);
        });
        return message_->GetLabel().empty();
    }
    if (!pending_ && !workOut()) return false;
    const auto step = pending_;
    pending_ = nullptr;
    commit(step);
    if (message_->GetLabel().empty()) ++nextSeed_;  // the next roll, other dice
    return message_->GetLabel().empty();
}

void TabletopConsoleDialog::commit(const std::function<void(application::TabletopConsole&)>& step) {
    application::TabletopConsole changed = console_;
    try {
        step(changed);
        keep_(changed);  // kept before it is shown: what the log shows is on disk
    } catch (const std::exception& error) {
        refused(error.what());
        return;
    }
    console_ = std::move(changed);
    message_->SetLabel("");
    refresh();
}

void TabletopConsoleDialog::nextStep() {
    commit([](application::TabletopConsole& c) { application::nextPhase(c); });
}

bool TabletopConsoleDialog::undo() {
    if (console_.steps.empty()) return false;
    commit([](application::TabletopConsole& c) { application::undoStep(c); });
    return true;
}

bool TabletopConsoleDialog::changeScale(int menPerFigure) {
    bool done = false;
    commit([menPerFigure, &done](application::TabletopConsole& c) {
        application::rescaleConsole(c, menPerFigure);
        done = true;
    });
    return done && message_->GetLabel().empty();
}

void TabletopConsoleDialog::askScale() {
    const auto chosen = prompter_.number(
        this, "Table scale",
        "Men a figure on the table (GA-SCALE is 20; GA-SMALL-SCALE plays 10 to 15):",
        console_.scale, 1, 1000);
    if (chosen) changeScale(static_cast<int>(*chosen));
}

void TabletopConsoleDialog::proposeScale() {
    const wxString path = prompter_.openFile(this, "Figure collection",
                                             "Figure collections (*.xml)|*.xml|All files|*");
    if (path.empty()) return;
    try {
        const application::FigureCollection collection =
            application::readFigureCollection(path.utf8_string(), rules_);
        const application::ScaleProposal proposal =
            application::proposeScale(setup_, rules_, collection);
        std::string text = "The smallest scale at which " + collection.name +
                           "'s figures field both armies: " + std::to_string(proposal.proposed) +
                           " men a figure.";
        for (const application::ScaleChoice& choice : proposal.choices) {
            text += "\n" + choice.rule + ": " + std::to_string(choice.menPerFigure) +
                    " men a figure, " + (choice.fits ? "fits" : "does not fit");
        }
        const auto chosen =
            prompter_.number(this, "Table scale", utf8(text), proposal.proposed, 1, 1000);
        if (chosen) changeScale(static_cast<int>(*chosen));
    } catch (const std::exception& error) {
        prompter_.error(this, "Figure collection", utf8(error.what()));
    }
}

bool TabletopConsoleDialog::finish(const std::string& winner) {
    try {
        outcome_ = application::endOutcome(console_, winner).outcome;
    } catch (const std::exception& error) {
        refused(error.what());
        return false;
    }
    if (IsModal()) EndModal(wxID_OK);
    return true;
}

void TabletopConsoleDialog::endBattle() {
    ConsoleEndDialog ask(this, console_);
    if (ask.ShowModal() != wxID_OK) return;
    if (const auto winner = ask.winner()) finish(*winner);
}

wxString TabletopConsoleDialog::heading() const {
    return heading_->GetLabel();
}

wxString TabletopConsoleDialog::due() const {
    return due_->GetValue();
}

wxString TabletopConsoleDialog::working() const {
    return working_->GetValue();
}

wxString TabletopConsoleDialog::message() const {
    return message_->GetLabel();
}

int TabletopConsoleDialog::logLines() const {
    return log_->GetItemCount();
}

wxString TabletopConsoleDialog::logLine(int row) const {
    wxString line;
    for (int c = 0; c < log_->GetColumnCount(); ++c) {
        line += (c ? ", " : "") + log_->GetItemText(row, c);
    }
    return line;
}

void TabletopConsoleDialog::refresh() {
    const application::ConsoleState state = application::consoleState(console_);
    heading_->SetLabel(utf8("Move " + std::to_string(state.move) + ": " +
                            battle::toString(state.phase) + " (" +
                            application::phaseRule(state.phase) + ")"));
    scale_->SetLabel(utf8("Scale: " + seneschal::groupedNumber(console_.scale) +
                          (console_.scale == 1 ? " man" : " men") + " a figure"));
    scaleButton_->Enable(console_.steps.empty());
    proposeButton_->Enable(console_.steps.empty());
    undoButton_->Enable(!console_.steps.empty());

    const wxColour routed(255, 214, 214), unformed(255, 240, 200), plain = *wxWHITE;
    for (std::size_t i = 0; i < state.units.size(); ++i) {
        const application::ConsoleUnit& u = state.units[i];
        const int row = static_cast<int>(i);
        const application::ConsoleLeader* leader = state.leader(u.leader);
        std::string leaderText = leader ? leader->name : "";
        if (leader && leader->fate != battle::LeaderFate::Unharmed) {
            leaderText += std::string(" (") + battle::toString(leader->fate) + ")";
        }
        std::string figures =
            seneschal::groupedNumber(u.figures) + " of " + seneschal::groupedNumber(u.fielded);
        if (u.captured > 0) figures += ", " + seneschal::groupedNumber(u.captured) + " taken";
        if (u.routed > 0) figures += ", " + seneschal::groupedNumber(u.routed) + " fled";
        if (u.pursuedOff > 0) figures += ", " + seneschal::groupedNumber(u.pursuedOff) + " off";
        wxString cells[UnitColumns];
        cells[Side] = utf8(application::sideNameOf(console_, u.side));
        cells[Unit] = utf8(u.name);
        cells[Figures] = utf8(figures);
        cells[Removed] = groupedNumber(u.removed);
        cells[Carried] = groupedNumber(u.carried);
        cells[Formed] = consoleYes(u.formed);
        cells[Morale] = utf8(u.morale + (u.charging ? ", charging" : ""));
        cells[Moved] = u.moved ? groupedNumber(u.moved) + " mm" : wxString();
        cells[Contact] = consoleYes(u.inContact);
        cells[Leader] = utf8(leaderText);
        cells[Troops] =
            utf8(u.troopName + " (" + std::string(battle::toString(u.troopClass)) + ")");
        cells[Orders] = utf8(u.orders);
        for (int c = 0; c < UnitColumns; ++c) {
            units_->SetCellValue(row, c, cells[c]);
            units_->SetCellBackgroundColour(row, c,
                                            u.morale == "rout" ? routed
                                            : !u.formed        ? unformed
                                                               : plain);
        }
        for (int c : {Figures, Removed, Carried, Moved}) {
            units_->SetCellAlignment(row, c, wxALIGN_RIGHT, wxALIGN_CENTRE);
        }
    }
    units_->AutoSizeColumns(false);
    units_->ForceRefresh();

    std::string due;
    for (const application::WorkingLine& line : application::dueNow(console_)) {
        due += line.text + " (" + line.rule + ")\n";
    }
    due_->ChangeValue(utf8(due));

    log_->DeleteAllItems();
    for (std::size_t i = 0; i < console_.steps.size(); ++i) {
        const application::ConsoleStep& step = console_.steps[i];
        const long row = log_->InsertItem(static_cast<long>(i), groupedNumber(step.move));
        log_->SetItem(row, 1, utf8(battle::toString(step.phase)));
        log_->SetItem(row, 2, utf8(step.rule));
        log_->SetItem(row, 3, utf8(step.text));
    }
    if (log_->GetItemCount() > 0) {
        log_->SetColumnWidth(3, wxLIST_AUTOSIZE);  // the longest line whole, scrolled to
        log_->EnsureVisible(log_->GetItemCount() - 1);
    }
    loadMarks();
    Layout();
}

ConsoleEndDialog::ConsoleEndDialog(wxWindow* parent, const application::TabletopConsole& console)
    : wxDialog(parent, wxID_ANY, "End the battle", wxDefaultPosition, wxDefaultSize,
               wxDEFAULT_DIALOG_STYLE | wxRESIZE_BORDER),
      console_(console) {
    winner_ = new wxChoice(this, wxID_ANY);
    for (const application::ConsoleSide& s : console_.sides) {
        winner_->Append(utf8(s.name.empty() ? s.id : s.name));
    }
    winner_->Append("A draw");
    // Never defaulted: the game master says who won.

    auto* grid = new wxGrid(this, wxID_ANY);
    const char* labels[] = {"Side",  "Unit",        "Men",          "Men lost",           "Routed",
                            "Taken", "Pursued off", "Men standing", "At the rules' scale"};
    grid->CreateGrid(0, 9);
    for (int c = 0; c < 9; ++c) grid->SetColLabelValue(c, labels[c]);
    grid->SetRowLabelSize(0);
    grid->EnableEditing(false);
    wxString problem;
    try {
        // Any winner will do for the men: the winner changes no count.
        const application::ConsoleEnding end = application::endOutcome(console_, "");
        grid->AppendRows(static_cast<int>(end.scaled.size()));
        for (std::size_t i = 0; i < end.scaled.size(); ++i) {
            const application::ScaledBack& s = end.scaled[i];
            const battle::UnitOutcome& o = end.outcome.units[i];
            const int row = static_cast<int>(i);
            // The outcome at the rules' scale, in words: "2 figures removed and 5 men, 3 routed".
            std::vector<std::string> parts;
            const auto figures = [](int n) { return seneschal::countOf(n, "figure", "figures"); };
            if (o.figuresRemoved > 0 || o.menRemainder > 0) {
                std::string lost = figures(o.figuresRemoved) + " removed";
                if (o.menRemainder > 0) {
                    lost += " and " + seneschal::countOf(o.menRemainder, "man", "men");
                }
                parts.push_back(lost);
            }
            if (o.figuresRouted > 0) parts.push_back(figures(o.figuresRouted) + " routed");
            if (o.figuresCaptured > 0) parts.push_back(figures(o.figuresCaptured) + " taken");
            if (o.figuresPursuedOff > 0) {
                parts.push_back(figures(o.figuresPursuedOff) + " pursued off");
            }
            if (o.formedCavalryFigures > 0) {
                parts.push_back(figures(o.formedCavalryFigures) + " formed cavalry");
            }
            if (s.menToStanding > 0) {
                parts.push_back(seneschal::countOf(s.menToStanding, "odd man", "odd men") +
                                " stay with the standing");
            }
            std::string rules;
            for (const std::string& part : parts) rules += (rules.empty() ? "" : ", ") + part;
            if (rules.empty()) rules = "unscathed";
            // Nothing where nothing happened, so that the losses stand out.
            const auto some = [](int n) { return n ? groupedNumber(n) : wxString(); };
            const wxString cells[] = {utf8(application::sideNameOf(console_, o.side)),
                                      utf8(s.unit),
                                      groupedNumber(s.men),
                                      some(s.menLost),
                                      some(s.menRouted),
                                      some(s.menTaken),
                                      some(s.menPursuedOff),
                                      groupedNumber(s.menStanding),
                                      utf8(rules)};
            for (int c = 0; c < 9; ++c) grid->SetCellValue(row, c, cells[c]);
            for (int c = 2; c < 8; ++c)
                grid->SetCellAlignment(row, c, wxALIGN_RIGHT, wxALIGN_CENTRE);
        }
    } catch (const std::exception& error) {
        problem = utf8(error.what());
    }
    grid->AutoSizeColumns(false);

    auto* row = new wxBoxSizer(wxHORIZONTAL);
    row->Add(new wxStaticText(this, wxID_ANY, "Winner"), 0, wxALIGN_CENTER_VERTICAL | wxRIGHT, 8);
    row->Add(winner_, 0);
    auto* sizer = new wxBoxSizer(wxVERTICAL);
    sizer->Add(row, 0, wxALL, 10);
    auto* said = new wxStaticText(
        this, wxID_ANY,
        utf8("The table's results back into men at " + std::to_string(console_.scale) +
             " men a figure, then into the rules' figures of " +
             std::to_string(console_.rulesScale) + " men (GA-SCALE): every man counted once."));
    sizer->Add(said, 0, wxLEFT | wxRIGHT, 10);
    sizer->Add(grid, 1, wxEXPAND | wxALL, 10);
    if (!problem.empty()) {
        auto* text = new wxStaticText(this, wxID_ANY, problem);
        text->SetForegroundColour(wxColour(160, 0, 0));
        sizer->Add(text, 0, wxLEFT | wxRIGHT | wxBOTTOM, 10);
    }
    sizer->Add(CreateButtonSizer(wxOK | wxCANCEL), 0, wxEXPAND | wxALL, 10);
    grid->SetMinSize(wxSize(-1, 200));
    SetSizerAndFit(sizer);
    const wxRect screen = wxDisplay(wxDisplay::GetFromWindow(parent)).GetClientArea();
    // As tall as the screen allows, up to a comfortable page: every unit is read here.
    SetSize(std::min(GetSize().GetWidth(), screen.width - 40), std::min(720, screen.height - 80));
    CentreOnParent();
    if (wxWindow* ok = FindWindow(wxID_OK)) {
        ok->SetLabel("&Build the outcome");
        ok->Enable(false);
        winner_->Bind(wxEVT_CHOICE, [ok](wxCommandEvent&) { ok->Enable(true); });
    }
}

std::optional<std::string> ConsoleEndDialog::winner() const {
    const int at = winner_->GetSelection();
    if (at == wxNOT_FOUND) return std::nullopt;
    if (at >= static_cast<int>(console_.sides.size())) return std::string();
    return console_.sides[static_cast<std::size_t>(at)].id;
}

void ConsoleEndDialog::chooseWinner(const std::string& sideId) {
    int at = static_cast<int>(console_.sides.size());
    for (std::size_t i = 0; i < console_.sides.size(); ++i) {
        if (console_.sides[i].id == sideId) at = static_cast<int>(i);
    }
    winner_->SetSelection(at);
    if (wxWindow* ok = FindWindow(wxID_OK)) ok->Enable(true);
}

}  // namespace seneschal::gui
