#pragma once
// The game master's desk: menus, toolbar, status bar and the five rearrangeable panes.
// It only draws views and forwards requests: the campaign library decides.
#include <wx/aui/aui.h>
#include <wx/cmdproc.h>
#include <wx/config.h>
#include <wx/filehistory.h>
#include <wx/frame.h>

#include <memory>

#include "app/gui/command_ids.hpp"
#include "app/gui/desk_panes.hpp"
#include "app/gui/pane_layout.hpp"
#include "reports/desk_views.hpp"

namespace seneschal::gui {

class SelectionEvent;
class MarchRequestEvent;
class EditRequestEvent;
class RansomActionEvent;

class MainFrame final : public wxFrame {
public:
    // `config` keeps the layout and recent files; the application's wxConfig when null.
    explicit MainFrame(wxConfigBase* config = nullptr);
    ~MainFrame() override;

    void showDesk(reports::DeskViews views);
    const reports::DeskViews& desk() const { return desk_; }
    // Selects on every pane at once, as a click on the map or the roster does.
    void select(reports::DetailSubject subject, const std::string& id);

    wxAuiManager& aui() { return aui_; }
    const DeskPanes& panes() const { return panes_; }
    PaneLayout& layout() { return *layout_; }
    wxCommandProcessor& commands() { return commands_; }

    // Every pane's window with its name, for screenshots.
    std::vector<std::pair<wxString, wxWindow*>> paneWindows();

private:
    void bindMenus();
    void togglePane(const char* name);
    void updateStatus();

    void onSelection(SelectionEvent& event);
    void onMarchRequested(MarchRequestEvent& event);
    void onEditRequested(EditRequestEvent& event);
    void onRansomAction(RansomActionEvent& event);
    void onClose(wxCloseEvent& event);

    wxConfigBase* config_;
    wxAuiManager aui_;
    DeskPanes panes_;
    std::unique_ptr<PaneLayout> layout_;
    wxCommandProcessor commands_;
    wxFileHistory recent_;
    reports::DeskViews desk_;
};

}  // namespace seneschal::gui
