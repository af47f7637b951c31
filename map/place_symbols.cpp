#include "map/place_symbols.hpp"

#include <cmath>
#include <numbers>

namespace seneschal::map {

drawing::Path placeSymbol(PlaceKind kind, drawing::Point at, double r) {
    const double x = at.x, y = at.y;
    drawing::Path path;
    switch (kind) {
        case PlaceKind::City:
            // Two rings: a walled city.
            path.circle(x, y, r);
            path.circle(x, y, r * 0.45);
            break;
        case PlaceKind::Town:
            path.circle(x, y, r * 0.85);
            break;
        case PlaceKind::Castle:
            // A keep with two merlons.
            path.moveTo(x - r, y + r)
                .lineTo(x - r, y - r)
                .lineTo(x - r / 3, y - r)
                .lineTo(x - r / 3, y - r / 2)
                .lineTo(x + r / 3, y - r / 2)
                .lineTo(x + r / 3, y - r)
                .lineTo(x + r, y - r)
                .lineTo(x + r, y + r)
                .close();
            break;
        case PlaceKind::Village:
            path.moveTo(x, y - r).lineTo(x + r, y + r * 0.8).lineTo(x - r, y + r * 0.8).close();
            break;
        case PlaceKind::Abbey:
            path.moveTo(x, y - r).lineTo(x + r, y).lineTo(x, y + r).lineTo(x - r, y).close();
            break;
        case PlaceKind::Port:
            for (int i = 0; i < 6; ++i) {
                const double angle = std::numbers::pi / 3 * i;
                const double px = x + r * std::cos(angle), py = y + r * std::sin(angle);
                if (i == 0)
                    path.moveTo(px, py);
                else
                    path.lineTo(px, py);
            }
            path.close();
            break;
        case PlaceKind::Ford:
            path.roundedRectangle({x - r, y - r / 2, 2 * r, r}, r / 3);
            break;
        case PlaceKind::Bridge:
            // An arch over the water.
            path.moveTo(x - r, y + r / 2)
                .lineTo(x - r, y - r / 2)
                .lineTo(x + r, y - r / 2)
                .lineTo(x + r, y + r / 2)
                .arc(x, y + r / 2, r / 2, 0, -std::numbers::pi)
                .close();
            break;
        case PlaceKind::Field:
            // An open field: a square.
            path.rectangle({x - r * 0.8, y - r * 0.8, r * 1.6, r * 1.6});
            break;
    }
    return path;
}

}  // namespace seneschal::map
