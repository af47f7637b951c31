#include "application/battles/campaign_battle.hpp"

#include <map>
#include <random>

#include "campaign/battles/battle_setup.hpp"
#include "campaign/battles/campaign_setup.hpp"
#include "campaign/battles/rules.hpp"
#include "campaign/stores/lookup.hpp"
#include "campaign/stores/march_store.hpp"
#include "campaign/stores/repository.hpp"

namespace seneschal::application {

battle::BattleSetup setUpCampaignBattle(campaign::CampaignFile& file, const std::string& place,
                                        battle::BattleType type, const std::string& rulesId) {
    return campaign::campaignBattleSetup(file.db(), place, type, rulesId);
}

const battle::Rulebook& rulebookFor(const std::string& rulesId) {
    return campaign::rulebookFor(rulesId);
}

battle::ResolvedBattle fightBattle(const battle::BattleSetup& setup, const std::string& rulesId,
                                   std::uint64_t seed, bool wantLog) {
    battle::ResolvedBattle fought = campaign::ruleSetFor(rulesId)->fight(setup, seed, wantLog);
    fought.outcome.rules = rulesId;
    fought.outcome.type = setup.type;
    return fought;
}

std::uint64_t freshSeed() {
    std::random_device entropy;
    std::uniform_int_distribution<std::uint64_t> pick(1, 999'999'999);
    return pick(entropy);
}

void stampCampaignOutcome(campaign::CampaignFile& file, const std::string& place,
                          battle::BattleOutcome& outcome) {
    SQLite::Database& db = file.db();
    const campaign::CampaignInfo info = campaign::readCampaignInfo(db);
    outcome.place = campaign::find(db, campaign::Subject::Place, place).name;
    outcome.date = campaign::formatDate(info.reckoning, info.date);
}

campaign::PreparedOutcome previewOutcome(campaign::CampaignFile& file,
                                         const battle::BattleOutcome& outcome,
                                         const std::string& foughtWith) {
    return campaign::prepareOutcome(file.db(), outcome, {}, foughtWith);
}

CampaignBattle fightCampaignBattle(campaign::CampaignFile& file,
                                   const CampaignBattleRequest& request) {
    CampaignBattle fought;
    fought.setup = setUpCampaignBattle(file, request.place, request.type, request.rules);
    fought.resolved = fightBattle(fought.setup, request.rules, request.seed);
    stampCampaignOutcome(file, request.place, fought.resolved.outcome);
    // Fought once: the record keeps this battle's log rather than fight it again (issue 31).
    fought.report = campaign::applyOutcome(file.db(), fought.resolved.outcome, request.dryRun, {},
                                           request.rules, &fought.resolved);
    fought.marchOrders = fought.report.marchOrders;
    return fought;
}

}  // namespace seneschal::application
