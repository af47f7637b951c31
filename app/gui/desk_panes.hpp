#pragma once
// The five panes of the desk and where they dock: Map in the centre, Roster left, Details
// right, Prisoners and Chronicle along the bottom.
#include <wx/aui/aui.h>

#include "application/views/desk_views.hpp"

namespace seneschal::gui {

class MapCanvas;
class RosterPanel;
class DetailsPanel;
class PrisonersPanel;
class ChroniclePanel;

struct DeskPanes {
    static constexpr const char* kMap = "map";
    static constexpr const char* kRoster = "roster";
    static constexpr const char* kDetails = "details";
    static constexpr const char* kPrisoners = "prisoners";
    static constexpr const char* kChronicle = "chronicle";

    MapCanvas* map = nullptr;
    RosterPanel* roster = nullptr;
    DetailsPanel* details = nullptr;
    PrisonersPanel* prisoners = nullptr;
    ChroniclePanel* chronicle = nullptr;

    // Creates the panes as children of the managed window and docks them.
    static DeskPanes build(wxAuiManager& aui);
    void show(const application::DeskViews& views);
};

}  // namespace seneschal::gui
