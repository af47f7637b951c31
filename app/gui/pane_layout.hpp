#pragma once
// Remembers how the game master arranged the panes, between runs, through wxConfig.
// A saved layout from an older set of panes is ignored rather than half-applied.
#include <wx/aui/aui.h>
#include <wx/config.h>

namespace seneschal::gui {

class PaneLayout {
  public:
    // Bump when panes are added, renamed or removed: older saved layouts are then ignored.
    static constexpr long kLayoutVersion = 2;  // 2: the roster wider (issue 37, item 7)
    static constexpr const char* kPerspectiveKey = "/Layout/Perspective";
    static constexpr const char* kVersionKey = "/Layout/Version";

    // Call once the panes are built: that arrangement is what Reset layout brings back.
    explicit PaneLayout(wxAuiManager& aui);

    bool restore(wxConfigBase& config);  // false when nothing usable was saved
    void save(wxConfigBase& config) const;
    void reset();

  private:
    wxAuiManager& aui_;
    wxString default_;
};

}  // namespace seneschal::gui
