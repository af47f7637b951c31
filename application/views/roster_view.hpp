#pragma once
// The muster roll as the roster pane shows it: side -> army -> battal -> unit, with the
// leaders of each army and battal. Plain data filled by the campaign side; the desktop
// program only displays, sorts and filters it.
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "drawing/view_colour.hpp"

namespace seneschal::application {

// Men in each state (GA-RES-WIN, GA-RES-LOSE: dead, wounded, held for ransom, deserted).
struct TroopCounts {
    int present = 0;
    int wounded = 0;
    int captive = 0;
    int dead = 0;
    int deserted = 0;
    int figures = 0;  // figures on the table for the men present (GA-SCALE)

    TroopCounts& operator+=(const TroopCounts& other);
    friend bool operator==(const TroopCounts&, const TroopCounts&) = default;
};

struct RosterUnit {
    std::string id;
    std::string name;
    std::string troopType;   // e.g. "Longbowmen"
    std::string troopClass;  // e.g. "Soldiers"
    TroopCounts counts;
    std::string woundedReturn;  // when the next wounded rejoin, formatted; empty if none
};

enum class LeaderState { Present, Wounded, Captive, Dead, Fled };
const char* toString(LeaderState state);

struct RosterLeader {
    std::string id;
    std::string name;
    std::string rank;        // e.g. "Army Leader", "Battal Leader" (GA-CMD-ARMY)
    std::string troopClass;  // e.g. "Knightly"
    LeaderState state = LeaderState::Present;
    std::string returnDate;  // when wounded: the day he is back
    std::int64_t cv = 0;     // his command value (CV), shown beside his rank
};

struct RosterBattal {
    std::string id;
    std::string name;
    std::vector<RosterLeader> leaders;
    std::vector<RosterUnit> units;
};

struct RosterArmy {
    std::string id;
    std::string name;
    std::vector<RosterLeader> leaders;
    std::vector<RosterBattal> battals;
};

struct RosterSide {
    std::string id;
    std::string name;
    drawing::ViewColour colour;
    std::vector<RosterArmy> armies;
};

struct RosterView {
    std::vector<RosterSide> sides;
};

TroopCounts totals(const RosterBattal& battal);
TroopCounts totals(const RosterArmy& army);
TroopCounts totals(const RosterSide& side);
std::size_t unitCount(const RosterView& view);

// The roster narrowed to what matches `text` (case-insensitive for ASCII letters) in a name,
// troop type, class or rank. A match keeps its ancestors, so the tree still reads; a
// matching side, army or battal keeps everything under it. An empty text keeps everything.
RosterView filterRoster(const RosterView& view, std::string_view text);

}  // namespace seneschal::application
