#include "map/map_layout.hpp"

#include <algorithm>
#include <cmath>
#include <map>
#include <memory>
#include <numbers>
#include <numeric>
#include <set>

#include "base/grouped_number.hpp"
#include "map/map_furniture.hpp"
#include "map/occupancy.hpp"

namespace seneschal::map {
using M = MapMetrics;

namespace {

// A label's plate is its text with this much room around it.
constexpr double kPlatePadX = 3, kPlatePadY = 1;
constexpr double kSwordsSize = 22;    // a pending battle's crossed swords
constexpr double kRingStep = 9;       // how far each ring of leader-line spots lies beyond the last
constexpr int kRingDirections = 16;   // spots on the nearest rings
constexpr double kRingSpacing = 10;   // pixels between spots round the further rings
constexpr double kStackPad = 3;       // inside a stack, around its rows
constexpr double kStackChip = 10;     // a row's side-colour chip
constexpr double kFallbackStep = 12;  // the last search for a spot: a grid this fine

Point centreOf(const Rect& r) {
    return {r.x + r.width / 2, r.y + r.height / 2};
}

bool inside(const Rect& outer, const Rect& inner) {
    return inner.x >= outer.x && inner.y >= outer.y && inner.right() <= outer.right() &&
           inner.bottom() <= outer.bottom();
}

// The point of `rect` nearest to `p`: where a leader line meets a plate.
Point nearestOn(const Rect& rect, Point p) {
    return {std::clamp(p.x, rect.x, rect.right()), std::clamp(p.y, rect.y, rect.bottom())};
}

// Spots for a box of `width` x `height` beside a marker of radius `radius` at `at`: first the
// eight places touching the marker (below, right, left, above, then the corners), then rings
// further out, each reached by a leader line. Calls `tryRect(rect, leader)` until it agrees.
template <class Try>
bool searchAround(Point at, double radius, double width, double height, double reach,
                  Try&& tryRect) {
    const double gap = radius + M::kLabelGap;
    const double w = width, h = height;
    // Beside the marker, centred, then slid along its side: a crowded map packs tighter.
    const Rect adjacent[] = {
        {at.x - w / 2, at.y + gap, w, h},      // below
        {at.x + gap, at.y - h / 2, w, h},      // right
        {at.x - gap - w, at.y - h / 2, w, h},  // left
        {at.x - w / 2, at.y - gap - h, w, h},  // above
        // The corners, clear of the marker's square.
        {at.x + radius + 2, at.y + radius + 1, w, h},
        {at.x - radius - 2 - w, at.y + radius + 1, w, h},
        {at.x + radius + 2, at.y - radius - 1 - h, w, h},
        {at.x - radius - 2 - w, at.y - radius - 1 - h, w, h},
        {at.x - w * 0.8, at.y + gap, w, h},  // below, slid left and right
        {at.x - w * 0.2, at.y + gap, w, h},
        {at.x - w * 0.8, at.y - gap - h, w, h},  // above, slid
        {at.x - w * 0.2, at.y - gap - h, w, h},
        {at.x + gap, at.y - h * 0.9, w, h},  // right and left, slid up and down
        {at.x + gap, at.y - h * 0.1, w, h},
        {at.x - gap - w, at.y - h * 0.9, w, h},
        {at.x - gap - w, at.y - h * 0.1, w, h},
    };
    for (const Rect& rect : adjacent)
        if (tryRect(rect, false)) return true;
    for (double distance = gap + kRingStep; distance <= reach; distance += kRingStep) {
        // Spots about kRingSpacing apart round each ring: further rings have more of them.
        const int directions = std::max(
            kRingDirections, static_cast<int>(2 * std::numbers::pi * distance / kRingSpacing));
        for (int k = 0; k < directions; ++k) {
            // Start straight below and go round both ways, so near-vertical spots come first.
            const int step = (k + 1) / 2 * (k % 2 == 0 ? 1 : -1);
            const double angle = std::numbers::pi / 2 + step * 2 * std::numbers::pi / directions;
            const double dx = std::cos(angle), dy = std::sin(angle);
            const double half = std::abs(dx) * width / 2 + std::abs(dy) * height / 2;
            const double cx = at.x + dx * (distance + half), cy = at.y + dy * (distance + half);
            if (tryRect({cx - width / 2, cy - height / 2, width, height}, true)) return true;
        }
    }
    return false;
}

// The last resort before giving up: every spot of the map area, nearest first.
template <class Try>
bool searchEverywhere(Point at, const Rect& area, double width, double height, Try&& tryRect) {
    std::vector<Rect> spots;
    for (double y = area.y; y + height <= area.bottom(); y += kFallbackStep)
        for (double x = area.x; x + width <= area.right(); x += kFallbackStep)
            spots.push_back({x, y, width, height});
    std::sort(spots.begin(), spots.end(), [&](const Rect& a, const Rect& b) {
        const Point ca = centreOf(a), cb = centreOf(b);
        return std::hypot(ca.x - at.x, ca.y - at.y) < std::hypot(cb.x - at.x, cb.y - at.y);
    });
    for (const Rect& rect : spots)
        if (tryRect(rect, true)) return true;
    return false;
}

int placeImportance(PlaceKind kind) {
    switch (kind) {
        case PlaceKind::City:
            return 4;
        case PlaceKind::Town:
        case PlaceKind::Port:
            return 3;
        case PlaceKind::Castle:
        case PlaceKind::Abbey:
            return 2;
        case PlaceKind::Ford:
        case PlaceKind::Bridge:
        case PlaceKind::Field:
            return 1;
        case PlaceKind::Village:
            return 0;
    }
    return 0;
}

std::string shortDate(const std::string& date) {
    // "25 August 1346" -> "25 Aug": a stack's row has room for little.
    const std::size_t first = date.find(' ');
    if (first == std::string::npos) return date;
    const std::size_t second = date.find(' ', first + 1);
    const std::string month = date.substr(
        first + 1, second == std::string::npos ? std::string::npos : second - first - 1);
    return date.substr(0, first) + " " + month.substr(0, 3);
}

LegendLook legendLook(const LayoutRequest& request) {
    if (!request.legend) return LegendLook::Hidden;
    return request.legendFolded ? LegendLook::Folded : LegendLook::Full;
}

class Layouter {
  public:
    Layouter(const MapView& view, const LayoutRequest& request,
             const drawing::TextMeasurer& measure)
        : view_(view), request_(request), measure_(measure) {}

