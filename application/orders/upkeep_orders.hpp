#pragma once
// Raising men and paying what is owed, from a side's treasury, for both shells. Each is one
// undoable action; a refusal throws UserError and writes nothing.
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "application/orders/order_result.hpp"
#include "campaign/actions/army_orders.hpp"
#include "campaign/file/campaign_file.hpp"
#include "campaign/stores/model.hpp"

namespace seneschal::application {

// A new unit: its name, troop type id, class A-D, and the army whose "Recruits" battal it joins.
using NewUnitRequest = campaign::NewUnitRequest;

struct RecruitRequest {
    std::string place;  // where the men are raised
    std::int64_t men = 0;
    std::string unit;                       // the unit reinforced, unless newUnit is given
    std::optional<NewUnitRequest> newUnit;  // the unit raised
};
// A new unit's troop type may be given by id or name; an unknown one is refused listing the
// types and the nearest (troopTypeNamed).
OrderResult recruit(campaign::CampaignFile& file, const RecruitRequest& request);

// Where each army may raise men today, by the recruiting rules the action applies
// (campaign/strategy/upkeep.cpp recruitCost, campaign/actions/army_orders.cpp Recruit): men join
// an army where it stands, and are raised only in a place its own side holds. What the desk's
// Recruit offers, and why it offers no more.
struct RecruitArmy {
    std::string armyId;
    std::string armyName;
    std::string sideId;
    std::string placeId;  // where it stands; empty on the march
    std::string placeName;
    std::string refusal;  // empty: it may raise men at placeId; else why not, in words
};
struct RecruitChoices {
    std::vector<RecruitArmy> armies;  // every army, in the campaign's order
    // A side none of whose armies may recruit: "Kingdom of England may recruit nowhere today:
    // none of its armies stands in a place it holds."
    std::vector<std::string> notes;
    const RecruitArmy* find(const std::string& armyId) const;
};
RecruitChoices recruitChoices(const campaign::CampaignSnapshot& snapshot);

struct PayRequest {
    std::string side;                   // id or name
    std::optional<std::int64_t> limit;  // at most this many pounds
};
OrderResult payArrears(campaign::CampaignFile& file, const PayRequest& request);

}  // namespace seneschal::application
