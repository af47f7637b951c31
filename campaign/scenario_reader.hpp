#pragma once
// Reads a scenario file (docs/formats.md, format 1) into a CampaignSnapshot and checks all of
// it: vocabulary, references, troop types and weapons against the rules, leaders leading at
// most one thing, men conserved. Every refusal is a DataError naming file, line and element.
#include <filesystem>

#include "battle/xml_source.hpp"
#include "campaign/model.hpp"

namespace seneschal::campaign {

inline constexpr int kScenarioFormat = 1;

CampaignSnapshot readScenario(const XmlSource& source);
CampaignSnapshot readScenarioFile(const std::filesystem::path& path);

}  // namespace seneschal::campaign
