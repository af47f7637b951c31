#pragma once
// Battle > Enter tabletop result: a grid of both sides' units to fill in as the table left
// them (losses in figures or in men, routed, prisoners, pursued off, formed cavalry, end
// state), the leaders' fates and the winner, chosen (never defaulted). What it gives back is a
// BattleOutcome, the same structure every resolver returns, so the aftermath preview follows
// as after an auto-resolve.
//
// Nothing typed is lost (issue 16): the entry is kept in the campaign file as a draft
// (application/tabletop/tabletop_draft.hpp) when the dialog is closed or OK is pressed, and
// restored when it is opened again for the same battle, until the battle is applied or the draft
// discarded. A value OK refuses stays as typed, its cell marked with the outcome check's
// message, under the grid and as the cell's tooltip. A line per side totals the losses as one
// types. The Side and Unit columns stay while the others scroll.
#include <wx/dialog.h>

#include <optional>
#include <string>
#include <vector>

#include "application/tabletop/tabletop_draft.hpp"
#include "battle/battle_file.hpp"
#include "battle/outcome.hpp"

class wxChoice;
class wxGrid;
class wxRadioButton;
class wxStaticText;

namespace seneschal::application {
class CampaignSession;
}

namespace seneschal::gui {

class TabletopDialog final : public wxDialog {
  public:
    // `blank` lists every unit and leader of the battle (application::blankOutcome) and names
    // its place: the draft kept for the battle pending there, if any, fills the grids.
    TabletopDialog(wxWindow* parent, application::CampaignSession& session,
                   const battle::BattleSetup& setup, battle::BattleOutcome blank);

    // The outcome OK accepted (in figures, captors named); meaningful after wxID_OK.
    const battle::BattleOutcome& outcome() const { return accepted_; }
    // What the grids and the winner say now, as typed.
    application::TabletopDraft draft() const;

    // What OK does: checks the entry; when it is refused, the field at fault is marked, its
    // message shown and false returned, every typed value staying; when accepted, the draft is
    // kept (a preview closed without Apply loses nothing) and the dialog ends with wxID_OK.
    bool ok();
    // What Cancel and closing do: keep the draft as typed and end, asking nothing.
    void keepDraftAndClose();
    // The Discard draft button: forgets the draft and empties the entry.
    void discardDraft();

    wxGrid& units() { return *units_; }
    wxGrid& leaders() { return *leaders_; }
    // Types a count into a unit's cell as the game master would: the totals follow.
    void setCount(int row, int column, int value);
    void setWinner(const std::string& sideId);  // empty for a draw
    bool winnerChosen() const;
    void enterInMen(bool men);  // as the "Enter losses in" choice; false if refused
    bool inMen() const;

    wxString message() const;  // the message line under the grid: the refusal, if any
    wxString totals() const;   // the totals, a line per side
    // The unit cell marked as at fault, if any (row, column); whether the winner is.
    std::optional<std::pair<int, int>> markedUnitCell() const { return markedUnit_; }
    std::optional<std::pair<int, int>> markedLeaderCell() const { return markedLeader_; }
    bool winnerMarked() const { return winnerMarked_; }
    wxString cellTip(int row, int column) const;  // the marked cell's tooltip

    enum UnitColumn {
        Side,
        Unit,
        Men,
        Figures,
        Removed,    // figures removed, or in men the men lost
        Remainder,  // odd men lost (figures only)
        Routed,
        Captured,
        PursuedOff,
        FormedCavalry,
        EndState,
        UnitColumns
    };
    enum LeaderColumn { LeaderSide, Leader, Fate, LeaderColumns };

  private:
    void fill(const application::TabletopDraft& draft);
    void label();
    void updateTotals();
    void clearMarks();
    void mark(const battle::OutcomeProblem& problem);
    void keepDraft();
    void showTip(wxMouseEvent& event);
    int menPerFigure() const;

    application::CampaignSession& session_;
    battle::BattleOutcome blank_;
    std::vector<battle::SideSpec> sides_;
    bool inMen_ = false;
    battle::BattleOutcome accepted_;
    wxGrid* units_ = nullptr;
    wxGrid* leaders_ = nullptr;
    wxChoice* winner_ = nullptr;
    wxStaticText* winnerLabel_ = nullptr;
    wxRadioButton* inFigures_ = nullptr;
    wxRadioButton* inMenButton_ = nullptr;
    std::vector<wxStaticText*> totals_;
    wxStaticText* message_ = nullptr;
    std::optional<std::pair<int, int>> markedUnit_;
    std::optional<std::pair<int, int>> markedLeader_;
    bool winnerMarked_ = false;
    wxString markedText_;
};

}  // namespace seneschal::gui
