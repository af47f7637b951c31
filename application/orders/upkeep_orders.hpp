#pragma once
// Raising men and paying what is owed, from a side's treasury, for both shells. Each is one
// undoable action; a refusal throws UserError and writes nothing.
#include <cstdint>
#include <optional>
#include <string>

#include "application/orders/order_result.hpp"
#include "campaign/actions/army_orders.hpp"
#include "campaign/file/campaign_file.hpp"

namespace seneschal::application {

// A new unit: its name, troop type id, class A-D, and the army whose "Recruits" battal it joins.
using NewUnitRequest = campaign::NewUnitRequest;

struct RecruitRequest {
    std::string place;  // where the men are raised
    std::int64_t men = 0;
    std::string unit;                       // the unit reinforced, unless newUnit is given
    std::optional<NewUnitRequest> newUnit;  // the unit raised
};
OrderResult recruit(campaign::CampaignFile& file, const RecruitRequest& request);

struct PayRequest {
    std::string side;                   // id or name
    std::optional<std::int64_t> limit;  // at most this many pounds
};
OrderResult payArrears(campaign::CampaignFile& file, const PayRequest& request);

}  // namespace seneschal::application
