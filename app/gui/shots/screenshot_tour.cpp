#include "app/gui/shots/screenshot_tour.hpp"

#include <wx/app.h>
#include <wx/filename.h>
#include <wx/grid.h>
#include <wx/html/htmlwin.h>
#include <wx/log.h>
#include <wx/print.h>
#include <wx/timer.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <functional>
#include <optional>
#include <thread>
#include <type_traits>
#include <vector>

#include "app/gui/aftermath_dialog.hpp"
#include "app/gui/army_edit_dialog.hpp"
#include "app/gui/background_task.hpp"
#include "app/gui/battle_dialog.hpp"
#include "app/gui/icon.hpp"
#include "app/gui/leader_dialog.hpp"
#include "app/gui/main_frame.hpp"
#include "app/gui/map_canvas.hpp"
#include "app/gui/map_edit_dialogs.hpp"
#include "app/gui/map_scale_dialog.hpp"
#include "app/gui/march_dialog.hpp"
#include "app/gui/merge_dialog.hpp"
#include "app/gui/new_blank_dialog.hpp"
#include "app/gui/pay_dialog.hpp"
#include "app/gui/prisoners_panel.hpp"
#include "app/gui/recruit_dialog.hpp"
#include "app/gui/report_viewer.hpp"
#include "app/gui/report_window.hpp"
#include "app/gui/rules_reference_window.hpp"
#include "app/gui/shots/screenshot.hpp"
#include "app/gui/side_dialog.hpp"
#include "app/gui/split_dialog.hpp"
#include "app/gui/tabletop_console_dialog.hpp"
#include "app/gui/tabletop_dialog.hpp"
#include "app/gui/unit_dialog.hpp"
#include "application/battles/battle_places.hpp"
#include "map/map_export.hpp"

