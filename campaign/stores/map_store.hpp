#pragma once
// The owner of the map's terrain layer and scale (map_feature, map_geography): written once
// when a campaign is made from a scenario, read whole by the map. The points travel as text,
// "x,y x,y ...", the same in the scenario file and the campaign file.
#include <SQLiteCpp/Database.h>

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "campaign/stores/model.hpp"

namespace seneschal::campaign {

void writeMapGeography(SQLite::Database& db, const CampaignSnapshot& snapshot);
// The map's scale and projection, into the campaign's info.
void readMapScale(SQLite::Database& db, CampaignInfo& info);
std::vector<TerrainFeature> readTerrain(SQLite::Database& db);

// The shortest text that reads back to the same number ("12.5").
std::string numberText(double value);
// "12.5,40 13,41.25": the shortest text that reads back to the same numbers.
std::string pointsText(const std::vector<MapPoint>& points);
// Throws UserError saying what is wrong ("'12;40' is not x,y") for a malformed list.
std::vector<MapPoint> parsePoints(std::string_view text);

}  // namespace seneschal::campaign
