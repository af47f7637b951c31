#include "app/gui/pane_layout.hpp"

namespace seneschal::gui {

PaneLayout::PaneLayout(wxAuiManager& aui) : aui_(aui), default_(aui.SavePerspective()) {}

bool PaneLayout::restore(wxConfigBase& config) {
    if (config.ReadLong(kVersionKey, 0) != kLayoutVersion) return false;
    const wxString perspective = config.Read(kPerspectiveKey, wxString());
    if (perspective.empty()) return false;
    if (!aui_.LoadPerspective(perspective, true)) {
        aui_.LoadPerspective(default_, true);
        return false;
    }
    return true;
}

void PaneLayout::save(wxConfigBase& config) const {
    config.Write(kVersionKey, kLayoutVersion);
    config.Write(kPerspectiveKey, aui_.SavePerspective());
    config.Flush();
}

void PaneLayout::reset() {
    aui_.LoadPerspective(default_, true);
}

}  // namespace seneschal::gui
