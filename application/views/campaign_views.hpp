#pragma once
// The desk's views built from an open campaign file: what the map, roster, chronicle,
// prisoners pane and status bar show, read through the campaign library (no SQL here).
// Figures are men / the rules' men per figure, rounded down, unit by unit (GA-SCALE).
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "application/views/desk_views.hpp"
#include "battle/rulebook.hpp"
#include "campaign/file/campaign_file.hpp"
#include "campaign/stores/listings.hpp"
#include "campaign/stores/model.hpp"

namespace seneschal::campaign {
struct LoadedMarch;
}

namespace seneschal::application {

// "#b22234" -> its colour; grey for a missing or malformed colour.
drawing::ViewColour parseColour(const std::optional<std::string>& hex);

// The umpire's map: everything. `pending`: the battles waiting to be fought (pendingBattles(file)),
// marked on the map; `march`: the armies' orders (campaign::loadMarch), for the places each
// still has to reach and the day it reaches the last (the march forecast's arithmetic).
// The map's picture kept in the campaign file (issue 34), if it has one, put into `view`: read
// apart from the map itself, which most of its readers (the opponent, the scouts) use without
// drawing it.
void attachMapPicture(map::MapView& view, campaign::CampaignFile& file);

map::MapView buildMapView(const campaign::CampaignSnapshot& snapshot, const battle::Rulebook& rules,
                          std::vector<map::PendingBattleMark> pending,
                          const campaign::LoadedMarch& march);
RosterView buildRosterView(const campaign::CampaignSnapshot& snapshot,
                           const battle::Rulebook& rules);
// The campaign's chronicle table (campaign::readChronicle), every line of every kind, with the
// date, kind and text `advance` prints: the one story both shells tell.
ChronicleView buildChronicleView(campaign::CampaignFile& file);
// Every captive record (leaders and batches of men, held or long settled), the sides by name,
// one action per ransom verb and "release all"; each captive allows the verbs the campaign
// says apply to him (campaign::ransomVerbApplies), execute on men only when a unit of the
// captor's may (campaign::executioners).
PrisonerView buildPrisonerView(campaign::CampaignFile& file, const std::string& currency,
                               campaign::Reckoning reckoning);
// The side whose treasury the status bar shows: `preferred` if it exists, else the first side;
// `pendingBattles`: how many battles wait to be fought (pendingBattles(file)).
CampaignHeaderView buildHeader(const campaign::CampaignSnapshot& snapshot,
                               const std::filesystem::path& file, const std::string& preferred,
                               int pendingBattles);

// Everything at once, from the file as it stands. `mapSide`: the side (id or name) whose map the
// map view is (map_seen_by.hpp); none: the umpire's. Throws UserError for an unknown side.
DeskViews buildDeskViews(campaign::CampaignFile& file, const std::string& selectedSide,
                         const std::optional<std::string>& mapSide = std::nullopt);

// The details pane for a real campaign: only what an action exists for is editable (a unit's
// name, through RenameUnit); every other field is shown read-only.
DetailsView campaignDetails(const DeskViews& views, DetailSubject subject, const std::string& id);

// "30,000 pounds"
std::string formatMoney(std::int64_t amount, const std::string& currency);

}  // namespace seneschal::application
