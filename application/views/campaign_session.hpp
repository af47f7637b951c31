#pragma once
// One open campaign as the desk works on it: owns the campaign file, performs actions (each
// in one transaction, through the library's action log), undoes and redoes them, and
// rebuilds the desk's views after every change. No wx: the desktop program is a shell over
// it, and tests drive it directly.
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "application/battles/campaign_factors.hpp"
#include "application/battles/pending_battles.hpp"
#include "application/files/backups.hpp"
#include "application/files/map_files.hpp"
#include "application/orders/avoid_choices.hpp"
#include "application/orders/calendar_orders.hpp"
#include "application/orders/campaign_edits.hpp"
#include "application/orders/group_play.hpp"
#include "application/orders/march_orders.hpp"
#include "application/orders/opponent_orders.hpp"
#include "application/orders/order_result.hpp"
#include "application/orders/ransom_orders.hpp"
#include "application/orders/roster_edits.hpp"
#include "application/orders/upkeep_orders.hpp"
#include "application/reports/campaign_reports.hpp"
#include "application/tabletop/tabletop_console.hpp"
#include "application/tabletop/tabletop_draft.hpp"
#include "application/views/desk_views.hpp"
#include "battle/battle_file.hpp"
#include "battle/odds.hpp"
#include "battle/resolvers.hpp"
#include "campaign/actions/action.hpp"
#include "campaign/actions/action_log.hpp"
#include "campaign/battles/apply_outcome.hpp"
#include "campaign/file/campaign_file.hpp"
#include "campaign/stores/model.hpp"
#include "campaign/strategy/route_graph.hpp"
#include "reports/table.hpp"

namespace seneschal::application {

// What the march confirmation shows before the game master commits.
struct MarchPlan {
    std::string armyId;
    std::string armyName;
    std::string from;         // place name, or "on the road to X"
    std::string destination;  // place id
    std::string destinationName;
    std::vector<std::string> stages;  // "Valognes (1 day)", one per leg
    std::int64_t days = 0;
    std::string arrivalDate;  // the campaign's long date
    campaign::strategy::MarchRate rate = campaign::strategy::MarchRate::Foot;
    bool forced = false;
    std::string firstStop;  // place id the army reaches first (the end of the first leg)
    std::string firstStopName;

    // The text of the confirmation, several lines.
    std::string describe() const;
};

// The tables of Reports > Tables to sort and filter: the same tables as `seneschal-cli roster`,
// `leaders`, `ledger`, `prisoners` and `treasury`.
enum class ReportKind { MusterRoll, Leaders, Ledger, Prisoners, Treasury };
// Its title as the menu and the window name it: "Roster".
const char* reportTitle(ReportKind kind);

class CampaignSession {
  public:
    // Both throw UserError naming the file (foreign, corrupt, newer, read-only, malformed
    // scenario); nothing is written to an existing file that is refused.
    static CampaignSession open(const std::filesystem::path& campaignFile);
    // `replace`: the user confirmed replacing an existing campaign (campaign_replace.hpp).
    static CampaignSession importScenario(const std::filesystem::path& scenarioFile,
                                          const std::filesystem::path& campaignFile,
                                          bool replace = false);

    // File > New blank campaign: a campaign with nothing on its map yet (campaign_edits.hpp
    // newBlankCampaign), opened. Throws UserError naming the field ("--name: ...").
    static CampaignSession newBlank(const BlankCampaignRequest& request);

    CampaignSession(CampaignSession&&) noexcept;
    CampaignSession& operator=(CampaignSession&&) noexcept;
    ~CampaignSession();

    const std::filesystem::path& path() const { return file_.path(); }
    const campaign::CampaignSnapshot& snapshot() const { return snapshot_; }
    const DeskViews& views() const { return views_; }
    // The battles waiting to be fought, as the file stores them (the umpire's map marks the
    // same; a side's map only those it fights or sees).
    const std::vector<map::PendingBattleMark>& pendingBattles() const { return pending_; }
    std::string name() const { return snapshot_.info.name; }

