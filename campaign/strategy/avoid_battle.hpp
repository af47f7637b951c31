#pragma once
// Avoiding battle (campaign rule): the weaker side at a pending battle may fall back along a
// route not blocked by the enemy, instead of fighting. The rule is in docs/rules/campaign.md.
#include <string>
#include <vector>

#include "campaign/strategy/march.hpp"

namespace seneschal::campaign::strategy {

struct WithdrawalOptions {
    bool allowed = false;
    std::string reason;                 // why not, when not allowed
    Men men = 0;                        // the side's men at the place
    Men enemyMen = 0;                   // all hostile men at the place
    std::vector<std::string> openWays;  // places it may fall back to, by id
};

WithdrawalOptions withdrawalOptions(const MarchState& state, const RouteGraph& graph,
                                    const StrategyRules& rules, const std::string& place,
                                    const std::string& side);

// Every army of `side` in the battle at `place` falls back one route-day towards `toward` at
// once, a night march counted as a forced march (its factor the next day, its stragglers).
// The battle is no longer pending if no other side is left facing the enemy there.
// Refused with the reason when the rule does not allow it.
std::vector<MarchEvent> avoidBattle(MarchState& state, const RouteGraph& graph,
                                    const StrategyRules& rules, const std::string& place,
                                    const std::string& side, const std::string& toward,
                                    DayNumber day);

}  // namespace seneschal::campaign::strategy
