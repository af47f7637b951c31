#pragma once
// Does a file begin with SQLite's header? Read through SQLite's own file layer, never an
// ordinary stream: POSIX locks belong to the process, and closing any descriptor on a file drops
// every lock the process holds on it — including those of a connection this process has open on
// the same campaign (the desktop program reopening, exporting or replacing the campaign it
// shows). SQLite's unix layer keeps such a descriptor open until its last connection closes.
#include <filesystem>

namespace seneschal::campaign {

bool isSqliteDatabase(const std::filesystem::path& path);

}  // namespace seneschal::campaign
