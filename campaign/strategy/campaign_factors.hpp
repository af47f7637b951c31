#pragma once
// GA-OPT-CAMPAIGN: campaign factors, worked out for each unit before a campaign battle and
// constant through it; their sum, capped at plus or minus two (the seed's number), is added to
// the unit's dice in morale tests and random factors. The seed lost the list itself; the
// reconstructed factors and their values are in data/rules/strategy.xml.
#include <optional>
#include <string>
#include <vector>

#include "battle/troop_classification.hpp"
#include "campaign/calendar/calendar.hpp"
#include "campaign/strategy/strategy_rules.hpp"

namespace seneschal::campaign::strategy {

enum class BattleResult { Victory, Defeat, Draw };

struct PastBattle {
    DayNumber day;
    BattleResult result = BattleResult::Draw;
    std::string place;  // for the reason shown
};

struct LostLeader {
    std::string name;
    bool dead = false;  // otherwise captive
};

// What the campaign knows of one unit on the eve of a battle.
struct UnitCampaignRecord {
    std::string unit;
    std::string side;
    battle::Background background = battle::Background::Feudal;
    std::optional<DayNumber> lastForcedMarch;  // of its army
    Days arrearsDays = 0;                      // days of pay owed (upkeep)
    std::vector<PastBattle> battles;           // earlier battles it fought in
    std::vector<LostLeader> lostLeaders;       // captive or dead in its chain: unit, battal, army
    std::vector<DayNumber> woundedReturned;    // days its wounded came back to duty
};

struct FactorLine {
    std::string
        id;  // forced-march, arrears, victory, defeat, own-land, leader-lost, wounded-returning
    int value = 0;
    std::string reason;
};

struct CampaignFactors {
    std::vector<FactorLine> lines;
    int sum = 0;    // before the cap
    int total = 0;  // what the dice get: sum capped at ±cap
    bool capped() const { return sum != total; }
    std::string describe() const;  // "-2 (forced march -1: ...; capped from -3)"
};

// `placeOwner`: who owns the battlefield, for the own-land factor.
CampaignFactors campaignFactors(const UnitCampaignRecord& unit, DayNumber battleDay,
                                const std::optional<std::string>& placeOwner,
                                const CampaignFactorRules& rules);

// A dice score with the campaign factor added (GA-OPT-CAMPAIGN: morale tests, random factors).
inline int withCampaignFactor(int score, const CampaignFactors& factors) {
    return score + factors.total;
}

}  // namespace seneschal::campaign::strategy
