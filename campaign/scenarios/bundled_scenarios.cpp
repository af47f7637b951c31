#include "campaign/scenarios/bundled_scenarios.hpp"

#include <algorithm>
#include <pugixml.hpp>
#include <string_view>

#include "base/data_dir.hpp"
#include "base/errors.hpp"
#include "campaign/calendar/calendar.hpp"
#include "campaign/scenarios/scenario_reader.hpp"

namespace seneschal::campaign {

namespace fs = std::filesystem;

namespace {

// A campaign scenario's root is <scenario>; the folder holds battles (<battle>) too.
bool isCampaignScenario(const fs::path& file) {
    pugi::xml_document doc;
    if (!doc.load_file(file.c_str(), pugi::parse_minimal)) return false;
    return std::string_view(doc.document_element().name()) == "scenario";
}

std::vector<fs::path> bundledScenarioFiles() {
    std::vector<fs::path> files;
    std::error_code ec;
    for (const auto& entry : fs::directory_iterator(scenariosDir(), ec))
        if (entry.is_regular_file() && entry.path().extension() == ".xml" &&
            isCampaignScenario(entry.path()))
            files.push_back(entry.path());
    std::sort(files.begin(), files.end());
    return files;
}

}  // namespace

bool isTestFixture(const std::string& id) {
    return id.rfind("test-", 0) == 0;
}

std::vector<BundledScenario> bundledScenarios() {
    std::vector<BundledScenario> scenarios;
    for (const fs::path& file : bundledScenarioFiles()) {
        if (isTestFixture(file.stem().string())) continue;
        const CampaignSnapshot snapshot = readScenarioFile(file);
        BundledScenario scenario{file.stem().string(),
                                 file,
                                 snapshot.info.name,
                                 formatLongDate(snapshot.info.reckoning, snapshot.info.start),
                                 {}};
        for (const Side& side : snapshot.sides) scenario.sides.push_back(side.name);
        scenarios.push_back(std::move(scenario));
    }
    return scenarios;
}

std::filesystem::path resolveScenario(const std::string& typed) {
    std::error_code ec;
    const fs::path asTyped(typed);
    if (fs::exists(asTyped, ec)) return asTyped;
    const bool looksLikeId =
        !typed.empty() &&
        typed.find_first_not_of("abcdefghijklmnopqrstuvwxyz0123456789-_.") == std::string::npos &&
        asTyped.extension() != ".xml";
    // A path that names no file is refused by the reader in its own words.
    if (!looksLikeId) return asTyped;
    std::string ids;
    for (const fs::path& file : bundledScenarioFiles()) {
        if (file.stem().string() == typed) return file;
        if (!isTestFixture(file.stem().string()))
            ids += (ids.empty() ? "" : ", ") + file.stem().string();
    }
    throw UserError("no scenario '" + typed + "'; the bundled scenarios are " +
                    (ids.empty() ? std::string("none") : ids) + " (see seneschal-cli scenarios)");
}

}  // namespace seneschal::campaign
