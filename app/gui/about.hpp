#pragma once
#include <wx/aboutdlg.h>

namespace seneschal::gui {

// What Help > About shows; separate so tests can check it without a modal dialog.
wxAboutDialogInfo aboutInfo();

}  // namespace seneschal::gui
