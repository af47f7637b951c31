#pragma once
// Draws the campaign map on any surface from its layout (map_layout.hpp): the sea and land,
// woods, marsh, coast and rivers, then routes and their days, marching armies' paths, places by
// kind in their owner's colour with their labels, pending battles, the army stacks on top, and
// the map's furniture: the title with the campaign and its date, the legend, the scale bar and
// north arrow. The window and the exported files are drawn by this one function.
#include <string>

#include "drawing/surface.hpp"
#include "map/map_layout.hpp"
#include "map/map_view.hpp"

namespace seneschal::map {

struct PaintState {
    std::string selectedId;
    std::string hoveredId;
    // While an army is dragged to a new place: the army, where the hand is, and the place under it.
    std::string draggedArmy;
    drawing::Point dragPoint;
    std::string dropPlace;
};

void paintMap(drawing::Surface& surface, const MapView& view, const MapLayout& layout,
              const PaintState& state);

// The colour around the map, where the world ends.
drawing::Colour mapSurround();

}  // namespace seneschal::map
