#pragma once
// The closed word lists of the campaign (docs/formats.md): the scenario reader checks them,
// the schema's CHECK constraints repeat them.
#include <algorithm>
#include <array>
#include <string>
#include <string_view>

namespace seneschal::campaign::vocabulary {

inline constexpr std::array<std::string_view, 6> kPlaceKinds = {"town",   "castle", "ford",
                                                                "bridge", "abbey",  "field"};
inline constexpr std::array<std::string_view, 7> kTerrains = {"open",  "hills", "woods", "marsh",
                                                              "river", "coast", "town"};
// The map's terrain layer (docs/formats.md, <terrain>): areas are closed polygons, lines are not.
inline constexpr std::array<std::string_view, 5> kTerrainFeatures = {"land", "wood", "marsh",
                                                                     "coast", "river"};
inline constexpr std::array<std::string_view, 3> kTerrainAreas = {"land", "wood", "marsh"};
inline constexpr std::array<std::string_view, 3> kRouteKinds = {"road", "track", "river-crossing"};
// GA-SOCIAL, GA-LEAD: the ranks a leader may hold, highest first.
inline constexpr std::array<std::string_view, 8> kRanks = {
    "king", "duke", "earl", "count", "baron", "knight", "captain", "sergeant"};
// GA-OPT-CHAR: the table is lost; these are the characters the scenario format allows.
inline constexpr std::array<std::string_view, 6> kCharacters = {
    "bold", "cautious", "rash", "impetuous", "incompetent", "steady"};
inline constexpr std::array<std::string_view, 6> kOrders = {"attack",   "hold",  "defend",
                                                            "skirmish", "flank", "reserve"};
inline constexpr std::array<std::string_view, 4> kStatuses = {"active", "wounded", "captive",
                                                              "dead"};
inline constexpr std::array<std::string_view, 3> kFormations = {"close", "loose", "open"};
// What became of a captive (docs/rules/aftermath.md); held, demanded, part-paid and refused are
// still in the captor's hands.
inline constexpr std::array<std::string_view, 9> kCaptiveStatuses = {
    "held",     "demanded", "part-paid", "paid",   "paroled",
    "released", "refused",  "executed",  "escaped"};
inline constexpr std::array<std::string_view, 3> kBattleResults = {"victory", "defeat", "draw"};
inline constexpr std::array<std::string_view, 7> kCauses = {
    "battle", "march", "advance", "ransom", "edit", "recruit", "import"};

template <std::size_t N>
bool contains(const std::array<std::string_view, N>& words, std::string_view word) {
    return std::find(words.begin(), words.end(), word) != words.end();
}

template <std::size_t N>
std::string listOf(const std::array<std::string_view, N>& words) {
    std::string text;
    for (std::string_view word : words) {
        if (!text.empty()) text += ", ";
        text += word;
    }
    return text;
}

}  // namespace seneschal::campaign::vocabulary
