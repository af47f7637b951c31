#pragma once
// What a game master would stumble on in a laid-out map, as a list of sentences (empty when
// the map is readable): two things drawn over one another, a place on show without its name,
// an army on show in no stack, something spilling out of the map.
#include <string>
#include <vector>

#include "map/map_layout.hpp"
#include "map/map_view.hpp"

namespace seneschal::testing {

std::vector<std::string> layoutFaults(const map::MapView& view, const map::MapLayout& layout);

// Places and armies not on show at all (beyond the edge or under the furniture): at
// fit-to-window there must be none.
std::vector<std::string> missingFromFit(const map::MapView& view, const map::MapLayout& layout);

}  // namespace seneschal::testing