namespace seneschal::gui {

namespace {

constexpr int kSettleMs = 700;  // time for the window to map and paint under Xvfb

class ScreenshotTour final : public wxTimer {
  public:
    ScreenshotTour(MainFrame& frame, wxString folder) : frame_(frame), folder_(std::move(folder)) {
        steps_ = {
            [this] { prepareDesk(); },
            [this] { captureWindows(); },
            // The map (issue 15): whole, zoomed on the Somme, a stack opened, a side's view.
            [this] { showWholeMap(); },
            [this] { shoot(*frame_.panes().map, "map-whole"); },
            [this] { zoomOnTheSomme(); },
            [this] { shoot(*frame_.panes().map, "map-somme"); },
            [this] { openFullestStack(); },
            [this] { shoot(*frame_.panes().map, "map-stack-open"); },
            [this] { showEnglandsMap(); },
            [this] { shoot(*frame_.panes().map, "map-seen-by-england"); },
            [this] { showUmpiresMap(); },
            [this] { openMarch(); },
            [this] { captureDialog(march_, "dialog-march"); },
            [this] { openBattle(); },
            [this] { waitForOdds(); },
            [this] { captureDialog(battle_, "dialog-battle"); },
            [this] { openAftermath(); },
            [this] { captureDialog(aftermath_, "dialog-aftermath"); },
            [this] { openTabletop(); },
            [this] { captureDialog(tabletop_, "dialog-tabletop"); },
            // The tabletop console (issue 18), step by step through a short fight.
            [this] { openConsole(); },
            [this] { captureConsole("console-charge-test"); },
            [this] { consoleShooting(); },
            [this] { captureConsole("console-shooting"); },
            [this] { consoleMelee(); },
            [this] { captureConsole("console-melee"); },
            [this] { consoleRoutAndQuarter(); },
            [this] { captureConsole("console-rout-quarter"); },
            [this] { openConsoleEnd(); },
            [this] { captureDialog(consoleEnd_, "console-end"); },
            [this] { closeConsole(); },
            [this] { applyBattle(); },
            [this] { shoot(frame_, "main-window-applied"); },
            [this] { demandFirstRansom(); },
            [this] { widenPrisoners(true); },
            [this] { shoot(*frame_.panes().prisoners, "pane-prisoners"); },
            [this] { widenPrisoners(false); },
            [this] { openReport(ID_REPORT_ROSTER); },
            [this] { captureReport("report-roster-table"); },
            [this] { openReport(ID_REPORT_PRISONERS); },
            [this] { captureReport("report-prisoners"); },
            // The report viewer (issue 17): each report of the Reports menu after the battle.
            [this] { viewer_ = frame_.showBattleReport(); },
            [this] { captureViewer("report-battle"); },
            [this] { viewer_ = frame_.showBattleReport(); },
            [this] { scrollViewerToEnd(); },
            [this] { captureViewer("report-battle-end"); },
            [this] { viewer_ = frame_.showCampaignReport(reportRequest("muster")); },
            [this] { captureViewer("report-muster-roll"); },
            [this] { viewer_ = frame_.showCampaignReport(reportRequest("chronicle")); },
            [this] { captureViewer("report-chronicle"); },
            [this] { viewer_ = frame_.showCampaignReport(reportRequest("treasury")); },
            [this] { captureViewer("report-treasury"); },
            [this] { viewer_ = frame_.showCampaignReport(reportRequest("losses")); },
            [this] { captureViewer("report-losses"); },
            // Its first printed page, as Print preview… shows it (the chart prints too).
            [this] { openPrintPreview("losses"); },
            [this] { capturePrintPreview("report-print-preview"); },
            // The roster as File > Print roster… prints it: turned, every column whole.
            [this] { openPrintPreview("muster"); },
            [this] { capturePrintPreview("report-print-preview-roster"); },
            [this] { openSplit(); },
            [this] { captureDialog(split_, "dialog-split"); },
            [this] { openMerge(); },
            [this] { captureDialog(merge_, "dialog-merge"); },
            [this] { openRecruit(); },
            [this] { captureDialog(recruit_, "dialog-recruit"); },
            [this] { openPay(); },
            [this] { captureDialog(pay_, "dialog-pay"); },
            // A game master's own campaign (issue 34): the map in edit mode and the editors.
            [this] { frame_.setEditingMap(true); },
            [this] { shoot(frame_, "main-window-edit-map"); },
            [this] { frame_.setEditingMap(false); },
            [this] { openNewBlank(); },
            [this] { captureDialog(newBlank_, "dialog-new-blank"); },
            [this] { openPlace(); },
            [this] { captureDialog(place_, "dialog-place"); },
            [this] { openRoute(); },
            [this] { captureDialog(route_, "dialog-route"); },
            [this] { openUnit(); },
            [this] { captureDialog(unit_, "dialog-unit"); },
            [this] { openSide(); },
            [this] { captureDialog(side_, "dialog-side"); },
            [this] { openLeader(); },
            [this] { captureDialog(leader_, "dialog-leader"); },
            [this] { openArmyEdit(); },
            [this] { captureDialog(armyEdit_, "dialog-army-edit"); },
            [this] { openArmyCheck(); },
            [this] { captureDialog(armyCheck_, "dialog-army-check"); },
            [this] { openMapScale(); },
            [this] { captureDialog(mapScale_, "dialog-map-scale"); },
            [this] { startFakeTask(); },
            [this] { captureTask(); },
            // Help > Rules reference, as a player opens it (issue 16).
            [this] { reference_ = showRulesReference(&frame_); },
            [this] { captureReference(); },
            // The empty window, as a new game master first sees it.
            [this] { frame_.closeCampaign(); },
            [this] { shoot(frame_, "window-empty"); },
            [this] { frame_.Close(); },
        };
        Bind(wxEVT_TIMER, [this](wxTimerEvent&) { next(); });
        StartOnce(kSettleMs);
    }

  private:
    void next() {
        if (step_ >= steps_.size()) return;
        steps_[step_++]();
        if (step_ < steps_.size())
            StartOnce(kSettleMs);
        else
            wxTheApp->CallAfter([this] { delete this; });  // not from inside our own handler
    }

    void shoot(wxWindow& window, const wxString& name) {
        const wxString path = wxFileName(folder_, name + ".png").GetFullPath();
        wxString error;
        if (!saveScreenshot(window, path, &error)) wxLogError("%s", error);
    }

