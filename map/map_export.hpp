#pragma once
// The campaign map written to a file (issue 15, File > Export map… and `seneschal-cli map`): one
// painter, two surfaces. The map is laid out with the one text measurer and painted by
// paintMap on an SVG or PNG surface, exactly as the window draws it for the same request.
#include <filesystem>
#include <optional>
#include <string>

#include "application/map_view.hpp"
#include "campaign/file/output_file.hpp"
#include "map/map_layout.hpp"

namespace seneschal::map {

enum class MapImageFormat { Svg, Png };

// The format a file name asks for by its extension (".svg" or ".png", in any case). Throws
// UserError naming the file and `option` ("--out: 'x.jpg' is neither .svg nor .png") for any
// other name.
MapImageFormat mapImageFormat(const std::filesystem::path& out,
                              const std::string& option = "--out");

// The sizes an exported map may have, in pixels, each way.
inline constexpr int kMinExportSide = 200;
inline constexpr int kMaxExportSide = 8000;

// Lays out `view` for `request` and paints it on an SVG or PNG of request.width × request.height
// on the map's surround: the file's bytes. No selection, hover or drag is drawn.
std::string mapImage(const application::MapView& view, const LayoutRequest& request,
                     MapImageFormat format);

// The same, written by the one writer of output files (campaign/file/output_file.hpp): whole or
// not at all, never over a campaign; the policy says what else it may replace. The first form
// replaces an existing file (for tests and callers that asked already).
void writeMapImage(const application::MapView& view, const LayoutRequest& request,
                   MapImageFormat format, const std::filesystem::path& out);
void writeMapImage(const application::MapView& view, const LayoutRequest& request,
                   MapImageFormat format, const campaign::OutputTarget& out,
                   const campaign::OutputPolicy& policy);

// For the desk's File > Export map…: the map the window shows (its request, at the window's size)
// written to `out`, whose extension says the format. The save dialog has asked before replacing
// a file; the output-file policy still refuses a campaign or any SQLite file and `campaign`'s own
// side files (UserError naming `option`, nothing written).
void exportMapImage(const application::MapView& view, const LayoutRequest& request,
                    const std::filesystem::path& out, const std::filesystem::path& campaign,
                    const std::string& option = "the map");

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

// For `seneschal-cli map`: the campaign file's map, as seen by `side` (id or name, any case) or
// the umpire's, fitted whole to width × height with its legend, written to `out` (.svg or .png).
// Refused before anything is read or written (UserError naming the option): a size outside
// kMinExportSide..kMaxExportSide, an extension neither .svg nor .png, an output the output-file
// policy forbids (a campaign or any SQLite file, the campaign itself or its side files, an
// existing file unless `replace`). An unknown side or a file that is not a campaign is refused
// by application::campaignMap, and nothing is written.
MapExportSummary exportCampaignMap(const std::filesystem::path& campaign,
                                   const std::optional<std::string>& side,
                                   const std::filesystem::path& out, int width, int height,
                                   bool replace);

}  // namespace seneschal::map
