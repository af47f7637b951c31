#pragma once
// The rule set a campaign plays, by its id: "godsacre" is data/rules/godsacre.xml.
#include <memory>
#include <string>

#include "battle/rule_set.hpp"
#include "battle/rulebook.hpp"

namespace seneschal::campaign {

// Throws UserError if no rules file has that id.
const battle::Rulebook& rulebookFor(const std::string& rulesId);

// The rule set a battle is fought with, by its id (battle/rule_set.hpp): Post(card), OHW Feudal,
// or God's Acre played by the rule book of that id (rulebookFor). The one place the id is
// turned into what fights; throws UserError as rulebookFor does.
std::unique_ptr<battle::RuleSet> ruleSetFor(const std::string& rulesId);

}  // namespace seneschal::campaign
