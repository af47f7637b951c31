#include "campaign/calendar/daily_steps.hpp"

#include <SQLiteCpp/Statement.h>

#include "campaign/calendar/march_steps.hpp"
#include "campaign/calendar/upkeep_steps.hpp"
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
    SQLite::Database& db = context.db();
    struct Returning {
        std::int64_t batch, unit, men;
        std::string name;
    };
    std::vector<Returning> returning;
    // "<=": a batch already overdue in an imported file comes back on the first day entered.
    SQLite::Statement due(db, R"SQL(
        SELECT wounded_batch.id, unit_id, men, unit.name FROM wounded_batch
        JOIN unit ON unit.id = wounded_batch.unit_id
        WHERE returns_day <= ? ORDER BY wounded_batch.id)SQL");
    due.bind(1, day.value);
    while (due.executeStep()) {
        returning.push_back({due.getColumn(0).getInt64(), due.getColumn(1).getInt64(),
                             due.getColumn(2).getInt64(), due.getColumn(3).getString()});
    }
    for (const Returning& r : returning) {
        healWounded(context, r.batch, r.unit, r.men);
        events.push_back({day, "wounded-return",
                          std::to_string(r.men) + " wounded men of " + r.name + " return to duty"});
    }
    return true;
}

bool LeaderRecoveryStep::runDay(ActionContext& context, DayNumber day,
                                std::vector<DayEvent>& events) {
    SQLite::Database& db = context.db();
    std::vector<std::pair<std::int64_t, std::string>> healed;
    SQLite::Statement leaders(db,
                              "SELECT id, name FROM leader WHERE status = 'wounded' AND "
                              "wounded_until <= ? ORDER BY id");
    leaders.bind(1, day.value);
    while (leaders.executeStep()) {
        healed.emplace_back(leaders.getColumn(0).getInt64(), leaders.getColumn(1).getString());
    }
    for (const auto& [leader, name] : healed) {
        healLeader(context, leader);
        events.push_back({day, "leader-recovered", name + " recovers from his wounds"});
    }
    return true;
}

bool RansomDeadlineStep::runDay(ActionContext& context, DayNumber day,
                                std::vector<DayEvent>& events) {
    const std::string currency = readCampaignInfo(context.db()).currency;
    SQLite::Statement due(context.db(), R"SQL(
        SELECT captive.id, coalesce(leader.name, captive.men || ' men of ' || unit.name),
               captor.name, own.name, captive.ransom - captive.paid,
               captive.demand_by_day = ?1 AND captive.status = 'held',
               captive.deadline_day = ?1
        FROM captive JOIN side AS captor ON captor.id = captive.captor_side_id
        JOIN side AS own ON own.id = captive.side_id
        LEFT JOIN leader ON leader.id = captive.leader_id
        LEFT JOIN unit ON unit.id = captive.unit_id
        WHERE captive.status IN ('held', 'demanded', 'part-paid', 'refused', 'paroled')
          AND ((captive.demand_by_day = ?1 AND captive.status = 'held')
               OR captive.deadline_day = ?1)
        ORDER BY captive.id)SQL");
    due.bind(1, day.value);
    while (due.executeStep()) {
        const std::string who =
            due.getColumn(1).getString() + " (captive " + due.getColumn(0).getString() + ")";
        const std::string owed = due.getColumn(4).getString() + " " + currency;
        if (due.getColumn(5).getInt() != 0) {
            events.push_back({day, "ransom-demand-due",
                              due.getColumn(2).getString() + " should demand the ransom of " + who +
                                  " by today"});
        }
        if (due.getColumn(6).getInt() != 0) {
            events.push_back({day, "ransom-due",
                              "the ransom of " + who +
                                  " falls due today: " + due.getColumn(3).getString() +
                                  " still owes " + owed + " to " + due.getColumn(2).getString()});
        }
    }
    return true;
}

}  // namespace seneschal::campaign
