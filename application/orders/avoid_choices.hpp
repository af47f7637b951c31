#pragma once
// What the game master may choose when a side would rather not fight a pending battle
// (docs/rules/campaign.md, avoiding battle): for each side there, whether the rule lets it
// fall back, why not when it does not, and the neighbouring places open to it, by name.
// The desk's Avoid battle dialog and its map marker offer these; the order itself is
// avoidBattle (march_orders.hpp).
#include <cstdint>
#include <string>
#include <vector>

#include "campaign/file/campaign_file.hpp"

namespace seneschal::application {

struct AvoidWay {
    std::string placeId;
    std::string placeName;
};

struct AvoidSide {
    std::string sideId;
    std::string sideName;
    std::int64_t men = 0;       // the side's men at the place
    std::int64_t enemyMen = 0;  // every hostile man there
    bool allowed = false;
    std::string reason;  // why not, when not allowed
    std::vector<AvoidWay> ways;
};

struct AvoidChoices {
    std::string placeId;
    std::string placeName;
    std::vector<AvoidSide> sides;  // every side with an army in the battle, in campaign order
};

// Throws UserError when no battle is pending at the place (an id or a name).
AvoidChoices avoidChoices(campaign::CampaignFile& file, const std::string& place);

}  // namespace seneschal::application
