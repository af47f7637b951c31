#pragma once
// A battle told as a game master tells it to the table, before the detail (issue 16): who won
// and after how many moves; per side the men dead, wounded (and when they are back), taken and
// by whom, deserted; the leaders killed, wounded or taken (with the ransom); the units
// destroyed. Drawn from the aftermath the preview and Apply share, so the totals are exactly
// what Apply writes.
#include <string>
#include <vector>

#include "campaign/battles/apply_outcome.hpp"
#include "campaign/calendar/calendar.hpp"

namespace seneschal::campaign {

// One line each, without the title: "Kingdom of England wins after 12 moves.", then a line a
// side, a line of leaders and one of the units destroyed (when there are any).
std::vector<std::string> battleHeadlines(const PreparedOutcome& prepared, Reckoning reckoning);

}  // namespace seneschal::campaign
