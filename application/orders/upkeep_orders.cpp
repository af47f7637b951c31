#include "application/orders/upkeep_orders.hpp"

#include <algorithm>

#include "application/orders/troop_choices.hpp"
#include "campaign/actions/action_log.hpp"
#include "campaign/battles/rules.hpp"

namespace seneschal::application {

OrderResult recruit(campaign::CampaignFile& file, const RecruitRequest& request) {
    std::optional<NewUnitRequest> newUnit = request.newUnit;
    if (newUnit)
        newUnit->type = troopTypeNamed(campaign::rulesOf(file.db()).rulebook, newUnit->type);
    campaign::Recruit action = newUnit
                                   ? campaign::Recruit(request.place, *newUnit, request.men)
                                   : campaign::Recruit(request.place, request.unit, request.men);
    campaign::perform(file.db(), action);
    return {action.describe(), {}};
}

OrderResult payArrears(campaign::CampaignFile& file, const PayRequest& request) {
    campaign::PayArrears action(request.side, request.limit);
    campaign::perform(file.db(), action);
    return {action.describe(), {}};
}

const RecruitArmy* RecruitChoices::find(const std::string& armyId) const {
    const auto found = std::find_if(armies.begin(), armies.end(),
                                    [&](const RecruitArmy& army) { return army.armyId == armyId; });
    return found == armies.end() ? nullptr : &*found;
}

RecruitChoices recruitChoices(const campaign::CampaignSnapshot& snapshot) {
    const auto placeNamed = [&](const std::string& id) -> const campaign::Place* {
        for (const campaign::Place& place : snapshot.places)
            if (place.id == id) return &place;
        return nullptr;
    };
    const auto sideName = [&](const std::string& id) {
        for (const campaign::Side& side : snapshot.sides)
            if (side.id == id) return side.name;
        return id;
    };
    RecruitChoices choices;
    for (const campaign::Army& army : snapshot.armies) {
        if (army.gone()) continue;
        RecruitArmy choice{army.id, army.name, army.side, {}, {}, {}};
        const campaign::Place* place = army.place ? placeNamed(*army.place) : nullptr;
        if (!place) {
            const campaign::Place* to = army.routeTo ? placeNamed(*army.routeTo) : nullptr;
            choice.refusal = army.name + " is on the march" + (to ? " to " + to->name : "") +
                             ": men join an army where it stands";
        } else {
            choice.placeId = place->id;
            choice.placeName = place->name;
            if (!place->owner) {
                choice.refusal = army.name + " stands at " + place->name +
                                 ", which no side holds: men are raised only in one's own places";
            } else if (*place->owner != army.side) {
                choice.refusal = army.name + " stands at " + place->name + ", which is " +
                                 sideName(*place->owner) +
                                 "'s: men are raised only in one's own places";
            }
        }
        choices.armies.push_back(std::move(choice));
    }
    for (const campaign::Side& side : snapshot.sides) {
        const bool anywhere = std::any_of(
            choices.armies.begin(), choices.armies.end(),
            [&](const RecruitArmy& a) { return a.sideId == side.id && a.refusal.empty(); });
        if (!anywhere)
            choices.notes.push_back(side.name +
                                    " may recruit nowhere today: none of its armies stands in a "
                                    "place it holds.");
    }
    return choices;
}

}  // namespace seneschal::application
