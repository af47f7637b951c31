#pragma once
// After a battle at a place (GA-RES-LOSE: the winner holds the field), where each beaten army
// goes: one route at once, by the preference of data/rules/strategy.xml <withdrawal>
// (docs/rules/campaign.md, "After a battle"). Without it the two hosts would still share the
// place and meet again the very next day. Pure: the caller writes the moves.
#include <optional>
#include <string>
#include <vector>

#include "campaign/strategy/march_state.hpp"
#include "campaign/strategy/route_graph.hpp"
#include "campaign/strategy/strategy_rules.hpp"

namespace seneschal::campaign::strategy {

struct Withdrawal {
    std::string army;  // army id
    std::string to;    // place id
};

// `winner`: the winning side's id, or none for a draw. `sidesInOrder`: every side's id in the
// campaign's order (after a draw with equal numbers, the side listed later leaves). Armies are
// taken in the state's order; an army with nowhere to go is not listed.
std::vector<Withdrawal> withdrawalsAfterBattle(const MarchState& state, const RouteGraph& graph,
                                               const WithdrawalRules& rules,
                                               const std::string& place,
                                               const std::optional<std::string>& winner,
                                               const std::vector<std::string>& sidesInOrder);

}  // namespace seneschal::campaign::strategy
