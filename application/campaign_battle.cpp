#include "application/campaign_battle.hpp"

#include <map>
#include <random>

#include "campaign/battles/battle_factors.hpp"
#include "campaign/battles/battle_setup.hpp"
#include "campaign/battles/rules.hpp"
#include "campaign/stores/lookup.hpp"
#include "campaign/stores/march_store.hpp"
#include "campaign/stores/repository.hpp"

namespace seneschal::application {

battle::BattleSetup setUpCampaignBattle(SQLite::Database& db, const std::string& place,
                                        battle::BattleType type, const std::string& rulesId) {
    const campaign::CampaignInfo info = campaign::readCampaignInfo(db);
    campaign::BattleSetupOptions options;
    options.type = type;
    options.options = info.options;
    battle::BattleSetup setup = campaign::buildBattleSetup(db, place, options);
    setup.rules = rulesId;
    // GA-OPT-CAMPAIGN: worked out from the campaign before the battle, each unit's total capped
    // at ±2; the resolver adds it to morale tests and random factors of campaign battles.
    const std::map<std::string, int> factors =
        campaign::factorsByUnit(campaign::battleFactors(db, place, info.date));
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

battle::ResolvedBattle fightBattle(const battle::BattleSetup& setup, const std::string& rulesId,
                                   std::uint64_t seed, bool wantLog) {
    battle::ResolvedBattle fought =
        battle::isQuickRuleSet(rulesId)
            ? battle::resolveBattle(rulesId, setup, seed, wantLog)
            : battle::resolveGodsAcreBattle(campaign::rulebookFor(rulesId), setup, seed, wantLog);
    fought.outcome.rules = rulesId;
    fought.outcome.type = setup.type;
    return fought;
}

std::uint64_t freshSeed() {
    std::random_device entropy;
    std::uniform_int_distribution<std::uint64_t> pick(1, 999'999'999);
    return pick(entropy);
}

void stampCampaignOutcome(SQLite::Database& db, const std::string& place,
                          battle::BattleOutcome& outcome) {
    const campaign::CampaignInfo info = campaign::readCampaignInfo(db);
    outcome.place = campaign::find(db, campaign::Subject::Place, place).name;
    outcome.date = campaign::formatDate(info.reckoning, info.date);
}

campaign::PreparedOutcome previewOutcome(SQLite::Database& db, const battle::BattleOutcome& outcome,
                                         const std::string& foughtWith) {
    return campaign::prepareOutcome(db, outcome, {}, foughtWith);
}

CampaignBattle fightCampaignBattle(SQLite::Database& db, const CampaignBattleRequest& request) {
    CampaignBattle fought;
    fought.setup = setUpCampaignBattle(db, request.place, request.type, request.rules);
    fought.resolved = fightBattle(fought.setup, request.rules, request.seed);
    stampCampaignOutcome(db, request.place, fought.resolved.outcome);
    fought.report =
        campaign::applyOutcome(db, fought.resolved.outcome, request.dryRun, {}, request.rules);
    fought.marchOrders = fought.report.marchOrders;
    return fought;
}

CampaignBattle fightCampaignBattle(campaign::CampaignFile& file,
                                   const CampaignBattleRequest& request) {
    return fightCampaignBattle(file.db(), request);
}

}  // namespace seneschal::application
