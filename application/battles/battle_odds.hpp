#pragma once
// The odds of a battle, one path for both shells: the battle fought `request.runs` times with
// the rule set `rulesId` (Post(card), OHW Feudal, or a God's Acre rule book by its id, as
// fightBattle finds it), each run with its own derived seed. The CLI's `odds` (a battle file,
// or the campaign battle at a place) and the desk's Battle > Odds call it. The men lost are
// counted at that rule set's own scale (its file's menPerFigure), whatever `request` says.
#include <string>

#include "battle/battle_file.hpp"
#include "battle/odds.hpp"
#include "campaign/battles/rules.hpp"
#include "campaign/file/campaign_file.hpp"

namespace seneschal::application {

//
// With `resultsOf`, each battle's men lost for good are counted too (SideOdds::meanMenLostForGood)
// by that rule set's results of battle, GA-RES-WIN and GA-RES-LOSE (a campaign's own rules, or
// the bundled God's Acre's for a battle file): what a chronicler's count of a battle's dead and
// taken compares with. Refused for a competition battle, which is scored, not applied
// (GA-RES-COMP).
battle::OddsResult battleOdds(const battle::BattleSetup& setup, const std::string& rulesId,
                              const battle::OddsRequest& request,
                              battle::OddsObserver* observer = nullptr,
                              const campaign::RulesBundle* resultsOf = nullptr);

// Keeps the odds of the battle pending at the place with the campaign, so that the battle's
// report sets the losses expected beside the real ones (issue 17). Odds cancelled before the end
// are not kept; nothing is kept where no battle is pending.
void rememberCampaignOdds(campaign::CampaignFile& file, const std::string& place,
                          const std::string& rulesId, const battle::OddsResult& odds);

}  // namespace seneschal::application
