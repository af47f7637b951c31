#include "map/map_export.hpp"

#include <algorithm>
#include <cctype>

#include "application/map_seen_by.hpp"
#include "battle/errors.hpp"
#include "campaign/file/output_file.hpp"
#include "drawing/png_file.hpp"
#include "drawing/svg_surface.hpp"
#include "drawing/text_measure.hpp"
#include "map/map_painter.hpp"

namespace seneschal::map {

namespace {

std::string lowerCaseExtension(const std::filesystem::path& out) {
    std::string extension = out.extension().string();
    std::transform(extension.begin(), extension.end(), extension.begin(),
                   [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    return extension;
}

void checkExportSide(int pixels, const char* option) {
    if (pixels < kMinExportSide || pixels > kMaxExportSide) {
        throw UserError(std::string(option) + ": " + std::to_string(pixels) +
                        " pixels is outside " + std::to_string(kMinExportSide) + " to " +
                        std::to_string(kMaxExportSide) + "; nothing was written");
    }
}

}  // namespace

MapImageFormat mapImageFormat(const std::filesystem::path& out, const std::string& option) {
    const std::string extension = lowerCaseExtension(out);
    if (extension == ".svg") return MapImageFormat::Svg;
    if (extension == ".png") return MapImageFormat::Png;
    throw UserError(option + ": '" + out.string() + "' is neither .svg nor .png");
}

std::string mapImage(const application::MapView& view, const LayoutRequest& request,
                     MapImageFormat format) {
    // What the window shows without the hand: no selection, hover or opened stack.
    LayoutRequest still = request;
    still.selectedId.clear();
    still.hoveredId.clear();
    still.openStack.clear();
    const MapLayout layout = layoutMap(view, still, drawing::textMeasurer());
    const PaintState paint;
    const auto draw = [&](drawing::Surface& surface) { paintMap(surface, view, layout, paint); };
    if (format == MapImageFormat::Svg)
        return drawing::svgDocument(still.width, still.height, mapSurround(), draw);
    return drawing::encodePng(static_cast<int>(still.width), static_cast<int>(still.height),
                              mapSurround(), draw);
}

void writeMapImage(const application::MapView& view, const LayoutRequest& request,
                   MapImageFormat format, const std::filesystem::path& out) {
    campaign::OutputPolicy policy;
    policy.replaceExisting = true;
    writeMapImage(view, request, format, {out, "--out"}, policy);
}

void writeMapImage(const application::MapView& view, const LayoutRequest& request,
                   MapImageFormat format, const campaign::OutputTarget& out,
                   const campaign::OutputPolicy& policy) {
    campaign::writeOutputFile(out, mapImage(view, request, format), policy);
}

void exportMapImage(const application::MapView& view, const LayoutRequest& request,
                    const std::filesystem::path& out, const std::filesystem::path& campaign,
                    const std::string& option) {
    campaign::OutputPolicy policy;
    policy.replaceExisting = true;  // the dialog asked
    if (!campaign.empty()) policy.protectedFiles.push_back(campaign);
    campaign::checkOutputs({{out, option}}, policy);
    const MapImageFormat format = mapImageFormat(out, option);
    writeMapImage(view, request, format, {out, option}, policy);
}

std::string MapExportSummary::describe() const {
    return "Wrote the map of " + campaignName +
           (seenBy.empty() ? std::string(" as the umpire sees it") : " as seen by " + seenBy) +
           " to " + out.string() + " (" + std::to_string(width) + " x " + std::to_string(height) +
           ")";
}

MapExportSummary exportCampaignMap(const std::filesystem::path& campaign,
                                   const std::optional<std::string>& side,
                                   const std::filesystem::path& out, int width, int height,
                                   bool replace) {
    // Everything the user typed is checked before the campaign is read: the output first (never
    // a campaign, never the --db file), then its kind and size.
    const std::vector<campaign::OutputTarget> targets{{out, "--out"}};
    campaign::OutputPolicy policy;
    policy.replaceExisting = replace;
    policy.protectedFiles.push_back(campaign);
    campaign::checkOutputs(targets, policy);
    const MapImageFormat format = mapImageFormat(out, "--out");
    checkExportSide(width, "--width");
    checkExportSide(height, "--height");

    const application::MapView view = application::campaignMap(campaign, side);
    LayoutRequest request;
    request.width = width;
    request.height = height;
    request.legend = true;
    request.transform = fitToSurface(view, width, height, request.legend);
    // Checked again as it is written: the world may have changed while the campaign was read.
    writeMapImage(view, request, format, targets.front(), policy);
    return {view.campaignName, view.seenBy, out, width, height};
}

}  // namespace seneschal::map
