#pragma once
// Writes a campaign as a scenario file (format 2, docs/formats.md): the campaign as it stands
// now, roster and state, which readScenarioContents reads back to the same campaign.
#include <string>

#include "campaign/scenarios/scenario_state.hpp"
#include "campaign/stores/model.hpp"

namespace seneschal::campaign {

std::string writeScenario(const CampaignSnapshot& snapshot, const CampaignState& state = {});

}  // namespace seneschal::campaign
