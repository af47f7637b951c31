#pragma once
// The game master's desk: menus, toolbar, status bar and rearrangeable panes.
#include <wx/aui/aui.h>
#include <wx/frame.h>

class wxTextCtrl;

namespace seneschal::gui {

// Menu and toolbar ids of our own; standard actions use the wxID_ ones.
enum CommandId {
    ID_ADVANCE_DAY = wxID_HIGHEST + 1,
    ID_ADVANCE_WEEK,
    ID_ADVANCE_FORTNIGHT,
    ID_MARCH,
    ID_RESOLVE_BATTLE,
    ID_ENTER_RESULT,
    ID_ODDS,
    ID_REPORT_ROSTER,
    ID_RULES_INDEX,
};

class MainFrame final : public wxFrame {
public:
    MainFrame();
    ~MainFrame() override;

    wxAuiManager& aui() { return aui_; }

private:
    void buildMenus();
    void buildToolBar();
    void buildPanes();

    void onQuit(wxCommandEvent& event);
    void onAbout(wxCommandEvent& event);
    void onClose(wxCloseEvent& event);

    wxAuiManager aui_;
};

}  // namespace seneschal::gui
