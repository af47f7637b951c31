#pragma once
// What befalls captives after a battle, for both shells: demand, pay, parole, release, refuse,
// execute, escape, on one captive or several at once, or every captive released. Each is one
// undoable action (several captives: one action, one undo); a refusal writes nothing.
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "application/orders/order_result.hpp"
#include "campaign/file/campaign_file.hpp"

namespace seneschal::application {

// Whether `verb` is one of demand, pay, parole, release, refuse, execute, escape.
bool isRansomVerb(const std::string& verb);

struct RansomRequest {
    std::string verb;                    // demand, pay, parole, release, refuse, execute, escape
    std::int64_t captive = 0;            // the captive's number, as `prisoners` lists it
    std::optional<std::int64_t> amount;  // pay: the instalment (all owed when absent); demand
    std::string executor;  // execute on men: the unit (id) of the captor that kills them
};
// Throws UserError for an unknown verb or a refusal.
OrderResult ransomCaptive(campaign::CampaignFile& file, const RansomRequest& request);

struct RansomManyRequest {
    std::string verb;
    std::vector<std::int64_t> captives;
    std::string executor;
};
OrderResult ransomCaptives(campaign::CampaignFile& file, const RansomManyRequest& request);

// Every captive still held (by one captor side, id or name, when given) goes home unransomed.
OrderResult releaseAllCaptives(campaign::CampaignFile& file, const std::string& captor = {});

}  // namespace seneschal::application
