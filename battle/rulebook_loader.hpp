#pragma once
// Loads and validates a God's Acre rules file. Every problem (unknown name, missing table,
// duplicate key, number out of range) is a DataError naming the file, line and element.
#include <filesystem>
#include <string>

#include "battle/rulebook.hpp"

namespace seneschal::battle {

Rulebook loadRulebook(const std::filesystem::path& path);
Rulebook loadRulebookFromString(const std::string& xml, const std::string& name);

// The shipped data/rules/godsacre.xml, loaded once per process.
const Rulebook& defaultRulebook();

}  // namespace seneschal::battle
