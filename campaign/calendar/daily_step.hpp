#pragma once
// One thing that happens on every campaign day: wounded return, wounded leaders recover,
// ransom deadlines fall due, armies march and meet, pay and feudal service run out. The
// `advance` action runs every step for each day in turn, inside its one transaction, and
// reports the day's events. A step can halt the advance after a day (a contact: a battle is
// now pending and must be resolved before the calendar moves on).
#include <string>
#include <vector>

#include "campaign/actions/action.hpp"
#include "campaign/calendar/calendar.hpp"

namespace seneschal::campaign {

struct DayEvent {
    DayNumber day;
    std::string kind;  // "wounded-return", "ransom-due", "arrival", "contact", "pay", ...
    std::string text;  // what a person reads: "40 men of Warwick's archers return to duty"
};

class DailyStep {
  public:
    virtual ~DailyStep() = default;
    virtual const char* name() const = 0;
    // Runs the step for `day` (the day being entered). Returns false to halt the advance
    // after this day.
    virtual bool runDay(ActionContext& context, DayNumber day, std::vector<DayEvent>& events) = 0;
};

}  // namespace seneschal::campaign
