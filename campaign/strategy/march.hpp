#pragma once
// One day of marching for every army (campaign rule): progress along the orders, arrivals,
// forced marches with their stragglers, hostile armies meeting at a place or on a route (the
// march stops and a battle is pending; the armies keep their orders, which wait for the battle:
// its winner marches on), and places changing hands when held unopposed.
#include <string>
#include <vector>

#include "campaign/strategy/march_state.hpp"
#include "campaign/strategy/strategy_rules.hpp"

namespace seneschal::campaign::strategy {

enum class MarchEventKind {
    Departed,      // left a place for the next on its orders
    Arrived,       // reached a place
    ForcedMarch,   // made a forced march today
    Stragglers,    // men of a unit fell out on a forced march: deserted, cause "march"
    Contact,       // met a hostile army; a battle is pending
    Occupying,     // began to hold an enemy place unopposed
    OwnerChanged,  // the place is now its side's
    Withdrew,      // avoided battle and fell back
};
const char* toString(MarchEventKind kind);

struct MarchEvent {
    DayNumber day;
    MarchEventKind kind = MarchEventKind::Arrived;
    std::string army;  // army id (empty for a change of owner)
    std::string side;
    std::string place;
    std::string unit;  // for stragglers
    Men men = 0;       // for stragglers
    std::string text;  // a sentence for the day's report
};

struct DayReport {
    DayNumber day;
    std::vector<MarchEvent> events;
    std::vector<Contact> contacts;
};

// Marches every army one day; `day` is the day being marched (the campaign's new date).
// Refused with a UserError naming every pending battle while any is unresolved.
DayReport advanceDay(MarchState& state, const RouteGraph& graph, const StrategyRules& rules,
                     DayNumber day);

// Forced-march cost for one unit: men falling out, rounded down.
Men stragglers(Men men, const MarchRules& rules);

}  // namespace seneschal::campaign::strategy
