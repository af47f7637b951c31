#pragma once
// The daily steps of the march (campaign/calendar/daily_step.hpp), to be run by `advance` in this
// order before the upkeep steps:
// 1. PendingBattleCheck refuses the advance while a battle is pending, naming the place and the
//    armies (the whole advance is then refused; nothing is written).
// 2. MarchStep moves every army one day along its orders (strategy::advanceDay): arrivals,
//    forced marches with their stragglers (desertion, cause march), contacts recorded as pending
//    battles, and places changing owner when held unopposed. A contact halts the advance after
//    that day, with the reason as an event.
#include "campaign/calendar/daily_step.hpp"

namespace seneschal::campaign {

class PendingBattleCheck : public DailyStep {
  public:
    const char* name() const override { return "pending battles"; }
    bool runDay(ActionContext& context, DayNumber day, std::vector<DayEvent>& events) override;
};

class MarchStep : public DailyStep {
  public:
    const char* name() const override { return "march"; }
    bool runDay(ActionContext& context, DayNumber day, std::vector<DayEvent>& events) override;
};

// The pending battles as one sentence per battle ("a battle is pending at Crécy (English host
// against French royal army)"), empty when there are none.
std::vector<std::string> pendingBattleLines(SQLite::Database& db);

}  // namespace seneschal::campaign
