#pragma once
// Each unit's campaign factors for a battle at a place today (GA-OPT-CAMPAIGN), as the CLI's
// `factors` and the battle dialog list them; the rule itself is strategy::campaignFactors.
#include <string>
#include <vector>

#include "campaign/file/campaign_file.hpp"

namespace seneschal::application {

struct UnitFactorsLine {
    std::string army;
    std::string unit;
    std::string factors;  // "+1 (victory), -1 (arrears)"
};
// Each unit's campaign factors for a battle at the place today. Throws UserError when no army
// stands there.
std::vector<UnitFactorsLine> campaignFactors(campaign::CampaignFile& file,
                                             const std::string& place);

}  // namespace seneschal::application
