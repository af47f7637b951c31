#include "application/battles/campaign_factors.hpp"

#include "campaign/battles/battle_factors.hpp"
#include "campaign/stores/repository.hpp"

namespace seneschal::application {

std::vector<UnitFactorsLine> campaignFactors(campaign::CampaignFile& file,
                                             const std::string& place) {
    const auto today = campaign::readCampaignInfo(file.db()).date;
    std::vector<UnitFactorsLine> lines;
    for (const auto& unit : campaign::battleFactors(file.db(), place, today))
        lines.push_back({unit.army, unit.unitName, unit.factors.describe()});
    return lines;
}

}  // namespace seneschal::application
