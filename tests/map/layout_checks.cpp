#include "tests/map/layout_checks.hpp"

#include <algorithm>
#include <set>

namespace seneschal::testing {

using drawing::Rect;

namespace {

struct Item {
    std::string what;
    Rect rect;
};

std::string describe(const Rect& r) {
    return "(" + std::to_string(static_cast<int>(r.x)) + "," +
           std::to_string(static_cast<int>(r.y)) + " " + std::to_string(static_cast<int>(r.width)) +
           "x" + std::to_string(static_cast<int>(r.height)) + ")";
}

bool within(const Rect& outer, const Rect& inner) {
    constexpr double kSlack = 0.01;
    return inner.x >= outer.x - kSlack && inner.y >= outer.y - kSlack &&
           inner.right() <= outer.right() + kSlack && inner.bottom() <= outer.bottom() + kSlack;
}

}  // namespace

std::vector<std::string> layoutFaults(const map::MapView& view, const map::MapLayout& layout) {
    std::vector<std::string> faults;
    std::vector<Item> items;
    const auto nameOf = [&](const std::string& placeId) {
        const map::MapPlace* place = view.findPlace(placeId);
        return place ? place->name : placeId;
    };
    if (layout.labels.size() != layout.places.size())
        faults.push_back("places and labels differ in number");
    for (std::size_t i = 0; i < layout.places.size(); ++i) {
        const map::PlaceMark& mark = layout.places[i];
        items.push_back({"the marker of " + nameOf(mark.placeId), mark.box()});
        if (i < layout.labels.size()) {
            const map::PlaceLabel& label = layout.labels[i];
            if (label.placeId != mark.placeId || label.text != nameOf(mark.placeId) ||
                label.plate.width <= 0)
                faults.push_back(nameOf(mark.placeId) + " has no label");
            items.push_back({"the label " + label.text, label.plate});
        }
    }
    for (const map::RoutePlate& plate : layout.routePlates)
        items.push_back({"the days of route " + plate.routeId, plate.plate});
    for (const map::ArmyStack& stack : layout.stacks)
        items.push_back({"the army stack " + stack.key, stack.rect});
    for (const map::BattleMark& battle : layout.battles)
        items.push_back({"the battle mark at " + nameOf(battle.placeId), battle.box});
    if (layout.legend.width > 0) items.push_back({"the legend", layout.legend});
    if (layout.scaleBar.width > 0) items.push_back({"the scale bar", layout.scaleBar});
    for (const Item& item : items)
        if (!within(layout.mapArea, item.rect))
            faults.push_back(item.what + " " + describe(item.rect) + " spills out of the map");
    // Every pair, by a sweep along x: items sorted by their left edge meet only while overlapping.
    std::vector<std::size_t> order(items.size());
    for (std::size_t i = 0; i < order.size(); ++i) order[i] = i;
    std::sort(order.begin(), order.end(),
              [&](std::size_t a, std::size_t b) { return items[a].rect.x < items[b].rect.x; });
    for (std::size_t a = 0; a < order.size(); ++a) {
        const Item& first = items[order[a]];
        for (std::size_t b = a + 1; b < order.size(); ++b) {
            const Item& second = items[order[b]];
            if (second.rect.x >= first.rect.right()) break;
            if (first.rect.overlaps(second.rect))
                faults.push_back(first.what + " " + describe(first.rect) + " overlaps " +
                                 second.what + " " + describe(second.rect));
        }
    }
    // Every army whose place or route point is on show is in exactly one stack.
    std::set<std::string> stacked;
    for (const map::ArmyStack& stack : layout.stacks)
        for (const std::string& id : stack.armyIds)
            if (!stacked.insert(id).second) faults.push_back(id + " is in two stacks");
    for (const map::MapArmy& army : view.armies) {
        const auto at = map::armyPosition(view, army);
        if (!at) continue;
        const drawing::Point p = layout.transform.toScreen(*at);
        const bool onShow = army.where.onTheMarch()
                                ? layout.mapArea.contains(p)
                                : layout.findPlace(army.where.placeId) != nullptr;
        if (onShow && !stacked.count(army.id)) faults.push_back(army.name + " is in no stack");
    }
    return faults;
}

std::vector<std::string> missingFromFit(const map::MapView& view, const map::MapLayout& layout) {
    std::vector<std::string> missing;
    for (const map::MapPlace& place : view.places)
        if (!layout.findPlace(place.id)) missing.push_back(place.name + " is not on show");
    for (const map::MapArmy& army : view.armies)
        if (!layout.stackOf(army.id)) missing.push_back(army.name + " is not on show");
    return missing;
}

}  // namespace seneschal::testing
