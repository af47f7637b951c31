#pragma once
// Where battles wait to be fought: the pending battles stored in the campaign file
// (campaign::readPendingBattles), written by the march when hostile armies meet and settled by
// fighting or avoiding the battle. Armies of hostile sides that merely stand together, with no
// battle stored there, are not one. The map's marks, the status bar's count and the battle
// dialog's places all come from here.
#include <string>
#include <vector>

#include "campaign/file/campaign_file.hpp"
#include "map/map_view.hpp"

namespace seneschal::application {

// One mark per pending battle, oldest first; its armies in campaign order.
std::vector<map::PendingBattleMark> pendingBattles(campaign::CampaignFile& file);

// One sentence per pending battle ("a battle is pending at Crécy (English host against French
// royal army)"); empty when none is.
std::vector<std::string> pendingBattleLines(campaign::CampaignFile& file);

}  // namespace seneschal::application
