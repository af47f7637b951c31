#pragma once
// The map's world <-> screen transform: zoom about a point, pan, fit a box to the screen.
// Markers, labels and stacks keep their pixel size when zooming, so only positions go through it.
#include "drawing/surface.hpp"
#include "map/map_view.hpp"

namespace seneschal::map {

// screen = world * scale + offset.
class MapTransform {
  public:
    static constexpr double kMinScale = 0.05;
    static constexpr double kMaxScale = 20.0;

    MapTransform() = default;
    MapTransform(double scale, double offsetX, double offsetY);

    // The world box [minX, maxX] x [minY, maxY] centred in the screen rectangle `screen`.
    static MapTransform fittingBox(double minX, double minY, double maxX, double maxY,
                                   const drawing::Rect& screen);

    drawing::Point toScreen(MapPoint world) const;
    MapPoint toWorld(drawing::Point screen) const;

    // Zooms by `factor` keeping the world point under `anchor` where it is (the mouse wheel).
    void zoomAbout(drawing::Point anchor, double factor);
    void panBy(double dx, double dy);

    double scale() const { return scale_; }
    double offsetX() const { return offsetX_; }
    double offsetY() const { return offsetY_; }

  private:
    double scale_ = 1.0;
    double offsetX_ = 0.0;
    double offsetY_ = 0.0;
};

}  // namespace seneschal::map
