#pragma once
// Everything the desktop window shows of one campaign, as plain data: the campaign side
// fills it after every change, and the window redraws from it.
#include <string>

#include "application/views/chronicle_view.hpp"
#include "application/views/details_view.hpp"
#include "application/views/prisoner_view.hpp"
#include "application/views/roster_view.hpp"
#include "map/map_view.hpp"

namespace seneschal::application {

// What the window title and status bar say about the open campaign.
struct CampaignHeaderView {
    std::string campaignName;  // e.g. "Crécy, 1346"
    std::string filePath;      // the campaign file, shown in the title
    std::string date;          // today in the campaign, formatted in its reckoning
    std::string selectedSide;  // the side whose treasury is shown
    std::string treasury;      // formatted, e.g. "1,250 livres"
    int pendingBattles = 0;
    // In group play, which sides have sent orders for the turn ("Turn 2: orders from England;
    // waiting for France"); empty otherwise.
    std::string turnOrders;
};

struct DeskViews {
    CampaignHeaderView header;
    map::MapView map;
    RosterView roster;
    ChronicleView chronicle;
    PrisonerView prisoners;
};

// The details of the side, army, battal, unit, leader or place with this id, looked up in
// the roster and the map; subject None when nothing of that kind has the id.
DetailsView findDetails(const DeskViews& views, DetailSubject subject, const std::string& id);

}  // namespace seneschal::application
