#pragma once
// The aftermath preview (GA-RES-WIN, GA-RES-LOSE, GA-QUARTER, GA-LEADER-RISK): every unit's
// and leader's change with the rule behind it, before anything is written; after a tabletop
// battle, the odds' expected losses beside the actual ones. Apply hands the outcome to
// applyOutcome (apply_outcome.hpp), which is undoable once connected.
#include <wx/dialog.h>

#include <optional>
#include <vector>

#include "battle/aftermath.hpp"
#include "battle/force.hpp"
#include "battle/odds.hpp"
#include "battle/outcome.hpp"

class wxListCtrl;

namespace seneschal::application {
class CampaignSession;
}

namespace seneschal::gui {

class Prompter;

class AftermathDialog final : public wxDialog {
  public:
    AftermathDialog(wxWindow* parent, application::CampaignSession& session, Prompter& prompter,
                    battle::BattleOutcome outcome, battle::Aftermath aftermath,
                    std::optional<battle::OddsResult> odds, int menPerFigure,
                    std::vector<battle::SideSpec> sides, std::vector<std::string> headlines);

    wxString headlines() const;  // the totals shown above the lines

    long lineCount() const;
    wxString cell(long row, int column) const;
    wxString comparison() const;  // the odds' expected losses beside the actual ones
    bool apply();                 // what the Apply button does

  private:
    application::CampaignSession& session_;
    Prompter& prompter_;
    wxString headlines_;
    battle::BattleOutcome outcome_;
    wxListCtrl* lines_ = nullptr;
    wxString comparison_;
};

}  // namespace seneschal::gui
