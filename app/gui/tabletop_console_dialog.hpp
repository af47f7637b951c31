#pragma once
// Battle > Tabletop console (issue 18): a God's Acre battle fought with figures on the table,
// the arithmetic done by the console. At the top the move and its GA-SEQ step with what is due
// now; on the left every unit's state (figures, casualty remainder, formation, morale, orders);
// on the right the calculators (marks, shooting, melee, morale, leader risk, quarter, pursuit),
// each working out its result with rolled dice or the dice thrown on the table, then recording
// it; underneath the battle log, a line a step with its rule. Every step is kept at once (the
// Keeper: the campaign file, or a file beside the battle file), any step may be undone, and End
// battle turns the table's results back into men and hands over the outcome.
//
// The console is application::TabletopConsole; the dialog only shows it and takes what the
// game master chooses, so the CLI's calculators and the console share every rule. Each
// calculator is a page of its own (app/gui/console_pages/): its controls and the working out of
// its step. The dialog keeps the layout and the flow: the page shown, the result worked out and
// recorded, the units, the log, undo, the scale and the end.
#include <wx/dialog.h>

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "app/gui/console_pages/console_step_page.hpp"
#include "application/tabletop/tabletop_console.hpp"
#include "battle/battle_file.hpp"
#include "battle/outcome.hpp"
#include "battle/rulebook.hpp"

class wxButton;
class wxChoice;
class wxGrid;
class wxListCtrl;
class wxNotebook;
class wxStaticText;
class wxTextCtrl;

namespace seneschal::gui {

class LeaderLossPage;
class LeaderRiskPage;
class MarksPage;
class MeleePage;
class MoralePage;
class Prompter;
class PursuitPage;
class QuarterPage;
class ShootingPage;

class TabletopConsoleDialog final : public wxDialog {
  public:
    // Keeps the console wherever it lives; throws UserError when it cannot.
    using Keeper = std::function<void(const application::TabletopConsole&)>;

    TabletopConsoleDialog(wxWindow* parent, const battle::Rulebook& rules,
                          const battle::BattleSetup& setup, application::TabletopConsole console,
                          Keeper keep, Prompter& prompter);
    ~TabletopConsoleDialog() override;

    const application::TabletopConsole& console() const { return console_; }
    // The outcome End battle built (at the rules' scale); set once the dialog ends with wxID_OK.
    const std::optional<battle::BattleOutcome>& outcome() const { return outcome_; }

    enum Page {
        MarksTab,
        ShootingTab,
        MeleeTab,
        MoraleTab,
        LeaderRiskTab,
        LeaderLossTab,
        QuarterTab,
        PursuitTab,
        Tabs
    };

    // What the buttons do.
    void nextStep();
    bool undo();
    bool workOut();  // the page shown: works out its result and shows the working
    bool record();   // records the result worked out (working it out first if need be)
    // End battle: `winner` a side id, empty for a draw; false (the message says why) when the
    // result does not hold together.
    bool finish(const std::string& winner);
    bool changeScale(int menPerFigure);
    // The seed the next dice rolled by the console come from (each recorded roll moves it on).
    void rollWith(std::uint64_t seed) { nextSeed_ = seed; }

    // What the game master chooses on each page, by the units' and leaders' ids.
    void showPage(Page page);
    void setMarks(const std::string& unit, bool charging, int moved, bool formed, bool contact);
    void setShooting(const std::string& shooter, const std::string& target, int figures,
                     const std::vector<std::string>& tactical, const wxString& dice);
    void setMelee(battle::MeleeKind kind, const std::string& a, int figuresA, const std::string& b,
                  int figuresB, const wxString& dice);
    // A further unit joining the melee set (GA-CC-RESULT: several units a side), as Add does.
    void joinMelee(const std::string& unit, int figures, const std::string& strikes,
                   const std::vector<std::string>& tactical);
    void setMorale(const std::string& unit, const wxString& factors, const wxString& dice);
    void setLeaderRisk(const std::string& leader, int figuresRemoved, bool inMelee,
                       const wxString& dice);
    void setLeaderLoss(const std::string& unit, const wxString& dice);
    void setQuarter(const std::string& pursuers, const std::string& routed, int figures,
                    const wxString& dice);
    void setPursuit(const std::string& unit, int figures);

    // What the game master reads.
    wxString heading() const;
    wxString due() const;
    wxString working() const;
    wxString message() const;
    int logLines() const;
    wxString logLine(int row) const;  // "move, step, rule, what"
    wxGrid& units() { return *units_; }

    // The state first, so that it shows beside the names at any width.
    enum UnitColumn {
        Side,
        Unit,
        Figures,
        Removed,
        Carried,
        Formed,
        Morale,
        Moved,
        Contact,
        Leader,
        Troops,
        Orders,
        UnitColumns
    };

  private:
    ConsoleStepPage& shownPage() const;
    // The page shown works out its result; none when refused (the message says why).
    std::optional<ConsoleResult> workedOut();
    void commit(const ConsoleChange& step);
    void showWorking(const application::CalcReport& report);
    void refused(const std::string& what);
    void refresh();
    void askScale();
    void proposeScale();
    void endBattle();

    const battle::Rulebook& rules_;
    battle::BattleSetup setup_;
    application::TabletopConsole console_;
    Keeper keep_;
    Prompter& prompter_;
    std::optional<battle::BattleOutcome> outcome_;
    ConsoleChange pending_;             // the result worked out
    std::vector<std::string> unitIds_;  // the units' grid order
    std::uint64_t nextSeed_ = 0;

    // One page a kind of step, in the order of Page; each its tab of the notebook.
    std::vector<std::unique_ptr<ConsoleStepPage>> steps_;
    MarksPage* marks_ = nullptr;
    ShootingPage* shooting_ = nullptr;
    MeleePage* melee_ = nullptr;
    MoralePage* morale_ = nullptr;
    LeaderRiskPage* leaderRisk_ = nullptr;
    LeaderLossPage* leaderLoss_ = nullptr;
    QuarterPage* quarter_ = nullptr;
    PursuitPage* pursuit_ = nullptr;

    wxStaticText* heading_ = nullptr;
    wxStaticText* scale_ = nullptr;
    wxButton* scaleButton_ = nullptr;
    wxButton* proposeButton_ = nullptr;
    wxButton* undoButton_ = nullptr;
    wxGrid* units_ = nullptr;
    wxTextCtrl* due_ = nullptr;
    wxNotebook* pages_ = nullptr;
    wxTextCtrl* working_ = nullptr;
    wxStaticText* message_ = nullptr;
    wxListCtrl* log_ = nullptr;
};

// End battle's question: the winner (never defaulted) over the table's results turned back into
// men, unit by unit, with the remainders carried shown.
class ConsoleEndDialog final : public wxDialog {
  public:
    ConsoleEndDialog(wxWindow* parent, const application::TabletopConsole& console);
    // The side id chosen, empty for a draw; none until one is chosen.
    std::optional<std::string> winner() const;
    void chooseWinner(const std::string& sideId);  // empty for a draw

  private:
    const application::TabletopConsole& console_;
    wxChoice* winner_ = nullptr;
};

}  // namespace seneschal::gui
