#include "application/files/map_files.hpp"

#include "application/views/campaign_views.hpp"
#include "application/views/map_seen_by.hpp"
#include "campaign/file/output_file.hpp"
#include "map/map_export.hpp"

namespace seneschal::application {

std::string MapExportSummary::describe() const {
    return "Wrote the map of " + campaignName +
           (seenBy.empty() ? std::string(" as the umpire sees it") : " as seen by " + seenBy) +
           " to " + out.string() + " (" + std::to_string(width) + " x " + std::to_string(height) +
           ")";
}

namespace {

campaign::OutputPolicy mapOutputPolicy(const std::filesystem::path& campaign, bool replace) {
    campaign::OutputPolicy policy;
    policy.replaceExisting = replace;
    policy.protectedFiles.push_back(campaign);
    return policy;
}

}  // namespace

void checkMapExport(const std::filesystem::path& campaign, const std::filesystem::path& out,
                    int width, int height, bool replace) {
    // The output first (never a campaign, never the --db file), then its kind and size.
    campaign::checkOutputs({{out, "--out"}}, mapOutputPolicy(campaign, replace));
    map::mapImageFormat(out, "--out");
    map::checkExportSide(width, "--width");
    map::checkExportSide(height, "--height");
}

MapExportSummary exportCampaignMap(campaign::CampaignFile& file,
                                   const std::optional<std::string>& side,
                                   const std::filesystem::path& out, int width, int height,
                                   bool replace) {
    // Everything the user typed is checked before the campaign is read.
    checkMapExport(file.path(), out, width, height, replace);
    const std::vector<campaign::OutputTarget> targets{{out, "--out"}};
    const campaign::OutputPolicy policy = mapOutputPolicy(file.path(), replace);
    const map::MapImageFormat format = map::mapImageFormat(out, "--out");

    map::MapView view = campaignMap(file, side);
    attachMapPicture(view, file);
    map::LayoutRequest request;
    request.width = width;
    request.height = height;
    request.legend = true;
    request.transform = map::fitToSurface(view, width, height, request.legend);
    // Checked again as it is written: the world may have changed while the campaign was read.
    map::writeMapImage(view, request, format, targets.front(), policy);
    return {view.campaignName, view.seenBy, out, width, height};
}

}  // namespace seneschal::application
