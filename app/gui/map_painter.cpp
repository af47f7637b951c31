#include "app/gui/map_painter.hpp"

#include <wx/brush.h>
#include <wx/pen.h>

#include <algorithm>
#include <cmath>
#include <numbers>
#include <vector>

#include "app/gui/geometry/label_placement.hpp"
#include "battle/grouped_number.hpp"

namespace seneschal::gui {

namespace {

using application::MapView;
using M = MapMetrics;

const wxColour kParchment(239, 230, 207);
const wxColour kMapGround(246, 240, 224);
const wxColour kInk(52, 40, 28);
const wxColour kRoute(139, 104, 62);
const wxColour kSelection(230, 170, 20);
const wxColour kBattle(196, 30, 30);
const wxColour kDropTarget(40, 150, 60);

wxGraphicsPen pen(wxGraphicsContext& gc, const wxColour& colour, double width,
                  wxPenStyle style = wxPENSTYLE_SOLID) {
    return gc.CreatePen(wxGraphicsPenInfo(colour, width, style));
}

wxColour toWx(application::ViewColour c) {
    return {c.red, c.green, c.blue};
}

// Text on a coloured banner must stay readable whatever the side's colour.
wxColour inkOn(const wxColour& fill) {
    const double luminance = 0.299 * fill.Red() + 0.587 * fill.Green() + 0.114 * fill.Blue();
    return luminance > 150 ? wxColour(20, 20, 20) : wxColour(255, 255, 255);
}

wxString fitted(wxGraphicsContext& gc, const wxString& text, double width) {
    double w = 0, h = 0;
    gc.GetTextExtent(text, &w, &h);
    if (w <= width) return text;
    wxString cut = text;
    while (!cut.empty()) {
        cut.RemoveLast();
        gc.GetTextExtent(cut + wxString::FromUTF8("…"), &w, &h);
        if (w <= width) break;
    }
    return cut + wxString::FromUTF8("…");
}

// A label's plate is the text with this much room around it.
constexpr double kPlateX = 3, kPlateY = 1;
constexpr double kLabelGap = 4;  // between a place's marker and its label

// A label with a pale plate behind it, so it reads over routes and pictures.
void drawLabel(wxGraphicsContext& gc, const wxString& text, const ScreenRect& plate) {
    gc.SetPen(*wxTRANSPARENT_PEN);
    gc.SetBrush(wxBrush(wxColour(255, 252, 240, 215)));
    gc.DrawRoundedRectangle(plate.x, plate.y, plate.width, plate.height, 3);
    gc.DrawText(text, plate.x + kPlateX, plate.y + kPlateY);
}

// A route's days on a plate at its middle.
struct RouteDays {
    ScreenPoint from, to;
    wxString text;
    ScreenRect plate;
};

std::vector<RouteDays> routeDays(wxGraphicsContext& gc, const MapView& view,
                                 const MapTransform& transform) {
    gc.SetFont(wxFontInfo(8).Bold(), kRoute);
    std::vector<RouteDays> all;
    for (const application::MapRoute& route : view.routes) {
        const application::MapPlace* from = view.findPlace(route.fromPlace);
        const application::MapPlace* to = view.findPlace(route.toPlace);
        if (!from || !to) continue;
        RouteDays days;
        days.from = transform.toScreen(from->at);
        days.to = transform.toScreen(to->at);
        days.text = wxString::Format(route.days == 1 ? "%d day" : "%d days", route.days);
        double w = 0, h = 0;
        gc.GetTextExtent(days.text, &w, &h);
        const double mx = (days.from.x + days.to.x) / 2, my = (days.from.y + days.to.y) / 2;
        days.plate = {mx - w / 2 - 4, my - h / 2 - 2, w + 8, h + 4};
        all.push_back(std::move(days));
    }
    return all;
}

void drawRoutes(wxGraphicsContext& gc, const std::vector<RouteDays>& routes) {
    gc.SetFont(wxFontInfo(8).Bold(), kRoute);
    for (const RouteDays& route : routes) {
        gc.SetPen(pen(gc, kRoute, 3, wxPENSTYLE_SHORT_DASH));
        gc.StrokeLine(route.from.x, route.from.y, route.to.x, route.to.y);
        gc.SetPen(pen(gc, kRoute, 1));
        gc.SetBrush(wxBrush(wxColour(255, 250, 235)));
        const ScreenRect& plate = route.plate;
        gc.DrawRoundedRectangle(plate.x, plate.y, plate.width, plate.height, 4);
        gc.DrawText(route.text, plate.x + 4, plate.y + 2);
    }
}

// Each kind its own shape: the map reads without its labels.
void drawPlaceShape(wxGraphicsContext& gc, application::PlaceKind kind, double x, double y) {
    const double r = M::kPlaceRadius;
    wxGraphicsPath path = gc.CreatePath();
    switch (kind) {
        case application::PlaceKind::City:
            path.AddCircle(x, y, r + 2);
            gc.DrawPath(path);
            path = gc.CreatePath();
            path.AddCircle(x, y, r - 3);
            break;
        case application::PlaceKind::Town:
            path.AddCircle(x, y, r);
            break;
        case application::PlaceKind::Castle:
            // A keep with two merlons.
            path.MoveToPoint(x - r, y + r);
            path.AddLineToPoint(x - r, y - r);
            path.AddLineToPoint(x - r / 3, y - r);
            path.AddLineToPoint(x - r / 3, y - r / 2);
            path.AddLineToPoint(x + r / 3, y - r / 2);
            path.AddLineToPoint(x + r / 3, y - r);
            path.AddLineToPoint(x + r, y - r);
            path.AddLineToPoint(x + r, y + r);
            path.CloseSubpath();
            break;
        case application::PlaceKind::Village:
            path.MoveToPoint(x, y - r);
            path.AddLineToPoint(x + r, y + r * 0.8);
            path.AddLineToPoint(x - r, y + r * 0.8);
            path.CloseSubpath();
            break;
        case application::PlaceKind::Abbey:
            path.MoveToPoint(x, y - r - 1);
            path.AddLineToPoint(x + r, y);
            path.AddLineToPoint(x, y + r + 1);
            path.AddLineToPoint(x - r, y);
            path.CloseSubpath();
            break;
        case application::PlaceKind::Port:
            for (int i = 0; i < 6; ++i) {
                const double angle = std::numbers::pi / 3 * i;
                const double px = x + r * std::cos(angle), py = y + r * std::sin(angle);
                if (i == 0)
                    path.MoveToPoint(px, py);
                else
                    path.AddLineToPoint(px, py);
            }
            path.CloseSubpath();
            break;
        case application::PlaceKind::Ford:
            path.AddRoundedRectangle(x - r - 2, y - r / 2, 2 * r + 4, r, 3);
            break;
        case application::PlaceKind::Bridge:
            // An arch over the water.
            path.MoveToPoint(x - r - 2, y + r / 2);
            path.AddLineToPoint(x - r - 2, y - r / 2);
            path.AddLineToPoint(x + r + 2, y - r / 2);
            path.AddLineToPoint(x + r + 2, y + r / 2);
            path.AddArc(x, y + r / 2, r / 2 + 1, 0, std::numbers::pi, false);
            path.CloseSubpath();
            break;
        case application::PlaceKind::Field:
            // An open field: a square standing on its side.
            path.AddRectangle(x - r * 0.8, y - r * 0.8, r * 1.6, r * 1.6);
            break;
    }
    gc.DrawPath(path);
}

void drawCrossedSwords(wxGraphicsContext& gc, double x, double y) {
    const double s = 9;
    gc.SetPen(pen(gc, kBattle, 3));
    gc.StrokeLine(x - s, y - s, x + s, y + s);
    gc.StrokeLine(x + s, y - s, x - s, y + s);
    gc.SetPen(pen(gc, kBattle, 2));
    // Cross-guards near the hilts.
    gc.StrokeLine(x + s - 6, y + s, x + s, y + s - 6);
    gc.StrokeLine(x - s, y + s - 6, x - s + 6, y + s);
}

constexpr double kSwordsLeft = 30;  // the crossed swords' centre, left of a battle's place
constexpr double kSwordsHalf = 11;

// Labels where they cover neither one another nor the markers, banners and battle marks; the
// least important give way on a crowded map (label_placement.hpp).
void drawPlaceLabels(wxGraphicsContext& gc, const MapView& view, const MapTransform& transform,
                     const MapPaintState& state, const std::vector<RouteDays>& routes) {
    gc.SetFont(wxFontInfo(9), kInk);
    std::vector<LabelRequest> requests;
    std::vector<wxString> texts;
    std::vector<ScreenRect> keepClear;
    for (const application::MapPlace& place : view.places) {
        const ScreenPoint at = transform.toScreen(place.at);
        const wxString text = wxString::FromUTF8(place.name);
        double w = 0, h = 0;
        gc.GetTextExtent(text, &w, &h);
        int importance = labelImportance(place.kind);
        // What the game master is looking at keeps its name whatever the crowd.
        if (place.id == state.selectedId || place.id == state.hoveredId ||
            view.battlePendingAt(place.id))
            importance += 10;
        requests.push_back({at, w + 2 * kPlateX, h + 2 * kPlateY, importance});
        texts.push_back(text);
        if (view.battlePendingAt(place.id))
            keepClear.push_back({at.x - kSwordsLeft - kSwordsHalf, at.y - kSwordsHalf,
                                 2 * kSwordsHalf, 2 * kSwordsHalf});
    }
    for (const ArmyMarker& marker : armyMarkers(view))
        keepClear.push_back(bannerRect(marker, transform));
    std::vector<ScreenRect> days;
    for (const RouteDays& route : routes) days.push_back(route.plate);
    const std::vector<LabelPlacement> placed =
        placeLabels(requests, M::kPlaceRadius + kLabelGap, keepClear, days);
    for (std::size_t i = 0; i < placed.size(); ++i)
        if (placed[i].shown) drawLabel(gc, texts[i], placed[i].rect);
}

void drawPlaces(wxGraphicsContext& gc, const MapView& view, const MapTransform& transform,
                const MapPaintState& state, const std::vector<RouteDays>& routes) {
    for (const application::MapPlace& place : view.places) {
        const ScreenPoint at = transform.toScreen(place.at);
        const bool battle = view.battlePendingAt(place.id);
        if (battle) {
            gc.SetPen(pen(gc, kBattle, 3));
            gc.SetBrush(wxBrush(wxColour(196, 30, 30, 50)));
            gc.DrawEllipse(at.x - 18, at.y - 18, 36, 36);
        }
        if (state.dropPlace && *state.dropPlace == place.id) {
            gc.SetPen(pen(gc, kDropTarget, 4));
            gc.SetBrush(*wxTRANSPARENT_BRUSH);
            gc.DrawEllipse(at.x - 16, at.y - 16, 32, 32);
        }
        if (place.id == state.selectedId || place.id == state.hoveredId) {
            gc.SetPen(pen(gc, place.id == state.selectedId ? kSelection : kInk, 3));
            gc.SetBrush(*wxTRANSPARENT_BRUSH);
            gc.DrawEllipse(at.x - 14, at.y - 14, 28, 28);
        }
        gc.SetPen(pen(gc, kInk, 1.5));
        gc.SetBrush(wxBrush(toWx(place.ownerColour)));
        drawPlaceShape(gc, place.kind, at.x, at.y);
        if (battle) drawCrossedSwords(gc, at.x - kSwordsLeft, at.y);  // beside, clear of banners
    }
    drawPlaceLabels(gc, view, transform, state, routes);
}

void drawBanner(wxGraphicsContext& gc, const application::MapArmy& army, const ScreenRect& rect,
                double poleX, double poleFootY, bool selected, double alpha) {
    const wxColour side = toWx(army.sideColour);
    const auto a = static_cast<unsigned char>(255 * alpha);
    gc.SetPen(pen(gc, wxColour(70, 50, 30, a), 2));
    gc.StrokeLine(poleX, poleFootY, poleX, rect.y);
    gc.SetPen(selected ? pen(gc, kSelection, 3) : pen(gc, wxColour(30, 30, 30, a), 1));
    gc.SetBrush(wxBrush(wxColour(side.Red(), side.Green(), side.Blue(), a)));
    gc.DrawRoundedRectangle(rect.x, rect.y, rect.width, rect.height, 3);
    const wxColour ink = inkOn(side);
    const double textWidth = rect.width - 8;
    if (rect.height < M::kBannerHeight) {
        gc.SetFont(wxFontInfo(7).Bold(), ink);
        const wxString men = fitted(gc, groupedNumber(army.men), textWidth);
        double w = 0, h = 0;
        gc.GetTextExtent(men, &w, &h);
        gc.DrawText(men, rect.x + (rect.width - w) / 2, rect.y + (rect.height - h) / 2);
        return;
    }
    gc.SetFont(wxFontInfo(8).Bold(), ink);
    gc.DrawText(fitted(gc, wxString::FromUTF8(army.name), textWidth), rect.x + 4, rect.y + 2);
    gc.SetFont(wxFontInfo(8), ink);
    const wxString strength =
        wxString::Format("%s men, %s fig.", groupedNumber(army.men), groupedNumber(army.figures));
    gc.DrawText(fitted(gc, strength, textWidth), rect.x + 4, rect.y + rect.height / 2 + 1);
}

void drawMarchLines(wxGraphicsContext& gc, const MapView& view, const MapTransform& transform) {
    for (const application::MapArmy& army : view.armies) {
        if (!army.where.onTheMarch()) continue;
        const auto at = application::armyPosition(view, army);
        const application::MapPlace* goal = view.findPlace(army.where.towardPlace);
        if (!at || !goal) continue;
        const ScreenPoint a = transform.toScreen(*at);
        const ScreenPoint b = transform.toScreen(goal->at);
        gc.SetPen(pen(gc, toWx(army.sideColour), 4));
        gc.StrokeLine(a.x, a.y, b.x, b.y);
        // An arrowhead short of the goal, pointing at it.
        const double angle = std::atan2(b.y - a.y, b.x - a.x);
        const double tipX = b.x - 14 * std::cos(angle), tipY = b.y - 14 * std::sin(angle);
        wxGraphicsPath head = gc.CreatePath();
        head.MoveToPoint(tipX, tipY);
        head.AddLineToPoint(tipX - 12 * std::cos(angle - 0.45), tipY - 12 * std::sin(angle - 0.45));
        head.AddLineToPoint(tipX - 12 * std::cos(angle + 0.45), tipY - 12 * std::sin(angle + 0.45));
        head.CloseSubpath();
        gc.SetBrush(wxBrush(toWx(army.sideColour)));
        gc.FillPath(head);
        gc.SetPen(pen(gc, kInk, 1));
        gc.SetBrush(wxBrush(toWx(army.sideColour)));
        gc.DrawEllipse(a.x - 5, a.y - 5, 10, 10);
    }
}

void drawArmies(wxGraphicsContext& gc, const MapView& view, const MapTransform& transform,
                const MapPaintState& state) {
    for (const ArmyMarker& marker : armyMarkers(view)) {
        const application::MapArmy* army = view.findArmy(marker.armyId);
        const ScreenRect rect = bannerRect(marker, transform);
        const ScreenPoint foot = transform.toScreen(marker.anchor);
        const bool dragged = army->id == state.draggedArmy;
        drawBanner(gc, *army, rect, rect.x + rect.width / 2, foot.y - M::kPlaceRadius,
                   army->id == state.selectedId, dragged ? 0.45 : 1.0);
    }
    if (const application::MapArmy* army = view.findArmy(state.draggedArmy)) {
        const ScreenRect ghost{state.dragPoint.x - M::kBannerWidth / 2,
                               state.dragPoint.y - M::kBannerHeight - M::kPoleHeight,
                               M::kBannerWidth, M::kBannerHeight};  // full size: it is in hand
        drawBanner(gc, *army, ghost, state.dragPoint.x, state.dragPoint.y, true, 0.85);
    }
}

// The terrain layer's colours: sea and land first, so that everything else reads over them.
const wxColour kSea(198, 216, 224);
const wxColour kCoast(96, 126, 146);
const wxColour kRiver(70, 124, 172);
const wxColour kWood(120, 160, 100, 110);
const wxColour kMarsh(140, 170, 150, 90);

wxGraphicsPath featurePath(wxGraphicsContext& gc, const application::MapFeature& feature,
                           const MapTransform& transform, bool closed) {
    wxGraphicsPath path = gc.CreatePath();
    bool first = true;
    for (const application::MapPoint& p : feature.points) {
        const ScreenPoint at = transform.toScreen(p);
        if (first) {
            path.MoveToPoint(at.x, at.y);
            first = false;
        } else {
            path.AddLineToPoint(at.x, at.y);
        }
    }
    if (closed) path.CloseSubpath();
    return path;
}

// Land over sea, then woods and marsh, then the coast and the rivers: areas before lines, so a
// river is never hidden by a wood.
void drawTerrain(wxGraphicsContext& gc, const MapView& view, const MapTransform& transform) {
    using application::TerrainKind;
    const auto fillAll = [&](TerrainKind kind, const wxColour& fill) {
        gc.SetPen(*wxTRANSPARENT_PEN);
        gc.SetBrush(wxBrush(fill));
        for (const application::MapFeature& f : view.terrain) {
            if (f.kind == kind) gc.FillPath(featurePath(gc, f, transform, true));
        }
    };
    const auto strokeAll = [&](TerrainKind kind, const wxColour& colour, double width) {
        gc.SetPen(pen(gc, colour, width));
        for (const application::MapFeature& f : view.terrain) {
            if (f.kind == kind) gc.StrokePath(featurePath(gc, f, transform, false));
        }
    };
    fillAll(TerrainKind::Land, kMapGround);
    fillAll(TerrainKind::Wood, kWood);
    fillAll(TerrainKind::Marsh, kMarsh);
    strokeAll(TerrainKind::Coast, kCoast, 1.0);
    strokeAll(TerrainKind::River, kRiver, std::clamp(2.0 * transform.scale(), 1.8, 4.0));
}

// A scale bar in miles and a north arrow in the canvas's lower left corner, on a plate: a bar
// of a round number of miles between about 60 and 160 pixels long at the present zoom.
void drawScaleBar(wxGraphicsContext& gc, const MapView& view, const MapTransform& transform) {
    if (!view.milesPerUnit || *view.milesPerUnit <= 0) return;
    double canvasWidth = 0, canvasHeight = 0;
    gc.GetSize(&canvasWidth, &canvasHeight);
    const double pixelsPerMile = transform.scale() / *view.milesPerUnit;
    int miles = 1;
    for (const int candidate : {1, 2, 5, 10, 20, 25, 50, 100, 200, 500, 1000}) {
        miles = candidate;
        if (candidate * pixelsPerMile >= 60) break;
    }
    const double length = miles * pixelsPerMile;
    const wxString label = wxString::Format("%d %s", miles, miles == 1 ? "mile" : "miles");
    gc.SetFont(wxFontInfo(8), kInk);
    double textWidth = 0, textHeight = 0;
    gc.GetTextExtent(label, &textWidth, &textHeight);
    const double left = 10, bottom = canvasHeight - 10;
    const double plateWidth = std::max(length, textWidth) + 40, plateHeight = textHeight + 22;
    gc.SetPen(*wxTRANSPARENT_PEN);
    gc.SetBrush(wxBrush(wxColour(255, 252, 240, 215)));
    gc.DrawRoundedRectangle(left, bottom - plateHeight, plateWidth, plateHeight, 3);
    // The bar: two halves, dark and light, so that it reads in black and white.
    const double barY = bottom - 12, x0 = left + 6;
    gc.SetPen(pen(gc, kInk, 1));
    gc.SetBrush(wxBrush(kInk));
    gc.DrawRectangle(x0, barY, length / 2, 5);
    gc.SetBrush(wxBrush(wxColour(255, 252, 240)));
    gc.DrawRectangle(x0 + length / 2, barY, length / 2, 5);
    gc.DrawText(label, x0, barY - textHeight - 2);
    // North: up the map (the layer's projection keeps north at the top).
    const double ax = left + plateWidth - 16, ay = bottom - plateHeight + 4;
    wxGraphicsPath arrow = gc.CreatePath();
    arrow.MoveToPoint(ax, ay + 4);
    arrow.AddLineToPoint(ax + 5, ay + 16);
    arrow.AddLineToPoint(ax, ay + 13);
    arrow.AddLineToPoint(ax - 5, ay + 16);
    arrow.CloseSubpath();
    gc.SetBrush(wxBrush(kInk));
    gc.FillPath(arrow);
    gc.SetFont(wxFontInfo(7).Bold(), kInk);
    double nWidth = 0, nHeight = 0;
    gc.GetTextExtent("N", &nWidth, &nHeight);
    gc.DrawText("N", ax - nWidth / 2, ay + 17);
}

}  // namespace

wxString groupedNumber(long value) {
    return wxString::FromUTF8(seneschal::groupedNumber(value));
}

void paintMap(wxGraphicsContext& gc, const MapView& view, const MapTransform& transform,
              const wxBitmap& background, const MapPaintState& state) {
    const ScreenPoint topLeft = transform.toScreen({0, 0});
    const ScreenPoint bottomRight = transform.toScreen({view.width, view.height});
    const double w = bottomRight.x - topLeft.x, h = bottomRight.y - topLeft.y;
    gc.SetPen(pen(gc, wxColour(150, 130, 100), 1));
    gc.SetBrush(wxBrush(view.hasLand() ? kSea : kMapGround));
    gc.DrawRectangle(topLeft.x, topLeft.y, w, h);
    if (background.IsOk()) gc.DrawBitmap(background, topLeft.x, topLeft.y, w, h);
    drawTerrain(gc, view, transform);
    const std::vector<RouteDays> routes = routeDays(gc, view, transform);
    drawRoutes(gc, routes);
    drawMarchLines(gc, view, transform);
    drawPlaces(gc, view, transform, state, routes);
    drawArmies(gc, view, transform, state);
    drawScaleBar(gc, view, transform);
}

wxColour mapSurround() {
    return kParchment;
}

}  // namespace seneschal::gui
