#pragma once
// What a campaign plays by (issue 31 item 3): its rule set's id and every rules file read for it,
// loaded once per process and handed to whatever needs a rule (ActionContext::rules(), rulesOf):
// no part of the campaign reaches the shipped files on its own.
//
// A campaign's rule book is data/rules/<id>.xml: God's Acre's tables, its scale and its "Results
// of Battle" (GA-RESULTS), which are the campaign aftermath of every battle whichever rule set
// fought it. A campaign played with a quick rule set (postcard, feudal) takes those from the
// shipped godsacre.xml. campaign.xml (ransoms, wounds, depots) and strategy.xml (marches,
// upkeep, scouting, campaign factors) are one each.
#include <SQLiteCpp/Database.h>

#include <memory>
#include <string>
#include <vector>

#include "battle/campaign_rules.hpp"
#include "battle/results_rules.hpp"
#include "battle/rule_set.hpp"
#include "battle/rulebook.hpp"
#include "campaign/strategy/opponent.hpp"
#include "campaign/strategy/strategy_rules.hpp"

namespace seneschal::campaign {

struct RulesBundle {
    std::string id;                            // the campaign's rule set: "godsacre", a copy's id
    const battle::Rulebook& rulebook;          // God's Acre's tables and scale (GA-SCALE)
    const battle::ResultsRules& results;       // GA-RESULTS: the aftermath of every battle
    const battle::CampaignRules& economy;      // campaign.xml
    const strategy::StrategyRules& strategy;   // strategy.xml
    const strategy::OpponentPolicy& opponent;  // opponent.xml: the programmed opponent (issue 36)
    // The files read, by name in the rules folder, in the order above ("godsacre.xml",
    // "campaign.xml", "strategy.xml", "opponent.xml"; a quick rule set's own file first): what a
    // campaign records the digests of when it is made (rulesFileChanges).
    std::vector<std::string> files;
};

// The rules of rule set `rulesId`, loaded on first use and kept for the process. Throws
// UserError if no rules file has that id, DataError if a file does not load.
const RulesBundle& rulesFor(const std::string& rulesId);

// The rules the campaign open in `db` is played with (its `campaign.rules`).
const RulesBundle& rulesOf(SQLite::Database& db);

// The God's Acre rule book of rule set `rulesId` (rulesFor(rulesId).rulebook).
const battle::Rulebook& rulebookFor(const std::string& rulesId);

// The rule set a battle is fought with, by its id (battle/rule_set.hpp): Post(card), OHW Feudal,
// or God's Acre played by the rule book of that id (rulebookFor). The one place the id is
// turned into what fights; throws UserError as rulebookFor does.
std::unique_ptr<battle::RuleSet> ruleSetFor(const std::string& rulesId);

// What `check` says of the rules files a campaign recorded when it was made: one line for each
// file changed or gone since, naming it; empty when all are as recorded (or the campaign was
// made before they were recorded). Reads only.
std::vector<std::string> rulesFileChanges(SQLite::Database& db);

}  // namespace seneschal::campaign
