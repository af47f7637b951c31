#pragma once
// The game master's desk: menus, toolbar, status bar and the five rearrangeable panes.
// It only draws views and forwards requests: the campaign library decides.
#include <wx/aui/aui.h>
#include <wx/cmdproc.h>
#include <wx/config.h>
#include <wx/filehistory.h>
#include <wx/frame.h>

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "app/gui/command_ids.hpp"
#include "app/gui/desk_panes.hpp"
#include "app/gui/ledger_commands.hpp"
#include "app/gui/pane_layout.hpp"
#include "app/gui/prompter.hpp"
#include "application/files/campaign_files.hpp"
#include "application/reports/campaign_reports.hpp"
#include "application/views/campaign_session.hpp"
#include "application/views/desk_views.hpp"
#include "map/map_view.hpp"

namespace seneschal::gui {

class FileChangeWatch;
class SelectionEvent;
class MarchRequestEvent;
class BattleRequestEvent;
class EditRequestEvent;
class RansomActionEvent;
class WelcomePanel;
class ReportViewer;

class MainFrame final : public wxFrame {
  public:
    // `config` keeps the layout and recent files; the application's wxConfig when null.
    explicit MainFrame(wxConfigBase* config = nullptr);
    ~MainFrame() override;

    void showDesk(application::DeskViews views);
    const application::DeskViews& desk() const { return desk_; }
    // Selects on every pane at once, as a click on the map or the roster does.
    void select(application::DetailSubject subject, const std::string& id);

    wxAuiManager& aui() { return aui_; }
    const DeskPanes& panes() const { return panes_; }
    PaneLayout& layout() { return *layout_; }
    LedgerProcessor& commands() { return commands_; }
    wxFileHistory& recentFiles() { return recent_; }
    // Redraws the desk when another program changes the campaign file.
    FileChangeWatch& fileWatch() { return *fileWatch_; }

    // Questions and messages go through this; tests put their own in.
    void setPrompter(std::unique_ptr<Prompter> prompter) { prompter_ = std::move(prompter); }
    Prompter& prompter() { return *prompter_; }

