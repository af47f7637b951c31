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
// at the campaign's rules' scale. With `side` (id or name, `--side`): only what that side knows
// (application/views/side_knowledge.hpp), its own units.
reports::Table rosterListing(campaign::CampaignFile& file, const std::optional<std::string>& army,
                             const std::optional<std::string>& side = std::nullopt);
// The leaders, what they lead and their status.
reports::Table leadersListing(campaign::CampaignFile& file);
// Every change to the roster, oldest first.
reports::Table ledgerListing(campaign::CampaignFile& file);
// The captives, their ransoms and deadlines; with `side`, only the captives it holds and its own
// men and leaders held by others.
reports::Table prisonersListing(campaign::CampaignFile& file,
                                const std::optional<std::string>& side = std::nullopt);
// Each side's treasury and the ransoms outstanding, in the campaign's currency; with `side`,
// only its own.
reports::Table treasuryListing(campaign::CampaignFile& file,
                               const std::optional<std::string>& side = std::nullopt);

}  // namespace seneschal::application
