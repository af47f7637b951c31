#pragma once
// Scouting (campaign rule, reconstructed; data/rules/strategy.xml <scouting>, the reasoning in
// docs/rules/campaign.md): which enemy armies a side knows of. A side knows of every enemy army
// within `withinDays` route-days on foot of one of its own armies and within `fromHeldPlaces` of
// a place it holds, measured by the shortest path over the routes; an army on a route stands a
// fraction of the route's days from either end. An enemy in a battle pending with the side is
// always known. Pure: the caller gives the positions.
#include <string>
#include <vector>

#include "campaign/strategy/march_state.hpp"
#include "campaign/strategy/route_graph.hpp"
#include "campaign/strategy/strategy_rules.hpp"

namespace seneschal::campaign::strategy {

// Where an army stands for the scouts: at `place`, or on the route from `routeFrom` (the end it
// left) to `routeTo`, `fractionDone` of the way along (0 at routeFrom, 1 at routeTo).
struct ScoutPosition {
    std::string place;
    std::string routeFrom;
    std::string routeTo;
    double fractionDone = 0;

    static ScoutPosition at(std::string place);
    static ScoutPosition onRoute(std::string from, std::string to, double fractionDone);
    bool onTheRoute() const { return !routeTo.empty(); }
};

// An army's position as the march state holds it (its days left are at its own rate).
ScoutPosition scoutPosition(const MarchingArmy& army, const RouteGraph& graph);

struct ScoutedArmy {
    std::string id;
    ScoutPosition where;
    bool inBattleWithSide = false;  // in a battle pending with the side: always known
};

struct ScoutingReport {
    std::vector<std::string> armies;  // the enemy armies known of (ids), in the order given
    std::vector<std::string> places;  // the places within reach (ids), in the graph's order
};

// What the side whose armies stand at `ownArmies` and who holds `heldPlaces` knows of
// `enemies`. Positions naming a place or route the graph lacks are out of everyone's sight.
ScoutingReport scout(const RouteGraph& graph, const std::vector<ScoutPosition>& ownArmies,
                     const std::vector<std::string>& heldPlaces,
                     const std::vector<ScoutedArmy>& enemies, const ScoutingRules& rules);

// An enemy army's strength as the side's scouts report it (issue 35): its men rounded to the
// nearest `strengthRoundedTo` (halves up), and never below one step for an army with any men, so
// a small force is not reported as nobody. 0 men is 0.
Men scoutedStrength(Men men, const ScoutingRules& rules);

}  // namespace seneschal::campaign::strategy
