#pragma once
// The CLI's `armies`: every army, side by side, where it is, the places its orders still take it
// to, the day it reaches the last, and its men. The same whereabouts and arrival dates as the map
// (map_view.hpp), so the listing and the map never disagree.
#include <filesystem>
#include <string>
#include <vector>

#include "campaign/file/campaign_file.hpp"
#include "map/map_view.hpp"
#include "reports/table.hpp"

namespace seneschal::application {

struct SideArmies {
    std::string side;  // the side's name
    reports::Table armies;
};

// One table per side that has an army, in the campaign's order of sides; names only, never ids.
// `wholeOrders`: every place of the orders named, however long (the CLI's --wide); otherwise a
// long path is shortened to its first places and its last, to fit 100 columns.
std::vector<SideArmies> armiesListing(campaign::CampaignFile& file, bool wholeOrders = false);

// The armies of the side called `sideName` on `view` (the umpire's or a side's own map), as one
// table of the listing above.
reports::Table sideArmiesTable(const map::MapView& view, const std::string& sideName,
                               bool wholeOrders);

// The armies listing for a spreadsheet (`armies --format csv`): one table, every army with its
// side, the ids beside the names, the orders whole and the men a plain number.
reports::Table armiesCsvTable(campaign::CampaignFile& file);

}  // namespace seneschal::application
