#pragma once
// The battle dialog: the hostile armies at a place with both forces summarised (men by troop
// type, leaders, the campaign factors in play), battle type, rule set and seed; Odds (Monte
// Carlo on a worker thread with progress and Cancel, drawn as a chart that moves while the runs
// go on), Auto-resolve (fights it and shows the log) and Enter tabletop result (a grid); both
// ways end in the aftermath preview.
#include <wx/arrstr.h>
#include <wx/dialog.h>

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "application/battles/battle_places.hpp"
#include "battle/battle_file.hpp"
#include "battle/odds.hpp"
#include "battle/resolvers.hpp"

class wxButton;
class wxChoice;
class wxHtmlWindow;
class wxSpinCtrl;
class wxStaticText;
class wxTextCtrl;

namespace seneschal::application {
class CampaignSession;
}

namespace seneschal::gui {

class TabletopConsoleDialog;

class AftermathDialog;
class BackgroundTask;
class OddsChart;
struct OddsFeed;
class Prompter;

class BattleDialog final : public wxDialog {
  public:
    BattleDialog(wxWindow* parent, application::CampaignSession& session, Prompter& prompter);
    ~BattleDialog() override;

    // The battle as chosen now; throws UserError when no battle can be fought there.
    battle::BattleSetup setup() const;
    std::string rulesId() const;
    std::uint64_t seed() const;
    void choosePlace(const std::string& placeId);
    void chooseRules(const std::string& rulesId);
    void chooseSeed(std::uint64_t seed);
    void setRuns(int runs);

    // What the buttons do. The odds return at once and finish on the worker thread; the
    // preview is shown modally (tests answer it through a wxModalDialogHook).
    BackgroundTask* startOdds();
    // Fights with the seed shown, then shows a new one for the next battle: each auto-resolve
    // rolls its own dice (issue 16). replay() fights the last battle again with its seed.
    std::optional<battle::ResolvedBattle> autoResolve();
    std::optional<battle::ResolvedBattle> replay();
    std::optional<std::uint64_t> lastSeed() const { return lastSeed_; }
    // `foughtWith`: the rule set the desk fought the battle with, or the table played it by
    // (the choice above when the result was entered; God's Acre for the console): an outcome of
    // another rule set is refused, saying so, rather than read at the wrong scale.
    // `fought`: the battle as the desk fought it (auto-resolve), kept with its log so that Apply
    // records it as fought rather than fight it again; none for a tabletop result.
    void previewAftermath(const battle::BattleOutcome& outcome, const std::string& foughtWith,
                          bool besideOdds,
                          std::shared_ptr<const battle::ResolvedBattle> fought = nullptr);
    // The preview window, not yet shown (the caller shows and destroys it); null after telling
    // the game master why the aftermath cannot be computed.
    AftermathDialog* buildPreview(const battle::BattleOutcome& outcome,
                                  const std::string& foughtWith, bool besideOdds,
                                  std::shared_ptr<const battle::ResolvedBattle> fought = nullptr);
    void enterTabletopResult();
    // The tabletop console for the battle at the place chosen (the one kept in the file, or a
    // new one): a console is built but not shown when `show` is false (tests drive it), and its
    // outcome goes to the aftermath preview.
    TabletopConsoleDialog* buildConsole();
    void openTabletopConsole();

    const std::optional<battle::OddsResult>& odds() const { return odds_; }
    wxString resultText() const;
    bool oddsRunning() const { return task_ != nullptr; }
    // The battles counted at each change of the odds chart since the last Odds, in order: the
    // running tallies, then the final result.
    const std::vector<std::int64_t>& oddsUpdates() const { return oddsUpdates_; }
    const OddsChart& oddsChart() const { return *chart_; }
    // The places with a battle to fight, as the Place choice offers them.
    wxArrayString placeChoices() const;
    // The forces and the campaign factors at the top, as plain text.
    wxString forcesText() const { return forcesText_; }
    // What the Battle type and Rule set choices offer, as a person reads them.
    wxArrayString typeChoices() const;
    wxArrayString rulesChoices() const;

  private:
    void showOdds(const battle::OddsResult& result, bool finished);
    void showLatestTally();
    std::vector<battle::SideSpec> oddsSides_;  // the sides the odds were fought for, by name
    std::string oddsRules_;                    // and the rule set, seed and runs asked
    std::uint64_t oddsSeed_ = 0;
    std::int64_t oddsAsked_ = 0;
    void updatePlace();
    void updateForces();
    // After Apply: the places and forces as they now are, the seed box the seed fought and
    // recorded, and the log saying what was applied (issue 37, item 6).
    void afterApplied(const std::string& headline, std::optional<std::uint64_t> foughtSeed);
    std::vector<wxButton*> fightButtons_;  // enabled while a battle is there to fight

    application::CampaignSession& session_;
    Prompter& prompter_;
    std::vector<application::BattlePlace> places_;
    std::vector<std::string> rulesIds_;
    wxChoice* place_ = nullptr;
    wxHtmlWindow* forces_ = nullptr;
    wxString forcesText_;
    OddsChart* chart_ = nullptr;
    std::shared_ptr<OddsFeed> feed_;  // the running tallies of the odds being worked out
    std::vector<std::int64_t> oddsUpdates_;
    wxChoice* type_ = nullptr;
    wxChoice* rules_ = nullptr;
    wxSpinCtrl* seed_ = nullptr;
    wxSpinCtrl* runs_ = nullptr;
    wxTextCtrl* result_ = nullptr;
    std::optional<battle::OddsResult> odds_;
    BackgroundTask* task_ = nullptr;
    wxButton* replayButton_ = nullptr;
    std::optional<std::uint64_t> lastSeed_;  // the seed of the last battle auto-resolved
};

}  // namespace seneschal::gui
