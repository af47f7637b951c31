#pragma once
// A look at a campaign that leaves it exactly as it was. An ordinary read-only connection to a
// file in WAL mode makes SQLite create FILE-wal and FILE-shm beside it and leave them there (only
// a closing writer removes them) — a refused or merely listed file would not be left as found.
// Deleting them afterwards is no cure: another program may have opened the file meanwhile, and
// its log would go with them. So when no FILE-wal exists — the whole campaign is in the file —
// the look opens it `immutable` (no locks, no side files); when one exists, another program has
// the file or a crash left its log, and the ordinary read-only connection reads the log too
// (creating nothing that is not already there, but the -shm of a crash's leftover log).
#include <SQLiteCpp/Database.h>

#include <filesystem>
#include <memory>

namespace seneschal::campaign {

std::unique_ptr<SQLite::Database> openReadOnlyLook(const std::filesystem::path& campaign);

}  // namespace seneschal::campaign
