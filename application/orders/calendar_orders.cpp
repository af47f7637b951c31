#include "application/orders/calendar_orders.hpp"

#include "application/orders/opponent_orders.hpp"
#include "campaign/actions/action_log.hpp"
#include "campaign/actions/actions.hpp"
#include "campaign/calendar/daily_steps.hpp"
#include "campaign/stores/repository.hpp"

namespace seneschal::application {

std::int64_t maxAdvanceDays() {
    return campaign::kMaxAdvanceDays;
}

void checkAdvanceDays(std::int64_t days) {
    campaign::checkAdvanceDays(days);
}

AdvanceResult advanceCalendar(campaign::CampaignFile& file, const AdvanceRequest& request) {
    const campaign::Reckoning reckoning = campaign::readCampaignInfo(file.db()).reckoning;
    // A programmed side decides first each day, before the armies march (issue 36).
    std::vector<std::unique_ptr<campaign::DailyStep>> steps;
    steps.push_back(opponentStep(file));
    for (auto& step : campaign::dailySteps()) steps.push_back(std::move(step));
    // ... and last, once the armies have met, whether to avoid a battle now pending.
    steps.push_back(opponentBattleStep(file));
    campaign::AdvanceCalendar advance(request.days, std::move(steps));
    if (request.onProgress) advance.onProgress(request.onProgress);
    campaign::perform(file.db(), advance);
    AdvanceResult result;
    result.description = advance.describe();
    for (const campaign::DayEvent& event : advance.events())
        result.events.push_back(
            {campaign::formatDate(reckoning, event.day), event.kind, event.text});
    result.daysAdvanced = advance.daysAdvanced();
    result.haltedBy = advance.haltedBy();
    return result;
}

}  // namespace seneschal::application
