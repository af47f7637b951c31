#pragma once
// The campaign map as seen by one side (issue 15, View > As seen by SIDE and
// `seneschal-cli map --side S`): its own armies and the enemy armies its scouts and watchers find
// by the scouting rule (campaign/strategy/scouting.hpp, data/rules/strategy.xml <scouting>), the
// pending battles it fights or can see. Places, routes, owners and terrain are public knowledge
// and stay. The umpire's map (no side) shows everything.
#include <filesystem>
#include <optional>
#include <string>

#include "campaign/file/campaign_file.hpp"
#include "campaign/strategy/strategy_rules.hpp"
#include "map/map_view.hpp"

namespace seneschal::application {

// The side called `side`: its id or its name, in any case. Throws UserError naming what was
// asked for, `where` (the campaign file) and the sides there are.
const map::MapSide& findMapSide(const map::MapView& view, const std::string& side,
                                const std::string& where);

// The umpire's map cut down to what `side` (id or name) knows; `seenBy` is the side's name.
// Throws UserError as findMapSide.
map::MapView mapSeenBy(const map::MapView& umpire, const std::string& side,
                       const campaign::strategy::ScoutingRules& rules, const std::string& where);

// For the CLI and the export: the open campaign's map as it stands, read without changing the
// campaign, as seen by `side` (id or name) or the umpire's when none. Throws UserError naming the
// file for an unknown side.
map::MapView campaignMap(campaign::CampaignFile& file, const std::optional<std::string>& side);

}  // namespace seneschal::application
