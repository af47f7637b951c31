#include "app/gui/about.hpp"

#include "app/gui/icon.hpp"
#include "seneschal/version.hpp"

namespace seneschal::gui {

wxAboutDialogInfo aboutInfo() {
    wxAboutDialogInfo info;
    info.SetName(kProgramName);
    info.SetVersion(kVersion);
    info.SetIcon(iconBundle().GetIcon(wxSize(64, 64)));
    info.SetDescription(
        "Keeps a medieval campaign's rolls, treasury and prisoners,\n"
        "and fights its battles by the God's Acre rules.");
    return info;
}

}  // namespace seneschal::gui
