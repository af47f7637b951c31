#include "campaign/campaign_battle.hpp"

#include <map>

#include "campaign/battle_factors.hpp"
#include "campaign/battle_setup.hpp"
#include "campaign/lookup.hpp"
#include "campaign/repository.hpp"

namespace seneschal::campaign {

battle::BattleSetup prepareCampaignBattle(SQLite::Database& db, const std::string& place,
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

CampaignBattle fightCampaignBattle(SQLite::Database& db, const CampaignBattleRequest& request) {
    const CampaignInfo info = readCampaignInfo(db);
    const Found place = find(db, Subject::Place, request.place);
    CampaignBattle fought;
    fought.setup = prepareCampaignBattle(db, request.place, request.type, request.rules);
    fought.resolved = battle::resolveBattle(request.rules, fought.setup, request.seed);
    battle::BattleOutcome& outcome = fought.resolved.outcome;
    outcome.rules = request.rules;
    outcome.type = request.type;
    outcome.place = place.name;
    outcome.date = formatDate(info.reckoning, info.date);
    outcome.seed = request.seed;
    fought.report = applyOutcome(db, outcome, request.dryRun, {}, request.rules);
    return fought;
}

}  // namespace seneschal::campaign
