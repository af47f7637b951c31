#include "map/map_painter.hpp"

#include <algorithm>
#include <cmath>
#include <numbers>

#include "map/map_furniture.hpp"
#include "map/place_symbols.hpp"

namespace seneschal::map {
using drawing::Colour;
using drawing::Path;
using drawing::Stroke;
using drawing::Surface;

namespace {

const Colour kParchment{239, 230, 207};
const Colour kMapGround{246, 240, 224};
const Colour kSea{198, 216, 224};
const Colour kCoast{96, 126, 146};
const Colour kRiver{70, 124, 172};
const Colour kWood{120, 160, 100, 110};
const Colour kMarsh{140, 170, 150, 90};
const Colour kInk{52, 40, 28};
const Colour kRoute{139, 104, 62};
const Colour kSelection{230, 170, 20};
const Colour kBattle{196, 30, 30};
const Colour kDropTarget{40, 150, 60};
const Colour kPlate{255, 252, 240, 225};
const Colour kPlateEdge{150, 130, 100};
const Colour kLeader{90, 70, 50};

Colour fromView(drawing::ViewColour c, std::uint8_t alpha = 255) {
    return {c.red, c.green, c.blue, alpha};
}

// Text on a side's colour stays readable whatever the colour.
Colour inkOn(Colour fill) {
    const double luminance = 0.299 * fill.red + 0.587 * fill.green + 0.114 * fill.blue;
    return luminance > 150 ? Colour{20, 20, 20} : Colour{255, 255, 255};
}

// Cuts `text` with an ellipsis to fit `width` pixels.
std::string fittedText(const Surface& surface, const std::string& text, const drawing::Font& font,
                       double width) {
    if (surface.measure(text, font).width <= width) return text;
    std::string cut = text;
    while (!cut.empty()) {
        // Drop whole UTF-8 characters, never half of one.
        do {
            cut.pop_back();
        } while (!cut.empty() && (static_cast<unsigned char>(cut.back()) & 0xC0) == 0x80);
        if (!cut.empty() && (static_cast<unsigned char>(cut.back()) & 0xC0) == 0xC0) cut.pop_back();
        if (surface.measure(cut + "\u2026", font).width <= width) break;
    }
    return cut + "\u2026";
}

// Drops each point within `tolerance` pixels of the last one kept (the last point of a line is
// always kept, so that a river reaches its mouth). One pass.
std::vector<drawing::Point> thinned(const std::vector<drawing::Point>& screen, double tolerance,
                                    bool closed) {
    const double least = tolerance * tolerance;
    std::vector<drawing::Point> points;
    points.reserve(std::min<std::size_t>(screen.size(), 4096));
    for (std::size_t i = 0; i < screen.size(); ++i) {
        const drawing::Point& p = screen[i];
        if (!points.empty()) {
            const double dx = p.x - points.back().x;
            const double dy = p.y - points.back().y;
            if (dx * dx + dy * dy < least) {
                if (i + 1 == screen.size() && !closed && points.size() > 1) points.back() = p;
                continue;
            }
        }
        points.push_back(p);
    }
    return points;
}

// A terrain feature as drawn: its points on the screen, simplified to the output's resolution
// (issue 30). A point within half a pixel of the last one kept adds nothing a reader can see,
// so a traced coastline of 100,000 points costs what its pixels cost. A feature still holding
// more than kMostDrawnPoints (only a hostile one does: every edge long, crossing the others,
// which the rasteriser pays for quadratically) is thinned at twice the tolerance until it
// fits, so that no file within the import bounds takes more than about half a second a feature.
constexpr std::size_t kMostDrawnPoints = 10'000;

Path featurePath(const MapFeature& feature, const MapTransform& transform, bool closed) {
    std::vector<drawing::Point> screen;
    screen.reserve(feature.points.size());
    for (const MapPoint& p : feature.points) screen.push_back(transform.toScreen(p));
    double tolerance = 0.5;
    std::vector<drawing::Point> points = thinned(screen, tolerance, closed);
    while (points.size() > kMostDrawnPoints && tolerance < 1e9) {
        tolerance *= 2;
        points = thinned(screen, tolerance, closed);
    }
    Path path;
    if (closed)
        path.polygon(points);
    else
        path.polyline(points);
    return path;
}

// Land over sea, then woods and marsh, then the coast and the rivers: areas before lines, so a
// river is never hidden by a wood.
void drawTerrain(Surface& surface, const MapView& view, const MapTransform& transform) {
    const auto fillAll = [&](TerrainKind kind, Colour colour) {
        for (const MapFeature& f : view.terrain)
            if (f.kind == kind) surface.fill(featurePath(f, transform, true), colour);
    };
    const auto strokeAll = [&](TerrainKind kind, Stroke stroke) {
        for (const MapFeature& f : view.terrain)
            if (f.kind == kind) surface.stroke(featurePath(f, transform, false), stroke);
    };
    fillAll(TerrainKind::Land, kMapGround);
    fillAll(TerrainKind::Wood, kWood);
    fillAll(TerrainKind::Marsh, kMarsh);
    strokeAll(TerrainKind::Coast, {kCoast, 1.0});
    strokeAll(TerrainKind::River, {kRiver, std::clamp(2.0 * transform.scale(), 1.8, 4.0)});
}

Stroke routeStroke(RouteKind kind, bool favoured) {
    const double width = favoured ? 4 : 2.5;
    switch (kind) {
        case RouteKind::Road:
            return {kRoute, width, drawing::Dash::Solid};
        case RouteKind::Track:
            return {kRoute, width - 0.5, drawing::Dash::Dotted};
        case RouteKind::RiverCrossing:
            return {kRoute, width, drawing::Dash::Dashed};
    }
    return {kRoute, width};
}

void drawRoutes(Surface& surface, const MapView& view, const MapLayout& layout) {
    for (const MapRoute& route : view.routes) {
        const MapPlace* from = view.findPlace(route.fromPlace);
        const MapPlace* to = view.findPlace(route.toPlace);
        if (!from || !to) continue;
        const drawing::Point a = layout.transform.toScreen(from->at);
        const drawing::Point b = layout.transform.toScreen(to->at);
        surface.stroke(Path().moveTo(a.x, a.y).lineTo(b.x, b.y), routeStroke(route.kind, false));
    }
}

void drawRoutePlates(Surface& surface, const MapLayout& layout) {
    for (const RoutePlate& plate : layout.routePlates) {
        Path box;
        box.roundedRectangle(plate.plate, 4);
        surface.fill(box, Colour{255, 250, 235});
        surface.stroke(box, {kRoute, 1});
        surface.text(plate.text, plate.textAt, MapFonts::kRouteDays, kRoute);
    }
}

void drawArrowHead(Surface& surface, drawing::Point from, drawing::Point tip, Colour colour) {
    const double angle = std::atan2(tip.y - from.y, tip.x - from.x);
    Path head;
    head.moveTo(tip.x, tip.y)
        .lineTo(tip.x - 11 * std::cos(angle - 0.45), tip.y - 11 * std::sin(angle - 0.45))
        .lineTo(tip.x - 11 * std::cos(angle + 0.45), tip.y - 11 * std::sin(angle + 0.45))
        .close();
    surface.fill(head, colour);
}

// A marching army's ordered path in its side's colour, an arrow short of the last stop.
void drawMarches(Surface& surface, const MapView& view, const MapLayout& layout,
                 const PaintState& state) {
    for (const MarchPath& march : layout.marches) {
        const MapArmy* army = view.findArmy(march.armyId);
        if (!army) continue;
        const Colour colour = fromView(army->sideColour);
        const bool chosen = army->id == state.selectedId || army->id == state.hoveredId;
        std::vector<drawing::Point> points = march.points;
        // Stop the line short of the goal's marker, where the arrow's tip sits.
        const drawing::Point last = points.back(), before = points[points.size() - 2];
        const double length = std::hypot(last.x - before.x, last.y - before.y);
        if (length > 14) {
            const double k = (length - 11) / length;
            points.back() = {before.x + (last.x - before.x) * k,
                             before.y + (last.y - before.y) * k};
        }
        surface.stroke(Path().polyline(points), {Colour{255, 255, 255, 200}, chosen ? 7.0 : 5.0});
        surface.stroke(Path().polyline(points),
                       {colour, chosen ? 4.0 : 2.5, drawing::Dash::Dashed});
        drawArrowHead(surface, before, points.back(), colour);
    }
}

void drawCrossedSwords(Surface& surface, const drawing::Rect& box) {
    const double x = box.x + box.width / 2, y = box.y + box.height / 2, s = 8;
    Path plate;
    plate.circle(x, y, box.width / 2);
    surface.fill(plate, Colour{255, 240, 235, 230});
    surface.stroke(plate, {kBattle, 1.5});
    surface.stroke(Path().moveTo(x - s, y - s).lineTo(x + s, y + s), {kBattle, 2.5});
    surface.stroke(Path().moveTo(x + s, y - s).lineTo(x - s, y + s), {kBattle, 2.5});
    // Cross-guards near the hilts.
    surface.stroke(Path().moveTo(x + s - 5, y + s).lineTo(x + s, y + s - 5), {kBattle, 2});
    surface.stroke(Path().moveTo(x - s, y + s - 5).lineTo(x - s + 5, y + s), {kBattle, 2});
}

void drawPlaces(Surface& surface, const MapView& view, const MapLayout& layout,
                const PaintState& state) {
    for (const PlaceMark& mark : layout.places) {
        const MapPlace* place = view.findPlace(mark.placeId);
        const drawing::Point at = mark.centre;
        surface.beginGroup("place", place->name);
        // A red ring where a battle waits, unless the place is crowded: the swords beside it say
        // so.
        if (view.battlePendingAt(place->id) && mark.radius >= MapMetrics::kPlaceRadius - 0.5) {
            Path ring;
            ring.circle(at.x, at.y, mark.radius + 3);
            surface.stroke(ring, {kBattle, 2.5});
        }
        if (state.dropPlace == place->id) {
            Path ring;
            ring.circle(at.x, at.y, mark.radius + 5);
            surface.stroke(ring, {kDropTarget, 3.5});
        }
        if (place->id == state.selectedId || place->id == state.hoveredId) {
            Path ring;
            ring.circle(at.x, at.y, mark.radius + 4);
            surface.stroke(ring, {place->id == state.selectedId ? kSelection : kInk, 2.5});
        }
        const Path shape = placeSymbol(place->kind, at, mark.radius);
        surface.fill(shape, fromView(place->ownerColour));
        surface.stroke(shape, {kInk, mark.radius < 6 ? 1.0 : 1.5});
        surface.endGroup();
    }
}

void drawLabels(Surface& surface, const MapLayout& layout) {
    for (const PlaceLabel& label : layout.labels) {
        if (label.leader)
            surface.stroke(Path()
                               .moveTo(label.leaderFrom.x, label.leaderFrom.y)
                               .lineTo(label.leaderTo.x, label.leaderTo.y),
                           {kLeader, 1});
    }
    for (const PlaceLabel& label : layout.labels) {
        surface.beginGroup("place-name", label.text);
        Path plate;
        plate.roundedRectangle(label.plate, 3);
        surface.fill(plate, kPlate);
        if (label.leader) surface.stroke(plate, {kPlateEdge, 0.8});
        surface.text(label.text, label.textAt, layout.labelFont, kInk);
        surface.endGroup();
    }
}

void drawStack(Surface& surface, const MapView& view, const MapLayout& layout,
               const ArmyStack& stack, const PaintState& state) {
    std::string names;
    for (const std::string& id : stack.armyIds)
        if (const MapArmy* army = view.findArmy(id))
            names += (names.empty() ? "" : ", ") + army->name;
    surface.beginGroup("army-stack", names);
    if (stack.leader)
        surface.stroke(Path()
                           .moveTo(stack.leaderFrom.x, stack.leaderFrom.y)
                           .lineTo(stack.leaderTo.x, stack.leaderTo.y),
                       {kInk, 1.5});
    else {
        // A short staff from the place to the stack's foot, as a banner stands.
        const double x = std::clamp(stack.anchor.x, stack.rect.x + 4, stack.rect.right() - 4);
        surface.stroke(Path().moveTo(x, stack.anchor.y).lineTo(x, stack.rect.bottom()),
                       {Colour{70, 50, 30}, 2});
    }
    Path body;
    body.roundedRectangle(stack.rect, 3);
    surface.fill(body, Colour{255, 252, 244, 240});
    const bool chosen = std::any_of(stack.armyIds.begin(), stack.armyIds.end(),
                                    [&](const auto& id) { return id == state.selectedId; });
    surface.stroke(body, chosen ? Stroke{kSelection, 2.5} : Stroke{kInk, stack.open ? 1.5 : 1.0});
    for (const StackRow& row : stackRows(stack)) {
        const drawing::Rect& r = row.rect;
        const double textY = r.y + 1;
        if (row.kind == StackRow::Kind::Heading) {
            surface.text(stackHeading(stack), {r.x + 2, textY}, MapFonts::kStack, kInk);
            continue;
        }
        if (row.kind == StackRow::Kind::More) {
            const std::size_t hidden = stack.armyIds.size() - (stackRows(stack).size() - 2);
            surface.text("+" + std::to_string(hidden) + " more", {r.x + 2, textY},
                         drawing::Font{11, false, true}, kInk);
            continue;
        }
        const MapArmy* army = view.findArmy(row.armyId);
        if (!army) continue;
        const Colour side = fromView(army->sideColour, army->id == state.draggedArmy ? 110 : 255);
        Path chip;
        chip.rectangle({r.x + 1, r.y + 3, 10, 10});
        surface.fill(chip, side);
        surface.stroke(chip, {kInk, 0.8});
        if (army->id == state.selectedId) {
            Path mark;
            mark.rectangle({r.x, r.y, r.width, r.height});
            surface.fill(mark, Colour{kSelection.red, kSelection.green, kSelection.blue, 70});
        }
        surface.text(fittedText(surface, stackRowText(*army, stack.open, layout.crowded),
                                MapFonts::kStack, r.width - 16),
                     {r.x + 15, textY}, MapFonts::kStack, kInk);
    }
    surface.endGroup();
}

// The army in hand while it is dragged to a new place: its row, full size, under the cursor.
void drawDragged(Surface& surface, const MapView& view, const PaintState& state) {
    const MapArmy* army = view.findArmy(state.draggedArmy);
    if (!army) return;
    const std::string text = army->name + "  " + stackRowText(*army, false);
    const drawing::TextSize size = surface.measure(text, MapFonts::kStack);
    const drawing::Rect rect{state.dragPoint.x - size.width / 2 - 8,
                             state.dragPoint.y - size.height - 16, size.width + 16,
                             size.height + 6};
    Path body;
    body.roundedRectangle(rect, 3);
    const Colour side = fromView(army->sideColour, 230);
    surface.fill(body, side);
    surface.stroke(body, {kSelection, 2});
    surface.text(text, {rect.x + 8, rect.y + 3}, MapFonts::kStack, inkOn(side));
}

void drawTitle(Surface& surface, const MapLayout& layout) {
    Path strip;
    strip.rectangle(layout.title);
    surface.fill(strip, kParchment);
    surface.stroke(Path()
                       .moveTo(layout.title.x, layout.title.bottom() - 0.5)
                       .lineTo(layout.title.right(), layout.title.bottom() - 0.5),
                   {kPlateEdge, 1});
    // A narrow pane takes the title a size or two smaller before it cuts a word of it.
    const double room = layout.title.width - 20;
    drawing::Font font = MapFonts::kTitle;
    while (font.pixels > 12 && surface.measure(layout.titleText, font).width > room)
        font.pixels -= 1;
    const std::string text = fittedText(surface, layout.titleText, font, room);
    const drawing::TextSize size = surface.measure(text, font);
    surface.text(text,
                 {layout.title.x + 10, layout.title.y + (layout.title.height - size.height) / 2},
                 font, kInk);
}

// The folded legend: a plate saying what it is; the hand on it unfolds it.
void drawFoldedLegend(Surface& surface, const MapLayout& layout) {
    surface.beginGroup("legend", "Legend");
    Path plate;
    plate.roundedRectangle(layout.legend, 4);
    surface.fill(plate, Colour{255, 252, 240, 235});
    surface.stroke(plate, {kPlateEdge, 1});
    const drawing::TextSize size = surface.measure("Legend", MapFonts::kLegendHeading);
    surface.text("Legend",
                 {layout.legend.x + 8, layout.legend.y + (layout.legend.height - size.height) / 2},
                 MapFonts::kLegendHeading, kInk);
    const double x = layout.legend.right() - 14, y = layout.legend.y + layout.legend.height / 2;
    surface.fill(Path().moveTo(x, y - 4).lineTo(x + 6, y).lineTo(x, y + 4).close(), kInk);
    surface.endGroup();
}

void drawLegend(Surface& surface, const MapView& view, const MapLayout& layout) {
    if (layout.legend.width <= 0) return;
    if (layout.legendFolded) return drawFoldedLegend(surface, layout);
    surface.beginGroup("legend", "Legend");
    Path plate;
    plate.roundedRectangle(layout.legend, 4);
    surface.fill(plate, Colour{255, 252, 240, 235});
    surface.stroke(plate, {kPlateEdge, 1});
    surface.pushClip(layout.legend);
    const double left = layout.legend.x + kLegendPad;
    double y = layout.legend.y + kLegendPad;
    const double textLeft = left + 26, textWidth = layout.legend.right() - textLeft - kLegendPad;
    for (const LegendRow& row : legendRows(view)) {
        const double cy = y + kLegendRowHeight / 2;
        const auto label = [&](const drawing::Font& font) {
            surface.text(fittedText(surface, row.text, font, textWidth), {textLeft, y + 1}, font,
                         kInk);
        };
        switch (row.kind) {
            case LegendRow::Kind::Heading:
                surface.text(row.text, {left, y + 1}, MapFonts::kLegendHeading, kInk);
                break;
            case LegendRow::Kind::Place: {
                const Path shape = placeSymbol(row.placeKind, {left + 10, cy}, 6);
                surface.fill(shape, Colour{200, 200, 200});
                surface.stroke(shape, {kInk, 1});
                label(MapFonts::kLegend);
                break;
            }
            case LegendRow::Kind::Route: {
                // Thinner than on the map, so that a dash or a dot shows in the sample's length.
                Stroke sample = routeStroke(row.routeKind, false);
                sample.width = 1.5;
                surface.stroke(Path().moveTo(left, cy).lineTo(left + 22, cy), sample);
                label(MapFonts::kLegend);
                break;
            }
            case LegendRow::Kind::Side:
            case LegendRow::Kind::Unheld: {
                Path chip;
                chip.rectangle({left + 4, cy - 5, 12, 10});
                surface.fill(
                    chip, row.kind == LegendRow::Kind::Side ? fromView(row.colour) : fromView({}));
                surface.stroke(chip, {kInk, 0.8});
                label(MapFonts::kLegend);
                break;
            }
            case LegendRow::Kind::Army: {
                Path box;
                box.roundedRectangle({left, cy - 6, 20, 12}, 2);
                surface.fill(box, Colour{255, 252, 244});
                surface.stroke(box, {kInk, 1});
                Path chip;
                chip.rectangle({left + 3, cy - 3, 6, 6});
                surface.fill(chip,
                             view.sides.empty() ? fromView({}) : fromView(view.sides[0].colour));
                label(MapFonts::kLegend);
                break;
            }
            case LegendRow::Kind::March:
                surface.stroke(Path().moveTo(left, cy).lineTo(left + 16, cy),
                               {kInk, 2.5, drawing::Dash::Dashed});
                drawArrowHead(surface, {left, cy}, {left + 21, cy}, kInk);
                label(MapFonts::kLegend);
                break;
            case LegendRow::Kind::Battle:
                drawCrossedSwords(surface, {left + 2, cy - 8, 16, 16});
                label(MapFonts::kLegend);
                break;
        }
        y += kLegendRowHeight;
    }
    surface.popClip();
    surface.endGroup();
}

// The scale bar in halves, dark and light, so it reads in black and white; north up the map
// (the terrain layer's projection keeps north at the top).
void drawScaleBar(Surface& surface, const MapLayout& layout) {
    const drawing::Rect& box = layout.scaleBar;
    if (box.width <= 0) return;
    surface.beginGroup("scale", scaleText({layout.scaleMiles, layout.scaleBarLength}));
    Path plate;
    plate.roundedRectangle(box, 3);
    surface.fill(plate, kPlate);
    const double x0 = box.x + 6, barY = box.bottom() - 12, length = layout.scaleBarLength;
    Path dark, light;
    dark.rectangle({x0, barY, length / 2, 5});
    light.rectangle({x0 + length / 2, barY, length / 2, 5});
    surface.fill(dark, kInk);
    surface.fill(light, Colour{255, 252, 240});
    surface.stroke(dark, {kInk, 1});
    surface.stroke(light, {kInk, 1});
    const std::string text = scaleText({layout.scaleMiles, layout.scaleBarLength});
    const drawing::TextSize size = surface.measure(text, kScaleFont);
    surface.text(text, {x0, barY - size.height - 2}, kScaleFont, kInk);
    const double ax = box.right() - 16, ay = box.y + 4;
    Path arrow;
    arrow.moveTo(ax, ay)
        .lineTo(ax + 5, ay + 13)
        .lineTo(ax, ay + 10)
        .lineTo(ax - 5, ay + 13)
        .close();
    surface.fill(arrow, kInk);
    const drawing::Font north{10, true, false};
    const drawing::TextSize n = surface.measure("N", north);
    surface.text("N", {ax - n.width / 2, ay + 15}, north, kInk);
    surface.endGroup();
}

}  // namespace

void paintMap(Surface& surface, const MapView& view, const MapLayout& layout,
              const PaintState& state) {
    Path all;
    all.rectangle(layout.surface);
    surface.fill(all, kParchment);
    surface.pushClip(layout.mapArea);
    // The world: sea (when the layer gives the land) or plain ground, the picture, the terrain.
    const drawing::Point topLeft = layout.transform.toScreen({0, 0});
    const drawing::Point bottomRight = layout.transform.toScreen({view.width, view.height});
    const drawing::Rect world{topLeft.x, topLeft.y, bottomRight.x - topLeft.x,
                              bottomRight.y - topLeft.y};
    Path ground;
    ground.rectangle(world);
    surface.fill(ground, view.hasLand() ? kSea : kMapGround);
    if (view.picture && view.picture->bytes) {
        surface.picture({view.picture->digest, *view.picture->bytes}, world);
    } else if (view.backgroundImage) {
        surface.image(*view.backgroundImage, world);
    }
    surface.stroke(ground, {kPlateEdge, 1});
    drawTerrain(surface, view, layout.transform);
    drawRoutes(surface, view, layout);
    drawMarches(surface, view, layout, state);
    drawRoutePlates(surface, layout);
    drawPlaces(surface, view, layout, state);
    for (const BattleMark& battle : layout.battles) drawCrossedSwords(surface, battle.box);
    drawLabels(surface, layout);
    for (const ArmyStack& stack : layout.stacks)
        if (!stack.open) drawStack(surface, view, layout, stack, state);
    for (const ArmyStack& stack : layout.stacks)
        if (stack.open) drawStack(surface, view, layout, stack, state);
    drawScaleBar(surface, layout);
    drawLegend(surface, view, layout);
    drawDragged(surface, view, state);
    surface.popClip();
    drawTitle(surface, layout);
}

Colour mapSurround() {
    return kParchment;
}

}  // namespace seneschal::map
