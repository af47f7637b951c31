#pragma once
// Where battles wait to be fought. Until pending battles are stored in the campaign file
// (issue 7), a battle is pending wherever armies of more than one side stand at the same
// place; this is the one function to swap when they are.
#include <vector>

#include "application/map_view.hpp"
#include "campaign/model.hpp"

namespace seneschal::application {

// One mark per place, in the order of the campaign's places; armies in campaign order.
std::vector<PendingBattleMark> pendingBattles(const campaign::CampaignSnapshot& snapshot);

}  // namespace seneschal::application
