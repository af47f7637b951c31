#include "application/campaign_files.hpp"

#include "campaign/file/check.hpp"
#include "campaign/file/storage_failure.hpp"

namespace seneschal::application {

campaign::CampaignFile openCampaign(const std::filesystem::path& path) {
    return campaign::CampaignFile::open(path);
}

NewCampaignSummary newCampaign(const NewCampaignRequest& request) {
    return campaign::importScenario(request.scenario, request.campaign, request.replace);
}

void exportCampaign(const std::filesystem::path& campaign, const std::filesystem::path& scenario,
                    bool replace) {
    campaign::exportScenario(campaign, scenario, replace);
}

std::vector<std::string> checkCampaignFile(const std::filesystem::path& path) {
    // Opened to report an altered schema rather than refuse it: `check` is how one finds out.
    auto file = campaign::CampaignFile::open(path, campaign::AlteredSchema::Report);
    return campaign::checkCampaign(file.db());
}

std::optional<std::string> storageFailureMessage(const SQLite::Exception& e,
                                                 const std::string& campaign) {
    return campaign::describeStorageFailure(e, campaign);
}

}  // namespace seneschal::application
