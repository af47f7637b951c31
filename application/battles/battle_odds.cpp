#include "application/battles/battle_odds.hpp"

#include <algorithm>
#include <vector>

#include "base/errors.hpp"
#include "battle/aftermath.hpp"
#include "battle/aftermath_competition.hpp"
#include "battle/resolvers.hpp"
#include "battle/rulebook_loader.hpp"
#include "campaign/battles/rules.hpp"
#include "campaign/stores/battle_records.hpp"
#include "campaign/stores/lookup.hpp"

namespace seneschal::application {

battle::OddsResult battleOdds(const battle::BattleSetup& setup, const std::string& rulesId,
                              const battle::OddsRequest& asked, battle::OddsObserver* observer,
                              const campaign::RulesBundle* resultsOf) {
    std::vector<std::string> sides;
    for (const battle::SideSpec& side : setup.sides) sides.push_back(side.id);
    // The men lost are counted at the scale of the rule set that fights (its own file's).
    battle::OddsRequest request = asked;
    const auto rules = campaign::ruleSetFor(rulesId);
    request.menPerFigure = rules->menPerFigure();
    if (resultsOf != nullptr) {
        if (setup.type == battle::BattleType::Competition) {
            throw UserError(
                "a competition battle is scored, not applied (GA-RES-COMP): it has no men lost "
                "for good; fight it as a historical or campaign battle (--type)");
        }
        const battle::AftermathRules results{resultsOf->results, resultsOf->economy,
                                             request.menPerFigure};
        request.lostForGood = [roster = battle::aftermathRosterOf(setup, resultsOf->rulebook),
                               results, sides](const battle::BattleOutcome& outcome,
                                               std::vector<std::int64_t>& lost) {
            const battle::Aftermath aftermath = battle::computeAftermath(outcome, roster, results);
            for (std::size_t s = 0; s < sides.size(); ++s)
                lost[s] = battle::menLostForGood(aftermath, sides[s]);
        };
    }
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
