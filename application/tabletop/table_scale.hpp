#pragma once
// GA-SETUP-HIST: "the main problem is to scale down the armies". A campaign army of thousands
// on a table of figures the group owns: the smallest whole scale (men a figure) at which every
// troop type's figures, both sides together, are within the group's collection; GA-SMALL-SCALE's
// and GA-SCALE's scales as choices with whether each fits; and every unit's figures at the
// scale with the men left over, so that figures x scale + remainder = men for every unit.
#include <cstdint>
#include <filesystem>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "battle/battle_file.hpp"
#include "battle/rulebook.hpp"
#include "campaign/file/campaign_file.hpp"
#include "reports/table.hpp"

namespace seneschal::application {

// The figures a group owns, by troop type id (docs/formats.md, "Figure collection").
struct FigureCollection {
    std::string name;
    int tableWidth = 0;  // mm; 0 when not given
    int tableDepth = 0;
    std::map<std::string, int> figures;  // troop type id -> figures owned
};

// Reads and checks a collection file: file, line and field named on any error (DataError);
// every troop type must be one of the rules'.
FigureCollection readFigureCollection(const std::filesystem::path& path,
                                      const battle::Rulebook& rules);
FigureCollection readFigureCollectionFromString(const std::string& xml, const std::string& name,
                                                const battle::Rulebook& rules);

struct ScaledUnit {
    std::string side;  // the side's name
    std::string army;
    std::string unit;
    std::string troopType;  // id
    std::string troopName;
    int men = 0;
    int figures = 0;
    int remainder = 0;  // men left over: figures x scale + remainder = men
};

struct TroopNeed {
    std::string troopType;
    std::string troopName;
    int owned = 0;
    std::int64_t needed = 0;  // at the scale shown
    std::int64_t men = 0;     // both sides' men of the type (summed over units: 64 bits)
};

struct ScaleChoice {
    std::string rule;  // GA-SMALL-SCALE, GA-SCALE, or "proposed"
    int menPerFigure = 0;
    bool fits = false;
};

struct SideFrontage {
    std::string side;
    std::int64_t frontage = 0;  // mm: every figure of the side in one rank (GA-BASE frontages)
};

struct ScaleProposal {
    int proposed = 0;  // the smallest whole scale that fits
    int shown = 0;     // the scale units are shown at (proposed, or the one asked for)
    std::vector<ScaleChoice> choices;
    std::vector<ScaledUnit> units;
    std::vector<TroopNeed> troops;
    std::vector<std::string> missing;  // troop type names the collection has none of
    std::vector<SideFrontage> frontages;
    int tableWidth = 0;
};

// Pure: the proposal for the forces in `setup`. `scale` shows the units at that scale instead.
ScaleProposal proposeScale(const battle::BattleSetup& setup, const battle::Rulebook& rules,
                           const FigureCollection& collection, std::optional<int> scale = {});

// The campaign's battle at `place` (both sides' armies there, setUpCampaignBattle).
ScaleProposal proposeScaleAt(campaign::CampaignFile& file, const std::string& place,
                             const FigureCollection& collection, std::optional<int> scale = {});

// The units at the shown scale as a table (side, army, unit, troops, men, figures, men left over).
reports::Table scaledUnitsTable(const ScaleProposal& proposal);

}  // namespace seneschal::application
