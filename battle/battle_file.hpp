#pragma once
// A battle file (docs/formats.md, "Battle"): two sides, each with an army of battals and
// units with leaders and written orders, optional terrain, the battle type and options.
// Shares its <sides>, <leaders> and <army> elements with scenario files.
#include <filesystem>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "battle/force.hpp"
#include "battle/outcome.hpp"
#include "battle/rulebook.hpp"

namespace seneschal::battle {

// A piece of terrain on the table, an axis-aligned rectangle in mm (GA-TERRAIN).
struct TerrainPiece {
    std::string kind;  // as written: wood, thick-wood, village, hill, marsh, stream, hedge, ...
    Ground ground = Ground::Open;  // the GA-TERRAIN ground it is (terrainGround)
    double x = 0, y = 0, width = 0, depth = 0;
};

// GA-TERRAIN: the ground a terrain piece's kind stands for, or nothing for an unknown kind.
// The words a battle file may use are listed in docs/formats.md.
std::optional<Ground> terrainGround(std::string_view kind);

struct BattleSetup {
    std::string id;
    std::string name;
    std::string rules = "godsacre";
    BattleType type = BattleType::Competition;
    int moveLimit = 60;                // GA-SCALE: 1 move ~ 1 minute; an hour of battle by default
    double fieldWidth = 1800;          // mm: a 6 ft competition table
    double fieldDepth = 1200;          // mm: 4 ft
    std::vector<std::string> options;  // optional rules switched on (GA-OPT-*)
    std::vector<SideSpec> sides;       // exactly two
    std::vector<LeaderSpec> leaders;
    std::vector<ArmySpec> armies;  // one or more per side
    std::vector<TerrainPiece> terrain;

    bool option(std::string_view optionId) const;
};

BattleSetup loadBattleFile(const std::filesystem::path& path, const Rulebook& rules);
BattleSetup loadBattleFromString(const std::string& xml, const std::string& name,
                                 const Rulebook& rules);

}  // namespace seneschal::battle
