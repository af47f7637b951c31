#pragma once
// The campaign's economy as data (data/rules/campaign.xml, all provenance="reconstructed":
// the seed gives none of it): ransoms by leader rank and by troop background and class,
// captivity deadlines and leaders' wounds. Pay and feudal service are strategy.xml's
// (campaign/strategy/strategy_rules.hpp), the one home of every number the upkeep plays.
#include <filesystem>
#include <map>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "battle/troop_classification.hpp"

namespace seneschal::battle {

// GA-SOCIAL / GA-LEAD: the ranks a leader may hold, highest first (docs/formats.md).
const std::vector<std::string>& leaderRanks();

class CampaignRules {
  public:
    const std::string& currency() const { return currency_; }

    // Throws UserError naming the rank when the table has none for it.
    long long leaderRansom(std::string_view rank) const;
    // Knightly men by class; all other backgrounds share one row per class.
    long long ransomPerMan(Background background, TroopClass troopClass) const;

    int ransomDemandWithinDays() const { return demandWithinDays_; }
    int ransomDeadlineDays() const { return deadlineDays_; }
    int leaderWoundedDays() const { return leaderWoundedDays_; }

  private:
    friend class CampaignRulesLoader;
    std::string currency_;
    std::map<std::string, long long, std::less<>> leaderRansoms_;
    std::map<std::pair<bool, TroopClass>, long long> menRansoms_;  // (knightly, class)
    int demandWithinDays_ = 0;
    int deadlineDays_ = 0;
    int leaderWoundedDays_ = 0;
};

CampaignRules loadCampaignRules(const std::filesystem::path& path);
CampaignRules loadCampaignRulesFromString(const std::string& xml, const std::string& name);
// The shipped data/rules/campaign.xml, loaded once per process.
const CampaignRules& defaultCampaignRules();

}  // namespace seneschal::battle
