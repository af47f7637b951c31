#pragma once
// What the desk shows with no campaign open: how to begin. A button per bundled scenario
// starts a new campaign from it, Open finds a campaign file, and the recent campaigns reopen
// with one click. It lies over the map pane and sends the frame the same menu commands
// (File > New, Open, Open recent) that the menus send, so there is one path for each.
#include <wx/panel.h>

#include <string>
#include <vector>

#include "application/files/campaign_files.hpp"

class wxBoxSizer;

namespace seneschal::gui {

class WelcomePanel final : public wxPanel {
  public:
    // `over` is the pane it covers; it follows that pane's size.
    WelcomePanel(wxWindow* over, std::vector<application::BundledScenario> scenarios);

    // The recent campaigns' paths, newest first (File > Open recent's order).
    void setRecent(const std::vector<wxString>& paths);
    // The bundled scenario its button number `index` starts.
    const application::BundledScenario& scenario(std::size_t index) const {
        return scenarios_[index];
    }
    std::size_t scenarioCount() const { return scenarios_.size(); }

  private:
    void send(int commandId);

    std::vector<application::BundledScenario> scenarios_;
    wxBoxSizer* recentRows_ = nullptr;
};

}  // namespace seneschal::gui
