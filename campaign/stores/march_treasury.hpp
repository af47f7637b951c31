#pragma once
// A side's money in pence. `side.treasury` holds whole pounds (what the scenario file, ransoms
// and listings use); `side_purse.pence` the odd pence below a pound (0..239) that daily pay in
// pence leaves. Together they are exact: pence = treasury × 240 + purse.
#include <SQLiteCpp/Database.h>

#include <cstdint>
#include <string>

#include "campaign/actions/action.hpp"
#include "campaign/strategy/strategy_rules.hpp"

namespace seneschal::campaign {

strategy::Pence sidePence(SQLite::Database& db, std::int64_t sideKey);

// Sets the side's money to `pence` (>= 0), with a ledger line for the pounds and one for the
// odd pence that changed, each carrying `why`.
void setSidePence(ActionContext& context, std::int64_t sideKey, strategy::Pence pence,
                  const std::string& why);

}  // namespace seneschal::campaign
