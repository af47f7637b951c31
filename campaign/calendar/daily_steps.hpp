#pragma once
// The daily steps `advance` runs, in order, for each day entered. This issue's: wounded batches
// return to duty, wounded leaders recover, ransom demands and deadlines fall due. Marching,
// pay and feudal service join the list in `dailySteps()` and nowhere else.
#include <memory>
#include <vector>

#include "campaign/calendar/daily_step.hpp"

namespace seneschal::campaign {

// Wounded men whose return day has come rejoin their unit (GA-RES-WIN: battle date + 14 days).
class WoundedReturnStep : public DailyStep {
  public:
    const char* name() const override { return "wounded-return"; }
    bool runDay(ActionContext& context, DayNumber day, std::vector<DayEvent>& events) override;
};

// Wounded leaders whose date has come take up command again (GA-LEADER-RISK).
class LeaderRecoveryStep : public DailyStep {
  public:
    const char* name() const override { return "leader-recovery"; }
    bool runDay(ActionContext& context, DayNumber day, std::vector<DayEvent>& events) override;
};

// Reports the captives whose ransom should be demanded by today and not yet has been, and
// those whose deadline falls today with the ransom unpaid. Changes nothing: what to do about
// it is the game master's choice (a ransom action).
class RansomDeadlineStep : public DailyStep {
  public:
    const char* name() const override { return "ransom-due"; }
    bool runDay(ActionContext& context, DayNumber day, std::vector<DayEvent>& events) override;
};

// Every step, in the order they run each day.
std::vector<std::unique_ptr<DailyStep>> dailySteps();

}  // namespace seneschal::campaign
