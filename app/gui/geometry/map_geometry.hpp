#pragma once
// The map pane's geometry, kept apart from drawing so it can be tested without a display:
// the world <-> screen transform (zoom about a point, pan, fit), where each army's banner
// sits, and what lies under the cursor.
#include <optional>
#include <string>
#include <vector>

#include "application/map_view.hpp"

namespace seneschal::gui {

struct ScreenPoint {
    double x = 0;
    double y = 0;
};

struct ScreenRect {
    double x = 0;
    double y = 0;
    double width = 0;
    double height = 0;
    bool contains(ScreenPoint p) const {
        return p.x >= x && p.x <= x + width && p.y >= y && p.y <= y + height;
    }
};

// screen = world * scale + offset. Places and banners keep their pixel size when zooming,
// so only positions go through the transform.
class MapTransform {
  public:
    static constexpr double kMinScale = 0.05;
    static constexpr double kMaxScale = 20.0;

    MapTransform() = default;
    MapTransform(double scale, double offsetX, double offsetY);

    // The whole map centred in the screen, `margin` pixels clear on the tighter side.
    static MapTransform fitting(double worldWidth, double worldHeight, double screenWidth,
                                double screenHeight, double margin);
    // The world box [minX, maxX] x [minY, maxY] centred in the screen: fit-to-window uses the
    // places' own extent, so a campaign in one corner of a large map is not drawn tiny.
    static MapTransform fittingBox(double minX, double minY, double maxX, double maxY,
                                   double screenWidth, double screenHeight, double margin);

    ScreenPoint toScreen(application::MapPoint world) const;
    application::MapPoint toWorld(ScreenPoint screen) const;

    // Zooms by `factor` keeping the world point under `anchor` where it is (the mouse wheel).
    void zoomAbout(ScreenPoint anchor, double factor);
    void panBy(double dx, double dy);

    double scale() const { return scale_; }
    double offsetX() const { return offsetX_; }
    double offsetY() const { return offsetY_; }

  private:
    double scale_ = 1.0;
    double offsetX_ = 0.0;
    double offsetY_ = 0.0;
};

// Pixel sizes of what is drawn on the map. Zoomed out, banners shrink to a compact flag
// with the strength only, so that a crowded map stays legible; the tooltip has the rest.
struct MapMetrics {
    static constexpr double kPlaceRadius = 9.0;
    static constexpr double kBannerWidth = 112.0;
    static constexpr double kBannerHeight = 36.0;
    static constexpr double kCompactBannerWidth = 52.0;
    static constexpr double kCompactBannerHeight = 18.0;
    static constexpr double kFullBannersFromScale = 1.0;
    static constexpr double kBannerGap = 6.0;
    static constexpr double kPoleHeight = 14.0;  // from the place's top to the banner's foot
};

// An army's banner: where it stands in the world and its slot among the armies standing
// at the same point, so that several armies at one place sit side by side, not on top.
struct ArmyMarker {
    std::string armyId;
    application::MapPoint anchor;
    int slot = 0;
    int slotsHere = 1;
};

std::vector<ArmyMarker> armyMarkers(const application::MapView& view);

bool compactBanners(const MapTransform& transform);

// The banner's rectangle on screen for a marker.
ScreenRect bannerRect(const ArmyMarker& marker, const MapTransform& transform);

struct MapHit {
    enum class Kind { Nothing, Place, Army };
    Kind kind = Kind::Nothing;
    std::string id;
    friend bool operator==(const MapHit&, const MapHit&) = default;
};

// What is under `screen`: a banner first (they are drawn on top), then a place within its
// radius plus a little slack for the hand.
MapHit hitTest(const application::MapView& view, const MapTransform& transform, ScreenPoint screen);

// The place under `screen`, ignoring banners: where a dragged army would be sent.
std::optional<std::string> placeAt(const application::MapView& view, const MapTransform& transform,
                                   ScreenPoint screen);

}  // namespace seneschal::gui
