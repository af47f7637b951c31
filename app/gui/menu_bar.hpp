#pragma once
// The menus and the toolbar of the main window, with standard ids and accelerators.
#include <wx/frame.h>
#include <wx/menu.h>

namespace seneschal::gui {

wxMenuBar* buildMenuBar(wxMenu*& recentFiles, wxMenu*& editMenu);
void buildToolBar(wxFrame& frame);

// Items that need a campaign and its library behind them (not built yet): shown, disabled.
void disableUntilCampaignOpen(wxFrame& frame);

}  // namespace seneschal::gui
