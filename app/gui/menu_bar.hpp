#pragma once
// The menus and the toolbar of the main window, with standard ids and accelerators.
#include <wx/frame.h>
#include <wx/menu.h>

namespace seneschal::gui {

wxMenuBar* buildMenuBar(wxMenu*& recentFiles, wxMenu*& editMenu);
void buildToolBar(wxFrame& frame);

}  // namespace seneschal::gui