    void prepareDesk() {
        if (!frame_.session()) {
            wxLogError("no campaign is open: nothing to photograph");
            return;
        }
        // The English host is ordered to Caen and marches until it meets the garrison there:
        // a battle pending.
        frame_.performOrder("March", [](application::CampaignSession& session) {
            return session.orderMarch({"english-host", "caen", false}).description;
        });
        frame_.advance(14);
        const campaign::CampaignSnapshot& snapshot = frame_.session()->snapshot();
        if (!snapshot.armies.empty() && !snapshot.armies[0].battals.empty() &&
            !snapshot.armies[0].battals[0].units.empty())
            frame_.select(application::DetailSubject::Unit,
                          snapshot.armies[0].battals[0].units[0].id);
        frame_.panes().map->setSelected("english-host");
    }

    // The whole map fitted to its pane, nothing selected or hovered.
    void showWholeMap() {
        frame_.select(application::DetailSubject::None, std::string());
        frame_.panes().map->fitToWindow();
    }

    // As the game master zooms: the wheel turned over the Somme between Abbeville and the ford
    // of Blanchetaque.
    void zoomOnTheSomme() {
        MapCanvas& map = *frame_.panes().map;
        const auto abbeville = map.placeOnScreen("abbeville");
        const auto ford = map.placeOnScreen("blanchetaque");
        if (!abbeville || !ford) {
            wxLogError("Abbeville or Blanchetaque is not on the map");
            return;
        }
        wxMouseEvent wheel(wxEVT_MOUSEWHEEL);
        wheel.SetPosition({(abbeville->x + ford->x) / 2, (abbeville->y + ford->y) / 2});
        wheel.m_wheelRotation = 8 * 120;
        wheel.m_wheelDelta = 120;
        map.ProcessWindowEvent(wheel);
    }

    // The hand over the stack with the most armies (hovering opens it), on the whole map.
    void openFullestStack() {
        MapCanvas& map = *frame_.panes().map;
        map.fitToWindow();
        const map::ArmyStack* fullest = nullptr;
        for (const map::ArmyStack& stack : map.layout().stacks)
            if (!fullest || stack.armyIds.size() > fullest->armyIds.size()) fullest = &stack;
        if (!fullest) {
            wxLogError("no army stack on the map to open");
            return;
        }
        wxMouseEvent motion(wxEVT_MOTION);
        motion.SetPosition({static_cast<int>(fullest->rect.x + fullest->rect.width / 2),
                            static_cast<int>(fullest->rect.y + 6)});
        map.ProcessWindowEvent(motion);
        if (map.openStack().empty()) wxLogError("hovering the stack did not open it");
        // The opened stack says what the tooltip would; the tooltip would hide the map below it.
        map.UnsetToolTip();
    }

    // The hand leaves the map: no hover, no stack open.
    void leaveMap() {
        MapCanvas& map = *frame_.panes().map;
        wxMouseEvent leave(wxEVT_LEAVE_WINDOW);
        map.ProcessWindowEvent(leave);
        map.UnsetToolTip();
    }

    // View > As seen by > Kingdom of England, as the menu does it.
    void showEnglandsMap() {
        leaveMap();
        if (!frame_.showMapAs(std::string("Kingdom of England"))) return;
        showWholeMap();
    }

    void showUmpiresMap() {
        frame_.showMapAs(std::nullopt);
        frame_.panes().map->fitToWindow();
    }

    void openMarch() {
        if (!frame_.session()) return;
        march_ = new MarchDialog(&frame_, *frame_.session(), "french-royal-army");
        march_->choose("french-royal-army", "caen");
        march_->Show();
    }

    void openBattle() {
        if (!frame_.session()) return;
        battle_ = new BattleDialog(&frame_, *frame_.session(), frame_.prompter());
        battle_->chooseSeed(1346);  // the same pictures from one run to the next
        battle_->chooseRules("postcard");
        battle_->setRuns(400);
        battle_->Show();
        battle_->startOdds();
    }

    void waitForOdds() {
        for (int i = 0; i < 1200 && battle_ && battle_->oddsRunning(); ++i) {
            wxYield();
            std::this_thread::sleep_for(std::chrono::milliseconds(50));
        }
    }

