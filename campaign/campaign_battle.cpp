#include "campaign/campaign_battle.hpp"

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
