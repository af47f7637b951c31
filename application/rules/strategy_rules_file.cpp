#include "application/rules/strategy_rules_file.hpp"

#include "campaign/strategy/opponent.hpp"
#include "campaign/strategy/strategy_rules.hpp"

namespace seneschal::application {

void checkStrategyRulesFile(const std::filesystem::path& path) {
    campaign::strategy::loadStrategyRules(path);
}

void checkOpponentRulesFile(const std::filesystem::path& path) {
    campaign::strategy::loadOpponentPolicy(path);
}

}  // namespace seneschal::application
