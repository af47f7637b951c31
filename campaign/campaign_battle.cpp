#include "campaign/campaign_battle.hpp"

#include <map>

#include "campaign/battle_factors.hpp"
#include "campaign/battle_setup.hpp"
#include "campaign/lookup.hpp"
#include "campaign/repository.hpp"

namespace seneschal::campaign {

CampaignBattle fightCampaignBattle(SQLite::Database& db, const CampaignBattleRequest& request) {
    const CampaignInfo info = readCampaignInfo(db);
    const Found place = find(db, Subject::Place, request.place);
    BattleSetupOptions options;
    options.type = request.type;
    options.options = info.options;
    CampaignBattle fought;
    fought.setup = buildBattleSetup(db, request.place, options);
    // GA-OPT-CAMPAIGN: worked out from the campaign before the battle, each unit's total capped
    // at ±2; the resolver adds it to morale tests and random factors of campaign battles.
    const std::map<std::string, int> factors =
        factorsByUnit(battleFactors(db, request.place, info.date));
    for (battle::ArmySpec& army : fought.setup.armies) {
        for (battle::BattalSpec& battal : army.battals) {
            for (battle::UnitSpec& unit : battal.units) {
                if (const auto it = factors.find(unit.id); it != factors.end()) {
                    unit.campaignFactor = it->second;
                }
            }
        }
    }
    fought.resolved = battle::resolveBattle(request.rules, fought.setup, request.seed);
    battle::BattleOutcome& outcome = fought.resolved.outcome;
    outcome.rules = request.rules;
    outcome.type = request.type;
    outcome.place = place.name;
    outcome.date = formatDate(info.reckoning, info.date);
    outcome.seed = request.seed;
    fought.report = applyOutcome(db, outcome, request.dryRun);
    return fought;
}

}  // namespace seneschal::campaign
