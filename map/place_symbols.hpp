#pragma once
// Each kind of place its own shape, so that the map reads without its labels and the legend
// shows the same shapes.
#include "application/map_view.hpp"
#include "drawing/surface.hpp"

namespace seneschal::map {

drawing::Path placeSymbol(application::PlaceKind kind, drawing::Point at, double radius);

}  // namespace seneschal::map
