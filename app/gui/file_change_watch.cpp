#include "app/gui/file_change_watch.hpp"

#include <wx/dialog.h>
#include <wx/propgrid/propgrid.h>

#include "app/gui/desk_panes.hpp"
#include "app/gui/details_panel.hpp"
#include "app/gui/main_frame.hpp"
#include "application/views/campaign_session.hpp"

namespace seneschal::gui {

FileChangeWatch::FileChangeWatch(MainFrame& frame, std::chrono::milliseconds interval)
    : frame_(frame), timer_(this) {
    Bind(wxEVT_TIMER, [this](wxTimerEvent&) { check(); });
    timer_.Start(static_cast<int>(interval.count()));
}

FileChangeWatch::~FileChangeWatch() {
    timer_.Stop();
}

bool FileChangeWatch::busyWithTheUser() const {
    // A dialog (march, battle, split...) was filled in from the session as it was and may
    // still hold parts of what the session read, which re-reading replaces; its action is
    // checked against the file when it is performed anyway. So the redraw waits until it has
    // closed, and while a name is being typed into the details pane (a redraw would throw the
    // typing away).
    for (const wxWindow* window : wxTopLevelWindows) {
        if (dynamic_cast<const wxDialog*>(window) && window->IsShown()) return true;
    }
    // wxPropertyGrid::IsEditorFocused compares the focused window with the editor's, so it is
    // also true when there is no editor and no window of the program has the focus (the desk
    // in the background while another program writes): ask only while an editor is open.
    DetailsPanel* details = frame_.panes().details;
    return details && details->grid().GetEditorControl() && details->grid().IsEditorFocused();
}

bool FileChangeWatch::check() {
    application::CampaignSession* session = frame_.session();
    if (!session || busyWithTheUser()) return false;
    try {
        if (!session->changedElsewhere()) return false;
        session->refresh();
    } catch (const std::exception& error) {
        // Reading never waits for a writer (the file is in WAL mode), so this is the file
        // going bad under the desk: say so, and look again at the next tick.
        frame_.SetStatusText(
            wxString::FromUTF8(std::string("Cannot re-read the campaign file: ") + error.what()),
            0);
        return false;
    }
    frame_.commands().fileChangedElsewhere();
    frame_.refreshDesk();
    frame_.SetStatusText(
        "Another program changed the campaign file: the desk shows it as it is now", 0);
    return true;
}

}  // namespace seneschal::gui