    void openAftermath() {
        if (!battle_) return;
        if (const auto fought = battle_->autoResolve()) {
            outcome_ = fought->outcome;
            aftermath_ = battle_->buildPreview(fought->outcome, fought->outcome.rules, false);
            if (aftermath_) aftermath_->Show();
        }
    }

    void openTabletop() {
        if (!battle_ || !frame_.session()) return;
        const battle::BattleSetup setup = battle_->setup();
        tabletop_ = new TabletopDialog(&frame_, *frame_.session(), setup,
                                       application::blankOutcome(setup, "Caen", ""));
        // Half-typed, as a game master leaves it at the first slip: losses on both sides, the
        // totals summing them, and OK refusing a count with its cell marked.
        const int rows = tabletop_->units().GetNumberRows();
        for (int row = 0; row < rows; ++row) {
            tabletop_->setCount(row, TabletopDialog::Removed, row % 3 + 1);
            tabletop_->setCount(row, TabletopDialog::Routed, row % 2);
        }
        if (rows > 1) tabletop_->setCount(1, TabletopDialog::Removed, 99);
        tabletop_->Show();
        if (!setup.sides.empty()) tabletop_->setWinner(setup.sides.front().id);
        tabletop_->ok();
    }

    // The units of a side in the console, and the first of a troop type among them.
    std::vector<application::ConsoleUnit> consoleSide(std::size_t side) const {
        std::vector<application::ConsoleUnit> units;
        if (!console_) return units;
        for (const application::ConsoleUnit& u : console_->console().startUnits) {
            if (u.side == console_->console().sides.at(side).id) units.push_back(u);
        }
        return units;
    }
    std::string consoleUnitOf(std::size_t side, const std::string& type) const {
        const auto units = consoleSide(side);
        for (const application::ConsoleUnit& u : units) {
            if (u.troopType == type) return u.id;
        }
        return units.empty() ? std::string() : units.front().id;
    }

    // A console step the tour could not take is said on the terminal: a message box would
    // stop the tour.
    void consoleDid(bool done) {
        if (!done && console_) {
            std::fprintf(stderr, "screenshots: the console refused: %s\n",
                         console_->message().utf8_string().c_str());
        }
    }

    int consoleFigures(const std::string& id) const {
        return application::consoleState(console_->console()).unit(id).figures;
    }

    void openConsole() {
        if (!battle_) return;
        console_ = battle_->buildConsole();
        if (!console_) return;
        console_->rollWith(1346);
        const std::string garrison = consoleUnitOf(1, "crossbowmen");
        console_->setMarks(garrison, true, 0, true, false);
        consoleDid(console_->record());
        console_->nextStep();
        console_->setMorale(garrison, "", "");
        consoleDid(console_->workOut());
        consoleDid(console_->record());
        console_->Show();
    }

    void captureConsole(const char* name) {
        if (!console_) {
            wxLogError("the tabletop console was not opened");
            return;
        }
        const wxString path = wxFileName(folder_, wxString(name) + ".png").GetFullPath();
        wxString error;
        // Read from the screen where it stands: its title names the battle, which may not be
        // ASCII, and `import` finds a window by a title in Latin-1 only.
        if (!saveScreenshot(*console_, path, &error)) wxLogError("%s", error);
    }

    void consoleShooting() {
        if (!console_) return;
        const std::string garrison = consoleUnitOf(1, "crossbowmen");
        const std::string bows = consoleUnitOf(0, "longbowmen");
        console_->nextStep();  // move
        console_->setMarks(garrison, true, 240, true, false);
        consoleDid(console_->record());
        console_->nextStep();  // shooting: worked out, not yet recorded
        console_->setShooting(bows, garrison, 20, {"long-range"}, "");
        consoleDid(console_->workOut());
    }

    void consoleMelee() {
        if (!console_) return;
        const std::string garrison = consoleUnitOf(1, "crossbowmen");
        const std::string spears = consoleUnitOf(0, "welsh-spearmen");
        consoleDid(console_->record());
        console_->nextStep();  // close combat
        console_->setMarks(garrison, false, 240, false, true);
        consoleDid(console_->record());
        console_->setMelee(battle::MeleeKind::Impact, spears, 12, garrison,
                           consoleFigures(garrison), "");
        // The longbowmen join the spearmen's melee (GA-CC-RESULT: several units a side).
        console_->joinMelee(consoleUnitOf(0, "longbowmen"), 6, garrison, {});
        consoleDid(console_->workOut());
        consoleDid(console_->record());
    }