    // The open campaign (main_frame_campaign.cpp). Each returns false, after telling the game
    // master why, when the library refuses; the campaign open before stays open and untouched.
    application::CampaignSession* session() { return session_.get(); }
    bool openCampaign(const wxString& path);
    // `replace`: the user confirmed replacing an existing file in the save dialog.
    bool newFromScenario(const wxString& scenarioPath, const wxString& campaignPath,
                         bool replace = false);
    bool exportScenario(const wxString& scenarioPath);
    // File > New blank campaign... (main_frame_edit.cpp): the campaign `request` describes, at
    // request.campaign, opened in edit mode. False, after telling why, when refused.
    bool newBlankCampaign(const application::BlankCampaignRequest& request);
    // Campaign > Edit map: the map pane's edit mode, and the status bar saying so.
    void setEditingMap(bool editing);
    // What the map asks for in edit mode: each opens its dialog (answered by a test through a
    // modal hook) and gives the edit as one undoable action. False when cancelled or refused.
    bool addPlaceAt(map::MapPoint at);
    bool movePlace(const std::string& placeId, map::MapPoint to);
    bool editPlace(const std::string& placeId);
    bool removePlace(const std::string& placeId);
    bool addRouteBetween(const std::string& fromId, const std::string& toId);
    // Campaign > Units...: the unit dialog on `unitId` (empty: a new unit); a new unit is one
    // action, a unit renamed and its men corrected one action each. False when cancelled or
    // refused.
    bool editUnits(const std::string& unitId = {});
    // Campaign > Sides...: the side dialog on `sideId` (empty: a new side); one action.
    bool editSides(const std::string& sideId = {});
    // Campaign > Leaders...: the leader dialog on `leaderId` (empty: a new leader); one action.
    bool editLeaders(const std::string& leaderId = {});
    // Campaign > Armies and battals...: a new army, or an army renamed or given another
    // commander, and a battal added to it; each one action.
    bool editArmies(const std::string& armyId = {});
    // Campaign > Check armies...: `edit check` in a dialog; reads only.
    void checkArmies();
    // Campaign > Map picture...: a PNG or JPEG file chosen, kept in the campaign file; Take the
    // map's picture away; Map scale...: two points and the miles between them (the map scale
    // dialog). Each one action; false, after telling why, when refused or cancelled.
    bool chooseMapPicture();
    bool removeMapPicture();
    bool editMapScale();
    // File > Export map…: the map as the window draws it, at the window's size, as SVG or PNG
    // by the file's extension (map/map_export.hpp); with `size`, the whole map fitted to that
    // many pixels as `seneschal-cli map --width --height` draws it, as seen by the side the
    // desk shows. The menu asks which. False, after telling why, when refused.
    bool exportMap(const wxString& picturePath, std::optional<wxSize> size = std::nullopt);
    // View > As seen by: the umpire's map (none) or a side's (its id or name); the map pane
    // shows it at once. False, after telling why, for a side the campaign does not have.
    bool showMapAs(const std::optional<std::string>& side);
    void closeCampaign();
    // File > Restore from backup...: the backup the game master chooses and confirms replaces
    // the campaign (after a backup of it as it stands), and every pane shows the restored one.
    bool restoreFromBackup();
    // Gives an order through the session as one undoable command (`name` until it is done:
    // "March"); a refusal is told through the prompter and changes nothing.
    bool performOrder(const std::string& name, LedgerOrder order);
    bool advance(int days);
    // Shows the path and arrival date and asks before giving the order (MarchOrder); the army
    // moves day by day as the calendar advances.
    // `confirmFirst`: the plan is shown to confirm (a drag on the map); the March dialog has
    // shown it already and its OK is the confirmation.
    bool orderMarch(const std::string& armyId, const std::string& placeId, bool forced = false,
                    bool confirmFirst = true);
    // The army orders (Campaign > Split, Merge, Recruit, Pay), each one undoable action of the
    // library; a refusal is told through the prompter and changes nothing.
    bool splitArmy(const std::string& armyId, const std::vector<std::string>& unitIds,
                   const std::string& newName);
    bool mergeArmies(const std::vector<std::string>& armyIds);  // the one kept first
    bool recruit(const std::string& placeId, const std::string& unitId, std::int64_t men);
    bool raiseUnit(const std::string& placeId, const application::NewUnitRequest& unit,
                   std::int64_t men);
    bool payArrears(const std::string& sideId, std::optional<std::int64_t> limitPounds);
    // A ransom action of the prisoners pane on the captives chosen there: one undoable action
    // however many they are. Pay asks for the instalment when there is one captive, execute
    // for the unit that executes men.
    bool ransom(const std::string& actionId, const std::vector<std::string>& captiveIds);
    // Battle > Avoid battle, or the avoid item of a battle's mark on the map: asks which side
    // falls back where (the choices the rule allows) and gives the order, one undoable action.
    // `placeId` empty: the only pending battle, or the one the game master picks.
    bool avoidBattle(std::string placeId = {});
    // Battle > Resolve pending battle, or a battle's mark: the battle dialog, on that place.
    void openBattleDialog(const std::string& placeId = {});
    // Battle > Tabletop console for a battle file: the console on a battle file, with no
    // campaign (a God's Acre table assistant); the console is kept beside the file, and the
    // outcome may be saved as an outcome file. `path` empty: ask for the file.
    void openBattleFileConsole(wxString path = {});
    // Redraws every pane from the campaign, keeping the selection.
    void refreshDesk();
    wxString statusMessage() const;
    // In group play, the status bar's word on which sides have sent orders for the turn.
    wxString turnOrdersText() const;

