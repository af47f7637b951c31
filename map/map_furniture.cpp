#include "map/map_furniture.hpp"

#include <algorithm>
#include <array>
#include <cctype>

#include "base/grouped_number.hpp"
#include "map/map_layout.hpp"

namespace seneschal::map {
using drawing::Rect;

namespace {

constexpr double kCornerMargin = 8;
// Room kept around a place the furniture may not take: its marker and a short label's height.
constexpr double kPlaceRoom = 14;
// Around the places when the map is fitted: labels beside the outermost, stacks above the
// northernmost.
constexpr double kFitLeft = 56, kFitRight = 56, kFitTop = 50, kFitBottom = 28;

enum class Corner { TopRight, BottomRight, TopLeft, BottomLeft };

Rect inCorner(const Rect& area, Corner corner, double width, double height) {
    const bool right = corner == Corner::TopRight || corner == Corner::BottomRight;
    const bool top = corner == Corner::TopRight || corner == Corner::TopLeft;
    return {right ? area.right() - kCornerMargin - width : area.x + kCornerMargin,
            top ? area.y + kCornerMargin : area.bottom() - kCornerMargin - height, width, height};
}

int placesUnder(const MapView& view, const MapTransform& transform, const Rect& rect) {
    const Rect room{rect.x - kPlaceRoom, rect.y - kPlaceRoom, rect.width + 2 * kPlaceRoom,
                    rect.height + 2 * kPlaceRoom};
    int count = 0;
    for (const MapPlace& place : view.places)
        if (room.contains(transform.toScreen(place.at))) ++count;
    return count;
}

// Narrows the span [start, start + length) along one axis so that it stops short of a piece of
// furniture in the span's far half, or starts beyond one in its near half.
void keepClearOf(double& start, double& length, double pieceStart, double pieceEnd, double middle) {
    if (pieceStart > middle) {
        length = std::min(length, pieceStart - kPlaceRoom - start);
    } else {
        const double from = std::max(start, pieceEnd + kPlaceRoom);
        length -= from - start;
        start = from;
    }
}

std::string capitalised(std::string text) {
    if (!text.empty())
        text[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(text[0])));
    return text;
}

}  // namespace

Rect titleStrip(double width) {
    return {0, 0, width, MapMetrics::kTitleHeight};
}

Rect mapAreaOf(double width, double height) {
    return {0, MapMetrics::kTitleHeight, width, std::max(1.0, height - MapMetrics::kTitleHeight)};
}

std::string titleText(const MapView& view) {
    std::string text = view.campaignName.empty() ? "Campaign map" : view.campaignName;
    if (!view.dateText.empty()) text += " \u00b7 " + view.dateText;
    text += view.seenBy.empty() ? " \u00b7 the umpire's map" : " \u00b7 as seen by " + view.seenBy;
    return text;
}

ScaleChoice chooseScale(const MapView& view, const MapTransform& transform) {
    if (!view.milesPerUnit || *view.milesPerUnit <= 0) return {};
    const double pixelsPerMile = transform.scale() / *view.milesPerUnit;
    int miles = 1;
    for (const int candidate : {1, 2, 5, 10, 20, 25, 50, 100, 200, 500, 1000}) {
        miles = candidate;
        if (candidate * pixelsPerMile >= 60) break;
    }
    return {miles, miles * pixelsPerMile};
}

std::string scaleText(const ScaleChoice& scale) {
    return countOf(scale.miles, "mile", "miles");
}

Rect scaleBarSize(const ScaleChoice& scale, double textWidth) {
    if (scale.miles <= 0) return {};
    return {0, 0, std::max(scale.length, textWidth) + 40, 38};
}

std::vector<LegendRow> legendRows(const MapView& view) {
    using Kind = LegendRow::Kind;
    std::vector<LegendRow> rows;
    rows.push_back({Kind::Heading, "Places", {}, {}, {}});
    for (const PlaceKind kind :
         {PlaceKind::City, PlaceKind::Town, PlaceKind::Port, PlaceKind::Castle, PlaceKind::Abbey,
          PlaceKind::Village, PlaceKind::Bridge, PlaceKind::Ford, PlaceKind::Field}) {
        const bool used = std::any_of(view.places.begin(), view.places.end(),
                                      [&](const auto& place) { return place.kind == kind; });
        if (used) rows.push_back({Kind::Place, capitalised(toString(kind)), kind, {}, {}});
    }
    if (!view.routes.empty()) {
        rows.push_back({Kind::Heading, "Routes", {}, {}, {}});
        for (const RouteKind kind : {RouteKind::Road, RouteKind::Track, RouteKind::RiverCrossing}) {
            const bool used = std::any_of(view.routes.begin(), view.routes.end(),
                                          [&](const auto& route) { return route.kind == kind; });
            if (used) rows.push_back({Kind::Route, capitalised(toString(kind)), {}, kind, {}});
        }
    }
    rows.push_back({Kind::Heading, "Held by", {}, {}, {}});
    for (const MapSide& side : view.sides)
        rows.push_back({Kind::Side, side.name, {}, {}, side.colour});
    const bool unheld = std::any_of(view.places.begin(), view.places.end(),
                                    [](const auto& place) { return place.owner.empty(); });
    if (unheld) rows.push_back({Kind::Unheld, "Nobody", {}, {}, {}});
    rows.push_back({Kind::Heading, "Armies", {}, {}, {}});
    rows.push_back({Kind::Army, "An army and its men", {}, {}, {}});
    const bool marching = std::any_of(view.armies.begin(), view.armies.end(), [](const auto& army) {
        return army.where.onTheMarch() || !army.where.stops.empty();
    });
    if (marching) rows.push_back({Kind::March, "Its march and arrival", {}, {}, {}});
    if (!view.pendingBattles.empty()) rows.push_back({Kind::Battle, "Battle pending", {}, {}, {}});
    return rows;
}

