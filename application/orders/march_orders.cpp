#include "application/orders/march_orders.hpp"

#include <algorithm>

#include "campaign/actions/action_log.hpp"
#include "campaign/actions/army_orders.hpp"
#include "campaign/actions/march_actions.hpp"
#include "campaign/calendar/march_steps.hpp"
#include "campaign/stores/name_folding.hpp"
#include "campaign/stores/repository.hpp"

namespace seneschal::application {

std::string MarchResult::way() const {
    std::string text;
    for (const std::string& stop : stops) text += (text.empty() ? "" : " -> ") + stop;
    return text;
}

std::vector<Destination> destinationsByName(const campaign::CampaignSnapshot& snapshot,
                                            const std::string& armyId, const std::string& typed) {
    std::string here;
    for (const campaign::Army& army : snapshot.armies)
        if (army.id == armyId) here = army.place.value_or(std::string());
    const std::string wanted = campaign::foldName(typed);
    std::vector<std::pair<std::string, Destination>> found;  // folded name first, to sort by
    for (const campaign::Place& place : snapshot.places) {
        if (place.id == here) continue;
        std::string folded = campaign::foldName(place.name);
        if (!wanted.empty() && folded.find(wanted) == std::string::npos) continue;
        found.push_back({std::move(folded), {place.id, place.name}});
    }
    std::stable_sort(found.begin(), found.end(),
                     [](const auto& a, const auto& b) { return a.first < b.first; });
    std::vector<Destination> places;
    for (auto& each : found) places.push_back(std::move(each.second));
    return places;
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
