#include "tests/map/generated_map.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <random>
#include <set>
#include <string>
#include <utility>
#include <vector>

namespace seneschal::testing {

using map::MapView;

namespace {

// Names as a real map of northern France has them: mostly one word of two or three syllables
// ("Beaucourt", "Valmont", "Rocheville"), some with a river or a lord ("Montbec-sur-Risle").
std::string madeUpName(std::mt19937& dice, std::set<std::string>& taken) {
    static const std::array<const char*, 20> kHeads = {
        "Beau", "Belle", "Val",  "Mont", "Roche", "Fontaine",    "Mar", "Ber", "Sau", "Gran",
        "Haut", "Bois",  "Cour", "Neuf", "Vieux", "Saint-Aubin", "Ro",  "Lou", "Ar",  "Ham"};
    static const std::array<const char*, 16> kEnds = {
        "court", "mont", "ville", "y",       "bec",  "beuf", "ières",   "fleur",
        "ay",    "val",  "champ", "ouville", "lieu", "pré",  "ancourt", "teuil"};
    static const std::array<const char*, 6> kTails = {"-sur-Mer", "-le-Roger", "-sur-Risle",
                                                      "-en-Bray", "-la-Forêt", "-sur-Seine"};
    std::uniform_int_distribution<std::size_t> head(0, kHeads.size() - 1), end(0, kEnds.size() - 1),
        tail(0, kTails.size() - 1);
    std::uniform_int_distribution<int> shape(0, 9);
    for (;;) {
        std::string made = std::string(kHeads[head(dice)]) + kEnds[end(dice)];
        if (shape(dice) < 2) made += kTails[tail(dice)];
        if (taken.insert(made).second) return made;
    }
}

}  // namespace

MapView generatedMap(const GeneratedMapSize& size, std::uint32_t seed) {
    std::mt19937 dice(seed);
    MapView view;
    view.campaignName = "A made-up war";
    view.dateText = "1 May 1400";
    view.width = 2000;
    view.height = 1250;
    view.milesPerUnit = 0.25;
    view.sides = {{"red", "The Red Kingdom", {200, 40, 40}},
                  {"blue", "The Blue Duchy", {40, 70, 190}},
                  {"green", "The Green League", {40, 140, 60}}};
    std::set<std::string> names;
    // Places at least this far apart (map units); random placement fills a map only to about
    // half its room for discs this size, so 0.7 leaves room for all of them.
    const double spacing = 0.7 * std::sqrt(view.width * view.height / size.places);
    std::uniform_real_distribution<double> x(20, view.width - 20), y(20, view.height - 20);
    std::uniform_int_distribution<int> kind(0, 8), owner(0, 3);
    while (static_cast<int>(view.places.size()) < size.places) {
        const map::MapPoint at{x(dice), y(dice)};
        const bool crowded =
            std::any_of(view.places.begin(), view.places.end(), [&](const auto& place) {
                return std::hypot(place.at.x - at.x, place.at.y - at.y) < spacing;
            });
        if (crowded) continue;
        map::MapPlace place;
        place.id = "p" + std::to_string(view.places.size());
        place.name = madeUpName(dice, names);
        place.kind = static_cast<map::PlaceKind>(kind(dice));
        place.at = at;
        const int holder = owner(dice);
        if (holder < 3) {
            place.owner = view.sides[static_cast<std::size_t>(holder)].name;
            place.ownerColour = view.sides[static_cast<std::size_t>(holder)].colour;
        }
        view.places.push_back(std::move(place));
    }
    // Routes to near neighbours: each place to its nearest, then the shortest remaining pairs.
    std::vector<std::pair<double, std::pair<std::size_t, std::size_t>>> pairs;
    for (std::size_t i = 0; i < view.places.size(); ++i)
        for (std::size_t j = i + 1; j < view.places.size(); ++j) {
            const auto& a = view.places[i].at;
            const auto& b = view.places[j].at;
            const double d = std::hypot(a.x - b.x, a.y - b.y);
            if (d < 4 * spacing) pairs.push_back({d, {i, j}});
        }
    std::sort(pairs.begin(), pairs.end());
    std::uniform_int_distribution<int> routeKind(0, 2);
    for (const auto& [distance, ends] : pairs) {
        if (static_cast<int>(view.routes.size()) >= size.routes) break;
        map::MapRoute route;
        route.id = "r" + std::to_string(view.routes.size());
        route.fromPlace = view.places[ends.first].id;
        route.toPlace = view.places[ends.second].id;
        route.days = std::max(1, static_cast<int>(std::lround(distance / spacing)));
        route.kind = static_cast<map::RouteKind>(routeKind(dice));
        view.routes.push_back(std::move(route));
    }
    std::uniform_int_distribution<std::size_t> anyPlace(0, view.places.size() - 1);
    std::uniform_int_distribution<std::size_t> anyRoute(0, view.routes.size() - 1);
    std::uniform_int_distribution<int> side(0, 2), men(2, 240), marching(0, 9);
    std::uniform_real_distribution<double> along(0.1, 0.9);
    for (int i = 0; i < size.armies; ++i) {
        map::MapArmy army;
        army.id = "a" + std::to_string(i);
        army.name = "Army " + std::to_string(i + 1);
        const auto& s = view.sides[static_cast<std::size_t>(side(dice))];
        army.side = s.name;
        army.sideColour = s.colour;
        army.men = men(dice) * 50;
        army.figures = army.men / 20;
        if (marching(dice) < 3) {
            const map::MapRoute& route = view.routes[anyRoute(dice)];
            army.where.routeId = route.id;
            army.where.towardPlace = route.toPlace;
            army.where.fractionDone = along(dice);
            army.where.arrivalDate = "3 May 1400";
            army.where.stops = {route.toPlace};
            army.where.destinationDate = "3 May 1400";
        } else {
            army.where.placeId = view.places[anyPlace(dice)].id;
        }
        view.armies.push_back(std::move(army));
    }
    for (std::size_t i = 0; i < std::min<std::size_t>(5, view.armies.size()); ++i) {
        const map::MapArmy& army = view.armies[i];
        if (!army.where.placeId.empty())
            view.pendingBattles.push_back({army.where.placeId, {army.id}});
    }
    return view;
}

}  // namespace seneschal::testing
