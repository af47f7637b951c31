#pragma once
// The sections of a scenario of format 2 that carry a campaign's state (docs/formats.md):
// <captives>, <depots>, <marches>, <holdings>, <pay>, <battles>, <chronicle>.
#include <array>
#include <pugixml.hpp>
#include <string_view>

#include "battle/xml_source.hpp"
#include "campaign/scenarios/scenario_state.hpp"
#include "campaign/stores/model.hpp"

namespace seneschal::campaign {

// The names of the sections, for the reader's list of allowed children.
inline constexpr std::array<std::string_view, 7> kStateSections = {
    "captives", "depots", "marches", "holdings", "pay", "battles", "chronicle"};

// A date attribute in the campaign's reckoning; one that is not a date of it fails naming the
// file, line and attribute. Both scenario readers read every date through it.
// Appends attribute `name` with `value` to `node`: the one way the scenario writers set one.
void appendAttribute(pugi::xml_node node, const char* name, const std::string& value);
void appendAttribute(pugi::xml_node node, const char* name, std::int64_t value);

DayNumber readDate(const XmlSource& source, pugi::xml_node node, const char* attribute,
                   Reckoning reckoning);

// Reads and checks the sections against the roster already read. The men of a held captive
// record join their unit's captive batches in `snapshot`, so the unit's sums count them.
CampaignState readStateSections(const XmlSource& source, pugi::xml_node root,
                                CampaignSnapshot& snapshot);

// Writes the sections that have something to say, in the order above.
void writeStateSections(pugi::xml_node root, const CampaignState& state, Reckoning reckoning);

// The snapshot as a scenario writes it: the captive batches that a held record stands for
// are taken out of their units (the record carries them).
CampaignSnapshot withoutRecordedBatches(CampaignSnapshot snapshot, const CampaignState& state);

}  // namespace seneschal::campaign
