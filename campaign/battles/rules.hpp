#pragma once
// The rule set a campaign plays, by its id: "godsacre" is data/rules/godsacre.xml.
#include <string>

#include "battle/rulebook.hpp"

namespace seneschal::campaign {

// Throws UserError if no rules file has that id.
const battle::Rulebook& rulebookFor(const std::string& rulesId);

}  // namespace seneschal::campaign
