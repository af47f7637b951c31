#include "app/gui/main_frame.hpp"

#include <wx/artprov.h>
#include <wx/menu.h>
#include <wx/statusbr.h>
#include <wx/textctrl.h>
#include <wx/toolbar.h>

#include "app/gui/about.hpp"
#include "seneschal/version.hpp"

namespace seneschal::gui {

MainFrame::MainFrame()
    : wxFrame(nullptr, wxID_ANY, wxString::Format("%s %s", kProgramName, kVersion),
              wxDefaultPosition, wxSize(1200, 760)) {
    aui_.SetManagedWindow(this);
    buildMenus();
    buildToolBar();
    buildPanes();
    CreateStatusBar(3);
    SetStatusText("No campaign open", 0);
    aui_.Update();

    Bind(wxEVT_MENU, &MainFrame::onQuit, this, wxID_EXIT);
    Bind(wxEVT_MENU, &MainFrame::onAbout, this, wxID_ABOUT);
    Bind(wxEVT_CLOSE_WINDOW, &MainFrame::onClose, this);
}

MainFrame::~MainFrame() { aui_.UnInit(); }

void MainFrame::buildMenus() {
    auto* file = new wxMenu;
    file->Append(wxID_NEW, "&New from scenario...\tCtrl+N");
    file->Append(wxID_OPEN, "&Open...\tCtrl+O");
    file->Append(wxID_SAVEAS, "&Export scenario...");
    file->Append(wxID_CLOSE, "&Close\tCtrl+W");
    file->AppendSeparator();
    file->Append(wxID_EXIT, "&Quit\tCtrl+Q");

    auto* edit = new wxMenu;
    edit->Append(wxID_UNDO, "&Undo\tCtrl+Z");
    edit->Append(wxID_REDO, "&Redo\tCtrl+Shift+Z");

    auto* campaign = new wxMenu;
    campaign->Append(ID_ADVANCE_DAY, "Advance a &day");
    campaign->Append(ID_ADVANCE_WEEK, "Advance a &week");
    campaign->Append(ID_ADVANCE_FORTNIGHT, "Advance &two weeks");
    campaign->AppendSeparator();
    campaign->Append(ID_MARCH, "&March...");

    auto* battle = new wxMenu;
    battle->Append(ID_RESOLVE_BATTLE, "&Resolve pending battle...");
    battle->Append(ID_ENTER_RESULT, "&Enter tabletop result...");
    battle->Append(ID_ODDS, "&Odds...");

    auto* reports = new wxMenu;
    reports->Append(ID_REPORT_ROSTER, "&Muster roll");

    auto* help = new wxMenu;
    help->Append(ID_RULES_INDEX, "&Rules index");
    help->Append(wxID_ABOUT, "&About Seneschal");

    auto* bar = new wxMenuBar;
    bar->Append(file, "&File");
    bar->Append(edit, "&Edit");
    bar->Append(campaign, "&Campaign");
    bar->Append(battle, "&Battle");
    bar->Append(reports, "&Reports");
    bar->Append(help, "&Help");
    SetMenuBar(bar);

    // Until a campaign is open, only what can work is enabled.
    const int notYet[] = {wxID_SAVEAS,       wxID_CLOSE,       wxID_UNDO,  wxID_REDO,
                          ID_ADVANCE_DAY,    ID_ADVANCE_WEEK,  ID_ADVANCE_FORTNIGHT,
                          ID_MARCH,          ID_RESOLVE_BATTLE, ID_ENTER_RESULT,
                          ID_ODDS,           ID_REPORT_ROSTER, wxID_NEW,   wxID_OPEN,
                          ID_RULES_INDEX};
    for (int id : notYet) {
        bar->Enable(id, false);
    }
}

void MainFrame::buildToolBar() {
    wxToolBar* tools = CreateToolBar(wxTB_HORIZONTAL | wxTB_TEXT);
    tools->AddTool(wxID_OPEN, "Open", wxArtProvider::GetBitmap(wxART_FILE_OPEN, wxART_TOOLBAR));
    tools->AddTool(wxID_UNDO, "Undo", wxArtProvider::GetBitmap(wxART_UNDO, wxART_TOOLBAR));
    tools->AddTool(wxID_REDO, "Redo", wxArtProvider::GetBitmap(wxART_REDO, wxART_TOOLBAR));
    tools->AddSeparator();
    tools->AddTool(ID_ADVANCE_DAY, "Advance",
                   wxArtProvider::GetBitmap(wxART_GO_FORWARD, wxART_TOOLBAR));
    tools->Realize();
    const int notYet[] = {wxID_OPEN, wxID_UNDO, wxID_REDO, ID_ADVANCE_DAY};
    for (int id : notYet) {
        tools->EnableTool(id, false);
    }
}

void MainFrame::buildPanes() {
    auto* welcome = new wxTextCtrl(this, wxID_ANY, wxEmptyString, wxDefaultPosition,
                                   wxDefaultSize, wxTE_MULTILINE | wxTE_READONLY | wxBORDER_NONE);
    welcome->SetValue(wxString::Format(
        "%s %s\n\nNo campaign is open.\n\nThe command-line tool seneschal-cli keeps campaigns "
        "today; the desktop panes (map, roster, prisoners, chronicle) are being built on the "
        "same libraries.",
        kProgramName, kVersion));
    aui_.AddPane(welcome, wxAuiPaneInfo().Name("welcome").Caption("Campaign").CenterPane());
}

void MainFrame::onQuit(wxCommandEvent&) { Close(); }

void MainFrame::onAbout(wxCommandEvent&) { wxAboutBox(aboutInfo(), this); }

void MainFrame::onClose(wxCloseEvent& event) {
    event.Skip();  // default handling destroys the frame
}

}  // namespace seneschal::gui
