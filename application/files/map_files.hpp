#pragma once
// The campaign file's map written to a picture (`seneschal-cli map`): the map as a side sees it
// (map_seen_by.hpp), painted by map/map_export.hpp.
#include <filesystem>
#include <optional>
#include <string>

#include "campaign/file/campaign_file.hpp"

namespace seneschal::application {

// What `exportCampaignMap` wrote, in words a person reads.
struct MapExportSummary {
    std::string campaignName;  // "Crécy 1346"
    std::string seenBy;        // the side's name; empty for the umpire's map
    std::filesystem::path out;
    int width = 0;
    int height = 0;
    // "Wrote the map of Crécy 1346 as seen by Kingdom of England to out.png (1600 x 1000)"
    std::string describe() const;
};

// What `map` was told besides the campaign, checked before the campaign is opened (the CLI calls
// it first, so a bad --out, --width or --height is refused before a bad --db): `out` never the
// `campaign` file or its side files nor any other campaign or SQLite file, nor an existing file
// unless `replace`; then its kind and size. Throws UserError naming the option.
void checkMapExport(const std::filesystem::path& campaign, const std::filesystem::path& out,
                    int width, int height, bool replace);

// For `seneschal-cli map`: the open campaign's map, as seen by `side` (id or name, any case) or
// the umpire's, fitted whole to width × height with its legend, written to `out` (.svg or .png).
// Refused before the campaign is read or anything written (UserError naming the option): what
// checkMapExport refuses, for the open campaign's own file. An unknown side is refused by
// campaignMap, and nothing is written.
MapExportSummary exportCampaignMap(campaign::CampaignFile& file,
                                   const std::optional<std::string>& side,
                                   const std::filesystem::path& out, int width, int height,
                                   bool replace);

}  // namespace seneschal::application