    void consoleRoutAndQuarter() {
        if (!console_) return;
        const std::string garrison = consoleUnitOf(1, "crossbowmen");
        const std::string spears = consoleUnitOf(0, "welsh-spearmen");
        console_->nextStep();  // the other morale tests
        console_->setMorale(garrison, "lost-melee-per-point:3", "2,2");
        consoleDid(console_->record());
        console_->setQuarter(spears, garrison, (consoleFigures(garrison) + 1) / 2, "5");
        consoleDid(console_->workOut());
        consoleDid(console_->record());
    }

    void openConsoleEnd() {
        if (!console_) return;
        consoleEnd_ = new ConsoleEndDialog(console_, console_->console());
        consoleEnd_->chooseWinner(console_->console().sides.front().id);
        consoleEnd_->Show();
    }

    void closeConsole() {
        if (console_) console_->Destroy();
        console_ = nullptr;
    }

    // The battle at Caen as auto-resolved above, written to the campaign: its captives fill
    // the prisoners pane with real ransom records.
    // Applied as the aftermath preview's Apply does, so the desk says what was applied.
    void applyBattle() {
        if (!battle_ || !outcome_ || !frame_.session()) {
            wxLogError("no battle was fought: the prisoners pane stays empty");
            return;
        }
        AftermathDialog* preview = battle_->buildPreview(*outcome_, outcome_->rules, false);
        if (!preview || !preview->apply()) wxLogError("the battle at Caen was not applied");
        if (preview) preview->Destroy();
        battle_->Destroy();
        battle_ = nullptr;
    }

    void demandFirstRansom() {
        if (!frame_.session()) return;
        const std::vector<application::CaptiveEntry>& captives = frame_.desk().prisoners.captives;
        if (captives.empty()) {
            wxLogError("the battle at Caen took no captives");
            return;
        }
        // England demands the first ransom, so that the picture shows two states; the first
        // captive is chosen, to show which verbs apply to him.
        const std::string first = captives.front().id;
        frame_.ransom("demand", {first});
        frame_.panes().prisoners->selectCaptives({first});
    }

    // The chronicle steps aside for the picture, so that the prisoners' every column shows.
    void widenPrisoners(bool wide) {
        frame_.aui().GetPane(DeskPanes::kChronicle).Show(!wide);
        frame_.aui().Update();
    }

    void openSplit() {
        if (!frame_.session()) return;
        split_ = new SplitDialog(&frame_, *frame_.session(), "english-host");
        split_->choose("english-host", {"cheshire-archers"}, "Cheshire column");
        split_->Show();
    }

    void openMerge() {
        if (!frame_.session()) return;
        merge_ = new MergeDialog(&frame_, *frame_.session(), "english-host");
        merge_->Show();
    }

    void openRecruit() {
        if (!frame_.session()) return;
        recruit_ = new RecruitDialog(&frame_, *frame_.session(), "cheshire-archers");
        // The host when it may raise men where it stands, else the first army that may.
        const std::vector<std::string> offered = recruit_->armiesOffered();
        std::string army = offered.empty() ? std::string() : offered.front();
        if (std::find(offered.begin(), offered.end(), "english-host") != offered.end())
            army = "english-host";
        recruit_->chooseNewUnit("Lancashire bowmen", "longbowmen", "B", army, 200);
        recruit_->Show();
    }

    void openNewBlank() {
        newBlank_ = new NewBlankDialog(&frame_);
        newBlank_->fill("Marches of Ardenford", "1340-05-01", std::nullopt, "godsacre", "pounds",
                        1000, 800, 0.1);
        newBlank_->Show();
    }

    void openPlace() {
        if (!frame_.session()) return;
        place_ = new PlaceDialog(&frame_, frame_.session()->snapshot(), "rouen");
        place_->Show();
    }

    void openRoute() {
        if (!frame_.session()) return;
        route_ = new RouteDialog(&frame_, *frame_.session(), "rouen", "amiens");
        route_->Show();
    }

