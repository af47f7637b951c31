#pragma once
// The counts and amounts a campaign file stores (men in a unit and its batches, treasuries,
// ransoms, arrears) must lie in their ranges (campaign/limits.hpp) before the program adds,
// multiplies or shows them: a file damaged or written by hand could hold any 64-bit number
// there, and a sum of two such would wrap. Checked on the read-only probe, beside the stored
// days (stored_dates.hpp), so a refused file is left untouched.
#include <SQLiteCpp/Database.h>

#include <filesystem>

namespace seneschal::campaign {

// Throws UserError naming the file, the table and column, the row (by name where it has one)
// and the range when a stored count is out of its range or not a whole number.
void checkStoredCounts(SQLite::Database& probe, const std::filesystem::path& path);

}  // namespace seneschal::campaign
