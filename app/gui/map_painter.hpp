#pragma once
// Draws a MapView with wxGraphicsContext: the picture under everything, routes with their
// days, places by kind and owner colour, pending battles, then the armies' banners on top.
#include <wx/bitmap.h>
#include <wx/graphics.h>

#include <optional>
#include <string>

#include "app/gui/geometry/map_geometry.hpp"
#include "application/map_view.hpp"

namespace seneschal::gui {

struct MapPaintState {
    std::string selectedId;
    std::string hoveredId;
    // While an army is dragged: the army, where the hand is, and the place it would go to.
    std::string draggedArmy;
    ScreenPoint dragPoint;
    std::optional<std::string> dropPlace;
};

void paintMap(wxGraphicsContext& gc, const application::MapView& view,
              const MapTransform& transform, const wxBitmap& background,
              const MapPaintState& state);

// The colour around the map, where the world ends.
wxColour mapSurround();

// "11,800": strengths read better grouped.
wxString groupedNumber(long value);

}  // namespace seneschal::gui
