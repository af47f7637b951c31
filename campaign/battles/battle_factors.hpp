#pragma once
// GA-OPT-CAMPAIGN for a battle at a place: each unit's campaign factors with their reasons,
// worked out from the campaign file (strategy::campaignFactors does the rule). The units are
// those of the armies in the battle pending there, or else of every army standing there.
// A resolver adds `total` to the unit's morale tests and random factors; until battle::UnitSpec
// carries the factor, factorsByUnit gives the map the caller puts on it.
#include <SQLiteCpp/Database.h>

#include <map>
#include <string>
#include <vector>

#include "campaign/calendar/calendar.hpp"
#include "campaign/strategy/campaign_factors.hpp"

namespace seneschal::campaign {

struct UnitBattleFactors {
    std::string unit;  // id
    std::string unitName;
    std::string army;  // name
    std::string side;  // id
    strategy::CampaignFactors factors;
};

// Throws UserError when no army stands at the place.
std::vector<UnitBattleFactors> battleFactors(SQLite::Database& db, const std::string& place,
                                             DayNumber battleDay);

// unit id -> the capped total, ready for the resolver.
std::map<std::string, int> factorsByUnit(const std::vector<UnitBattleFactors>& factors);

}  // namespace seneschal::campaign
