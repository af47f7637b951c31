#pragma once
// Advancing the calendar and renaming a unit. The other actions live with their subject:
// march_actions.hpp, army_orders.hpp, ransom_actions.hpp, apply_outcome.hpp.
#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "campaign/actions/action.hpp"
#include "campaign/calendar/daily_step.hpp"
#include "campaign/limits.hpp"
#include "campaign/stores/model.hpp"

namespace seneschal::campaign {

// The most days one advance may cover: kAdvanceDays (campaign/limits.hpp).
inline constexpr std::int64_t kMaxAdvanceDays = kAdvanceDays.max;

// Throws UserError unless 1 <= days <= kMaxAdvanceDays. The CLI calls it before opening the file.
void checkAdvanceDays(std::int64_t days);

// The campaign date moves on day by day: each day entered, every daily step (daily_steps.hpp)
// runs in order and reports its events, which go to the chronicle too. A step may halt the
// advance after a day; the reason is kept in haltedBy(). An advance may not run past the last
// day of the calendar's range (calendar.hpp).
class AdvanceCalendar : public Action {
  public:
    // Told after each day: the days done so far and the days asked for (for a progress count).
    using Progress = std::function<void(std::int64_t done, std::int64_t total)>;

    explicit AdvanceCalendar(std::int64_t days) : days_(days) {}
    // With other steps than dailySteps(): for tests.
    AdvanceCalendar(std::int64_t days, std::vector<std::unique_ptr<DailyStep>> steps)
        : days_(days), steps_(std::move(steps)), ownSteps_(true) {}
    std::string name() const override { return "Advance"; }
    Cause cause() const override { return Cause::Advance; }
    void apply(ActionContext& context) override;
    std::string describe() const override;

    // After apply: each day's events, oldest first, and why the advance stopped early.
    const std::vector<DayEvent>& events() const { return events_; }
    const std::string& haltedBy() const { return haltedBy_; }
    std::int64_t daysAdvanced() const { return daysAdvanced_; }

    void onProgress(Progress progress) { progress_ = std::move(progress); }

  private:
    std::int64_t days_;
    Progress progress_;
    std::int64_t daysAdvanced_ = 0;
    std::string newDate_;
    std::vector<DayEvent> events_;
    std::string haltedBy_;
    std::vector<std::unique_ptr<DailyStep>> steps_;
    bool ownSteps_ = false;
};

class RenameUnit : public Action {
  public:
    RenameUnit(std::string unit, std::string newName)
        : unit_(std::move(unit)), newName_(std::move(newName)) {}
    std::string name() const override { return "Rename"; }
    Cause cause() const override { return Cause::Edit; }
    void apply(ActionContext& context) override;
    std::string describe() const override;

  private:
    std::string unit_;
    std::string newName_;
    std::string oldName_;
};

}  // namespace seneschal::campaign
