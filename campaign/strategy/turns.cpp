#include "campaign/strategy/turns.hpp"

#include <algorithm>

namespace seneschal::campaign::strategy {

Turn turnOf(Days daysSinceStart, const TurnRules& rules) {
    const Days length = std::max<Days>(1, rules.days);
    const Days index = std::max<Days>(0, daysSinceStart) / length;
    return {index + 1, index * length, index * length + length - 1};
}

}  // namespace seneschal::campaign::strategy
