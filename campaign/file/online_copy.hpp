#pragma once
// One whole database copied into another through SQLite's online backup API, in one step: the
// source is read in one read transaction (a consistent copy while other connections write) and
// the destination written in one write transaction (other connections see all of it or none).
#include <SQLiteCpp/Database.h>

namespace seneschal::campaign {

// Throws SQLite::Exception with SQLite's result code when the copy fails; waits on a busy
// destination (its busy timeout) or a locked source, a few times over, before giving up.
void onlineCopy(SQLite::Database& from, SQLite::Database& into);

}  // namespace seneschal::campaign
