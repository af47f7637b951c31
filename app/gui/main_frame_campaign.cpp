// The main window's work on the open campaign: the File, Campaign, Battle and Help menus and
// the requests of the panes, each a call into the campaign session (no rule or SQL here).
#include <wx/filename.h>
#include <wx/log.h>
#include <wx/statusbr.h>

#include <algorithm>

#include "app/gui/applied_notice.hpp"
#include "app/gui/apply_outcome.hpp"
#include "app/gui/battle_dialog.hpp"
#include "app/gui/desk_events.hpp"
#include "app/gui/main_frame.hpp"
#include "app/gui/map_canvas.hpp"
#include "app/gui/march_dialog.hpp"
#include "app/gui/merge_dialog.hpp"
#include "app/gui/pay_dialog.hpp"
#include "app/gui/recruit_dialog.hpp"
#include "app/gui/report_window.hpp"
#include "app/gui/restore_dialog.hpp"
#include "app/gui/rules_reference_window.hpp"
#include "app/gui/split_dialog.hpp"
#include "app/gui/tabletop_console_dialog.hpp"
#include "app/gui/welcome_panel.hpp"
#include "app/gui/wx_text.hpp"
#include "application/tabletop/tabletop_console_files.hpp"
#include "base/errors.hpp"
#include "base/grouped_number.hpp"
#include "battle/rulebook_loader.hpp"

