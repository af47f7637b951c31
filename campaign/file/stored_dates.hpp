#pragma once
// The days a campaign file stores (the current day, wounded men's return, ransom deadlines,
// march arrivals...) must lie in the calendar's range (calendar.hpp) before the program does
// any arithmetic on them or shows them: a file damaged or written by hand could hold any
// 64-bit number there. Checked on the read-only probe, so a refused file is left untouched.
#include <SQLiteCpp/Database.h>

#include <string>
#include <vector>

namespace seneschal::campaign {

// Every stored day column holding a day outside the years 1-9999 of the campaign's reckoning,
// one line a column ("current day (day number 99999999999) outside the years 1-9999 of the
// julian calendar (day numbers 1721424 to 5373557)", with how many more rows when several), or
// the reckoning itself unknown. Tables the file's schema version does not have yet are skipped
// (migrations add them empty). Empty when every day is in range. Reads only.
std::vector<std::string> storedDateProblems(SQLite::Database& db);

}  // namespace seneschal::campaign
