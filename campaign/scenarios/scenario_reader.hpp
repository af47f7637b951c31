#pragma once
// Reads a scenario file (docs/formats.md, format 1 or 2) into a CampaignSnapshot and checks all of
// it: vocabulary, references, troop types and weapons against the rules, leaders leading at
// most one thing, men conserved. Every refusal is a DataError naming file, line and element.
#include <filesystem>

#include "battle/xml_source.hpp"
#include "campaign/scenarios/scenario_state.hpp"
#include "campaign/stores/model.hpp"

namespace seneschal::campaign {

// Format 1: the roster, the map and the date. Format 2 adds the campaign's state (captives,
// depots, marches, holdings, pay, battles, chronicle). The writer writes the newest.
inline constexpr int kOldestScenarioFormat = 1;
inline constexpr int kScenarioFormat = 2;

struct ScenarioContents {
    CampaignSnapshot campaign;
    CampaignState state;  // empty for format 1
};

ScenarioContents readScenarioContents(const XmlSource& source);
ScenarioContents readScenarioContentsFile(const std::filesystem::path& path);

// The roster and map alone.
CampaignSnapshot readScenario(const XmlSource& source);
CampaignSnapshot readScenarioFile(const std::filesystem::path& path);

}  // namespace seneschal::campaign