    // The Turn menu (main_frame_turn.cpp; group play, docs/group-play.md), each the very call
    // of the CLI's command: Start group play (`group start`), Send dispatches… (`dispatch
    // --all`, into the folder the game master picks; asks before replacing), Receive orders…
    // (`orders import`: the files picked are checked and shown, and recorded when the game
    // master agrees, one undoable action), Orders received (`orders status`) and End turn…
    // (`turn`: asks, naming the sides that sent nothing, then shows what was done). Each
    // returns false, after telling why, when cancelled or refused.
    bool startGroupPlay();
    // Turn > New key for a side: the side chosen, the umpire asked (it is not undone).
    bool newSideKey();
    bool sendDispatches();
    bool receiveOrders();
    void showOrdersReceived();
    bool endTurn();

    // The last campaign opened, from the configuration; empty when none.
    wxString lastCampaign() const;

    // Reports > … (main_frame_reports.cpp): the report as pages in the viewer beside the desk;
    // null after telling the game master why not (no battle applied yet, a date outside the
    // campaign: the library's message).
    ReportViewer* showCampaignReport(const application::CampaignReportRequest& request);
    // Battle report… asks which battle applied (the newest first), Muster roll… the date, Army
    // sheet… which army and the men a figure on the table.
    ReportViewer* showBattleReport();
    ReportViewer* showMusterRoll();
    ReportViewer* showArmySheet();
    // File > Print roster… (the muster roll as of today) and Print prisoners…: the print
    // dialog, or with `preview` the print preview window. False when cancelled or refused.
    bool printRoster(bool preview = false);
    bool printPrisoners(bool preview = false);

    // Every pane's window with its name, for screenshots.
    std::vector<std::pair<wxString, wxWindow*>> paneWindows();
    // What the window shows with no campaign open: how to begin.
    WelcomePanel& welcome() { return *welcome_; }
    // The empty window's button for a bundled scenario: asks where to keep the new campaign
    // and starts it there.
    bool newFromBundled(std::size_t index);

  private:
    void bindMenus();
    void bindCampaignMenus();
    void onNew();
    void onOpen();
    void onExport();
    void onExportMap();
    // View > As seen by: the umpire and one radio item per side of the open campaign.
    void rebuildSeenByMenu();
    void bindMapMenus();
    void bindEditMenus();
    void onNewBlank();
    void onMarchDialog();
    void onSplitDialog();
    void onMergeDialog();
    void onRecruitDialog();
    void onPayDialog();
    // The selected id when the selection is of this kind; empty otherwise.
    std::string selected(application::DetailSubject subject) const;
    void onRulesIndex();
    void showReport(application::ReportKind kind);
    void bindReportMenus();
    ReportViewer* showDocument(reports::Document document);
    bool printDocument(reports::Document document, bool preview);
    void adopt(std::unique_ptr<application::CampaignSession> session);
    void refuse(const wxString& title, const std::string& why);
    // An order performed, then the status bar saying what it did, as the ledger names it.
    bool performAndTell(const std::string& name, LedgerOrder order);
    void togglePane(const char* name);
    void updateStatus();
    void showTurnOrdersField(bool shown);
    void bindTurnMenus();

    void onSelection(SelectionEvent& event);
    void onMarchRequested(MarchRequestEvent& event);
    void onBattleRequested(BattleRequestEvent& event);
    void onEditRequested(EditRequestEvent& event);
    void onRansomAction(RansomActionEvent& event);
    void onClose(wxCloseEvent& event);

    wxConfigBase* config_;
    wxAuiManager aui_;
    DeskPanes panes_;
    std::unique_ptr<PaneLayout> layout_;
    LedgerProcessor commands_;
    wxFileHistory recent_;
    application::DeskViews desk_;
    std::unique_ptr<Prompter> prompter_;
    std::unique_ptr<application::CampaignSession> session_;
    application::DetailSubject selectedSubject_ = application::DetailSubject::None;
    std::string selectedId_;
    std::unique_ptr<FileChangeWatch> fileWatch_;
    WelcomePanel* welcome_ = nullptr;
    std::vector<std::string> seenBySides_;  // the side ids of View > As seen by, in menu order
};

}  // namespace seneschal::gui
