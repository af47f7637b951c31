#pragma once
// The days a new route takes, proposed from its length on the map (issue 34): the straight
// distance between its two places at the map's scale, divided by strategy.xml's <routeDays>
// rate for the route's kind, rounded to the nearest day and never less than one. The game
// master may change what is proposed; the rates' reasoning is in docs/rules/campaign.md.
#include <cstdint>
#include <string_view>

#include "campaign/strategy/strategy_rules.hpp"

namespace seneschal::campaign::strategy {

struct ProposedRouteDays {
    double miles = 0;  // as the crow flies
    Days foot = 1;
    Days mounted = 1;
};

// `milesPerUnit`: the map's scale. Throws UserError for a route kind the rules give no rate.
ProposedRouteDays proposeRouteDays(const StrategyRules& rules, std::string_view kind,
                                   double mapDistance, double milesPerUnit);

}  // namespace seneschal::campaign::strategy
