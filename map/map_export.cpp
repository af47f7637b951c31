#include "map/map_export.hpp"

#include <algorithm>
#include <cctype>

#include "base/errors.hpp"
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

}  // namespace

MapImageFormat mapImageFormat(const std::filesystem::path& out, const std::string& option) {
    const std::string extension = lowerCaseExtension(out);
    if (extension == ".svg") return MapImageFormat::Svg;
    if (extension == ".png") return MapImageFormat::Png;
    throw UserError(option + ": '" + out.string() + "' is neither .svg nor .png");
}

std::string mapImage(const MapView& view, const LayoutRequest& request, MapImageFormat format) {
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

void writeMapImage(const MapView& view, const LayoutRequest& request, MapImageFormat format,
                   const std::filesystem::path& out) {
    campaign::OutputPolicy policy;
    policy.replaceExisting = true;
    writeMapImage(view, request, format, {out, "--out"}, policy);
}

void writeMapImage(const MapView& view, const LayoutRequest& request, MapImageFormat format,
                   const campaign::OutputTarget& out, const campaign::OutputPolicy& policy) {
    campaign::writeOutputFile(out, mapImage(view, request, format), policy);
}

void exportMapImage(const MapView& view, const LayoutRequest& request,
                    const std::filesystem::path& out, const std::filesystem::path& campaign,
                    const std::string& option) {
    campaign::OutputPolicy policy;
    policy.replaceExisting = true;  // the dialog asked
    if (!campaign.empty()) policy.protectedFiles.push_back(campaign);
    campaign::checkOutputs({{out, option}}, policy);
    const MapImageFormat format = mapImageFormat(out, option);
    writeMapImage(view, request, format, {out, option}, policy);
}

void checkExportSide(int pixels, const char* option) {
    if (pixels < kMinExportSide || pixels > kMaxExportSide) {
        throw UserError(std::string(option) + ": " + std::to_string(pixels) +
                        " pixels is outside " + std::to_string(kMinExportSide) + " to " +
                        std::to_string(kMaxExportSide) + "; nothing was written");
    }
}

}  // namespace seneschal::map