    // The side whose treasury the status bar shows.
    void selectSide(const std::string& sideId);

    // Whose map the desk shows (View > As seen by SIDE): a side's id or name, in any case, for
    // its own armies and the enemy armies its scouts find (map_seen_by.hpp); none for the
    // umpire's, everything (the default). Kept across every refresh. Throws UserError naming
    // an unknown side and the sides there are; the map is then as it was.
    void showMapAs(const std::optional<std::string>& side);
    // The side whose map the desk shows (its id); none: the umpire's.
    const std::optional<std::string>& mapShownAs() const { return mapSide_; }

    // The desk's orders: each the very application call the CLI's command makes on this file
    // (march_orders.hpp, upkeep_orders.hpp, calendar_orders.hpp, ransom_orders.hpp,
    // roster_edits.hpp), one undoable action, then the views re-read. Each throws UserError (a
    // refusal); the file and the views are then as they were.
    MarchResult orderMarch(const MarchRequest& request);
    OrderResult splitArmy(const SplitRequest& request);
    OrderResult mergeArmies(const std::vector<std::string>& armies);
    OrderResult recruit(const RecruitRequest& request);
    OrderResult payArrears(const PayRequest& request);
    AdvanceResult advance(const AdvanceRequest& request);
    OrderResult renameUnit(const RenameUnitRequest& request);
    OrderResult ransomCaptive(const RansomRequest& request);
    OrderResult ransomCaptives(const RansomManyRequest& request);
    OrderResult releaseAllCaptives();
    // A side at a pending battle falls back instead of fighting (march_orders.hpp); what it
    // may choose is avoidChoices.
    OrderResult avoidBattle(const AvoidRequest& request);
    AvoidChoices avoidChoices(const std::string& place);

    // A game master's own campaign edited on the desk (issue 34): the very calls of the CLI's
    // `edit` (campaign_edits.hpp), each one undoable action with its ledger line, then the views
    // re-read. Each refusal names the field as the CLI's option ("--name: ...").
    OrderResult addPlace(const AddPlaceRequest& request);
    OrderResult setPlace(const SetPlaceRequest& request);
    OrderResult removePlace(const std::string& place);
    OrderResult addRoute(const AddRouteRequest& request);
    OrderResult addSide(const AddSideRequest& request);
    OrderResult setSide(const SetSideRequest& request);
    // A side handed to the programmed opponent or back to a person: the CLI's
    // `side --programmed on|off` (opponent_orders.hpp), one undoable action.
    OrderResult setSideProgrammed(const SideProgrammedRequest& request);
    OrderResult addArmy(const AddArmyRequest& request);
    OrderResult setArmy(const SetArmyRequest& request);
    OrderResult addBattal(const AddBattalRequest& request);
    OrderResult addUnit(const AddUnitRequest& request);
    OrderResult correctUnit(const CorrectUnitRequest& request);
    OrderResult disbandArmy(const DisbandArmyRequest& request);
    // The map's picture and scale: the CLI's `edit map picture` and `edit map scale`.
    OrderResult setMapPicture(const std::filesystem::path& picture);
    OrderResult removeMapPicture();
    OrderResult setMapScale(const MapScaleRequest& request);
    OrderResult addLeader(const AddLeaderRequest& request);
    OrderResult setLeader(const SetLeaderRequest& request);
    // What the route editor offers before the game master commits; reads only.
    RouteDaysProposal proposeRouteDays(const std::string& from, const std::string& to,
                                       const std::string& kind);
    // `edit check`: every army by God's Acre's army builder; reads only.
    ArmiesChecked checkArmies();

