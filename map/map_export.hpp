#pragma once
// The campaign map written to a file (issue 15, File > Export map… and `seneschal-cli map`): one
// painter, two surfaces. The map is laid out with the one text measurer and painted by
// paintMap on an SVG or PNG surface, exactly as the window draws it for the same request.
#include <filesystem>
#include <optional>
#include <string>

#include "campaign/file/output_file.hpp"
#include "map/map_layout.hpp"
#include "map/map_view.hpp"

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
std::string mapImage(const MapView& view, const LayoutRequest& request, MapImageFormat format);

// The same, written by the one writer of output files (campaign/file/output_file.hpp): whole or
// not at all, never over a campaign; the policy says what else it may replace. The first form
// replaces an existing file (for tests and callers that asked already).
void writeMapImage(const MapView& view, const LayoutRequest& request, MapImageFormat format,
                   const std::filesystem::path& out);
void writeMapImage(const MapView& view, const LayoutRequest& request, MapImageFormat format,
                   const campaign::OutputTarget& out, const campaign::OutputPolicy& policy);

// For the desk's File > Export map…: the map the window shows (its request, at the window's size)
// written to `out`, whose extension says the format. The save dialog has asked before replacing
// a file; the output-file policy still refuses a campaign or any SQLite file and `campaign`'s own
// side files (UserError naming `option`, nothing written).
void exportMapImage(const MapView& view, const LayoutRequest& request,
                    const std::filesystem::path& out, const std::filesystem::path& campaign,
                    const std::string& option = "the map");

// Refuses a picture side outside kMinExportSide..kMaxExportSide (UserError naming `option`).
void checkExportSide(int pixels, const char* option);

}  // namespace seneschal::map
