#pragma once
// The shipped strategy rules (data/rules/strategy.xml), loaded once for the strategy tests.
#include "campaign/strategy/strategy_rules.hpp"

namespace seneschal::campaign::strategy {

inline const StrategyRules& shippedStrategyRules() {
    static const StrategyRules rules =
        loadStrategyRules(SENESCHAL_SOURCE_DIR "/data/rules/strategy.xml");
    return rules;
}

}  // namespace seneschal::campaign::strategy