double legendHeight(const std::vector<LegendRow>& rows) {
    return 2 * kLegendPad + static_cast<double>(rows.size()) * kLegendRowHeight;
}

Furniture chooseFurniture(const MapView& view, const MapTransform& transform, const Rect& mapArea,
                          LegendLook legend, const Rect& scaleSize) {
    Furniture furniture;
    std::array<bool, 4> taken{};
    Corner lastCorner = Corner::TopRight;
    const auto best = [&](double width, double height, std::array<Corner, 4> preference) {
        Corner chosen = preference[0];
        int fewest = -1;
        for (const Corner corner : preference) {
            if (taken[static_cast<std::size_t>(corner)]) continue;
            const int under =
                placesUnder(view, transform, inCorner(mapArea, corner, width, height));
            if (fewest < 0 || under < fewest) {
                fewest = under;
                chosen = corner;
            }
        }
        taken[static_cast<std::size_t>(chosen)] = true;
        lastCorner = chosen;
        return inCorner(mapArea, chosen, width, height);
    };
    if (legend != LegendLook::Hidden) {
        const bool full = legend == LegendLook::Full;
        const double height =
            full ? std::min(legendHeight(legendRows(view)), mapArea.height - 2 * kCornerMargin)
                 : kFoldedLegendHeight;
        furniture.legend =
            best(full ? MapMetrics::kLegendWidth : kFoldedLegendWidth, height,
                 {Corner::TopRight, Corner::BottomRight, Corner::TopLeft, Corner::BottomLeft});
        furniture.legendOnRight =
            lastCorner == Corner::TopRight || lastCorner == Corner::BottomRight;
        furniture.legendOnTop = lastCorner == Corner::TopRight || lastCorner == Corner::TopLeft;
    }
    if (scaleSize.width > 0)
        furniture.scaleBar =
            best(scaleSize.width, scaleSize.height,
                 {Corner::BottomLeft, Corner::BottomRight, Corner::TopLeft, Corner::TopRight});
    return furniture;
}

Rect unfoldedLegend(const MapView& view, const Rect& mapArea, const Furniture& furniture) {
    const double height =
        std::min(legendHeight(legendRows(view)), mapArea.height - 2 * kCornerMargin);
    const Corner corner =
        furniture.legendOnTop
            ? (furniture.legendOnRight ? Corner::TopRight : Corner::TopLeft)
            : (furniture.legendOnRight ? Corner::BottomRight : Corner::BottomLeft);
    return inCorner(mapArea, corner, MapMetrics::kLegendWidth, height);
}

MapTransform fitTransform(const MapView& view, double width, double height, LegendLook legend) {
    const Rect area = mapAreaOf(width, height);
    Rect inner{area.x + kFitLeft, area.y + kFitTop, area.width - kFitLeft - kFitRight,
               area.height - kFitTop - kFitBottom};
    if (view.places.empty()) return MapTransform::fittingBox(0, 0, view.width, view.height, inner);
    double minX = view.places.front().at.x, maxX = minX;
    double minY = view.places.front().at.y, maxY = minY;
    for (const MapPlace& place : view.places) {
        minX = std::min(minX, place.at.x);
        maxX = std::max(maxX, place.at.x);
        minY = std::min(minY, place.at.y);
        maxY = std::max(maxY, place.at.y);
    }
    MapTransform transform = MapTransform::fittingBox(minX, minY, maxX, maxY, inner);
    // Where the legend or the scale bar would cover a place, the map gives up that strip.
    for (int pass = 0; pass < 3; ++pass) {
        const ScaleChoice scale = chooseScale(view, transform);
        const Furniture furniture =
            chooseFurniture(view, transform, area, legend, scaleBarSize(scale, 70));
        bool narrowed = false;
        if (furniture.legend.width > 0 && placesUnder(view, transform, furniture.legend) > 0) {
            keepClearOf(inner.x, inner.width, furniture.legend.x, furniture.legend.right(),
                        area.x + area.width / 2);
            narrowed = true;
        }
        if (furniture.scaleBar.width > 0 && placesUnder(view, transform, furniture.scaleBar) > 0) {
            keepClearOf(inner.y, inner.height, furniture.scaleBar.y, furniture.scaleBar.bottom(),
                        area.y + area.height / 2);
            narrowed = true;
        }
        if (!narrowed) break;
        inner.width = std::max(inner.width, 40.0);
        inner.height = std::max(inner.height, 40.0);
        transform = MapTransform::fittingBox(minX, minY, maxX, maxY, inner);
    }
    return transform;
}

}  // namespace seneschal::map
