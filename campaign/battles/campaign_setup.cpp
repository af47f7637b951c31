#include "campaign/battles/campaign_setup.hpp"

#include <map>

#include "campaign/battles/battle_factors.hpp"
#include "campaign/battles/battle_setup.hpp"
#include "campaign/stores/repository.hpp"

namespace seneschal::campaign {

battle::BattleSetup campaignBattleSetup(SQLite::Database& db, const std::string& place,
                                        battle::BattleType type, const std::string& rulesId) {
    const CampaignInfo info = readCampaignInfo(db);
    BattleSetupOptions options;
    options.type = type;
    options.options = info.options;
    battle::BattleSetup setup = buildBattleSetup(db, place, options);
    setup.rules = rulesId;
    // GA-OPT-CAMPAIGN: worked out from the campaign before the battle, each unit's total capped
    // at ±2; the resolver adds it to morale tests and random factors of campaign battles.
    const std::map<std::string, int> factors = factorsByUnit(battleFactors(db, place, info.date));
    for (battle::ArmySpec& army : setup.armies) {
        for (battle::BattalSpec& battal : army.battals) {
            for (battle::UnitSpec& unit : battal.units) {
                if (const auto it = factors.find(unit.id); it != factors.end()) {
                    unit.campaignFactor = it->second;
                }
            }
        }
    }
    return setup;
}

}  // namespace seneschal::campaign
