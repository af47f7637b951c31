#include "application/files/campaign_files.hpp"

#include "application/orders/campaign_edits.hpp"
#include "campaign/battles/rules.hpp"
#include "campaign/file/backup.hpp"
#include "campaign/file/check.hpp"
#include "campaign/file/storage_failure.hpp"
#include "campaign/scenarios/bundled_scenarios.hpp"

namespace seneschal::application {

campaign::CampaignFile openCampaign(const std::filesystem::path& path, CampaignAccess access) {
    return campaign::CampaignFile::open(
        path, access == CampaignAccess::Read ? campaign::Access::Read : campaign::Access::Write);
}

UpgradeResult upgradeCampaign(const std::filesystem::path& path) {
    const auto file = campaign::CampaignFile::open(path, campaign::Access::Write);
    return {file.versionFound(), campaign::currentSchemaVersion(),
            file.migration() == campaign::MigrationResult::Upgraded, campaign::backupsFolder(path)};
}

NewCampaignSummary newCampaign(const NewCampaignRequest& request) {
    return campaign::importScenario(campaign::resolveScenario(request.scenario.string()),
                                    request.campaign, request.replace, request.seed,
                                    readMapPictureFile);
}

reports::Table scenariosListing() {
    reports::Table table({{"scenario"}, {"name"}, {"starts"}, {"sides"}});
    for (const campaign::BundledScenario& scenario : campaign::bundledScenarios()) {
        std::string sides;
        for (const std::string& side : scenario.sides) sides += (sides.empty() ? "" : ", ") + side;
        table.addRow({scenario.id, scenario.name, scenario.startDate, sides});
    }
    return table;
}

std::vector<BundledScenario> bundledScenariosOrNone() {
    try {
        return campaign::bundledScenarios();
    } catch (const std::exception&) {
        return {};
    }
}

void exportCampaign(const std::filesystem::path& campaign, const std::filesystem::path& scenario,
                    bool replace) {
    campaign::exportScenario(campaign, scenario, replace);
}

CampaignCheck checkCampaignFile(const std::filesystem::path& path) {
    // Opened to report an altered schema and broken invariants rather than refuse them: `check`
    // is how one finds out. Read-only, never upgraded in the file.
    auto file = campaign::CampaignFile::open(path, campaign::Access::Check);
    CampaignCheck result;
    result.problems = campaign::checkCampaign(file.db());
    // A schema altered by another program may have lost the table the digests are kept in.
    if (result.problems.empty()) result.warnings = campaign::rulesFileChanges(file.db());
    return result;
}

std::optional<std::string> storageFailureMessage(const std::exception& e,
                                                 const std::string& campaign) {
    const auto* failure = dynamic_cast<const SQLite::Exception*>(&e);
    if (!failure) return std::nullopt;
    return campaign::describeStorageFailure(*failure, campaign);
}

}  // namespace seneschal::application