    // Group play at the desk (issue 35, the Turn menu): the very calls of the CLI's `group
    // start`, `dispatch --all`, `orders import`, `orders status` and `turn`
    // (application/orders/group_play.hpp, application/reports/dispatch.hpp). Each refusal is a
    // UserError, nothing written.
    std::string startGroupPlay();
    std::string newSideKey(const std::string& side);
    std::string sendDispatches(const std::filesystem::path& outDir, bool replaceExisting);
    // This turn's dispatch files already in the folder (asked about before they are replaced).
    std::vector<std::filesystem::path> existingDispatches(const std::filesystem::path& outDir);
    // With `dryRun`, what the files hold, checked, and nothing recorded.
    std::string receiveOrders(const std::vector<std::filesystem::path>& files, bool dryRun);
    std::string endTurn(std::optional<std::int64_t> days);
    TurnStatus turnStatus();

    // Runs any action in one transaction and rebuilds the views: the seam through which tests
    // run an action of their own making (one that holds its transaction open, say). The
    // shells give orders through the methods above. Throws UserError (the library's refusal);
    // the file is then as it was.
    campaign::ActionRecord perform(campaign::Action& action);
    std::optional<campaign::ActionRecord> undo();
    std::optional<campaign::ActionRecord> redo();
    std::optional<campaign::ActionRecord> nextUndo();
    std::optional<campaign::ActionRecord> nextRedo();

    // The whole path and arrival of a march, as MarchOrder will write it
    // (campaign::forecastMarch; GA campaign: an army moves at its slowest part). Throws
    // UserError for an unknown army or place, no road there, or an army held by a battle.
    MarchPlan planMarch(const std::string& armyId, const std::string& placeId, bool forced = false);

    void exportScenario(const std::filesystem::path& scenarioFile);
    // The map as `seneschal-cli map` draws it (map_files.hpp exportCampaignMap): whole, fitted
    // to width × height, as seen by the side the desk shows (mapShownAs). Throws UserError
    // naming what is refused; nothing is written then.
    MapExportSummary exportMap(const std::filesystem::path& out, int width, int height,
                               bool replace);

    // The backups kept beside the file, newest first (backups.hpp).
    std::vector<BackupInfo> backups() const;
    // Puts the backup called `name` back in place of the campaign (after backing it up as it
    // stands). The session is then stale: open the file afresh (the undo history, and perhaps
    // the schema, are the backup's).
    RestoreReport restoreBackup(const std::string& name);

    // The rule book the campaign's battles are fought by (its scale, its troop types).
    const battle::Rulebook& rulebook() const;
    // Today's date as the campaign writes dates ("1346-07-12"), and in words ("12 July 1346").
    std::string dateText() const;
    std::string longDateText() const;

    // The armies (ids) that may be folded into `keeper`: of its side, at its place, in its
    // pending battle or none. Empty when the keeper is on the march.
    std::vector<std::string> armiesThatMayMergeInto(const std::string& keeper);

    // The battle at the place, as the CLI's `battle --db` fights it (campaign factors
    // included). Throws UserError when two hostile sides do not stand there.
    battle::BattleSetup battleSetupAt(const std::string& placeId, battle::BattleType type,
                                      const std::string& rulesId);
    // Each unit's campaign factors for a battle at the place today (GA-OPT-CAMPAIGN), as the
    // CLI's `factors --place` lists them.
    std::vector<UnitFactorsLine> campaignFactorsAt(const std::string& placeId);
    // Fights the battle set up at the place once, with the rule set and seed given: the outcome
    // is dated today and placed, ready for previewOutcome and applyOutcome.
    battle::ResolvedBattle fight(const battle::BattleSetup& setup, const std::string& placeId,
                                 const std::string& rulesId, std::uint64_t seed);
    // The aftermath preview of an outcome fought (or entered) with `foughtWith`: what
    // applyOutcome would write, computed by the same code
    // (application/battles/campaign_battle.hpp). The battle's headlines
    // (campaign/battles/battle_headlines.hpp), dated in the campaign's reckoning: what the
    // aftermath preview opens with, in both shells.
    std::vector<std::string> battleHeadlines(const campaign::PreparedOutcome& prepared) const;
    campaign::PreparedOutcome previewOutcome(const battle::BattleOutcome& outcome,
                                             const std::string& foughtWith);
    // Applies the outcome as one undoable action ("Battle"); returns what it did. Throws
    // UserError (a refusal); the file is then as it was.
    // With `previewedOn` (the preview's PreparedOutcome::workedOutOn), refused when the campaign
    // changed since the preview was worked out.
    campaign::ActionRecord applyOutcome(
        const battle::BattleOutcome& outcome, const std::string& foughtWith,
        std::optional<campaign::CampaignStamp> previewedOn = std::nullopt,
        const battle::ResolvedBattle* fought = nullptr);

