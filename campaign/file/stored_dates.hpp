#pragma once
// The days a campaign file stores (the current day, wounded men's return, ransom deadlines,
// march arrivals...) must lie in the calendar's range (calendar.hpp) before the program does
// any arithmetic on them or shows them: a file damaged or written by hand could hold any
// 64-bit number there. Checked on the read-only probe, so a refused file is left untouched.
#include <SQLiteCpp/Database.h>

#include <filesystem>

namespace seneschal::campaign {

// Throws UserError naming the file, the day and what it is when a stored day is outside the
// years 1-9999 of the campaign's reckoning, or the reckoning itself is unknown. Tables the
// file's schema version does not have yet are skipped (migrations add them empty).
void checkStoredDates(SQLite::Database& probe, const std::filesystem::path& path);

}  // namespace seneschal::campaign
