#include "map/map_transform.hpp"

#include <algorithm>

namespace seneschal::map {
using drawing::Point;

MapTransform::MapTransform(double scale, double offsetX, double offsetY)
    : scale_(std::clamp(scale, kMinScale, kMaxScale)), offsetX_(offsetX), offsetY_(offsetY) {}

MapTransform MapTransform::fittingBox(double minX, double minY, double maxX, double maxY,
                                      const drawing::Rect& screen) {
    const double worldWidth = std::max(1.0, maxX - minX);
    const double worldHeight = std::max(1.0, maxY - minY);
    const double usableWidth = std::max(1.0, screen.width);
    const double usableHeight = std::max(1.0, screen.height);
    const double scale = std::clamp(std::min(usableWidth / worldWidth, usableHeight / worldHeight),
                                    kMinScale, kMaxScale);
    return MapTransform(scale, screen.x + (screen.width - worldWidth * scale) / 2 - minX * scale,
                        screen.y + (screen.height - worldHeight * scale) / 2 - minY * scale);
}

Point MapTransform::toScreen(MapPoint world) const {
    return {world.x * scale_ + offsetX_, world.y * scale_ + offsetY_};
}

MapPoint MapTransform::toWorld(Point screen) const {
    return {(screen.x - offsetX_) / scale_, (screen.y - offsetY_) / scale_};
}

void MapTransform::zoomAbout(Point anchor, double factor) {
    const MapPoint fixed = toWorld(anchor);
    scale_ = std::clamp(scale_ * factor, kMinScale, kMaxScale);
    offsetX_ = anchor.x - fixed.x * scale_;
    offsetY_ = anchor.y - fixed.y * scale_;
}

void MapTransform::panBy(double dx, double dy) {
    offsetX_ += dx;
    offsetY_ += dy;
}

}  // namespace seneschal::map
