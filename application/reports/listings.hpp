#pragma once
// The campaign's listings as tables a person reads, for both shells (the CLI's `roster`,
// `leaders`, `ledger`, `prisoners`, `treasury`; the desk's Reports menu). Each table is written
// as aligned text or CSV by reports/table.hpp.
#include <optional>
#include <string>

#include "campaign/file/campaign_file.hpp"
#include "reports/table.hpp"

namespace seneschal::application {

// Every unit and its men (only one army's, id or name, when given), with the figures they make
// at the campaign's rules' scale.
reports::Table rosterListing(campaign::CampaignFile& file, const std::optional<std::string>& army);
// The leaders, what they lead and their status.
reports::Table leadersListing(campaign::CampaignFile& file);
// Every change to the roster, oldest first.
reports::Table ledgerListing(campaign::CampaignFile& file);
// The captives, their ransoms and deadlines.
reports::Table prisonersListing(campaign::CampaignFile& file);
// Each side's treasury and the ransoms outstanding, in the campaign's currency.
reports::Table treasuryListing(campaign::CampaignFile& file);

}  // namespace seneschal::application
