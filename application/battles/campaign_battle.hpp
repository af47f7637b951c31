#pragma once
// The one path of a campaign battle, for both shells and the demo:
//   set up (GA-SETUP-CAMP) -> fight by the campaign's rule set, or enter a tabletop result ->
//   preview the aftermath -> apply it as one undoable action.
// The preview is campaign::prepareOutcome, the very computation campaign::ApplyBattleOutcome
// writes, so what the game master reads before Apply is what Apply does.
#include <cstdint>
#include <string>
#include <vector>

#include "battle/battle_file.hpp"
#include "battle/resolvers.hpp"
#include "campaign/battles/apply_outcome.hpp"
#include "campaign/file/campaign_file.hpp"

namespace seneschal::application {

// The battle at the place as a resolver takes it: both sides' armies there (GA-SETUP-CAMP) with
// each unit's campaign factors (GA-OPT-CAMPAIGN).
battle::BattleSetup setUpCampaignBattle(campaign::CampaignFile& file, const std::string& place,
                                        battle::BattleType type, const std::string& rulesId);

// The rule book a battle file is read and fought with under `rulesId`: the rule set's own file
// in the rules folder for a God's Acre rule book, the shipped God's Acre one for the quick
// resolvers (whose troop types are God's Acre's). Throws UserError naming the id and the file
// looked for when there is no such rule set, before anything is fought or written.
const battle::Rulebook& rulebookFor(const std::string& rulesId);

// Fights the battle once with the rule set `rulesId`: Post(card) or OHW Feudal, or else a God's
// Acre rule book found by its id (the shipped one, or the campaign's own file in the rules
// folder). The outcome names `rulesId`, the battle type and the seed.
battle::ResolvedBattle fightBattle(const battle::BattleSetup& setup, const std::string& rulesId,
                                   std::uint64_t seed, bool wantLog = true);

// A new seed for a battle fought without one (issue 16: every battle its own dice): from the
// system's entropy, between 1 and 999,999,999, so that a person can read it back and type it
// again to fight the same battle (--seed, Replay).
std::uint64_t freshSeed();

// Dates and places an outcome as the campaign fights it: the place's name and today's date.
void stampCampaignOutcome(campaign::CampaignFile& file, const std::string& place,
                          battle::BattleOutcome& outcome);

// What applying the outcome would write (every unit's and leader's change, each aftermath line
// with its rule ID); writes nothing. Throws UserError when the outcome does not fit the roster.
campaign::PreparedOutcome previewOutcome(campaign::CampaignFile& file,
                                         const battle::BattleOutcome& outcome,
                                         const std::string& foughtWith);

struct CampaignBattleRequest {
    std::string place;  // id or name
    std::string rules = "godsacre";
    std::uint64_t seed = 1;
    battle::BattleType type = battle::BattleType::Campaign;
    bool dryRun = false;
};

struct CampaignBattle {
    battle::BattleSetup setup;
    battle::ResolvedBattle resolved;  // the outcome (place and date filled in) and the log
    campaign::OutcomeReport report;   // the preview, and the action when applied
    // When applied: the march orders of the armies left on the field, resumed or ended
    // (campaign::resumeMarchesAfterBattle), as the action wrote them to the ledger.
    std::vector<std::string> marchOrders;
};

// The whole path at once on the open campaign (`seneschal-cli battle --db`, the demo): set up,
// fight, preview, and unless a dry run, apply.
CampaignBattle fightCampaignBattle(campaign::CampaignFile& file,
                                   const CampaignBattleRequest& request);

}  // namespace seneschal::application