    void openUnit() {
        if (!frame_.session()) return;
        unit_ = new UnitDialog(&frame_, *frame_.session(), "cheshire-archers");
        unit_->Show();
    }

    void openSide() {
        if (!frame_.session()) return;
        side_ = new SideDialog(&frame_, *frame_.session(), "england");
        side_->setProgrammed(true, "bold");  // as a solo player hands England to the opponent
        side_->Show();
    }

    void openLeader() {
        if (!frame_.session()) return;
        leader_ = new LeaderDialog(&frame_, frame_.session()->snapshot(), "edward-iii");
        leader_->Show();
    }

    void openArmyEdit() {
        if (!frame_.session()) return;
        armyEdit_ = new ArmyEditDialog(&frame_, frame_.session()->snapshot(), "english-host");
        armyEdit_->Show();
    }

    void openArmyCheck() {
        if (!frame_.session()) return;
        armyCheck_ = new ArmyCheckDialog(&frame_, frame_.session()->checkArmies());
        armyCheck_->Show();
    }

    // The map scale dialog over a picture of the campaign's own map (the bundled campaign keeps
    // none), two points clicked along its scale bar's length and the miles typed.
    void openMapScale() {
        if (!frame_.session()) return;
        const map::MapView& view = frame_.session()->views().map;
        map::LayoutRequest layout;
        layout.width = 1000;
        layout.height = static_cast<int>(1000 * view.height / view.width);
        layout.transform = map::fitToSurface(view, layout.width, layout.height, false);
        auto picture = std::make_shared<const std::string>(
            map::mapImage(view, layout, map::MapImageFormat::Png));
        mapScale_ =
            new MapScaleDialog(&frame_, picture, view.width, view.height, view.milesPerUnit);
        mapScale_->pickAt(view.width * 0.2, view.height * 0.8);
        mapScale_->pickAt(view.width * 0.6, view.height * 0.8);
        mapScale_->typeMiles("60");
        mapScale_->Show();
    }

    void openPay() {
        if (!frame_.session()) return;
        pay_ = new PayDialog(&frame_, *frame_.session());
        pay_->choose("england", 500);
        pay_->Show();
    }

    // Photographs a dialog left open by the step before, then closes it.
    template <class Dialog>
    void captureDialog(Dialog*& dialog, const char* name) {
        if (!dialog) {
            wxLogError("%s was not opened", name);
            return;
        }
        const wxString path = wxFileName(folder_, wxString(name) + ".png").GetFullPath();
        wxString error;
        if (!saveDialogScreenshot(*dialog, path, &error)) wxLogError("%s", error);
        if constexpr (!std::is_same_v<Dialog, BattleDialog>) {
            dialog->Destroy();
            dialog = nullptr;
        }
    }

    // Reports > …: the report window opens beside the desk, sorted by its men (as a click on
    // the heading would).
    void openReport(int menuId) {
        wxCommandEvent event(wxEVT_MENU, menuId);
        frame_.GetEventHandler()->ProcessEvent(event);
        report_ = nullptr;
        for (wxWindow* child : frame_.GetChildren())
            if (auto* window = dynamic_cast<ReportWindow*>(child)) report_ = window;
    }
    void captureReport(const char* name) {
        if (!report_) {
            wxLogError("%s was not opened", name);
            return;
        }
        const wxString path = wxFileName(folder_, wxString(name) + ".png").GetFullPath();
        wxString error;
        // The whole screen cropped to it: `import -window` finds no window by a title with a
        // dash in it, and would wait for a click.
        if (!saveScreenshot(*report_, path, &error)) wxLogError("%s", error);
        report_->Destroy();
        report_ = nullptr;
    }

