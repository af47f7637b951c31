#pragma once
// Group play's turns (issue 35, docs/group-play.md; strategy.xml <turns days>): turn 1 is the
// campaign's first `days` days from its start, turn 2 the next, and so on. Pure.
#include <cstdint>

#include "campaign/strategy/strategy_rules.hpp"

namespace seneschal::campaign::strategy {

struct Turn {
    std::int64_t number = 1;
    Days firstDay = 0;  // days since the campaign's start: the turn's first day
    Days lastDay = 0;   // and its last, the day its orders are due
};

// The turn `daysSinceStart` (0 on the start day) falls in. A date before the start is turn 1.
Turn turnOf(Days daysSinceStart, const TurnRules& rules);

}  // namespace seneschal::campaign::strategy
