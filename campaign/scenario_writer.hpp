#pragma once
// Writes a campaign as a scenario file (format 1): the campaign as it stands now, which
// readScenario reads back to the same campaign.
#include <string>

#include "campaign/model.hpp"

namespace seneschal::campaign {

std::string writeScenario(const CampaignSnapshot& snapshot);

}  // namespace seneschal::campaign
