#include "application/orders/march_orders.hpp"

#include "campaign/actions/action_log.hpp"
#include "campaign/actions/army_orders.hpp"
#include "campaign/actions/march_actions.hpp"
#include "campaign/calendar/march_steps.hpp"
#include "campaign/stores/repository.hpp"

namespace seneschal::application {

std::string MarchResult::way() const {
    std::string text;
    for (const std::string& stop : stops) text += (text.empty() ? "" : " -> ") + stop;
    return text;
}

MarchResult orderMarch(campaign::CampaignFile& file, const MarchRequest& request) {
    campaign::MarchOrder order(request.army, request.place, request.forced);
    campaign::perform(file.db(), order);
    return {order.describe(), order.stops(), order.arrivalText(), order.days()};
}

OrderResult splitArmy(campaign::CampaignFile& file, const SplitRequest& request) {
    campaign::SplitArmy action(request.army, request.units, request.newName);
    campaign::perform(file.db(), action);
    return {action.describe(), {}};
}

OrderResult mergeArmies(campaign::CampaignFile& file, const std::vector<std::string>& armies) {
    campaign::MergeArmies action(armies);
    campaign::perform(file.db(), action);
    return {action.describe(), {}};
}

OrderResult avoidBattle(campaign::CampaignFile& file, const AvoidRequest& request) {
    campaign::AvoidBattle action(request.place, request.side, request.toward);
    campaign::perform(file.db(), action);
    return {action.describe(), action.events()};
}

}  // namespace seneschal::application
