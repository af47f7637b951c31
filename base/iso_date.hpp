#pragma once
// The shape of a date in a battle or outcome file, checked where the rules engine reads it
// (it has no calendar: the campaign reads the day in its own reckoning when it uses it).
#include <string_view>

namespace seneschal {

// Exactly YYYY-MM-DD, a year of 1-9999 (campaign/calendar/calendar.hpp), a month of 1-12 and a day
// the month has in some year (30 February is refused, 29 February left to the campaign's
// reckoning).
bool isIsoDate(std::string_view text);

}  // namespace seneschal
