#include "campaign/strategy/route_days.hpp"

#include <algorithm>
#include <cmath>
#include <string>

#include "base/errors.hpp"
#include "campaign/limits.hpp"

namespace seneschal::campaign::strategy {

namespace {

Days daysAt(double miles, double milesPerDay) {
    const double days = std::round(miles / milesPerDay);
    return std::clamp(static_cast<Days>(days), kRouteDays.min, kRouteDays.max);
}

}  // namespace

ProposedRouteDays proposeRouteDays(const StrategyRules& rules, std::string_view kind,
                                   double mapDistance, double milesPerUnit) {
    const auto rate = rules.routeRates.find(kind);
    if (rate == rules.routeRates.end())
        throw UserError("no rate for a " + std::string(kind) + " in " + rules.source +
                        " <routeDays>");
    ProposedRouteDays proposed;
    proposed.miles = mapDistance * milesPerUnit;
    proposed.foot = daysAt(proposed.miles, rate->second.footMilesPerDay);
    proposed.mounted = daysAt(proposed.miles, rate->second.mountedMilesPerDay);
    return proposed;
}

}  // namespace seneschal::campaign::strategy