    // The tabletop result being typed for the battle pending at `place` (id or name), kept in
    // the file until applied or discarded (application/tabletop/tabletop_draft.hpp). Saving or
    // discarding one is no action: nothing to undo, and the views stay as they are.
    std::optional<TabletopDraft> tabletopDraft(const std::string& place,
                                               const battle::BattleOutcome& blank);
    void saveTabletopDraft(const std::string& place, const TabletopDraft& draft);
    void discardTabletopDraft(const std::string& place);

    // The tabletop console of the battle pending at `place`
    // (application/tabletop/tabletop_console.hpp): the one kept in the file, or a new one at
    // `scale` men a figure. Keeping or discarding it is no action (the console has its own undo,
    // step by step).
    TabletopConsole tabletopConsole(const std::string& place, std::optional<int> scale = {});
    bool hasTabletopConsole(const std::string& place);
    void keepTabletopConsole(const std::string& place, const TabletopConsole& console);
    void discardTabletopConsole(const std::string& place);

    // The report as the CLI prints it: as a table, and as aligned text.
    reports::Table reportTable(ReportKind kind);
    // The report as CSV (RFC 4180, ISO dates) in `out`: never over the campaign file, an
    // existing file only when `replace` (the save dialog asked). Throws UserError naming it.
    void saveReportCsv(ReportKind kind, const std::filesystem::path& out, bool replace);
    std::string reportText(ReportKind kind);

    // The reports a group reads between sessions (issue 17;
    // application/reports/campaign_reports.hpp): built from the file as the CLI's `report` builds
    // them. Throws UserError naming what the request got wrong (a date outside the campaign, an
    // unknown battle).
    reports::Document report(const CampaignReportRequest& request);
    // Every battle applied, oldest first (the CLI's `battles`): id, date, place, ... result.
    reports::Table battlesApplied();
    // The prisoners and ransoms as a Document, for printing
    // (application/reports/prisoners_document.hpp).
    reports::Document prisonersDocument();
    // A report written as HTML, CSV (`table`: which of its tables) or PDF: never over the
    // campaign file, an existing file only when `replace` (the save dialog asked). Throws
    // UserError naming it; nothing is written then.
    void saveReport(const reports::Document& document, ReportFormat format,
                    const std::filesystem::path& out, bool replace, const std::string& table = {});
    // Keeps odds run to the end for the battle pending at the place, for its report
    // (application/battles/battle_odds.hpp); nothing is kept for cancelled odds or where no battle
    // is pending. Changes no view.
    void rememberOdds(const std::string& place, const std::string& rulesId,
                      const battle::OddsResult& odds);

    // Re-reads the file (after a change made elsewhere, or an undo).
    void refresh();
    // Whether another connection (another program) has committed to the file since the views
    // were last read: SQLite's data version of this connection, which this session's own
    // writes never change.
    bool changedElsewhere();

  private:
    explicit CampaignSession(campaign::CampaignFile file);
    // Every desk order: the application's call on the file, then the views re-read. A refusal
    // (UserError) leaves the file and the views as they were.
    template <typename Order>
    auto orderThenRefresh(Order&& order) {
        auto result = order();
        refresh();
        return result;
    }
    campaign::CampaignFile file_;
    campaign::CampaignSnapshot snapshot_;
    DeskViews views_;
    std::string selectedSide_;
    std::optional<std::string> mapSide_;  // side id; none: the umpire's map
    std::vector<map::PendingBattleMark> pending_;
    std::int64_t viewsVersion_ = 0;  // the data version the views were read at
};

}  // namespace seneschal::application
