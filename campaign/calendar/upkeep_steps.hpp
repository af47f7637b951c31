#pragma once
// The daily steps of keeping an army (campaign/calendar/daily_step.hpp), run by `advance` after the
// march: PayStep pays each side's Mercenary and Regular units a day's pay from its treasury
// (arrears when it cannot), FeudalServiceStep sends feudal men home once their days of service
// are over. Rules and rates: data/rules/strategy.xml; money in pence (march_treasury.hpp).
#include <SQLiteCpp/Database.h>

#include <cstdint>
#include <optional>
#include <vector>

#include "campaign/calendar/daily_step.hpp"
#include "campaign/strategy/upkeep.hpp"

namespace seneschal::campaign {

// One unit as the upkeep rules see it, with its keys in the file.
struct KeptRow {
    std::int64_t unitKey = 0;
    std::int64_t sideKey = 0;
    std::string name;
    strategy::KeptUnit unit;  // unit.id is the unit's slug
};

// Every unit (of one side if given), in roster order. A unit with no upkeep row owes no
// arrears and has served since the campaign began.
std::vector<KeptRow> loadKeptUnits(SQLite::Database& db,
                                   std::optional<std::int64_t> sideKey = std::nullopt);

// The dice of feudal service for a day: seeded from the campaign's scenario id and the day, so
// replaying the same campaign from the same file rolls the same faces (docs/rules/campaign.md).
std::uint64_t upkeepSeed(SQLite::Database& db, DayNumber day);

class PayStep : public DailyStep {
  public:
    const char* name() const override { return "pay"; }
    bool runDay(ActionContext& context, DayNumber day, std::vector<DayEvent>& events) override;
};

class FeudalServiceStep : public DailyStep {
  public:
    const char* name() const override { return "feudal service"; }
    bool runDay(ActionContext& context, DayNumber day, std::vector<DayEvent>& events) override;
};

}  // namespace seneschal::campaign
