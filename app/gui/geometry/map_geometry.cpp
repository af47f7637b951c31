#include "app/gui/geometry/map_geometry.hpp"

#include <algorithm>
#include <cmath>
#include <map>
#include <utility>

namespace seneschal::gui {

using application::MapPoint;
using application::MapView;

MapTransform::MapTransform(double scale, double offsetX, double offsetY)
    : scale_(std::clamp(scale, kMinScale, kMaxScale)), offsetX_(offsetX), offsetY_(offsetY) {}

MapTransform MapTransform::fitting(double worldWidth, double worldHeight, double screenWidth,
                                   double screenHeight, double margin) {
    return fittingBox(0, 0, worldWidth, worldHeight, screenWidth, screenHeight, margin);
}

MapTransform MapTransform::fittingBox(double minX, double minY, double maxX, double maxY,
                                      double screenWidth, double screenHeight, double margin) {
    const double worldWidth = std::max(1.0, maxX - minX);
    const double worldHeight = std::max(1.0, maxY - minY);
    const double usableWidth = std::max(1.0, screenWidth - 2 * margin);
    const double usableHeight = std::max(1.0, screenHeight - 2 * margin);
    const double scale = std::clamp(std::min(usableWidth / worldWidth, usableHeight / worldHeight),
                                    kMinScale, kMaxScale);
    return MapTransform(scale, (screenWidth - worldWidth * scale) / 2 - minX * scale,
                        (screenHeight - worldHeight * scale) / 2 - minY * scale);
}

ScreenPoint MapTransform::toScreen(MapPoint world) const {
    return {world.x * scale_ + offsetX_, world.y * scale_ + offsetY_};
}

MapPoint MapTransform::toWorld(ScreenPoint screen) const {
    return {(screen.x - offsetX_) / scale_, (screen.y - offsetY_) / scale_};
}

void MapTransform::zoomAbout(ScreenPoint anchor, double factor) {
    const MapPoint fixed = toWorld(anchor);
    scale_ = std::clamp(scale_ * factor, kMinScale, kMaxScale);
    offsetX_ = anchor.x - fixed.x * scale_;
    offsetY_ = anchor.y - fixed.y * scale_;
}

void MapTransform::panBy(double dx, double dy) {
    offsetX_ += dx;
    offsetY_ += dy;
}

std::vector<ArmyMarker> armyMarkers(const MapView& view) {
    std::vector<ArmyMarker> markers;
    // Armies at the same place share it; marching armies each have a point of their own.
    std::map<std::pair<double, double>, std::vector<std::size_t>> byPoint;
    for (const application::MapArmy& army : view.armies) {
        const std::optional<MapPoint> at = application::armyPosition(view, army);
        if (!at) continue;
        byPoint[{at->x, at->y}].push_back(markers.size());
        markers.push_back({army.id, *at, 0, 1});
    }
    for (const auto& [point, indices] : byPoint) {
        for (std::size_t slot = 0; slot < indices.size(); ++slot) {
            markers[indices[slot]].slot = static_cast<int>(slot);
            markers[indices[slot]].slotsHere = static_cast<int>(indices.size());
        }
    }
    return markers;
}

bool compactBanners(const MapTransform& transform) {
    return transform.scale() < MapMetrics::kFullBannersFromScale;
}

ScreenRect bannerRect(const ArmyMarker& marker, const MapTransform& transform) {
    using M = MapMetrics;
    const bool compact = compactBanners(transform);
    const double width = compact ? M::kCompactBannerWidth : M::kBannerWidth;
    const double height = compact ? M::kCompactBannerHeight : M::kBannerHeight;
    const ScreenPoint foot = transform.toScreen(marker.anchor);
    const double rowWidth = marker.slotsHere * width + (marker.slotsHere - 1) * M::kBannerGap;
    const double left = foot.x - rowWidth / 2 + marker.slot * (width + M::kBannerGap);
    const double top = foot.y - M::kPlaceRadius - M::kPoleHeight - height;
    return {left, top, width, height};
}

std::optional<std::string> placeAt(const MapView& view, const MapTransform& transform,
                                   ScreenPoint screen) {
    constexpr double kReach = MapMetrics::kPlaceRadius + 5.0;
    const application::MapPlace* nearest = nullptr;
    double nearestDistance = kReach;
    for (const application::MapPlace& place : view.places) {
        const ScreenPoint at = transform.toScreen(place.at);
        const double distance = std::hypot(at.x - screen.x, at.y - screen.y);
        if (distance <= nearestDistance) {
            nearest = &place;
            nearestDistance = distance;
        }
    }
    if (!nearest) return std::nullopt;
    return nearest->id;
}

MapHit hitTest(const MapView& view, const MapTransform& transform, ScreenPoint screen) {
    const std::vector<ArmyMarker> markers = armyMarkers(view);
    // The last drawn is on top, so it is the one the hand meets first.
    for (auto marker = markers.rbegin(); marker != markers.rend(); ++marker) {
        if (bannerRect(*marker, transform).contains(screen)) {
            return {MapHit::Kind::Army, marker->armyId};
        }
    }
    if (auto place = placeAt(view, transform, screen)) return {MapHit::Kind::Place, *place};
    return {};
}

}  // namespace seneschal::gui
