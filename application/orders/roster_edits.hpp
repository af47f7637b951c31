#pragma once
// Edits a person makes to the roster by hand (the desk's details pane): one undoable action
// each.
#include <string>

#include "application/orders/order_result.hpp"
#include "campaign/file/campaign_file.hpp"

namespace seneschal::application {

struct RenameUnitRequest {
    std::string unit;  // id
    std::string newName;
};
OrderResult renameUnit(campaign::CampaignFile& file, const RenameUnitRequest& request);

}  // namespace seneschal::application
