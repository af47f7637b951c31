#include "application/battles/battle_odds.hpp"

#include <algorithm>
#include <vector>

#include "battle/resolvers.hpp"
#include "battle/rulebook_loader.hpp"
#include "campaign/battles/rules.hpp"
#include "campaign/stores/battle_records.hpp"
#include "campaign/stores/lookup.hpp"

namespace seneschal::application {

battle::OddsResult battleOdds(const battle::BattleSetup& setup, const std::string& rulesId,
                              const battle::OddsRequest& asked, battle::OddsObserver* observer) {
    std::vector<std::string> sides;
    for (const battle::SideSpec& side : setup.sides) sides.push_back(side.id);
    // The men lost are counted at the scale of the rule set that fights (its own file's).
    battle::OddsRequest request = asked;
    const auto rules = campaign::ruleSetFor(rulesId);
    request.menPerFigure = rules->menPerFigure();
    return battle::runOdds(rules->oddsResolver(setup), sides, request, observer);
}

void rememberCampaignOdds(campaign::CampaignFile& file, const std::string& place,
                          const std::string& rulesId, const battle::OddsResult& odds) {
    SQLite::Database& db = file.db();
    if (odds.cancelled || odds.runs == 0) return;
    std::vector<campaign::ExpectedLosses> expected;
    for (const battle::SideOdds& side : odds.sides) {
        expected.push_back({side.side, side.winRate, side.meanMenLost,
                            static_cast<int>(std::min<std::int64_t>(odds.runs, 2'000'000'000))});
    }
    campaign::saveBattleOdds(db, campaign::find(db, campaign::Subject::Place, place).key, rulesId,
                             expected);
}

}  // namespace seneschal::application
