#include "app/gui/menu_bar.hpp"

#include <wx/accel.h>
#include <wx/artprov.h>
#include <wx/toolbar.h>

#include "app/gui/command_ids.hpp"

namespace seneschal::gui {

namespace {

wxMenu* fileMenu(wxMenu*& recentFiles) {
    auto* file = new wxMenu;
    file->Append(wxID_NEW, "&New from scenario...\tCtrl+N");
    file->Append(ID_NEW_BLANK, "New &blank campaign...");
    file->Append(wxID_OPEN, "&Open...\tCtrl+O");
    recentFiles = new wxMenu;
    file->AppendSubMenu(recentFiles, "Open &recent");
    file->Append(wxID_SAVEAS, "&Export scenario...");
    file->Append(ID_EXPORT_MAP, "Export &map...");
    file->Append(ID_RESTORE_BACKUP, "Restore from &backup...");
    file->AppendSeparator();
    file->Append(ID_PRINT_ROSTER, "&Print roster...\tCtrl+P");
    file->Append(ID_PRINT_PRISONERS, "Print pri&soners...");
    file->AppendSeparator();
    file->Append(wxID_CLOSE, "&Close\tCtrl+W");
    file->AppendSeparator();
    file->Append(wxID_EXIT, "&Quit\tCtrl+Q");
    return file;
}

wxMenu* campaignMenu() {
    auto* campaign = new wxMenu;
    campaign->Append(ID_ADVANCE_DAY, "Advance a &day\tCtrl+D");
    campaign->Append(ID_ADVANCE_WEEK, "Advance a &week");
    campaign->Append(ID_ADVANCE_FORTNIGHT, "Advance &two weeks");
    campaign->AppendSeparator();
    campaign->Append(ID_MARCH, "&March...\tCtrl+M");
    campaign->Append(ID_SPLIT, "&Split...");
    campaign->Append(ID_MERGE, "Mer&ge...");
    campaign->Append(ID_RECRUIT, "&Recruit...");
    campaign->Append(ID_PAY, "&Pay...");
    campaign->AppendSeparator();
    campaign->AppendCheckItem(ID_EDIT_MAP, "&Edit map\tCtrl+E",
                              "Add, move, edit and remove places and routes on the map");
    campaign->Append(ID_MAP_PICTURE, "Map &picture...",
                     "Keep a picture (PNG or JPEG) in the campaign file as the map's background");
    campaign->Append(ID_MAP_PICTURE_REMOVE, "Take the map's picture a&way");
    campaign->Append(ID_MAP_SCALE, "Map &scale...",
                     "Set the map's scale by two points and the miles between them");
    campaign->Append(ID_EDIT_SIDES, "Si&des...", "Add a side, rename it, correct its treasury");
    campaign->Append(ID_EDIT_ARMIES, "&Armies and battals...",
                     "Add an army or a battal, rename an army, change its commander");
    campaign->Append(ID_EDIT_LEADERS, "&Leaders...",
                     "Add a leader, change his rank, CV or character");
    campaign->Append(ID_EDIT_UNITS, "&Units...", "Add a unit, rename one, correct its men");
    campaign->Append(ID_CHECK_ARMIES, "C&heck armies...",
                     "Each army's points and the rules it breaks, by rule ID");
    return campaign;
}

wxMenu* viewMenu() {
    auto* view = new wxMenu;
    view->AppendCheckItem(ID_VIEW_ROSTER, "&Roster");
    view->AppendCheckItem(ID_VIEW_DETAILS, "&Details");
    view->AppendCheckItem(ID_VIEW_PRISONERS, "&Prisoners and ransoms");
    view->AppendCheckItem(ID_VIEW_CHRONICLE, "&Chronicle");
    view->AppendSeparator();
    view->Append(ID_VIEW_FIT_MAP, "&Fit map to window\tCtrl+0");
    view->AppendCheckItem(ID_VIEW_LEGEND, "Le&gend");
    // Filled with the open campaign's sides (MainFrame::rebuildSeenByMenu).
    auto* seenBy = new wxMenu;
    seenBy->AppendRadioItem(ID_SEEN_BY_UMPIRE, "The &umpire (everything)");
    view->Append(ID_VIEW_SEEN_BY, "As &seen by", seenBy);
    view->Append(ID_VIEW_RESET_LAYOUT, "Reset &layout");
    return view;
}

}  // namespace

wxMenuBar* buildMenuBar(wxMenu*& recentFiles, wxMenu*& editMenu) {
    editMenu = new wxMenu;
    editMenu->Append(wxID_UNDO, "&Undo\tCtrl+Z");
    editMenu->Append(wxID_REDO, "&Redo\tCtrl+Shift+Z");

    auto* battle = new wxMenu;
    battle->Append(ID_RESOLVE_BATTLE, "&Resolve pending battle...");
    battle->Append(ID_AVOID_BATTLE, "&Avoid battle...");
    battle->Append(ID_ENTER_RESULT, "&Enter tabletop result...");
    battle->Append(ID_ODDS, "&Odds...");
    battle->AppendSeparator();
    battle->Append(ID_TABLETOP_CONSOLE_FILE, "Tabletop &console for a battle file...",
                   "Fight a battle file on the table with the console, no campaign needed");

    // Group play across machines (docs/group-play.md): the umpire's turn, by files.
    auto* turn = new wxMenu;
    turn->Append(ID_TURN_START_GROUP, "&Start group play",
                 "Give the campaign its identity and each side its key for signing orders");
    turn->Append(ID_TURN_SEND_DISPATCHES, "Send &dispatches...",
                 "Write every side's dispatch for this turn (a page and a PDF each) to a folder");
    turn->Append(ID_TURN_RECEIVE_ORDERS, "&Receive orders...",
                 "Check the orders files the sides sent back, show them, and record them");
    turn->Append(ID_TURN_ORDERS_STATUS, "&Orders received",
                 "Which sides have sent orders for this turn and which have not");
    turn->Append(ID_TURN_NEW_KEY, "New &key for a side...",
                 "When a side's dispatch fell into the wrong hands: a new key, the old one's "
                 "orders refused");
    turn->AppendSeparator();
    turn->Append(ID_TURN_END, "&End turn...",
                 "Carry out every side's orders and advance the calendar to the next turn");

    // The pages a group reads between sessions, to print or save (the report viewer); then
    // the tables to sort and filter at the desk (the report window).
    auto* reports = new wxMenu;
    reports->Append(ID_REPORT_BATTLE, "&Battle report...");
    reports->Append(ID_REPORT_MUSTER, "&Muster roll...");
    reports->Append(ID_REPORT_CHRONICLE, "&Chronicle");
    reports->Append(ID_REPORT_TREASURY_RANSOMS, "&Treasury and ransoms");
    reports->Append(ID_REPORT_LOSSES, "&Losses and strength");
    reports->Append(ID_REPORT_ARMY_SHEET, "&Army sheet...",
                    "An army battal by battal, to fight with on the table");
    reports->AppendSeparator();
    auto* tables = new wxMenu;
    tables->Append(ID_REPORT_ROSTER, "&Roster");
    tables->Append(ID_REPORT_LEADERS, "&Leaders");
    tables->Append(ID_REPORT_PRISONERS, "&Prisoners and ransoms");
    tables->Append(ID_REPORT_TREASURY, "&Treasury");
    tables->Append(ID_REPORT_LEDGER, "Le&dger");
    reports->AppendSubMenu(tables, "Tables to &sort and filter");

    auto* help = new wxMenu;
    help->Append(ID_RULES_INDEX, "&Rules reference");
    help->Append(wxID_ABOUT, "&About Seneschal");

    auto* bar = new wxMenuBar;
    bar->Append(fileMenu(recentFiles), "&File");
    bar->Append(editMenu, "&Edit");
    bar->Append(viewMenu(), "&View");
    bar->Append(campaignMenu(), "&Campaign");
    bar->Append(battle, "&Battle");
    bar->Append(turn, "&Turn");
    bar->Append(reports, "&Reports");
    bar->Append(help, "&Help");
    return bar;
}

void buildToolBar(wxFrame& frame) {
    wxToolBar* tools = frame.CreateToolBar(wxTB_HORIZONTAL | wxTB_TEXT);
    tools->AddTool(wxID_OPEN, "Open",
                   wxArtProvider::GetBitmapBundle(wxART_FILE_OPEN, wxART_TOOLBAR));
    tools->AddTool(wxID_UNDO, "Undo", wxArtProvider::GetBitmapBundle(wxART_UNDO, wxART_TOOLBAR));
    tools->AddTool(wxID_REDO, "Redo", wxArtProvider::GetBitmapBundle(wxART_REDO, wxART_TOOLBAR));
    tools->AddSeparator();
    tools->AddTool(ID_ADVANCE_DAY, "Advance",
                   wxArtProvider::GetBitmapBundle(wxART_GO_FORWARD, wxART_TOOLBAR));
    tools->AddTool(ID_VIEW_FIT_MAP, "Fit map",
                   wxArtProvider::GetBitmapBundle(wxART_FULL_SCREEN, wxART_TOOLBAR));
    tools->Realize();

    // Ctrl+Y is the other common Redo; the menu can show only one accelerator per item.
    wxAcceleratorEntry extra[] = {wxAcceleratorEntry(wxACCEL_CTRL, 'Y', wxID_REDO)};
    frame.SetAcceleratorTable(wxAcceleratorTable(1, extra));
}

}  // namespace seneschal::gui
