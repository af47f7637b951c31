#pragma once
// A battle between the hostile armies standing at one campaign place, as the resolvers take
// it (BattleSetup), and what the aftermath needs of the roster (AftermathRoster). No wx: the
// battle dialog builds from these, and tests check them on the sample campaigns.
#include <string>
#include <vector>

#include "battle/aftermath.hpp"
#include "battle/battle_file.hpp"
#include "battle/rulebook.hpp"
#include "campaign/model.hpp"

namespace seneschal::reports {

// Places where a battle can be fought now: armies of exactly two sides stand there.
struct BattlePlace {
    std::string placeId;
    std::string placeName;
    std::vector<std::string> armyIds;
};
std::vector<BattlePlace> battlePlaces(const campaign::CampaignSnapshot& snapshot);

// Every army at the place fights with its side (GA-SETUP-CAMP). Only leaders who are active
// take the field; a unit too small to field one figure (GA-SCALE, rounded down) stays out of
// the battle. Throws UserError when fewer or more than two sides stand there.
battle::BattleSetup battleSetupAt(const campaign::CampaignSnapshot& snapshot,
                                  const std::string& placeId, const battle::Rulebook& rules,
                                  battle::BattleType type, const std::string& rulesId);

// Profiles of every unit and leader of the setup, matched by name as outcomes name them.
battle::AftermathRoster aftermathRosterFor(const battle::BattleSetup& setup,
                                           const battle::Rulebook& rules);

// An outcome with every unit and leader of the setup and nothing yet happened to them: the
// tabletop entry grid starts from it.
battle::BattleOutcome blankOutcome(const battle::BattleSetup& setup, const std::string& placeName,
                                   const std::string& date);

}  // namespace seneschal::reports
