#pragma once
// The campaign's strategy rules file (data/rules/strategy.xml) read as `seneschal-cli rules`
// checks a rules file: marching, ownership, campaign factors, upkeep.
#include <filesystem>

namespace seneschal::application {

// Throws DataError naming the file, line and element of what does not read.
void checkStrategyRulesFile(const std::filesystem::path& path);

// The programmed opponent's policy (data/rules/opponent.xml, issue 36), read the same way.
void checkOpponentRulesFile(const std::filesystem::path& path);

}  // namespace seneschal::application