    static application::CampaignReportRequest reportRequest(const char* kind) {
        application::CampaignReportRequest request;
        request.kind = kind;
        return request;
    }
    // The battle report scrolled to its end (the aftermath, the losses expected beside the
    // real), as a reader scrolls down to it.
    void scrollViewerToEnd() {
        if (!viewer_) return;
        wxHtmlWindow& page = viewer_->page();
        int unitX = 1, unitY = 1;
        page.GetScrollPixelsPerUnit(&unitX, &unitY);
        page.Scroll(0, page.GetVirtualSize().GetHeight() / std::max(1, unitY));
    }
    void openPrintPreview(const char* kind) {
        viewer_ = frame_.showCampaignReport(reportRequest(kind));
        preview_ = viewer_ ? viewer_->preview() : nullptr;
    }
    void capturePrintPreview(const char* name) {
        if (!preview_) {
            wxLogError("the print preview did not open");
        } else {
            shoot(*preview_, name);
            preview_->Destroy();
            preview_ = nullptr;
        }
        if (viewer_) viewer_->Destroy();
        viewer_ = nullptr;
    }
    void captureViewer(const char* name) {
        if (!viewer_) {
            wxLogError("%s was not opened", name);
            return;
        }
        shoot(*viewer_, name);
        viewer_->Destroy();
        viewer_ = nullptr;
    }

    void captureWindows() {
        // The icon as the desktop shows it, from the same SVG the window uses.
        const wxString icon = wxFileName(folder_, "icon-128.png").GetFullPath();
        if (!iconBundle().GetBitmap(wxSize(128, 128)).SaveFile(icon, wxBITMAP_TYPE_PNG))
            wxLogError("cannot write %s", icon);
        shoot(frame_, "main-window");
        for (const auto& [name, window] : frame_.paneWindows()) shoot(*window, "pane-" + name);
    }

    void captureReference() {
        if (!reference_) {
            wxLogError("the rules reference did not open");
            return;
        }
        shoot(*reference_, "help-rules-reference");
        reference_->Destroy();
        reference_ = nullptr;
    }

    void startFakeTask() {
        // Stands in for the odds' Monte Carlo: creeps forward until cancelled.
        task_ = BackgroundTask::start(
            &frame_, "Odds of battle",
            [](TaskProgress& progress) {
                for (int done = 0; !progress.cancelRequested(); done = (done + 1) % 10000) {
                    progress.report(0.42, "Fighting battle 4,200 of 10,000...");
                    std::this_thread::sleep_for(std::chrono::milliseconds(5));
                }
            },
            nullptr);
    }

    void captureTask() {
        const wxString path = wxFileName(folder_, "dialog-progress.png").GetFullPath();
        wxString error;
        if (!saveDialogScreenshot(*task_, path, &error)) wxLogError("%s", error);
        task_->requestCancel();
    }

    MainFrame& frame_;
    wxString folder_;
    std::vector<std::function<void()>> steps_;
    std::size_t step_ = 0;
    BackgroundTask* task_ = nullptr;
    ReportWindow* report_ = nullptr;
    ReportViewer* viewer_ = nullptr;
    wxPreviewFrame* preview_ = nullptr;
    MarchDialog* march_ = nullptr;
    BattleDialog* battle_ = nullptr;  // kept open for the aftermath and tabletop pictures
    AftermathDialog* aftermath_ = nullptr;
    TabletopDialog* tabletop_ = nullptr;
    TabletopConsoleDialog* console_ = nullptr;
    ConsoleEndDialog* consoleEnd_ = nullptr;
    SplitDialog* split_ = nullptr;
    MergeDialog* merge_ = nullptr;
    RecruitDialog* recruit_ = nullptr;
    PayDialog* pay_ = nullptr;
    NewBlankDialog* newBlank_ = nullptr;
    PlaceDialog* place_ = nullptr;
    RouteDialog* route_ = nullptr;
    UnitDialog* unit_ = nullptr;
    SideDialog* side_ = nullptr;
    LeaderDialog* leader_ = nullptr;
    ArmyEditDialog* armyEdit_ = nullptr;
    ArmyCheckDialog* armyCheck_ = nullptr;
    MapScaleDialog* mapScale_ = nullptr;
    RulesReferenceWindow* reference_ = nullptr;
    std::optional<battle::BattleOutcome> outcome_;  // the battle auto-resolved for the aftermath
};

}  // namespace

void startScreenshotTour(MainFrame& frame, const wxString& folder) {
    if (!wxFileName::Mkdir(folder, wxS_DIR_DEFAULT, wxPATH_MKDIR_FULL))
        wxLogError("cannot create %s", folder);
    new ScreenshotTour(frame, folder);  // deletes itself after the last step
}

}  // namespace seneschal::gui
