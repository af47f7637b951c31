#pragma once
// The programmed opponent's chronicle lines of a campaign file (kind "opponent"), oldest first:
// what its tests read its decisions and their reasons by.
#include <filesystem>
#include <string>
#include <vector>

#include "application/files/campaign_files.hpp"
#include "campaign/stores/chronicle.hpp"

namespace seneschal::application {

inline std::vector<campaign::ChronicleLine> opponentChronicle(
    const std::filesystem::path& campaign) {
    auto file = openCampaign(campaign, CampaignAccess::Read);
    std::vector<campaign::ChronicleLine> lines = campaign::readChronicle(file.db());
    std::erase_if(lines,
                  [](const campaign::ChronicleLine& line) { return line.kind != "opponent"; });
    return lines;
}

// Their words alone.
inline std::vector<std::string> opponentChronicleTexts(const std::filesystem::path& campaign) {
    std::vector<std::string> texts;
    for (const campaign::ChronicleLine& line : opponentChronicle(campaign))
        texts.push_back(line.text);
    return texts;
}

}  // namespace seneschal::application
