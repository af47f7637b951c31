#include "app/gui/main_frame.hpp"

#include <wx/aboutdlg.h>
#include <wx/display.h>
#include <wx/log.h>
#include <wx/statusbr.h>

#include <algorithm>

#include "app/gui/about.hpp"
#include "app/gui/chronicle_panel.hpp"
#include "app/gui/desk_events.hpp"
#include "app/gui/details_panel.hpp"
#include "app/gui/file_change_watch.hpp"
#include "app/gui/icon.hpp"
#include "app/gui/map_canvas.hpp"
#include "app/gui/menu_bar.hpp"
#include "app/gui/prisoners_panel.hpp"
#include "app/gui/roster_panel.hpp"
#include "app/gui/welcome_panel.hpp"
#include "application/views/campaign_views.hpp"
#include "seneschal/version.hpp"

namespace seneschal::gui {

namespace {
enum StatusField { Message, Date, Treasury, Battles, TurnOrders, FieldCount };

// 1240 x 800 fits a 1280 x 800 screen; a larger screen gets a larger window (up to 1600 x 1000),
// so that the map has the room the screen gives.
wxSize firstFrameSize() {
    const wxSize small(1240, 800);
    const wxRect area = wxDisplay(0u).GetClientArea();
    if (area.width <= 1280) return small;
    return {std::min(area.width, 1600), std::min(area.height, 1000)};
}
}  // namespace

MainFrame::MainFrame(wxConfigBase* config)
    : wxFrame(nullptr, wxID_ANY, kProgramName, wxDefaultPosition, firstFrameSize()),
      config_(config ? config : wxConfigBase::Get()) {
    SetIcons(frameIcons());
    aui_.SetManagedWindow(this);
    wxMenu* recentMenu = nullptr;
    wxMenu* editMenu = nullptr;
    SetMenuBar(buildMenuBar(recentMenu, editMenu));
    buildToolBar(*this);
    prompter_ = std::make_unique<DialogPrompter>();
    commands_.SetEditMenu(editMenu);
    // The processor rewrites the items' labels; keep the GNOME shortcut on Redo (Ctrl+Y is
    // in the frame's accelerator table as well).
    commands_.SetUndoAccelerator("Ctrl+Z");
    commands_.SetRedoAccelerator("Ctrl+Shift+Z");
    commands_.Initialize();
    recent_.UseMenu(recentMenu);
    if (config_) recent_.Load(*config_);

    // The turn's orders (the last field) only in group play: showTurnOrdersField.
    CreateStatusBar(FieldCount - 1);
    const int widths[] = {-1, 170, 300, 150};
    SetStatusWidths(FieldCount - 1, widths);

    panes_ = DeskPanes::build(aui_);
    welcome_ = new WelcomePanel(panes_.map, application::bundledScenariosOrNone());
    aui_.Update();
    layout_ = std::make_unique<PaneLayout>(aui_);
    if (config_) layout_->restore(*config_);
    showDesk({});
    bindMenus();
    bindCampaignMenus();
    bindMapMenus();
    bindEditMenus();
    bindTurnMenus();
    commands_.onChange([this] { refreshDesk(); });

    Bind(EVT_DESK_SELECTION, &MainFrame::onSelection, this);
    Bind(EVT_MARCH_REQUESTED, &MainFrame::onMarchRequested, this);
    Bind(EVT_BATTLE_REQUESTED, &MainFrame::onBattleRequested, this);
    Bind(EVT_EDIT_REQUESTED, &MainFrame::onEditRequested, this);
    Bind(EVT_RANSOM_ACTION, &MainFrame::onRansomAction, this);
    Bind(wxEVT_CLOSE_WINDOW, &MainFrame::onClose, this);
    fileWatch_ = std::make_unique<FileChangeWatch>(*this);
}

MainFrame::~MainFrame() {
    fileWatch_.reset();
    commands_.setSession(nullptr);
    aui_.UnInit();
}

void MainFrame::bindMenus() {
    Bind(
        wxEVT_MENU, [this](wxCommandEvent&) { Close(); }, wxID_EXIT);
    Bind(
        wxEVT_MENU, [this](wxCommandEvent&) { wxAboutBox(aboutInfo(), this); }, wxID_ABOUT);
    Bind(
        wxEVT_MENU, [this](wxCommandEvent&) { commands_.Undo(); }, wxID_UNDO);
    Bind(
        wxEVT_MENU, [this](wxCommandEvent&) { commands_.Redo(); }, wxID_REDO);
    Bind(
        wxEVT_UPDATE_UI, [this](wxUpdateUIEvent& e) { e.Enable(commands_.CanUndo()); }, wxID_UNDO);
    Bind(
        wxEVT_UPDATE_UI, [this](wxUpdateUIEvent& e) { e.Enable(commands_.CanRedo()); }, wxID_REDO);
    Bind(
        wxEVT_MENU, [this](wxCommandEvent&) { panes_.map->fitToWindow(); }, ID_VIEW_FIT_MAP);
    Bind(
        wxEVT_MENU, [this](wxCommandEvent&) { layout_->reset(); }, ID_VIEW_RESET_LAYOUT);
    const std::pair<int, const char*> toggles[] = {{ID_VIEW_ROSTER, DeskPanes::kRoster},
                                                   {ID_VIEW_DETAILS, DeskPanes::kDetails},
                                                   {ID_VIEW_PRISONERS, DeskPanes::kPrisoners},
                                                   {ID_VIEW_CHRONICLE, DeskPanes::kChronicle}};
    for (const auto& [id, name] : toggles) {
        const char* pane = name;
        Bind(
            wxEVT_MENU, [this, pane](wxCommandEvent&) { togglePane(pane); }, id);
        Bind(
            wxEVT_UPDATE_UI,
            [this, pane](wxUpdateUIEvent& e) { e.Check(aui_.GetPane(pane).IsShown()); }, id);
    }
}

void MainFrame::togglePane(const char* name) {
    wxAuiPaneInfo& pane = aui_.GetPane(name);
    pane.Show(!pane.IsShown());
    aui_.Update();
}

std::vector<std::pair<wxString, wxWindow*>> MainFrame::paneWindows() {
    return {{DeskPanes::kMap, panes_.map},
            {DeskPanes::kRoster, panes_.roster},
            {DeskPanes::kDetails, panes_.details},
            {DeskPanes::kPrisoners, panes_.prisoners},
            {DeskPanes::kChronicle, panes_.chronicle}};
}

void MainFrame::showDesk(application::DeskViews views) {
    desk_ = std::move(views);
    panes_.show(desk_);
    const application::CampaignHeaderView& header = desk_.header;
    if (header.campaignName.empty()) {
        std::vector<wxString> recent;
        for (size_t i = 0; i < recent_.GetCount(); ++i) recent.push_back(recent_.GetHistoryFile(i));
        welcome_->setRecent(recent);
    }
    welcome_->Show(header.campaignName.empty());
    if (header.campaignName.empty()) {
        SetTitle(kProgramName);
    } else {
        SetTitle(wxString::FromUTF8(header.campaignName) + wxString::FromUTF8(" \u2014 ") +
                 wxString::FromUTF8(header.filePath) + " - " + kProgramName);
    }
    updateStatus();
}

void MainFrame::updateStatus() {
    const application::CampaignHeaderView& header = desk_.header;
    if (header.campaignName.empty()) {
        SetStatusText("No campaign open", Message);
        showTurnOrdersField(false);
        for (int field : {Date, Treasury, Battles}) SetStatusText(wxString(), field);
        return;
    }
    SetStatusText(wxString::FromUTF8(header.date), Date);
    SetStatusText(wxString::FromUTF8(header.selectedSide + ": " + header.treasury), Treasury);
    SetStatusText(header.pendingBattles == 1
                      ? wxString("1 battle pending")
                      : wxString::Format("%d battles pending", header.pendingBattles),
                  Battles);
    showTurnOrdersField(!header.turnOrders.empty());
    if (!header.turnOrders.empty())
        SetStatusText(wxString::FromUTF8(header.turnOrders), TurnOrders);
}

void MainFrame::showTurnOrdersField(bool shown) {
    // In group play the status bar says which sides have sent orders for the turn; otherwise
    // the field takes no room.
    const int widths[] = {-1, 170, 300, 150, 380};
    const int fields = shown ? FieldCount : FieldCount - 1;
    if (GetStatusBar()->GetFieldsCount() != fields) GetStatusBar()->SetFieldsCount(fields, widths);
}

wxString MainFrame::turnOrdersText() const {
    wxStatusBar* bar = GetStatusBar();
    return bar && bar->GetFieldsCount() > TurnOrders ? bar->GetStatusText(TurnOrders) : wxString();
}

void MainFrame::select(application::DetailSubject subject, const std::string& id) {
    selectedSubject_ = subject;
    selectedId_ = id;
    panes_.map->setSelected(id);
    panes_.roster->select(id);
    panes_.details->setDetails(session_ ? application::campaignDetails(desk_, subject, id)
                                        : application::findDetails(desk_, subject, id));
}

void MainFrame::onSelection(SelectionEvent& event) {
    const std::string& id = event.id();
    selectedSubject_ = event.subject();
    selectedId_ = id;
    // Each pane follows a selection made in another; the one that made it is already there.
    if (event.GetEventObject() != panes_.map) panes_.map->setSelected(id);
    if (event.GetEventObject() != panes_.roster) panes_.roster->select(id);
    panes_.details->setDetails(session_ ? application::campaignDetails(desk_, event.subject(), id)
                                        : application::findDetails(desk_, event.subject(), id));
    if (session_ && event.subject() == application::DetailSubject::Side) {
        // The status bar shows the treasury of the side last picked.
        session_->selectSide(id);
        desk_.header = session_->views().header;
        updateStatus();
    }
}

void MainFrame::onClose(wxCloseEvent& event) {
    if (config_) {
        // The arrangement of panes is a convenience: failing to keep it is no reason to stop
        // the window closing behind a modal error.
        wxLogNull quiet;
        layout_->save(*config_);
        recent_.Save(*config_);
        if (session_)
            config_->Write("Campaign/Last", wxString::FromUTF8(session_->path().string()));
    }
    event.Skip();  // default handling destroys the frame
}

}  // namespace seneschal::gui
