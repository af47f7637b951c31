#pragma once
// Test-only: runs daily steps for N days inside one action, as `advance` will once the
// integrator adds the march and upkeep steps to its list. Stops after a day a step halts.
#include <SQLiteCpp/Statement.h>

#include <memory>
#include <vector>

#include "campaign/actions/action.hpp"
#include "campaign/calendar/daily_step.hpp"
#include "campaign/calendar/march_steps.hpp"
#include "campaign/calendar/upkeep_steps.hpp"

namespace seneschal::testing {

class RunSteps : public campaign::Action {
  public:
    RunSteps(std::int64_t days, std::vector<std::unique_ptr<campaign::DailyStep>> steps)
        : days_(days), steps_(std::move(steps)) {}
    std::string name() const override { return "Advance"; }
    campaign::Cause cause() const override { return campaign::Cause::Advance; }
    void apply(campaign::ActionContext& context) override {
        for (std::int64_t n = 1; n <= days_; ++n) {
            const campaign::DayNumber day = context.date().plusDays(n);
            SQLite::Statement date(context.db(), "UPDATE campaign SET current_day = ?");
            date.bind(1, day.value);
            date.exec();
            bool goOn = true;
            for (auto& step : steps_) goOn = step->runDay(context, day, events) && goOn;
            daysRun = n;
            if (!goOn) break;
        }
    }
    std::string describe() const override { return "Advance " + std::to_string(daysRun) + " days"; }

    std::vector<campaign::DayEvent> events;
    std::int64_t daysRun = 0;

  private:
    std::int64_t days_;
    std::vector<std::unique_ptr<campaign::DailyStep>> steps_;
};

// The steps of the strategic campaign in the order `advance` runs them.
inline std::vector<std::unique_ptr<campaign::DailyStep>> campaignSteps() {
    std::vector<std::unique_ptr<campaign::DailyStep>> steps;
    steps.push_back(std::make_unique<campaign::PendingBattleCheck>());
    steps.push_back(std::make_unique<campaign::MarchStep>());
    steps.push_back(std::make_unique<campaign::PayStep>());
    steps.push_back(std::make_unique<campaign::FeudalServiceStep>());
    return steps;
}

template <typename Step>
std::vector<std::unique_ptr<campaign::DailyStep>> only() {
    std::vector<std::unique_ptr<campaign::DailyStep>> steps;
    steps.push_back(std::make_unique<Step>());
    return steps;
}

}  // namespace seneschal::testing
