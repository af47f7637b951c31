#pragma once
// Advancing the campaign's calendar day by day, for both shells: one undoable action however
// many days it covers, each day's events named by the campaign's own date.
#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "campaign/file/campaign_file.hpp"

namespace seneschal::application {

// The most days one advance may cover (ten years).
std::int64_t maxAdvanceDays();
// Throws UserError unless 1 <= days <= maxAdvanceDays(); the CLI asks before opening the file.
void checkAdvanceDays(std::int64_t days);

struct AdvanceRequest {
    std::int64_t days = 1;
    // Told after each day: the days done so far and the days asked for.
    std::function<void(std::int64_t done, std::int64_t total)> onProgress;
};

struct AdvanceEvent {
    std::string date;  // the day, as the campaign writes its dates
    std::string kind;  // "arrival", "contact", "wounded-return", "ransom-due", "pay", ...
    std::string text;  // "40 men of Warwick's archers return to duty"
};

struct AdvanceResult {
    std::string description;           // "Advance 7 days to 3 August 1346"
    std::vector<AdvanceEvent> events;  // oldest first
    std::int64_t daysAdvanced = 0;
    std::string haltedBy;  // why it stopped short of the days asked ("a battle is pending ..")
};
AdvanceResult advanceCalendar(campaign::CampaignFile& file, const AdvanceRequest& request);

}  // namespace seneschal::application