    MapLayout run();

  private:
    void placeFurniture();
    void judgeCrowding();
    void placeMarkers();
    void separateMarkers();
    void placeBattles();
    void gatherStacks();
    void placeStacks(double reach);
    void orderLabels();
    void placeLabels(double reach);

    // A label or a stack, while the layout moves it about.
    struct Item {
        enum class Kind { Label, Stack };
        Kind kind;
        std::size_t index;
    };
    void put(const Item& item, const Rect& rect, bool leader);
    void lift(const Item& item);
    int owner(const Item& item) const;
    Item itemOf(int owner) const;
    bool moveAside(const Item& item, Point at, double radius, double width, double height,
                   double reach);
    void drawLeaders();
    void openStack();
    void placeRoutePlates();
    void traceMarches();

    bool fits(const Rect& rect) const {
        return inside(layout_.mapArea, rect) && occupied_->isFree(rect);
    }
    Point anchorOf(const MapArmy& army) const;

    const MapView& view_;
    const LayoutRequest& request_;
    const drawing::TextMeasurer& measure_;
    MapLayout layout_;
    std::unique_ptr<Occupancy> occupied_;
    double fullRadius_ = M::kPlaceRadius;
    Furniture furniture_;
    std::vector<bool> stackPlaced_;
    std::vector<std::size_t> stackEntry_;
    std::vector<std::size_t> labelOrder_;
    std::vector<bool> labelPlaced_;
    std::vector<std::size_t> labelEntry_;
};

MapLayout Layouter::run() {
    layout_.transform = request_.transform;
    layout_.surface = {0, 0, request_.width, request_.height};
    layout_.title = titleStrip(request_.width);
    layout_.mapArea = mapAreaOf(request_.width, request_.height);
    layout_.titleText = titleText(view_);
    occupied_ = std::make_unique<Occupancy>(layout_.mapArea);
    placeFurniture();
    judgeCrowding();
    placeMarkers();
    placeBattles();
    gatherStacks();
    orderLabels();
    placeLabels(0);
    placeStacks(0);
    placeLabels(M::kLeaderReach);
    placeStacks(M::kLeaderReach);
    drawLeaders();
    openStack();
    // A folded legend the hand is on unfolds over the map from its corner, like a menu.
    if (layout_.legendFolded && request_.legendOpen) {
        layout_.legend = unfoldedLegend(view_, layout_.mapArea, furniture_);
        layout_.legendFolded = false;
    }
    placeRoutePlates();
    traceMarches();
    return std::move(layout_);
}

void Layouter::placeFurniture() {
    const ScaleChoice scale = chooseScale(view_, layout_.transform);
    Rect scaleSize;
    if (scale.miles > 0) {
        const drawing::TextSize text = measure_.measure(scaleText(scale), kScaleFont);
        scaleSize = scaleBarSize(scale, text.width);
        layout_.scaleMiles = scale.miles;
        layout_.scaleBarLength = scale.length;
    }
    const Furniture furniture =
        chooseFurniture(view_, layout_.transform, layout_.mapArea, legendLook(request_), scaleSize);
    layout_.legend = furniture.legend;
    layout_.legendFolded = request_.legend && request_.legendFolded;
    furniture_ = furniture;
    layout_.scaleBar = furniture.scaleBar;
    if (layout_.legend.width > 0) occupied_->take(layout_.legend);
    if (layout_.scaleBar.width > 0) occupied_->take(layout_.scaleBar);
}

// How much of the map its labels, markers and stacks would cover at full size: past
// kCrowdedShare the map is drawn smaller, or hundreds of places could not all keep their names.
void Layouter::judgeCrowding() {
    constexpr double kCrowdedShare = 0.4;
    double wanted = 0;
    for (const MapPlace& place : view_.places) {
        if (!layout_.mapArea.contains(layout_.transform.toScreen(place.at))) continue;
        const drawing::TextSize text = measure_.measure(place.name, MapFonts::kLabel);
        wanted += (text.width + 2 * kPlatePadX) * (text.height + 2 * kPlatePadY) +
                  4 * M::kPlaceRadius * M::kPlaceRadius;
    }
    for (const MapArmy& army : view_.armies)
        if (layout_.mapArea.contains(anchorOf(army)))
            wanted += 70 * (M::kStackRowHeight + 2 * kStackPad);
    layout_.crowded = wanted > kCrowdedShare * layout_.mapArea.width * layout_.mapArea.height;
    layout_.labelFont = layout_.crowded ? MapFonts::kCrowdedLabel : MapFonts::kLabel;
    fullRadius_ = layout_.crowded ? M::kCrowdedPlaceRadius : M::kPlaceRadius;
}

void Layouter::placeMarkers() {
    // The places on show: inside the map area and not under the legend or the scale bar.
    std::vector<Point> centres;
    std::vector<const MapPlace*> shown;
    for (const MapPlace& place : view_.places) {
        const Point at = layout_.transform.toScreen(place.at);
        const double r = M::kMinPlaceRadius, full = M::kPlaceRadius;
        const Rect smallest{at.x - r, at.y - r, 2 * r, 2 * r};
        if (!inside(layout_.mapArea, smallest)) continue;
        const Rect whole{at.x - full, at.y - full, 2 * full, 2 * full};
        if (whole.overlaps(layout_.legend) || whole.overlaps(layout_.scaleBar)) {
            layout_.coveredPlaces.push_back(place.id);
            continue;
        }
        centres.push_back(at);
        shown.push_back(&place);
    }
    // Crowded places shrink so that no two markers' squares touch: half the way to the nearest
    // neighbour (along the wider of x and y), between the smallest and the full size; and a
    // place near the map's edge shrinks so as not to spill over it.
    const Rect& area = layout_.mapArea;
    for (std::size_t i = 0; i < centres.size(); ++i) {
        const Point c = centres[i];
        double radius = std::min(
            {fullRadius_, c.x - area.x, area.right() - c.x, c.y - area.y, area.bottom() - c.y});
        for (std::size_t j = 0; j < centres.size(); ++j) {
            if (j == i) continue;
            const double apart =
                std::max(std::abs(centres[j].x - c.x), std::abs(centres[j].y - c.y));
            if (apart < 2 * fullRadius_ + 1) radius = std::min(radius, apart / 2 - 0.5);
        }
        radius = std::max(radius, M::kMinPlaceRadius);
        layout_.places.push_back({shown[i]->id, c, radius, c});
    }
    separateMarkers();
    for (std::size_t i = 0; i < layout_.places.size(); ++i)
        occupied_->take(layout_.places[i].box());
}

// Places closer than two of the smallest markers (the fords and villages of a river crossing,
// seen from far off) are drawn a few pixels apart, as a printed map displaces them: each pair
// too close is pushed apart along the axis they differ most in, a little at a time, never
// further than kMaxDisplacement from where the place is.
void Layouter::separateMarkers() {
    constexpr double kMaxDisplacement = 8;
    constexpr int kRounds = 24;
    std::vector<PlaceMark>& marks = layout_.places;
    for (int round = 0; round < kRounds; ++round) {
        bool moved = false;
        for (std::size_t i = 0; i < marks.size(); ++i) {
            for (std::size_t j = i + 1; j < marks.size(); ++j) {
                const double dx = marks[j].centre.x - marks[i].centre.x;
                const double dy = marks[j].centre.y - marks[i].centre.y;
                const double need = marks[i].radius + marks[j].radius + 1;
                if (std::abs(dx) >= need || std::abs(dy) >= need) continue;
                // Apart along the axis that needs the shorter push.
                const bool alongX = need - std::abs(dx) <= need - std::abs(dy);
                const double gap = alongX ? need - std::abs(dx) : need - std::abs(dy);
                const double sign = alongX ? (dx < 0 ? -1 : 1) : (dy < 0 ? -1 : 1);
                const double push = gap / 2 + 0.05;
                (alongX ? marks[i].centre.x : marks[i].centre.y) -= sign * push;
                (alongX ? marks[j].centre.x : marks[j].centre.y) += sign * push;
                moved = true;
            }
        }
        for (PlaceMark& mark : marks) {
            const double ox = mark.centre.x - mark.at.x, oy = mark.centre.y - mark.at.y;
            const double off = std::hypot(ox, oy);
            if (off > kMaxDisplacement)
                mark.centre = {mark.at.x + ox * kMaxDisplacement / off,
                               mark.at.y + oy * kMaxDisplacement / off};
            const Rect& area = layout_.mapArea;
            mark.centre.x =
                std::clamp(mark.centre.x, area.x + mark.radius, area.right() - mark.radius);
            mark.centre.y =
                std::clamp(mark.centre.y, area.y + mark.radius, area.bottom() - mark.radius);
        }
        if (!moved) break;
    }
}

void Layouter::placeBattles() {
    for (const PendingBattleMark& battle : view_.pendingBattles) {
        const PlaceMark* mark = layout_.findPlace(battle.placeId);
        if (!mark) continue;
        const auto tryRect = [&](const Rect& rect, bool) {
            if (!fits(rect)) return false;
            layout_.battles.push_back({battle.placeId, rect});
            occupied_->take(rect);
            return true;
        };
        const Point at = mark->centre;
        // Left of the place first: the stack goes above and the label below.
        if (!tryRect({at.x - mark->radius - 3 - kSwordsSize, at.y - kSwordsSize / 2, kSwordsSize,
                      kSwordsSize},
                     false))
            searchAround(at, mark->radius, kSwordsSize, kSwordsSize, M::kLeaderReach, tryRect);
    }
}

Point Layouter::anchorOf(const MapArmy& army) const {
    const std::optional<MapPoint> at = armyPosition(view_, army);
    return at ? layout_.transform.toScreen(*at) : Point{-1e9, -1e9};
}

void Layouter::gatherStacks() {
    // Armies at one place, or at one point of one route, share a stack.
    std::map<std::string, ArmyStack> byKey;
    std::vector<std::string> order;
    for (const MapArmy& army : view_.armies) {
        std::string key;
        if (army.where.onTheMarch()) {
            const long hundredths = std::lround(army.where.fractionDone * 100);
            key = "route:" + army.where.routeId + "@" + army.where.towardPlace + "@" +
                  std::to_string(hundredths);
        } else {
            key = "place:" + army.where.placeId;
        }
        Point anchor = anchorOf(army);
        if (!layout_.mapArea.contains(anchor)) continue;  // beyond the window's edge
        if (!army.where.onTheMarch()) {
            const PlaceMark* mark = layout_.findPlace(army.where.placeId);
            if (!mark) continue;  // under the legend or the scale bar
            anchor = mark->centre;
        }
        auto [it, fresh] = byKey.try_emplace(key);
        if (fresh) {
            it->second.key = key;
            it->second.anchor = anchor;
            order.push_back(key);
        }
        it->second.armyIds.push_back(army.id);
    }
    // What the game master chose is placed first, nearest its armies.
    const auto rank = [&](const std::string& key) {
        const ArmyStack& stack = byKey.at(key);
        if (std::find(stack.armyIds.begin(), stack.armyIds.end(), request_.selectedId) !=
            stack.armyIds.end())
            return 1;
        return 2;
    };
    std::stable_sort(order.begin(), order.end(),
                     [&](const std::string& a, const std::string& b) { return rank(a) < rank(b); });
    for (const std::string& key : order) {
        ArmyStack stack = std::move(byKey.at(key));
        // Every stack is laid out closed, so that opening one moves nothing under the hand.
        double widest = 0;
        const bool open = false;
        for (const std::string& id : stack.armyIds) {
            const MapArmy* army = view_.findArmy(id);
            widest = std::max(
                widest,
                measure_.measure(stackRowText(*army, open, layout_.crowded), MapFonts::kStack)
                    .width);
        }
        const std::string heading = stackHeading(stack);
        if (!heading.empty())
            widest = std::max(widest,
                              measure_.measure(heading, MapFonts::kStack).width - kStackChip - 4);
        const double width = 2 * kStackPad + kStackChip + 4 + widest + 2;
        stack.rect = {0, 0, width, 0};
        const std::size_t rows = stackRows(stack).size();
        stack.rect.height = 2 * kStackPad + static_cast<double>(rows) * M::kStackRowHeight;
        layout_.stacks.push_back(std::move(stack));
    }
    stackPlaced_.assign(layout_.stacks.size(), false);
    stackEntry_.assign(layout_.stacks.size(), 0);
}

// Phase one (`reach` 0): each stack on a short staff above its place, or touching it; phase two:
// the rest further off on a leader line, moving a label or two aside if need be, or anywhere
// there is room.
void Layouter::placeStacks(double reach) {
    for (std::size_t i = 0; i < layout_.stacks.size(); ++i) {
        if (stackPlaced_[i]) continue;
        ArmyStack& stack = layout_.stacks[i];
        const Item item{Item::Kind::Stack, i};
        const double width = stack.rect.width, height = stack.rect.height;
        const Point at = stack.anchor;
        const PlaceMark* mark =
            stack.key.rfind("place:", 0) == 0 ? layout_.findPlace(stack.key.substr(6)) : nullptr;
        const double radius = mark ? mark->radius : 5;
        const auto tryRect = [&](const Rect& rect, bool leader) {
            return fits(rect) && (put(item, rect, leader), true);
        };
        const Rect staff{at.x - width / 2, at.y - radius - 6 - height, width, height};
        bool placed = tryRect(staff, false);
        if (!placed) placed = searchAround(at, radius, width, height, reach, tryRect);
        if (placed || reach == 0) continue;
        if (moveAside(item, at, radius, width, height, reach)) continue;
        if (searchEverywhere(at, layout_.mapArea, width, height, tryRect)) continue;
        put(item, staff, false);  // no room anywhere: the geometry test says so
    }
}

void Layouter::orderLabels() {
    const std::size_t count = layout_.places.size();
    layout_.labels.resize(count);
    std::vector<int> importance(count);
    for (std::size_t i = 0; i < count; ++i) {
        const MapPlace* place = view_.findPlace(layout_.places[i].placeId);
        importance[i] = placeImportance(place->kind);
        if (place->id == request_.selectedId || place->id == request_.hoveredId)
            importance[i] += 20;
        if (view_.battlePendingAt(place->id)) importance[i] += 10;
        PlaceLabel& label = layout_.labels[i];
        label.placeId = place->id;
        label.text = place->name;
        const drawing::TextSize text = measure_.measure(label.text, layout_.labelFont);
        label.plate = {0, 0, text.width + 2 * kPlatePadX, text.height + 2 * kPlatePadY};
    }
    labelOrder_.resize(count);
    std::iota(labelOrder_.begin(), labelOrder_.end(), 0);
    std::stable_sort(labelOrder_.begin(), labelOrder_.end(),
                     [&](std::size_t a, std::size_t b) { return importance[a] > importance[b]; });
    labelPlaced_.assign(count, false);
    labelEntry_.assign(count, 0);
}

// Phase one (`reach` 0): every label beside its own marker where there is room, so that no
// label takes a spot another place needed; phase two: the rest on leader lines, moving a label
// or two aside if need be, or anywhere there is room.
void Layouter::placeLabels(double reach) {
    for (const std::size_t i : labelOrder_) {
        if (labelPlaced_[i]) continue;
        const PlaceMark& mark = layout_.places[i];
        const Item item{Item::Kind::Label, i};
        const double width = layout_.labels[i].plate.width, height = layout_.labels[i].plate.height;
        const auto tryRect = [&](const Rect& rect, bool leader) {
            return fits(rect) && (put(item, rect, leader), true);
        };
        if (searchAround(mark.centre, mark.radius, width, height, reach, tryRect)) continue;
        if (reach == 0) continue;
        if (moveAside(item, mark.centre, mark.radius, width, height, reach)) continue;
        if (searchEverywhere(mark.centre, layout_.mapArea, width, height, tryRect)) continue;
        // No room anywhere: drawn below its place, and the geometry test says so.
        put(item,
            {mark.centre.x - width / 2, mark.centre.y + mark.radius + M::kLabelGap, width, height},
            false);
    }
}

void Layouter::put(const Item& item, const Rect& rect, bool leader) {
    if (item.kind == Item::Kind::Label) {
        PlaceLabel& label = layout_.labels[item.index];
        label.plate = rect;
        label.leader = leader;
        labelEntry_[item.index] = occupied_->take(rect, owner(item));
        labelPlaced_[item.index] = true;
    } else {
        ArmyStack& stack = layout_.stacks[item.index];
        stack.rect = rect;
        stack.leader = leader;
        stackEntry_[item.index] = occupied_->take(rect, owner(item));
        stackPlaced_[item.index] = true;
    }
}

void Layouter::lift(const Item& item) {
    if (item.kind == Item::Kind::Label) {
        occupied_->release(labelEntry_[item.index]);
        labelPlaced_[item.index] = false;
    } else {
        occupied_->release(stackEntry_[item.index]);
        stackPlaced_[item.index] = false;
    }
}

int Layouter::owner(const Item& item) const {
    // Labels are numbered from 0, stacks after them; what never moves is -1.
    return static_cast<int>(item.kind == Item::Kind::Label ? item.index
                                                           : layout_.labels.size() + item.index);
}

Layouter::Item Layouter::itemOf(int owner) const {
    const auto index = static_cast<std::size_t>(owner);
    if (index < layout_.labels.size()) return {Item::Kind::Label, index};
    return {Item::Kind::Stack, index - layout_.labels.size()};
}

// When nothing near is free, a spot held by one or two labels may be taken if those labels find
// room elsewhere near their own places (beside them or on a leader line, never far): the map
// packs tighter than placing each in turn would.
bool Layouter::moveAside(const Item& item, Point at, double radius, double width, double height,
                         double reach) {
    constexpr std::size_t kMostMoved = 2;
    constexpr int kMostTries = 160;
    std::vector<std::pair<Rect, bool>> spots;
    searchAround(at, radius, width, height, reach, [&](const Rect& rect, bool leader) {
        if (inside(layout_.mapArea, rect)) spots.push_back({rect, leader});
        return false;
    });
    int tries = 0;
    for (const auto& [spot, leader] : spots) {
        const std::vector<std::size_t> held = occupied_->blockers(spot);
        if (held.empty() || held.size() > kMostMoved) continue;
        std::vector<Item> moved;
        for (const std::size_t entry : held) {
            const int by = occupied_->ownerOf(entry);
            if (by < 0 || itemOf(by).kind != Item::Kind::Label) break;
            moved.push_back(itemOf(by));
        }
        if (moved.size() != held.size()) continue;
        if (++tries > kMostTries) return false;
        // Try it: lift the labels, put the item, find the labels new spots.
        std::vector<std::pair<Rect, bool>> before;
        for (const Item& label : moved) {
            before.push_back(
                {layout_.labels[label.index].plate, layout_.labels[label.index].leader});
            lift(label);
        }
        put(item, spot, leader);
        std::vector<Item> replaced;
        for (const Item& label : moved) {
            const PlaceMark& mark = layout_.places[label.index];
            const double w = before[replaced.size()].first.width;
            const double h = before[replaced.size()].first.height;
            const bool found = searchAround(mark.centre, mark.radius, w, h, reach,
                                            [&](const Rect& rect, bool lead) {
                                                return fits(rect) && (put(label, rect, lead), true);
                                            });
            if (!found) break;
            replaced.push_back(label);
        }
        if (replaced.size() == moved.size()) return true;
        // Undo: the labels go back where they were.
        for (const Item& label : replaced) lift(label);
        lift(item);
        for (std::size_t k = 0; k < moved.size(); ++k)
            put(moved[k], before[k].first, before[k].second);
    }
    return false;
}

// The stack the game master opened (by hovering or clicking it) unfolds over the map like a
// menu: a row per army, each with its name, from the closed stack's top left, so that the rows
// already under the hand stay where they were. It is the one thing drawn over others, and only
// while it is open.
void Layouter::openStack() {
    for (ArmyStack& stack : layout_.stacks) {
        if (stack.key != request_.openStack) continue;
        stack.open = true;
        double widest = 0;
        for (const std::string& id : stack.armyIds)
            if (const MapArmy* army = view_.findArmy(id))
                widest = std::max(
                    widest, measure_.measure(stackRowText(*army, true), MapFonts::kStack).width);
        const std::string heading = stackHeading(stack);
        if (!heading.empty())
            widest = std::max(widest,
                              measure_.measure(heading, MapFonts::kStack).width - kStackChip - 4);
        const double width =
            std::max(stack.rect.width, 2 * kStackPad + kStackChip + 4 + widest + 2);
        const std::size_t rows = stackRows(stack).size();
        const double height = 2 * kStackPad + static_cast<double>(rows) * M::kStackRowHeight;
        const Rect& area = layout_.mapArea;
        const double x = std::clamp(stack.rect.x, area.x, std::max(area.x, area.right() - width));
        const double y = std::clamp(stack.rect.y, area.y, std::max(area.y, area.bottom() - height));
        stack.rect = {x, y, width, height};
    }
}

// Leader lines from each label's place to its plate, once every plate has found its spot.
void Layouter::drawLeaders() {
    for (std::size_t i = 0; i < layout_.labels.size(); ++i) {
        PlaceLabel& label = layout_.labels[i];
        const PlaceMark& mark = layout_.places[i];
        label.textAt = {label.plate.x + kPlatePadX, label.plate.y + kPlatePadY};
        if (!label.leader) continue;
        const Point to = nearestOn(label.plate, mark.centre);
        const double d = std::hypot(to.x - mark.centre.x, to.y - mark.centre.y);
        const double k = d > 0 ? mark.radius / d : 0;
        label.leaderFrom = {mark.centre.x + (to.x - mark.centre.x) * k,
                            mark.centre.y + (to.y - mark.centre.y) * k};
        label.leaderTo = to;
    }
    for (ArmyStack& stack : layout_.stacks) {
        stack.leaderFrom = stack.anchor;
        stack.leaderTo = nearestOn(stack.rect, stack.anchor);
    }
}

void Layouter::placeRoutePlates() {
    // Whose routes keep their days first: the place looked at, and the selected army's path.
    std::set<std::string> favoured;
    for (const std::string& id : {request_.selectedId, request_.hoveredId}) {
        if (id.empty()) continue;
        if (view_.findPlace(id)) favoured.insert(id);
        if (const MapArmy* army = view_.findArmy(id)) {
            favoured.insert(army->where.placeId);
            favoured.insert(army->where.towardPlace);
            for (const std::string& stop : army->where.stops) favoured.insert(stop);
        }
    }
    std::vector<const MapRoute*> routes;
    for (const MapRoute& route : view_.routes) routes.push_back(&route);
    const auto favouredRoute = [&](const MapRoute* route) {
        return favoured.count(route->fromPlace) > 0 || favoured.count(route->toPlace) > 0;
    };
    std::stable_partition(routes.begin(), routes.end(), favouredRoute);
    for (const MapRoute* route : routes) {
        const MapPlace* from = view_.findPlace(route->fromPlace);
        const MapPlace* to = view_.findPlace(route->toPlace);
        if (!from || !to) continue;
        const Point a = layout_.transform.toScreen(from->at);
        const Point b = layout_.transform.toScreen(to->at);
        const std::string text = routeDaysText(*route);
        const drawing::TextSize size = measure_.measure(text, MapFonts::kRouteDays);
        const double width = size.width + 8, height = size.height + 4;
        // A route too short on screen to carry its plate leaves the days to the tooltip.
        if (std::hypot(b.x - a.x, b.y - a.y) < width + 2 * M::kPlaceRadius) continue;
        for (const double t : {0.5, 0.4, 0.6, 0.3, 0.7, 0.25, 0.75}) {
            const Point c{a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t};
            const Rect plate{c.x - width / 2, c.y - height / 2, width, height};
            if (!fits(plate)) continue;
            layout_.routePlates.push_back({route->id, text, plate, {plate.x + 4, plate.y + 2}});
            occupied_->take(plate);
            break;
        }
    }
}

void Layouter::traceMarches() {
    for (const MapArmy& army : view_.armies) {
        if (army.where.stops.empty() && !army.where.onTheMarch()) continue;
        MarchPath path{army.id, {anchorOf(army)}};
        for (const std::string& stop : army.where.stops)
            if (const MapPlace* place = view_.findPlace(stop))
                path.points.push_back(layout_.transform.toScreen(place->at));
        if (army.where.stops.empty())
            if (const MapPlace* place = view_.findPlace(army.where.towardPlace))
                path.points.push_back(layout_.transform.toScreen(place->at));
        if (path.points.size() >= 2) layout_.marches.push_back(std::move(path));
    }
}

}  // namespace

const PlaceMark* MapLayout::findPlace(const std::string& placeId) const {
    const auto found = std::find_if(places.begin(), places.end(),
                                    [&](const PlaceMark& mark) { return mark.placeId == placeId; });
    return found == places.end() ? nullptr : &*found;
}

const ArmyStack* MapLayout::stackOf(const std::string& armyId) const {
    for (const ArmyStack& stack : stacks)
        if (std::find(stack.armyIds.begin(), stack.armyIds.end(), armyId) != stack.armyIds.end())
            return &stack;
    return nullptr;
}

MapLayout layoutMap(const MapView& view, const LayoutRequest& request,
                    const drawing::TextMeasurer& measure) {
    return Layouter(view, request, measure).run();
}

std::string routeDaysText(const MapRoute& route) {
    return countOf(route.days, "day", "days");
}

std::string stackRowText(const MapArmy& army, bool open, bool crowded) {
    std::string text = (army.strengthEstimated ? "c. " : "") + seneschal::groupedNumber(army.men);
    if (open) text = army.name + "  " + text;
    const std::string& when =
        army.where.destinationDate.empty() ? army.where.arrivalDate : army.where.destinationDate;
    if ((army.where.onTheMarch() || !army.where.stops.empty()) && !when.empty() &&
        (open || !crowded))
        text += " \u2192 " + shortDate(when);
    return text;
}

std::string stackHeading(const ArmyStack& stack) {
    if (stack.armyIds.size() < 2) return {};
    return std::to_string(stack.armyIds.size()) + " armies";
}

std::vector<StackRow> stackRows(const ArmyStack& stack) {
    std::vector<StackRow> rows;
    const double x = stack.rect.x + kStackPad, width = stack.rect.width - 2 * kStackPad;
    double y = stack.rect.y + kStackPad;
    const auto add = [&](StackRow::Kind kind, const std::string& armyId) {
        rows.push_back({kind, armyId, {x, y, width, M::kStackRowHeight}});
        y += M::kStackRowHeight;
    };
    if (stack.armyIds.size() > 1) add(StackRow::Kind::Heading, {});
    const std::size_t limit = static_cast<std::size_t>(M::kStackRowsShown);
    const bool cut = !stack.open && stack.armyIds.size() > limit;
    const std::size_t shown = cut ? limit - 1 : stack.armyIds.size();
    for (std::size_t i = 0; i < shown; ++i) add(StackRow::Kind::Army, stack.armyIds[i]);
    if (cut) add(StackRow::Kind::More, {});
    return rows;
}

MapTransform fitToSurface(const MapView& view, double width, double height, bool legend,
                          bool legendFolded) {
    return fitTransform(
        view, width, height,
        !legend ? LegendLook::Hidden : (legendFolded ? LegendLook::Folded : LegendLook::Full));
}

MapHit hitTest(const MapLayout& layout, Point at) {
    // Stacks are drawn last, so the hand meets them first; the open one above all.
    std::vector<const ArmyStack*> stacks;
    for (const ArmyStack& stack : layout.stacks) stacks.push_back(&stack);
    std::stable_partition(stacks.begin(), stacks.end(), [](const ArmyStack* s) { return s->open; });
    for (const ArmyStack* stack : stacks) {
        if (!stack->rect.contains(at)) continue;
        for (const StackRow& row : stackRows(*stack))
            if (row.kind == StackRow::Kind::Army && row.rect.contains(at))
                return {MapHit::Kind::Army, row.armyId};
        return {MapHit::Kind::Stack, stack->key};
    }
    for (const BattleMark& battle : layout.battles)
        if (battle.box.contains(at)) return {MapHit::Kind::Battle, battle.placeId};
    const std::string place = placeAt(layout, at);
    if (!place.empty()) return {MapHit::Kind::Place, place};
    return {};
}

std::string placeAt(const MapLayout& layout, Point at) {
    constexpr double kSlack = 4;  // the hand is not a pin
    const PlaceMark* nearest = nullptr;
    double nearestDistance = 1e18;
    for (const PlaceMark& mark : layout.places) {
        const double d = std::hypot(mark.centre.x - at.x, mark.centre.y - at.y);
        if (d <= mark.radius + kSlack && d < nearestDistance) {
            nearest = &mark;
            nearestDistance = d;
        }
    }
    if (nearest) return nearest->placeId;
    for (const PlaceLabel& label : layout.labels)
        if (label.plate.contains(at)) return label.placeId;
    return {};
}

}  // namespace seneschal::map
