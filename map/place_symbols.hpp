#pragma once
// Each kind of place its own shape, so that the map reads without its labels and the legend
// shows the same shapes.
#include "drawing/surface.hpp"
#include "map/map_view.hpp"

namespace seneschal::map {

drawing::Path placeSymbol(PlaceKind kind, drawing::Point at, double radius);

}  // namespace seneschal::map
