#include "app/gui/geometry/label_placement.hpp"

#include <algorithm>
#include <numeric>

namespace seneschal::gui {

bool overlaps(const ScreenRect& a, const ScreenRect& b) {
    return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height &&
           b.y < a.y + a.height;
}

ScreenRect labelRect(const LabelRequest& label, LabelSpot spot, double clearance) {
    const ScreenPoint at = label.anchor;
    const double w = label.width, h = label.height;
    switch (spot) {
        case LabelSpot::Below:
            return {at.x - w / 2, at.y + clearance, w, h};
        case LabelSpot::Right:
            return {at.x + clearance, at.y - h / 2, w, h};
        case LabelSpot::Left:
            return {at.x - clearance - w, at.y - h / 2, w, h};
        case LabelSpot::Above:
            return {at.x - w / 2, at.y - clearance - h, w, h};
    }
    return {at.x - w / 2, at.y + clearance, w, h};
}

std::vector<LabelPlacement> placeLabels(const std::vector<LabelRequest>& labels, double clearance,
                                        const std::vector<ScreenRect>& keepClear,
                                        const std::vector<ScreenRect>& ratherClear) {
    std::vector<std::size_t> order(labels.size());
    std::iota(order.begin(), order.end(), 0);
    std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
        return labels[a].importance > labels[b].importance;
    });
    // Every marker is kept clear of the other labels; a label sits beside its own.
    const double side = 2 * clearance;
    std::vector<ScreenRect> markers;
    for (const LabelRequest& label : labels)
        markers.push_back({label.anchor.x - clearance, label.anchor.y - clearance, side, side});

    std::vector<LabelPlacement> placed(labels.size());
    std::vector<ScreenRect> taken = keepClear;
    const auto fits = [&](std::size_t i, const ScreenRect& rect, bool strict) {
        const auto covers = [&](const ScreenRect& other) { return overlaps(rect, other); };
        if (std::any_of(taken.begin(), taken.end(), covers)) return false;
        if (strict && std::any_of(ratherClear.begin(), ratherClear.end(), covers)) return false;
        for (std::size_t m = 0; m < markers.size(); ++m)
            if (m != i && covers(markers[m])) return false;
        return true;
    };
    constexpr LabelSpot kSpots[] = {LabelSpot::Below, LabelSpot::Right, LabelSpot::Left,
                                    LabelSpot::Above};
    for (const std::size_t i : order) {
        for (const bool strict : {true, false}) {
            for (const LabelSpot spot : kSpots) {
                const ScreenRect rect = labelRect(labels[i], spot, clearance);
                if (!fits(i, rect, strict)) continue;
                placed[i] = {true, spot, rect};
                taken.push_back(rect);
                break;
            }
            if (placed[i].shown) break;
        }
    }
    return placed;
}

int labelImportance(application::PlaceKind kind) {
    switch (kind) {
        case application::PlaceKind::City:
            return 4;
        case application::PlaceKind::Town:
        case application::PlaceKind::Port:
            return 3;
        case application::PlaceKind::Castle:
        case application::PlaceKind::Abbey:
            return 2;
        case application::PlaceKind::Ford:
        case application::PlaceKind::Bridge:
        case application::PlaceKind::Field:
            return 1;
        case application::PlaceKind::Village:
            return 0;
    }
    return 0;
}

}  // namespace seneschal::gui