namespace seneschal::gui {

namespace {

std::filesystem::path fsPath(const wxString& path) {
    return std::filesystem::path(path.utf8_string());
}

}  // namespace

void MainFrame::bindCampaignMenus() {
    Bind(
        wxEVT_MENU, [this](wxCommandEvent&) { onNew(); }, wxID_NEW);
    Bind(
        wxEVT_MENU, [this](wxCommandEvent&) { onOpen(); }, wxID_OPEN);
    Bind(
        wxEVT_MENU,
        [this](wxCommandEvent& event) {
            newFromBundled(static_cast<std::size_t>(event.GetId() - ID_NEW_FROM_BUNDLED_FIRST));
        },
        ID_NEW_FROM_BUNDLED_FIRST, ID_NEW_FROM_BUNDLED_LAST);
    Bind(
        wxEVT_MENU, [this](wxCommandEvent&) { onExport(); }, wxID_SAVEAS);
    Bind(
        wxEVT_MENU, [this](wxCommandEvent&) { closeCampaign(); }, wxID_CLOSE);
    Bind(
        wxEVT_MENU, [this](wxCommandEvent&) { restoreFromBackup(); }, ID_RESTORE_BACKUP);
    Bind(
        wxEVT_UPDATE_UI, [this](wxUpdateUIEvent& e) { e.Enable(session_ != nullptr); },
        ID_RESTORE_BACKUP);
    Bind(
        wxEVT_MENU,
        [this](wxCommandEvent& event) {
            const wxString path =
                recent_.GetHistoryFile(static_cast<size_t>(event.GetId() - wxID_FILE1));
            if (!openCampaign(path) && !wxFileName::FileExists(path))
                recent_.RemoveFileFromHistory(static_cast<size_t>(event.GetId() - wxID_FILE1));
        },
        wxID_FILE1, wxID_FILE9);
    Bind(
        wxEVT_MENU, [this](wxCommandEvent&) { advance(1); }, ID_ADVANCE_DAY);
    Bind(
        wxEVT_MENU, [this](wxCommandEvent&) { advance(7); }, ID_ADVANCE_WEEK);
    Bind(
        wxEVT_MENU, [this](wxCommandEvent&) { advance(14); }, ID_ADVANCE_FORTNIGHT);
    Bind(
        wxEVT_MENU, [this](wxCommandEvent&) { onMarchDialog(); }, ID_MARCH);
    Bind(
        wxEVT_MENU, [this](wxCommandEvent&) { onSplitDialog(); }, ID_SPLIT);
    Bind(
        wxEVT_MENU, [this](wxCommandEvent&) { onMergeDialog(); }, ID_MERGE);
    Bind(
        wxEVT_MENU, [this](wxCommandEvent&) { onRecruitDialog(); }, ID_RECRUIT);
    Bind(
        wxEVT_MENU, [this](wxCommandEvent&) { onPayDialog(); }, ID_PAY);
    for (int id : {ID_RESOLVE_BATTLE, ID_ENTER_RESULT, ID_ODDS})
        Bind(
            wxEVT_MENU, [this](wxCommandEvent&) { openBattleDialog(); }, id);
    Bind(
        wxEVT_MENU, [this](wxCommandEvent&) { avoidBattle(); }, ID_AVOID_BATTLE);
    Bind(
        wxEVT_MENU, [this](wxCommandEvent&) { openBattleFileConsole(); }, ID_TABLETOP_CONSOLE_FILE);
    // Applied from the aftermath preview while the battle dialog is open: every pane shows the
    // new state at once, and the desk says what was applied.
    Bind(EVT_BATTLE_APPLIED, [this](wxCommandEvent& event) {
        refreshDesk();
        showAppliedNotice(*this, aui_, event.GetString(), appliedMessage(event));
    });
    Bind(
        wxEVT_MENU, [this](wxCommandEvent&) { onRulesIndex(); }, ID_RULES_INDEX);
    // What needs an open campaign, and what waits for the library (the roster report), is
    // greyed rather than hidden.
    const int needCampaign[] = {
        wxID_SAVEAS,       wxID_CLOSE,      ID_ADVANCE_DAY, ID_ADVANCE_WEEK, ID_ADVANCE_FORTNIGHT,
        ID_MARCH,          ID_SPLIT,        ID_MERGE,       ID_RECRUIT,      ID_PAY,
        ID_RESOLVE_BATTLE, ID_ENTER_RESULT, ID_ODDS,        ID_AVOID_BATTLE};
    for (int id : needCampaign)
        Bind(
            wxEVT_UPDATE_UI, [this](wxUpdateUIEvent& e) { e.Enable(session_ != nullptr); }, id);
    const std::pair<int, application::ReportKind> reportItems[] = {
        {ID_REPORT_ROSTER, application::ReportKind::MusterRoll},
        {ID_REPORT_LEADERS, application::ReportKind::Leaders},
        {ID_REPORT_LEDGER, application::ReportKind::Ledger},
        {ID_REPORT_PRISONERS, application::ReportKind::Prisoners},
        {ID_REPORT_TREASURY, application::ReportKind::Treasury}};
    for (const auto& [id, kind] : reportItems) {
        Bind(
            wxEVT_UPDATE_UI, [this](wxUpdateUIEvent& e) { e.Enable(session_ != nullptr); }, id);
        Bind(
            wxEVT_MENU, [this, report = kind](wxCommandEvent&) { showReport(report); }, id);
    }
    bindReportMenus();
}

void MainFrame::onMarchRequested(MarchRequestEvent& event) {
    orderMarch(event.armyId(), event.placeId());
}

void MainFrame::refuse(const wxString& title, const std::string& why) {
    SetStatusText(title, 0);
    prompter_->error(this, title, utf8(why));
}

void MainFrame::adopt(std::unique_ptr<application::CampaignSession> session) {
    commands_.setSession(nullptr);
    hideAppliedNotice(aui_);
    session_ = std::move(session);
    commands_.setSession(session_.get());
    selectedSubject_ = application::DetailSubject::None;
    selectedId_.clear();
    const wxString path = utf8(session_->path().string());
    recent_.AddFileToHistory(path);
    if (config_) {
        config_->Write("Campaign/Last", path);
        recent_.Save(*config_);
    }
    showDesk(session_->views());
    rebuildSeenByMenu();
    panes_.map->fitToWindow();
    SetStatusText("Opened " + path, 0);
}

bool MainFrame::openCampaign(const wxString& path) {
    try {
        adopt(std::make_unique<application::CampaignSession>(
            application::CampaignSession::open(fsPath(path))));
        return true;
    } catch (const std::exception& error) {
        refuse("Cannot open the campaign", error.what());
        return false;
    }
}

bool MainFrame::newFromScenario(const wxString& scenarioPath, const wxString& campaignPath,
                                bool replace) {
    try {
        adopt(std::make_unique<application::CampaignSession>(
            application::CampaignSession::importScenario(fsPath(scenarioPath), fsPath(campaignPath),
                                                         replace)));
        return true;
    } catch (const std::exception& error) {
        refuse("Cannot start a campaign from " + wxFileName(scenarioPath).GetFullName(),
               error.what());
        return false;
    }
}

bool MainFrame::exportScenario(const wxString& scenarioPath) {
    if (!session_) return false;
    try {
        session_->exportScenario(fsPath(scenarioPath));
        SetStatusText("Exported the campaign to " + scenarioPath, 0);
        return true;
    } catch (const std::exception& error) {
        refuse("Cannot export the campaign", error.what());
        return false;
    }
}

bool MainFrame::restoreFromBackup() {
    if (!session_) return false;
    const auto backup = askForBackup(this, *prompter_, *session_);
    if (!backup) return false;
    const std::filesystem::path path = session_->path();
    try {
        const application::RestoreReport report = session_->restoreBackup(backup->name);
        // The undo history is now the backup's: the campaign is opened afresh.
        adopt(std::make_unique<application::CampaignSession>(
            application::CampaignSession::open(path)));
        SetStatusText(utf8("Restored the backup of " + report.restored.campaignDate + " (" +
                           report.restored.reason + "); the campaign as it stood is in backup " +
                           report.safety.name),
                      0);
        return true;
    } catch (const std::exception& error) {
        refuse("Cannot restore the backup", error.what());
        return false;
    }
}

void MainFrame::closeCampaign() {
    panes_.map->setEditing(false);
    commands_.setSession(nullptr);
    hideAppliedNotice(aui_);
    session_.reset();
    selectedSubject_ = application::DetailSubject::None;
    selectedId_.clear();
    showDesk({});
    rebuildSeenByMenu();
}

void MainFrame::onNew() {
    const wxString scenario =
        prompter_->openFile(this, "Start a campaign from a scenario", kScenarioWildcard);
    if (scenario.empty()) return;
    const wxString campaign =
        prompter_->saveFile(this, "Keep the new campaign in", kCampaignWildcard,
                            wxFileName(scenario).GetName() + ".seneschal");
    if (campaign.empty()) return;
    // The save dialog asked before naming an existing file; replacing it stays safe (only a
    // campaign no program holds open is replaced).
    newFromScenario(scenario, campaign, true);
}

bool MainFrame::newFromBundled(std::size_t index) {
    if (index >= welcome_->scenarioCount()) return false;
    const application::BundledScenario& scenario = welcome_->scenario(index);
    const wxString campaign = prompter_->saveFile(
        this, "Keep the new campaign in", kCampaignWildcard, utf8(scenario.id) + ".seneschal");
    if (campaign.empty()) return false;
    return newFromScenario(utf8(scenario.path.string()), campaign, true);
}

void MainFrame::onOpen() {
    const wxString path = prompter_->openFile(this, "Open a campaign", kCampaignWildcard);
    if (!path.empty()) openCampaign(path);
}

void MainFrame::onExport() {
    if (!session_) return;
    const wxString path =
        prompter_->saveFile(this, "Export the campaign as a scenario", kScenarioWildcard,
                            wxFileName(utf8(session_->path().string())).GetName() + ".xml");
    if (!path.empty()) exportScenario(path);
}

bool MainFrame::performOrder(const std::string& name, LedgerOrder order) {
    if (!session_) return false;
    if (commands_.perform(name, std::move(order))) return true;
    refuse("The campaign refused", commands_.lastError());
    return false;
}

bool MainFrame::advance(int days) {
    if (!session_) return false;
    const auto before = session_->snapshot().info.date;
    if (!performOrder("Advance", [days](application::CampaignSession& session) {
            return session.advance({days, {}}).description;
        }))
        return false;
    // The chronicle shows the day's events; the status bar says where the calendar stands,
    // and why it stopped short when a contact halted the march.
    const auto moved = static_cast<int>(session_->snapshot().info.date.value - before.value);
    SetStatusText(utf8("Advanced " + countOf(moved, "day", "days") + " to " + desk_.header.date +
                       (moved < days ? ": a battle is pending" : "")),
                  0);
    return true;
}

bool MainFrame::orderMarch(const std::string& armyId, const std::string& placeId, bool forced,
                           bool confirmFirst) {
    if (!session_) return false;
    application::MarchPlan plan;
    try {
        plan = session_->planMarch(armyId, placeId, forced);
    } catch (const std::exception& error) {
        refuse("No march", error.what());
        return false;
    }
    if (confirmFirst && !prompter_->confirm(this, "Order the march", utf8(plan.describe())))
        return false;
    // The order is given now; the army moves day by day as the calendar advances.
    if (!performOrder("March", [armyId = plan.armyId, placeId,
                                forced](application::CampaignSession& session) {
            return session.orderMarch({armyId, placeId, forced}).description;
        }))
        return false;
    SetStatusText(utf8(plan.armyName + " is ordered to march; advance the calendar to move"), 0);
    return true;
}

bool MainFrame::splitArmy(const std::string& armyId, const std::vector<std::string>& unitIds,
                          const std::string& newName) {
    if (!performOrder("Split", [=](application::CampaignSession& session) {
            return session.splitArmy({armyId, unitIds, newName}).description;
        }))
        return false;
    SetStatusText(utf8(newName + " is split off"), 0);
    return true;
}

bool MainFrame::mergeArmies(const std::vector<std::string>& armyIds) {
    return performOrder("Merge", [armyIds](application::CampaignSession& session) {
        return session.mergeArmies(armyIds).description;
    });
}

bool MainFrame::recruit(const std::string& placeId, const std::string& unitId, std::int64_t men) {
    // The status bar says what was recruited, not what an earlier refusal said (issue 37).
    return performAndTell("Recruit", [=](application::CampaignSession& session) {
        return session.recruit({placeId, men, unitId, std::nullopt}).description;
    });
}

bool MainFrame::raiseUnit(const std::string& placeId, const application::NewUnitRequest& unit,
                          std::int64_t men) {
    return performAndTell("Recruit", [=](application::CampaignSession& session) {
        return session.recruit({placeId, men, {}, unit}).description;
    });
}

bool MainFrame::payArrears(const std::string& sideId, std::optional<std::int64_t> limitPounds) {
    return performOrder("Pay", [=](application::CampaignSession& session) {
        return session.payArrears({sideId, limitPounds}).description;
    });
}

void MainFrame::refreshDesk() {
    if (!session_) return;
    const wxString message = statusMessage();
    showDesk(session_->views());
    if (!selectedId_.empty()) select(selectedSubject_, selectedId_);
    SetStatusText(message, 0);
    // However the file changed (an order, a battle applied from its dialog, an undo), Edit >
    // Undo and Redo name what the file would undo and redo next.
    commands_.SetMenuStrings();
}

wxString MainFrame::statusMessage() const {
    return GetStatusBar() ? GetStatusBar()->GetStatusText(0) : wxString();
}

wxString MainFrame::lastCampaign() const {
    return config_ ? config_->Read("Campaign/Last", wxString()) : wxString();
}

void MainFrame::onEditRequested(EditRequestEvent& event) {
    if (!session_) {
        event.Veto();
        SetStatusText("No campaign file is open to hold the edit", 0);
        return;
    }
    if (event.subject() != application::DetailSubject::Unit || event.field() != "name") {
        event.Veto();
        refuse("Not editable", "this field cannot be changed here");
        return;
    }
    // The pane is inside its own change event: redraw it once that has returned.
    commands_.onChange([this] { CallAfter([this] { refreshDesk(); }); });
    const bool done = commands_.perform(
        "Rename", [id = event.id(), name = event.value()](application::CampaignSession& session) {
            return session.renameUnit({id, name}).description;
        });
    commands_.onChange([this] { refreshDesk(); });
    if (!done) {
        event.Veto();
        refuse("The campaign refused the edit", commands_.lastError());
    }
}

void MainFrame::onRansomAction(RansomActionEvent& event) {
    ransom(event.action(), event.captiveIds());
}

bool MainFrame::ransom(const std::string& actionId, const std::vector<std::string>& captiveIds) {
    if (!session_) return false;
    const application::PrisonerView& view = desk_.prisoners;
    // The pane offers only what applies; a stale request (the file changed since) is dropped.
    if (!application::actionApplies(view, actionId, captiveIds)) return false;
    const wxString title = utf8(view.findAction(actionId)->label);
    if (actionId == "release-all") {
        if (!prompter_->confirm(this, title, "Release every captive still held, without ransom?"))
            return false;
        return performAndTell("Mass release", [](application::CampaignSession& session) {
            return session.releaseAllCaptives().description;
        });
    }
    std::vector<std::int64_t> records;
    for (const std::string& id : captiveIds) records.push_back(view.findCaptive(id)->record);
    const application::CaptiveEntry& first = *view.findCaptive(captiveIds.front());
    if (actionId == "pay" && records.size() == 1) {
        // One captive: the payer may pay an instalment (the library keeps what is still owed).
        const auto amount = prompter_->number(
            this, title,
            utf8(first.side + " owes " + first.owed + " for " + first.name + ".\nPay now:"),
            static_cast<long>(first.owedAmount), 1, static_cast<long>(first.owedAmount));
        if (!amount) return false;
        const std::optional<std::int64_t> instalment =
            *amount == first.owedAmount ? std::nullopt : std::optional<std::int64_t>(*amount);
        return performAndTell(title.utf8_string(), [actionId, record = first.record, instalment](
                                                       application::CampaignSession& session) {
            return session.ransomCaptive({actionId, record, instalment, {}}).description;
        });
    }
    std::string executor;
    if (actionId == "execute") {
        const std::vector<application::ExecutionerChoice> units =
            application::commonExecutioners(view, captiveIds);
        const bool men = std::any_of(captiveIds.begin(), captiveIds.end(), [&](const auto& id) {
            return view.findCaptive(id)->kind == "men";
        });
        if (men) {
            if (units.empty()) {
                refuse(title,
                       "no one unit of the captor may execute all of them: troops may "
                       "slaughter only their social inferiors (GA-QUARTER)");
                return false;
            }
            wxArrayString names;
            for (const application::ExecutionerChoice& unit : units) names.Add(utf8(unit.name));
            const auto chosen = prompter_->choose(
                this, title, "Which unit carries out the execution (GA-QUARTER)?", names);
            if (!chosen) return false;
            executor = units.at(static_cast<std::size_t>(*chosen)).unitId;
        } else if (!prompter_->confirm(
                       this, title,
                       utf8("Execute " + first.name +
                            (records.size() > 1 ? " and the others chosen" : "") + "?"))) {
            return false;
        }
    }
    // Several captives: the desk says how many and who, and what is still owed for any of
    // them, and asks first (issue 37, item 3: Parole freed two, one owing 700 pounds, unasked).
    if (records.size() > 1 && actionId != "execute") {
        std::string names;
        std::string owing;
        for (std::size_t i = 0; i < captiveIds.size(); ++i) {
            const application::CaptiveEntry& captive = *view.findCaptive(captiveIds[i]);
            names += (i == 0 ? "" : i + 1 == captiveIds.size() ? " and " : ", ") + captive.name;
            if (captive.owedAmount > 0)
                owing += "\n" + captive.side + " still owes " + captive.owed + " for " +
                         captive.name + ".";
        }
        if (!prompter_->confirm(
                this, title,
                utf8(title.utf8_string() + ": " +
                     countOf(static_cast<long long>(records.size()), "captive", "captives") + ", " +
                     names + "?" + owing)))
            return false;
    }
    // Several captives: one action, so that one undo takes them all back.
    return performAndTell(
        title.utf8_string(), [actionId, records, executor](application::CampaignSession& session) {
            return session.ransomCaptives({actionId, records, executor}).description;
        });
}

bool MainFrame::performAndTell(const std::string& name, LedgerOrder order) {
    if (!performOrder(name, std::move(order))) return false;
    if (const auto done = session_->nextUndo()) SetStatusText(utf8(done->description), 0);
    return true;
}

void MainFrame::onMarchDialog() {
    if (!session_) return;
    MarchDialog dialog(
        this, *session_,
        selectedSubject_ == application::DetailSubject::Army ? selectedId_ : std::string());
    if (dialog.ShowModal() != wxID_OK) return;
    orderMarch(dialog.armyId(), dialog.placeId(), dialog.forced(), false);
}

std::string MainFrame::selected(application::DetailSubject subject) const {
    return selectedSubject_ == subject ? selectedId_ : std::string();
}

void MainFrame::onSplitDialog() {
    if (!session_) return;
    SplitDialog dialog(this, *session_, selected(application::DetailSubject::Army));
    if (dialog.ShowModal() != wxID_OK) return;
    splitArmy(dialog.armyId(), dialog.detached(), dialog.newName());
}

void MainFrame::onMergeDialog() {
    if (!session_) return;
    MergeDialog dialog(this, *session_, selected(application::DetailSubject::Army));
    if (dialog.ShowModal() != wxID_OK) return;
    mergeArmies(dialog.armyIds());
}

void MainFrame::onRecruitDialog() {
    if (!session_) return;
    RecruitDialog dialog(this, *session_, selected(application::DetailSubject::Unit));
    // OK gives the order from inside the dialog: a refusal is shown there, the input kept.
    dialog.onGive([this](const RecruitDialog& filled) -> std::string {
        const std::string place = filled.placeId();
        const std::int64_t men = filled.men();
        LedgerOrder order;
        if (filled.raisingNewUnit())
            order = [place, men, unit = filled.newUnit()](application::CampaignSession& session) {
                return session.recruit({place, men, {}, unit}).description;
            };
        else
            order = [place, men, unit = filled.unitId()](application::CampaignSession& session) {
                return session.recruit({place, men, unit, std::nullopt}).description;
            };
        if (!commands_.perform("Recruit", std::move(order))) return commands_.lastError();
        if (const auto done = session_->nextUndo()) SetStatusText(utf8(done->description), 0);
        return {};
    });
    if (dialog.ShowModal() != wxID_OK || dialog.given()) return;
    // Answered without its button (as a test answers it): the order given now.
    if (dialog.raisingNewUnit())
        raiseUnit(dialog.placeId(), dialog.newUnit(), dialog.men());
    else
        recruit(dialog.placeId(), dialog.unitId(), dialog.men());
}

void MainFrame::onPayDialog() {
    if (!session_) return;
    PayDialog dialog(this, *session_);
    if (dialog.ShowModal() != wxID_OK) return;
    payArrears(dialog.sideId(), dialog.limitPounds());
}

void MainFrame::openBattleDialog(const std::string& placeId) {
    if (!session_) return;
    BattleDialog dialog(this, *session_, *prompter_);
    if (!placeId.empty()) dialog.choosePlace(placeId);
    dialog.ShowModal();
    refreshDesk();
}

void MainFrame::openBattleFileConsole(wxString path) {
    if (path.empty()) {
        path = prompter_->openFile(this, "Tabletop console for a battle file",
                                   "Battle files (*.xml)|*.xml|All files|*");
    }
    if (path.empty()) return;
    const std::filesystem::path battleFile(path.utf8_string());
    try {
        const battle::Rulebook& rules = session_ ? session_->rulebook() : battle::defaultRulebook();
        const battle::BattleSetup setup = battle::loadBattleFile(battleFile, rules);
        TabletopConsoleDialog console(
            this, rules, setup, application::openBattleFileConsole(battleFile, rules, {}),
            [battleFile](const application::TabletopConsole& kept) {
                application::keepBattleFileConsole(battleFile, kept);
            },
            *prompter_);
        if (console.ShowModal() != wxID_OK || !console.outcome()) return;
        const wxString out = prompter_->saveFile(
            this, "Save the battle's outcome", "Outcome files (*.xml)|*.xml|All files|*",
            wxString::FromUTF8(battleFile.stem().string() + ".outcome.xml"));
        if (out.empty()) return;
        // The save dialog asked before replacing a file.
        application::saveConsoleOutcome(*console.outcome(), out.utf8_string(), battleFile, true);
    } catch (const std::exception& error) {
        refuse("Tabletop console", error.what());
    }
}

void MainFrame::onBattleRequested(BattleRequestEvent& event) {
    if (event.want() == BattleRequestEvent::Want::Avoid)
        avoidBattle(event.placeId());
    else
        openBattleDialog(event.placeId());
}

bool MainFrame::avoidBattle(std::string placeId) {
    if (!session_) return false;
    const std::vector<map::PendingBattleMark>& pending = desk_.map.pendingBattles;
    if (pending.empty()) {
        refuse("No battle to avoid", "No battle is pending: armies must meet first.");
        return false;
    }
    const auto placeName = [this](const std::string& id) {
        const map::MapPlace* place = desk_.map.findPlace(id);
        return place ? place->name : id;
    };
    if (placeId.empty() && pending.size() == 1) placeId = pending[0].placeId;
    if (placeId.empty()) {
        wxArrayString places;
        for (const map::PendingBattleMark& battle : pending)
            places.Add(utf8("The battle at " + placeName(battle.placeId)));
        const auto chosen =
            prompter_->choose(this, "Avoid battle", "Which battle is to be avoided?", places);
        if (!chosen) return false;
        placeId = pending[static_cast<std::size_t>(*chosen)].placeId;
    }
    application::AvoidChoices choices;
    try {
        choices = session_->avoidChoices(placeId);
    } catch (const std::exception& error) {
        refuse("Cannot avoid the battle", error.what());
        return false;
    }
    wxArrayString options;
    std::vector<application::AvoidRequest> requests;
    std::string reasons;
    for (const application::AvoidSide& side : choices.sides) {
        if (!side.allowed) {
            reasons += side.sideName + ": " + side.reason + "\n";
            continue;
        }
        for (const application::AvoidWay& way : side.ways) {
            options.Add(utf8(side.sideName + " falls back to " + way.placeName + " (" +
                             seneschal::groupedNumber(side.men) + " men against " +
                             seneschal::groupedNumber(side.enemyMen) + ")"));
            requests.push_back({choices.placeId, side.sideId, way.placeId});
        }
    }
    if (requests.empty()) {
        refuse(utf8("The battle at " + choices.placeName + " cannot be avoided"), reasons);
        return false;
    }
    const auto chosen = prompter_->choose(
        this, "Avoid the battle at " + utf8(choices.placeName),
        "Which side falls back by night, and where to? A night march counts as a forced "
        "march: some men straggle, and the battle is not fought unless another side stays to "
        "face the enemy.",
        options);
    if (!chosen) return false;
    const application::AvoidRequest request = requests[static_cast<std::size_t>(*chosen)];
    std::string done;
    if (!performOrder("Avoid battle", [request, &done](application::CampaignSession& session) {
            done = session.avoidBattle(request).description;
            return done;
        }))
        return false;
    SetStatusText(utf8(done), 0);
    return true;
}

void MainFrame::onRulesIndex() {
    showRulesReference(this);
}

void MainFrame::showReport(application::ReportKind kind) {
    if (!session_) return;
    try {
        // Beside the desk, not over it: a report is read while the campaign goes on. It shows
        // the campaign as it was when opened (its heading gives the date).
        auto* window = new ReportWindow(this, *session_, kind, *prompter_);
        window->Show();
    } catch (const std::exception& error) {
        refuse("Cannot show the report", error.what());
    }
}

}  // namespace seneschal::gui
