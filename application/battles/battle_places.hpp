#pragma once
// What the battle dialog needs around a campaign battle: the places where one can be fought and
// a blank tabletop result. The battle itself is set up, fought, previewed and applied by
// application/battles/campaign_battle.hpp, the path the CLI takes too. No wx.
#include <string>
#include <vector>

#include "battle/aftermath.hpp"
#include "battle/battle_file.hpp"
#include "battle/rulebook.hpp"
#include "campaign/stores/model.hpp"

namespace seneschal::application {

class CampaignSession;

// Places where a battle can be fought now: where a battle is pending (pending_battles.hpp),
// oldest first, with the armies in it.
struct BattlePlace {
    std::string placeId;
    std::string placeName;
    std::vector<std::string> armyIds;
};
std::vector<BattlePlace> battlePlaces(const CampaignSession& session);

// An outcome with every unit and leader of the setup and nothing yet happened to them: the
// tabletop entry grid starts from it.
battle::BattleOutcome blankOutcome(const battle::BattleSetup& setup, const std::string& placeName,
                                   const std::string& date);

}  // namespace seneschal::application
