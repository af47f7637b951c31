#pragma once
// Battle > Enter tabletop result: a grid of both sides' units to fill in as the table left
// them (figures removed, remainder, routed, prisoners, pursued off, formed cavalry, end
// state), the leaders' fates and the winner. What it gives back is a BattleOutcome, the same
// structure every resolver returns, so the aftermath preview follows as after an auto-resolve.
#include <wx/dialog.h>

#include <vector>

#include "battle/battle_file.hpp"
#include "battle/outcome.hpp"

class wxChoice;
class wxGrid;

namespace seneschal::gui {

class TabletopDialog final : public wxDialog {
  public:
    // `blank` lists every unit and leader of the battle (application::blankOutcome).
    TabletopDialog(wxWindow* parent, const battle::BattleSetup& setup, battle::BattleOutcome blank);

    // What the grids say now; capturedBy and takenBy are the other side.
    battle::BattleOutcome outcome() const;

    wxGrid& units() { return *units_; }
    wxGrid& leaders() { return *leaders_; }
    void setWinner(const std::string& sideId);  // empty for a draw

    enum UnitColumn {
        Side,
        Unit,
        Men,
        Removed,
        Remainder,
        Routed,
        Captured,
        PursuedOff,
        FormedCavalry,
        EndState,
        UnitColumns
    };
    enum LeaderColumn { LeaderSide, Leader, Fate, LeaderColumns };

  private:
    std::string otherSide(const std::string& side) const;

    battle::BattleOutcome blank_;
    std::vector<std::string> sideIds_;
    wxGrid* units_ = nullptr;
    wxGrid* leaders_ = nullptr;
    wxChoice* winner_ = nullptr;
};

}  // namespace seneschal::gui
