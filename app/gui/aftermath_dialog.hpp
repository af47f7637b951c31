#pragma once
// The aftermath preview (GA-RES-WIN, GA-RES-LOSE, GA-QUARTER, GA-LEADER-RISK): the totals
// first, then every change grouped by unit (and leader, and the side-level lines under the
// side), each line with the rule behind it and its whole sentence, before anything is
// written; after a tabletop battle, the odds' expected losses beside the actual ones. Apply
// hands the outcome to applyOutcome (apply_outcome.hpp) as one undoable action and tells the
// desk what was applied.
#include <wx/dialog.h>

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "application/battles/battle_views.hpp"
#include "battle/force.hpp"
#include "battle/odds.hpp"
#include "battle/outcome.hpp"
#include "battle/resolvers.hpp"

class wxHtmlWindow;

namespace seneschal::application {
class CampaignSession;
}

namespace seneschal::gui {

class Prompter;

class AftermathDialog final : public wxDialog {
  public:
    AftermathDialog(wxWindow* parent, application::CampaignSession& session, Prompter& prompter,
                    battle::BattleOutcome outcome, std::string foughtWith,
                    std::vector<application::AftermathGroup> detail,
                    std::optional<battle::OddsResult> odds, int menPerFigure,
                    std::vector<battle::SideSpec> sides, std::vector<std::string> headlines,
                    campaign::CampaignStamp workedOutOn,
                    std::shared_ptr<const battle::ResolvedBattle> fought = nullptr);

    wxString headlines() const;  // the totals shown above the lines

    long lineCount() const;
    const std::vector<application::AftermathGroup>& detail() const { return detail_; }
    // What the detail pane shows, as text: each heading, then its lines ("GA-RES-LOSE: ...").
    wxString detailText() const;
    wxString comparison() const;  // the odds' expected losses beside the actual ones
    bool apply();                 // what the Apply button does
    bool applied() const { return applied_; }
    // What the desk was told when it was applied: "Applied the battle at Caen ...".
    const std::string& appliedHeadline() const { return appliedHeadline_; }

  private:
    application::CampaignSession& session_;
    Prompter& prompter_;
    std::vector<std::string> headlineLines_;
    wxString headlines_;
    battle::BattleOutcome outcome_;
    std::string foughtWith_;  // the rule set the battle was fought or played with
    // Where the campaign stood when the preview was worked out: Apply refuses a campaign
    // changed since (by this desk's undo or another program).
    campaign::CampaignStamp workedOutOn_;
    std::shared_ptr<const battle::ResolvedBattle> fought_;  // as the desk fought it, if it did
    std::vector<application::AftermathGroup> detail_;
    wxHtmlWindow* lines_ = nullptr;
    wxString comparison_;
    bool applied_ = false;
    std::string appliedHeadline_;
};

}  // namespace seneschal::gui
