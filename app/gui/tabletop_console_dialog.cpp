#include "app/gui/tabletop_console_dialog.hpp"

#include <wx/button.h>
#include <wx/choice.h>
#include <wx/display.h>
#include <wx/grid.h>
#include <wx/listctrl.h>
#include <wx/notebook.h>
#include <wx/settings.h>
#include <wx/sizer.h>
#include <wx/stattext.h>
#include <wx/textctrl.h>

#include <algorithm>

#include "app/gui/console_pages/leader_loss_page.hpp"
#include "app/gui/console_pages/leader_risk_page.hpp"
#include "app/gui/console_pages/marks_page.hpp"
#include "app/gui/console_pages/melee_page.hpp"
#include "app/gui/console_pages/morale_page.hpp"
#include "app/gui/console_pages/pursuit_page.hpp"
#include "app/gui/console_pages/quarter_page.hpp"
#include "app/gui/console_pages/shooting_page.hpp"
#include "app/gui/prompter.hpp"
#include "app/gui/wx_text.hpp"
#include "application/battles/campaign_battle.hpp"
#include "application/tabletop/calculators.hpp"
#include "application/tabletop/table_scale.hpp"
#include "base/errors.hpp"

namespace seneschal::gui {

namespace {

wxString consoleYes(bool yes) {
    return yes ? "yes" : "no";
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
    const ConsoleStepPage::Context context{rules_, console_, [this] { pending_ = nullptr; }};
    // In the order of Page: the notebook's selection is the page's index.
    const auto add = [&](auto page) {
        auto* kept = page.get();
        steps_.push_back(std::move(page));
        return kept;
    };
    marks_ = add(std::make_unique<MarksPage>(context));
    shooting_ = add(std::make_unique<ShootingPage>(context));
    melee_ = add(std::make_unique<MeleePage>(context));
    morale_ = add(std::make_unique<MoralePage>(context));
    leaderRisk_ = add(std::make_unique<LeaderRiskPage>(context));
    leaderLoss_ = add(std::make_unique<LeaderLossPage>(context));
    quarter_ = add(std::make_unique<QuarterPage>(context));
    pursuit_ = add(std::make_unique<PursuitPage>(context));
    for (const auto& step : steps_) pages_->AddPage(step->build(pages_), step->title());
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
        const int shown = event.GetSelection();
        if (shown >= 0 && shown < static_cast<int>(steps_.size())) {
            steps_[static_cast<std::size_t>(shown)]->shown();
        }
        event.Skip();
    });
    units_->Bind(wxEVT_GRID_SELECT_CELL, [this](wxGridEvent& event) {
        const int row = event.GetRow();
        if (row >= 0 && row < static_cast<int>(unitIds_.size())) {
            const std::string& id = unitIds_[static_cast<std::size_t>(row)];
            for (const auto& step : steps_) step->unitPicked(id);
        }
        event.Skip();
    });

    const wxRect screen = wxDisplay(wxDisplay::GetFromWindow(parent)).GetClientArea();
    SetSize(std::min(screen.width - 40, 1500), std::min(screen.height - 40, 940));
    CentreOnParent();
    refresh();
}

// The pages' own windows go first, while the pages they call are still there.
TabletopConsoleDialog::~TabletopConsoleDialog() {
    DestroyChildren();
}

ConsoleStepPage& TabletopConsoleDialog::shownPage() const {
    return *steps_.at(static_cast<std::size_t>(pages_->GetSelection()));
}

void TabletopConsoleDialog::showPage(Page page) {
    pages_->SetSelection(static_cast<std::size_t>(page));
}

void TabletopConsoleDialog::setMarks(const std::string& unit, bool charging, int moved, bool formed,
                                     bool contact) {
    showPage(MarksTab);
    marks_->set(unit, charging, moved, formed, contact);
}

void TabletopConsoleDialog::setShooting(const std::string& shooter, const std::string& target,
                                        int figures, const std::vector<std::string>& tactical,
                                        const wxString& dice) {
    showPage(ShootingTab);
    shooting_->set(shooter, target, figures, tactical, dice);
    pending_ = nullptr;
}

void TabletopConsoleDialog::setMelee(battle::MeleeKind kind, const std::string& a, int figuresA,
                                     const std::string& b, int figuresB, const wxString& dice) {
    showPage(MeleeTab);
    melee_->set(kind, a, figuresA, b, figuresB, dice);
    pending_ = nullptr;
}

void TabletopConsoleDialog::joinMelee(const std::string& unit, int figures,
                                      const std::string& strikes,
                                      const std::vector<std::string>& tactical) {
    melee_->join(unit, figures, strikes, tactical);
}

void TabletopConsoleDialog::setMorale(const std::string& unit, const wxString& factors,
                                      const wxString& dice) {
    showPage(MoraleTab);
    morale_->set(unit, factors, dice);
    pending_ = nullptr;
}

void TabletopConsoleDialog::setLeaderRisk(const std::string& leader, int figuresRemoved,
                                          bool inMelee, const wxString& dice) {
    showPage(LeaderRiskTab);
    leaderRisk_->set(leader, figuresRemoved, inMelee, dice);
    pending_ = nullptr;
}

void TabletopConsoleDialog::setLeaderLoss(const std::string& unit, const wxString& dice) {
    showPage(LeaderLossTab);
    leaderLoss_->set(unit, dice);
    pending_ = nullptr;
}

void TabletopConsoleDialog::setQuarter(const std::string& pursuers, const std::string& routed,
                                       int figures, const wxString& dice) {
    showPage(QuarterTab);
    quarter_->set(pursuers, routed, figures, dice);
    pending_ = nullptr;
}

void TabletopConsoleDialog::setPursuit(const std::string& unit, int figures) {
    showPage(PursuitTab);
    pursuit_->set(unit, figures);
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

std::optional<ConsoleResult> TabletopConsoleDialog::workedOut() {
    pending_ = nullptr;
    try {
        return shownPage().workOut(nextSeed_);
    } catch (const std::exception& error) {
        refused(error.what());
    }
    return std::nullopt;
}

bool TabletopConsoleDialog::workOut() {
    std::optional<ConsoleResult> result = workedOut();
    if (!result) return false;
    if (!result->report) {
        working_->ChangeValue("Nothing to work out: Record takes the marks as they are.");
        return true;
    }
    showWorking(*result->report);
    pending_ = std::move(result->step);
    return true;
}

bool TabletopConsoleDialog::record() {
    if (!pending_) {
        std::optional<ConsoleResult> result = workedOut();
        if (!result) return false;
        if (!result->report) {  // the marks as they are: no dice, the seed stays
            commit(result->step);
            return message_->GetLabel().empty();
        }
        showWorking(*result->report);
        pending_ = std::move(result->step);
    }
    const ConsoleChange step = std::move(pending_);
    pending_ = nullptr;
    commit(step);
    if (message_->GetLabel().empty()) ++nextSeed_;  // the next roll, other dice
    return message_->GetLabel().empty();
}

void TabletopConsoleDialog::commit(const ConsoleChange& step) {
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
    for (const auto& step : steps_) step->consoleChanged();
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
