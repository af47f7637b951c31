#include "application/orders/roster_edits.hpp"

#include "campaign/actions/action_log.hpp"
#include "campaign/actions/actions.hpp"

namespace seneschal::application {

OrderResult renameUnit(campaign::CampaignFile& file, const RenameUnitRequest& request) {
    campaign::RenameUnit action(request.unit, request.newName);
    return {campaign::perform(file.db(), action).description, {}};
}

}  // namespace seneschal::application
