#include "application/orders/upkeep_orders.hpp"

#include "campaign/actions/action_log.hpp"

namespace seneschal::application {

OrderResult recruit(campaign::CampaignFile& file, const RecruitRequest& request) {
    campaign::Recruit action = request.newUnit
                                   ? campaign::Recruit(request.place, *request.newUnit, request.men)
                                   : campaign::Recruit(request.place, request.unit, request.men);
    campaign::perform(file.db(), action);
    return {action.describe(), {}};
}

OrderResult payArrears(campaign::CampaignFile& file, const PayRequest& request) {
    campaign::PayArrears action(request.side, request.limit);
    campaign::perform(file.db(), action);
    return {action.describe(), {}};
}

}  // namespace seneschal::application
