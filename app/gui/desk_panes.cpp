#include "app/gui/desk_panes.hpp"

#include "app/gui/chronicle_panel.hpp"
#include "app/gui/details_panel.hpp"
#include "app/gui/map_canvas.hpp"
#include "app/gui/prisoners_panel.hpp"
#include "app/gui/roster_panel.hpp"

namespace seneschal::gui {

DeskPanes DeskPanes::build(wxAuiManager& aui) {
    wxWindow* frame = aui.GetManagedWindow();
    // The roster is as wide as its names and counts need (Men, Wounded, Captive, Dead beside
    // the names at 1280 x 800; every column at 1600 x 1000); on a 1280-pixel screen the
    // details pane gives up a little of its width for it, and the map keeps its own.
    const bool wide = frame->GetSize().GetWidth() > 1300;
    const wxSize rosterSize = wide ? wxSize(600, 400) : wxSize(440, 400);
    const wxSize detailsSize = wide ? wxSize(320, 400) : wxSize(270, 400);
    // wxAUI caps a side dock at 30% of the window, narrower than the roster above at 1280.
    aui.SetDockSizeConstraint(0.4, 0.3);
    DeskPanes panes;
    panes.map = new MapCanvas(frame);
    panes.roster = new RosterPanel(frame);
    panes.details = new DetailsPanel(frame);
    panes.prisoners = new PrisonersPanel(frame);
    panes.chronicle = new ChroniclePanel(frame);

    aui.AddPane(panes.map, wxAuiPaneInfo().Name(kMap).Caption("Map").CenterPane().PaneBorder(true));
    aui.AddPane(panes.roster, wxAuiPaneInfo()
                                  .Name(kRoster)
                                  .Caption("Roster")
                                  .Left()
                                  .Layer(1)
                                  .BestSize(rosterSize)
                                  .MinSize(300, 200)
                                  .CloseButton(true)
                                  .MaximizeButton(true));
    aui.AddPane(panes.details, wxAuiPaneInfo()
                                   .Name(kDetails)
                                   .Caption("Details")
                                   .Right()
                                   .Layer(1)
                                   .BestSize(detailsSize)
                                   .MinSize(240, 200)
                                   .CloseButton(true));
    aui.AddPane(panes.prisoners, wxAuiPaneInfo()
                                     .Name(kPrisoners)
                                     .Caption("Prisoners and ransoms")
                                     .Bottom()
                                     .Layer(2)
                                     .Row(0)
                                     .Position(0)
                                     .BestSize(620, 220)
                                     .MinSize(300, 150)
                                     .CloseButton(true));
    aui.AddPane(panes.chronicle, wxAuiPaneInfo()
                                     .Name(kChronicle)
                                     .Caption("Chronicle")
                                     .Bottom()
                                     .Layer(2)
                                     .Row(0)
                                     .Position(1)
                                     .BestSize(620, 220)
                                     .MinSize(300, 150)
                                     .CloseButton(true));
    return panes;
}

void DeskPanes::show(const application::DeskViews& views) {
    map->setView(views.map);
    roster->setRoster(views.roster);
    prisoners->setPrisoners(views.prisoners);
    chronicle->setChronicle(views.chronicle);
    details->setDetails({});
}

}  // namespace seneschal::gui
