#pragma once
// A large campaign map made up for the geometry tests and the benchmarks (issue 15: 300 places,
// 500 routes, 200 armies): places scattered with a minimum spacing, names of every length as
// real maps have them, routes to near neighbours, armies at places and on the march, a few
// battles pending. The same seed gives the same map.
#include <cstdint>

#include "map/map_view.hpp"

namespace seneschal::testing {

struct GeneratedMapSize {
    int places = 300;
    int routes = 500;
    int armies = 200;
};

map::MapView generatedMap(const GeneratedMapSize& size = {}, std::uint32_t seed = 1346);

}  // namespace seneschal::testing
