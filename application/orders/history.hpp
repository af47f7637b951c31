#pragma once
// Stepping back and forth through the campaign's actions, for both shells. The history lives
// in the campaign file, so an undo reaches actions of earlier runs and of the other shell.
#include <optional>
#include <string>

#include "campaign/file/campaign_file.hpp"

namespace seneschal::application {

// What was undone or redone ("March English host to Caen"); none when there was nothing to.
std::optional<std::string> undoLastAction(campaign::CampaignFile& file);
std::optional<std::string> redoLastUndone(campaign::CampaignFile& file);

}  // namespace seneschal::application
