#pragma once
// Small maps for the strategy tests, invented for them, and the one-unit army they move about.
#include <string>

#include "campaign/strategy/march_state.hpp"
#include "campaign/strategy/route_graph.hpp"

namespace seneschal::campaign::strategy::testmaps {

// An army of one unit ("ID foot") at a place, named by its id.
inline MarchingArmy oneUnitArmy(const std::string& id, const std::string& side,
                                const std::string& place, Men men, bool mounted = false) {
    MarchingArmy army;
    army.id = id;
    army.name = id;
    army.side = side;
    army.place = place;
    army.units = {{id + "-foot", "b1", men, mounted, id + " foot"}};
    return army;
}

// Edward III's march of 1346 as a test map: the places he passed, with plausible days on foot
// and mounted (15-20 km a day on foot, 30-40 mounted). Rouen is a second way to Poissy that ties
// the Elbeuf road for mounted armies.
inline RouteGraph crecyMarch() {
    std::vector<MapPlace> places = {
        {"saint-vaast", "Saint-Vaast-la-Hougue", "town"},
        {"valognes", "Valognes", "town"},
        {"carentan", "Carentan", "town"},
        {"saint-lo", "Saint-Lô", "town"},
        {"caen", "Caen", "castle"},
        {"lisieux", "Lisieux", "town"},
        {"elbeuf", "Elbeuf", "town"},
        {"rouen", "Rouen", "town"},
        {"poissy", "Poissy", "bridge"},
        {"airaines", "Airaines", "town"},
        {"abbeville", "Abbeville", "town"},
        {"blanchetaque", "Blanchetaque", "ford"},
        {"crecy", "Crécy", "field"},
        {"calais", "Calais", "castle"},
        {"jersey", "Jersey", "castle"},
    };
    std::vector<MapRoute> routes = {
        {"saint-vaast", "valognes", "road", 1, 1},
        {"valognes", "carentan", "road", 2, 1},
        {"carentan", "saint-lo", "road", 1, 1},
        {"saint-lo", "caen", "road", 3, 2},
        {"caen", "lisieux", "road", 3, 2},
        {"lisieux", "elbeuf", "road", 4, 2},
        {"elbeuf", "poissy", "road", 5, 3},
        {"lisieux", "rouen", "road", 4, 2},
        {"rouen", "poissy", "road", 6, 3},
        {"poissy", "airaines", "road", 6, 3},
        {"airaines", "blanchetaque", "track", 2, 1},
        {"blanchetaque", "crecy", "river-crossing", 1, 1},
        {"airaines", "abbeville", "road", 2, 1},
        {"abbeville", "crecy", "road", 2, 1},
        {"crecy", "calais", "road", 5, 3},
    };
    return RouteGraph(std::move(places), std::move(routes));
}

// A line of places for meetings: amiens - boves (6 days on foot, 2 mounted) - corbie,
// with doullens one day from amiens and two side roads out of boves.
inline RouteGraph meetingMap() {
    std::vector<MapPlace> places = {
        {"amiens", "Amiens", "town"},   {"boves", "Boves", "castle"},
        {"corbie", "Corbie", "abbey"},  {"doullens", "Doullens", "town"},
        {"field", "Le Champ", "field"}, {"moreuil", "Moreuil", "town"},
        {"ailly", "Ailly", "town"},
    };
    std::vector<MapRoute> routes = {
        {"amiens", "boves", "road", 6, 2},    {"boves", "corbie", "road", 2, 1},
        {"doullens", "amiens", "road", 1, 1}, {"amiens", "field", "track", 1, 1},
        {"boves", "moreuil", "road", 1, 1},   {"boves", "ailly", "road", 1, 1},
    };
    return RouteGraph(std::move(places), std::move(routes));
}

}  // namespace seneschal::campaign::strategy::testmaps
