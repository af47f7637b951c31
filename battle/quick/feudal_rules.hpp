#pragma once
// NT OHW Feudal Wargame Rules (FW) as loaded from data/rules/feudal.xml: every number the FW
// resolver uses. Distances are in inches; every die is the average die (FW-DICE).
#include <filesystem>
#include <map>
#include <string>
#include <vector>

#include "battle/quick/quick_common.hpp"

namespace seneschal::battle::quick {

enum class FwMissile { None, Bow, Crossbow };

// FW-UNITS: one of the four unit types (with mounted variants for Seneschal's other horse).
struct FwUnitKind {
    std::string id;
    std::string name;
    bool mounted = false;  // FW-MOVE Class 2
    bool armour = false;   // Men at Arms halve hits
    FwMissile missile = FwMissile::None;
    int meleeModifier = 0;  // FW-MELEE: +2 knights, -2 bow, -1 crossbow
};

struct FeudalRules {
    std::string source;
    // FW-BASING: the scale and the abstract field
    int menPerFigure = 20;
    int menPerUnit = 400;
    double frontage = 5;
    double depth = 2;
    double startGap = 24;
    double reserveDepth = 4;
    double rearRoom = 6;
    double haltShort = 1;
    double keepAway = 6;
    int maxTurns = 15;
    // FW-MOVE
    int footDice = 1;
    int footAdd = 2;
    int knightDice = 3;
    int knightAdd = 2;
    int footTurns = 1;
    int knightTurns = 2;
    // FW-SHOOT
    double range = 12;
    int shootDice = 1;
    int crossbowShoot = 1;
    // FW-MELEE
    int meleeDice = 1;
    int knightsMelee = 2;
    int bowMelee = -2;
    int crossbowMelee = -1;
    int maxHalvings = 2;
    // FW-ROUT
    int removeAt = 15;
    int permanentPast = 10;
    int permanentHits = 5;
    std::string rallyOption = "fw-rally";
    int rallyHits = 1;
    double casualtyShare = 0.5;
    double breakFraction = 0.5;
    // FW-UNITS
    std::map<std::string, FwUnitKind, std::less<>> kinds;
    std::vector<UnitMatch> mapping;

    const FwUnitKind& kind(std::string_view id) const;
};

FeudalRules loadFeudalRules(const std::filesystem::path& path);
FeudalRules loadFeudalRulesFromString(const std::string& xml, const std::string& name);
// The shipped data/rules/feudal.xml, loaded once per process.
const FeudalRules& defaultFeudalRules();

}  // namespace seneschal::battle::quick
