#pragma once
// The owner of the map's terrain layer, scale and picture (map_feature, map_geography,
// map_picture): the layer written once when a campaign is made from a scenario, read whole by
// the map; the scale and the picture also set by the umpire (`edit map`), each change with its
// ledger line. The points travel as text, "x,y x,y ...", the same in the scenario file and the
// campaign file.
#include <SQLiteCpp/Database.h>

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "campaign/actions/action.hpp"
#include "campaign/stores/model.hpp"

namespace seneschal::campaign {

void writeMapGeography(SQLite::Database& db, const CampaignSnapshot& snapshot);
// The map's scale and projection, into the campaign's info.
void readMapScale(SQLite::Database& db, CampaignInfo& info);
std::vector<TerrainFeature> readTerrain(SQLite::Database& db);

// The map's picture, kept in the file (schema version 15): PNG or JPEG bytes, drawn over the
// map's whole extent, named by their SHA-256.
struct MapPictureInfo {
    std::string format;  // "png" or "jpeg"
    std::int64_t width = 0;
    std::int64_t height = 0;
    std::string digest;
    std::int64_t size = 0;  // bytes
};
struct MapPicture {
    MapPictureInfo info;
    std::string bytes;
};
// Without its bytes: cheap, for every command that only says whether there is one.
std::optional<MapPictureInfo> readMapPictureInfo(SQLite::Database& db);
std::optional<MapPicture> readMapPicture(SQLite::Database& db);
// Written when the campaign is made (a scenario's picture) or by the umpire.
void writeMapPicture(SQLite::Database& db, const MapPicture& picture);
void setMapPicture(ActionContext& context, const MapPicture& picture,
                   const std::string& ledgerText);
void removeMapPicture(ActionContext& context, const std::string& ledgerText);
// The map's scale, miles to a map unit; its projection and source stay.
void setMapScale(ActionContext& context, double milesPerUnit, const std::string& ledgerText);

// The shortest text that reads back to the same number ("12.5").
std::string numberText(double value);
// "12.5,40 13,41.25": the shortest text that reads back to the same numbers.
std::string pointsText(const std::vector<MapPoint>& points);
// Throws UserError saying what is wrong ("'12;40' is not x,y") for a malformed list.
std::vector<MapPoint> parsePoints(std::string_view text);

}  // namespace seneschal::campaign
