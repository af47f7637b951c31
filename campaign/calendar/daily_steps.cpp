#include "campaign/calendar/daily_steps.hpp"

#include "base/grouped_number.hpp"
#include "campaign/calendar/march_steps.hpp"
#include "campaign/calendar/upkeep_steps.hpp"
#include "campaign/stores/captives.hpp"
#include "campaign/stores/leader_store.hpp"
#include "campaign/stores/repository.hpp"
#include "campaign/stores/unit_store.hpp"

namespace seneschal::campaign {

std::vector<std::unique_ptr<DailyStep>> dailySteps() {
    // A pending battle refuses the day before anything moves; armies march before the wounded
    // rejoin (a unit's returning men join it wherever it now stands); pay and service last,
    // on the day's final muster.
    std::vector<std::unique_ptr<DailyStep>> steps;
    steps.push_back(std::make_unique<PendingBattleCheck>());
    steps.push_back(std::make_unique<MarchStep>());
    steps.push_back(std::make_unique<WoundedReturnStep>());
    steps.push_back(std::make_unique<LeaderRecoveryStep>());
    steps.push_back(std::make_unique<RansomDeadlineStep>());
    steps.push_back(std::make_unique<PayStep>());
    steps.push_back(std::make_unique<FeudalServiceStep>());
    return steps;
}

bool WoundedReturnStep::runDay(ActionContext& context, DayNumber day,
                               std::vector<DayEvent>& events) {
    // "<=": a batch already overdue in an imported file comes back on the first day entered.
    for (const WoundedDue& r : readWoundedDue(context.db(), day)) {
        healWounded(context, r.batch, r.unit, r.men);
        events.push_back(
            {day, "wounded-return",
             std::to_string(r.men) + " wounded men of " + r.unitName + " return to duty"});
    }
    return true;
}

bool LeaderRecoveryStep::runDay(ActionContext& context, DayNumber day,
                                std::vector<DayEvent>& events) {
    for (const RecoveringLeader& leader : readLeadersRecovering(context.db(), day)) {
        healLeader(context, leader.key);
        events.push_back({day, "leader-recovered", leader.name + " recovers from his wounds"});
    }
    return true;
}

bool RansomDeadlineStep::runDay(ActionContext& context, DayNumber day,
                                std::vector<DayEvent>& events) {
    const std::string currency = readCampaignInfo(context.db()).currency;
    for (const RansomDue& due : readRansomsDue(context.db(), day)) {
        const std::string who = due.who + " (captive " + std::to_string(due.captive) + ")";
        const std::string owed = groupedNumber(due.owed) + " " + currency;
        if (due.demandDue) {
            events.push_back(
                {day, "ransom-demand-due",
                 due.captorName + " should demand the ransom of " + who + " by today"});
        }
        if (due.deadlineDue) {
            events.push_back({day, "ransom-due",
                              "the ransom of " + who + " falls due today: " + due.sideName +
                                  " still owes " + owed + " to " + due.captorName});
        }
    }
    return true;
}

}  // namespace seneschal::campaign
