#include "app/gui/about.hpp"

#include "seneschal/version.hpp"

namespace seneschal::gui {

wxAboutDialogInfo aboutInfo() {
    wxAboutDialogInfo info;
    info.SetName(kProgramName);
    info.SetVersion(kVersion);
    info.SetDescription(
        "Keeps a medieval campaign's rolls, treasury and prisoners,\n"
        "and fights its battles by the God's Acre rules.");
    return info;
}

}  // namespace seneschal::gui
